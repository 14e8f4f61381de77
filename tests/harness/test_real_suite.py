"""The real conformance suite through the harness: in process and over the wire protocol
(`kuhspec serve`) give the same results, scenario by scenario and clause by clause."""

from __future__ import annotations

import shlex
import sys

import pytest

from harnesslib import FAKES, serve_cmd


def _statuses(run):
    rep = run.report
    return (
        {s["id"]: s["status"] for s in rep["scenarios"]},
        {c["id"]: c["status"] for c in rep["clauses"]},
    )


@pytest.mark.parametrize("selection", [
    pytest.param(("--clause", "KF-SCO-1", "--clause", "KF-SCO-2"), id="scoring"),  # both editions, 2 players too
    pytest.param(("--clause", "KF-SCO-*"), id="all-of-scoring", marks=pytest.mark.full),
    pytest.param(("--clause", "KF-AUC-*", "--clause", "KF-SCO-*"), id="auction-and-scoring",
                 marks=pytest.mark.full),
])
def test_in_process_and_over_the_wire_agree(conform, selection):
    local = conform(*selection, suite=None)
    wire = conform("--impl", serve_cmd(), *selection, suite=None)
    assert local.report["totals"]["scenarios"] > 5, local.stdout + local.stderr
    assert _statuses(local) == _statuses(wire)
    assert local.rc == wire.rc
    assert wire.report["implementation"]["hello"]["name"] == "kuhspec-reference"
    assert local.report["implementation"]["in_process"] is True


@pytest.mark.full  # test_ruling_options and test_variants run declared options in the default run
def test_list_of_ruling_options_runs_only_declared(conform):
    """Scenarios under a ruling option the reference declares run; the report says which."""
    run = conform("--clause", "KF-SPC-*", suite=None)
    tagged = [s for s in run.report["scenarios"] if s["rulings"]]
    for s in tagged:
        assert s["status"] != "skip" or s["message"].startswith("not applicable")


@pytest.mark.full  # two conform runs; test_pipelining checks the client itself in the default run
def test_a_crash_among_requests_sent_ahead_fails_only_its_own_scenario(conform, tmp_path):
    """The implementation exits while answers to requests sent ahead are still due: that
    scenario crashes, the implementation is started again, and every other scenario runs
    as in process (none reads the dead process's closed pipe)."""
    local = conform("--clause", "KF-SCO-*", suite=None)
    wire = conform("--impl", shlex.join([sys.executable, str(FAKES / "serve_crashing.py"), "3", str(tmp_path / "crashed")]),
                   "--clause", "KF-SCO-*", suite=None)
    expected, got = _statuses(local)[0], _statuses(wire)[0]
    crashed = [sid for sid, status in got.items() if status != "pass"]
    assert len(crashed) == 1 and got[crashed[0]] == "crash", got
    assert "exiting on load number 3" in wire.scenario(crashed[0])["stderr"]
    assert {sid: s for sid, s in got.items() if sid not in crashed} == \
        {sid: s for sid, s in expected.items() if sid not in crashed}
