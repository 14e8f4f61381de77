"""The cow trade (KF-TRD-*): who must answer whom over which cows, the face-down offer,
what players see of it and whom they may challenge."""

from __future__ import annotations

from ..book import BOOK
from ..world import card_list
from .actions import cow_values
from .gameplay import has_legal

then = "then"


def _trade_phase(world, step: str, challenger: str, partner: str, cows: str) -> tuple[dict, dict, dict]:
    phase = world.state()["phase"]
    got = {k: phase.get(k) for k in ("step", "challenger", "partner")}
    got["cows"] = sorted(phase.get("cows") or [])
    want = {"step": step, "challenger": world.seat(challenger), "partner": world.seat(partner),
            "cows": sorted(cow_values(cows))}
    return got, want, phase


@BOOK.step("must_answer", then)
def must_answer(world, other, name, cows, rnd):
    got, want, phase = _trade_phase(world, "trade", name, other, cows)
    assert got == want, f"expected {other} to answer {name}'s trade over {want['cows']}; phase is {phase}"
    if rnd:
        assert phase.get("round") == int(rnd), f"expected round {rnd}; phase is {phase}"


@BOOK.step("must_open_again", then)
def must_open_again(world, name, other, cows):
    got, want, phase = _trade_phase(world, "trade_again", name, other, cows)
    assert got == want, f"expected {name} to open the trade with {other} again; phase is {phase}"


@BOOK.step("offer_is", then)
def offer_is(world, cards):
    phase = world.state()["phase"]
    assert phase.get("step") == "trade", f"no trade offer lies on the table; phase is {phase}"
    got = sorted(phase.get("offer") or [])
    assert got == sorted(card_list(cards)), f"the offer is {got}, expected {sorted(card_list(cards))}"


# --------------------------------------------------------------------------- views


@BOOK.step("sees_offer_cards", then)
def sees_offer_cards(world, name, cards):
    got = world.view(name)["phase"].get("offer")
    assert isinstance(got, list) and sorted(got) == sorted(card_list(cards)), \
        f"{name} sees the offer as {got}, expected {sorted(card_list(cards))}"


@BOOK.step("view_offer", then)
def view_offer(world, name, n):
    got = world.view(name)["phase"].get("offer")
    count = got.get("count") if isinstance(got, dict) else None
    assert count == int(n), f"{name} sees the offer as {got}"


@BOOK.step("view_offer_hidden", then)
def view_offer_hidden(world, name):
    got = world.view(name)["phase"].get("offer")
    assert got == {}, f"{name} sees the offer as {got} (R-KF-OFFER-COUNT: hidden shows nothing)"


# --------------------------------------------------------------------------- legal actions


@BOOK.step("may_trade", then)
def may_trade(world, name, other, cows):
    ok, got = has_legal(world, name, {"type": "trade", "player": world.seat(name),
                                      "partner": world.seat(other), "cows": sorted(cow_values(cows))})
    assert ok, f"{name}'s legal actions: {got}"


@BOOK.step("may_not_challenge", then)
def may_not_challenge(world, name, other, cows):
    got = world.legal(name)
    trades = [a for a in got if a.get("type") == "trade" and a.get("partner") == world.seat(other)]
    if cows:
        trades = [a for a in trades if sorted(a.get("cows") or []) == sorted(cow_values(cows))]
    assert not trades, f"{name} may challenge {other}: {trades}"
