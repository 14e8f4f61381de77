"""The actions of a turn. Every action step is a When, and also a Given for scenarios that
play their way into a position."""

from __future__ import annotations

from ..book import BOOK
from ..world import card_list

ACTION = ("given", "when")


def cow_values(text: str) -> list[int]:
    """The cow types named in "the 10 and 30-cows" (type names are their triple values); the
    Dutch "de 10- en 30-koeien" marks the shared ending with a hyphen."""
    return [int(v.rstrip("-")) for v in BOOK.split(text)]


#: step key -> action type, for the actions that carry nothing but the player
PLAIN = {"passes": "pass", "closes": "close_auction", "sells": "sell", "first_refusal": "first_refusal",
         "accepts": "accept"}
#: step key -> (action type, the field that carries the cards of the step)
WITH_CARDS = {"auctions": ("auction", "cards"), "pays": ("pay", "kuhpons"), "counters": ("counter", "kuhpons"),
              "offers_again": ("reoffer", "kuhpons")}


def _plain(type_):
    def step(world, name):
        world.act_as(name, type_)
    return step


def _with_cards(type_, field):
    def step(world, name, cards):
        world.act_as(name, type_, **{field: card_list(cards)})
    return step


for _key, _type in PLAIN.items():
    BOOK.step(_key, *ACTION)(_plain(_type))
for _key, (_type, _field) in WITH_CARDS.items():
    BOOK.step(_key, *ACTION)(_with_cards(_type, _field))


@BOOK.step("bids", *ACTION)
def bids(world, name, amount):
    world.act_as(name, "bid", amount=int(amount))


@BOOK.step("challenges", *ACTION)
def challenges(world, name, other, cows, cards):
    world.act_as(name, "trade", partner=world.seat(other), cows=cow_values(cows), kuhpons=card_list(cards))


@BOOK.step("challenges_copycat", *ACTION)
def challenges_copycat(world, name, other, cards):
    world.act_as(name, "trade", partner=world.seat(other), cows=["copycat"], kuhpons=card_list(cards))


@BOOK.step("places_with", *ACTION)
def places_with(world, name, copycat, cow):
    world.act_as(name, "place_copycat", copycat=copycat, cow=int(cow))


@BOOK.step("places_separately", *ACTION)
def places_separately(world, name, copycat):
    world.act_as(name, "place_copycat", copycat=copycat, cow=None)
