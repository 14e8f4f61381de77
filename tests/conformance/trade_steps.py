"""Steps for the cow trade (KF-TRD-*).

Like festival_steps.py, every step talks to the implementation through World (JSON only):
it reads `state`, `view` and `legal`, and nothing else."""

from __future__ import annotations

from pytest_bdd import then

from festival_steps import CARDS, NAME, OTHER, cow_values, re
from world import card_list

COWS = r"(?P<cows>[\w ,]+?)-cows?"


def _trade_view(world, name):
    world.ensure_loaded()
    return world.impl.view(world.seat(name))


# --------------------------------------------------------------------------- the trade

@then(re(OTHER + r" must answer " + NAME + r"'s trade over the " + COWS
         + r"(?: in round (?P<rnd>[12]))?"))
def must_answer(world, other, name, cows, rnd):
    phase = world.state()["phase"]
    got = {k: phase.get(k) for k in ("step", "challenger", "partner", "cows")}
    want = {"step": "trade", "challenger": world.seat(name), "partner": world.seat(other),
            "cows": sorted(cow_values(cows))}
    got["cows"] = sorted(got["cows"] or [])
    assert got == want, f"expected {other} to answer {name}'s trade over {want['cows']}; phase is {phase}"
    if rnd:
        assert phase.get("round") == int(rnd), f"expected round {rnd}; phase is {phase}"


@then(re(NAME + r" must open the trade with " + OTHER + r" over the " + COWS + r" again"))
def must_open_again(world, name, other, cows):
    phase = world.state()["phase"]
    got = {k: phase.get(k) for k in ("step", "challenger", "partner")}
    got["cows"] = sorted(phase.get("cows") or [])
    want = {"step": "trade_again", "challenger": world.seat(name), "partner": world.seat(other),
            "cows": sorted(cow_values(cows))}
    assert got == want, f"expected {name} to open the trade with {other} again; phase is {phase}"


@then(re(r"the face-down offer is " + CARDS))
def offer_is(world, cards):
    phase = world.state()["phase"]
    assert phase.get("step") == "trade", f"no trade offer lies on the table; phase is {phase}"
    got = sorted(phase.get("offer") or [])
    assert got == sorted(card_list(cards)), f"the offer is {got}, expected {sorted(card_list(cards))}"


# --------------------------------------------------------------------------- views

@then(re(NAME + r" sees the trade offer as " + CARDS))
def sees_offer_cards(world, name, cards):
    got = _trade_view(world, name)["phase"].get("offer")
    assert isinstance(got, list) and sorted(got) == sorted(card_list(cards)), \
        f"{name} sees the offer as {got}, expected {sorted(card_list(cards))}"


# --------------------------------------------------------------------------- legal actions

@then(re(NAME + r" may not challenge " + OTHER + r"(?: over the " + COWS + r")?"))
def may_not_challenge(world, name, other, cows):
    world.ensure_loaded()
    got = world.impl.legal(world.seat(name))
    trades = [a for a in got if a.get("type") == "trade" and a.get("partner") == world.seat(other)]
    if cows:
        trades = [a for a in trades if sorted(a.get("cows") or []) == sorted(cow_values(cows))]
    assert not trades, f"{name} may challenge {other}: {trades}"
