"""Scenario results, their statuses, and the per-clause and per-game roll-up.

Statuses:

- ``pass``: every step passed.
- ``fail``: a step's check failed: the implementation answered, but wrongly.
- ``skip``: not applicable (a game, edition, variant, ruling option or capability the
  implementation did not declare), or skipped by the suite.
- ``xfail``: failed, and the expectations file says it is known to fail.
- ``xpass``: listed in the expectations file but passed now. It fails the run, so that
  fixes get noticed and the file gets updated.
- ``error``: the implementation answered with a caught error, broke the protocol, or the
  suite itself raised (an undefined step, say).
- ``crash``: the implementation process died.
- ``timeout``: the implementation did not answer in time.
- ``not_run``: the run's budget (kuhspec.budget) ran out before the scenario ended: it was
  cut off while it ran, or never started.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

STATUSES = ("pass", "fail", "skip", "xfail", "xpass", "error", "crash", "timeout", "not_run")
FAILING = ("fail", "error", "crash", "timeout")  # statuses an expectation can turn into xfail
BAD = ("fail", "error", "crash", "timeout", "xpass")  # statuses that fail the run
STEP_STATUSES = ("passed", "failed", "skipped", "not_run")  # a step's status in a report


@dataclass(slots=True)
class ScenarioResult:
    id: str
    title: str
    feature: str
    line: int
    game: str | None
    edition: str | None
    variant: str | None
    editions: list[str]
    variants: list[str]
    language: str
    clauses: list[str]
    rulings: list[str]
    needs: list[str]
    status: str = "pass"
    raw_status: str | None = None  # the status before the expectations file was applied
    duration: float = 0.0
    message: str = ""
    failing_step: dict | None = None
    steps: list[dict] = field(default_factory=list)
    expected: Any = None
    actual: Any = None
    has_comparison: bool = False
    diff: list[dict] | None = None
    stderr: str = ""
    calls: list[dict] = field(default_factory=list)
    expectation: dict | None = None
    nodeid: str = ""
    notes: list[str] = field(default_factory=list)  # what the verdict does not prove (secrecy not proven ...)
    positions: dict | None = None  # the positions a failing scenario's report draws (diagrams.py)

    def to_json(self) -> dict:
        """The scenario's report entry. Its members are this result's own values, not copies
        (dataclasses.asdict would copy every step and call of every scenario at once, at
        the end of the run, when memory peaks): a reader of the report changes none of them."""
        d = {f.name: getattr(self, f.name) for f in _FIELDS}
        if not self.has_comparison:
            d.pop("expected")
            d.pop("actual")
        d.pop("has_comparison")
        for key in ("raw_status", "failing_step", "diff", "expectation", "positions"):
            if d[key] is None:
                d.pop(key)
        for key in ("stderr", "message"):
            if not d[key]:
                d.pop(key)
        for key in ("calls", "notes"):
            if not d[key]:
                d.pop(key)
        return d


_FIELDS = fields(ScenarioResult)


def settle_steps(steps: list[dict], status: str) -> dict | None:
    """End every step of a finished scenario with a status a report can hold (STEP_STATUSES).

    A step still under way when its scenario ended (it raised what is not an error: a
    skip, an interruption) ends as the scenario did: ``skipped`` when the scenario was
    skipped, ``passed`` when it passed (pass, xpass), else ``failed``. Returns the first
    step so ended as failed, if any: the failing step when no hook named one."""
    under_way = ("skipped" if status == "skip" else "passed" if status in ("pass", "xpass")
                 else "not_run" if status == "not_run" else "failed")
    failed = None
    for d in steps:
        d.pop("_t0", None)
        if d["status"] not in STEP_STATUSES:
            d["status"] = under_way
            if under_way == "failed" and failed is None:
                failed = d
    return failed


def count(statuses) -> dict[str, int]:
    out = {s: 0 for s in STATUSES}
    for s in statuses:
        out[s] = out.get(s, 0) + 1
    return out


def clause_status(statuses: list[str]) -> str:
    """A clause passes only when all of its applicable scenarios pass.

    pass: at least one applicable scenario, all pass (an xpass did pass);
    fail: some applicable scenario failed unexpectedly; xfail: every failure is expected;
    skip: no applicable scenario ran; not_run: none ran, and some were not run (the budget ran out).
    """
    applicable = [s for s in statuses if s not in ("skip", "not_run")]
    if not applicable:
        return "not_run" if "not_run" in statuses else "skip"
    if any(s in FAILING for s in applicable):
        return "fail"
    if any(s == "xfail" for s in applicable):
        return "xfail"
    return "pass"


def json_diff(expected: Any, actual: Any, path: str = "", limit: int = 50) -> list[dict]:
    """Differences between two JSON values as [{path, expected, actual}] (JSON Pointer paths);
    at most `limit` of them, each value cut at 500 characters (kuhspec.harness.recording.clip)."""
    out: list[dict] = []
    out = _Bounded(limit)

    def walk(e: Any, a: Any, p: str) -> None:
        if len(out) > limit:
            return
        if isinstance(e, dict) and isinstance(a, dict):
            for k in sorted(set(e) | set(a), key=str):
                sub = f"{p}/{str(k).replace('~', '~0').replace('/', '~1')}"
                if k not in a:
                    out.append({"path": sub, "expected": e[k], "missing": "actual"})
                elif k not in e:
                    out.append({"path": sub, "actual": a[k], "missing": "expected"})
                else:
                    walk(e[k], a[k], sub)
        elif isinstance(e, list) and isinstance(a, list) and len(e) == len(a):
            for i, (x, y) in enumerate(zip(e, a)):
                walk(x, y, f"{p}/{i}")
        elif e != a or isinstance(e, bool) != isinstance(a, bool) or isinstance(e, (dict, list)) != isinstance(a, (dict, list)):
            out.append({"path": p or "/", "expected": e, "actual": a})

    walk(expected, actual, path)
    return list(out)


class _Bounded(list):
    """A list of differences that keeps values short and stops growing at its limit."""

    def __init__(self, limit: int):
        super().__init__()
        self.limit = limit

    def append(self, d: dict) -> None:
        from kuhspec.harness.recording import clip

        if len(self) < self.limit:
            super().append({k: (clip(v, 500) if k in ("expected", "actual") else v) for k, v in d.items()})
        elif len(self) == self.limit:
            super().append({"path": "/", "cut": f"more than {self.limit} differences; the rest are not listed"})


@dataclass
class RunRecord:
    """Everything a report says about one run, as plain data (the reports read only this):
    the implementation and its hello, the selection, the results in run order, what could
    not be collected, the suite's own problems and the timings."""

    impl_label: str
    impl_command: str | None  # None when in process
    in_process: bool
    hello: dict | None
    handshake_error: dict | None
    selection: dict[str, list[str]]
    results: list[ScenarioResult]
    selected: int = 0  # scenarios selected to run (some may not have run)
    deselected: int = 0
    collection_errors: list[dict] = field(default_factory=list)
    suite_problems: list[str] = field(default_factory=list)
    expectations: str | None = None  # the expectations file
    timeout: float = 0.0
    started: float = 0.0
    finished: float | None = None
    interrupted: bool = False
    legal_probes: int | None = None  # None: every legal() entry was tried with act()
    stopped: str | None = None  # why the run stopped before its end (--fail-fast, a failed start)
    differential: dict | None = None  # the differential testing result (kuhspec.harness.differential)
    budget: dict | None = None  # the run's budget (kuhspec.budget.Budget.as_json), when it had one
