"""`legal()` and `act()` agree: every legal template, with its free choices filled in, is
accepted, and actions near the legal ones that no template covers are rejected, with a
code from spec/kuhhandel-festival/rejections.yaml and the state unchanged."""

import copy
import random

from hypothesis import given, strategies as st

from kuhspec.festival.play import random_game

from kf_model import COW_IDS, dumps, rejection_codes
from kf_play import action_strategy, fill, is_legal, new_game, setups, templates, walk


def _all_legal_accepted(game, state, rng) -> None:
    for template in templates(game):
        for _ in range(2 if template["type"] in ("bid", "trade", "counter", "reoffer") else 1):
            action = fill(template, state, rng)
            result = copy.deepcopy(game).act(action)
            assert "events" in result, f"legal {action} -> {result}"


@given(setup=setups(), seed=st.integers(0, 2**32 - 1), data=st.data())
def test_legal_actions_are_accepted_and_others_rejected(setup, seed, data):
    game, rng = new_game(setup)
    probe = random.Random(seed)
    for step in walk(game, rng):
        if probe.random() > 0.06:
            continue
        state = step.after
        _all_legal_accepted(game, state, probe)
        legal = templates(game)
        for _ in range(8):
            action = data.draw(action_strategy(state, legal))
            if is_legal(action, legal, state):
                assert "events" in copy.deepcopy(game).act(action), action
                continue
            result = game.act(action)
            assert "rejection" in result, f"{action} is in no legal template, yet accepted"
            code = result["rejection"]["code"]
            assert rejection_codes().get(code) == result["rejection"]["clause"], result
            assert dumps(game.state) == dumps(state)


# Found by running the random player with odd coloured amounts: seed 1014, 3 players,
# this card table. At its 78th action seat 0 (its money is cow-500-3, worth 15 here) is
# capped at 15 in a repeated auction, gets {"type": "bid", "min": 10, "max": 15}, bids 15.
_r = random.Random(1014)
_ODD_TABLE = {c: _r.choice([5, 15, 25, 35, 7, 3]) for c in COW_IDS}


def test_the_random_player_only_plays_legal_actions():
    for _ in random_game(3, 1014, {"coloured_amount": {"table": _ODD_TABLE}}):
        pass
