"""The auction and its special cases (KF-AUC-*, KF-SPC-*): bids, passes, payment, first
refusal, repeats with revealed hands and caps; what players see and may do meanwhile."""

from __future__ import annotations

from ..book import BOOK
from ..deck import deck
from ..world import card_list
from .gameplay import has_legal

then = "then"


def is_high_bid(world, amount, name, **case) -> None:
    """The whole highest bid (a 2-player bid also says its case, KF-TWO-10)."""
    world.expect(world.state(), "/phase/high_bid", "equals", {"player": world.seat(name), "amount": int(amount), **case})


@BOOK.step("high_bid", then)
def high_bid(world, amount, name):
    is_high_bid(world, amount, name)


@BOOK.step("no_bid", then)
def no_bid(world):
    world.expect(world.state(), ["/phase/step", "/phase/high_bid"], "equals", ["auction", None],
                 because="an auction without a bid")


@BOOK.step("must_pay", then)
def must_pay(world, name, amount, other):
    world.expect(world.state(), ["/phase/step", "/phase/payer", "/phase/payee", "/phase/amount"], "equals",
                 ["payment", world.seat(name), world.seat(other), int(amount)],
                 because=f"{name} pays {amount} to {other}")


@BOOK.step("lot_is", then)
def lot_is(world, cards):
    world.expect(world.state(), "/phase/lot", "same_items", card_list(cards), default=[])


@BOOK.step("revealed", then)
def revealed(world, name, cards):
    world.expect(world.state(), f"/phase/revealed/{world.seat(name)}", "same_items", card_list(cards))


@BOOK.step("capped", then)
def capped(world, name, amount):
    world.expect(world.state(), f"/phase/caps/{world.seat(name)}", "equals", int(amount))


@BOOK.step("has_passed", then)
def has_passed(world, name):
    world.expect(world.state(), "/phase/passed", "contains", [world.seat(name)], default=[])


@BOOK.step("nobody_passed", then)
def nobody_passed(world):
    world.expect(world.state(), "/phase/passed", "equals", [])


@BOOK.step("repeated", then)
def repeated(world, n):
    world.expect(world.state(), "/phase/repeat", "equals", int(n))


@BOOK.step("none_revealed", then)
def none_revealed(world):
    world.expect(world.state(), "/phase/revealed", "empty")


@BOOK.step("uncapped", then)
def uncapped(world, name):
    world.expect(world.state(), f"/phase/caps/{world.seat(name)}", "absent", because=f"{name} is not capped")


# --------------------------------------------------------------------------- views


@BOOK.step("view_display", then)
def view_display(world, name, other, cards):
    world.expect(world.view(name), f"/players/{world.seat(other)}/display", "same_items", card_list(cards),
                 because=f"{name} sees {other}'s display card by card")


@BOOK.step("view_display_count", then)
def view_display_count(world, name, n, cow, other):
    world.expect(world.view(name), f"/players/{world.seat(other)}/display", "length", int(n),
                 only=deck().cows_of_type(int(cow)), because=f"{name} counts the {cow}-cows in {other}'s display")


@BOOK.step("view_revealed", then)
def view_revealed(world, name, other, cards):
    world.expect(world.view(name), f"/phase/revealed/{world.seat(other)}", "same_items", card_list(cards))


@BOOK.step("view_lot", then)
def view_lot(world, name, cards):
    world.expect(world.view(name), "/phase/lot", "same_items", card_list(cards), default=[])


# --------------------------------------------------------------------------- legal actions


@BOOK.step("may_auction", then)
def may_auction(world, name, cards):
    has_legal(world, name, {"type": "auction", "player": world.seat(name), "cards": sorted(card_list(cards))})


@BOOK.step("may_auction_blind", then)
def may_auction_blind(world, name, n):
    """A blind stack (R-KF-STACK-LOOK: blind): one template naming no card, only the draw."""
    has_legal(world, name, {"type": "auction", "player": world.seat(name), "draw": int(n)})
    world.expect(world.legal(name), "/*", "equals", [], where={"eq": {"type": "auction"}, "has": ["cards"]},
                 because=f"{name} is offered no lot that names stack cards")


@BOOK.step("may_bid", then)
def may_bid(world, name, amount, top):
    template = {"type": "bid", "player": world.seat(name), "min": int(amount)}
    if top:
        template["max"] = int(top)
    has_legal(world, name, template)


@BOOK.step("may_pay", then)
def may_pay(world, name, totals):
    want = sorted(int(t) for t in BOOK.split(totals))
    legal = world.legal(name)
    world.expect(legal, "/*", "not_empty", where={"eq": {"type": "pay"}}, because=f"{name} has a payment to make")
    world.expect(legal, "/*/kuhpons", "sums", want, where={"eq": {"type": "pay"}}, map=world.money_values(),
                 because=f"{name} may pay these totals")
