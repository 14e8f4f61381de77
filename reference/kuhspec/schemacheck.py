"""A yes-or-no validator compiled once from a JSON Schema (Draft 2020-12): fast answers,
jsonschema for the explanation.

jsonschema builds a new validator object for every subschema it descends into, on every
call: right for explaining a failure, slow for the question asked thousands of times a
game ("is this action well-formed?"). `compile_check(schema)` turns a schema into nested
closures that answer only that question, with jsonschema's semantics for every keyword it
accepts (an integer is an int that is no bool, or a float with no fraction; `enum` and
`const` tell True from 1; keywords apply only to instances of their type). A schema that
uses any other assertion keyword (or a remote `$ref`) is not compiled: the function
returns None and the caller keeps using jsonschema. Errors are never produced here: when
the answer is no, ask jsonschema which error to report, so messages stay exactly as they were.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import Any

Check = Callable[[Any], bool]

#: keywords that assert nothing (annotations, and the places schemas are kept)
IGNORED = {"$schema", "$id", "$defs", "$comment", "title", "description", "examples", "default",
           "deprecated", "readOnly", "writeOnly", "format"}


class Unsupported(Exception):
    """The schema uses something this compiler does not answer for."""


def compile_check(schema: Any, root: Any = None, resources: dict | None = None,
                  strict_integers: bool = False) -> Check | None:
    """A function instance -> bool that agrees with jsonschema's is_valid, or None.
    `root`: the document `schema` lies in (its local refs point there; default `schema`);
    `resources`: other documents by `$id`, for refs between them; `strict_integers`: an
    integer is never a float, for `type`, `enum` and `const` alike (kuhspec.schemafast's
    StrictValidator)."""
    root = schema if root is None else root
    try:
        return _Compiler(resources or {}, strict_integers).compile(schema, root)
    except Unsupported:
        return None


def _is_type(name: str, strict_integers: bool = False) -> Check:
    if name == "integer" and strict_integers:
        return lambda x: type(x) is int or (isinstance(x, int) and not isinstance(x, bool))
    if name == "integer":
        return lambda x: (type(x) is int or (isinstance(x, int) and not isinstance(x, bool))
                          or (isinstance(x, float) and x.is_integer()))
    if name == "number":
        return lambda x: isinstance(x, (int, float)) and not isinstance(x, bool)
    if name == "string":
        return lambda x: isinstance(x, str)
    if name == "object":
        return lambda x: isinstance(x, dict)
    if name == "array":
        return lambda x: isinstance(x, list)
    if name == "boolean":
        return lambda x: isinstance(x, bool)
    if name == "null":
        return lambda x: x is None
    raise Unsupported(f"type {name!r}")


def equal(one: Any, two: Any, strict_integers: bool = False) -> bool:
    """JSON equality as jsonschema judges it: True is not 1, 1 is 1.0, containers by content.
    `strict_integers`: an integer is never a float, so 1 is not 1.0 either (`enum` and
    `const` read strictly: a cow type of 60.0 is no cow type)."""
    if isinstance(one, str) or isinstance(two, str):
        return one == two
    if isinstance(one, list) and isinstance(two, list):
        return len(one) == len(two) and all(equal(a, b, strict_integers) for a, b in zip(one, two))
    if isinstance(one, dict) and isinstance(two, dict):
        return one.keys() == two.keys() and all(equal(one[k], two[k], strict_integers) for k in one)
    if isinstance(one, bool) or isinstance(two, bool):
        return isinstance(one, bool) and isinstance(two, bool) and one == two
    if isinstance(one, (list, dict)) or isinstance(two, (list, dict)):
        return False
    if strict_integers and isinstance(one, float) != isinstance(two, float):
        return False
    return one == two


def _number(x: Any) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool)


def _unique(items: list) -> bool:
    if all(isinstance(i, str) for i in items):
        return len(set(items)) == len(items)
    return not any(equal(a, b) for n, a in enumerate(items) for b in items[n + 1:])


def _multiple(x: Any, of: Any) -> bool:
    if isinstance(of, float) or isinstance(x, float):
        try:
            quotient = x / of
            return int(quotient) == quotient
        except OverflowError:
            return False
    return x % of == 0


class _Compiler:
    def __init__(self, resources: dict, strict_integers: bool):
        self.resources = resources
        self.strict_integers = strict_integers
        self.refs: dict[tuple[int, str], list] = {}  # (document, pointer) -> [check]: refs may recurse

    def compile(self, schema: Any, root: Any) -> Check:
        if schema is True:
            return lambda x: True
        if schema is False:
            return lambda x: False
        if not isinstance(schema, dict):
            raise Unsupported("a schema is an object or a boolean")
        if "$id" in schema and schema is not root:
            raise Unsupported("a subschema with its own $id (a new base for its refs)")
        checks = [self.keyword(k, v, schema, root) for k, v in schema.items()
                  if k not in IGNORED and not k.startswith("x-") and k not in ("then", "else")]
        checks = [c for c in checks if c is not None]
        if not checks:
            return lambda x: True
        if len(checks) == 1:
            return checks[0]
        return lambda x: all(c(x) for c in checks)

    def ref(self, ref: Any, root: Any) -> Check:
        if not isinstance(ref, str):
            raise Unsupported(f"$ref {ref!r}")
        url, _, pointer = ref.partition("#")
        if url:
            if url not in self.resources:
                raise Unsupported(f"$ref {ref!r}: no such document")
            root = self.resources[url]
        key = (id(root), pointer)
        if key not in self.refs:
            cell: list = []
            self.refs[key] = cell
            node = root
            for part in filter(None, pointer.split("/")):
                part = part.replace("~1", "/").replace("~0", "~")
                try:
                    node = node[int(part)] if isinstance(node, list) else node[part]
                except (KeyError, IndexError, ValueError, TypeError):
                    raise Unsupported(f"$ref {ref!r} names nothing") from None
            cell.append(self.compile(node, root))
        cell = self.refs[key]
        return lambda x: cell[0](x)

    def keyword(self, key: str, value: Any, schema: dict, root: Any) -> Check | None:  # noqa: C901
        compile = functools.partial(self.compile, root=root)  # a subschema lies in the same document
        if key == "$ref":
            return self.ref(value, root)
        if key == "type":
            names = [value] if isinstance(value, str) else list(value)
            kinds = [_is_type(n, self.strict_integers) for n in names]
            return kinds[0] if len(kinds) == 1 else (lambda x: any(k(x) for k in kinds))
        if key in ("enum", "const"):
            options = list(value) if key == "enum" else [value]
            if all(isinstance(o, str) for o in options):
                strings = frozenset(options)
                return lambda x: isinstance(x, str) and x in strings
            strict = self.strict_integers
            return lambda x: any(equal(x, o, strict) for o in options)
        if key == "properties":
            props = [(name, compile(sub)) for name, sub in value.items()]
            return lambda x: not isinstance(x, dict) or all(c(x[n]) for n, c in props if n in x)
        if key == "required":
            names = list(value)
            return lambda x: not isinstance(x, dict) or all(n in x for n in names)
        if key == "additionalProperties":
            if "patternProperties" in schema:
                raise Unsupported("patternProperties")
            known = frozenset(schema.get("properties", {}))
            if value is False:
                return lambda x: not isinstance(x, dict) or known.issuperset(x)
            extra = compile(value)
            return lambda x: not isinstance(x, dict) or all(extra(v) for k, v in x.items() if k not in known)
        if key == "dependentRequired":
            needs = [(k, list(v)) for k, v in value.items()]
            return lambda x: not isinstance(x, dict) or all(n in x for k, ns in needs if k in x for n in ns)
        if key == "propertyNames":
            name = compile(value)
            return lambda x: not isinstance(x, dict) or all(name(k) for k in x)
        if key == "items":
            if not isinstance(value, (dict, bool)):
                raise Unsupported("items as a list (use prefixItems)")
            item = compile(value)
            skip = len(schema.get("prefixItems") or ())  # items checks what prefixItems does not
            return lambda x: not isinstance(x, list) or all(item(i) for i in x[skip:])
        if key == "prefixItems":
            firsts = [compile(v) for v in value]
            return lambda x: not isinstance(x, list) or all(c(i) for c, i in zip(firsts, x))
        if key in ("minItems", "maxItems", "minLength", "maxLength", "minProperties", "maxProperties"):
            kind = {"I": list, "L": str, "P": dict}[key[3]]
            if key.startswith("min"):
                return lambda x: not isinstance(x, kind) or len(x) >= value
            return lambda x: not isinstance(x, kind) or len(x) <= value
        if key == "uniqueItems":
            return (lambda x: not isinstance(x, list) or _unique(x)) if value else None
        if key == "minimum":
            return lambda x: not _number(x) or x >= value
        if key == "maximum":
            return lambda x: not _number(x) or x <= value
        if key == "exclusiveMinimum":
            return lambda x: not _number(x) or x > value
        if key == "exclusiveMaximum":
            return lambda x: not _number(x) or x < value
        if key == "multipleOf":
            return lambda x: not _number(x) or _multiple(x, value)
        if key == "pattern":
            search = re.compile(value).search
            return lambda x: not isinstance(x, str) or search(x) is not None
        if key in ("allOf", "anyOf", "oneOf"):
            subs = [compile(s) for s in value]
            if key == "allOf":
                return lambda x: all(s(x) for s in subs)
            if key == "anyOf":
                return lambda x: any(s(x) for s in subs)
            return lambda x: sum(1 for s in subs if s(x)) == 1
        if key == "not":
            sub = compile(value)
            return lambda x: not sub(x)
        if key == "if":
            cond = compile(value)
            then = compile(schema.get("then", True))
            other = compile(schema.get("else", True))
            return lambda x: then(x) if cond(x) else other(x)
        raise Unsupported(f"keyword {key!r}")
