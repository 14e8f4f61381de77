"""The reference engine behind the Implementation interface, in process.

Everything crossing this boundary is plain JSON data: states and actions go in and come
out as fresh copies, so a caller can never reach into the engine's objects. A caller that
owns its arguments and only encodes the answers (`kuhspec serve`: every argument is parsed
fresh from its request line, every answer is written out before the next request is read)
asks for ``fresh=False``, which makes neither copy."""

from __future__ import annotations

import copy
import json
import pickle

from . import __version__, games
from .errors import PositionError, RequestError
from .interface import Implementation, Json


def _plain(data: Json) -> Json:
    """A deep copy that is guaranteed to be JSON (the wire form of any answer)."""
    return json.loads(json.dumps(data))


def _same(data: Json) -> Json:
    return data


class ReferenceImplementation(Implementation):
    def __init__(self, fresh: bool = True) -> None:
        self._game = None  # the engine's Game of the position in play
        self._out = _plain if fresh else _same  # the answers: fresh JSON copies, or as the engine gave them
        self._in = copy.deepcopy if fresh else _same  # the arguments the engine keeps: copied, or the caller's own

    def hello(self) -> Json:
        return {
            "name": "kuhspec-reference",
            "version": __version__,
            "language": "python",
            "homepage": "https://github.com/kuhspec/kuhspec",
            "protocol": "1.2",
            "games": {
                gid: {"editions": games.editions(gid), "variants": list(g.variants),
                      "rulings": {key: list(values) for key, values in g.option_choices().items()}}
                for gid, g in games.playable().items()
            },
            "capabilities": ["view", "legal"],
        }

    def new_game(self, setup: Json) -> Json:
        try:
            self._game = games.new_game(self._in(setup))
        except PositionError as err:
            return {"error": err.as_json()}
        return {"ok": True}

    def load(self, state: Json) -> Json:
        try:
            self._game = games.load(state)
        except PositionError as err:
            return {"error": err.as_json()}
        return {"ok": True}

    def snapshot(self) -> bytes:
        """The game as it is now, for restore() (kuhspec serve: a position loaded again)."""
        return pickle.dumps(self._game, pickle.HIGHEST_PROTOCOL)

    def restore(self, snapshot: bytes) -> None:
        """The game as snapshot() took it (a fresh copy each time)."""
        self._game = pickle.loads(snapshot)

    def _require(self):
        if self._game is None:
            raise RequestError("no_game", "there is no game yet: send new_game or load first")
        return self._game

    def act(self, action: Json) -> Json:
        return self._out(self._require().act(self._in(action)))

    def state(self) -> Json:
        game = self._require()
        return self._out(game.position if hasattr(type(game), "position") else game.state)  # position: no copy of the engine's own

    def view(self, player: int) -> Json:
        return self._out(self._require().view(player))

    def legal(self, player: int) -> Json:
        return self._out(self._require().legal(player))

    def score(self) -> Json:
        return self._out(self._require().score())
