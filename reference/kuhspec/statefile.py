"""Reading a canonical state from a file (JSON or YAML) with errors a person can act on.

The state is checked by the engine of the game it names (its ``game`` field, through
kuhspec.games). Every failure names the file, and the line (bad syntax) or the JSON path
and clause (an impossible position, an unknown game); none is a traceback."""

from __future__ import annotations

import json
from pathlib import Path

import yaml

from . import games
from .catalogue import CatalogueError
from .errors import PositionError


class StateFileError(Exception):
    pass


def read_state(path: str | Path) -> dict:
    """The validated state in `path`; raise StateFileError naming the file and place."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as err:
        raise StateFileError(f"{path}: cannot read: {err.strerror or err}") from None
    except UnicodeDecodeError:
        raise StateFileError(f"{path}: not UTF-8 text") from None
    if path.suffix.lower() in (".yaml", ".yml"):
        try:
            data = yaml.safe_load(text)
        except yaml.YAMLError as err:
            mark = getattr(err, "problem_mark", None)
            where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else "?"
            raise StateFileError(f"{path}: malformed YAML at {where}: "
                                 f"{getattr(err, 'problem', None) or err}") from None
    else:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as err:
            raise StateFileError(f"{path}: malformed JSON at line {err.lineno}, "
                                 f"column {err.colno}: {err.msg}") from None
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
