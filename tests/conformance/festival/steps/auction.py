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
    got = world.state()["phase"].get("high_bid")
    want = {"player": world.seat(name), "amount": int(amount), **case}
    assert got == want, f"highest bid: {got}, expected {want}"


@BOOK.step("high_bid", then)
def high_bid(world, amount, name):
    is_high_bid(world, amount, name)


@BOOK.step("no_bid", then)
def no_bid(world):
    phase = world.state()["phase"]
    assert phase["step"] == "auction" and phase["high_bid"] is None, f"phase: {phase}"


@BOOK.step("must_pay", then)
def must_pay(world, name, amount, other):
    phase = world.state()["phase"]
    got = (phase.get("step"), phase.get("payer"), phase.get("payee"), phase.get("amount"))
    want = ("payment", world.seat(name), world.seat(other), int(amount))
    assert got == want, f"expected {name} to pay {amount} to {other}; phase is {phase}"


@BOOK.step("lot_is", then)
def lot_is(world, cards):
    phase = world.state()["phase"]
    assert sorted(phase.get("lot", [])) == sorted(card_list(cards)), f"phase: {phase}"


@BOOK.step("revealed", then)
def revealed(world, name, cards):
    got = world.state()["phase"].get("revealed", {}).get(str(world.seat(name)))
    assert got is not None and sorted(got) == sorted(card_list(cards)), f"revealed: {got}"


@BOOK.step("capped", then)
def capped(world, name, amount):
    got = world.state()["phase"].get("caps", {}).get(str(world.seat(name)))
    assert got == int(amount), f"{name}'s cap: {got}"


@BOOK.step("has_passed", then)
def has_passed(world, name):
    phase = world.state()["phase"]
    assert world.seat(name) in phase.get("passed", []), f"{name} has not passed: {phase}"


@BOOK.step("nobody_passed", then)
def nobody_passed(world):
    phase = world.state()["phase"]
    assert phase.get("passed") == [], f"passes since the last bid: {phase.get('passed')}"


@BOOK.step("repeated", then)
def repeated(world, n):
    phase = world.state()["phase"]
    assert phase.get("repeat") == int(n), f"expected repeat {n}; phase is {phase}"


@BOOK.step("none_revealed", then)
def none_revealed(world):
    phase = world.state()["phase"]
    assert not phase.get("revealed"), f"revealed: {phase.get('revealed')}"


@BOOK.step("uncapped", then)
def uncapped(world, name):
    caps = world.state()["phase"].get("caps") or {}
    assert str(world.seat(name)) not in caps, f"{name} is capped: {caps}"


# --------------------------------------------------------------------------- views


def _seen_display(world, name, other) -> list:
    got = world.view(name)["players"][world.seat(other)]["display"]
    assert isinstance(got, list), f"{name} does not see {other}'s display card by card: {got}"
    return got


@BOOK.step("view_display", then)
def view_display(world, name, other, cards):
    got = _seen_display(world, name, other)
    assert sorted(got) == sorted(card_list(cards)), f"{name} sees {other}'s display as {got}"


@BOOK.step("view_display_count", then)
def view_display_count(world, name, n, cow, other):
    got = _seen_display(world, name, other)
    count = len(deck().cows_of_type(int(cow), got))
    assert count == int(n), f"{name} counts {count} of the {cow}-cows in {other}'s display {got}"


@BOOK.step("view_revealed", then)
def view_revealed(world, name, other, cards):
    phase = world.view(name)["phase"]
    got = (phase.get("revealed") or {}).get(str(world.seat(other)))
    assert got is not None and sorted(got) == sorted(card_list(cards)), \
        f"{name} sees {other}'s revealed Kuhpons as {got}; phase {phase}"


@BOOK.step("view_lot", then)
def view_lot(world, name, cards):
    phase = world.view(name)["phase"]
    assert sorted(phase.get("lot") or []) == sorted(card_list(cards)), f"{name} sees the phase {phase}"


# --------------------------------------------------------------------------- legal actions


@BOOK.step("may_auction", then)
def may_auction(world, name, cards):
    ok, got = has_legal(world, name, {"type": "auction", "player": world.seat(name), "cards": sorted(card_list(cards))})
    assert ok, f"{name}'s legal actions: {got}"


@BOOK.step("may_auction_blind", then)
def may_auction_blind(world, name, n):
    """A blind stack (R-KF-STACK-LOOK: blind): one template naming no card, only the draw."""
    ok, got = has_legal(world, name, {"type": "auction", "player": world.seat(name), "draw": int(n)})
    assert ok, f"{name}'s legal actions: {got}"
    named = [a for a in got if a.get("type") == "auction" and "cards" in a]
    assert not named, f"{name} is offered lots that name stack cards: {named}"


@BOOK.step("may_bid", then)
def may_bid(world, name, amount, top):
    template = {"type": "bid", "player": world.seat(name), "min": int(amount)}
    if top:
        template["max"] = int(top)
    ok, got = has_legal(world, name, template)
    assert ok, f"{name}'s legal actions: {got}"


@BOOK.step("may_pay", then)
def may_pay(world, name, totals):
    got = world.legal(name)
    pays = [a for a in got if a["type"] == "pay"]
    assert pays, f"{name} has no payment to make: {got}"
    values = sorted({world.money_amount(a["kuhpons"]) for a in pays})
    want = sorted(int(t) for t in BOOK.split(totals))
    assert values == want, f"{name} may pay totals {values}, expected {want}"
