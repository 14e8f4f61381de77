"""act() applies a verified action in place; its checked debug mode (engine.CHECK_REJECTIONS,
or KUHSPEC_CHECK_REJECTIONS=1) proves that a rejected action changed nothing."""

import pytest

from kuhspec.festival import auction, engine
from kuhspec.festival.engine import Game
from kuhspec.festival.errors import Rejection

from kf_model import dumps


def _game() -> Game:
    return Game.new({"players": ["Anne", "Benno", "Claudi"], "seed": 3})


def _bad_verifier(state: dict, action: dict) -> None:
    """A broken verifier: it changes the state, then rejects."""
    state["players"][action["player"]]["stack"].pop()
    raise Rejection("lot_size", "the lot must be 2 cards from the stack")


def _a_lot(game: Game) -> dict:
    return next(t for t in game.legal(game.state["turn"]) if t["type"] == "auction")


def test_a_rejection_leaves_the_state_as_it_was():
    game = _game()
    before = dumps(game.state)
    action = dict(_a_lot(game), cards=_a_lot(game)["cards"][:1])
    assert game.act(action)["rejection"]["code"] == "lot_size"
    assert dumps(game.state) == before


def test_the_checked_mode_catches_a_verifier_that_changes_the_state(monkeypatch):
    game = _game()
    action = _a_lot(game)
    monkeypatch.setattr(engine, "CHECK_REJECTIONS", True)
    monkeypatch.setattr(auction, "verify_auction", _bad_verifier)
    with pytest.raises(AssertionError, match="changed the state"):
        game.act(action)


def test_the_checked_mode_accepts_what_the_fast_path_accepts(monkeypatch):
    fast, checked = _game(), _game()
    monkeypatch.setattr(engine, "CHECK_REJECTIONS", True)
    assert checked.act(_a_lot(checked)) == fast.act(_a_lot(fast))
    assert dumps(checked.state) == dumps(fast.state)
