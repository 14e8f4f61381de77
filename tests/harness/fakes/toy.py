"""A toy 'engine' shared by the harness's fake implementations.

It is not Kuhhandel: it stores the loaded position, accepts actions and rejects bids that
are not multiples of 10. Just enough for the mini suite in tests/harness/minisuite.
"""

from __future__ import annotations

import copy

HELLO = {
    "name": "toy",
    "version": "0.0.1",
    "language": "Python",
    "homepage": None,
    "games": {"kuhhandel-festival": {"editions": ["en"], "variants": ["standard"]}},
    "rulings": {"payment": ["exact_or_least", "any_sufficient"]},
    "capabilities": ["view"],
}


class Toy:
    def __init__(self, bug: str = ""):
        self.bug = bug
        self.pos: dict = {}

    def hello(self):
        return copy.deepcopy(HELLO)

    def new_game(self, setup):
        self.pos = {"game": setup.get("game", "kuhhandel-festival"), "players": [{"name": n} for n in setup.get("players", [])], "log": []}
        return {"ok": True}

    def load(self, state):
        if not isinstance(state, dict) or not isinstance(state.get("players"), list):
            return {"error": {"code": "bad_state", "path": "/players", "message": "players must be a list"}}
        self.pos = copy.deepcopy(state)
        self.pos.setdefault("log", [])
        return {"ok": True}

    def act(self, action):
        if not isinstance(action, dict) or "type" not in action:
            return {"rejection": {"code": "malformed_action", "clause": "KF-TURN-5", "message": "not an action"}}
        if action["type"] == "bid":
            amount = action.get("amount")
            ok = isinstance(amount, int) and (amount % 5 == 0 if self.bug == "fives" else amount % 10 == 0)
            if not ok:
                return {"rejection": {"code": "bid_not_multiple_of_10", "clause": "KF-AUC-4", "message": "bids are multiples of 10"}}
        self.pos["log"].append(action)
        return {"events": [{"type": action["type"] + "_done"}]}

    def state(self):
        return copy.deepcopy(self.pos)

    def view(self, player):
        v = copy.deepcopy(self.pos)
        for i, p in enumerate(v.get("players", [])):
            if i != player and "kuhpons" in p:
                p["kuhpons"] = {"count": len(p["kuhpons"])}
        return v

    def score(self):
        return {"players": [{"seat": i, "total": 0} for i, _ in enumerate(self.pos.get("players", []))], "ranking": [], "winners": []}
