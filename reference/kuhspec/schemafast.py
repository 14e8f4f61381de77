"""Validators compiled once, with the schema's local ``$ref``s resolved once.

A jsonschema validator resolves every ``$ref`` it meets through ``referencing`` on every
call: for a canonical state, whose schema is mostly ``$ref``s into ``$defs``, that lookup
costs more than the checks themselves. `inline_local_refs` replaces each local reference
(``#/$defs/...``) by the schema it names, once, so the validator walks plain subschemas;
`compiled` builds the validator from that copy.

The errors are the same ones, in the same order, with the same instance paths, keywords
and messages (only their schema paths no longer pass through ``$ref``), so ``best_match``
picks the same error. A reference with sibling keywords other than annotations, and a
reference that (directly or not) refers to itself, are left as they are and resolved by
jsonschema as before; ``$defs`` and ``$id`` stay in the copy for them.

`StrictValidator` reads JSON Schema's ``integer`` strictly (``0.0`` is no integer: no seat,
no turn, no amount; nor is it the ``0`` of an ``enum`` or a ``const``), and `Strict` is one
schema read so, for every check of game data that the wire, a state file or an action
passes through (the protocol, both engines' positions and actions): a state that says
``"turn": 0.0`` is refused where it is loaded, not found later as a float that indexes a
list.
"""

from __future__ import annotations

import functools
from typing import Any

import jsonschema

#: keywords that never produce an error, so a `$ref` beside them may still be inlined
ANNOTATIONS = {"description", "title", "$comment", "examples", "default", "deprecated", "readOnly",
               "writeOnly"}


def _target(root: dict, ref: str) -> Any:
    node: Any = root
    for part in ref[2:].split("/"):
        part = part.replace("~1", "/").replace("~0", "~")
        node = node[int(part)] if isinstance(node, list) else node[part]
    return node


def _inlinable(node: dict) -> bool:
    ref = node.get("$ref")
    return (isinstance(ref, str) and ref.startswith("#/")
            and all(k == "$ref" or k in ANNOTATIONS or k.startswith("x-") for k in node))


def inline_local_refs(schema: Any, root: dict | None = None) -> Any:
    """A copy of `schema` with its local references (into `root`, by default `schema`
    itself) replaced by their targets (see above)."""
    root = schema if root is None else root
    done: dict[str, Any] = {}

    def walk(node: Any, active: tuple[str, ...]) -> Any:
        if isinstance(node, dict):
            if _inlinable(node):
                ref = node["$ref"]
                if ref in active:  # a cycle: leave this one to jsonschema
                    return dict(node)
                if ref not in done:
                    try:
                        target = _target(root, ref)
                    except (KeyError, IndexError, ValueError, TypeError):
                        return dict(node)  # an unresolvable ref: jsonschema reports it as before
                    done[ref] = walk(target, (*active, ref))
                return done[ref]
            return {k: walk(v, active) if k not in ANNOTATIONS else v for k, v in node.items()}
        if isinstance(node, list):
            return [walk(v, active) for v in node]
        return node

    return walk(schema, ())


def compiled(schema: dict, cls: Any = None):
    """A validator of `schema` (Draft 2020-12 unless `cls`) with its local refs inlined."""
    if cls is None:
        from jsonschema import Draft202012Validator as cls
    return cls(inline_local_refs(schema))


def _is_integer(checker, instance) -> bool:
    """JSON Schema "integer", without the floats that happen to be whole (0.0 is no seat)."""
    return isinstance(instance, int) and not isinstance(instance, bool)


def _enum(validator, enums, instance, schema):
    """`enum` with integers read strictly (60.0 is not one of [10, 30, 60])."""
    from kuhspec.schemacheck import equal

    if not any(equal(instance, each, strict_integers=True) for each in enums):
        yield jsonschema.ValidationError(f"{instance!r} is not one of {enums!r}")


def _const(validator, const, instance, schema):
    """`const` with integers read strictly (2.0 is not 2)."""
    from kuhspec.schemacheck import equal

    if not equal(instance, const, strict_integers=True):
        yield jsonschema.ValidationError(f"{const!r} was expected")


_CHECKER = jsonschema.Draft202012Validator.TYPE_CHECKER.redefine("integer", _is_integer)
StrictValidator = jsonschema.validators.extend(jsonschema.Draft202012Validator, type_checker=_CHECKER,
                                               validators={"enum": _enum, "const": _const})


class Strict:
    """One schema read strictly: `valid` is a yes-or-no check compiled once
    (kuhspec.schemacheck), `error` asks jsonschema (local refs inlined once) to explain a no."""

    def __init__(self, schema: dict):
        from kuhspec.schemacheck import compile_check

        self.schema = schema
        self.valid = compile_check(schema, strict_integers=True) or self.validator.is_valid

    @functools.cached_property
    def validator(self):
        return compiled(self.schema, StrictValidator)

    @functools.cached_property
    def loosely_valid(self):
        """The check with JSON Schema's own reading, for which 0.0 is an integer."""
        from kuhspec.schemacheck import compile_check

        return compile_check(self.schema) or compiled(self.schema).is_valid

    def error(self, instance: Any):
        """The best error of `instance` (a jsonschema ValidationError), or None if it is valid.
        An instance wrong only by its whole floats (valid when 0.0 is an integer) is told so
        at the first of them, not as a branch of a `oneOf` that nothing matched."""
        if self.valid(instance):
            return None
        if self.loosely_valid(instance):
            for path, value in _whole_floats(instance):
                return jsonschema.ValidationError(f"{value!r} is not of type 'integer'", instance=value, path=path,
                                                  validator="type")
        return jsonschema.exceptions.best_match(self.validator.iter_errors(instance))


def members(node: Any, path: tuple = ()):
    """(path, value) of every member of a JSON value at any depth, the whole first (path ()),
    in document order."""
    yield path, node
    if isinstance(node, dict):
        for k, v in node.items():
            yield from members(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from members(v, (*path, i))


def _whole_floats(node: Any):
    """(path, value) of each float with no fraction in a JSON value, in document order."""
    return ((list(path), v) for path, v in members(node) if isinstance(v, float) and v.is_integer())
