"""The real conformance suite through the harness: in process and over the wire protocol
(`kuhspec serve`) give the same results, scenario by scenario and clause by clause."""

from __future__ import annotations

import pytest

from harnesslib import serve_cmd


def _statuses(run):
    rep = run.report
    return (
        {s["id"]: s["status"] for s in rep["scenarios"]},
        {c["id"]: c["status"] for c in rep["clauses"]},
    )


@pytest.mark.parametrize("selection", [
    pytest.param(("--clause", "KF-SCO-*"), id="scoring"),
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


def test_list_of_ruling_options_runs_only_declared(conform):
    """Scenarios under a ruling option the reference declares run; the report says which."""
    run = conform("--clause", "KF-SPC-*", suite=None)
    tagged = [s for s in run.report["scenarios"] if s["rulings"]]
    for s in tagged:
        assert s["status"] != "skip" or s["message"].startswith("not applicable")
