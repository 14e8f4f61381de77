"""What differential testing compares, and how: one normal form per kind of answer.

After every action the reference and the implementation are asked the same questions,
the *observations* of the position:

| key | request | compared as |
|---|---|---|
| ``act`` | the act answer | the events (each normalised by the game's event schema, in order), or the rejection's code and clause (its message is free text) |
| ``state`` | ``state()`` | normalised by the state schema (set-like zones sorted) |
| ``score`` | ``score()`` | normalised by the score schema |
| ``view:N`` | ``view(N)`` | normalised by the view schema (only when ``view`` is declared) |
| ``legal:N`` | ``legal(N)`` | a multiset of templates, each with its unordered members sorted (only when ``legal`` is declared) |

A game without a schema of some kind compares that kind exactly. Both sides go through the
same normaliser (pruned of members the schema does not know, as the strict harness does),
so a difference is a difference in meaning, never in spelling. Nothing here names a game;
the conformance steps that check a written reproduction use the same `Observer`.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from kuhspec.catalogue import catalogue
from kuhspec.harness.legalcheck import Templates
from kuhspec.harness.results import json_diff
from kuhspec.normalise import Normaliser

KINDS = ("state", "view", "score", "legal", "event")


def _key(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


class Observer:
    """The normal forms of one game's answers (see the module)."""

    def __init__(self, game_id: str):
        game = catalogue().game(game_id)
        every = {kind: game.schema(kind) for kind in game.schemas}  # $refs reach across them
        schemas = {kind: s for kind, s in every.items() if kind in KINDS}
        others = list(every.values())
        self.game = game_id
        self.norm = {kind: Normaliser(s, others=others, prune=True) for kind, s in schemas.items()}
        self.templates = Templates(schemas.get("legal") or {})

    def normal(self, kind: str, value: Any) -> Any:
        """`value` (an answer of `kind`: state, view, score, legal or act) in normal form."""
        if kind == "act":
            return self.answer(value)
        if kind == "load":
            return value
        if kind == "legal":
            return self.legal(value)
        norm = self.norm.get(kind)
        return norm(value) if norm is not None else value

    def answer(self, answer: Any) -> Any:
        """An act answer: its events in normal form, or its rejection's code and clause."""
        if isinstance(answer, dict) and isinstance(answer.get("rejection"), dict):
            rej = answer["rejection"]
            return {"rejection": {"code": rej.get("code"), "clause": rej.get("clause")}}
        if isinstance(answer, dict) and isinstance(answer.get("events"), list):
            norm = self.norm.get("event")
            return {"events": [norm(e) if norm is not None else e for e in answer["events"]]}
        return answer

    def legal(self, entries: Any) -> Any:
        """legal() as a multiset: every template with its unordered members sorted."""
        if not isinstance(entries, list):
            return entries
        norm = self.norm.get("legal")
        if norm is not None:
            entries = norm(entries)
        out = []
        for entry in entries:
            if isinstance(entry, dict):
                entry = {k: (sorted(v, key=_key) if k in self.templates.unordered and isinstance(v, list) else v)
                         for k, v in entry.items()}
            out.append(entry)
        return sorted(out, key=_key)


def differ(kind: str, expected: Any, actual: Any) -> dict | None:
    """The divergence of one observation (None: the same): the reference's and the
    implementation's normal forms and a compact JSON diff of them."""
    if _key(expected) == _key(actual):
        return None
    return {"observation": kind, "reference": expected, "implementation": actual,
            "diff": json_diff(expected, actual, limit=12)}


@lru_cache(maxsize=None)
def observer(game_id: str) -> Observer:
    """The game's Observer (built once: its normalisers compile the schemas)."""
    return Observer(game_id)
