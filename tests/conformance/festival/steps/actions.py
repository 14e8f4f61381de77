"""The actions of a turn. Every action step is a When, and also a Given for scenarios that
play their way into a position."""

from __future__ import annotations

from ..book import BOOK
from ..world import card_list

ACTION = ("given", "when")


def cow_values(text: str) -> list[int]:
    """The cow types named in "the 10 and 30-cows" (type names are their triple values)."""
    return [int(v) for v in BOOK.split(text)]


@BOOK.step("auctions", *ACTION)
def auctions(world, name, cards):
    world.act_as(name, "auction", cards=card_list(cards))


@BOOK.step("bids", *ACTION)
def bids(world, name, amount):
    world.act_as(name, "bid", amount=int(amount))


@BOOK.step("passes", *ACTION)
def passes(world, name):
    world.act_as(name, "pass")


@BOOK.step("closes", *ACTION)
def closes(world, name):
    world.act_as(name, "close_auction")


@BOOK.step("sells", *ACTION)
def sells(world, name):
    world.act_as(name, "sell")


@BOOK.step("first_refusal", *ACTION)
def first_refusal(world, name):
    world.act_as(name, "first_refusal")


@BOOK.step("pays", *ACTION)
def pays(world, name, cards):
    world.act_as(name, "pay", kuhpons=card_list(cards))


@BOOK.step("challenges", *ACTION)
def challenges(world, name, other, cows, cards):
    world.act_as(name, "trade", partner=world.seat(other), cows=cow_values(cows), kuhpons=card_list(cards))


@BOOK.step("challenges_copycat", *ACTION)
def challenges_copycat(world, name, other, cards):
    world.act_as(name, "trade", partner=world.seat(other), cows=["copycat"], kuhpons=card_list(cards))


@BOOK.step("accepts", *ACTION)
def accepts(world, name):
    world.act_as(name, "accept")


@BOOK.step("counters", *ACTION)
def counters(world, name, cards):
    world.act_as(name, "counter", kuhpons=card_list(cards))


@BOOK.step("offers_again", *ACTION)
def offers_again(world, name, cards):
    world.act_as(name, "reoffer", kuhpons=card_list(cards))


@BOOK.step("places_with", *ACTION)
def places_with(world, name, copycat, cow):
    world.act_as(name, "place_copycat", copycat=copycat, cow=int(cow))


@BOOK.step("places_separately", *ACTION)
def places_separately(world, name, copycat):
    world.act_as(name, "place_copycat", copycat=copycat, cow=None)
