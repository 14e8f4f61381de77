"""Random actions, legal or not, never corrupt a Kuhno game (issue 9).

A state machine plays a random setup with actions drawn from three sources: legal() actions,
legal actions bent in one field (another card, side, corner, player, calls or type) and
garbage (unknown types and card ids, wrong field types, non-objects). After every action:

- a rejection carries a code of spec/kuhno/rejections.yaml with the clause listed there,
  and the state is exactly what it was (a rejected action changes nothing);
- an accepted action leaves a state that loads unchanged and holds every card once.
"""

from __future__ import annotations

import json
import random

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

import kuhspec.kuhno as kuhno
from kuhspec.catalogue import catalogue

from kn_play import conserved, setups

CODES = {code: c.clause for code, c in catalogue().game("kuhno").codes.items()}
SIDES = ["top", "right", "bottom", "left", "middle"]
CORNERS = ["top_left", "top_right", "bottom_right", "bottom_left", "top"]
CARDS = ["pasture-01", "milk-4", "cowpat-10", "party-6", "flower-01", "pasture-35", "cow-10-1", ""]
GARBAGE = [None, 7, "play", [], {}, {"type": "play"}, {"type": "draw", "player": -1},
           {"type": "draw", "player": True}, {"type": "end_turn", "player": 0, "extra": 1},
           {"type": "play", "player": 0, "card": "pasture-01", "calls": "moo"},
           {"type": "next_round", "player": 0, "deal": {"hands": [], "pile": []}},
           {"type": "bssszzzz", "player": 9}, {"type": ["play"], "player": 0}]


def dumps(data) -> str:
    return json.dumps(data, sort_keys=True)


class RandomActions(RuleBasedStateMachine):
    @initialize(setup=setups(), seed=st.integers(0, 999))
    def start(self, setup, seed):
        self.game = kuhno.new_game(setup)
        self.rng = random.Random(seed)
        self.accepted = 0
        self.checked = False

    def legal_actions(self) -> list[dict]:
        return [a for s in range(len(self.game.state["players"])) for a in self.game.legal(s)]

    def send(self, action) -> None:
        before = dumps(self.game.state)
        result = self.game.act(action)
        if "rejection" in result:
            r = result["rejection"]
            assert r["code"] in CODES and r["clause"] == CODES[r["code"]], r
            assert dumps(self.game.state) == before, f"{action} was rejected with {r} but changed the state"
        else:
            assert "events" in result, result
            self.accepted += 1
            self.checked = False

    @precondition(lambda self: self.game.state["phase"]["step"] != "game_over")
    @rule()
    def legal(self):
        actions = self.legal_actions()
        self.send(self.rng.choice(actions))

    @rule(field=st.sampled_from(["card", "side", "facing", "player", "calls", "type", "drop"]))
    def bent(self, field):
        actions = self.legal_actions() or [{"type": "draw", "player": 0}]
        action = dict(self.rng.choice(actions))
        if field == "card":
            action["card"] = self.rng.choice(CARDS + list(self.game.state["pile"][:3]))
        elif field == "side":
            action["side"] = self.rng.choice(SIDES)
        elif field == "facing":
            action["facing"] = self.rng.choice(CORNERS)
        elif field == "player":
            action["player"] = self.rng.randrange(7)
        elif field == "calls":
            action["calls"] = self.rng.choice([[], ["moo"], ["kuhno"], ["meow"], ["moo", "moo"], ["bssszzzz"]])
        elif field == "type":
            action["type"] = self.rng.choice(["play", "draw", "end_turn", "bssszzzz", "next_round", "moo"])
        elif len(action) > 2:
            action.pop(self.rng.choice([k for k in action if k not in ("type", "player")]))
        self.send(action)

    @rule(garbage=st.sampled_from(GARBAGE))
    def garbage(self, garbage):
        self.send(garbage)

    @invariant()
    def state_is_whole(self):
        """Checked after every accepted action (a rejected one was compared byte for byte)."""
        if self.checked:
            return
        state = self.game.state
        assert conserved(state)
        assert kuhno.load(json.loads(dumps(state))).state == state
        self.checked = True


_profile = settings()
TestRandomActions = RandomActions.TestCase
TestRandomActions.settings = settings(_profile, max_examples=max(5, _profile.max_examples // 2))
