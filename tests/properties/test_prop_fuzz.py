"""Anything may be sent to act(): legal actions, nearly legal ones (a field changed, a
field dropped, another player or type), and garbage (unknown types, unknown card ids,
wrong field types, non-objects). After each one:

- a rejection leaves the state byte-identical, and carries a code from
  spec/kuhhandel-festival/rejections.yaml with the clause listed there;
- the code follows R-KF-REJECTION-ORDER as far as it can be derived here: form (the
  action schema, then unknown card ids), seat, game over, step, dropped out, turn;
- an action is accepted exactly when it fills in one of the `legal()` templates;
- an accepted action leaves a state that loads (position.load) unchanged and conserves
  every card.
"""

import json

import jsonschema
import pytest
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, rule

from kuhspec.festival.engine import Game

from kf_model import ALL_IDS, conservation_errors, dumps, rejection_codes, spec
from kf_play import action_strategy, is_legal, new_game, pick, setups, templates

ACTION_SCHEMA = jsonschema.Draft202012Validator(spec().schema("action"))
STEP_ACTIONS = {"turn": {"auction", "auction_neutral", "trade"}, "auction": {"bid", "pass", "close_auction"},
                "award": {"sell", "first_refusal"}, "payment": {"pay"},
                "trade": {"accept", "counter"}, "trade_again": {"reoffer"},
                "copycat": {"place_copycat"}, "over": set()}


def waited_for(state: dict) -> int | None:
    """The one seat the step waits for (None in an auction, where all bidders may act).

    An independent model on purpose: this property is about the order of the checks, so it
    does not take the seat from the engine's `turns.waiting_for`; disagreeing with it is a
    finding (test_prop_legal checks the engine's function, through legal())."""
    phase = state["phase"]
    return {"turn": state["turn"], "award": phase.get("auctioneer"), "payment": phase.get("payer"),
            "trade": phase.get("partner"), "trade_again": phase.get("challenger"),
            "copycat": (phase.get("queue") or [{}])[0].get("player")}.get(phase["step"])


def expected_code(state: dict, action) -> str | None:
    """The rejection code R-KF-REJECTION-ORDER gives before the action's own rules."""
    if not ACTION_SCHEMA.is_valid(action):
        return "malformed_action"
    ids = [c for key in ("cards", "kuhpons") for c in action.get(key, [])]
    ids += [action["copycat"]] if "copycat" in action else []
    if any(not isinstance(c, str) or c not in ALL_IDS for c in ids):
        return "unknown_card"
    if any(len(set(action.get(key, []))) < len(action.get(key, [])) for key in ("cards", "kuhpons")):
        return "duplicate_card"
    if state["variant"] != "two-player" and (action["type"] == "auction_neutral" or "case" in action):
        return "malformed_action"   # the two-player action and bid field (KF-TURN-5)
    if state["variant"] == "two-player" and action["type"] == "bid" and "case" not in action:
        return "malformed_action"   # a two-player bid names its case (KF-TWO-10)
    seat, step = action["player"], state["phase"]["step"]
    if seat >= len(state["players"]):
        return "malformed_action"
    if step == "over":
        return "game_over"
    if action["type"] not in STEP_ACTIONS[step]:
        return "wrong_step"
    if state["players"][seat]["out"]:
        return "player_out"
    waiting = waited_for(state)
    if waiting is not None and seat != waiting:
        return "not_your_turn"
    return None


class ActAnything(RuleBasedStateMachine):
    @initialize(setup=setups(), warmup=st.integers(0, 300))
    def deal(self, setup, warmup):
        self.game, self.rng = new_game(setup)
        self.play_on(warmup)

    @rule(k=st.integers(1, 25))
    def play_on(self, k):
        """Random legal play, to reach every step of the game."""
        for _ in range(k):
            state = self.game.state
            if state["phase"]["step"] == "over":
                return
            action = pick(self.game, state, self.rng)
            assert "events" in self.game.act(action), action

    @rule(data=st.data())
    def act_anything(self, data):
        state = self.game.state
        legal = templates(self.game)
        action = data.draw(action_strategy(state, legal), label="action")
        result = self.game.act(action)
        if "rejection" in result:
            rejection = result["rejection"]
            assert dumps(self.game.state) == dumps(state), "a rejected action changed the state"
            assert set(rejection) == {"code", "clause", "message"} and rejection["message"]
            assert rejection["code"] in rejection_codes(), rejection
            assert rejection["clause"] == rejection_codes()[rejection["code"]], rejection
            assert not is_legal(action, legal, state), f"legal {action} rejected: {rejection}"
            expected = expected_code(state, action)
            assert expected in (None, rejection["code"]), f"{action}: {rejection}, expected {expected}"
        else:
            assert is_legal(action, legal, state), f"{action} is in no legal template, yet accepted"
            after = self.game.state
            assert dumps(Game(json.loads(json.dumps(after))).state) == dumps(after)
            assert conservation_errors(after) == []


TestActAnything = ActAnything.TestCase


@pytest.mark.parametrize("kind", [{"x": 1}, ["auction"]], ids=["object", "list"])
def test_an_unhashable_type_is_malformed(kind):
    game = Game.new({"players": ["Anne", "Benno", "Claudi"], "seed": 1})
    before = dumps(game.state)
    result = game.act({"type": kind, "player": 0})
    assert result["rejection"]["code"] == "malformed_action"
    assert dumps(game.state) == before


@pytest.mark.parametrize("action", [
    {"type": "pay", "player": 2, "kuhpons": ["kp-7-1"]},                 # -> wrong_step
    {"type": "place_copycat", "player": 1, "copycat": "copycat-9", "cow": None},  # -> wrong_step
    {"type": "auction", "player": 4, "cards": ["cow-99-1", "cow-10-1"]},  # -> malformed_action (seat)
], ids=["pay", "place_copycat", "no-such-seat"])
def test_an_unknown_card_id_is_a_form_error(action):
    game = Game.new({"players": ["Anne", "Benno", "Claudi"], "seed": 3})   # seat 0's turn
    assert game.act(action)["rejection"]["code"] == "unknown_card"


def test_an_unknown_card_id_is_a_form_error_after_the_end():
    game, rng = new_game({"players": ["Anne", "Benno", "Claudi"], "seed": 3, "options": {}})
    while game.state["phase"]["step"] != "over":
        game.act(pick(game, game.state, rng))
    action = {"type": "auction", "player": 0, "cards": ["cow-99-1", "cow-10-1"]}
    assert game.act(action)["rejection"]["code"] == "unknown_card"
