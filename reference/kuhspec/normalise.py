"""One normaliser for comparing canonical states (or any JSON checked by a schema).

The state contract leaves the order of some zones open: a stack you may search is a set, a
draw pile or a seat list is ordered. The schema says which, per array, with the annotation
``"x-order": "set"`` or ``"x-order": "ordered"`` (an array without it counts as ordered).
`normalise` walks an instance together with its schema and sorts exactly the ``set``
arrays, so two states that differ only in the order of a set compare equal. It reads no
game's names: every game's state schema drives it the same way.

Combinators (``anyOf``/``oneOf``/``allOf``) are followed into the branches the instance
validates against, and ``$ref`` is resolved within the schema's registry.
"""

from __future__ import annotations

import json
from typing import Any

from jsonschema import Draft202012Validator
from referencing import Registry
from referencing.jsonschema import DRAFT202012

from kuhspec.schemafast import inline_local_refs

SET, ORDERED = "set", "ordered"


def _sort_key(item: Any) -> str:
    return json.dumps(item, sort_keys=True, separators=(",", ":"))


class Normaliser:
    def __init__(self, schema: dict):
        self.root = schema
        base = schema.get("$id", "urn:kuhspec:schema")
        registry = Registry().with_resource(base, DRAFT202012.create_resource(schema))
        self._resolver = registry.resolver(base_uri=base)
        self._validator = Draft202012Validator(schema, registry=registry)
        self._branches: dict[int, tuple[dict, Any]] = {}  # id(branch) -> (branch, its validator)
        self._resolved: dict[int, tuple[Any, Any]] = {}  # id(node) -> (node, node with its $ref resolved)
        self._sets: dict[int, tuple[Any, bool]] = {}  # id(node) -> (node, may a set array lie below it)

    def __call__(self, instance: Any) -> Any:
        return self._walk(instance, self.root)

    def _resolve(self, schema: dict) -> dict:
        known = self._resolved.get(id(schema))
        if known is not None and known[0] is schema:
            return known[1]
        node = schema
        while isinstance(schema, dict) and "$ref" in schema:
            resolved = self._resolver.lookup(schema["$ref"]).contents
            rest = {k: v for k, v in schema.items() if k != "$ref"}
            schema = {**resolved, **rest} if rest else resolved
        self._resolved[id(node)] = (node, schema)  # once per schema node
        return schema

    def _applies(self, branch: dict, instance: Any) -> bool:
        known = self._branches.get(id(branch))
        if known is None or known[0] is not branch:  # compiled once per branch, local refs inlined
            known = self._branches[id(branch)] = (
                branch, self._validator.evolve(schema=inline_local_refs(branch, self.root)))
        return known[1].is_valid(instance)

    def _has_sets(self, schema: Any) -> bool:
        """Whether a `set` array may lie below `schema` (along what _walk follows); where
        none can, walking it would return the instance as it is. Once per schema node."""
        known = self._sets.get(id(schema))
        if known is not None and known[0] is schema:
            return known[1]
        self._sets[id(schema)] = (schema, True)  # while we look (a $ref cycle): assume so
        s = self._resolve(schema)
        found = False
        if isinstance(s, dict):
            below = [*s.get("allOf", ()), *s.get("anyOf", ()), *s.get("oneOf", ()),
                     *(s.get("properties") or {}).values(), *(s.get("prefixItems") or ())]
            below += [s[k] for k in ("additionalProperties", "items") if isinstance(s.get(k), dict)]
            found = s.get("x-order") == SET or any(self._has_sets(b) for b in below)
        self._sets[id(schema)] = (schema, found)
        return found

    def _walk(self, instance: Any, schema: Any) -> Any:
        if not self._has_sets(schema):
            return instance
        schema = self._resolve(schema)
        if not isinstance(schema, dict):
            return instance
        for key in ("allOf", "anyOf", "oneOf"):
            for branch in schema.get(key, ()):
                if key == "allOf" or self._applies(branch, instance):
                    instance = self._walk(instance, branch)
        if isinstance(instance, dict):
            props = schema.get("properties") or {}
            extra = schema.get("additionalProperties")
            out = {}
            for k, v in instance.items():
                sub = props.get(k, extra if isinstance(extra, dict) else None)
                out[k] = self._walk(v, sub) if sub is not None else v
            return out
        if isinstance(instance, list):
            items = schema.get("items")
            prefix = schema.get("prefixItems") or []
            out = [self._walk(v, prefix[i] if i < len(prefix) else items) if (i < len(prefix) or isinstance(items, dict)) else v
                   for i, v in enumerate(instance)]
            if schema.get("x-order") == SET:
                out.sort(key=_sort_key)
            return out
        return instance


def normaliser(schema: dict) -> Normaliser:
    """A callable that normalises instances of `schema` (build it once, call it often)."""
    return Normaliser(schema)


def normalise(instance: Any, schema: dict) -> Any:
    return Normaliser(schema)(instance)


def differences(a: Any, b: Any, path: str = "$") -> list[str]:
    """JSON paths where two (normalised) documents differ, for a readable failure message."""
    if isinstance(a, dict) and isinstance(b, dict):
        out = []
        for k in sorted(set(a) | set(b)):
            if k not in a or k not in b:
                out.append(f"{path}.{k}: {'missing' if k not in a else a[k]!r} -> {'missing' if k not in b else b[k]!r}")
            else:
                out += differences(a[k], b[k], f"{path}.{k}")
        return out
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        return [d for i, (x, y) in enumerate(zip(a, b)) for d in differences(x, y, f"{path}[{i}]")]
    return [] if a == b else [f"{path}: {a!r} -> {b!r}"]
