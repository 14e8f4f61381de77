"""Positions a game's load() accepted before, answered again from their first load.

A conformance run loads most positions again within a few dozen loads: the harness loads a
saved position back after every probe of legal(). `remembered(check)` wraps a game's full
check of a position (which answers a validated copy, or raises): the same JSON gets the
same checks and the same answer, so a position loaded again is answered from the result
of its first load, as a fresh copy. Nothing here names a game.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable

#: positions remembered per game, by default: in a conformance run, 64 Festival positions
#: keep all but 1% of the reloads that 256 would, at a quarter of the memory (Kuhno's need 16)
KEPT = 64


def canonical(value: object) -> str | None:
    """The canonical JSON text of `value`, or None where JSON would blur a difference
    (a key that is no string, a value that is no JSON)."""
    stack = [value]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            if not all(isinstance(k, str) for k in node):
                return None
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    try:
        return json.dumps(value, sort_keys=True, separators=(",", ":"), allow_nan=False)
    except (TypeError, ValueError):
        return None


def remembered(check: Callable[[object], dict], kept: int = KEPT) -> Callable[[object], dict]:
    """`check`, answering a position it accepted among the last `kept` from its first answer
    (SHA-256 of the position's canonical JSON -> the JSON of that answer)."""
    answers: dict[bytes, str] = {}

    def load(state: object) -> dict:
        text = canonical(state)
        key = hashlib.sha256(text.encode()).digest() if text is not None else None
        if key is not None and key in answers:
            return json.loads(answers[key])
        result = check(state)
        if key is not None:
            if len(answers) >= kept:
                answers.pop(next(iter(answers)))
            answers[key] = json.dumps(result)
        return result

    load.__doc__ = check.__doc__
    return load
