"""act() changes the state in place once an action is verified; the checked debug mode
(engine.CHECK_REJECTIONS, or KUHSPEC_CHECK_REJECTIONS=1) proves that a rejected action
changed nothing. A dealt game is not validated again, except for the card faces a setup gives."""

from __future__ import annotations

import json

import pytest

import kuhspec.kuhno as kuhno
from kuhspec.errors import PositionError
from kuhspec.kuhno import engine, play
from kuhspec.kuhno.cards import ALL_CARDS
from kuhspec.kuhno.errors import Rejection

NAMES = ["Anne", "Benno", "Claudi"]


def _game() -> kuhno.Game:
    return kuhno.new_game({"players": NAMES, "seed": 3})


def _a_play(game: kuhno.Game) -> dict:
    return next(a for a in game.legal(game.state["turn"]) if a["type"] == "play")


def _bad_verifier(state: dict, action: dict) -> dict:
    """A broken verifier: it changes the state, then rejects."""
    state["players"][action["player"]]["hand"].pop()
    raise Rejection("card_not_in_hand", f"{action['card']} is not in the hand")


def test_a_rejection_leaves_the_state_as_it_was():
    game = _game()
    before = json.dumps(game.state, sort_keys=True)
    other = game.state["players"][1]["hand"][0]
    answer = game.act({"type": "play", "player": 0, "card": other, "side": "top", "facing": "top_right"})
    assert answer["rejection"]["code"] == "card_not_in_hand"
    assert json.dumps(game.state, sort_keys=True) == before


def test_the_checked_mode_catches_a_verifier_that_changes_the_state(monkeypatch):
    game = _game()
    action = _a_play(game)
    monkeypatch.setattr(engine, "CHECK_REJECTIONS", True)
    monkeypatch.setattr(play, "verify_play", _bad_verifier)
    with pytest.raises(AssertionError, match="changed the state"):
        game.act(action)


def test_the_checked_mode_accepts_what_the_fast_path_accepts(monkeypatch):
    fast, checked = _game(), _game()
    monkeypatch.setattr(engine, "CHECK_REJECTIONS", True)
    assert checked.act_built(_a_play(checked)) == fast.act_built(_a_play(fast))
    assert checked.state == fast.state


def test_act_built_still_checks_every_rule():
    game = _game()
    action = dict(_a_play(game), player=1)
    assert game.act_built(action)["rejection"]["code"] == "not_your_turn"


def test_an_explicit_deal_is_held_in_normal_form():
    cards = list(reversed(ALL_CARDS))
    deal = {"hands": [cards[i * 7:(i + 1) * 7] for i in range(3)], "pile": cards[21:]}
    state = kuhno.new_game({"players": NAMES, "deal": deal}).state
    assert state == kuhno.load(state).state
    assert state["pile"] == cards[21:]


def test_kn_mat_3_a_given_face_is_still_checked_in_full():
    face = {"spots": ["back"], "fly": "nowhere", "red_eyes": False}
    with pytest.raises(PositionError) as err:
        kuhno.new_game({"players": NAMES, "seed": 1, "cards": {"pasture-01": face}})
    assert err.value.path == "$.cards.pasture-01.fly"
