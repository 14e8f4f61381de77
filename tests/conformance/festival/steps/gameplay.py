"""The course of play (KF-TURN-*, KF-END-*, and what every section reads): whose turn and
which step, a player's zones, dropping out, the end, views and legal actions in general."""

from __future__ import annotations

import json

from ..book import BOOK
from ..world import ZONE_WORDS, card_list

then = "then"

# --------------------------------------------------------------------------- turn and step


@BOOK.step("is_turn", then)
def is_turn(world, name):
    state = world.state()
    assert state["phase"]["step"] == "turn", f"expected a new turn, the step is {state['phase']}"
    assert state["turn"] == world.seat(name), f"expected {name}'s turn, it is {world.names[state['turn']]}'s"


@BOOK.step("step_is", then)
def step_is(world, step):
    got = world.state()["phase"]["step"]
    assert got == step, f"expected step {step}, got {got}"


# --------------------------------------------------------------------------- a player's zones


@BOOK.step("zone_exactly", then)
def zone_exactly(world, name, zone, cards):
    got = world.zone(name, zone)
    assert got == sorted(card_list(cards)), f"{name}'s {zone}: expected {sorted(card_list(cards))}, got {got}"


def holds(world, name, zone, cards, present: bool, label: str = "") -> None:
    """Whether a player's zone holds (present=True) or lacks every card of the step."""
    got = world.zone(name, zone)
    wrong = [c for c in card_list(cards) if (c in got) != present]
    label = label or f"{name}'s {zone}"
    assert not wrong, f"{label} {'lacks' if present else 'should not hold'} {wrong}; it holds {got}"


@BOOK.step("zone_contains", then)
def zone_contains(world, name, zone, cards):
    holds(world, name, zone, cards, True)


@BOOK.step("zone_lacks", then)
def zone_lacks(world, name, zone, cards):
    holds(world, name, zone, cards, False)


@BOOK.step("zone_count", then)
def zone_count(world, name, zone, n):
    got = world.zone(name, zone)
    assert len(got) == int(n), f"{name}'s {zone}: expected {n} cards, got {len(got)}: {got}"


@BOOK.step("money_exactly", then)
def money_exactly(world, name, cards):
    got = world.zone(name, "money")
    assert got == sorted(card_list(cards)), f"{name}'s money: expected {sorted(card_list(cards))}, got {got}"


# --------------------------------------------------------------------------- dropping out and the end


@BOOK.step("has_dropped_out", then)
def has_dropped_out(world, name):
    assert world.state_player(name)["out"], f"{name} is still in the game"


@BOOK.step("still_in", then)
def still_in(world, name):
    assert not world.state_player(name)["out"], f"{name} has dropped out"


@BOOK.step("idle_turns", then)
def idle_turns(world, n):
    got = world.state()["idle_turns"]
    assert got == int(n), f"idle_turns is {got}, expected {n}"


@BOOK.step("is_over", then)
def is_over(world):
    got = world.state()["phase"]["step"]
    assert got == "over", f"the game is not over: step {got}"


@BOOK.step("not_over", then)
def not_over(world):
    got = world.state()["phase"]["step"]
    assert got != "over", "the game is over"


# --------------------------------------------------------------------------- views


@BOOK.step("view_hides", then)
def view_hides(world, name, cards):
    text = json.dumps(world.view(name))
    shown = [c for c in card_list(cards) if f'"{c}"' in text]
    assert not shown, f"{name}'s view shows {shown}"


@BOOK.step("view_shows", then)
def view_shows(world, name, cards):
    text = json.dumps(world.view(name))
    hidden = [c for c in card_list(cards) if f'"{c}"' not in text]
    assert not hidden, f"{name}'s view does not show {hidden}"


@BOOK.step("view_count", then)
def view_count(world, name, other, zone, n):
    zone = ZONE_WORDS.get(zone, zone)
    got = world.view(name)["players"][world.seat(other)]["kuhpons" if zone == "money" else zone]
    count = got.get("count") if isinstance(got, dict) else None
    assert count == int(n), f"{name} sees {other}'s {zone} as {got}"


# --------------------------------------------------------------------------- legal actions

KINDS = {"use first refusal": "first_refusal", "close the auction": "close_auction",
         "offer again": "reoffer", "sell to the highest bidder": "sell",
         "auction a neutral lot": "auction_neutral",
         # the words of the Dutch phrases (phrases/nl.yaml: "Anne mag niet bieden", ...)
         "veilen": "auction", "koehandel": "trade", "bieden": "bid", "passen": "pass",
         "aannemen": "accept", "tegenbod": "counter", "opnieuw openen": "reoffer",
         "verkopen": "sell", "voorkeursrecht": "first_refusal", "sluiten": "close_auction",
         "neutrale kavel": "auction_neutral"}


def has_legal(world, name, template) -> tuple[bool, list]:
    got = world.legal(name)
    return template in got, got


@BOOK.step("may_not", then)
def may_not(world, name, kind):
    kind = KINDS.get(kind, kind)
    got = world.legal(name)
    assert not [a for a in got if a["type"] == kind], f"{name} may {kind}: {got}"


@BOOK.step("may", then)
def may(world, name, kind):
    kind = KINDS.get(kind, kind)
    got = world.legal(name)
    assert [a for a in got if a["type"] == kind], f"{name} may not {kind}: {got}"


@BOOK.step("no_legal", then)
def no_legal(world, name):
    got = world.legal(name)
    assert got == [], f"{name}'s legal actions: {got}"
