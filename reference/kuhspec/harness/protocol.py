"""The kuhspec wire protocol: version, message schemas and their validation.

See spec/protocol.md. Both the client (subprocess_impl) and the server (serve) use this.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

import jsonschema
from referencing import Registry, Resource

from kuhspec.resources import data_path

PROTOCOL_VERSION = "1.1"
COMMANDS = ("hello", "new_game", "load", "act", "state", "view", "legal", "score", "bye")
OPTIONAL_COMMANDS = ("view", "legal")  # capabilities


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
        resource = Resource.from_contents(schema, default_specification=_spec())
        if "$id" in schema:
            registry = registry.with_resource(schema["$id"], resource)
        registry = registry.with_resource(path.name, resource)
    return registry, schemas


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


@lru_cache(maxsize=None)
def validator(name: str, pointer: str = "") -> jsonschema.protocols.Validator:
    """A validator for a schema file, or for a definition inside it (pointer "/$defs/act")."""
    registry, _ = _registry()
    root = schema(name)
    target: Any = root
    if pointer:
        target = {"$ref": f"{root.get('$id', name)}#{pointer}"}
    cls = jsonschema.validators.validator_for(root, default=jsonschema.Draft202012Validator)
    return cls(target, registry=registry)


def first_error(value: Any, name: str, pointer: str = "") -> str | None:
    """None if `value` is valid, else a one-line description of the most relevant error."""
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
