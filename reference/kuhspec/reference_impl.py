"""The reference engine behind the Implementation interface, in process.

Everything crossing this boundary is plain JSON data: states and actions go in and come
out as fresh copies, so a caller can never reach into the engine's objects."""

from __future__ import annotations

import copy
import json

from . import __version__, games
from .errors import PositionError
from .interface import Implementation, Json


def _plain(data: Json) -> Json:
    """A deep copy that is guaranteed to be JSON (the wire form of any answer)."""
    return json.loads(json.dumps(data))


class ReferenceImplementation(Implementation):
    def __init__(self) -> None:
        self._game = None  # the engine's Game of the position in play

    def hello(self) -> Json:
        return {
            "name": "kuhspec-reference",
            "version": __version__,
            "language": "python",
            "homepage": "https://github.com/kuhspec/kuhspec",
            "protocol": "1.1",
            "games": {
                gid: {"editions": games.editions(gid), "variants": list(g.variants),
                      "rulings": {key: list(values) for key, values in g.option_choices().items()}}
                for gid, g in games.playable().items()
            },
            "capabilities": ["view", "legal"],
        }

    def new_game(self, setup: Json) -> Json:
        try:
            self._game = games.new_game(copy.deepcopy(setup))
        except PositionError as err:
            return {"error": err.as_json()}
        return {"ok": True}

    def load(self, state: Json) -> Json:
        try:
            self._game = games.load(state)
        except PositionError as err:
            return {"error": err.as_json()}
        return {"ok": True}

    def _require(self):
        if self._game is None:
            raise RuntimeError("no game: call load or new_game first")
        return self._game

    def act(self, action: Json) -> Json:
        return _plain(self._require().act(copy.deepcopy(action)))

    def state(self) -> Json:
        return _plain(self._require().state)

    def view(self, player: int) -> Json:
        return _plain(self._require().view(player))

    def legal(self, player: int) -> Json:
        return _plain(self._require().legal(player))

    def score(self) -> Json:
        return _plain(self._require().score())
