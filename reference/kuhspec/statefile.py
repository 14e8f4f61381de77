"""Reading a canonical state from a file (JSON or YAML) with errors a person can act on.

The state is checked by the engine of the game it names (its ``game`` field, through
kuhspec.games). Every failure names the file, and the line (bad syntax) or the JSON path
and clause (an impossible position, an unknown game); none is a traceback. What is read is
bounded, in bytes and in time (MAX_BYTES, READ_SECONDS): /dev/zero or a pipe that never
ends is refused, naming the limit. A file that is no state but a line of the wire protocol
(a request or an answer) is told so."""

from __future__ import annotations

import json
from pathlib import Path

from . import games, yamlio
from .catalogue import CatalogueError
from .errors import PositionError
from .wire.protocol import problem_in, short as protocol_short


class StateFileError(Exception):
    """A state file that cannot be checked or is no valid state. `limit`: the bound that
    refused it ("bytes" or "seconds"), if one did."""

    def __init__(self, message: str, limit: str | None = None):
        super().__init__(message)
        self.limit = limit


MAX_DEPTH = 64  # a state is a few levels deep
MAX_BYTES = 16 << 20  # a state is a few KB: a Kuhno state ~6 KB
READ_SECONDS = 10.0  # for a pipe or a device; a regular file is measured first


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


def _protocol_line(data: object) -> str | None:
    """What a protocol message is and where a state may be in it, if `data` is one (a request
    or an answer), else None."""
    if not isinstance(data, dict) or "seq" not in data:
        return None
    seq = protocol_short(data["seq"])
    if "cmd" in data:
        where = ": its `state` member is one" if data["cmd"] == "load" else ""
        return f"a wire-protocol request (cmd {protocol_short(data['cmd'])}, seq {seq}){where}"
    kinds = [k for k in ("result", "error", "unsupported") if k in data]
    if kinds:
        where = ": the `result` of an answer to `state` is one" if kinds == ["result"] else ""
        return f"a wire-protocol answer (seq {seq}, with `{kinds[0]}`){where}"
    return None


def read_state(path: str | Path, max_bytes: int = MAX_BYTES, seconds: float = READ_SECONDS) -> dict:
    """The validated state in `path`; raise StateFileError naming the file and place. At
    most `max_bytes` are read, in at most `seconds` (a pipe or device)."""
    path = Path(path)
    try:
        text = yamlio.read_text(path, max_bytes=max_bytes, seconds=seconds)  # a directory, a binary file ...
    except yamlio.LimitError as err:
        raise StateFileError(str(err), err.limit) from None
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
    what = _protocol_line(data)
    if what:
        raise StateFileError(f"{path}: check expects a canonical state (one per file: a JSON or YAML object "
                             f"naming its game, docs/state-and-actions.md), and this is {what}")
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
