"""Running a scenario: the applicability check before it, the in-process timeout, the
status of every step, and the scenario's outcome turned into its result."""

from __future__ import annotations

import signal
import sys
import threading
import time
from typing import Any

import pytest

from kuhspec.budget import BudgetSpent
from kuhspec.law.applicability import not_applicable, skipped
from kuhspec.harness import secrecy
from kuhspec.harness.collect import scenario_meta
from kuhspec.harness.messages import clean
from kuhspec.harness.outcome import apply_expectation, classify, finish
from kuhspec.harness.session import ItemState
from kuhspec.harness.stash import HARNESS, MAX_MESSAGE, STATE, harness
from kuhspec.interface import ImplementationError


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    meta = scenario_meta(item)
    if meta is None:
        return
    h = harness(item.config)
    state = ItemState(meta=meta)
    item.stash[STATE] = state
    h.current = state
    h.budget.check("before the scenario started")  # BudgetSpent: this scenario and the rest are not run
    try:
        h.ensure_ready()  # raises ImplementationError: the setup phase reports crash/timeout/error
    finally:
        if h.stopped:  # the implementation cannot start: one clear failure, the rest not run
            item.session.shouldstop = f"kuhspec: the implementation did not start: {h.stopped}"
    reason = not_applicable(meta, h.hello or {})
    if reason:
        pytest.skip(skipped(reason))


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item):
    state = item.stash.get(STATE, None)
    h = harness(item.config)
    alarm = (
        state is not None and h.in_process and h.timeout > 0 and hasattr(signal, "setitimer")
        and threading.current_thread() is threading.main_thread()
    )
    if not alarm:
        return (yield)
    seconds, by_budget = h.budget.allowance(h.timeout, "before the scenario started")

    def on_alarm(signum, frame):
        if by_budget:  # the run's budget ends first: it stops the run, it is not the scenario's timeout
            raise BudgetSpent(h.budget.seconds, "while the scenario ran (in process)")
        raise ImplementationError("timeout", f"scenario did not finish within {h.timeout:g}s (in process)")

    old = signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        return (yield)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def _step_dict(step) -> dict:
    """A step as the reports show it (its keyword interned: a few words stand for ~15k steps)."""
    d = {"keyword": sys.intern((step.keyword or step.type).strip()), "text": step.name, "line": step.line_number,
         "status": "not_run", "duration": 0.0}
    if step.docstring:
        d["docstring"] = step.docstring
    if step.datatable is not None:
        try:
            d["datatable"] = step.datatable.raw()
        except Exception:
            pass
    return d


def _state_of(request) -> ItemState | None:
    return request.node.stash.get(STATE, None)


def pytest_bdd_before_scenario(request, feature, scenario) -> None:
    state = _state_of(request)
    if state is not None:
        state.steps = [_step_dict(s) for s in scenario.steps]


def pytest_bdd_after_scenario(request, feature, scenario) -> None:
    """Secrecy at the position the scenario reached, if its steps all passed (secrecy.py)."""
    state = _state_of(request)
    if state is not None:
        secrecy.after_scenario(state, harness(request.config).hello)


def _find_step(state: ItemState, step) -> dict | None:
    for d in state.steps:
        if d["line"] == step.line_number and d["text"] == step.name and d["status"] in ("not_run", "running"):
            return d
    return None


def pytest_bdd_before_step(request, feature, scenario, step, step_func) -> None:
    state = _state_of(request)
    if state is not None and (d := _find_step(state, step)) is not None:
        d["status"] = "running"
        d["_t0"] = time.perf_counter()
    if state is not None and state.recorder is not None:
        state.recorder.step_started()  # the position before the step, for a failure's diagram


def _end_step(request, step, status: str) -> dict | None:
    state = _state_of(request)
    if state is None:
        return None
    d = _find_step(state, step)
    if d is None:
        d = _step_dict(step)
        state.steps.append(d)
    d["status"] = status
    t0 = d.pop("_t0", None)
    d["duration"] = round(time.perf_counter() - t0, 6) if t0 is not None else 0.0
    if status == "failed":
        state.failing_step = {k: d[k] for k in ("keyword", "text", "line")}
    return d


def pytest_bdd_after_step(request, feature, scenario, step, step_func, step_func_args) -> None:
    _end_step(request, step, "passed")


def pytest_bdd_step_error(request, feature, scenario, step, step_func, step_func_args, exception) -> None:
    _end_step(request, step, "failed")


def pytest_bdd_step_func_lookup_error(request, feature, scenario, step, exception) -> None:
    d = _end_step(request, step, "failed")
    if d is not None:
        d["undefined"] = True


def pytest_assertrepr_compare(config: pytest.Config, op: str, left: Any, right: Any) -> None:
    """Remember the last failing `==` comparison of a scenario: assert actual == expected."""
    h = config.stash.get(HARNESS, None)
    if h is not None and h.current is not None and op == "==":
        h.current.compare = (left, right)
    return None


# -- outcomes ----------------------------------------------------------------------------------


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):
    report: pytest.TestReport = yield
    state = item.stash.get(STATE, None)
    if state is None:
        return report
    h = harness(item.config)
    state.duration += report.duration
    if state.status is None:
        if call.excinfo is not None:
            if call.when == "teardown":
                status, message = "error", f"teardown failed: {call.excinfo.exconly()}"
            else:
                status, message = classify(call.excinfo, h, state)
            state.message = clean(message, MAX_MESSAGE)
            if status == "not_run":
                h.budget_ran_out(item.session, f"{message.removeprefix('not run: ')}, in scenario {state.meta.id}")
            if status in ("skip", "not_run"):
                report.outcome = "skipped"
                if not isinstance(report.longrepr, tuple):
                    report.longrepr = (str(item.path), item.location[1] or 0, message)
            state.status = apply_expectation(h, state, report, status, message)
        elif call.when == "call":
            state.status = apply_expectation(h, state, report, "pass", "")
    if call.when == "teardown":
        if state.status is None:
            state.status = "pass"
        h.current = None
        result = finish(h, state, item)
        state.steps = []  # the result holds the steps the reports need; the state keeps its outcome
        h.results[item.nodeid] = result
        h.progress(result)
    return report


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem):
    try:
        return (yield)
    finally:
        _release_bdd_report(item)


def _release_bdd_report(item: pytest.Item) -> None:
    """Drop pytest-bdd's own record of a finished scenario (its rendered steps and step
    reports, kept per item for the reports of each phase): once the item's protocol is
    over, every report has been made from it. Where pytest-bdd keeps no such registry,
    nothing is done."""
    from pytest_bdd import reporting

    registry = getattr(reporting, "scenario_reports_registry", None)
    if registry is not None and hasattr(registry, "pop"):
        registry.pop(item, None)
