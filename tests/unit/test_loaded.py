"""A position loaded again is answered from its first load (kuhspec.loaded): the same
answer, as a fresh copy, and never the answer of another position."""

from __future__ import annotations

import pytest

from kuhspec import games
from kuhspec.errors import PositionError
from kuhspec.loaded import KEPT, canonical, remembered

DEALS = [
    {"game": "kuhhandel-festival", "players": ["Anne", "Benno", "Claudi"], "seed": 3},
    {"game": "kuhhandel-festival", "players": ["Anne", "Benno"], "seed": 3},
    {"game": "kuhno", "players": ["Anne", "Benno", "Claudi"], "seed": 3},
]


class Counted:
    """A check that counts its calls and answers a copy of the position it accepts."""

    def __init__(self):
        self.calls = 0

    def __call__(self, state):
        self.calls += 1
        if not isinstance(state, dict) or state.get("bad"):
            raise PositionError("$", "bad")
        return {**state, "checked": True}


@pytest.mark.parametrize("setup", DEALS, ids=lambda s: f"{s['game']}-{len(s['players'])}p")
def test_a_position_loaded_again_is_the_same_game_and_a_fresh_copy(setup):
    state = games.new_game(setup).state
    first, again = games.load(state), games.load(state)
    assert first.state == again.state == games.load(dict(reversed(state.items()))).state
    first.position["players"][0]["name"] = "changed"
    assert games.load(state).state == again.state != first.state  # no answer shares the engine's data


def test_the_same_json_is_checked_once_and_answered_alike():
    check = Counted()
    load = remembered(check)
    a, b = load({"x": [1, 2], "y": "z"}), load({"y": "z", "x": [1, 2]})
    assert a == b == {"x": [1, 2], "y": "z", "checked": True} and a is not b and check.calls == 1
    a["x"].append(3)
    assert load({"x": [1, 2], "y": "z"})["x"] == [1, 2]


def test_a_refused_position_is_refused_again():
    check = Counted()
    load = remembered(check)
    for _ in range(2):
        with pytest.raises(PositionError):
            load({"bad": True})
    assert check.calls == 2


def test_values_that_json_would_blur_are_never_taken_for_each_other():
    assert canonical({1: "a"}) is None and canonical({"a": float("nan")}) is None and canonical({"a": {1}}) is None
    check = Counted()
    load = remembered(check)
    load({"1": "a"})
    assert load({1: "a"}) == {1: "a", "checked": True} and check.calls == 2  # not the answer for {"1": "a"}
    load({"a": 1}), load({"a": True})
    again = [load({"a": 1.0})["a"], load({"a": 1})["a"], load({"a": True})["a"]]  # 1, 1.0 and true: three positions
    assert [type(v) for v in again] == [float, int, bool] and check.calls == 5


def test_only_the_last_positions_are_kept():
    check = Counted()
    load = remembered(check)
    for i in range(KEPT + 1):
        load({"n": i})
    load({"n": KEPT})
    assert check.calls == KEPT + 1
    load({"n": 0})
    assert check.calls == KEPT + 2
