"""The whole run's budget (kuhspec.budget, `kuhspec conform --budget`): it covers the
handshake and the writing of requests, not only the answers; when it runs out the
implementation is ended, the scenario under way and the rest are `not_run`, and every
report is written, partial.

No verdict here depends on how busy the machine is. The engines that meet the budget
never answer (or never read), so the budget is the only thing that can end the wait; where
a test must know when the budget ends relative to the handshake it injects a clock; and
where a real run's budget could run out earlier or later on a loaded machine, the test
checks what holds either way (every scenario is listed, nothing is a timeout ...)."""

from __future__ import annotations

import argparse
import json
import os
import shlex
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from kuhspec import budget
from kuhspec.budget import Budget, BudgetSpent
from kuhspec.harness.report import badge, html_page, write_reports
from kuhspec.harness.report.build import INCOMPLETE
from kuhspec.harness.report.compare import comparison, load_report
from kuhspec.harness.results import RunRecord, ScenarioResult
from kuhspec.interface import ImplementationError
from kuhspec.wire import lifecycle, protocol
from kuhspec.wire.client import SubprocessImplementation

from harnesslib import FAKES, HERE, env, fake_cmd, run_conform, running, skips_are_not_applicable

BUDGET_SPENT = 4  # conform's exit status (kuhspec.cli.BUDGET_SPENT)
TOY = "fake_impl:Good"  # the mini suite's toy engine, served by slow_engine.py


def slow(mode: str, arg: str, impl: str | None = TOY) -> str:
    return shlex.join([sys.executable, str(FAKES / "slow_engine.py"), mode, arg, *([impl] if impl else [])])


class Clock:
    """A clock a test moves by hand."""

    def __init__(self):
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def processes_naming(text: str) -> list[int]:
    """The pids of the processes whose command line holds `text` (a test's own temporary path)."""
    found = []
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                if text.encode() in Path(f"/proc/{name}/cmdline").read_bytes():
                    found.append(int(name))
            except OSError:
                pass
    return found


# -- the budget itself --------------------------------------------------------------------------


@pytest.mark.parametrize("text, seconds", [("30", 30.0), ("0.5", 0.5), ("none", None), ("NONE", None),
                                           ("0", None), ("0.0", None)])
def test_a_budget_is_seconds_or_none(text, seconds):
    assert budget.parse(text) == seconds


@pytest.mark.parametrize("text, fragment", [("abc", "'abc' is not a number of seconds"),
                                            ("-1", "'-1': the budget must be a finite number"),
                                            ("inf", "'inf': the budget must be a finite number"),
                                            ("nan", "'nan': the budget must be a finite number"),
                                            ("", "'' is not a number of seconds")])
def test_a_bad_budget_says_what_it_takes(text, fragment):
    with pytest.raises(argparse.ArgumentTypeError) as err:
        budget.parse(text)
    assert fragment in str(err.value) and "none or 0 for no budget" in str(err.value)


def test_the_default_is_derived_from_the_scenarios():
    assert budget.derived(0) == budget.BASE_SECONDS == 120
    assert budget.derived(1000) == 120 + 2 * 1000
    assert budget.option("auto") == "auto" and budget.option("none") == "none" and budget.option("45") == "45"


def test_a_budget_counts_from_its_start_on_its_clock():
    clock = Clock()
    b = Budget(10, clock=clock)
    assert b.left() == 10 and not b.spent()
    assert b.allowance(3, "x") == (3, False)  # the timeout is sooner: the budget has no say
    clock.now = 8.5
    assert b.allowance(3, "x") == (1.5, True)  # the budget ends first
    clock.now = 10
    with pytest.raises(BudgetSpent) as err:
        b.allowance(3, "while doing x")
    assert str(err.value) == "the run's budget of 10s ran out while doing x"
    assert not isinstance(err.value, Exception)  # no `except Exception` takes it for an error
    unlimited = Budget(None, clock=clock)
    clock.now = 1e9
    assert unlimited.left() is None and unlimited.allowance(3) == (3, False) and not unlimited.spent()


@pytest.mark.parametrize("command", ["conform", "differential"])
@pytest.mark.parametrize("value", ["abc", "-5", "nan"])
def test_a_bad_budget_is_refused_with_exit_2(command, value, capsys):
    """conform and differential read --budget alike (kuhspec.budget.parse)."""
    from kuhspec import cli

    with pytest.raises(SystemExit) as exc:
        cli.main([command, "--budget", value])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "argument --budget:" in err and repr(value) in err and "Traceback" not in err


# -- the wire client: every deadline is cut to the budget ---------------------------------------


def client(mode: str, clock=None, seconds: float = 1000.0, timeout: float = 60.0) -> SubprocessImplementation:
    """A client of the fake in `mode` with a budget (by default far more than its hello needs)."""
    impl = SubprocessImplementation(fake_cmd(mode), timeout=timeout, env=env(HERE / "fakes"))
    impl.budget = Budget(seconds, clock=clock) if clock else Budget(seconds)
    return impl


def test_a_budget_that_runs_out_during_hello_is_no_handshake_failure():
    impl = client("never_hello", seconds=1.0)  # the engine never answers: only the budget ends the wait
    try:
        with pytest.raises(BudgetSpent) as err:
            impl.start()
        assert "the run's budget of 1s ran out" in str(err.value) and "hello" in str(err.value)
        assert not impl.alive  # ended with the run
    finally:
        impl.close()


def test_a_budget_that_runs_out_while_a_request_is_written():
    clock = Clock()
    impl = client("deaf", clock)  # answers hello, then never reads again
    try:
        assert impl.start()["name"] == "toy"
        clock.now = 999.7  # 0.3 s left: far less than the timeout
        with pytest.raises(BudgetSpent) as err:
            impl.load({"padding": "x" * (8 << 20)})  # more than any pipe holds: the write blocks
        assert "while writing load (seq 1)" in str(err.value)
        assert not impl.alive
    finally:
        impl.close()


def test_a_budget_that_runs_out_while_an_answer_is_awaited():
    clock = Clock()
    impl = client("never_answers", clock)  # answers hello, never answers load
    try:
        impl.start()
        clock.now = 999.7
        with pytest.raises(BudgetSpent) as err:
            impl.load({"players": []})
        assert "while awaiting the answer to load (seq 1)" in str(err.value)
        assert not impl.alive
        clock.now = 1001  # spent: nothing more is sent, and the process is not started again
        with pytest.raises(BudgetSpent):
            impl.state()
    finally:
        impl.close()


def test_a_timeout_sooner_than_the_budget_stays_a_timeout():
    impl = client("never_answers", Clock(), timeout=0.5)
    try:
        impl.start()
        with pytest.raises(ImplementationError) as err:
            impl.load({"players": []})
        assert err.value.kind == "timeout"
    finally:
        impl.close()


# -- conform: the run stops, complete and partial ----------------------------------------------


def budget_run(tmp_path, n: int, impl: str, seconds: str, *args: str):
    r = run_conform(tmp_path, n, "--impl", impl, "--budget", seconds, *args, timeout=120)
    assert "Traceback" not in r.stdout + r.stderr, r.stdout[-3000:] + r.stderr[-3000:]
    rep = r.report
    assert protocol.first_error(rep, "report.schema.json") is None
    assert rep["kuhspec_report"] == "1.2" and rep["run"]["budget"]["ran_out"] is True
    assert len(rep["scenarios"]) == 9 and rep["totals"]["not_run"] >= 1  # every scenario listed
    for name in ("summary.md", "report.html", "junit.xml"):
        assert (r.out / name).is_file()
    skipped = {c.get("name").split(":")[0]: c.find("skipped") for c in ET.parse(r.out / "junit.xml").iter("testcase")}
    for s in rep["scenarios"]:
        if s["status"] == "not_run":
            assert "budget" in s["message"] and "budget" in skipped[s["id"]].get("message")
    assert load_report(r.out)["kuhspec_report"] == "1.2"  # compare reads it
    return r, rep


def ran_none(rep: dict) -> bool:
    """Nothing ran: every scenario is not_run, or skipped as not applicable (the hello leaves
    it out, as the run would have said), and some are not_run."""
    statuses = [s["status"] for s in rep["scenarios"]]
    return set(statuses) <= {"not_run", "skip"} and "not_run" in statuses and skips_are_not_applicable(rep)


def test_conform_budget_out_during_the_handshake(tmp_path):
    r, rep = budget_run(tmp_path, 1, fake_cmd("never_hello"), "2")
    assert r.rc == BUDGET_SPENT, r.stdout + r.stderr
    assert rep["implementation"]["handshake_error"] is None  # a budget stop, not a handshake failure
    assert rep["verdict"] == INCOMPLETE and {s["status"] for s in rep["scenarios"]} == {"not_run"}
    assert rep["games"][0]["not_run"] == "the budget ran out before the handshake"
    assert "Kuhhandel Festival: not run: the budget ran out before the handshake" in r.stdout
    assert {c["status"] for c in rep["clauses"] if c["scenarios"]} == {"not_run"}
    assert "the run's budget of 2s ran out" in r.stderr


@pytest.mark.full  # a hostile case: the default run keeps the handshake and in-process stops
def test_conform_budget_out_on_an_engine_that_never_answers(tmp_path):
    marker = f"never-answers-{tmp_path.name}"
    impl = fake_cmd("never_answers") + " " + shlex.quote(marker)  # an argument the fake ignores
    r, rep = budget_run(tmp_path, 1, impl, "2")
    assert r.rc == BUDGET_SPENT, r.stdout + r.stderr
    # the scenario under way is cut off, not timed out (the timeout is 60 s), and nothing else ran
    assert ran_none(rep), rep["scenarios"]
    assert processes_naming(marker) == []  # the engine was ended with the run


@pytest.mark.full  # a hostile case: the default run keeps the handshake and in-process stops
def test_conform_budget_out_after_a_crash(tmp_path):
    marker = tmp_path / "crashed"
    r, rep = budget_run(tmp_path, 1, slow("crash-then-hang", str(marker)), "3")
    statuses = [s["status"] for s in rep["scenarios"]]
    assert set(statuses) <= {"crash", "not_run", "skip"} and statuses.count("crash") <= 1
    assert skips_are_not_applicable(rep)
    # something that ran failed: 1 wins over the budget's status
    assert r.rc == (1 if "crash" in statuses else BUDGET_SPENT), r.stdout + r.stderr
    if "crash" in statuses:
        assert rep["verdict"] == "fail" and r.report["clauses"]
        assert next(c for c in rep["clauses"] if c["id"] == "KF-AUC-4")["status"] == "fail"
    assert processes_naming(str(marker)) == []  # the restarted engine, hung in load, was ended


@pytest.mark.full  # a hostile case: test_process_tree ends such processes in the default run
@pytest.mark.skipif(not lifecycle.keeper_usable(), reason="the keeper runs on Linux only")
def test_conform_budget_out_ends_what_the_engine_left_behind(tmp_path):
    """An engine that starts a child in a session of its own and a double-forked daemon, then
    never answers a load: when the budget runs out, all three are gone with the run."""
    pids = tmp_path / "pids"
    impl = shlex.join([sys.executable, str(FAKES / "leaving_engine.py"), "setsid,daemon", "never_answers"])
    r = run_conform(tmp_path, 1, "--impl", impl, "--budget", "2", timeout=120,
                    environ={**env(), "LEAVING_PIDS": str(pids)})
    assert r.rc == BUDGET_SPENT and ran_none(r.report), r.stdout + r.stderr
    procs = [line.split() for line in pids.read_text().splitlines() if line] if pids.exists() else []
    assert [pid for pid, start in procs if running(pid, start)] == []


def test_conform_budget_out_in_process(tmp_path):
    """In process, the scenario's alarm is cut to the budget: Slow sleeps 30 s in its first act,
    and the budget (2 s) ends it, as not run, long before the timeout (60 s)."""
    r, rep = budget_run(tmp_path, 1, "python:fake_impl:Slow", "2")
    assert r.rc == BUDGET_SPENT, r.stdout + r.stderr
    assert ran_none(rep), rep["scenarios"]
    cut = [s for s in rep["scenarios"] if s["status"] == "not_run" and "before it started" not in s["message"]]
    assert all("while the scenario ran (in process)" in s["message"] or "before the scenario started" in s["message"]
               for s in cut)


# -- the reports of a budget stop ---------------------------------------------------------------


def _result(sid: str, status: str, clauses: list[str], message: str = "") -> ScenarioResult:
    return ScenarioResult(id=sid, title=sid, feature="f.feature", line=1, game="kuhhandel-festival", edition="en",
                          variant="standard", editions=["en"], variants=["standard"], language="en",
                          clauses=clauses, rulings=[], needs=[], status=status, message=message)


def stopped_run() -> RunRecord:
    hello = {"protocol": "1.0", "name": "slow", "version": "1", "capabilities": ["view"],
             "games": {"kuhhandel-festival": {"editions": ["en", "nl"], "variants": ["standard", "two-player"]}}}
    cut = "not run: the run's budget of 30s ran out while awaiting the answer to act (seq 4)"
    rest = "not run: the run's budget of 30s ran out before it started"
    results = [_result("A", "pass", ["KF-AUC-4"]), _result("B", "not_run", ["KF-AUC-4", "KF-AUC-5"], cut),
               _result("C", "not_run", ["KF-AUC-6"], rest)]
    return RunRecord(impl_label="slow", impl_command="slow", in_process=False, hello=hello, handshake_error=None,
                     selection={}, results=results, selected=3, timeout=10.0, started=0.0, finished=31.0,
                     budget={"seconds": 30.0, "derived": False, "ran_out": True, "where": cut[9:]})


def test_the_reports_of_a_budget_stop_agree(tmp_path):
    rep, _ = write_reports(stopped_run(), tmp_path)
    assert protocol.first_error(rep, "report.schema.json") is None
    assert rep["verdict"] == INCOMPLETE and rep["ok"] is False
    assert rep["totals"]["not_run"] == 2 and rep["totals"]["scenarios"] == 3
    assert "the budget of 30s ran out" in rep["partial"]
    status = {c["id"]: c["status"] for c in rep["clauses"]}
    # a clause with a scenario that ran has that scenario's verdict; one with none run is not_run
    assert status["KF-AUC-4"] == "pass" and status["KF-AUC-5"] == status["KF-AUC-6"] == "not_run"
    game = rep["games"][0]
    made = badge.of_game(game, partial=True)
    assert made.color == "lightgrey" and made.message.endswith("(partial run)")
    svg = (tmp_path / "badge-kuhhandel-festival.svg").read_text()
    assert svg == badge.svg(made, key="kuhhandel-festival")  # one maker: the file and the page
    assert json.loads((tmp_path / "badge-kuhhandel-festival.json").read_text())["message"] == made.message
    html = (tmp_path / "report.html").read_text()
    assert svg.strip() in html and '<span class="st st-not_run">⌛ not_run</span>' in html and ".st-not_run{" in html
    summary = (tmp_path / "summary.md").read_text()
    assert "(partial run)" in summary and "the budget of 30s ran out" in summary
    cases = {c.get("name"): c for c in ET.parse(tmp_path / "junit.xml").iter("testcase")}
    assert cases["C: C"].find("skipped").get("message") == "not run: the run's budget of 30s ran out before it started"
    assert cases["A: A"].find("skipped") is None
    assert html_page(rep).count("not run: the run") >= 1
    verdict = html.split("<b>verdict</b>", 1)[1].split("</p>", 1)[0]
    assert "st-not_run" in verdict and INCOMPLETE in verdict  # grey, as the badges: no fail


def test_compare_reads_every_format_conform_wrote(tmp_path):
    write_reports(stopped_run(), tmp_path / "new")
    old = HERE / "oldreports"  # written by conform at report formats 1.0 and 1.1 (the mini suite)
    paths = [str(old / "format-1.0.json"), str(old / "format-1.1.json"), str(tmp_path / "new")]
    reports = [load_report(p) for p in paths]
    assert [r["kuhspec_report"] for r in reports] == ["1.0", "1.1", "1.2"]
    matrix = comparison(paths, reports)
    rows = {r["id"]: r for g in matrix["games"] for r in g["clauses"]}
    assert [c["status"] if c else None for c in rows["KF-AUC-6"]["cells"]][2] == "not_run"
    assert rows["KF-AUC-5"]["cells"][2]["applicable"] == 0  # a scenario not run is not counted as applicable
    assert any("partial run" in n and "budget" in n for n in matrix["notes"])


# -- the whole suite ----------------------------------------------------------------------------


@pytest.mark.full
def test_conform_budget_30_on_an_engine_answering_late(tmp_path):
    """`conform --budget 30` of the whole suite on an engine that answers every request 0.2 s
    late (the whole run would take hours): it stops at its budget with a complete, partial
    report, and the engine is gone. Measured: 31-33 s wall on a 2-core machine at load 3; the
    bound asserted (90 s) only tells "stopped near its budget" from "ran on"."""
    script = tmp_path / "slow_engine.py"  # its path names this test's processes
    script.write_text((FAKES / "slow_engine.py").read_text())
    impl = shlex.join([sys.executable, str(script), "late", "0.2"])
    began = time.monotonic()
    r = run_conform(tmp_path, 1, "--impl", impl, "--budget", "30", "-q", suite=None, timeout=600,
                    environ=env(HERE / "fakes"))
    wall = time.monotonic() - began
    assert r.rc == BUDGET_SPENT, r.stdout[-3000:] + r.stderr[-3000:]
    assert wall < 90, f"conform --budget 30 took {wall:.0f}s"
    rep = r.report
    assert protocol.first_error(rep, "report.schema.json") is None
    t = rep["totals"]
    assert t["scenarios"] == len(rep["scenarios"]) > 900 and t["not_run"] > 900
    assert t["pass"] + t["skip"] + t["not_run"] == t["scenarios"]  # a late answer is a right one
    assert rep["run"]["budget"] == {"seconds": 30.0, "derived": False, "ran_out": True,
                                    "where": rep["run"]["budget"]["where"]}
    assert 29 < rep["run"]["duration"] and "in scenario" in rep["run"]["budget"]["where"]
    cut = [s for s in rep["scenarios"] if s["status"] == "not_run" and "before it started" not in s["message"]]
    assert len(cut) <= 1 and all("while" in s["message"] for s in cut)
    html = (r.out / "report.html").read_text()
    for g in rep["games"]:
        made = badge.of_game(g, partial=True)
        assert made.color == "lightgrey" and made.message.endswith("(partial run)")
        svg = (r.out / f"badge-{g['game']}.svg").read_text()
        assert svg == badge.svg(made, key=g["game"]) and svg.strip() in html
    junit = ET.parse(r.out / "junit.xml").getroot()
    assert int(junit.get("skipped")) == t["skip"] + t["not_run"] and junit.get("failures") == "0"
    assert processes_naming(str(script)) == []


def test_a_stopped_run_lists_what_did_not_start_and_skips_what_would_not_apply():
    """outcome.not_run, for a budget that ran out or a stop after failures: each selected
    scenario that did not start is `not_run` with the stop's reason, or skipped as not
    applicable where the hello leaves it out (a Kuhno scenario for a Festival engine)."""
    from types import SimpleNamespace

    from kuhspec.harness.outcome import not_run
    from kuhspec.scenarios import build

    ran, waiting = (build(t, {f"id:KF-EN-AUC-0{i}", "KF-AUC-1"}, "a.feature", i, "en") for i, t in ((1, "a"), (2, "b")))
    kuhno = build("c", {"id:KN-EN-SET-01", "KN-SET-1"}, "k.feature", 3, "en")
    hello = {"games": {"kuhhandel-festival": {"editions": ["en"], "variants": ["standard"]}}}
    h = SimpleNamespace(selected=["n1", "n2", "n3"], selected_scenarios=[ran, waiting, kuhno], results={"n1": None},
                        hello=hello)
    out = not_run(h, "the run stopped after its failures")
    assert [(r.id, r.status, r.nodeid) for r in out] == [("KF-EN-AUC-02", "not_run", "n2"), ("KN-EN-SET-01", "skip", "n3")]
    assert out[0].message == "not run: the run stopped after its failures before it started"
    assert out[1].message.startswith("not applicable: ") and "kuhno" in out[1].message
    h.hello = None  # stopped before the handshake: nothing is known to be left out
    assert [r.status for r in not_run(h, "the budget ran out")] == ["not_run", "not_run"]
