"""Steps for the contents, the setup, the turn order and the end of the game
(KF-CON-*, KF-SET-*, KF-TURN-*, KF-END-*).

Like festival_steps.py, every step talks to the implementation through World (JSON only):
it calls `new_game`, `load`, `act` and `state`, and nothing else."""

from __future__ import annotations

import json

from pytest_bdd import given, then, when

from festival_steps import CARD, CARDS, NAME, re
from world import card_list, split_list


def _kind(card: str) -> str:
    return card.split("-")[0]


def _value(card: str) -> int:
    return int(card.split("-")[1])


def _stacks(world) -> list[str]:
    return [c for p in world.state()["players"] for c in p["stack"]]


# --------------------------------------------------------------------------- contents and the deal

@then(re(r"the stacks together hold (?P<n>\d+) (?P<kind>cards|cows|Copycats)"))
def stacks_count(world, n, kind):
    cards = _stacks(world)
    if kind != "cards":
        cards = [c for c in cards if _kind(c) == {"cows": "cow", "Copycats": "copycat"}[kind]]
    assert len(cards) == int(n), f"the stacks together hold {len(cards)} {kind}: {sorted(cards)}"


@then(re(r"the stacks together hold all four copies of the (?P<values>[\d, and]+)-cows"))
def stacks_all_copies(world, values):
    cards = _stacks(world)
    for value in split_list(values):
        got = sorted(c for c in cards if _kind(c) == "cow" and _value(c) == int(value))
        want = [f"cow-{value}-{copy}" for copy in range(1, 5)]
        assert got == want, f"the stacks hold the {value}-cows {got}, expected {want}"


@then(re(r"the stacks together hold " + CARDS))
def stacks_hold(world, cards):
    got = _stacks(world)
    missing = [c for c in card_list(cards) if c not in got]
    assert not missing, f"no stack holds {missing}"


@then(re(r"the money hands together hold (?P<n>\d+) Kuhpons? of value (?P<value>\d+)"))
def hands_hold_value(world, n, value):
    got = [c for p in world.state()["players"] for c in p["kuhpons"]
           if _kind(c) == "kp" and _value(c) == int(value)]
    assert len(got) == int(n), f"the money hands hold {len(got)} Kuhpons of value {value}: {got}"


@then(re(r"the box holds (?P<n>\d+) Kuhpons? of value (?P<value>\d+)"))
def box_holds_value(world, n, value):
    got = [c for c in world.state()["box"] if _kind(c) == "kp" and _value(c) == int(value)]
    assert len(got) == int(n), f"the box holds {len(got)} Kuhpons of value {value}: {got}"


@then(re(r"every player's money totals (?P<n>\d+)"))
def every_money_total(world, n):
    for p in world.state()["players"]:
        got = sum(_value(c) for c in p["kuhpons"])
        assert got == int(n), f"{p['name']}'s money totals {got}: {p['kuhpons']}"


@when(re(r"a new game of (?P<names>.+) is dealt from seed (?P<seed>\d+)"))
def deal_new_game(world, names, seed):
    names = split_list(names)
    world.names = names
    world.draft = None
    world.setup_answer = world.impl.new_game({**world.where(len(names), exact=False), "players": names, "seed": int(seed),
                                              "options": world.options, "first": 0})


@then(re(r"the setup is refused"))
def setup_refused(world):
    answer = getattr(world, "setup_answer", None)
    assert answer is not None, "no game was dealt"
    assert not answer.get("ok") and "error" in answer, f"the setup was not refused: {answer}"


# --------------------------------------------------------------------------- positions

@given(re(r"(?P<card>" + CARD + r") lies in the box"))
def lies_in_box(world, card):
    world.draft["box"].append(card)


def _load_draft(world, without: str | None = None) -> None:
    """Load the drafted position like World.ensure_loaded, but keep the answer instead of
    requiring it to be accepted; `without` is left out of the box (so it lies nowhere)."""
    world.load_answer = world.impl.load(world.take_draft(without))


@when(re(r"the position is loaded"))
def position_loaded(world):
    _load_draft(world)


@when(re(r"the position is loaded without (?P<card>" + CARD + r")"))
def position_loaded_without(world, card):
    _load_draft(world, without=card)


@then(re(r"the position is refused"))
def position_refused(world):
    answer = world.load_answer
    assert answer is not None, "no position was loaded"
    assert not answer.get("ok") and "error" in answer, f"the position was not refused: {answer}"


# --------------------------------------------------------------------------- actions

@when(re(r"the action (?P<raw>\[.*\]|\".*\"|null|true|false|-?\d+) is sent"))
def raw_non_object(world, raw):
    world.act(json.loads(raw))


# --------------------------------------------------------------------------- the end of the game

@then(re(NAME + r" is still in the game"))
def still_in(world, name):
    assert not world.state_player(name)["out"], f"{name} has dropped out"


@then(re(r"the number of turns skipped in a row is (?P<n>\d+)"))
def idle_turns(world, n):
    got = world.state()["idle_turns"]
    assert got == int(n), f"idle_turns is {got}, expected {n}"
