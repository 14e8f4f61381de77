"""Given steps of the table: the cowpat pile, where Kuhno sits, the cows along the sides."""

from __future__ import annotations

from ..book import BOOK
from ..world import card_ids, corner_name, parse_specs

given = "given"


@BOOK.step("pile_holds", given)
def pile_holds(world, specs):
    for card, face in parse_specs(specs):
        world.draft["pile"].append(card)
        world.face(card, face)


@BOOK.step("kuhno_sits", given)
def kuhno_sits(world, side, red):
    """The top card of the pile shows Kuhno on `side` (a card the scenario names nowhere else)."""
    assert not world.draft["pile"], "step text: say where Kuhno sits before naming pile cards"
    named = set(world.used(world.draft)) | set(world.faces)
    card = next(c for c in reversed(card_ids()) if c not in named and c.startswith("pasture"))
    world.draft["pile"].append(card)
    world.face(card, {"spots": ["back"], "fly": side, "red_eyes": bool(red)})


@BOOK.step("cow_lies", given)
def cow_lies(world, card, side, corner):
    world.face(card, world.faces.get(card, {"spots": ["back"], "fly": "top", "red_eyes": False}))
    world.place_cow(card, side, corner_name(corner))
