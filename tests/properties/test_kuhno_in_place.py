"""Properties of Kuhno's fast paths (issue 12): act() changes the state in place only after
verifying the whole action, act_built() answers exactly as act() does, a dealt game is
the game load() would give, and the seats waiting_for() leaves out have no legal action.
Setups (2-6 players, every variant and ruling option) come from hypothesis."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import kuhspec.kuhno as kuhno
from kuhspec.kuhno import engine

from kn_play import dumps, setups, walk

STEPS = 40
GAMES = settings(max_examples=max(5, settings().max_examples // 4))


@GAMES
@given(setups(), st.integers(0, 999))
def test_a_dealt_game_is_the_game_its_state_loads_as(setup, rng):
    game = kuhno.new_game(setup)
    assert dumps(game.state) == dumps(kuhno.load(game.state).state)


@GAMES
@given(setups(), st.integers(0, 999))
def test_seats_not_waited_for_have_no_legal_action(setup, rng):
    for game, action, _ in walk(setup, STEPS, rng):
        waited = set(game.waiting_for())
        others = [s for s in range(len(game.state["players"])) if s not in waited]
        assert all(game.legal(s) == [] for s in others), f"after {action}: {others}"


@GAMES
@given(setups(), st.integers(0, 999))
def test_act_built_answers_as_act_does(setup, rng):
    choices = random.Random(rng)
    twin = kuhno.new_game(setup)
    for game, action, result in walk(setup, STEPS, rng):
        assert twin.act_built(action) == result
        assert dumps(twin.state) == dumps(game.state)
        # a rejected action (here: a play of a card another seat holds) changes nothing
        before = dumps(game.state)
        seat = game.state["turn"]
        hands = [c for s, p in enumerate(game.state["players"]) if s != seat for c in p["hand"]]
        if hands:
            wrong = {"type": "play", "player": seat, "card": choices.choice(hands)}
            assert "rejection" in game.act(wrong) and "rejection" in game.act_built(wrong)
            assert dumps(game.state) == before


@settings(max_examples=5)
@given(setups(), st.integers(0, 999))
def test_the_checked_mode_plays_the_same_game(setup, rng):
    fast = [(dumps(a), dumps(r)) for _, a, r in walk(setup, STEPS, rng)]
    saved = engine.CHECK_REJECTIONS
    engine.CHECK_REJECTIONS = True
    try:
        checked = [(dumps(a), dumps(r)) for _, a, r in walk(setup, STEPS, rng)]
    finally:
        engine.CHECK_REJECTIONS = saved
    assert checked == fast
