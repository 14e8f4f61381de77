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
"""

from __future__ import annotations

from typing import Any

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
