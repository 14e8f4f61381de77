"""The cow trade (KF-TRD-*): who must answer whom over which cows, the face-down offer,
what players see of it and whom they may challenge."""

from __future__ import annotations

from ..book import BOOK
from ..world import card_list
from .actions import cow_values
from .gameplay import has_legal

then = "then"


def _trade_phase(world, step: str, challenger: str, partner: str, cows: str) -> dict:
    state = world.state()
    world.expect(state, ["/phase/step", "/phase/challenger", "/phase/partner"], "equals",
                 [step, world.seat(challenger), world.seat(partner)], because=f"{challenger} challenges {partner}")
    world.expect(state, "/phase/cows", "same_items", cow_values(cows), default=[])
    return state


@BOOK.step("must_answer", then)
def must_answer(world, other, name, cows, rnd):
    state = _trade_phase(world, "trade", name, other, cows)
    if rnd:
        world.expect(state, "/phase/round", "equals", int(rnd))


@BOOK.step("must_open_again", then)
def must_open_again(world, name, other, cows):
    _trade_phase(world, "trade_again", name, other, cows)


@BOOK.step("offer_is", then)
def offer_is(world, cards):
    state = world.state()
    world.expect(state, "/phase/step", "equals", "trade", because="a trade offer lies on the table")
    world.expect(state, "/phase/offer", "same_items", card_list(cards), default=[])


# --------------------------------------------------------------------------- views


@BOOK.step("sees_offer_cards", then)
def sees_offer_cards(world, name, cards):
    world.expect(world.view(name), "/phase/offer", "same_items", card_list(cards))


@BOOK.step("view_offer", then)
def view_offer(world, name, n):
    world.expect(world.view(name), "/phase/offer/count", "equals", int(n))


@BOOK.step("view_offer_hidden", then)
def view_offer_hidden(world, name):
    world.expect(world.view(name), "/phase/offer", "equals", {},
                 because="R-KF-OFFER-COUNT: a hidden offer shows nothing")


# --------------------------------------------------------------------------- legal actions


@BOOK.step("may_trade", then)
def may_trade(world, name, other, cows):
    has_legal(world, name, {"type": "trade", "player": world.seat(name), "partner": world.seat(other),
                            "cows": sorted(cow_values(cows))})


@BOOK.step("may_not_challenge", then)
def may_not_challenge(world, name, other, cows):
    where = {"eq": {"type": "trade", "partner": world.seat(other)}}
    if cows:
        where["same_items"] = {"cows": cow_values(cows)}
    world.expect(world.legal(name), "/*", "equals", [], where=where, because=f"{name} may not challenge {other}")
