"""How a scenario's outcome becomes a kuhspec status, and the result record built from it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kuhspec.budget import BudgetSpent
from kuhspec.harness import diagrams, expectations as expectations_mod
from kuhspec.law.applicability import not_applicable, setting, skipped
from kuhspec.harness.recording import clip
from kuhspec.harness.results import FAILING, ScenarioResult, json_diff, settle_steps
from kuhspec.harness.session import Harness, ItemState
from kuhspec.interface import ImplementationError, Unsupported
from kuhspec.scenarios import Scenario


def _chain(exc: BaseException):
    seen = set()
    while exc is not None and id(exc) not in seen and len(seen) < 8:
        seen.add(id(exc))
        yield exc
        exc = exc.__cause__ or exc.__context__


def _jsonish(v: Any) -> bool:
    return isinstance(v, (dict, list, str, int, float, bool)) or v is None


def classify(excinfo: pytest.ExceptionInfo, h: Harness, state: ItemState) -> tuple[str, str]:
    exc = excinfo.value
    for e in _chain(exc):
        if isinstance(e, BudgetSpent):  # the run stops here: no verdict on this scenario (kuhspec.budget)
            return "not_run", f"not run: {e}"
        if isinstance(e, ImplementationError):
            state.stderr = e.detail or ""
            return (e.kind if e.kind in ("crash", "timeout") else "error"), str(e)
        if isinstance(e, Unsupported):
            cap = str(e) or "?"
            declared = set((h.hello or {}).get("capabilities") or [])
            if cap in declared:
                return "error", f"implementation declared capability {cap!r} but answered {cap} as unsupported"
            return "skip", skipped(f"implementation does not support {cap} (not declared)")
    if isinstance(exc, pytest.skip.Exception):
        return "skip", str(exc.msg if hasattr(exc, "msg") else exc)
    if isinstance(exc, (AssertionError, pytest.fail.Exception)):
        if hasattr(exc, "expected") and hasattr(exc, "actual"):
            state.compare = (getattr(exc, "actual"), getattr(exc, "expected"))
            state.compares = getattr(exc, "compares", None)
        msg = str(exc) or excinfo.exconly()
        return "fail", msg
    try:
        from pytest_bdd.exceptions import StepDefinitionNotFoundError
    except ImportError:  # pragma: no cover
        StepDefinitionNotFoundError = ()  # type: ignore
    if isinstance(exc, StepDefinitionNotFoundError):
        return "error", f"suite error: {exc}"
    where = ""
    tb = excinfo.traceback
    if tb:
        last = tb[-1]
        where = f" (at {Path(str(last.path)).name}:{last.lineno + 1})"
    return "error", f"{type(exc).__name__}: {exc}{where}"


def apply_expectation(h: Harness, state: ItemState, report: pytest.TestReport, status: str, message: str) -> str:
    exp = expectations_mod.lookup(h.expectations, state.meta.id)
    state.expectation = exp
    if exp is None:
        return status
    if status in FAILING:
        state.raw_status = status
        report.outcome = "skipped"
        report.wasxfail = exp.get("reason") or "expected failure"
        return "xfail"
    if status == "pass":
        state.raw_status = "pass"
        report.outcome = "failed"
        report.longrepr = (
            f"XPASS: {state.meta.id} is listed in the expectations file ({exp.get('status')}: "
            f"{exp.get('reason')}) but passed. Remove it from {h.expectations_path}."
        )
        state.message = str(report.longrepr)
        return "xpass"
    return status


def _result(h: Harness, m: Scenario, nodeid: str, status: str, message: str, **more: Any) -> ScenarioResult:
    played = setting(m, h.hello) if h.hello is not None else None
    return ScenarioResult(
        id=m.id, title=m.title, feature=m.feature, line=m.line, game=m.game,
        edition=played.edition if played else None, variant=played.variants[0] if played else None,
        editions=list(m.editions), variants=list(m.variants), language=m.language, clauses=list(m.clauses),
        rulings=m.ruling_tags(), needs=list(m.needs), status=status, message=message, nodeid=nodeid, **more)


def not_run(h: Harness, why: str) -> list[ScenarioResult]:
    """The selected scenarios that did not start before the run stopped (`why`: its budget
    ran out, or --fail-fast), as `not_run` results; one that the hello makes not applicable
    is skipped as the run would have skipped it."""
    out = []
    for nodeid, m in zip(h.selected, h.selected_scenarios):
        if nodeid in h.results:
            continue
        reason = not_applicable(m, h.hello) if h.hello is not None else None
        out.append(_result(h, m, nodeid, "skip", skipped(reason)) if reason else
                   _result(h, m, nodeid, "not_run", f"not run: {why} before it started"))
    return out


def finish(h: Harness, state: ItemState, item: pytest.Item) -> ScenarioResult:
    m = state.meta
    r = _result(h, m, item.nodeid, state.status or "pass", state.message, raw_status=state.raw_status,
                duration=round(state.duration, 6), expectation=state.expectation, notes=state.notes)
    stopped = settle_steps(state.steps, r.status)
    if stopped is not None and state.failing_step is None:
        state.failing_step = {k: stopped[k] for k in ("keyword", "text", "line")}
    r.steps = state.steps
    if r.status not in ("pass", "skip", "not_run"):
        r.failing_step = state.failing_step
        if state.compare is not None and all(_jsonish(v) for v in state.compare):
            actual, expected = state.compare
            r.has_comparison = True
            r.actual, r.expected = clip(actual), clip(expected)
            if isinstance(actual, (dict, list)) and isinstance(expected, (dict, list)):
                r.diff = json_diff(expected, actual)
        r.stderr = state.stderr[-4000:]
        if state.recorder is not None:
            r.calls = state.recorder.snapshot()
        _positions(h, state, r)
    state.recorder = None  # its calls are in the result if it failed; release them (and the engine)
    state.compare = state.compares = None  # so are its compared values, clipped
    return r


def _positions(h: Harness, state: ItemState, r: ScenarioResult) -> None:
    """The positions the report draws for a failing scenario (kuhspec.harness.diagrams)."""
    rec = state.recorder
    before, exact = (rec.before_step, True) if rec is not None else (None, True)
    if before is None and rec is not None:  # the step checked what came of an action, unread
        before, exact = rec.last_state, False
    compared = None
    if state.compares == "state" and state.compare is not None:
        actual, expected = state.compare
        compared = (expected, actual)
    r.positions = diagrams.positions(before, compared, h.positions_kept, exact)
    if r.positions and any(k in r.positions for k in diagrams.STATES):
        h.positions_kept += 1
