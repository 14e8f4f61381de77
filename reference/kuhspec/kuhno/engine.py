"""The game: verify an action in full, then do it on a copy (a rejected action changes
nothing, and the state is replaced only when the whole action succeeded)."""

from __future__ import annotations

from . import actions, position, setup
from .errors import Rejection
from .legal import legal
from .rounds import breakdown
from .views import view


class Game:
    def __init__(self, state: dict):
        self._state = position.load(state)

    @classmethod
    def new(cls, setup_: dict) -> "Game":
        game = cls.__new__(cls)
        game._state = setup.new_game(setup_)
        return game

    @property
    def state(self) -> dict:
        """A fresh JSON copy of the canonical state."""
        return actions.copy_json(self._state)

    def act(self, action: object) -> dict:
        """{"events": [...]} or {"rejection": {code, clause, message}}."""
        try:
            plan = actions.verify(self._state, action)
        except Rejection as rejection:
            return {"rejection": rejection.as_json()}
        work = actions.copy_json(self._state)
        events = actions.do(work, actions.copy_json(action), plan)
        self._state = work
        return {"events": events}

    def view(self, seat: int) -> dict:
        _check_seat(self._state, seat)
        return view(self._state, seat)

    def legal(self, seat: int) -> list[dict]:
        _check_seat(self._state, seat)
        return legal(self._state, seat)

    def score(self) -> dict:
        return breakdown(self._state)


def _check_seat(state: dict, seat: object) -> None:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(state["players"]):
        raise ValueError(f"no seat {seat!r} in this game")
