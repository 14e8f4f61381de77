"""The contents and the setup (KF-CON-*, KF-SET-*): what the deal gives and where every card
lies. Card kinds, cow types and Kuhpon values come from the deck manifest."""

from __future__ import annotations

from ..book import BOOK
from ..deck import deck
from ..world import card_list

then = "then"
KIND_WORDS = {"cards": None, "cows": "cow", "cow": "cow", "Copycats": "copycat", "Copycat": "copycat",
              "Kuhpons": "kuhpon",
              # the words of the Dutch phrases (phrases/nl.yaml)
              "kaarten": None, "koeien": "cow", "koe": "cow", "Copycat-kaarten": "copycat",
              "Copycat-kaart": "copycat", "koepons": "kuhpon"}


STACKS = "/players/*/stack"


def _of_value(value: int) -> list[str]:
    return [c for c in deck().of_kind("kuhpon", deck().ids) if deck()[c].value == value]


@BOOK.step("stacks_count", then)
def stacks_count(world, n, kind):
    only = deck().of_kind(KIND_WORDS[kind], deck().ids) if KIND_WORDS[kind] else None
    world.expect(world.state(), STACKS, "length", int(n), flat=True, only=only, because=f"the stacks hold {n} {kind}")


@BOOK.step("stacks_all_copies", then)
def stacks_all_copies(world, values):
    state = world.state()
    for value in BOOK.split(values):
        copies = deck().cows_of_type(int(value))
        world.expect(state, STACKS, "same_items", copies, flat=True, only=copies,
                     because=f"the stacks hold every {value}-cow once")


@BOOK.step("stacks_hold", then)
def stacks_hold(world, cards):
    world.expect(world.state(), STACKS, "contains", card_list(cards), flat=True)


@BOOK.step("hands_hold_value", then)
def hands_hold_value(world, n, value):
    world.expect(world.state(), "/players/*/kuhpons", "length", int(n), flat=True, only=_of_value(int(value)),
                 because=f"the money hands hold {n} Kuhpons of value {value}")


@BOOK.step("box_holds_value", then)
def box_holds_value(world, n, value):
    world.expect(world.state(), "/box", "length", int(n), only=_of_value(int(value)),
                 because=f"the box holds {n} Kuhpons of value {value}")


@BOOK.step("every_money_total", then)
def every_money_total(world, n):
    state, values = world.state(), world.money_values()
    for seat in range(len(world.names)):
        world.expect(state, f"/players/{seat}/kuhpons", "sum", int(n), map=values,
                     because=f"the money of seat {seat} totals {n}")


@BOOK.step("every_stack", then)
def every_stack(world, n):
    state = world.state()
    for seat in range(len(world.names)):
        world.expect(state, f"/players/{seat}/stack", "length", int(n))


@BOOK.step("every_hand", then)
def every_hand(world, values):
    want = sorted(int(v) for v in BOOK.split(values))
    faces = {c: deck()[c].value for c in deck().of_kind("kuhpon", deck().ids)}
    state = world.state()
    for seat in range(len(world.names)):
        world.expect(state, f"/players/{seat}/kuhpons", "same_items", want, map=faces,
                     because=f"seat {seat} holds Kuhpons worth {want}")


@BOOK.step("box_holds", then)
def box_holds(world, n, kind):
    world.expect(world.state(), "/box", "length", int(n), only=deck().of_kind(KIND_WORDS[kind], deck().ids),
                 because=f"the box holds {n} {kind}")


@BOOK.step("in_box", then)
def in_box(world, card):
    world.expect(world.state(), "/box", "contains", [card])


#: every place a card can lie in a Festival state (the 2-player game's neutral zones too)
PLACES = ["/box", "/players/*/stack", "/players/*/display", "/players/*/black_sheep", "/players/*/kuhpons",
          "/players/*/copycats/*/card", "/players/*/triples/*/cards", "/phase/lot", "/phase/offer",
          "/phase/lot_kuhpons", "/neutral_pile", "/neutral_kuhpons"]


@BOOK.step("conserved", then)
def conserved(world):
    world.expect(world.state(), PLACES, "same_items", deck().ids, flat=True, because="every card lies exactly once")
