"""Triples, black sheep and Copycat cards (KF-TRI-*, KF-COP-*)."""

from __future__ import annotations

from ..book import BOOK
from ..world import card_list
from .gameplay import has_legal, holds

then = "then"


@BOOK.step("triple_of", then)
def triple_of(world, name, cow):
    got = [t["cow"] for t in world.state_player(name)["triples"]]
    assert int(cow) in got, f"{name} has triples {got}, none of the {cow}-cows"


@BOOK.step("no_triple_of", then)
def no_triple_of(world, name, cow):
    triples = world.state_player(name)["triples"]
    assert int(cow) not in [t["cow"] for t in triples], f"{name} has a triple of the {cow}-cows: {triples}"


@BOOK.step("triple_cards", then)
def triple_cards(world, name, cow, cards):
    triples = {t["cow"]: sorted(t["cards"]) for t in world.state_player(name)["triples"]}
    assert triples.get(int(cow)) == sorted(card_list(cards)), f"{name}'s triples: {triples}"


@BOOK.step("triple_count", then)
def triple_count(world, name, n):
    got = world.state_player(name)["triples"]
    assert len(got) == int(n), f"{name}: expected {n} triples, got {[t['cow'] for t in got]}"


# --------------------------------------------------------------------------- black sheep


@BOOK.step("black_sheep", then)
def black_sheep(world, name, cards):
    holds(world, name, "black_sheep", cards, True, f"{name}'s black sheep")


@BOOK.step("not_black_sheep", then)
def not_black_sheep(world, name, cards):
    holds(world, name, "black_sheep", cards, False, f"{name}'s black sheep")


@BOOK.step("black_sheep_exactly", then)
def black_sheep_exactly(world, name, cards):
    got = world.zone(name, "black_sheep")
    assert got == sorted(card_list(cards)), f"{name}'s black sheep: expected {sorted(card_list(cards))}, got {got}"


@BOOK.step("no_black_sheep", then)
def no_black_sheep(world, name):
    got = world.zone(name, "black_sheep")
    assert not got, f"{name} has black sheep {got}"


# --------------------------------------------------------------------------- Copycats


def _copycats(world, name) -> dict:
    return {cc["card"]: cc["cow"] for cc in world.state_player(name)["copycats"]}


@BOOK.step("copycat_is_with", then)
def copycat_is_with(world, name, copycat, cow):
    got = _copycats(world, name)
    assert got.get(copycat) == int(cow), f"{name}'s Copycats: {got}"


@BOOK.step("copycat_is_separate", then)
def copycat_is_separate(world, name, copycat):
    got = _copycats(world, name)
    assert copycat in got and got[copycat] is None, f"{name}'s Copycats: {got}"


def _copycat_queue(world) -> list:
    phase = world.state()["phase"]
    assert phase["step"] == "copycat", f"expected a Copycat to be placed, the step is {phase}"
    return phase["queue"]


@BOOK.step("must_place", then)
def must_place(world, name, copycat):
    queue = _copycat_queue(world)
    assert (queue[0]["player"], queue[0]["card"]) == (world.seat(name), copycat), f"waiting: {queue}"


@BOOK.step("must_place_because", then)
def must_place_because(world, name, copycat, reason):
    queue = _copycat_queue(world)
    want = {"player": world.seat(name), "card": copycat, "reason": reason}
    assert queue[0] == want, f"expected {want} first in the queue; waiting: {queue}"


@BOOK.step("waits_to_be_placed", then)
def waits_to_be_placed(world, copycat, name):
    queue = _copycat_queue(world)
    assert (world.seat(name), copycat) in [(item["player"], item["card"]) for item in queue], f"waiting: {queue}"


@BOOK.step("does_not_wait", then)
def does_not_wait(world, copycat):
    phase = world.state()["phase"]
    waiting = [item["card"] for item in phase.get("queue", [])]
    assert copycat not in waiting, f"{copycat} waits to be placed: {phase}"


@BOOK.step("copycat_not_turned", then)
def copycat_not_turned(world, cards):
    for player in world.state()["players"]:
        turned = set(player["black_sheep"]) | set(player["kuhpons"])
        found = [c for c in card_list(cards) if c in turned]
        assert not found, f"{found} turned in front of {player['name']}: {player}"


@BOOK.step("may_place", then)
def may_place(world, name, copycat, cow, separately):
    value = None if separately else int(cow)
    ok, got = has_legal(world, name, {"type": "place_copycat", "player": world.seat(name),
                                      "copycat": copycat, "cow": value})
    assert ok, f"{name}'s legal actions: {got}"
