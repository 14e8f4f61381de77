"""One normaliser for comparing canonical states (or any JSON checked by a schema).

The state contract leaves the order of some zones open: a stack you may search is a set, a
draw pile or a seat list is ordered. The schema says which, per array, with the annotation
``"x-order": "set"`` or ``"x-order": "ordered"`` (an array without it counts as ordered).
`normalise` walks an instance together with its schema and sorts exactly the ``set``
arrays, so two states that differ only in the order of a set compare equal. It reads no
game's names: every game's state schema drives it the same way.

Combinators (``anyOf``/``oneOf``/``allOf``, ``if``/``then``/``else``) are followed into
the branches the instance validates against, and ``$ref`` is resolved within the schema's
registry (the schemas of the same game, by their ``$id``).

With ``prune=True`` the normaliser also drops the members an object's schema does not know
(``additionalProperties: false``): the protocol promises that unknown answer members are
ignored, so they never make two states differ, and the pruned answer is then validated
strictly. An object marked ``"x-exact": true`` (a hidden zone of a view) is never pruned:
anything extra in it is information that must not be there.
"""

from __future__ import annotations

import json
from typing import Any

from referencing import Registry
from referencing.jsonschema import DRAFT202012

SET, ORDERED = "set", "ordered"


def _sort_key(item: Any) -> str:
    return json.dumps(item, sort_keys=True, separators=(",", ":"))


class Normaliser:
    def __init__(self, schema: dict, *, others: list[dict] = (), prune: bool = False, sort: bool = True):
        self.root = schema
        self.prune = prune
        self.sort = sort
        base = schema.get("$id", "urn:kuhspec:schema")
        registry = Registry().with_resource(base, DRAFT202012.create_resource(schema))
        for other in others:
            if other.get("$id") and other.get("$id") != base:
                registry = registry.with_resource(other["$id"], DRAFT202012.create_resource(other))
        self.registry = registry
        self._resolver = registry.resolver(base_uri=base)
        self._validator = _validator_class()(schema, registry=registry)

    def __call__(self, instance: Any) -> Any:
        return self._walk(instance, self.root, self._resolver)

    def _resolve(self, schema: Any, resolver) -> tuple[Any, Any]:
        while isinstance(schema, dict) and "$ref" in schema:
            resolved = resolver.lookup(schema["$ref"])
            rest = {k: v for k, v in schema.items() if k != "$ref"}
            schema, resolver = ({**resolved.contents, **rest} if rest else resolved.contents), resolved.resolver
        return schema, resolver

    def _applies(self, branch: Any, instance: Any, resolver) -> bool:
        return self._validator.evolve(schema=branch, _resolver=resolver).is_valid(instance)

    def _error_count(self, branch: Any, instance: Any, resolver) -> int:
        return sum(1 for _ in self._validator.evolve(schema=branch, _resolver=resolver).iter_errors(instance))

    def _cannot_apply(self, branch: Any, instance: Any, resolver) -> bool:
        """A cheap look at a branch: its type or a const member rules the instance out."""
        branch, _ = self._resolve(branch, resolver)
        if not isinstance(branch, dict):
            return False
        if branch.get("type") == "object" and not isinstance(instance, dict):
            return True
        if branch.get("type") == "array" and not isinstance(instance, list):
            return True
        if isinstance(instance, dict):
            for k, sub in (branch.get("properties") or {}).items():
                if isinstance(sub, dict) and "const" in sub and k in instance and instance[k] != sub["const"]:
                    return True
                if isinstance(sub, dict) and isinstance(sub.get("enum"), list) and k in instance \
                        and instance[k] not in sub["enum"]:
                    return True
        return False

    def _walk(self, instance: Any, schema: Any, resolver) -> Any:
        if not isinstance(instance, (dict, list)):
            return instance  # nothing to sort or prune in a scalar
        schema, resolver = self._resolve(schema, resolver)
        if not isinstance(schema, dict):
            return instance
        for key in ("allOf", "anyOf", "oneOf"):
            closest: tuple[int, Any] | None = None  # no branch applies: prune as the closest one
            applied = False
            for branch in schema.get(key, ()):
                if key == "allOf":
                    instance = self._walk(instance, branch, resolver)
                    continue
                if self._cannot_apply(branch, instance, resolver):
                    continue
                candidate = self._walk(instance, branch, resolver)
                if self._applies(branch, candidate, resolver):
                    instance, applied = candidate, True
                    if key == "oneOf":
                        break
                elif self.prune and not applied:
                    n = self._error_count(branch, candidate, resolver)
                    if closest is None or n < closest[0]:
                        closest = (n, candidate)
            if closest is not None and not applied:
                instance = closest[1]
        if "if" in schema:
            branch = schema.get("then") if self._applies(schema["if"], instance, resolver) else schema.get("else")
            if isinstance(branch, dict):
                instance = self._walk(instance, branch, resolver)
        if isinstance(instance, dict):
            props = schema.get("properties") or {}
            extra = schema.get("additionalProperties")
            drop = self.prune and extra is False and not schema.get("x-exact") and not schema.get("patternProperties")
            out = {}
            for k, v in instance.items():
                if drop and k not in props:
                    continue
                sub = props.get(k, extra if isinstance(extra, dict) else None)
                out[k] = self._walk(v, sub, resolver) if sub is not None else v
            return out
        if isinstance(instance, list):
            items = schema.get("items")
            prefix = schema.get("prefixItems") or []
            out = [self._walk(v, prefix[i] if i < len(prefix) else items, resolver)
                   if (i < len(prefix) or isinstance(items, dict)) else v
                   for i, v in enumerate(instance)]
            if self.sort and schema.get("x-order") == SET:
                out.sort(key=_sort_key)
            return out
        return instance


def explain(validator, instance: Any):
    """The error that best says why `instance` is invalid (None if it is valid): inside an
    anyOf/oneOf, the error of the branch the instance came closest to."""
    from jsonschema.exceptions import relevance

    errors = list(validator.iter_errors(instance))
    if not errors:
        return None
    err = max(errors, key=relevance)
    while err.context:
        groups: dict[Any, list] = {}
        for sub in err.context:
            groups.setdefault(sub.relative_schema_path[0] if sub.relative_schema_path else 0, []).append(sub)
        # the closest branch: the fewest errors of the wrong type, then the fewest errors
        closest = min(groups.values(), key=lambda g: (sum(e.validator == "type" for e in g), len(g)))
        err = max(closest, key=lambda e: (len(e.absolute_path), relevance(e)))
    return err


def _validator_class():
    from kuhspec.harness.protocol import StrictValidator  # integers are never floats

    return StrictValidator


def normaliser(schema: dict, **kw) -> Normaliser:
    """A callable that normalises instances of `schema` (build it once, call it often)."""
    return Normaliser(schema, **kw)


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
