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
from collections.abc import Callable
from typing import Any

from referencing import Registry
from referencing.jsonschema import DRAFT202012

from kuhspec.schemacheck import compile_check

SET, ORDERED = "set", "ordered"


_SORT_KEY = json.JSONEncoder(sort_keys=True, separators=(",", ":")).encode  # built once, as json.dumps would


def _sort_key(item: Any) -> str:
    return _SORT_KEY(item)


Walk = Callable[[Any], Any]  # an instance -> the instance normalised
Check = Callable[[Any], bool]


def _same(instance: Any) -> Any:
    return instance


class Normaliser:
    """Compiled once from the schema: each subschema becomes one function, with its `$ref`s
    resolved and its branch checks compiled (kuhspec.schemacheck, jsonschema where that
    declines) when it is first reached, so a call does no lookups."""

    def __init__(self, schema: dict, *, others: list[dict] = (), prune: bool = False, sort: bool = True):
        self.root = schema
        self.prune = prune
        self.sort = sort
        base = schema.get("$id", "urn:kuhspec:schema")
        registry = Registry().with_resource(base, DRAFT202012.create_resource(schema))
        documents = {base: schema}
        for other in others:
            if other.get("$id") and other.get("$id") != base:
                registry = registry.with_resource(other["$id"], DRAFT202012.create_resource(other))
                documents[other["$id"]] = other
        self.registry = registry
        self._documents = documents
        self._resolver = registry.resolver(base_uri=base)
        self._validator = _validator_class()(schema, registry=registry)
        self._walks: dict[tuple[int, int], tuple[Any, list]] = {}  # -> (subschema, [its walk])
        self._top = self._compile(schema, self._resolver)

    def __call__(self, instance: Any) -> Any:
        return self._top(instance)

    def _resolve(self, schema: Any, resolver) -> tuple[Any, Any]:
        while isinstance(schema, dict) and "$ref" in schema:
            resolved = resolver.lookup(schema["$ref"])
            rest = {k: v for k, v in schema.items() if k != "$ref"}
            schema, resolver = ({**resolved.contents, **rest} if rest else resolved.contents), resolved.resolver
        return schema, resolver

    # -- the checks of a branch, built once per branch ---------------------------------------
    def _applies_check(self, branch: Any, resolver) -> Check:
        """Whether an instance validates against `branch` (jsonschema's is_valid)."""
        fast = compile_check(branch, root=resolver.lookup("#").contents, resources=self._documents,
                             strict_integers=True)
        return fast or self._validator.evolve(schema=branch, _resolver=resolver).is_valid

    def _error_count(self, branch: Any, instance: Any, resolver) -> int:
        return sum(1 for _ in self._validator.evolve(schema=branch, _resolver=resolver).iter_errors(instance))

    def _cannot_apply_check(self, branch: Any, resolver) -> Check:
        """A cheap look at a branch: its type or a const member rules the instance out."""
        branch, _ = self._resolve(branch, resolver)
        if not isinstance(branch, dict):
            return lambda instance: False
        kind = {"object": dict, "array": list}.get(branch.get("type"))
        consts = [(k, sub["const"]) for k, sub in (branch.get("properties") or {}).items()
                  if isinstance(sub, dict) and "const" in sub]
        enums = [(k, sub["enum"]) for k, sub in (branch.get("properties") or {}).items()
                 if isinstance(sub, dict) and isinstance(sub.get("enum"), list)]

        def cannot(instance: Any) -> bool:
            if kind is not None and not isinstance(instance, kind):
                return True
            if isinstance(instance, dict):
                for k, value in consts:
                    if k in instance and instance[k] != value:
                        return True
                for k, values in enums:
                    if k in instance and instance[k] not in values:
                        return True
            return False

        return cannot

    # -- compiling ---------------------------------------------------------------------------
    def _compile(self, schema: Any, resolver) -> Walk:
        """The walk of `schema` (a subschema of the document `resolver` stands in), built on
        first use; a schema that refers to itself gets its walk once it is built."""
        key = (id(schema), id(resolver.lookup("#").contents))  # a subschema, in the document it is read in
        known = self._walks.get(key)
        if known is not None:
            cell = known[1]
            return cell[0] if cell else (lambda instance: cell[0](instance))
        cell: list = []
        self._walks[key] = (schema, cell)
        cell.append(self._build(schema, resolver))
        return cell[0]

    def _build(self, schema: Any, resolver) -> Walk:  # noqa: C901 (one keyword per block)
        schema, resolver = self._resolve(schema, resolver)
        if not isinstance(schema, dict):
            return _same
        steps: list[Walk] = []  # applied in turn to a dict or list instance
        for key in ("allOf", "anyOf", "oneOf"):
            if key == "allOf":
                steps += [self._compile(branch, resolver) for branch in schema.get(key, ())]
            elif schema.get(key, ()):
                steps.append(self._choice(key, schema[key], resolver))
        if "if" in schema:
            steps.append(self._condition(schema, resolver))
        props = schema.get("properties") or {}
        extra = schema.get("additionalProperties")
        drop = self.prune and extra is False and not schema.get("x-exact") and not schema.get("patternProperties")
        members = {k: self._compile(sub, resolver) if sub is not None else None for k, sub in props.items()}
        other = self._compile(extra, resolver) if isinstance(extra, dict) else None
        items = schema.get("items")
        prefix = [self._compile(sub, resolver) for sub in schema.get("prefixItems") or []]
        item = self._compile(items, resolver) if isinstance(items, dict) else None
        as_set = self.sort and schema.get("x-order") == SET

        def walk(instance: Any) -> Any:
            if not isinstance(instance, (dict, list)):
                return instance  # nothing to sort or prune in a scalar
            for step in steps:
                instance = step(instance)
            if isinstance(instance, dict):
                out = {}
                for k, v in instance.items():
                    if k in members:
                        sub = members[k]
                    elif drop:
                        continue
                    else:
                        sub = other
                    out[k] = sub(v) if sub is not None and isinstance(v, (dict, list)) else v
                return out
            out = [(prefix[i] if i < len(prefix) else item)(v)
                   if (i < len(prefix) or item is not None) and isinstance(v, (dict, list)) else v
                   for i, v in enumerate(instance)]
            if as_set:
                out.sort(key=_sort_key)
            return out

        return walk

    def _choice(self, key: str, branches: list, resolver) -> Walk:
        """anyOf/oneOf: each branch that applies normalises the instance in turn (oneOf: the
        first); when none applies, a pruning normaliser prunes as the closest branch."""
        compiled = [(self._cannot_apply_check(b, resolver), self._compile(b, resolver),
                     self._applies_check(b, resolver), b) for b in branches]
        first_only = key == "oneOf"
        prune = self.prune

        def choose(instance: Any) -> Any:
            closest: tuple[int, Any] | None = None
            applied = False
            for cannot, walk, applies, branch in compiled:
                if cannot(instance):
                    continue
                candidate = walk(instance)
                if applies(candidate):
                    instance, applied = candidate, True
                    if first_only:
                        break
                elif prune and not applied:
                    n = self._error_count(branch, candidate, resolver)
                    if closest is None or n < closest[0]:
                        closest = (n, candidate)
            if closest is not None and not applied:
                instance = closest[1]
            return instance

        return choose

    def _condition(self, schema: dict, resolver) -> Walk:
        """if/then/else: the instance is normalised by the branch its `if` chooses."""
        test = self._applies_check(schema["if"], resolver)
        then, other = schema.get("then"), schema.get("else")
        then_walk = self._compile(then, resolver) if isinstance(then, dict) else _same
        else_walk = self._compile(other, resolver) if isinstance(other, dict) else _same
        return lambda instance: then_walk(instance) if test(instance) else else_walk(instance)


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
    from kuhspec.wire.protocol import StrictValidator  # integers are never floats

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
