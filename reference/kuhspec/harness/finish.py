"""The end of a run: the expectations file, the reports and the terminal summary."""

from __future__ import annotations

import gc
import time

import pytest

from kuhspec.harness import expectations as expectations_mod
from kuhspec.harness.stash import HARNESS, current, harness


def pytest_keyboard_interrupt(excinfo) -> None:
    if excinfo.typename in ("Interrupted", "Failed"):  # session.shouldstop / shouldfail: not the user
        return
    if current.config is not None:
        harness(current.config).interrupted = True


def _release_checkers() -> None:
    """Once every scenario has run, the answer checkers (strict.game_kinds: the compiled
    normalisers and validators of every schema, and the answers each remembers) are not
    needed again: released before the reports are built, their memory holds the reports
    instead of adding to the run's peak. The normalisers' compiled walks refer to their
    normaliser, so a collection is needed to free them."""
    from kuhspec.harness import strict

    strict.game_kinds.cache_clear()
    gc.collect()


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    h = harness(session.config)
    h.finished = time.time()
    if session.shouldfail and not h.stopped:
        h.stopped_by = f"{session.shouldfail} (--fail-fast / --max-fail)"
    h.progress_done()
    why = (f"the run's budget of {h.budget.seconds:g}s ran out" if h.budget_stop is not None
           else "the run stopped after its failures (--fail-fast / --max-fail)" if h.stopped_by is not None
           else None)
    if why is not None:  # every scenario that did not start is listed as not run
        from kuhspec.harness.outcome import not_run

        for result in not_run(h, why):
            h.results[result.nodeid] = result
    if h.differential_games is not None and not h.stopped and not h.interrupted and h.budget_stop is None:
        from kuhspec.harness.differential.harnessed import run_in_harness

        h.differential = run_in_harness(h)
        h.finished = time.time()
    h.close()
    _release_checkers()
    if h.config.option.kuhspec_write_expectations:
        path = h.config.option.kuhspec_write_expectations
        n = expectations_mod.write(path, list(h.results.values()), h.expectations,
                                   impl=(h.hello or {}).get("name", "") if h.hello else "")
        h.expectations_written = (path, n)
    if h.out_dir and (h.results or h.selected or h.collection_errors or h.handshake_error or h.differential):
        from kuhspec.harness.report import write_reports

        h.report, h.report_paths = write_reports(h.record(), h.out_dir, h.badge_url)


def pytest_terminal_summary(terminalreporter, exitstatus, config) -> None:
    h = config.stash.get(HARNESS, None)
    if h is None or not h.results:
        return
    from kuhspec.harness.report import badge, build_report, report_listing

    rep = h.report or build_report(h.record())
    t = rep["totals"]
    parts = ", ".join(f"{t[s]} {s}" for s in ("pass", "fail", "xfail", "xpass", "error", "crash", "timeout", "skip", "not_run") if t[s])
    terminalreporter.write_sep("-", "kuhspec")
    terminalreporter.write_line(f"{t['scenarios']} scenarios: {parts}")
    failed_handshake = bool(rep["implementation"].get("handshake_error"))
    for g in rep["games"]:
        terminalreporter.write_line(f"{g['title']}: {badge.standing(g, failed_handshake)}")
    if h.report_paths:
        terminalreporter.write_line(report_listing(h.report_paths))
