"""Steps for the auction and its special cases (KF-AUC-*, KF-SPC-*).

Like festival_steps.py, every step talks to the implementation through World (JSON only):
it reads `state`, `view` and nothing else."""

from __future__ import annotations

from pytest_bdd import then

from festival_steps import CARDS, NAME, OTHER, re
from world import card_list


def _view(world, name):
    world.ensure_loaded()
    return world.impl.view(world.seat(name))


def _cow_type(card: str) -> int | None:
    return int(card.split("-")[1]) if card.startswith("cow-") else None


# --------------------------------------------------------------------------- the auction

@then(re(NAME + r" has passed"))
def has_passed(world, name):
    phase = world.state()["phase"]
    assert world.seat(name) in phase.get("passed", []), f"{name} has not passed: {phase}"


@then(re(r"nobody has passed since the last bid"))
def nobody_passed(world):
    phase = world.state()["phase"]
    assert phase.get("passed") == [], f"passes since the last bid: {phase.get('passed')}"


@then(re(r"the auction has been repeated (?P<n>\d+) times?"))
def repeated(world, n):
    phase = world.state()["phase"]
    assert phase.get("repeat") == int(n), f"expected repeat {n}; phase is {phase}"


@then(re(r"nobody's Kuhpons are revealed"))
def none_revealed(world):
    phase = world.state()["phase"]
    assert not phase.get("revealed"), f"revealed: {phase.get('revealed')}"


@then(re(NAME + r" may bid without a cap"))
def uncapped(world, name):
    caps = world.state()["phase"].get("caps") or {}
    assert str(world.seat(name)) not in caps, f"{name} is capped: {caps}"


# --------------------------------------------------------------------------- views

@then(re(NAME + r" sees " + OTHER + r"'s display as " + CARDS))
def view_display(world, name, other, cards):
    got = _view(world, name)["players"][world.seat(other)]["display"]
    assert isinstance(got, list), f"{name} does not see {other}'s display card by card: {got}"
    assert sorted(got) == sorted(card_list(cards)), f"{name} sees {other}'s display as {got}"


@then(re(NAME + r" counts (?P<n>\d+) of the (?P<cow>\d+)-cows in " + OTHER + r"'s display"))
def view_display_count(world, name, n, cow, other):
    got = _view(world, name)["players"][world.seat(other)]["display"]
    assert isinstance(got, list), f"{name} does not see {other}'s display card by card: {got}"
    count = sum(1 for c in got if _cow_type(c) == int(cow))
    assert count == int(n), f"{name} counts {count} of the {cow}-cows in {other}'s display {got}"


@then(re(NAME + r" sees " + OTHER + r"'s Kuhpons revealed as " + CARDS))
def view_revealed(world, name, other, cards):
    phase = _view(world, name)["phase"]
    got = (phase.get("revealed") or {}).get(str(world.seat(other)))
    assert got is not None and sorted(got) == sorted(card_list(cards)), \
        f"{name} sees {other}'s revealed Kuhpons as {got}; phase {phase}"


@then(re(NAME + r" sees the lot as " + CARDS))
def view_lot(world, name, cards):
    phase = _view(world, name)["phase"]
    assert sorted(phase.get("lot") or []) == sorted(card_list(cards)), f"{name} sees the phase {phase}"
