"""Triples, black sheep and Copycat cards (KF-TRI-*, KF-COP-*)."""

from __future__ import annotations

from ..book import BOOK
from ..world import card_list
from .gameplay import has_legal, holds

then = "then"


def _triples(world, name) -> str:
    return f"/players/{world.seat(name)}/triples"


@BOOK.step("triple_of", then)
def triple_of(world, name, cow):
    world.expect(world.state(), _triples(world, name) + "/*/cow", "contains", [int(cow)])


@BOOK.step("no_triple_of", then)
def no_triple_of(world, name, cow):
    world.expect(world.state(), _triples(world, name) + "/*/cow", "lacks", [int(cow)])


@BOOK.step("triple_cards", then)
def triple_cards(world, name, cow, cards):
    world.expect(world.state(), _triples(world, name) + "/*/cards", "same_items", card_list(cards),
                 where={"eq": {"cow": int(cow)}}, flat=True, because=f"{name}'s triple of the {cow}-cows")


@BOOK.step("triple_count", then)
def triple_count(world, name, n):
    world.expect(world.state(), _triples(world, name), "length", int(n))


# --------------------------------------------------------------------------- black sheep


@BOOK.step("black_sheep", then)
def black_sheep(world, name, cards):
    holds(world, name, "black_sheep", cards, True)


@BOOK.step("not_black_sheep", then)
def not_black_sheep(world, name, cards):
    holds(world, name, "black_sheep", cards, False)


@BOOK.step("black_sheep_exactly", then)
def black_sheep_exactly(world, name, cards):
    world.check_zone(name, "black_sheep", "same_items", card_list(cards))


@BOOK.step("no_black_sheep", then)
def no_black_sheep(world, name):
    world.check_zone(name, "black_sheep", "empty")


# --------------------------------------------------------------------------- Copycats


def _copycat(world, name, copycat, want) -> None:
    world.expect(world.state(), f"/players/{world.seat(name)}/copycats/*/cow", "equals", [want],
                 where={"eq": {"card": copycat}}, because=f"{name}'s {copycat}")


@BOOK.step("copycat_is_with", then)
def copycat_is_with(world, name, copycat, cow):
    _copycat(world, name, copycat, int(cow))


@BOOK.step("copycat_is_separate", then)
def copycat_is_separate(world, name, copycat):
    _copycat(world, name, copycat, None)


def _copycat_step(world) -> dict:
    state = world.state()
    world.expect(state, "/phase/step", "equals", "copycat", because="a Copycat waits to be placed")
    return state


@BOOK.step("must_place", then)
def must_place(world, name, copycat):
    world.expect(_copycat_step(world), ["/phase/queue/0/player", "/phase/queue/0/card"], "equals",
                 [world.seat(name), copycat], because=f"{name} places {copycat} first")


@BOOK.step("must_place_because", then)
def must_place_because(world, name, copycat, reason):
    world.expect(_copycat_step(world), "/phase/queue/0", "equals",
                 {"player": world.seat(name), "card": copycat, "reason": reason})


@BOOK.step("waits_to_be_placed", then)
def waits_to_be_placed(world, copycat, name):
    world.expect(_copycat_step(world), "/phase/queue/*", "not_empty",
                 where={"eq": {"player": world.seat(name), "card": copycat}}, because=f"{copycat} waits for {name}")


@BOOK.step("does_not_wait", then)
def does_not_wait(world, copycat):
    world.expect(world.state(), "/phase/queue/*/card", "lacks", [copycat], because=f"{copycat} does not wait")


@BOOK.step("copycat_not_turned", then)
def copycat_not_turned(world, cards):
    world.expect(world.state(), ["/players/*/black_sheep", "/players/*/kuhpons"], "lacks", card_list(cards),
                 flat=True, because="no Copycat is turned as a black sheep or money")


@BOOK.step("may_place", then)
def may_place(world, name, copycat, cow, separately):
    value = None if separately else int(cow)
    has_legal(world, name, {"type": "place_copycat", "player": world.seat(name), "copycat": copycat, "cow": value})
