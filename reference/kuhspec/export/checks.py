"""The check vocabulary of the exported cases: one evaluator for the step library and the runners.

A check is a JSON object (spec/schemas/case.schema.json, `$defs/check`; docs/exported-cases.md):

- `answer`: the program entry whose answer is read;
- `path`: a JSON Pointer into it ("" is the whole answer). A segment `*` stands for every
  item of a list (every value of an object): the selection is then the list of the hits
  (`where` keeps only the items at the `*` that match a selector). A list of pointers
  selects the hits of all of them, one after the other; a pointer that selects nothing
  adds nothing. `flat: true` splices hits that are lists;
- the value may be adjusted before the test: `default` replaces an absent or null value,
  `only` keeps the list items that are in it, `map` replaces each item (of the list and its lists) by its entry
  (an item without one fails the check);
- `op` and the expected `value`, or `from`: the expected value read from another answer
  (`{"answer": n, "path": p}`) or a formula over it (`{"answer": n, "formula": [[factor,
  pointer, ...], ...]}`: the sum of each factor times the values at its pointers).

The ops are OPS below. `same_state` and `schema` name a schema (`schema`: "<game>/<kind>"
or "protocol-result#/$defs/<cmd>"); how it is read is the caller's `Schemas` (the harness's
catalogue in a Gherkin run, the exported schema files in a runner). Nothing here names a game.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Protocol

ABSENT = type("Absent", (), {"__repr__": lambda self: "absent"})()
MAX_SHOWN = 300


class Schemas(Protocol):
    """What the schema ops read: a value normalised by a schema (set-like lists sorted,
    unknown members dropped), and why a value breaks a schema (None: it does not)."""

    def normalise_as(self, schema: str, value: Any) -> Any: ...
    def problem(self, schema: str, value: Any) -> str | None: ...


def show(value: Any) -> str:
    if value is ABSENT:
        return "absent"
    text = json.dumps(value, sort_keys=True, ensure_ascii=False)
    return text if len(text) <= MAX_SHOWN else text[:MAX_SHOWN] + "..."


def _key(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def _step(node: Any, part: str) -> Any:
    if isinstance(node, dict):
        return node.get(part, ABSENT)
    if isinstance(node, list) and part.isdigit() and int(part) < len(node):
        return node[int(part)]
    return ABSENT


def matches(item: Any, where: dict) -> bool:
    """Whether a list item matches a selector: `eq` / `ne` {member: value}, `has` / `lacks`
    [members], `same_items` {member: list, compared as multisets}."""
    if not isinstance(item, dict):
        return False
    if any(m not in item or _key(item[m]) != _key(v) for m, v in (where.get("eq") or {}).items()):
        return False
    if any(m in item and _key(item[m]) == _key(v) for m, v in (where.get("ne") or {}).items()):
        return False
    if any(m not in item for m in where.get("has") or ()) or any(m in item for m in where.get("lacks") or ()):
        return False
    for m, v in (where.get("same_items") or {}).items():
        got = item.get(m) if isinstance(item.get(m), list) else []
        if sorted(map(_key, got)) != sorted(map(_key, v)):
            return False
    return True


def _hits(doc: Any, pointer: str, where: dict | None) -> tuple[bool, list]:
    """(whether the pointer has a `*`, the values it selects)."""
    parts = [p.replace("~1", "/").replace("~0", "~") for p in pointer.split("/")[1:]] if pointer else []
    nodes, starred = [doc], False
    for part in parts:
        out = []
        for node in nodes:
            if part == "*":
                items = list(node.values()) if isinstance(node, dict) else node if isinstance(node, list) else []
                if where is not None and not starred:
                    items = [i for i in items if matches(i, where)]
                out += items
            else:
                nxt = _step(node, part)
                if nxt is not ABSENT:
                    out.append(nxt)
        nodes, starred = out, starred or part == "*"
    return starred, nodes


def select(doc: Any, path: str | list, where: dict | None = None, flat: bool = False) -> Any:
    """The value a check's path selects in `doc` (ABSENT when a plain pointer selects nothing)."""
    if isinstance(path, str):
        starred, nodes = _hits(doc, path, where)
        if not starred:
            return nodes[0] if nodes else ABSENT
    else:
        nodes = [v for p in path for v in _hits(doc, p, where)[1]]
    if flat:
        nodes = [x for n in nodes for x in (n if isinstance(n, list) else [n])]
    return nodes


def _number(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def _formula(doc: Any, terms: list) -> Any:
    total = 0
    for factor, *pointers in terms:
        product = factor
        for p in pointers:
            v = select(doc, p)
            if not _number(v):
                return ABSENT
            product *= v
        total += product
    return total


def _mentions(value: Any) -> set[str]:
    out: set[str] = set()
    stack = [value]
    while stack:
        node = stack.pop()
        if isinstance(node, str):
            out.add(node)
        elif isinstance(node, dict):
            out.update(node)
            stack += node.values()
        elif isinstance(node, list):
            stack += node
    return out


def _sum(items: Any) -> Any:
    if not isinstance(items, list) or not all(_number(x) for x in items):
        return ABSENT
    return sum(items)


def _falsy(v: Any) -> bool:
    return v is ABSENT or v is None or v is False or v == 0 or v in ("", [], {})


def _list(v: Any) -> bool:
    return isinstance(v, list)


def _path_one_of(got: Any, want: list) -> bool:
    """A refusal's path naming one of the faulty places `want`, or a place inside one, in
    either spelling the boundary allows (kuhspec.law.agree.names_place)."""
    from kuhspec.law.agree import names_place

    return got is not ABSENT and any(names_place(p, got) for p in want)


#: op -> (the test of (got, want), what it says)
OPS: dict[str, tuple[Callable[[Any, Any], bool], str]] = {
    "equals": (lambda g, w: g is not ABSENT and _key(g) == _key(w), "equal to"),
    "not_equals": (lambda g, w: g is not ABSENT and _key(g) != _key(w), "other than"),
    "one_of": (lambda g, w: g is not ABSENT and _key(g) in {_key(x) for x in w}, "one of"),
    "same_items": (lambda g, w: _list(g) and sorted(map(_key, g)) == sorted(map(_key, w)), "the items (any order)"),
    "same_set": (lambda g, w: _list(g) and set(map(_key, g)) == set(map(_key, w)), "the set"),
    "contains": (lambda g, w: _list(g) and {_key(x) for x in w} <= set(map(_key, g)), "a list holding"),
    "lacks": (lambda g, w: _list(g) and not {_key(x) for x in w} & set(map(_key, g)), "a list holding none of"),
    "length": (lambda g, w: isinstance(g, (list, dict)) and len(g) == w, "of length"),
    "empty": (lambda g, w: _falsy(g), "empty (absent, null, false, 0, \"\", [] or {})"),
    "not_empty": (lambda g, w: not _falsy(g), "not empty"),
    "absent": (lambda g, w: g is ABSENT, "absent"),
    "present": (lambda g, w: g is not ABSENT, "present"),
    "ascending": (lambda g, w: _list(g) and all(_number(x) for x in g) and g == sorted(g), "ascending"),
    "sum": (lambda g, w: _sum(g) is not ABSENT and _sum(g) == w, "a list adding up to"),
    "sums": (lambda g, w: _list(g) and all(_sum(x) is not ABSENT for x in g) and sorted({_sum(x) for x in g}) ==
             sorted(set(w)), "lists whose totals are"),
    "mentions_all": (lambda g, w: g is not ABSENT and set(w) <= _mentions(g), "mentioning every one of"),
    "mentions_none": (lambda g, w: g is not ABSENT and not set(w) & _mentions(g), "mentioning none of"),
    "path_one_of": (_path_one_of, "a path naming (a place inside) one of"),
}
NO_VALUE = {"empty", "not_empty", "absent", "present", "ascending"}
SCHEMA_OPS = {"same_state", "schema"}
LEGAL_OPS = {"legal_covers"}  # evaluated by the runner with the legal templates (see recorder.py)


class CheckFailure(AssertionError):
    """A check that does not hold; `status` is "error" for an answer that breaks its schema."""

    def __init__(self, message: str, check: dict, status: str = "fail"):
        super().__init__(message)
        self.check = check
        self.status = status


def expected(check: dict, answer_of: Callable[[int], Any]) -> Any:
    src = check.get("from")
    if src is None:
        return check.get("value")
    doc = answer_of(src["answer"])
    if "formula" in src:
        return _formula(doc, src["formula"])
    return select(doc, src.get("path", ""), flat=src.get("flat", False))


def adjusted(check: dict, doc: Any) -> tuple[Any, str | None]:
    """The value the check tests, and why it cannot be tested (an item `map` lacks)."""
    got = select(doc, check.get("path", ""), check.get("where"), check.get("flat", False))
    if "default" in check and (got is ABSENT or got is None):
        got = check["default"]
    if "only" in check and _list(got):
        keep = {_key(x) for x in check["only"]}
        got = [x for x in got if _key(x) in keep]
    if "map" in check and _list(got):
        table, missing = check["map"], []

        def mapped(x: Any) -> Any:
            if isinstance(x, list):
                return [mapped(y) for y in x]
            if not isinstance(x, str) or x not in table:
                missing.append(x)
                return x
            return table[x]
        got = mapped(got)
        if missing:
            return got, f"{show(missing)} not in the check's map"
    return got, None


def where_text(check: dict) -> str:
    path = check.get("path", "")
    text = " + ".join(path) if isinstance(path, list) else (path or "the answer")
    return text + (f" where {show(check['where'])}" if check.get("where") else "")


def evaluate(check: dict, answer_of: Callable[[int], Any], schemas: Schemas | None = None) -> None:
    """Raise CheckFailure when `check` does not hold for the answers (answer_of(n): the answer
    to program entry n)."""
    op = check["op"]
    doc = answer_of(check["answer"])
    because = f" ({check['because']})" if check.get("because") else ""
    if op == "schema":
        got = select(doc, check.get("path", ""))
        values = got if "*" in check.get("path", "") else [got]
        for v in values:
            problem = schemas.problem(check["schema"], v) if v is not ABSENT else "absent"
            if problem:
                raise CheckFailure(f"protocol violation: {where_text(check)} does not match {check['schema']}: "
                                   f"{problem}", check, "error")
        return
    if op == "same_state":
        want, got = expected(check, answer_of), select(doc, check.get("path", ""))
        a, b = schemas.normalise_as(check["schema"], want), schemas.normalise_as(check["schema"], got)
        if _key(a) != _key(b):
            err = CheckFailure(f"{where_text(check)}{because}: the state changed: {'; '.join(differences(a, b)[:10])}",
                               check)
            err.expected, err.actual, err.compares = want, got, "state"  # a report draws both positions
            raise err
        return
    if op not in OPS:
        raise CheckFailure(f"unknown check op {op!r} (kuhspec.export.checks.OPS)", check, "error")
    test, says = OPS[op]
    got, problem = adjusted(check, doc)
    want = None if op in NO_VALUE else expected(check, answer_of)
    if problem or not test(got, want):
        what = says if op in NO_VALUE else f"{says} {show(want)}"
        context = f"; the answer: {show(doc)}" if got is ABSENT else ""
        raise CheckFailure(f"{where_text(check)}{because}: expected {what}, got {show(got)}"
                           + (f" ({problem})" if problem else "") + context, check)


def differences(a: Any, b: Any, path: str = "") -> list[str]:
    """JSON Pointers where two documents differ (for a readable message)."""
    if isinstance(a, dict) and isinstance(b, dict):
        out = []
        for k in sorted(set(a) | set(b)):
            if k not in a or k not in b:
                out.append(f"{path}/{k}: {show(a.get(k, ABSENT))} -> {show(b.get(k, ABSENT))}")
            else:
                out += differences(a[k], b[k], f"{path}/{k}")
        return out
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        return [d for i, (x, y) in enumerate(zip(a, b)) for d in differences(x, y, f"{path}/{i}")]
    return [] if _key(a) == _key(b) else [f"{path or '/'}: {show(a)} -> {show(b)}"]
