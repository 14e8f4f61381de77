"""`kuhspec conform` end to end on the mini suite: statuses, selection, skipping,
expectations, faulty implementations, and the reports written in every case.

No verdict here depends on how busy the machine is: a short --timeout is given only where
the implementation never answers (so a timeout is the only right verdict; the handshake,
which starts the process, has its own allowance), and harnesslib.WIDE everywhere else."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import pytest
import yaml

from kuhspec.wire import protocol

import harnesslib
from harnesslib import WIDE, fake_cmd, serve_cmd, skips_are_not_applicable

GOOD = "python:fake_impl:Good"
FIVES = "python:fake_impl:Fives"


def assert_reports(run) -> dict:
    """Every report file exists and is well-formed; returns report.json."""
    rep = run.report
    assert protocol.first_error(rep, "report.schema.json") is None
    for name in ("junit.xml", "summary.md", "report.html"):
        assert (run.out / name).is_file(), name
    ET.parse(run.out / "junit.xml")
    assert (run.out / "report.html").read_text().startswith("<!DOCTYPE html>")
    return rep


def test_good_implementation_passes(conform):
    run = conform("--impl", GOOD)
    assert run.rc == 0, run.stdout + run.stderr
    rep = assert_reports(run)
    assert rep["ok"] is True
    assert rep["totals"]["pass"] == 7 and rep["totals"]["skip"] == 2
    assert rep["implementation"]["hello"]["name"] == "toy"
    # not applicable: an undeclared ruling option and an undeclared capability
    assert run.scenario("MINI-06")["status"] == "skip"
    assert "not applicable: ruling option R-KF-COLOURED-AMOUNT=stated" in run.scenario("MINI-06")["message"]
    assert run.scenario("MINI-07")["message"] == "not applicable: capability legal not declared"
    # scenario_options comes from the ruling tags
    assert run.scenario("MINI-05")["status"] == "pass"
    assert run.scenario("MINI-05")["rulings"] == ["R-KF-PAYMENT=any_sufficient"]
    # clauses: a clause passes when all its applicable scenarios pass
    assert run.clause("KF-AUC-4")["status"] == "pass"
    assert run.clause("KF-END-1")["status"] == "skip"
    # the badge counts the game (the catalogue's 87 clauses), not the mini suite's 4, and names
    # what the fake leaves out; of what applies, all pass
    assert ("Kuhhandel Festival: 4/87 clauses of the game pass; 4/4 applicable (100%); the implementation "
            "leaves out edition nl, variant two-player") in run.stdout
    game = rep["games"][0]
    assert (game["clauses_passed"], game["clauses_applicable"], game["percent"]) == (4, 4, 100)


def test_badges(conform):
    run = conform("--impl", GOOD)
    endpoint = json.loads((run.out / "badge-kuhhandel-festival.json").read_text())
    message = "4/87 clauses (without edition nl, variant two-player)"  # the game's clauses, what is left out
    assert endpoint == {"schemaVersion": 1, "label": "Kuhhandel Festival", "message": message, "color": "red"}
    svg = (run.out / "badge-kuhhandel-festival.svg").read_text()
    root = ET.fromstring(svg)
    assert root.tag.endswith("svg")
    assert f"Kuhhandel Festival · {message}" in svg and "#e05d44" in svg
    assert "http" not in svg.replace("http://www.w3.org/2000/svg", "")  # self-contained


def test_failure_is_reported_with_its_step_and_values(conform):
    run = conform("--impl", FIVES)
    assert run.rc == 1
    rep = assert_reports(run)
    assert rep["ok"] is False
    s = run.scenario("MINI-02")
    assert s["status"] == "fail"
    assert s["failing_step"]["text"] == 'the action is rejected with code "bid_not_multiple_of_10" and clause "KF-AUC-4"'
    assert [st["status"] for st in s["steps"]] == ["passed", "passed", "failed", "not_run"]
    assert "but the action was accepted" in s["message"]
    assert any(c["call"] == "act" and c["arg"]["amount"] == 15 for c in s["calls"])
    assert run.clause("KF-AUC-4")["status"] == "fail"  # one failing scenario fails the clause
    assert run.clause("KF-AUC-4")["counts"] == {"pass": 2, "fail": 2}
    assert run.scenario("MINI-08[30-accepted]")["status"] == "pass"  # outline examples are scenarios
    assert run.scenario("MINI-08[25-refused]")["status"] == "fail"
    badge = json.loads((run.out / "badge-kuhhandel-festival.json").read_text())
    assert badge["message"] == "3/87 clauses (without edition nl, variant two-player)" and badge["color"] == "red"
    html = (run.out / "report.html").read_text()
    assert "MINI-02" in html and "failed here" in html
    junit = ET.parse(run.out / "junit.xml").getroot()
    assert junit.get("failures") == "2" and junit.get("skipped") == "2"
    assert "MINI-02" in (run.out / "summary.md").read_text()


def test_expected_values_and_state_diff(conform):
    run = conform("--impl", "python:fake_impl:WrongState", "--scenario", "MINI-02")
    assert run.rc == 1
    s = run.scenario("MINI-02")
    assert s["status"] == "fail"
    assert s["failing_step"]["text"] == "the state is"
    assert s["expected"]["players"][1]["name"] == "Benno"
    assert s["actual"]["players"][1]["name"] == "Bruno"
    assert s["diff"] == [
        {"path": "/log", "expected": [], "missing": "actual"},
        {"path": "/players/1/name", "expected": "Benno", "actual": "Bruno"},
    ]
    html = (run.out / "report.html").read_text()
    assert "/players/1/name" in html and "Bruno" in html


def _write(tmp_path, data, name="exp.yaml"):
    path = tmp_path / name
    path.write_text(yaml.safe_dump(data))
    return path


def test_expectations_xfail_and_xpass(conform, tmp_path):
    exp = _write(tmp_path, {"MINI-02": {"status": "fail", "reason": "bids of 5 allowed", "issue": "https://example.org/1"},
                            "MINI-08[25-refused]": "bids of 5 allowed"})
    run = conform("--impl", FIVES, "--expectations", str(exp))
    assert run.rc == 0, run.stdout + run.stderr
    rep = assert_reports(run)
    s = run.scenario("MINI-02")
    assert s["status"] == "xfail" and s["raw_status"] == "fail"
    assert s["expectation"]["issue"] == "https://example.org/1"
    assert run.clause("KF-AUC-4")["status"] == "xfail"
    assert rep["ok"] is True
    # the bug gets fixed: the listed scenario passes now -> xpass, and the run fails
    run = conform("--impl", GOOD, "--expectations", str(exp))
    assert run.rc == 1
    s = run.scenario("MINI-02")
    assert s["status"] == "xpass" and "Remove it from" in s["message"]
    assert run.scenario("MINI-08[25-refused]")["status"] == "xpass"
    assert run.scenario("MINI-08[30-accepted]")["status"] == "pass"
    assert_reports(run)


def test_write_expectations(conform, tmp_path):
    target = tmp_path / "known.yaml"
    run = conform("--impl", FIVES, "--write-expectations", str(target))
    assert run.rc == 1
    data = yaml.safe_load(target.read_text())
    assert list(data) == ["MINI-02", "MINI-08[25-refused]"] and data["MINI-02"]["status"] == "fail"
    run = conform("--impl", FIVES, "--expectations", str(target))
    assert run.rc == 0


def test_bad_expectations_file(conform, tmp_path):
    exp = _write(tmp_path, {"MINI-02": {"status": "flaky"}})
    run = conform("--impl", GOOD, "--expectations", str(exp))
    assert run.rc == 2 and "status 'flaky' is not one of" in run.stderr


def test_selection(conform):
    run = conform("--impl", GOOD, "--clause", "KF-AUC-*")
    assert run.rc == 0
    assert sorted(s["id"] for s in run.report["scenarios"]) == ["MINI-01", "MINI-02", "MINI-08[25-refused]",
                                                                 "MINI-08[30-accepted]"]
    assert run.report["totals"]["deselected"] == 5
    run = conform("--impl", GOOD, "--scenario", "MINI-03", "--scenario", "MINI-0[45]")
    assert sorted(s["id"] for s in run.report["scenarios"]) == ["MINI-03", "MINI-04", "MINI-05"]
    run = conform("--impl", GOOD, "--edition", "nl")
    assert run.rc == 5 and "no scenario matches" in run.stderr


def test_fail_fast(conform):
    run = conform("--impl", FIVES, "--fail-fast")
    assert run.rc == 1
    rep = run.report
    assert rep["totals"]["fail"] == 1 and rep["totals"]["not_run"] == 5 and rep["totals"]["skip"] == 2
    # every scenario is listed: what the stop left is not run, or skipped where Fives's hello
    # leaves it out, as the run would have skipped it
    assert {s["id"]: s["status"] for s in rep["scenarios"]} == {
        "MINI-01": "pass", "MINI-02": "fail", "MINI-03": "not_run", "MINI-04": "not_run", "MINI-05": "not_run",
        "MINI-06": "skip", "MINI-07": "skip", "MINI-08[30-accepted]": "not_run", "MINI-08[25-refused]": "not_run"}
    assert skips_are_not_applicable(rep)


def test_in_process_timeout(conform):
    run = conform("--impl", "python:fake_impl:Slow", "--scenario", "MINI-01", "--timeout", "1")
    assert run.rc == 1
    s = run.scenario("MINI-01")
    assert s["status"] == "timeout" and "did not finish within 1s" in s["message"]


def test_capability_declared_but_unsupported(conform):
    run = conform("--impl", fake_cmd("unsupported_view"), "--scenario", "MINI-04")
    s = run.scenario("MINI-04")
    assert s["status"] == "error" and "declared capability 'view'" in s["message"]


def test_undeclared_capability_answered_unsupported_is_skipped(conform):
    run = conform("--impl", "python:fake_impl:NoView", "--scenario", "MINI-04", "--scenario", "MINI-01")
    assert run.scenario("MINI-04")["status"] == "skip"
    assert run.rc == 0, run.stdout
    alone = conform("--impl", "python:fake_impl:NoView", "--scenario", "MINI-04")
    assert alone.rc == 1 and "no scenario applies to the implementation" in alone.stdout  # nothing applied


# -- faulty subprocess implementations -------------------------------------------------------


def test_over_the_wire_good(conform):
    run = conform("--impl", fake_cmd("good"))
    assert run.rc == 0, run.stdout + run.stderr
    assert run.report["totals"]["pass"] == 7
    assert run.report["implementation"]["command"].endswith("fake_engine.py good")


@pytest.mark.parametrize(
    "mode, status, fragment",
    [
        ("garbage", "error", "protocol violation: answer to load (seq 1) is not JSON"),
        ("wrong_seq", "error", "protocol violation: answer has seq 8, expected 1"),
        ("invalid_json", "error", "is not JSON"),
        ("never_answers", "timeout", "no answer to load (seq 1) within 1s"),  # the only timeout
        ("flood", "error", "flood: a line longer than"),
        ("error_answer", "error", "implementation error in act (seq 2): act is not implemented yet"),
        ("crash_on_act", "crash", "implementation exited with code 1 while handling act (seq 2)"),
    ],
)
def test_faulty_implementation(conform, mode, status, fragment):
    timeout = "1" if status == "timeout" else f"{WIDE:g}"  # a flood is an error as soon as the line is too long
    run = conform("--impl", fake_cmd(mode), "--scenario", "MINI-0[12]", "--timeout", timeout)
    assert run.rc == 1
    rep = assert_reports(run)
    assert rep["ok"] is False
    s = run.scenario("MINI-01")
    assert s["status"] == status, s
    assert fragment in s["message"]
    assert f"fake({mode}):" in s["stderr"]  # the stderr tail
    assert run.clause("KF-AUC-4")["status"] == "fail"
    # the next scenario ran too, against a fresh process
    assert run.scenario("MINI-02")["status"] == status


def test_crashes_are_restarted_and_the_run_goes_on(conform):
    run = conform("--impl", fake_cmd("crash_on_act"))
    statuses = {s["id"]: s["status"] for s in run.report["scenarios"]}
    assert statuses == {"MINI-01": "crash", "MINI-02": "crash", "MINI-03": "crash", "MINI-04": "pass",
                        "MINI-05": "pass", "MINI-06": "skip", "MINI-07": "skip",
                        "MINI-08[30-accepted]": "crash", "MINI-08[25-refused]": "crash"}
    assert "fake engine exploded" in run.scenario("MINI-01")["stderr"]


def test_schema_invalid_state(conform):
    run = conform("--impl", fake_cmd("schema_invalid_state"), "--scenario", "MINI-02")
    s = run.scenario("MINI-02")
    assert s["status"] == "error"
    assert "result of state (seq 3) does not match the protocol schema" in s["message"]


@pytest.mark.parametrize(
    "mode, status, fragment",
    [
        ("exit_at_once", "crash", "handshake failed: implementation exited with code 3"),
        ("never_hello", "timeout", "handshake failed: no answer to hello"),
        ("old_protocol", "error", "major versions must match"),
    ],
)
def test_failed_handshake(conform, mode, status, fragment):
    start = ["--start-timeout", "1"] if status == "timeout" else []  # else at least 30 s to start
    run = conform("--impl", fake_cmd(mode), "--timeout", "1", *start)
    assert run.rc == 1
    rep = assert_reports(run)
    he = rep["implementation"]["handshake_error"]
    assert he["status"] == status and fragment in he["message"]
    assert all(s["status"] == status for s in rep["scenarios"])
    assert len(rep["scenarios"]) == 1 and rep["totals"]["not_run"] == 8  # the run stops at once
    assert "failed its handshake" in run.stderr


def test_reference_server_over_the_wire(conform):
    """The harness's own fault tests also pass a well-behaved server: `kuhspec serve`
    serving the toy implementation."""
    run = conform("--impl", serve_cmd("--impl", GOOD))
    assert run.rc == 0, run.stdout + run.stderr
    assert run.report["totals"]["pass"] == 7


def test_max_fail(conform):
    run = conform("--impl", FIVES, "--max-fail", "2")
    assert run.rc == 1
    assert run.report["totals"]["fail"] == 2 and run.report["totals"]["not_run"] == 0


def test_collection_error_is_reported(conform, tmp_path):
    broken = tmp_path / "broken_suite.py"
    broken.write_text("import no_such_step_library\n")
    run = conform("--impl", GOOD, suite=broken)
    assert run.rc == 1
    rep = assert_reports(run)
    assert rep["collection_errors"] and "no_such_step_library" in rep["collection_errors"][0]["message"]
    assert "collection error" in run.stderr


def test_progress_lines(conform):
    run = conform("--impl", FIVES)
    assert "[   1/9] tests/harness/minisuite/mini.feature .F...ss.F" in run.stdout
    run = conform("--impl", FIVES, "-v")
    assert "[   2/9] fail    MINI-02  A bid of 15 is rejected" in run.stdout
    run = conform("--impl", FIVES, "-q")
    assert "[   1/9]" not in run.stdout and "KF-AUC-4" in run.stdout
    assert "FAIL MINI-02 [KF-AUC-4] tests/harness/minisuite/mini.feature:20" in run.stdout  # why, compactly


def test_a_refused_given_action_is_blamed_on_its_own_step(tmp_path):
    """KF-EN-SPC-28: the premise "And Claudi bids 50" (line 468) is refused by the engine.
    The report blames that step, with the refusal in its message, and the step after it
    never runs; before, the next step ("Benno passes") took the blame."""
    import subprocess
    import sys

    run = subprocess.run([sys.executable, "-m", "kuhspec", "conform", "--impl", "python:given_blame:RefusesFifty",
                          "--tags", "@id:KF-EN-SPC-28", "--out", str(tmp_path), "-q"],
                         capture_output=True, text=True, env=harnesslib.env(harnesslib.HERE), timeout=300)
    assert run.returncode == 1, run.stdout + run.stderr
    [scenario] = json.loads((tmp_path / "report.json").read_text(encoding="utf-8"))["scenarios"]
    assert scenario["status"] == "fail"
    assert scenario["failing_step"] == {"keyword": "And", "text": "Claudi bids 50", "line": 468}, scenario["failing_step"]
    assert "premise" in scenario["message"] and "bid_too_low" in scenario["message"]
    steps = {s["line"]: s["status"] for s in scenario["steps"]}
    assert steps[467] == "passed" and steps[468] == "failed" and steps[469] == "not_run"
