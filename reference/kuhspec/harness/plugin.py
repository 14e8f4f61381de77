"""The kuhspec pytest plugin: runs the Gherkin conformance suite against an Implementation.

It provides the fixtures the step library uses:

- ``impl``: the Implementation under test (an interface.Implementation), wrapped so that
  its last calls can be shown when a scenario fails;
- ``scenario_options``: the ruling options the scenario runs under (option key -> value,
  from its ``@R-...=value`` tags).

and it

- keeps feature tags from becoming pytest marks (``pytest_bdd_apply_tag``);
- selects scenarios by game, edition, variant, clause glob and scenario id (deselecting
  the rest);
- skips, as "not applicable: ...", scenarios for a game, edition, variant, ruling option
  or capability the implementation did not declare in hello;
- restarts a crashed or hung implementation process before the next scenario;
- records one result per scenario (see results.py) and writes the reports.

Loaded by ``kuhspec conform`` (``pytest.main([..., "-p", "kuhspec.harness.plugin"])``)
and, in a source checkout, by the root conftest.py for a plain ``pytest`` run. Its options
(``--kuhspec-impl`` ...) work in both.
"""

from __future__ import annotations

import signal
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from kuhspec.harness import expectations as expectations_mod
from kuhspec.harness.outcome import apply_expectation, classify, finish
from kuhspec.catalogue import CatalogueError, add_spec_dir
from kuhspec.harness.applicability import Setting, not_applicable, setting
from kuhspec.scenarios import Scenario, from_template, is_vocabulary_tag
from kuhspec.harness.session import Harness, ItemState
from kuhspec.interface import Implementation, ImplementationError
from kuhspec.resources import data_path, repo_root

MAX_MESSAGE = 4000
BUILTIN_MARKS = {"skip", "skipif", "xfail", "usefixtures", "filterwarnings", "parametrize"}

HARNESS = pytest.StashKey[Harness]()
META = pytest.StashKey[Scenario]()
STATE = pytest.StashKey[ItemState]()

_config: pytest.Config | None = None  # for pytest_bdd_apply_tag, which gets no config


def pytest_addoption(parser: pytest.Parser) -> None:
    g = parser.getgroup("kuhspec", "kuhspec conformance harness")
    g.addoption("--kuhspec-impl", default=None, metavar="CMD",
                help="command of the implementation under test, speaking the kuhspec wire protocol; "
                     "'python:module:Class' instantiates a Python Implementation in process "
                     "(default: the reference engine in process)")
    g.addoption("--kuhspec-timeout", type=float, default=10.0, metavar="SECONDS",
                help="seconds allowed per request (subprocess) or per scenario (in process); default 10")
    for name, what in (("game", "game"), ("edition", "edition"), ("variant", "variant")):
        g.addoption(f"--kuhspec-{name}", action="append", default=[], metavar=what.upper(),
                    help=f"run only scenarios of this {what} (repeatable)")
    g.addoption("--kuhspec-clause", action="append", default=[], metavar="GLOB",
                help="run only scenarios citing a clause matching this glob, e.g. 'KF-AUC-*' (repeatable)")
    g.addoption("--kuhspec-scenario", action="append", default=[], metavar="ID",
                help="run only this scenario id (glob allowed; repeatable)")
    g.addoption("--kuhspec-expectations", default=None, metavar="FILE",
                help="YAML file of known failures (scenario id -> status, reason, issue)")
    g.addoption("--kuhspec-write-expectations", default=None, metavar="FILE",
                help="write an expectations file listing the scenarios that do not pass")
    g.addoption("--kuhspec-out", default=None, metavar="DIR", help="write the reports to this folder")
    g.addoption("--kuhspec-progress", default="none", choices=("none", "features", "scenarios"),
                help="print kuhspec's own progress lines")
    g.addoption("--kuhspec-scenarios-only", action="store_true",
                help="deselect collected tests that are not Gherkin scenarios")
    g.addoption("--kuhspec-spec", action="append", default=[], metavar="DIR",
                help="a further folder of game spec folders (<DIR>/<game>/game.yaml), added to the packaged spec")


# -- per-run state -------------------------------------------------------------------------


def harness(config: pytest.Config) -> Harness:
    return config.stash[HARNESS]


# -- configuration and tags -------------------------------------------------------------------


def pytest_configure(config: pytest.Config) -> None:
    global _config
    _config = config
    try:
        for extra in config.option.kuhspec_spec or []:
            add_spec_dir(extra)
        from kuhspec.catalogue import catalogue

        catalogue()
    except CatalogueError as err:
        raise pytest.UsageError(f"kuhspec: the spec is broken: {err}") from None
    config.stash[HARNESS] = Harness(config)


def pytest_unconfigure(config: pytest.Config) -> None:
    global _config
    if _config is config:
        _config = None


@pytest.hookimpl(tryfirst=True)
def pytest_bdd_apply_tag(tag: str, function) -> Any:
    """Feature tags are kuhspec metadata, not pytest marks (read from the scenario later).

    Only tags naming a built-in or registered pytest mark (``@skip``, say) become marks.
    """
    if is_vocabulary_tag(tag):
        return True
    if tag in BUILTIN_MARKS:
        return None
    if _config is not None:
        registered = {line.split(":", 1)[0].split("(", 1)[0].strip() for line in _config.getini("markers")}
        if tag in registered:
            return None
    return True


def _template(item: pytest.Item):
    try:
        from pytest_bdd.scenario import scenario_wrapper_template_registry
    except ImportError:  # pragma: no cover - pytest-bdd internals moved
        return None
    obj = getattr(item, "obj", None)
    if obj is None:
        return None
    try:
        return scenario_wrapper_template_registry.get(obj)
    except TypeError:
        return None


def _feature_rel(filename: str) -> str:
    """The feature file relative to the features directory (or the checkout, or its name)."""
    path = Path(filename).resolve()
    bases = [data_path("features").resolve()]
    if (root := repo_root()) is not None:
        bases.append(root.resolve())
    for base in bases:
        try:
            return path.relative_to(base).as_posix()
        except ValueError:
            pass
    return path.name


def scenario_meta(item: pytest.Item) -> Scenario | None:
    if META in item.stash:
        return item.stash[META]
    tmpl = _template(item)
    if tmpl is None:
        return None
    meta = from_template(tmpl, _feature_rel(tmpl.feature.filename))
    callspec = getattr(item, "callspec", None)
    if callspec is not None and "_pytest_bdd_example" in callspec.params:
        meta.id = f"{meta.id}[{callspec.id}]"
    item.stash[META] = meta
    return meta


def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
    h = harness(config)
    keep, drop = [], []
    seen: dict[str, str] = {}
    for item in items:
        meta = scenario_meta(item)
        if meta is None:
            (drop if config.option.kuhspec_scenarios_only else keep).append(item)
            continue
        for p in meta.problems:
            h.suite_problems.append(f"{meta.feature}:{meta.line}: {p}")
        if meta.id in seen and seen[meta.id] != item.nodeid:
            h.suite_problems.append(f"{meta.feature}:{meta.line}: duplicate scenario id {meta.id}")
        seen.setdefault(meta.id, item.nodeid)
        (keep if h.selects(meta) else drop).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep
    h.deselected += len(drop)
    h.selected = [i.nodeid for i in keep if META in i.stash]


def pytest_collectreport(report: pytest.CollectReport) -> None:
    if report.failed and _config is not None:
        text = str(report.longrepr) if report.longrepr else "collection failed"
        harness(_config).collection_errors.append({"where": report.nodeid or "<session>", "message": text[-MAX_MESSAGE:]})


# -- fixtures ----------------------------------------------------------------------------------


@pytest.fixture
def impl(request: pytest.FixtureRequest) -> Implementation:
    """The Implementation under test, for one scenario."""
    h = harness(request.config)
    state = request.node.stash.get(STATE, None)
    return h.impl_for_scenario(state)


@pytest.fixture
def scenario_setting(request: pytest.FixtureRequest) -> Setting | None:
    """The game, editions, variants and ruling options this scenario runs in (see
    kuhspec.harness.applicability.Setting)."""
    meta = scenario_meta(request.node)
    if meta is None:
        return None
    return setting(meta, harness(request.config).hello)


@pytest.fixture
def scenario_options(scenario_setting) -> dict[str, str]:
    """The ruling options of this scenario (from its @R-...=value tags): option key -> value."""
    return dict(scenario_setting.options) if scenario_setting else {}


# -- running -----------------------------------------------------------------------------------


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    meta = scenario_meta(item)
    if meta is None:
        return
    h = harness(item.config)
    state = ItemState(meta=meta)
    item.stash[STATE] = state
    h.current = state
    h.ensure_ready()  # raises ImplementationError: the setup phase reports crash/timeout/error
    reason = not_applicable(meta, h.hello or {})
    if reason:
        pytest.skip(f"not applicable: {reason}")


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

    def on_alarm(signum, frame):
        raise ImplementationError("timeout", f"scenario did not finish within {h.timeout:g}s (in process)")

    old = signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, h.timeout)
    try:
        return (yield)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def _step_dict(step) -> dict:
    d = {"keyword": (step.keyword or step.type).strip(), "text": step.name, "line": step.line_number,
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
            state.message = message[:MAX_MESSAGE] + ("..." if len(message) > MAX_MESSAGE else "")
            if status == "skip":
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
        h.results[item.nodeid] = result
        h.progress(result)
    return report


# -- the end ------------------------------------------------------------------------------------


def pytest_keyboard_interrupt(excinfo) -> None:
    if _config is not None:
        harness(_config).interrupted = True


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    h = harness(session.config)
    h.finished = time.time()
    h.progress_done()
    h.close()
    if h.config.option.kuhspec_write_expectations:
        path = h.config.option.kuhspec_write_expectations
        n = expectations_mod.write(path, list(h.results.values()), h.expectations,
                                   impl=(h.hello or {}).get("name", "") if h.hello else "")
        h.expectations_written = (path, n)
    if h.out_dir and (h.results or h.selected or h.collection_errors or h.handshake_error):
        from kuhspec.harness.report import write_reports

        h.report, h.report_paths = write_reports(h.record(), h.out_dir)


def pytest_terminal_summary(terminalreporter, exitstatus, config) -> None:
    h = config.stash.get(HARNESS, None)
    if h is None or not h.results:
        return
    from kuhspec.harness.report import build_report

    rep = h.report or build_report(h.record())
    t = rep["totals"]
    parts = ", ".join(f"{t[s]} {s}" for s in ("pass", "fail", "xfail", "xpass", "error", "crash", "timeout", "skip") if t[s])
    terminalreporter.write_sep("-", "kuhspec")
    terminalreporter.write_line(f"{t['scenarios']} scenarios: {parts}")
    for g in rep["games"]:
        terminalreporter.write_line(f"{g['title']}: {g['clauses_passed']}/{g['clauses_applicable']} clauses pass")
    if h.report_paths:
        terminalreporter.write_line(f"reports: {h.report_paths.get('dir')}")
