"""legal() checked in full, on the scenario's own positions, without changing them.

Wherever an implementation declares the capability `legal` and its game has a legal schema,
the step library calls `LegalCheck.probe` at each position where the scenario acts, and
`LegalCheck.covers` on the action it then plays:

- **sound**: every entry legal(seat) lists, for every seat, is tried with act(): a concrete
  action as it is, a template with its free members set to the probe value and its ranges
  at their ends. Each must be accepted. Between tries, the saved position is load()ed back,
  and at the end state() must equal the saved state again (normalised), so the scenario
  goes on from exactly the position it built;
- **complete**: an action that act() accepts must be covered by an entry of legal() for its
  seat at the position before it; an action that act() rejects must not be.

How to read a template is data, the legal schema's annotations (spec/protocol.md, Legal
actions and templates): `x-player` (the member naming the seat), `x-kind` (the member
naming the kind of action), `x-templates` (per kind: `free` members and their probe
values, `range` members with their bound members and step, `optional` members an accepted
action may leave out or add, `sample` members whose listed value is one sample of many
lists of that length, `external` members supplied from outside the game, such as an
explicit deal: an action that carries one is no player's choice legal() could list, and is
not checked against it), `x-unordered` (list members compared as sets) and `x-unlisted` (a
JSON pointer into the state after an accepted action: a non-empty list there marks a
mistake the rules let stand until it is challenged, which legal() does not list). Nothing
here names a game.
"""

from __future__ import annotations

import json
import re
from typing import Any

from kuhspec.wire.protocol import short
from kuhspec.interface import ImplementationError

MAX_PROBES = 400  # per position: far above any real position; a hostile list is cut here


def _key(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def _rejected(answer: dict) -> str:
    rej = answer["rejection"]
    return f"{rej.get('code')} ({rej.get('clause')})"


class LegalFailure(AssertionError):
    """legal() is not sound or not complete; carries expected and actual for the report
    (`compares`: "state" when they are two positions, which a report draws)."""

    def __init__(self, message: str, expected: Any = None, actual: Any = None, compares: str | None = None):
        super().__init__(message)
        self.expected = expected
        self.actual = actual
        self.compares = compares


class Templates:
    """How a game's legal entries read (from its legal schema's annotations)."""

    def __init__(self, schema: dict):
        self.player = schema.get("x-player", "player")
        self.kind = schema.get("x-kind", "type")
        self.templates: dict = schema.get("x-templates") or {}
        self.unordered = set(schema.get("x-unordered") or ())
        self.copies = {m: re.compile(p) for m, p in (schema.get("x-interchangeable") or {}).items()}
        self.unlisted = schema.get("x-unlisted") if isinstance(schema.get("x-unlisted"), str) else None

    def _item(self, member: str, item: Any, loose: bool) -> str:
        pattern = self.copies.get(member) if loose else None
        if pattern is not None and isinstance(item, str) and (m := pattern.match(item)):
            return m.group(1)
        return _key(item)

    def _items(self, member: str, value: list, loose: bool) -> list[str]:
        return [self._item(member, x, loose) for x in value]

    def _same(self, member: str, a: Any, b: Any, loose: bool = False) -> bool:
        if member in self.unordered and isinstance(a, list) and isinstance(b, list):
            return sorted(self._items(member, a, loose)) == sorted(self._items(member, b, loose))
        return _key(a) == _key(b)

    def _choices(self, spec: dict, entry: dict, state: dict | None) -> dict:
        """member -> (count member, the list it is chosen from), for `choose` members the
        entry leaves to the draw (e.g. n cards of the player's own stack)."""
        out = {}
        for member, c in (spec.get("choose") or {}).items():
            if c.get("count") in entry and member not in entry and isinstance(state, dict):
                node: Any = state
                for part in c.get("from", "").strip("/").split("/"):
                    part = part.replace("{player}", str(entry.get(self.player)))
                    node = node[int(part)] if isinstance(node, list) and part.isdigit() else (
                        node.get(part) if isinstance(node, dict) else None)
                out[member] = (c["count"], node if isinstance(node, list) else [])
        return out

    def probes(self, entry: dict, state: dict | None = None) -> list[dict]:
        """The concrete actions that try an entry (a template: its choices at their ends)."""
        spec = self.templates.get(entry.get(self.kind)) or {}
        bounds = {b for r in (spec.get("range") or {}).values() for b in (r.get("min"), r.get("max")) if b}
        choices = self._choices(spec, entry, state)
        bounds |= {count for count, _ in choices.values()}
        base = {k: v for k, v in entry.items() if k not in bounds}
        for member, (count, pool) in choices.items():
            base[member] = sorted(pool, key=_key)[: entry[count]] if isinstance(entry[count], int) else []
        for member, value in (spec.get("free") or {}).items():
            base.setdefault(member, value)
        out = [base]
        for member, r in (spec.get("range") or {}).items():
            if r.get("min") in entry and member not in entry:
                ends = [entry[r["min"]]] + ([entry[r["max"]]] if r.get("max") in entry else [])
                out = [dict(p, **{member: end}) for p in out for end in dict.fromkeys(ends)]
        return out

    def covers(self, entry: dict, action: dict, strict: bool = False, state: dict | None = None) -> bool:
        """Whether `action` is one of the actions `entry` stands for. Loosely (by default):
        any value of a free member, any list holding a growing member's list; strictly:
        the free members at their probe values and the growing members as given."""
        if not isinstance(entry, dict) or not isinstance(action, dict):
            return False
        if entry.get(self.kind) != action.get(self.kind):
            return False
        spec = self.templates.get(entry.get(self.kind)) or {}
        free = set(spec.get("free") or ()) - set(entry)
        grow = set(spec.get("grow") or ()) if not strict else set()
        optional = set(spec.get("optional") or ()) if not strict else set()
        sample = set(spec.get("sample") or ()) if not strict else set()
        free |= optional
        if strict:
            for member in free:
                if member not in action or not self._same(member, spec["free"][member], action[member]):
                    return False
        ranges = {m: r for m, r in (spec.get("range") or {}).items() if r.get("min") in entry and m not in entry}
        bounds = {b for r in ranges.values() for b in (r.get("min"), r.get("max")) if b}
        choices = self._choices(spec, entry, state)
        for member, (count, pool) in choices.items():
            chosen = action.get(member)
            if not isinstance(chosen, list) or len(chosen) != entry[count] or len(set(map(_key, chosen))) != len(chosen) \
                    or not set(map(_key, chosen)) <= set(map(_key, pool)):
                return False
            bounds |= {count}
            free = free | {member}
        for member, value in entry.items():
            if member in bounds:
                continue
            if member not in action:
                if member in optional:
                    continue
                return False
            if member in sample and isinstance(value, list) and isinstance(action[member], list):
                if len(value) == len(action[member]):
                    continue
            if member in grow and isinstance(value, list) and isinstance(action[member], list):
                have, need = self._items(member, action[member], True), self._items(member, value, True)
                if all(have.count(k) >= need.count(k) for k in set(need)):
                    continue
            if not self._same(member, value, action[member], loose=not strict):
                return False
        for member in set(action) - set(entry) - free - set(ranges):
            return False
        for member, r in ranges.items():
            v = action.get(member)
            if not isinstance(v, int) or isinstance(v, bool) or v < entry[r["min"]]:
                return False
            if r.get("max") in entry and v > entry[r["max"]]:
                return False
            if r.get("step") and (v - entry[r["min"]]) % r["step"]:
                return False
        return True


class LegalCheck:
    """Sound and complete checks of legal() for one scenario (see the module)."""

    def __init__(self, impl, templates: Templates, same_state, max_probes: int | None = None):
        self.impl = impl
        self.max_probes = MAX_PROBES if max_probes is None else max(0, min(max_probes, MAX_PROBES))
        self.t = templates
        self.same_state = same_state  # (a, b) -> list of differences (empty: the same)
        self.entries: dict[Any, list] = {}  # seat -> legal(seat) at the position probed last
        self.probed: set[str] = set()
        self.saved: dict | None = None  # the position probed last

    def probe(self, saved: dict, then: list[tuple[str, Any]] = ()) -> None:
        """Check every entry of every seat's legal() at the current position `saved`.
        `then`: the calls the caller makes next, whatever the probes find (sent ahead with
        the probes' own calls, where the implementation pipelines: Implementation.send_ahead)."""
        self.entries = {}
        self.saved = saved
        seats = range(len(saved.get("players") or [])) if isinstance(saved.get("players"), list) else ()
        self.impl.send_ahead([("legal", seat) for seat in seats])
        for seat in seats:
            self.entries[seat] = self.impl.legal(seat)
        key = _key(saved)
        if key in self.probed:
            self.impl.send_ahead(list(then))
            return
        self.probed.add(key)
        changed = False
        actions = [(seat, entry, action) for seat, entries in self.entries.items()
                   for entry in (entries if isinstance(entries, list) else ()) if isinstance(entry, dict)
                   for action in self.t.probes(entry, saved)][: self.max_probes]
        if not actions:
            self.impl.send_ahead(list(then))
            return
        self.impl.send_ahead([call for _, _, action in actions for call in (("act", action), ("load", saved))]
                             + [("state", None), *then])
        for seat, entry, action in actions:
            answer = self.impl.act(action)
            if "rejection" in answer:
                unsound = LegalFailure(
                    f"legal({seat}) is not sound: it lists {short(entry)}, but act() rejects "
                    f"{short(action)} with {_rejected(answer)}", expected={"accepted": action}, actual=answer)
                try:
                    self._restore(saved, changed)
                except (LegalFailure, ImplementationError):
                    pass  # the first failure found is the one reported
                raise unsound
            changed = True
            self.impl.load(saved)
        self._restore(saved, False)  # the last accepted try was just followed by a load()

    def _restore(self, saved: dict, changed: bool) -> None:
        """load() the saved position if a try is still to be undone (`changed`), and check
        that state() is the saved position again."""
        if changed:
            self.impl.load(saved)
        now = self.impl.state()
        diffs = self.same_state(saved, now)
        if diffs:
            raise LegalFailure("load() of the saved position did not restore it after probing legal(): "
                               + "; ".join(diffs[:5]), expected=saved, actual=now, compares="state")

    def covered(self, action: Any, strict: bool = False) -> bool | None:
        """Whether legal() listed `action` for its seat at the last probed position (None:
        that seat was not asked)."""
        if not isinstance(action, dict):
            return None
        seat = action.get(self.t.player)
        entries = self.entries.get(seat) if isinstance(seat, int) and not isinstance(seat, bool) else None
        if not isinstance(entries, list) or self._external(action):
            return None
        return any(self.t.covers(e, action, strict, self.saved) for e in entries)

    def _external(self, action: dict) -> bool:
        spec = self.t.templates.get(action.get(self.t.kind)) or {}
        return any(member in action for member in spec.get("external") or ())

    def _unlisted(self) -> bool:
        """Whether the state after an accepted action marks it as a mistake left open to a
        challenge (`x-unlisted`), which legal() rightly did not list."""
        if self.t.unlisted is None:
            return False
        node: Any = self.impl.state()
        for part in self.t.unlisted.strip("/").split("/"):
            node = node.get(part) if isinstance(node, dict) else None
        return isinstance(node, list) and bool(node)

    def after(self, action: Any, answer: dict) -> None:
        """The completeness check of the scenario's own action and its answer."""
        listed = self.covered(action)
        if listed is None:
            return
        seat = action.get(self.t.player)
        if "rejection" in answer:
            listed = self.covered(action, strict=True)
        if "events" in answer and not listed and self._unlisted():
            return
        if "events" in answer and not listed:
            raise LegalFailure(f"legal({seat}) is not complete: act() accepted {short(action)}, "
                               f"which legal({seat}) did not list", expected=action, actual=self.entries[seat])
        if "rejection" in answer and listed:
            raise LegalFailure(f"legal({seat}) is not sound: it covers {short(action)}, which act() rejected "
                               f"with {_rejected(answer)}",
                               expected={"accepted": action}, actual=answer)
