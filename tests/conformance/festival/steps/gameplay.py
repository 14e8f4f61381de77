"""The course of play (KF-TURN-*, KF-END-*, and what every section reads): whose turn and
which step, a player's zones, dropping out, the end, views and legal actions in general."""

from __future__ import annotations

import functools

from kuhspec.catalogue import catalogue

from .. import GAME
from ..book import BOOK
from ..world import ZONE_WORDS, card_list

then = "then"

# --------------------------------------------------------------------------- turn and step


@BOOK.step("is_turn", then)
def is_turn(world, name):
    world.expect(world.state(), ["/phase/step", "/turn"], "equals", ["turn", world.seat(name)],
                 because=f"a new turn of {name}")


@BOOK.step("step_is", then)
def step_is(world, step):
    world.expect(world.state(), "/phase/step", "equals", step)


# --------------------------------------------------------------------------- a player's zones


@BOOK.step("zone_exactly", then)
def zone_exactly(world, name, zone, cards):
    world.check_zone(name, zone, "same_items", card_list(cards))


def holds(world, name, zone, cards, present: bool) -> None:
    """Whether a player's zone holds (present=True) or lacks every card of the step."""
    world.check_zone(name, zone, "contains" if present else "lacks", card_list(cards))


@BOOK.step("zone_contains", then)
def zone_contains(world, name, zone, cards):
    holds(world, name, zone, cards, True)


@BOOK.step("zone_lacks", then)
def zone_lacks(world, name, zone, cards):
    holds(world, name, zone, cards, False)


@BOOK.step("zone_count", then)
def zone_count(world, name, zone, n):
    world.check_zone(name, zone, "length", int(n))


@BOOK.step("money_exactly", then)
def money_exactly(world, name, cards):
    world.check_zone(name, "money", "same_items", card_list(cards))


# --------------------------------------------------------------------------- dropping out and the end


@BOOK.step("has_dropped_out", then)
def has_dropped_out(world, name):
    world.expect(world.state(), f"/players/{world.seat(name)}/out", "not_empty", because=f"{name} is out")


@BOOK.step("still_in", then)
def still_in(world, name):
    world.expect(world.state(), f"/players/{world.seat(name)}/out", "empty", because=f"{name} is still in")


@BOOK.step("idle_turns", then)
def idle_turns(world, n):
    world.expect(world.state(), "/idle_turns", "equals", int(n))


@BOOK.step("is_over", then)
def is_over(world):
    world.expect(world.state(), "/phase/step", "equals", "over")


@BOOK.step("not_over", then)
def not_over(world):
    world.expect(world.state(), "/phase/step", "not_equals", "over")


# --------------------------------------------------------------------------- views


@BOOK.step("view_hides", then)
def view_hides(world, name, cards):
    world.expect(world.view(name), "", "mentions_none", card_list(cards), because=f"{name}'s view hides them")


@BOOK.step("view_shows", then)
def view_shows(world, name, cards):
    world.expect(world.view(name), "", "mentions_all", card_list(cards), because=f"{name}'s view shows them")


@BOOK.step("view_count", then)
def view_count(world, name, other, zone, n):
    zone = ZONE_WORDS.get(zone, zone)
    field = "kuhpons" if zone == "money" else zone
    world.expect(world.view(name), f"/players/{world.seat(other)}/{field}/count", "equals", int(n),
                 because=f"{name} sees only the count of {other}'s {zone}")


# --------------------------------------------------------------------------- legal actions

KINDS = {"use first refusal": "first_refusal", "close the auction": "close_auction",
         "offer again": "reoffer", "sell to the highest bidder": "sell",
         "auction a neutral lot": "auction_neutral",
         # the words of the Dutch phrases (phrases/nl.yaml: "Anne mag niet bieden", ...)
         "veilen": "auction", "koehandel": "trade", "bieden": "bid", "passen": "pass",
         "aannemen": "accept", "tegenbod": "counter", "opnieuw openen": "reoffer",
         "verkopen": "sell", "voorkeursrecht": "first_refusal", "sluiten": "close_auction",
         "neutrale kavel": "auction_neutral"}


def has_legal(world, name, template) -> None:
    """legal() lists exactly this entry: the same members, those the legal schema marks
    x-unordered (the cards of a lot, the cows of a trade) in any order."""
    unordered, members = _legal_members()
    where = {"eq": {k: v for k, v in template.items() if k not in unordered},
             "same_items": {k: v for k, v in template.items() if k in unordered},
             "lacks": sorted(members - set(template))}
    world.expect(world.legal(name), "/*", "not_empty", where={k: v for k, v in where.items() if v},
                 because=f"{name} may {template.get('type')}")


@functools.lru_cache(maxsize=None)
def _legal_members() -> tuple[frozenset, frozenset]:
    """The legal schema's unordered members, and every member an entry may have (an answer is
    pruned of any other)."""
    game = catalogue().game(GAME)
    names: set[str] = set()

    def walk(node) -> None:
        if isinstance(node, dict):
            names.update(node.get("properties") or {})
            for sub in node.values():
                walk(sub)
        elif isinstance(node, list):
            for sub in node:
                walk(sub)

    walk([game.schema("legal"), game.schema("action")])
    return frozenset(game.schema("legal").get("x-unordered") or ()), frozenset(names)


@BOOK.step("may_not", then)
def may_not(world, name, kind):
    kind = KINDS.get(kind, kind)
    world.expect(world.legal(name), "/*", "equals", [], where={"eq": {"type": kind}}, because=f"{name} may not {kind}")


@BOOK.step("may", then)
def may(world, name, kind):
    kind = KINDS.get(kind, kind)
    world.expect(world.legal(name), "/*", "not_empty", where={"eq": {"type": kind}}, because=f"{name} may {kind}")


@BOOK.step("no_legal", then)
def no_legal(world, name):
    world.expect(world.legal(name), "", "equals", [], because=f"{name} has no legal action")
