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

import fnmatch
import importlib
import os
import signal
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from kuhspec.harness import expectations as expectations_mod
from kuhspec.harness.recording import RecordingImplementation, clip
from kuhspec.harness.results import BAD, FAILING, ScenarioResult, json_diff
from kuhspec.harness.scenarios import ScenarioMeta, build_meta, is_vocabulary_tag, not_applicable
from kuhspec.interface import Implementation, ImplementationError, Unsupported
from kuhspec.resources import data_path

REFERENCE = "python:kuhspec.reference_impl:ReferenceImplementation"
MAX_RESTART_FAILURES = 3
MAX_MESSAGE = 4000
BUILTIN_MARKS = {"skip", "skipif", "xfail", "usefixtures", "filterwarnings", "parametrize"}

HARNESS = pytest.StashKey["Harness"]()
META = pytest.StashKey[ScenarioMeta]()
STATE = pytest.StashKey["ItemState"]()

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
    g.addoption("--kuhspec-spec", default=None, help="spec directory (default: the packaged one)")


# -- per-run state -------------------------------------------------------------------------


@dataclass
class ItemState:
    meta: ScenarioMeta
    status: str | None = None
    raw_status: str | None = None
    message: str = ""
    stderr: str = ""
    steps: list[dict] = field(default_factory=list)
    failing_step: dict | None = None
    compare: tuple[Any, Any] | None = None
    recorder: RecordingImplementation | None = None
    duration: float = 0.0
    expectation: dict | None = None
    extra: dict = field(default_factory=dict)


class Harness:
    def __init__(self, config: pytest.Config):
        self.config = config
        opt = config.option
        self.impl_spec: str = opt.kuhspec_impl or REFERENCE
        self.in_process = self.impl_spec.startswith("python:")
        self.timeout: float = opt.kuhspec_timeout
        self.spec_dir: str | None = opt.kuhspec_spec
        self.selection = {
            "games": list(opt.kuhspec_game),
            "editions": list(opt.kuhspec_edition),
            "variants": list(opt.kuhspec_variant),
            "clauses": list(opt.kuhspec_clause),
            "scenarios": list(opt.kuhspec_scenario),
        }
        self.out_dir: str | None = opt.kuhspec_out
        self.progress_mode: str = opt.kuhspec_progress
        self.expectations_path: str | None = opt.kuhspec_expectations
        self.expectations: dict[str, dict] = {}
        if self.expectations_path:
            try:
                self.expectations = expectations_mod.load(self.expectations_path)
            except expectations_mod.ExpectationsError as e:
                raise pytest.UsageError(str(e)) from None
        self.hello: dict | None = None
        self.handshake_error: dict | None = None
        self.restart_failures = 0
        self.last_start_error: dict | None = None
        self.subprocess = None  # SubprocessImplementation, when not in process
        self.factory = None
        self.results: dict[str, ScenarioResult] = {}
        self.selected: list[str] = []  # nodeids of selected scenarios, in run order
        self.deselected = 0
        self.collection_errors: list[dict] = []
        self.suite_problems: list[str] = []
        self.started = time.time()
        self.finished: float | None = None
        self.interrupted = False
        self.current: ItemState | None = None
        self.report_paths: dict[str, str] = {}
        self.expectations_written: tuple[str, int] | None = None
        self._progress_feature: str | None = None
        self._progress_count = 0

    # -- the implementation ---------------------------------------------------------------

    @property
    def impl_label(self) -> str:
        return "reference engine (in process)" if self.impl_spec == REFERENCE else self.impl_spec

    def _make_in_process(self) -> Implementation:
        if self.factory is None:
            target = self.impl_spec[len("python:"):]
            module, _, attr = target.partition(":")
            try:
                obj: Any = importlib.import_module(module)
                for part in (attr or "Implementation").split("."):
                    obj = getattr(obj, part)
            except (ImportError, AttributeError) as e:
                raise ImplementationError("crash", f"cannot load in-process implementation {target!r}: {e}") from None
            self.factory = obj
        try:
            return self.factory()
        except Exception as e:
            raise ImplementationError("crash", f"cannot create in-process implementation: {type(e).__name__}: {e}") from None

    def ensure_ready(self) -> None:
        """Make sure a live implementation has said hello; raise ImplementationError if not."""
        if self.in_process:
            if self.hello is None and self.handshake_error is None:
                try:
                    self.hello = self._make_in_process().hello()
                except ImplementationError as e:
                    self._handshake_failed(e)
                except Exception as e:
                    self._handshake_failed(ImplementationError("error", f"hello raised {type(e).__name__}: {e}"))
            if self.hello is None:
                self._raise_handshake()
            return
        from kuhspec.harness.subprocess_impl import SubprocessImplementation

        if self.subprocess is None:
            self.subprocess = SubprocessImplementation(self.impl_spec, self.timeout)
        if self.subprocess.alive and self.hello is not None:
            return
        if self.restart_failures >= MAX_RESTART_FAILURES:
            self._raise_handshake(note=f"not run: the implementation failed to start {self.restart_failures} times in a row")
        try:
            hello = self.subprocess.restart() if self.subprocess.starts else self.subprocess.start()
        except ImplementationError as e:
            self.restart_failures += 1
            self._handshake_failed(e)
            self._raise_handshake()
        self.restart_failures = 0
        if self.hello is None:
            self.hello = hello

    def _handshake_failed(self, e: ImplementationError) -> None:
        err = {"status": e.kind if e.kind in ("crash", "timeout") else "error", "message": str(e), "stderr": e.detail}
        if self.hello is None:  # the first handshake: nothing is known about the implementation
            self.handshake_error = err
        self.last_start_error = err

    def _raise_handshake(self, note: str = "") -> None:
        err = self.last_start_error or self.handshake_error or {"status": "error", "message": "?"}
        kind = err["status"] if err["status"] in ("crash", "timeout") else "error"
        msg = err["message"]
        if self.hello is None and not msg.startswith("handshake"):
            msg = f"handshake failed: {msg}"
        raise ImplementationError(kind, f"{note}: {msg}" if note else msg, err.get("stderr", ""))

    def impl_for_scenario(self, state: ItemState | None) -> RecordingImplementation:
        self.ensure_ready()
        inner = self._make_in_process() if self.in_process else self.subprocess
        rec = RecordingImplementation(inner, hello=self.hello)
        if state is not None:
            state.recorder = rec
        return rec

    def close(self) -> None:
        if self.subprocess is not None:
            try:
                self.subprocess.close()
            except Exception:
                pass

    # -- selection --------------------------------------------------------------------------

    def selects(self, meta: ScenarioMeta) -> bool:
        s = self.selection
        if s["games"] and meta.game not in s["games"]:
            return False
        if s["editions"] and meta.edition not in s["editions"]:
            return False
        if s["variants"] and meta.variant not in s["variants"]:
            return False
        if s["clauses"] and not any(fnmatch.fnmatchcase(c, g) for c in meta.clauses for g in s["clauses"]):
            return False
        if s["scenarios"]:
            base = meta.id.split("[", 1)[0]
            if not any(fnmatch.fnmatchcase(meta.id, g) or fnmatch.fnmatchcase(base, g) for g in s["scenarios"]):
                return False
        return True

    # -- progress -------------------------------------------------------------------------------

    def progress(self, result: ScenarioResult) -> None:
        if self.progress_mode == "none":
            return
        self._progress_count += 1
        total = len(self.selected)
        capman = self.config.pluginmanager.getplugin("capturemanager")
        ctx = capman.global_and_fixture_disabled() if capman else _null()
        with ctx:
            if self.progress_mode == "scenarios":
                print(f"[{self._progress_count:>4}/{total}] {result.status:<7} {result.id}  {result.title}", flush=True)
                if result.status in BAD and result.message:
                    print("         " + result.message.strip().splitlines()[0][:200], flush=True)
                return
            char = {"pass": ".", "fail": "F", "skip": "s", "xfail": "x", "xpass": "X",
                    "error": "E", "crash": "C", "timeout": "T"}.get(result.status, "?")
            if result.feature != self._progress_feature:
                if self._progress_feature is not None:
                    print(flush=True)
                self._progress_feature = result.feature
                print(f"[{self._progress_count:>4}/{total}] {result.feature} ", end="", flush=True)
            print(char, end="", flush=True)

    def progress_done(self) -> None:
        if self.progress_mode == "features" and self._progress_feature is not None:
            print(flush=True)


class _null:
    def __enter__(self):
        return self

    def __exit__(self, *a):
        return False


def harness(config: pytest.Config) -> Harness:
    return config.stash[HARNESS]


# -- configuration and tags -------------------------------------------------------------------


def pytest_configure(config: pytest.Config) -> None:
    global _config
    _config = config
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
    path = Path(filename).resolve()
    for base in (data_path("features").resolve(),):
        try:
            return path.relative_to(base).as_posix()
        except ValueError:
            pass
    try:
        return Path(os.path.relpath(path)).as_posix()
    except ValueError:
        return path.as_posix()


def scenario_meta(item: pytest.Item) -> ScenarioMeta | None:
    if META in item.stash:
        return item.stash[META]
    tmpl = _template(item)
    if tmpl is None:
        return None
    feature = tmpl.feature
    tags = set(tmpl.tags)
    if getattr(tmpl, "rule", None) is not None:
        tags |= set(tmpl.rule.tags)
    meta = build_meta(
        title=tmpl.name,
        scenario_tags=tags,
        feature_tags=feature.tags,
        feature=_feature_rel(feature.filename),
        line=tmpl.line_number,
    )
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
def scenario_options(request: pytest.FixtureRequest) -> dict[str, str]:
    """The ruling options of this scenario (from its @R-...=value tags): option key -> value."""
    meta = scenario_meta(request.node)
    if meta is None:
        return {}
    return meta.options(harness(request.config).spec_dir)


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
    reason = not_applicable(meta, h.hello or {}, h.spec_dir)
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
    d["duration"] = round(time.perf_counter() - d.pop("_t0", time.perf_counter()), 6)
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


# -- classifying outcomes ---------------------------------------------------------------------


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
        if isinstance(e, ImplementationError):
            state.stderr = e.detail or ""
            return (e.kind if e.kind in ("crash", "timeout") else "error"), str(e)
        if isinstance(e, Unsupported):
            cap = str(e) or "?"
            declared = set((h.hello or {}).get("capabilities") or [])
            if cap in declared:
                return "error", f"implementation declared capability {cap!r} but answered {cap} as unsupported"
            return "skip", f"not applicable: implementation does not support {cap} (not declared)"
    if isinstance(exc, pytest.skip.Exception):
        return "skip", str(exc.msg if hasattr(exc, "msg") else exc)
    if isinstance(exc, (AssertionError, pytest.fail.Exception)):
        if hasattr(exc, "expected") and hasattr(exc, "actual"):
            state.compare = (getattr(exc, "actual"), getattr(exc, "expected"))
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


def _apply_expectation(h: Harness, state: ItemState, report: pytest.TestReport, status: str, message: str) -> str:
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
            state.status = _apply_expectation(h, state, report, status, message)
        elif call.when == "call":
            state.status = _apply_expectation(h, state, report, "pass", "")
    if call.when == "teardown":
        if state.status is None:
            state.status = "pass"
        h.current = None
        result = _finish(h, state, item)
        h.results[item.nodeid] = result
        h.progress(result)
    return report


def _finish(h: Harness, state: ItemState, item: pytest.Item) -> ScenarioResult:
    m = state.meta
    r = ScenarioResult(
        id=m.id, title=m.title, feature=m.feature, line=m.line, game=m.game, edition=m.edition,
        variant=m.variant, clauses=list(m.clauses), rulings=m.ruling_tags(), needs=list(m.needs),
        status=state.status or "pass", raw_status=state.raw_status, duration=round(state.duration, 6),
        message=state.message, expectation=state.expectation, nodeid=item.nodeid,
    )
    failed = r.status not in ("pass", "skip")
    if failed:
        for d in state.steps:
            d.pop("_t0", None)
            if d["status"] == "running":
                d["status"] = "failed"
                state.failing_step = state.failing_step or {k: d[k] for k in ("keyword", "text", "line")}
        r.steps = state.steps
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
    else:
        r.steps = [{k: v for k, v in d.items() if k != "_t0"} for d in state.steps]
    return r


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
    if exitstatus == pytest.ExitCode.INTERRUPTED:
        h.interrupted = True
    if h.config.option.kuhspec_write_expectations:
        path = h.config.option.kuhspec_write_expectations
        n = expectations_mod.write(path, list(h.results.values()), h.expectations,
                                   impl=(h.hello or {}).get("name", "") if h.hello else "")
        h.expectations_written = (path, n)
    if h.out_dir and (h.results or h.selected or h.collection_errors or h.handshake_error):
        from kuhspec.harness.report import write_reports

        h.report_paths = write_reports(h, h.out_dir)


def pytest_terminal_summary(terminalreporter, exitstatus, config) -> None:
    h = config.stash.get(HARNESS, None)
    if h is None or not h.results:
        return
    from kuhspec.harness.report import build_report

    rep = build_report(h)
    t = rep["totals"]
    parts = ", ".join(f"{t[s]} {s}" for s in ("pass", "fail", "xfail", "xpass", "error", "crash", "timeout", "skip") if t[s])
    terminalreporter.write_sep("-", "kuhspec")
    terminalreporter.write_line(f"{t['scenarios']} scenarios: {parts}")
    for g in rep["games"]:
        terminalreporter.write_line(f"{g['title']}: {g['clauses_passed']}/{g['clauses_applicable']} clauses pass")
    if h.report_paths:
        terminalreporter.write_line(f"reports: {h.report_paths.get('dir')}")
