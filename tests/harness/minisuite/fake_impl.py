"""In-process fake Implementations for the mini suite (`--impl python:fake_impl:Good`)."""

from __future__ import annotations

import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "fakes"))

from kuhspec.interface import Implementation, Unsupported  # noqa: E402
from toy import Toy  # noqa: E402


class Good(Implementation):
    bug = ""

    def __init__(self):
        self.toy = Toy(self.bug)

    def hello(self):
        return self.toy.hello()

    def new_game(self, setup):
        return self.toy.new_game(setup)

    def load(self, state):
        return self.toy.load(state)

    def act(self, action):
        return self.toy.act(action)

    def state(self):
        return self.toy.state()

    def view(self, player):
        return self.toy.view(player)

    def score(self):
        return self.toy.score()


class Fives(Good):
    """Accepts bids in steps of 5: breaks KF-AUC-4."""

    bug = "fives"


class NoView(Good):
    def hello(self):
        h = super().hello()
        h["capabilities"] = []
        return h

    def view(self, player):
        raise Unsupported("view")


class Slow(Good):
    def act(self, action):
        time.sleep(30)
        return super().act(action)


class WrongState(Good):
    """Reports a state with a renamed player and without its log: a state diff."""

    def state(self):
        s = super().state()
        s.pop("log", None)
        s["players"][1]["name"] = "Bruno"
        return s
