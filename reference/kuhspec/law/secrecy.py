"""Whether a twin's view gives a hidden fact away: the one rule of comparison of the secrecy
check (DESIGN.md, "Hidden means underivable").

A *twin* of a position differs from it only in what the viewer may not know. Its view is
compared with the position's view as the implementation gave them, unknown members and all,
each first normalised (only the set-like lists sorted):

1. `differences(base, seen)`: the members where the twin's view `seen` differs from the
   position's `base` (none when their JSON is the same);
2. `leaks(diff, base, again)`: those of them that a view of the position itself, loaded back
   and asked again (`again`), does not show too: a member that changes anyway (a counter, a
   clock, the history of a position reached by play) says nothing of the hidden facts;
3. `leak_message(...)`: how a leak is told, naming the viewer, what the twin changed (with its
   clause) and the members that changed; `twin_refused` and `reload_refused`: what a twin or
   the position the implementation refuses to load leaves unproven.

Conform asks it of every scenario (kuhspec.harness.secrecy, normalising by the view schema);
the runners of an export ask it at a case's `secrecy` entry (kuhspec.export.secrecy, sorting
the lists the entry names, `sort_sets`). examples/js-runner/secrecy.mjs is its transcription,
held to the same answers by tests/harness/test_export_secrecy.py. Nothing here names a game.
"""

from __future__ import annotations

import json
from typing import Any

from kuhspec.harness.results import json_diff
from kuhspec.law.agree import key
from kuhspec.wire.protocol import short

LIMIT = 20  # differences of a twin's view looked at
NOISE_LIMIT = 100  # differences of the position's view asked again
SHOWN = 3  # members named in a message


def _sort_key(item: Any) -> str:
    return json.dumps(item, sort_keys=True, separators=(",", ":"))


def pointer_parts(pointer: str) -> list[str]:
    """The members a JSON Pointer names, unescaped ("" names the whole)."""
    return [p.replace("~1", "/").replace("~0", "~") for p in pointer.split("/")[1:]] if pointer else []


def pointer_of(parts: list) -> str:
    """The JSON Pointer of the members `parts`, escaped."""
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in parts)


def sort_sets(view: Any, pointers: list[str]) -> Any:
    """A copy of `view` with the lists at `pointers` (JSON Pointers, in the order given: the
    deepest first) sorted by their items' JSON text; a pointer that selects no list is passed."""
    out = json.loads(json.dumps(view))
    for pointer in pointers:
        parts = pointer_parts(pointer)
        if not parts:
            continue
        node: Any = out
        for part in parts[:-1]:
            node = _step(node, part)
        last = parts[-1]
        target = _step(node, last)
        if isinstance(target, list):
            node[int(last) if isinstance(node, list) else last] = sorted(target, key=_sort_key)
    return out


def _step(node: Any, part: str) -> Any:
    if isinstance(node, dict):
        return node.get(part)
    if isinstance(node, list) and part.isdigit() and int(part) < len(node):
        return node[int(part)]
    return None


def differences(base: Any, seen: Any) -> list[dict]:
    """Where a twin's view differs from the position's ([{path, expected, actual}], JSON
    Pointers; at most LIMIT)."""
    return [] if key(base) == key(seen) else json_diff(base, seen, limit=LIMIT)


def leaks(diff: list[dict], base: Any, again: Any) -> list[dict]:
    """The differences of `diff` that the position's view asked again does not show too."""
    noise = {d["path"] for d in json_diff(base, again, limit=NOISE_LIMIT)}
    return [d for d in diff if not any(d["path"] == p or d["path"].startswith(p + "/") for p in noise)]


def members(diff: list[dict]) -> str:
    """"/x_peek: [...] -> [...]; ...": the first SHOWN differences."""
    shown = [f"{d['path']}: {short(d.get('expected', 'missing'), 80)} -> {short(d.get('actual', 'missing'), 80)}"
             for d in diff[:SHOWN]]
    return "; ".join(shown) + (f" (and {len(diff) - SHOWN} more)" if len(diff) > SHOWN else "")


def leak_message(clause: str, viewer: int, seat: str, changed: str, diff: list[dict], why: str = "") -> str:
    """A leak, told: `seat` names the viewer ("seat 1 (Benno)"), `changed` what the twin
    changed with its clauses, `why` a word on a position that could not be loaded back."""
    return (f"secrecy ({clause}): view({viewer}) depends on what {seat} may not see. A twin of the scenario's "
            f"last position, which differs only in {changed}, gives another view({viewer}) at {members(diff)}{why}")


def twin_refused(changed: str, why: str) -> str:
    """The note of a twin the implementation refuses to load: not a failure (its business)."""
    return f"secrecy not proven: the implementation refuses a twin position (only {changed} changed): {why}"


def reload_refused(why: str) -> str:
    """Said after a leak's members when the position could not be loaded back to tell noise from a leak."""
    return f" (the position itself, loaded back to tell noise from a leak, was refused: {why})"
