"""Requests for fuzzing `kuhspec serve` (test_serve_fuzz.py): real requests of both games,
taken from random legal games, and the ways to break them (a field of another type, a whole
float for an integer, a field dropped or added), plus whole random JSON.

The session is played in process, as `kuhspec serve` plays it: each request goes through
Server.handle_line as the line it would be sent as, and each answer through the encoder."""

from __future__ import annotations

import copy
import functools
import json
import random

from hypothesis import strategies as st

from kuhspec import games
from kuhspec.schemafast import members
from kuhspec.walk import random_walk
from kuhspec.wire import protocol
from kuhspec.wire.server import Server, _encode, default_implementation

GAMES = ("kuhhandel-festival", "kuhno")
#: (game, variant, players) of the random games the positions come from
TABLES = (("kuhhandel-festival", "standard", 3), ("kuhhandel-festival", "standard", 5),
          ("kuhhandel-festival", "two-player", 2), ("kuhno", "standard", 3), ("kuhno", "red-eyes", 2),
          ("kuhno", "easy", 4))
EVERY = 7  # a position kept every EVERY actions of a random game
HELLO = {"cmd": "hello", "protocol": protocol.PROTOCOL_VERSION, "client": {"name": "fuzz", "version": "0"}}

#: values that break a field: wrong types, numbers out of range, whole floats, odd text
JUNK = [None, True, False, 0, 1, -1, 7, 2 ** 63, -(2 ** 70), 0.0, 1.0, 2.5, -0.0, 1e308, float("nan"),
        float("inf"), "", "0", "x", "cow-10-1", "kp-0-1", "pasture-01", "\u00e9", [], [0], [None], ["A", "A"],
        {}, {"a": 1}, {"type": "pass", "player": 0}]
FEW = [None, -1, 2.5, "x", [], {}]  # for the many members of a state


def junk_values():
    """Any JSON value, scalars and small containers, NaN and infinities included."""
    scalar = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=8),
                       st.sampled_from(JUNK))
    return st.recursive(scalar, lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                        st.dictionaries(st.text(max_size=6), inner, max_size=3)),
                        max_leaves=6)


@functools.lru_cache(maxsize=None)
def material(game: str) -> tuple[list[dict], list[dict], list[dict]]:
    """(setups, positions, actions) of `game`: the setups of its tables, positions along a
    random legal game of each, and the actions played there (each JSON, fresh on use)."""
    choose, over = games.random_player(game)
    setups, positions, actions = [], [], []
    for n, (gid, variant, players) in enumerate(TABLES):
        if gid != game:
            continue
        setup = {"game": gid, "edition": "en", "variant": variant, "players": [f"P{i}" for i in range(players)],
                 "seed": n + 1, "options": {}, "first": 0}
        setups.append(setup)
        g = games.new_game(setup)
        positions.append(g.state)
        steps = random_walk(g, choose, random.Random(n), over, max_actions=120, abandon=True)
        for i, (action, _result) in enumerate(steps):
            actions.append(action)
            if i % EVERY == 0:
                positions.append(g.state)
    return setups, positions, actions


@functools.lru_cache(maxsize=None)
def requests_of(game: str) -> list[dict]:
    """Well-formed requests of each kind for `game`, each a template to break."""
    setups, positions, actions = material(game)
    seats = len(positions[-1]["players"])
    out = [dict(HELLO), {"cmd": "state"}, {"cmd": "score"}, {"cmd": "bye"}]
    out += [{"cmd": "new_game", "setup": s} for s in setups]
    out += [{"cmd": "load", "state": p} for p in positions]
    out += [{"cmd": "act", "action": a} for a in actions[:: max(1, len(actions) // 40)]]
    out += [{"cmd": c, "player": s} for c in ("view", "legal") for s in range(seats)]
    return json.loads(json.dumps([{"seq": 0, **r} for r in out]))


def paths(node) -> list[tuple]:
    """Every path into `node`, the whole first."""
    return [path for path, _ in members(node)]


def broken(request: dict, path: tuple, how: str, value=None) -> dict:
    """`request` with the member at `path` replaced by `value` ("replace"), by a whole float
    if it is an integer ("float"), or deleted ("delete"); or `value` added beside it ("add")."""
    out = copy.deepcopy(request)
    if not path:
        return value if how == "replace" else out
    node = out
    for k in path[:-1]:
        node = node[k]
    key = path[-1]
    if how == "replace":
        node[key] = value
    elif how == "float" and isinstance(node[key], int) and not isinstance(node[key], bool):
        node[key] = float(node[key])
    elif how == "delete":
        del node[key]
    elif how == "add":
        if isinstance(node, dict):
            node[f"x-{key}"] = value
        else:
            node.append(value)
    return out


def line_of(request) -> bytes:
    """A request as the line a client sends (NaN and infinities as Python's json writes them)."""
    try:
        return json.dumps(request, ensure_ascii=False).encode("utf-8", "surrogatepass")
    except (TypeError, ValueError):
        return repr(request).encode()


class Session:
    """A `kuhspec serve` session in process, with the reference engine."""

    def __init__(self):
        self.server = Server(default_implementation())

    def send(self, request) -> dict:
        """The answer to `request`, as it goes out."""
        answer = json.loads(_encode(self.server.handle_line(line_of(request))))
        problem = protocol.first_error(answer, "protocol-response.schema.json")
        assert problem is None, (request, answer, problem)
        return answer


def diagnosed(request, answer: dict) -> None:
    """The answer is no internal error (every request the fuzz sends can be diagnosed)."""
    code = answer.get("error", {}).get("code") if isinstance(answer.get("error"), dict) else None
    assert code != "internal_error", f"{protocol.short(request, 600)}\n-> {protocol.short(answer, 2000)}"


@st.composite
def sessions(draw, games: tuple[str, ...] = GAMES) -> list:
    """A few requests: maybe a position of a game first, then templates of either game each
    broken in up to 3 places, and now and then any JSON at all."""
    game = draw(st.sampled_from(games))
    templates = [r for g in games for r in requests_of(g)]
    out = []
    if draw(st.booleans()):
        out.append(draw(st.sampled_from([r for r in requests_of(game) if r["cmd"] in ("load", "new_game")])))
    for _ in range(draw(st.integers(1, 6))):
        if draw(st.integers(0, 9)) == 0:
            out.append(draw(junk_values()))
            continue
        request = draw(st.sampled_from(templates))
        for _ in range(draw(st.integers(0, 3))):
            if not isinstance(request, dict):
                break
            path = draw(st.sampled_from(list(paths(request))))
            how = draw(st.sampled_from(["replace", "replace", "float", "delete", "add"]))
            request = broken(request, path, how, draw(junk_values()) if how in ("replace", "add") else None)
        out.append(request)
    return out
