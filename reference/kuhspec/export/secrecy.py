"""The secrecy entry of an exported case: conform's twin check (kuhspec.harness.secrecy), as data.

Conform checks, after every scenario whose steps all passed, that one viewer's view does not
change in *twins* of the position reached: positions that differ from it only in what the
viewer may not know. An exported case carries the same check as its last program entry,
`{"needs": ["view"], "secrecy": {...}}`, written by the recorder (`entry`) from the reference's
last position, with the same twin builder (kuhspec.games.secrecy) and the same sample (one
viewer and two twins chosen by the scenario id, kuhspec.harness.secrecy.twins_of):

- `viewer`, `seat` (the viewer named, for messages) and `clause` (what a view shows);
- `position`: the reference's last position, a canonical state;
- `twins`: `[{replace, changed}]`: each twin as the values it puts in place of the position's
  (JSON Pointer -> value; `twin_state` makes the twin of them), and what it changed, with the
  clause of it;
- `sets`: the JSON Pointers of the set-like lists of the views (those the view schema marks
  `x-order: set`, found in the reference's view of the position, which is its view of each
  twin too; deepest first): a runner sorts them before it compares, and walks no schema.

A runner (`run`) loads the position (the reference's, so that an implementation whose free
choices differ, another shuffle, is judged on the same position as its twins), views it,
loads and views each twin, and judges by the one rule, kuhspec.law.secrecy: a twin the
implementation refuses is a note, a leak fails the case. examples/js-runner/secrecy.mjs does
the same in JavaScript. Conform's other half, that the view shows what the rules make public,
needs the law of agreement (kuhspec.law.agree) and is not exported: the scenarios' own view
checks are.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any, Callable

from kuhspec import games
from kuhspec.catalogue import catalogue
from kuhspec.export.checks import CheckFailure
from kuhspec.harness import secrecy
from kuhspec.law import secrecy as rule
from kuhspec.law.agree import key


def _at(doc: Any, parts: list) -> Any:
    for part in parts:
        doc = doc[part] if isinstance(doc, (dict, list)) else None
    return doc


def set_pointers(views: list[Any], norm: Callable[[Any], Any]) -> list[str]:
    """The pointers of the lists of `views` that `norm` (the view schema's normaliser) sorts,
    the deepest first: a list of two or more different items is set-like when its items put in
    another order come out of `norm` as they do in the view itself. The lists of plain values
    are put in another order all at once (their places do not move), the others one by one."""
    found: list[tuple[int, str]] = []
    for view in views:
        normal = norm(view)
        lists: list[tuple[list, Any]] = []  # (parts, the list) of every list of two or more different items

        def walk(node: Any, parts: list) -> None:
            children = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
            for k, v in children:
                walk(v, [*parts, k])
            if isinstance(node, list) and parts and len({key(x) for x in node}) > 1:
                lists.append((parts, node))

        walk(view, [])
        plain = [(parts, node) for parts, node in lists if not any(_container(x) for x in node)]
        turned = json.loads(json.dumps(view))
        for parts, node in plain:
            _at(turned, parts[:-1])[parts[-1]] = node[1:] + node[:1]
        turned = norm(turned)
        for parts, node in lists:
            if any(_container(x) for x in node):
                other = json.loads(json.dumps(view))
                _at(other, parts[:-1])[parts[-1]] = node[1:] + node[:1]
                after = _at(norm(other), parts)
            else:
                after = _at(turned, parts)
            if key(after) == key(_at(normal, parts)):
                found.append((len(parts), rule.pointer_of(parts)))
    out: list[str] = []
    for _, pointer in sorted(found, key=lambda f: -f[0]):
        if pointer not in out:
            out.append(pointer)
    return out


def _container(value: Any) -> bool:
    return isinstance(value, (dict, list))


def _same_plain(a: Any, b: Any) -> bool:
    """Whether two values that are no objects or lists of containers are the same JSON (1 is
    not true, nor 1.0: Python's == alone would say so)."""
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_same_plain(x, y) for x, y in zip(a, b))
    if _container(a) or _container(b):
        return key(a) == key(b)
    return type(a) is type(b) and a == b


def replacements(position: Any, twin: Any) -> dict[str, Any]:
    """What a twin changed in `position`, as JSON Pointer -> the twin's value there: objects
    are followed member by member, lists of as many objects or lists item by item, and
    anything else that differs is replaced whole (a hand, the pile, the seed)."""
    out: dict[str, Any] = {}

    def walk(a: Any, b: Any, parts: list) -> None:
        if isinstance(a, dict) and isinstance(b, dict) and a.keys() == b.keys():
            for k in a:
                walk(a[k], b[k], [*parts, k])
        elif (isinstance(a, list) and isinstance(b, list) and len(a) == len(b)
              and all(_container(x) for x in a + b)):
            for i, (x, y) in enumerate(zip(a, b)):
                walk(x, y, [*parts, i])
        elif not _same_plain(a, b):
            out[rule.pointer_of(parts)] = b

    walk(position, twin, [])
    return out


def twin_state(position: dict, replace: dict[str, Any]) -> Any:
    """The twin: a copy of `position` with the values of `replace` at their pointers."""
    out = json.loads(json.dumps(position))
    for pointer, value in replace.items():
        parts = rule.pointer_parts(pointer)
        if not parts:
            return json.loads(json.dumps(value))
        node = out
        for part in parts[:-1]:
            node = node[int(part)] if isinstance(node, list) else node[part]
        node[int(parts[-1]) if isinstance(node, list) else parts[-1]] = json.loads(json.dumps(value))
    return out


def entry(game_id: str, scenario_id: str, state: dict) -> dict | None:
    """The secrecy entry of a scenario whose last position is `state` (the reference's), or
    None for a game without a twin builder or a view, or a position no twin can differ from."""
    rules = games.secrecy(game_id)
    if rules is None or "view" not in catalogue().game(game_id).schemas:
        return None
    viewer, twins = secrecy.twins_of(rules, state, scenario_id)
    if not twins:
        return None
    view = games.load(state).view(viewer)  # the twins' views are the same: the reference keeps its secrets
    return {"viewer": viewer, "seat": secrecy.seat_of(state, viewer), "clause": rules.clause, "position": state,
            "twins": [{"replace": replacements(state, t), "changed": secrecy.named(changed)} for t, changed in twins],
            "sets": list(_sets(game_id, json.dumps(view, sort_keys=True)))}


@lru_cache(maxsize=256)
def _sets(game_id: str, view: str) -> tuple[str, ...]:
    """set_pointers of one view (its JSON text), by the game's view schema; the same last
    position comes again in a scenario's other settings."""
    return tuple(set_pointers([json.loads(view)], secrecy.raw_view(game_id)))


def run(step: dict, request: Callable[[dict], Any]) -> list[str]:
    """Play a secrecy entry with `request` (a wire request -> its result, unpruned); raise
    CheckFailure on a leak, return the notes (where secrecy was not proven)."""
    viewer, position = step["viewer"], step["position"]
    view = {"cmd": "view", "player": viewer}
    refused = secrecy.load_refused(request({"cmd": "load", "state": position}))
    if refused:
        return [f"secrecy not checked: the implementation refuses the scenario's last position: {refused}"]
    live = request(view)
    notes = []
    for twin in step["twins"]:
        refused = secrecy.load_refused(request({"cmd": "load", "state": twin_state(position, twin["replace"])}))
        if refused:
            notes.append(rule.twin_refused(twin["changed"], refused))
            continue
        seen = request(view)
        if key(seen) == key(live):
            continue
        base, seen = rule.sort_sets(live, step["sets"]), rule.sort_sets(seen, step["sets"])
        diff, why = rule.differences(base, seen), ""
        if diff:
            refused = secrecy.load_refused(request({"cmd": "load", "state": position}))
            if refused:
                why = rule.reload_refused(refused)
            else:
                diff = rule.leaks(diff, base, rule.sort_sets(request(view), step["sets"]))
        if diff:
            raise CheckFailure(rule.leak_message(step["clause"], viewer, step["seat"], twin["changed"], diff, why),
                               {"op": "secrecy"})
    return notes
