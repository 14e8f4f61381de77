"""Every report `kuhspec conform` writes is read by every tool, and the reports agree with
each other, over a matrix of engines (tests/harness/report_matrix.py): the reference over
the wire, a partial engine (one game, edition and variant, no view, no legal; a scenario
skipped part-way through a step), a crashing one, two wrong ones (mutants), a wrong one
with its failures known, one stopped at its first failure, one whose handshake fails, one
stopped by its budget; and, under `full` (it costs as much as the rest of the matrix), the
reference in process on the whole suite."""

from __future__ import annotations

import itertools
import re
import xml.etree.ElementTree as ET
from html import escape

import pytest

from kuhspec.catalogue import catalogue
from kuhspec.cli import main
from kuhspec.harness.grouping import heading
from kuhspec.harness.report import badge
from kuhspec.harness.report.compare import comparison, load_report
from kuhspec.harness.report.compare_render import html as compare_html, markdown as compare_md
from kuhspec.harness.results import FAILING, STEP_STATUSES
from kuhspec.wire import protocol

pytestmark = pytest.mark.slow


def check_report(name: str, run) -> dict:
    """Every file of the run's report folder is there and well-formed, report.json matches
    its schema, and no step is left without an end; returns report.json."""
    rep = run.report
    assert protocol.first_error(rep, "report.schema.json") is None, (name, protocol.first_error(rep, "report.schema.json"))
    steps = [st["status"] for s in rep["scenarios"] for st in s["steps"]]
    assert set(steps) <= set(STEP_STATUSES), (name, set(steps))
    ET.parse(run.out / "junit.xml")
    assert (run.out / "report.html").read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    return rep


def check_badges(name: str, run, rep: dict) -> None:
    """The badge files, report.html, summary.md, the terminal and compare show one badge per
    game, the one badge.of_game makes; a game without one gets one line everywhere."""
    partial = bool(rep["partial"])
    page = (run.out / "report.html").read_text(encoding="utf-8")
    md = (run.out / "summary.md").read_text(encoding="utf-8")
    cmp = compare_md(comparison([str(run.out)], [rep]))
    written = {p.name for p in run.out.glob("badge-*")}
    assert written == set(badge.files(rep)), name
    for filename, text in badge.files(rep).items():
        assert (run.out / filename).read_text(encoding="utf-8") == text, (name, filename)
    for g in rep["games"]:
        line = f"{g['title']}: {badge.standing(g, bool(rep['implementation']['handshake_error']))}"
        assert line in run.stdout, (name, line)
        if badge.has_badge(g):
            b = badge.of_game(g, partial)
            assert badge.svg(b, key=g["game"]).strip() in page, (name, g["game"])
            assert f"| {g['title']} | {b.message} |" in md and f"**{b.message}**" in cmp, (name, b)
            assert ("partial run" in b.message) == partial and (b.color == "lightgrey") == partial
        else:  # one line, no clause table, no badge
            assert f"\n{line}\n" in md and f"<p>{escape(line)}</p>" in page, (name, line)
            assert f"{g['title']}: clauses\n" not in run.stdout and f"| {g['title']} |" not in md
            assert f"kuhspec-{g['game']}-" not in page and not (run.out / f"badge-{g['game']}.svg").exists()


def test_every_report_is_valid_and_every_tool_reads_it(report_matrix, tmp_path, capsys):
    reports = {name: check_report(name, run) for name, run in report_matrix.items()}
    for name, run in report_matrix.items():
        check_badges(name, run, reports[name])
    # compare reads each of them, alone, beside any other, and all at once
    loaded = {name: load_report(run.out) for name, run in report_matrix.items()}
    for a, b in itertools.combinations(sorted(loaded), 2):
        cmp = comparison([a, b], [loaded[a], loaded[b]])
        assert compare_md(cmp).startswith("# kuhspec compare") and compare_html(cmp).startswith("<!DOCTYPE html>")
    folders = [str(run.out) for run in report_matrix.values()]
    assert main(["compare", *folders, "--out", str(tmp_path / "cmp")]) == 0, capsys.readouterr().err
    assert f"{len(folders)} reports" in capsys.readouterr().out


def test_each_engine_ends_as_it_should(report_matrix):
    rep = {name: run.report for name, run in report_matrix.items()}
    assert rep["reference"]["verdict"] == "pass"
    # the partial engine: Kuhno and 2-player games not declared; one scenario skipped mid-step
    skipped = next(s for s in rep["partial"]["scenarios"] if s["id"] == "KF-EN-TWO-107")
    assert skipped["status"] == "skip" and skipped["steps"][0]["status"] == "skipped", skipped["steps"]
    assert {st["status"] for st in skipped["steps"][1:]} == {"not_run"}
    assert "Kuhno: not declared by the implementation" in report_matrix["partial"].stdout
    # the crashing engine: one scenario crashed at the step that was under way, the rest ran
    crashed = [s for s in rep["crashing"]["scenarios"] if s["status"] == "crash"]
    assert len(crashed) == 1 and [st["status"] for st in crashed[0]["steps"]].count("failed") == 1
    assert rep["crashing"]["totals"]["pass"] == rep["crashing"]["totals"]["scenarios"] - 1
    # the wrong engines fail their clause; known failures pass the run; a stop and a failed handshake are partial
    assert {c["id"] for c in rep["wrong"]["clauses"] if c["status"] == "fail"} >= {"KF-AUC-2"}
    assert {c["id"] for c in rep["wrong-2"]["clauses"] if c["status"] == "fail"} >= {"KF-AUC-4"}
    assert rep["known"]["verdict"].startswith("pass with ") and rep["known"]["totals"]["xfail"] > 0
    assert "stopped early" in rep["stopped"]["partial"] and rep["stopped"]["totals"]["not_run"] > 0
    # what a stop after failures left is listed, as a budget's is: every selected scenario
    assert len(rep["stopped"]["scenarios"]) == len(rep["reference"]["scenarios"])
    assert {s["message"] for s in rep["stopped"]["scenarios"] if s["status"] == "not_run"} == {
        "not run: the run stopped after its failures (--fail-fast / --max-fail) before it started"}
    assert rep["handshake"]["implementation"]["handshake_error"]["status"] == "crash"
    assert rep["handshake"]["implementation"]["hello"] is None and not rep["handshake"]["ok"]
    # the budget: every selected scenario listed; at most the crash ran; 1 only if it did
    statuses = [s["status"] for s in rep["budget"]["scenarios"]]
    assert rep["budget"]["run"]["budget"]["ran_out"] and set(statuses) <= {"crash", "not_run", "skip"}
    assert len(statuses) == len(rep["reference"]["scenarios"]) and "not_run" in statuses
    assert report_matrix["budget"].rc == (1 if "crash" in statuses else 4)


def test_failures_quote_their_clauses_in_every_writer(report_matrix):
    run = report_matrix["wrong"]
    rep = run.report
    statement = " ".join(catalogue().game("kuhhandel-festival").clauses["KF-AUC-2"].statement.split())
    assert next(c for c in rep["clauses"] if c["id"] == "KF-AUC-2")["statement"] == statement
    assert statement in " ".join(run.stdout.split())  # the terminal wraps it
    quoted = 0
    for case in ET.parse(run.out / "junit.xml").getroot().iter("testcase"):
        failure = case.find("failure")
        cited = [p.get("value") for p in case.iter("property") if p.get("name") == "clause"]
        if failure is not None and "KF-AUC-2" in cited:
            assert f"clause KF-AUC-2 (The auctioneer does not bid): {statement}" in failure.text
            quoted += 1
    assert quoted
    assert statement in (run.out / "summary.md").read_text(encoding="utf-8")
    assert escape(statement) in (run.out / "report.html").read_text(encoding="utf-8")


def test_summary_lists_the_failing_scenarios_of_each_failing_clause(report_matrix):
    rep = report_matrix["wrong"].report
    status_of = {s["id"]: s["status"] for s in rep["scenarios"]}
    md = (report_matrix["wrong"].out / "summary.md").read_text(encoding="utf-8")
    table = md.split("### Failing clauses", 1)[1].split("###", 1)[0]
    failing_clauses = [c for c in rep["clauses"] if c["status"] == "fail"]
    # KF-TURN-3: one scenario fails (the auctioneer bids), another passes; only the first is listed
    assert any(status_of[sid] == "pass" for c in failing_clauses for sid in c["scenarios"])
    for c in failing_clauses:
        row = next(line for line in table.splitlines() if line.startswith(f"| {c['id']} ("))
        listed = re.findall(r"([A-Z]{2}-[A-Z]{2}-[A-Z]+-\d+(?:\[[^]]*\])?) \((\w+)\)", row.rsplit("|", 2)[1])
        assert listed and all(status_of[sid] == st and st in FAILING for sid, st in listed), row
        failing = [sid for sid in c["scenarios"] if status_of[sid] in FAILING]
        assert [sid for sid, _ in listed] == failing[:8]
        assert (f", and {len(failing) - 8} more |" in row) == (len(failing) > 8)


@pytest.fixture(scope="session")
def whole(tmp_path_factory):
    """The reference in process on the whole suite (the run the README's badges come from)."""
    from report_matrix import shared

    run = shared(tmp_path_factory, "report-whole", engines_too=False)["whole"]
    assert run.report["verdict"] == "pass" and not run.report["partial"] and run.rc == 0, run.stdout[-2000:]
    return run


def _grouped_progress(run) -> list[str]:
    """Each group (game, edition, variant) is one heading, once, followed by its feature
    files; the headings."""
    lines = run.stdout.split("\n\n", 1)[0].splitlines()[1:]
    headings = [line for line in lines if not line.startswith("[")]
    assert len(headings) == len(set(headings)), headings
    group, by_feature = None, {}
    for s in run.report["scenarios"]:
        by_feature.setdefault(s["feature"], heading(_Meta(s)))
    for line in lines:
        if not line.startswith("["):
            group = line
        else:
            assert by_feature[line.split("] ", 1)[1].split(" ", 1)[0]] == group, line
    return headings


def test_progress_is_grouped_by_game_edition_and_variant(report_matrix):
    headings = _grouped_progress(report_matrix["reference"])
    assert len(headings) >= 3 and headings[0] == "Kuhhandel Festival, edition en", headings
    assert headings[-1] == "Kuhno, edition en"


@pytest.mark.full
def test_progress_of_the_whole_suite_is_grouped(whole):
    headings = _grouped_progress(whole)
    assert len(headings) == 5 and headings[0] == "Kuhhandel Festival, edition en", headings
    assert headings[-1] == "Kuhno, edition en"


class _Meta:
    def __init__(self, s: dict):
        self.game, self.language, self.feature = s["game"], s["language"], s["feature"]


@pytest.mark.full
def test_the_readme_badges_are_those_of_a_whole_run_of_the_reference(whole, report_matrix):
    """docs/badges/ is what `python -m kuhspec.docs.badges` makes of a whole run of the
    reference: the code that makes every run's badges."""
    from kuhspec.docs import badges

    assert badges.main(["--check", "--report", str(whole.out)]) == 0, \
        f"docs/badges/ is stale: run `{badges.REGENERATE}` and commit the result"
    assert badges.main(["--check", "--report", str(report_matrix["reference"].out)]) == 2  # a partial run


@pytest.mark.full
def test_a_wider_matrix(tmp_path_factory, tmp_path, capsys):
    """The same checks on a wider selection (whole rulebook sections of both games)."""
    from report_matrix import WIDE, shared

    runs = shared(tmp_path_factory, "report-matrix-wide", selection=WIDE, whole=False)
    for name, run in runs.items():
        check_badges(name, run, check_report(name, run))
    assert main(["compare", *(str(r.out) for r in runs.values()), "--out", str(tmp_path / "cmp")]) == 0


@pytest.mark.full
@pytest.mark.parametrize("impl", ["python:variant_only:StandardOnly", "python:variant_only:TwoPlayerOnly",
                                  "python:edition_only:DutchOnly"])
def test_one_variant_or_edition_on_a_whole_game(impl, tmp_path, capsys):
    """An engine declaring one variant or one edition, on the whole of Kuhhandel Festival:
    every 2-player scenario set up part-way through a step ends skipped (the 15 of the
    standard-only engine, as in the issue), and compare reads the report."""
    from harnesslib import FAKES, env, run_conform

    run = run_conform(tmp_path, 1, "--impl", impl, "--game", "kuhhandel-festival", "--timeout", "120",
                      suite=None, environ=env(FAKES), timeout=900)
    rep = check_report(impl, run)
    check_badges(impl, run, rep)
    # the reference with fewer settings passes all that applies to it (a scenario written for
    # one edition's default of a ruling must name the option: the other edition's differs)
    assert run.rc == 0 and rep["verdict"] == "pass", [(s["id"], s["message"][:200]) for s in rep["scenarios"]
                                                       if s["status"] not in ("pass", "skip")][:8]
    mid_step = [s["id"] for s in rep["scenarios"] if any(st["status"] == "skipped" for st in s["steps"])]
    if impl.endswith("StandardOnly"):
        assert len(mid_step) == 15, mid_step
    assert all(s["status"] == "skip" for s in rep["scenarios"] if s["id"] in mid_step)
    assert main(["compare", str(run.out), str(run.out), "--out", str(tmp_path / "cmp")]) == 0, capsys.readouterr().err
