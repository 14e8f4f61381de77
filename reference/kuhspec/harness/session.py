"""The state of one conformance run: the implementation under test (in process or a
subprocess, restarted after a crash), the selection, the per-scenario results and the
progress lines. The pytest plugin (plugin.py) drives it.
"""

from __future__ import annotations

import argparse
import importlib
import os
import time
from dataclasses import dataclass, field
from typing import Any

import pytest

from kuhspec import budget as budget_mod
from kuhspec.harness import expectations as expectations_mod
from kuhspec.harness.grouping import heading
from kuhspec.law.applicability import unknown_declarations
from kuhspec.harness.recording import RecordingImplementation
from kuhspec.harness.results import BAD, RunRecord, ScenarioResult
from kuhspec.harness.selection import Selection
from kuhspec.harness.tagexpr import TagExpressionError
from kuhspec.resources import FEATURES_ENV
from kuhspec.scenarios import Scenario
from kuhspec.interface import Implementation, ImplementationError

REFERENCE = "python:kuhspec.reference_impl:ReferenceImplementation"
MAX_RESTART_FAILURES = 3


@dataclass
class ItemState:
    meta: Scenario
    status: str | None = None
    raw_status: str | None = None
    message: str = ""
    stderr: str = ""
    steps: list[dict] = field(default_factory=list)
    failing_step: dict | None = None
    compare: tuple[Any, Any] | None = None
    compares: str | None = None  # what `compare` holds: "state" for two positions (diagrams.py)
    recorder: RecordingImplementation | None = None
    case: Any = None  # kuhspec.export.recorder.CaseRecorder, when exporting
    duration: float = 0.0
    expectation: dict | None = None
    notes: list[str] = field(default_factory=list)  # what the verdict does not prove (secrecy.py)


class Harness:
    def __init__(self, config: pytest.Config):
        self.config = config
        opt = config.option
        self.impl_spec: str = opt.kuhspec_impl or REFERENCE
        self.in_process = self.impl_spec.startswith("python:")
        self.timeout: float = opt.kuhspec_timeout
        try:
            self.selector = Selection.from_namespace(opt, prefix="kuhspec_")
        except TagExpressionError as e:
            raise pytest.UsageError(f"invalid tag expression: {e}") from None
        self.selection = self.selector.as_dict()
        if os.environ.get(FEATURES_ENV):  # conform --features
            self.selection["features"] = [os.environ[FEATURES_ENV]]
        self.out_dir: str | None = opt.kuhspec_out
        self.badge_url: str | None = getattr(opt, "kuhspec_badge_url", None)
        self.legal_probes: int | None = getattr(opt, "kuhspec_legal_probes", None)
        self.differential_games: int | None = getattr(opt, "kuhspec_differential", None)
        self.differential_seed: int | None = getattr(opt, "kuhspec_seed", None)
        self.differential: dict | None = None  # the differential result (report.json `differential`)
        self.progress_mode: str = opt.kuhspec_progress
        self.expectations_path: str | None = opt.kuhspec_expectations
        self.expectations: dict[str, dict] = {}
        self.usage_error: str | None = None
        if self.expectations_path:
            try:
                self.expectations = expectations_mod.load(self.expectations_path)
            except expectations_mod.ExpectationsError as e:
                raise pytest.UsageError(str(e)) from None
        self.hello: dict | None = None
        self.positions_kept = 0  # failing scenarios whose positions the report keeps (diagrams.py)
        self.handshake_error: dict | None = None
        self.restart_failures = 0
        self.stopped: str | None = None  # the run stops at once: the implementation cannot start
        self.last_start_error: dict | None = None
        self.subprocess = None  # SubprocessImplementation, when not in process
        self.factory = None
        self.results: dict[str, ScenarioResult] = {}
        self.selected: list[str] = []  # nodeids of selected scenarios, in run order
        self.selected_scenarios: list[Scenario] = []  # their Scenarios, in the same order
        self.deselected = 0
        self.unbuilt: list = []  # (nodeid, Scenario) the selection left out before they were built (collect.py)
        self.collection_errors: list[dict] = []
        self.suite_problems: list[str] = []
        self.started = time.time()
        self.finished: float | None = None
        self.interrupted = False
        self.stopped_by: str | None = None  # --fail-fast / --max-fail ended the run
        self.current: ItemState | None = None
        self.report_paths: dict[str, str] = {}
        self.report: dict | None = None  # report.json's content, once written
        self.expectations_written: tuple[str, int] | None = None
        self._progress_feature: str | None = None
        self._progress_group: str | None = None  # the heading of the group shown last (kuhspec.harness.grouping)
        self._progress_count = 0
        # the whole run's budget (kuhspec.budget), from now; "auto": derived once the scenarios are selected
        wanted = getattr(opt, "kuhspec_budget", None)
        try:
            self.budget = budget_mod.Budget(None if wanted in (None, "auto") else budget_mod.parse(wanted))
        except argparse.ArgumentTypeError as e:
            raise pytest.UsageError(f"--kuhspec-budget: {e}") from None
        self.budget_auto = wanted == "auto"
        self.budget_stop: str | None = None  # where the budget ran out (the run then stopped)
        if not self.in_process:  # it starts up (and reads its hello) while pytest collects the scenarios
            from kuhspec.wire.client import SubprocessImplementation

            self.subprocess = SubprocessImplementation(self.impl_spec, self.timeout,
                                                       start_timeout=opt.kuhspec_start_timeout)
            self.subprocess.budget = self.budget
            self.subprocess.begin()
            config.add_cleanup(self.close)

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

    def _accept_hello(self, hello: dict) -> dict:
        """The hello, if it declares only what the suite knows; else a handshake failure."""
        problems = unknown_declarations(hello) if isinstance(hello, dict) else []
        if problems:
            raise ImplementationError("error", "handshake refused: the implementation declares what the suite "
                                               "does not know: " + "; ".join(problems))
        return hello

    def ensure_ready(self) -> None:
        """Make sure a live implementation has said hello; raise ImplementationError if not."""
        if self.stopped:
            self._raise_handshake()
        try:
            self._ensure_ready()
        except ImplementationError:
            if self.hello is None or self.restart_failures >= MAX_RESTART_FAILURES:
                err = self.last_start_error or self.handshake_error or {}
                self.stopped = err.get("message") or "the implementation did not start"
            raise

    def _ensure_ready(self) -> None:
        if self.subprocess is not None:
            self.subprocess.settle()  # answers the last scenario sent ahead and did not read are its own
        if self.in_process:
            if self.hello is None and self.handshake_error is None:
                try:
                    self.hello = self._accept_hello(self._make_in_process().hello())
                except ImplementationError as e:
                    self._handshake_failed(e)
                except Exception as e:
                    self._handshake_failed(ImplementationError("error", f"hello raised {type(e).__name__}: {e}"))
            if self.hello is None:
                self._raise_handshake()
            return
        if self.subprocess.alive and self.hello is not None:  # started (begun) in __init__
            return
        if self.restart_failures >= MAX_RESTART_FAILURES:
            self._raise_handshake(note=f"not run: the implementation failed to start {self.restart_failures} times in a row")
        try:
            hello = self.subprocess.restart() if self.subprocess.starts else self.subprocess.start()
            if self.hello is None:
                hello = self._accept_hello(hello)
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
        case = None
        if getattr(self.config.option, "kuhspec_record", False):  # kuhspec export: write the scenario down
            from kuhspec.export.recorder import CaseRecorder

            inner = case = CaseRecorder(inner)
        rec = RecordingImplementation(inner, hello=self.hello)
        rec.checks = {"legal_probes": self.legal_probes}  # read by the step library's World
        rec.case = case  # the World states its checks to it (kuhspec.export.checks)
        if state is not None:
            state.recorder = rec
            state.case = case
        return rec

    def live_impl(self) -> Implementation:
        """The implementation itself (started, or restarted after a crash), unrecorded."""
        self.ensure_ready()
        return self._make_in_process() if self.in_process else self.subprocess

    def close(self) -> None:
        if self.subprocess is not None:
            try:
                self.subprocess.close()
            except Exception:
                pass

    # -- the record the reports are built from -------------------------------------------

    def record(self) -> RunRecord:
        return RunRecord(
            impl_label=self.impl_label, impl_command=None if self.in_process else self.impl_spec,
            in_process=self.in_process, hello=self.hello, handshake_error=self.handshake_error,
            selection={k: list(v) for k, v in self.selection.items()},
            results=list(self.results.values()), selected=len(self.selected), deselected=self.deselected,
            collection_errors=list(self.collection_errors), suite_problems=list(self.suite_problems),
            expectations=self.expectations_path, timeout=self.timeout, started=self.started,
            finished=self.finished, interrupted=self.interrupted, legal_probes=self.legal_probes, stopped=self.stopped or self.stopped_by,
            differential=self.differential,
            budget=self.budget.as_json(self.budget_stop) if self.budget.seconds is not None or self.budget_auto else None,
        )

    # -- the budget -------------------------------------------------------------------------

    def selected_now(self) -> None:
        """The scenarios are selected: a budget left to the run ("auto") is derived from their number."""
        if self.budget_auto:
            self.budget.seconds = budget_mod.derived(len(self.selected))
            self.budget.derived = True

    def budget_ran_out(self, session: pytest.Session, where: str) -> None:
        """The budget ran out (`where`, in words): no further scenario runs."""
        if self.budget_stop is None:
            self.budget_stop = where
        session.shouldstop = f"kuhspec: {where}"

    # -- selection --------------------------------------------------------------------------

    def selects(self, meta: Scenario) -> bool:
        return self.selector.selects(meta)

    # -- progress -------------------------------------------------------------------------------

    def progress(self, result: ScenarioResult) -> None:
        if self.progress_mode == "none":
            return
        self._progress_count += 1
        total = len(self.selected)
        capman = self.config.pluginmanager.getplugin("capturemanager")
        ctx = capman.global_and_fixture_disabled() if capman else _null()
        with ctx:
            group = heading(result)
            if group != self._progress_group:
                if self._progress_feature is not None and self.progress_mode == "features":
                    print(flush=True)
                    self._progress_feature = None
                self._progress_group = group
                print(group, flush=True)
            if self.progress_mode == "scenarios":
                print(f"[{self._progress_count:>4}/{total}] {result.status:<7} {result.id}  {result.title}", flush=True)
                if result.status in BAD and result.message:
                    print("         " + result.message.strip().splitlines()[0][:200], flush=True)
                return
            char = {"pass": ".", "fail": "F", "skip": "s", "xfail": "x", "xpass": "X",
                    "error": "E", "crash": "C", "timeout": "T", "not_run": "_"}.get(result.status, "?")
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
