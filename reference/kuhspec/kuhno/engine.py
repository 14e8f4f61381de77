"""The game: verify an action in full, then do it in place.

actions.verify runs every check of an action (its form, the seat, the step, then the
action's own verify_x) and changes nothing; only then does actions.do change the state,
and do never refuses. So a rejected action leaves the state exactly as it was without a
copy. Set KUHSPEC_CHECK_REJECTIONS=1 (or `engine.CHECK_REJECTIONS = True`) to have act()
keep a copy and assert that every rejected action changed nothing."""

from __future__ import annotations

import os

from kuhspec.errors import check_seat

from . import actions, position, setup
from .errors import Rejection
from .legal import legal, waiting_for
from .rounds import breakdown
from .views import view

#: the checked debug mode: a rejected action must leave the state unchanged
CHECK_REJECTIONS = os.environ.get("KUHSPEC_CHECK_REJECTIONS", "") not in ("", "0")


class Game:
    def __init__(self, state: dict):
        self._state = position.load(state)

    @classmethod
    def new(cls, setup_: dict) -> "Game":
        """A game as `setup.new_game` deals it. The engine built that state from checked
        parts, so it is not validated again as a loaded position is (only in the checked mode)."""
        state = setup.new_game(setup_)
        if CHECK_REJECTIONS:
            return cls(state)
        game = cls.__new__(cls)
        game._state = state
        return game

    @property
    def state(self) -> dict:
        """A fresh JSON copy of the canonical state."""
        return actions.copy_json(self._state)

    @property
    def position(self) -> dict:
        """The canonical state itself, not a copy: for a caller that only reads it, and
        before the next action (kuhspec.reference_impl copies it, or encodes it at once)."""
        return self._state

    def act(self, action: object) -> dict:
        """{"events": [...]} or {"rejection": {code, clause, message}}."""
        return self._act(action, built=False)

    def act_built(self, action: dict) -> dict:
        """act() for an action a driver took from this game's legal() (as `kuhspec play
        --game kuhno` does): its form is known to be good, so the action schema is not
        checked again. Every rule is verified as in act(); the checked mode checks the form too."""
        return self._act(action, built=not CHECK_REJECTIONS)

    def _act(self, action: object, built: bool) -> dict:
        before = actions.copy_json(self._state) if CHECK_REJECTIONS else None
        try:
            plan = actions.verify(self._state, action, built)
        except Rejection as rejection:
            if before is not None and before != self._state:
                raise AssertionError(f"the rejected action {action!r} ({rejection.code}) "
                                     "changed the state") from rejection
            return {"rejection": rejection.as_json()}
        return {"events": actions.do(self._state, action, plan)}

    def waiting_for(self) -> list[int]:
        """The seats that may have legal actions (legal.waiting_for); every other seat has none."""
        return waiting_for(self._state)

    def view(self, seat: int) -> dict:
        check_seat(seat, len(self._state["players"]))
        return view(self._state, seat)

    def legal(self, seat: int) -> list[dict]:
        check_seat(seat, len(self._state["players"]))
        return legal(self._state, seat)

    def score(self) -> dict:
        return breakdown(self._state)
