"""Do two answers agree? The one comparison every verdict makes, under the game's normative
boundary (spec/<game>/boundary.yaml, read by the catalogue).

Each kind of answer is put in a normal form, the same way on both sides, and two answers
agree when their normal forms are the same JSON:

| kind | normal form |
|---|---|
| ``state``, ``view``, ``score`` | normalised by the game's schema of that kind (set-like zones sorted, members the schema does not know dropped), then the boundary's free parts removed |
| ``legal`` | a multiset of templates, each with its unordered members sorted and its sample members (the legal schema's ``x-templates`` ``sample``) replaced by their shape: a sample is judged by the rule, not by its value |
| ``act`` | a rejection by the members the boundary makes normative (code and clause); an accepted action by its events when events are normative, else only by being an accepted action |
| ``load``, ``new_game`` | ok, or a refusal by its normative members (code, path as a list of segments) and, when both sides give it, its clause |

A game without a schema of some kind compares that kind exactly (after the boundary).
Nothing here names a game.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from typing import Any

from kuhspec.catalogue import catalogue
from kuhspec.harness.legalcheck import Templates
from kuhspec.harness.results import json_diff
from kuhspec.normalise import Normaliser

KINDS = ("state", "view", "score", "legal", "event")
POSITION = ("load", "new_game")


def key(value: Any) -> str:
    """The canonical JSON text of a value: two values are the same when their keys are."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


_DOTTED = re.compile(r"\.([^.\[\]]+)|\[(\d+)\]|\[['\"]([^'\"]*)['\"]\]")


def path_segments(path: Any) -> list[str] | None:
    """A refusal's path as a list of segments (None: not a path we can read).

    Both spellings the boundary allows are read: a JSON Pointer (``/neutral_pile/0``, ``""``
    for the whole argument) and the dotted form (``$.neutral_pile[0]``, ``$['a b'].c``,
    ``$`` for the whole argument)."""
    if not isinstance(path, str):
        return None
    if path == "" or path == "$":
        return []
    if path.startswith("/"):
        return [p.replace("~1", "/").replace("~0", "~") for p in path[1:].split("/")]
    if not path.startswith("$"):
        return None
    rest, out = path[1:], []
    while rest:
        m = _DOTTED.match(rest)
        if m is None:
            return None
        out.append(next(g for g in m.groups() if g is not None))
        rest = rest[m.end():]
    return out


def names_place(expected: Any, actual: Any) -> bool:
    """Whether a refusal's path (`actual`) names the faulty place `expected`, or a place
    inside it (a card of a faulty list is as good as the list), in either spelling (see
    path_segments)."""
    a, b = path_segments(expected), path_segments(actual)
    return a is not None and b is not None and b[:len(a)] == a


def _drop(value: Any, parts: list[str]) -> Any:
    """`value` with what the pointer `parts` selects removed (`*`: every item or member)."""
    if not parts:
        return value
    head, rest = parts[0], parts[1:]
    if isinstance(value, dict):
        if head == "*":
            return {k: _drop(v, rest) for k, v in value.items()} if rest else {}
        if head not in value:
            return value
        if not rest:
            return {k: v for k, v in value.items() if k != head}
        return {**value, head: _drop(value[head], rest)}
    if isinstance(value, list):
        if head == "*":
            return [_drop(v, rest) for v in value] if rest else []
        if head.isdigit() and int(head) < len(value):
            i = int(head)
            return value[:i] + ([_drop(value[i], rest)] if rest else []) + value[i + 1:]
    return value


class Law:
    """The normal forms of one game's answers under its boundary (see the module)."""

    def __init__(self, game_id: str):
        game = catalogue().game(game_id)
        every = {kind: game.schema(kind) for kind in game.schemas}  # $refs reach across them
        schemas = {kind: s for kind, s in every.items() if kind in KINDS}
        others = list(every.values())
        self.game = game_id
        self.boundary = game.boundary
        self.norm = {kind: Normaliser(s, others=others, prune=True) for kind, s in schemas.items()}
        self.templates = Templates(schemas.get("legal") or {})
        self.free: dict[str, list[list[str]]] = {}
        for entry in self.boundary["free"]:
            self.free.setdefault(entry["answer"], []).append(entry["pointer"][1:].split("/"))
        self.events_normative = self.boundary["events"]["status"] == "normative"
        refusals = self.boundary["refusals"]
        self.act_members = tuple(refusals["act"]["normative"]) + tuple(refusals["act"]["when_given"])
        self.position_members = tuple(refusals["position"]["normative"])
        self.position_optional = tuple(refusals["position"]["when_given"])

    # -- normal forms ---------------------------------------------------------------------

    def normal(self, kind: str, value: Any) -> Any:
        """`value` (an answer of `kind`: state, view, score, legal, act, load or new_game;
        ``view:2`` reads as view) in normal form."""
        kind = kind.split(":")[0]
        if kind == "act":
            return self.answer(value)
        if kind in POSITION:
            return self.position(value)
        if kind == "legal":
            return self.legal(value)
        norm = self.norm.get(kind)
        value = norm(value) if norm is not None else value
        for parts in self.free.get(kind, ()):
            value = _drop(value, parts)
        return value

    def answer(self, answer: Any) -> Any:
        """An act answer: its rejection's normative members, or its events (normative) or
        just the fact that it was accepted with a list of events (informative)."""
        if isinstance(answer, dict) and isinstance(answer.get("rejection"), dict):
            rej = answer["rejection"]
            return {"rejection": {m: rej.get(m) for m in self.act_members}}
        if isinstance(answer, dict) and isinstance(answer.get("events"), list):
            if not self.events_normative:
                return {"events": "accepted (events are informative)"}
            norm = self.norm.get("event")
            return {"events": [norm(e) if norm is not None else e for e in answer["events"]]}
        return answer

    def position(self, answer: Any) -> Any:
        """A load or new_game answer: ok, or its refusal's normative members (the path as
        segments); the optional members are kept, and compared where both sides give them."""
        if not isinstance(answer, dict):
            return answer
        if answer.get("ok") is True:
            return {"ok": True}
        err = answer.get("error")
        if not isinstance(err, dict):
            return answer
        out = {m: err.get(m) for m in self.position_members}
        if "path" in out:  # two engines' paths agree as segments (a difference in depth is a difference here)
            segments = path_segments(out["path"])
            out["path"] = segments if segments is not None else out["path"]
        out.update({m: err[m] for m in self.position_optional if err.get(m) is not None})
        return {"refused": out}

    def legal(self, entries: Any) -> Any:
        """legal() as a multiset: every template with its unordered members sorted and its
        sample members replaced by their shape."""
        if not isinstance(entries, list):
            return entries
        norm = self.norm.get("legal")
        if norm is not None:
            entries = norm(entries)
        t = self.templates
        out = []
        for entry in entries:
            if isinstance(entry, dict):
                sample = set((t.templates.get(entry.get(t.kind)) or {}).get("sample") or ())
                entry = {k: (_shape(v) if k in sample else
                             sorted(v, key=key) if k in t.unordered and isinstance(v, list) else v)
                         for k, v in entry.items()}
            out.append(entry)
        return sorted(out, key=key)

    # -- the verdict ----------------------------------------------------------------------

    def differ(self, kind: str, expected: Any, actual: Any) -> dict | None:
        """None when the two answers agree; else the divergence: the observation, both
        normal forms and a compact JSON diff of them."""
        a, b = self.normal(kind, expected), self.normal(kind, actual)
        if kind.split(":")[0] in POSITION:
            a, b = _common_optional(a, b, self.position_optional)
        return differ(kind, a, b)

    def agree(self, kind: str, expected: Any, actual: Any) -> bool:
        return self.differ(kind, expected, actual) is None


def _shape(sample: Any) -> Any:
    """What a sample member is judged by: a list of that length (its items are the
    implementation's choice)."""
    return {"sample of": len(sample)} if isinstance(sample, list) else {"sample": type(sample).__name__}


def _common_optional(a: Any, b: Any, optional: tuple[str, ...]) -> tuple[Any, Any]:
    """Two refusals' normal forms with each optional member kept only where both give it."""
    if not (isinstance(a, dict) and isinstance(b, dict) and "refused" in a and "refused" in b):
        return a, b
    ra, rb = dict(a["refused"]), dict(b["refused"])
    for m in optional:
        if m not in ra or m not in rb:
            ra.pop(m, None)
            rb.pop(m, None)
    return {"refused": ra}, {"refused": rb}


def differ(kind: str, expected: Any, actual: Any) -> dict | None:
    """The divergence of two normal forms (None: the same): both and a compact JSON diff."""
    if key(expected) == key(actual):
        return None
    return {"observation": kind, "reference": expected, "implementation": actual,
            "diff": json_diff(expected, actual, limit=12)}


@lru_cache(maxsize=None)
def law(game_id: str) -> Law:
    """The game's Law (built once: its normalisers compile the schemas)."""
    return Law(game_id)
