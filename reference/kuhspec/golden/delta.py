"""The state after an action, written as a change of the state before it (a golden game's
steps, spec/schemas/golden-game.schema.json): exact, and small enough to keep many.

A delta is ``{"set": {pointer: value}, "del": [pointer], "splice": {pointer: [at, n, items]}}``
(every member optional). Pointers are JSON Pointers (RFC 6901) into the state before.
``set`` gives a member its new value (a new member too), ``del`` removes a member of an
object, ``splice`` replaces ``n`` elements of a list from index ``at`` by ``items``. Applied
in that order (splices and sets in the order written), a delta turns the state before into
the state after exactly, list order included. `delta(before, after)` writes the smallest
one this module knows how to: objects member by member, a list of equal length element by
element, any other list as one splice of the part between its unchanged ends.
"""

from __future__ import annotations

import copy
from typing import Any


def _esc(key: str) -> str:
    return str(key).replace("~", "~0").replace("/", "~1")


def _parts(pointer: str) -> list[str]:
    if pointer == "":
        return []
    if not pointer.startswith("/"):
        raise ValueError(f"{pointer!r} is no JSON Pointer")
    return [p.replace("~1", "/").replace("~0", "~") for p in pointer[1:].split("/")]


def same(a: Any, b: Any) -> bool:
    """Equal as JSON values: Python's == holds True == 1 == 1.0, JSON does not."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(v, b[k]) for k, v in a.items())
    if isinstance(a, list):
        return len(a) == len(b) and all(map(same, a, b))
    return a == b


def delta(before: Any, after: Any) -> dict:
    """The change from `before` to `after` (see the module)."""
    out: dict[str, Any] = {"set": {}, "del": [], "splice": {}}

    def walk(a: Any, b: Any, path: str) -> None:
        if type(a) is not type(b):
            out["set"][path] = b
        elif isinstance(a, dict):
            for k, v in b.items():
                if k not in a:
                    out["set"][f"{path}/{_esc(k)}"] = v
                elif not same(a[k], v):
                    walk(a[k], v, f"{path}/{_esc(k)}")
            out["del"].extend(f"{path}/{_esc(k)}" for k in a if k not in b)
        elif isinstance(a, list) and not same(a, b):
            if len(a) == len(b) and sum(not same(x, y) for x, y in zip(a, b)) <= 2:
                for i, (x, y) in enumerate(zip(a, b)):
                    if not same(x, y):
                        walk(x, y, f"{path}/{i}")
                return
            lo = 0
            while lo < min(len(a), len(b)) and same(a[lo], b[lo]):
                lo += 1
            hi = 0
            while hi < min(len(a), len(b)) - lo and same(a[-1 - hi], b[-1 - hi]):
                hi += 1
            out["splice"][path] = [lo, len(a) - lo - hi, b[lo:len(b) - hi]]
        elif not same(a, b):
            out["set"][path] = b

    walk(before, after, "")
    return {k: v for k, v in out.items() if v}


def _parent(doc: Any, pointer: str) -> tuple[Any, str]:
    parts = _parts(pointer)
    if not parts:
        raise ValueError("a delta never replaces the whole state")
    node = doc
    for part in parts[:-1]:
        node = node[int(part)] if isinstance(node, list) else node[part]
    return node, parts[-1]


def apply(before: Any, change: dict) -> Any:
    """The state after: `before` (left as it is) changed by `change`."""
    doc = copy.deepcopy(before)
    for pointer in change.get("del", []):
        node, key = _parent(doc, pointer)
        del node[key]
    for pointer, (at, n, items) in change.get("splice", {}).items():
        node, key = _parent(doc, pointer)
        target = node[int(key)] if isinstance(node, list) else node[key]
        target[at:at + n] = copy.deepcopy(items)
    for pointer, value in change.get("set", {}).items():
        node, key = _parent(doc, pointer)
        if isinstance(node, list):
            node[int(key)] = copy.deepcopy(value)
        else:
            node[key] = copy.deepcopy(value)
    return doc
