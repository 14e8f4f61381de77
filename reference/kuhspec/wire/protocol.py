"""The kuhspec wire protocol: version, message schemas and their validation.

See spec/protocol.md. Both the client (client.py) and the server (server.py) use this.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

import jsonschema
from referencing import Registry, Resource

from kuhspec.resources import data_path
# 0.0 is no integer; harness.strict, normalise and the export use it from here
from kuhspec.schemafast import StrictValidator  # noqa: F401

PROTOCOL_VERSION = "1.2"
MAX_DEPTH = 64  # nesting of a protocol message; game data is far shallower
#: what a client adds when a line on an implementation's stdout is no answer (a banner, a log line)
STDOUT_ONLY = ("; stdout must carry only protocol lines, one JSON answer per request: print banners, logs and "
               "debug output on stderr")
COMMANDS = ("hello", "new_game", "load", "act", "state", "view", "legal", "score", "bye")
OPTIONAL_COMMANDS = ("view", "legal")  # capabilities
# cmd -> the request field that carries the argument of the Implementation method of the same name (None: no argument)
ARGUMENT: dict[str, str | None] = {
    "new_game": "setup", "load": "state", "act": "action", "state": None, "view": "player", "legal": "player",
    "score": None,
}


def fields(cmd: str, arg: Any) -> dict:
    """The request fields of `cmd` called with `arg` (ARGUMENT names its field, if any)."""
    field = ARGUMENT[cmd]
    return {field: arg} if field else {}


def major(version: str) -> int | None:
    try:
        return int(str(version).split(".", 1)[0])
    except ValueError:
        return None


def compatible(version: str, ours: str = PROTOCOL_VERSION) -> bool:
    """Same major version: compatible (minor versions only add optional things)."""
    return major(version) is not None and major(version) == major(ours)


def schema_dir() -> Path:
    return data_path("spec") / "schemas"


@lru_cache(maxsize=1)
def _registry() -> tuple[Registry, dict[str, dict]]:
    schemas: dict[str, dict] = {}
    registry = Registry()
    for path in sorted(schema_dir().glob("*.json")):
        try:
            schema = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if not isinstance(schema, dict):
            continue
        schemas[path.name] = schema
        resource = Resource.from_contents(without_dialect(schema), default_specification=_spec())
        if "$id" in schema:
            registry = registry.with_resource(schema["$id"], resource)
        registry = registry.with_resource(path.name, resource)
    return registry, schemas


def without_dialect(schema: dict) -> dict:
    """`schema` without its `$schema`: a `$ref` to a document that names its dialect makes
    jsonschema validate that document with the stock validator of the dialect, and so lose
    the strict integer type below (0.0 would pass as an integer); every kuhspec schema is
    Draft 2020-12, so nothing else changes."""
    return {k: v for k, v in schema.items() if k != "$schema"}


def _spec():
    from referencing.jsonschema import DRAFT202012

    return DRAFT202012


def schema(name: str) -> dict:
    """A schema file from spec/schemas by file name, e.g. "protocol-response.schema.json"."""
    _, schemas = _registry()
    try:
        return schemas[name]
    except KeyError:
        raise FileNotFoundError(f"{schema_dir() / name} not found") from None




class MessageError(ValueError):
    """A line that is no acceptable protocol message (not JSON, too deep, bad text)."""


_NOT_STRUCTURE = bytes(b for b in range(256) if b not in b'[]{}"\\')  # all but brackets, quotes, backslashes
_STRING = re.compile(rb'"[^"]*"')
_INNERMOST = re.compile(rb"\[\]|\{\}")


def _clearly_fine(raw: bytes, max_depth: int) -> bool:
    """Whether JSON text `raw` (UTF-8, as it was parsed or dumped) is surely an acceptable
    message: no escape that could be a lone surrogate (no backslash at all, so no quote in
    a string is escaped either), and containers nested at most `max_depth` - 1 levels, so no
    value lies deeper than `max_depth`. False only means "look closer" (problem_in's walk)."""
    marks = raw.translate(None, _NOT_STRUCTURE)
    if b"\\" in marks:
        return False
    marks = marks.replace(b'""', b"")  # strings without a bracket in them
    if b'"' in marks:
        marks = _STRING.sub(b"", marks)
    for _ in range(max_depth):  # each pass takes away the innermost containers
        if not marks:
            return True
        shorter = _INNERMOST.sub(b"", marks)  # one level only: a pair it uncovers waits for the next pass
        if len(shorter) == len(marks):
            return False  # not brackets in pairs: let the walk judge
        marks = shorter
    return False


def problem_in(value: Any, max_depth: int = MAX_DEPTH, raw: bytes | None = None) -> str | None:
    """Why a parsed JSON value is no acceptable message: nested deeper than `max_depth`, or
    a string holding a lone surrogate (not Unicode text); None if it is fine. `raw`: the
    UTF-8 JSON text the value was parsed from or dumped to, which answers a fine value at
    once (the walk below names the problem of any other)."""
    if raw is not None and _clearly_fine(raw, max_depth):
        return None
    stack = [(value, 1)]
    while stack:
        node, depth = stack.pop()
        if depth > max_depth:
            return f"nested deeper than {max_depth} levels"
        if isinstance(node, str):
            try:
                node.encode("utf-8")
            except UnicodeEncodeError:
                return f"not Unicode text: a string holds a lone surrogate ({short(node.encode('utf-8', 'backslashreplace'), 40)})"
        elif isinstance(node, dict):
            stack.extend((k, depth + 1) for k in node)
            stack.extend((v, depth + 1) for v in node.values())
        elif isinstance(node, list):
            stack.extend((v, depth + 1) for v in node)
    return None


def loads(data: bytes | str, max_depth: int = MAX_DEPTH, check: bool = True) -> Any:
    """One protocol message from a line; MessageError says why it is none (with
    check=False, only why it is no JSON: see problem_in for the rest)."""
    try:
        text = data.decode("utf-8") if isinstance(data, bytes) else data
    except UnicodeDecodeError as e:
        raise MessageError(f"not JSON (not UTF-8 at byte {e.start})") from None
    try:
        value = json.loads(text)
    except RecursionError:
        raise MessageError(f"not JSON (nested deeper than {max_depth} levels)") from None
    except ValueError as e:
        raise MessageError(f"not JSON ({e})") from None
    problem = problem_in(value, max_depth, data if isinstance(data, bytes) else None) if check else None
    if problem:
        raise MessageError(problem)
    return value


_UTF8_JSON = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False).encode  # built once, not per message
_ASCII_JSON = json.JSONEncoder(separators=(",", ":")).encode


def dumps(value: Any) -> bytes:
    """A message as one line of UTF-8 JSON (non-ASCII kept, lone surrogates escaped)."""
    try:
        return _UTF8_JSON(value).encode("utf-8")
    except UnicodeEncodeError:
        return _ASCII_JSON(value).encode("ascii")


@lru_cache(maxsize=None)
def validator(name: str, pointer: str = "") -> jsonschema.protocols.Validator:
    """A validator for a schema file, or for a definition inside it (pointer "/$defs/act")."""
    registry, _ = _registry()
    root = schema(name)
    target: Any = root
    if pointer:
        target = {"$ref": f"{root.get('$id', name)}#{pointer}"}
    return StrictValidator(target, registry=registry)


@lru_cache(maxsize=None)
def _check(name: str, pointer: str = ""):
    """The yes-or-no check of `validator(name, pointer)`, compiled once (kuhspec.schemacheck)."""
    from kuhspec.schemacheck import compile_check

    _, schemas = _registry()
    root = schema(name)
    target = {"$ref": f"{root.get('$id', name)}#{pointer}"} if pointer else root
    resources = {**schemas, **{s["$id"]: s for s in schemas.values() if "$id" in s}}
    return compile_check(target, root=root, resources=resources, strict_integers=True) \
        or validator(name, pointer).is_valid


def first_error(value: Any, name: str, pointer: str = "") -> str | None:
    """None if `value` is valid, else a one-line description of the most relevant error."""
    if _check(name, pointer)(value):
        return None
    v = validator(name, pointer)
    err = jsonschema.exceptions.best_match(v.iter_errors(value))
    if err is None:
        return None
    where = "/" + "/".join(str(p) for p in err.absolute_path)
    return f"at {where}: {err.message}"


def short(value: Any, limit: int = 200) -> str:
    """A short printable rendering of a JSON value or raw text, for messages."""
    if isinstance(value, bytes):
        text = value.decode("utf-8", "replace")
    elif isinstance(value, str):
        text = value
    else:
        try:
            text = json.dumps(value, sort_keys=True)
        except (TypeError, ValueError):
            text = repr(value)
    text = text.replace("\n", "\\n")
    return text if len(text) <= limit else text[:limit] + f"... ({len(text)} chars)"
