"""Kuhno through the harness (issue 9): every Kuhno clause passes in process and over the
wire protocol with the same statuses, with its own badge; an implementation that declares
only Kuhno in its hello runs no Festival scenario."""

from __future__ import annotations

import pytest

import shlex
import sys

from harnesslib import FAKES, serve_cmd

from kuhspec.catalogue import catalogue


def _statuses(run):
    rep = run.report
    return ({s["id"]: s["status"] for s in rep["scenarios"]}, {c["id"]: c["status"] for c in rep["clauses"]})


@pytest.mark.full  # in process, the default run plays them (tests/conformance)
def test_every_kuhno_clause_passes_in_process_and_over_the_wire(conform):
    local = conform("--game", "kuhno", suite=None, timeout=300)
    wire = conform("--game", "kuhno", "--impl", serve_cmd(), suite=None, timeout=300)
    testable = {c.id for c in catalogue().game("kuhno").active_clauses() if c.testable}
    for run in (local, wire):
        assert run.rc == 0, run.stdout[-3000:] + run.stderr[-3000:]
        passing = {c["id"] for c in run.report["clauses"] if c["status"] == "pass"}
        assert testable <= passing, sorted(testable - passing)
        assert all(s["game"] == "kuhno" for s in run.report["scenarios"])
        assert (run.out / "badge-kuhno.json").is_file() and (run.out / "badge-kuhno.svg").is_file()
        assert not (run.out / "badge-kuhhandel-festival.json").exists()
    assert _statuses(local) == _statuses(wire)
    assert local.report["totals"]["scenarios"] > 100


def test_an_implementation_declaring_only_kuhno_runs_no_festival_scenario(conform):
    impl = shlex.join([sys.executable, str(FAKES / "kuhno_only.py")])
    run = conform("--impl", impl, "--clause", "KN-PLACE-*", "--clause", "KF-AUC-*", suite=None, timeout=300)
    assert run.rc == 0, run.stdout[-3000:] + run.stderr[-3000:]
    festival = [s for s in run.report["scenarios"] if s["game"] == "kuhhandel-festival"]
    kuhno = [s for s in run.report["scenarios"] if s["game"] == "kuhno"]
    assert festival and kuhno
    assert all(s["status"] == "skip" and "not declared" in s["message"] for s in festival), \
        {s["id"]: (s["status"], s.get("message")) for s in festival if s["status"] != "skip"}
    assert all(s["status"] == "pass" for s in kuhno)
    assert run.report["implementation"]["hello"]["games"].keys() == {"kuhno"}
