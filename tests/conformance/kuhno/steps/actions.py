"""The actions of a turn. Every action step is a When, and also a Given for scenarios that
play their way into a position."""

from __future__ import annotations

from ..book import BOOK
from ..world import corner_name

ACTION = ("given", "when")


def calls_of(text: str | None) -> dict:
    """{"calls": [...]} for 'calling "moo" and "meow"'; {} when nothing is called."""
    if not text:
        return {}
    return {"calls": [s.strip()[1:-1] for s in BOOK.split(text)]}


@BOOK.step("places", *ACTION)
def places(world, name, card, side, corner, calls):
    world.act_as(name, "play", card=card, side=side, facing=corner_name(corner), **calls_of(calls))


@BOOK.step("places_there", *ACTION)
def places_there(world, name, card, calls):
    world.act_as(name, "play", card=card, **calls_of(calls))


#: step key -> action type, for the actions that carry nothing but the player
PLAIN = {"draws": "draw", "ends_turn": "end_turn", "bssszzzz": "bssszzzz"}


def _plain(type_):
    def step(world, name):
        world.act_as(name, type_)
    return step


for _key, _type in PLAIN.items():
    BOOK.step(_key, *ACTION)(_plain(_type))


@BOOK.step("starts_next_round", *ACTION)
def starts_next_round(world, name):
    """next_round, with the deal the scenario gave (the pile: every other card in card order)."""
    from ..world import card_ids

    if not world.next_deal:
        world.act_as(name, "next_round")
        return
    hands = [world.next_deal.get(n, []) for n in world.names]
    dealt = {c for h in hands for c in h}
    world.act_as(name, "next_round", deal={"hands": hands, "pile": [c for c in card_ids() if c not in dealt]})
