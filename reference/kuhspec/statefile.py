"""Reading a canonical state from a file (JSON or YAML) with errors a person can act on.

The state is checked by the engine of the game it names (its ``game`` field, through
kuhspec.games). Every failure names the file, and the line (bad syntax) or the JSON path
and clause (an impossible position, an unknown game); none is a traceback."""

from __future__ import annotations

import json
from pathlib import Path

from . import games, yamlio
from .catalogue import CatalogueError
from .errors import PositionError
from .wire.protocol import problem_in


class StateFileError(Exception):
    pass


MAX_DEPTH = 64  # a state is a few levels deep


def _no_duplicates(pairs: list) -> dict:
    out: dict = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(f"duplicate key {key!r}")
        out[key] = value
    return out


def _json(text: str, path: Path):
    if "\x00" in text:
        raise StateFileError(f"{path}: not a text file (it holds NUL bytes)")
    try:
        return json.loads(text, object_pairs_hook=_no_duplicates)
    except RecursionError:
        raise StateFileError(f"{path}: malformed JSON: nested deeper than {MAX_DEPTH} levels") from None
    except json.JSONDecodeError as err:
        raise StateFileError(f"{path}: malformed JSON at line {err.lineno}, column {err.colno}: {err.msg}") from None
    except ValueError as err:
        raise StateFileError(f"{path}: malformed JSON: {err}") from None


def read_state(path: str | Path) -> dict:
    """The validated state in `path`; raise StateFileError naming the file and place."""
    path = Path(path)
    try:
        text = yamlio.read_text(path)  # a directory, a missing or binary file: a clear error
    except yamlio.YamlError as err:
        raise StateFileError(str(err)) from None
    if path.suffix.lower() in (".yaml", ".yml"):
        try:
            data = yamlio.loads(text, str(path))  # duplicate keys, alias bombs, deep nesting
        except yamlio.YamlError as err:
            where = f" at line {err.line}" if err.line else ""
            raise StateFileError(f"{path}: malformed YAML{where}: {err.message}") from None
    else:
        data = _json(text, path)
    problem = problem_in(data, MAX_DEPTH)
    if problem:
        raise StateFileError(f"{path}: {problem}")
    try:
        return games.load(data).state
    except PositionError as err:
        clause = f" [{err.clause}]" if err.clause else ""
        raise StateFileError(f"{path}: {err.path}: {err.message}{clause}") from None
    except CatalogueError as err:
        raise StateFileError(f"{path}: $.game: {err.message}") from None
    except Exception as err:  # an engine that fails on a position it should have refused
        raise StateFileError(f"{path}: the {data.get('game')} engine could not load this state: "
                             f"{type(err).__name__}: {err}") from None
