"""Positions that answer a ruling's question by a picture: spec/<game>/positions.yaml.

A position names the rulings it illustrates and a caption (what it shows, under which
option), and how it is reached: from a setup of the file's `setups` by the actions listed
(the preferred way: such a position is certainly reachable), or from a hand-built canonical
state loaded as it is. `reach` plays it on the reference engine and refuses, naming the
file, line and field, anything that is not a legal position reached by legal play:

- a setup or state the engine refuses, or an action it rejects;
- an action the engine's legal() does not list (under `mistakes: challenge` a wrong play
  would be accepted as a mistake: a figure must show the rules kept), or a play left open
  to a challenge (the legal schema's `x-unlisted`);
- a reached state that does not match the game's state schema;
- a caption that does not name a ruling option the position plays with a non-default value.

The file's shape is spec/schemas/positions.schema.json. Nothing here names a game; the
figures drawn from the positions are kuhspec.docs.figures.
"""

from __future__ import annotations

import copy
import functools
import json
from dataclasses import dataclass
from pathlib import Path

from kuhspec import games
from kuhspec.catalogue import CatalogueError, Game, _where, read_checked
from kuhspec.errors import PositionError

POSITIONS_FILE = "positions.yaml"


@dataclass(frozen=True, eq=False)
class Position:
    id: str
    game: str
    rulings: tuple[str, ...]
    caption: str
    entry: dict  # the position's entry as plain JSON
    start: dict  # the setup (with the position's options and edition) or the state
    loaded: bool  # True: `start` is a hand-built state; False: a setup of new_game
    where: str  # file:line of the entry
    view: int | None = None  # draw what this seat sees (None: the god view)


def _plain(value):
    return json.loads(json.dumps(value))


def _setup(data: dict, entry: dict, path: Path, i: int, game: str) -> dict:
    setups = data.get("setups") or {}
    if entry["from"] not in setups:
        raise CatalogueError(_where(path, data, ["positions", i, "from"]),
                             f"$.positions[{i}].from: no setup {entry['from']!r}; the file names: "
                             f"{', '.join(setups) or 'none'}")
    setup = {"game": game, **_plain(setups[entry["from"]])}
    if "options" in entry:
        setup["options"] = {**(setup.get("options") or {}), **_plain(entry["options"])}
    if "edition" in entry:
        setup["edition"] = entry["edition"]
    return setup


@functools.lru_cache(maxsize=None)
def _read(folder: Path, game: str, rulings: frozenset[str]) -> tuple[Position, ...]:
    path = folder / POSITIONS_FILE
    if not path.is_file():
        return ()
    data = read_checked(path, "positions.schema.json")
    out: list[Position] = []
    seen: set[str] = set()
    for i, entry in enumerate(data["positions"]):
        here = _where(path, data, ["positions", i])
        if entry["id"] in seen:
            raise CatalogueError(here, f"$.positions[{i}].id: {entry['id']} is given twice")
        seen.add(entry["id"])
        for j, rid in enumerate(entry["rulings"]):
            if rid not in rulings:
                raise CatalogueError(_where(path, data, ["positions", i, "rulings", j]),
                                     f"$.positions[{i}].rulings[{j}]: {rid} is no ruling of {game}")
        loaded = "state" in entry
        start = _plain(entry["state"]) if loaded else _setup(data, entry, path, i, game)
        out.append(Position(entry["id"], game, tuple(entry["rulings"]), " ".join(entry["caption"].split()),
                            _plain(entry), start, loaded, here, entry.get("view")))
    return tuple(out)


def positions(game: Game) -> tuple[Position, ...]:
    """The positions of `game` (its folder's positions.yaml; none without one), checked
    against the schema and the game's rulings; not yet played (`reach` plays one)."""
    return _read(game.folder, game.id, frozenset(game.rulings))


def _refused(pos: Position, field: str, message: str) -> CatalogueError:
    return CatalogueError(pos.where, f"position {pos.id}: {field}: {message}")


def _listed(game: Game, engine_game, action: dict) -> bool:
    """Whether the reference's legal() lists `action` for its seat (kuhspec.harness.legalcheck's
    reading of the game's legal templates)."""
    from kuhspec.harness.legalcheck import Templates

    t = Templates(game.schema("legal"))
    seat = action.get(t.player)
    if isinstance(seat, bool) or not isinstance(seat, int):
        return False
    state = engine_game.state
    return any(t.covers(entry, action, state=state) for entry in engine_game.legal(seat))


def _left_open(game: Game, state: dict) -> bool:
    """Whether the last play is left open to a challenge (the legal schema's x-unlisted)."""
    pointer = game.schema("legal").get("x-unlisted")
    if not isinstance(pointer, str):
        return False
    node = state
    for part in pointer.strip("/").split("/"):
        node = node.get(part) if isinstance(node, dict) else None
    return isinstance(node, list) and bool(node)


def _check_caption(game: Game, pos: Position, state: dict) -> None:
    """The caption names every option value the position sets that is not the default."""
    defaults = game.default_options(state.get("edition"), state.get("variant"))
    for key, value in sorted((pos.start.get("options") or {}).items()):
        if isinstance(value, str) and defaults.get(key) not in (None, value) and value not in pos.caption:
            raise _refused(pos, "caption", f"the position plays {key}: {value} (not the default "
                                           f"{defaults[key]}); its caption must say so, naming {value}")


_REACHED: dict[tuple[str, str], str] = {}  # (file:line, id) -> the state reached, as JSON text


def _reached(pos: Position, game: Game) -> str:
    key = (pos.where, pos.id)
    if key not in _REACHED:
        _REACHED[key] = _play(pos, game)
    return _REACHED[key]


def _play(pos: Position, game: Game) -> str:
    try:
        played = games.load(copy.deepcopy(pos.start)) if pos.loaded else games.new_game(copy.deepcopy(pos.start))
    except PositionError as err:
        raise _refused(pos, ("state" if pos.loaded else "setup") + err.path.removeprefix("$"), err.message) from None
    for j, action in enumerate(pos.entry.get("actions") or []):
        field = f"actions[{j}]"
        if not _listed(game, played, action):
            raise _refused(pos, field, f"{json.dumps(action)} is not among the legal actions of its seat")
        answer = played.act(copy.deepcopy(action))
        if "rejection" in answer:
            rej = answer["rejection"]
            raise _refused(pos, field, f"rejected: {rej.get('code')} ({rej.get('clause')}): {rej.get('message')}")
        if _left_open(game, played.state):
            raise _refused(pos, field, "the play is left open to a challenge: it breaks a rule")
    state = played.state
    import jsonschema

    problem = jsonschema.exceptions.best_match(jsonschema.Draft202012Validator(game.schema("state")).iter_errors(state))
    if problem is not None:
        raise _refused(pos, "the state reached", f"does not match the state schema at "
                                                 f"{problem.json_path}: {problem.message}")
    _check_caption(game, pos, state)
    return json.dumps(state, sort_keys=True)


def reach(pos: Position, game: Game) -> dict:
    """The canonical state `pos` stands for, played on the reference engine (a fresh copy)."""
    return json.loads(_reached(pos, game))
