"""Unit tests of the harness's small parts: diffs, badges, expectations (tags and
applicability: tests/unit/test_catalogue.py)."""

from __future__ import annotations

import pytest

from kuhspec.harness import expectations
from kuhspec.harness.report import badge
from kuhspec.harness.results import clause_status, json_diff

@pytest.mark.parametrize(
    "statuses, expected",
    [
        (["pass", "pass"], "pass"),
        (["pass", "fail"], "fail"),
        (["pass", "skip"], "pass"),
        (["skip"], "skip"),
        ([], "skip"),
        (["xfail", "pass"], "xfail"),
        (["xfail", "crash"], "fail"),
        (["xpass"], "pass"),
        (["timeout"], "fail"),
    ],
)
def test_clause_status(statuses, expected):
    assert clause_status(statuses) == expected


def test_json_diff():
    e = {"a": 1, "b": [1, 2], "c": {"d": True}, "e": 1}
    a = {"a": 1, "b": [1, 3], "c": {"d": 1}, "f": 2}
    assert json_diff(e, a) == [
        {"path": "/b/1", "expected": 2, "actual": 3},
        {"path": "/c/d", "expected": True, "actual": 1},
        {"path": "/e", "expected": 1, "missing": "actual"},
        {"path": "/f", "actual": 2, "missing": "expected"},
    ]
    assert json_diff([1, 2], [1]) == [{"path": "/", "expected": [1, 2], "actual": [1]}]
    assert json_diff({"x/y": 1}, {"x/y": 2})[0]["path"] == "/x~1y"


@pytest.mark.parametrize(
    "passed, applicable, color, message",
    [
        (48, 48, "brightgreen", "48/48 clauses"),
        (45, 48, "green", "45/48 clauses"),
        (36, 48, "yellowgreen", "36/48 clauses"),
        (24, 48, "yellow", "24/48 clauses"),
        (12, 48, "orange", "12/48 clauses"),
        (0, 48, "red", "0/48 clauses"),
        (0, 0, "lightgrey", "no testable clauses"),
    ],
)
def test_badge_endpoint(passed, applicable, color, message):
    game = _game("Kuhhandel Festival", passed, applicable)
    assert badge.of_game(game, partial=False).endpoint_json() == {
        "schemaVersion": 1, "label": "Kuhhandel Festival", "message": message, "color": color}
    assert badge.of_game(game, partial=True) == badge.Badge("Kuhhandel Festival", f"{message} (partial run)", "lightgrey")


def _game(title: str, passed: int, applicable: int, gid: str = "g") -> dict:
    return {"game": gid, "title": title, "declared": True, "clauses_total": applicable, "clauses_applicable": applicable,
            "clauses_passed": passed, "clauses_failed": applicable - passed, "clauses_xfail": 0,
            "percent": 100 * passed // applicable if applicable else None}


def test_badge_svg_is_self_contained():
    import xml.etree.ElementTree as ET

    svg = badge.svg(badge.of_game(_game("Kuhhandel Festival", 48, 48), partial=False))
    root = ET.fromstring(svg)
    assert root.get("aria-label") == "Kuhhandel Festival · 48/48 clauses"
    assert int(root.get("width")) > 150
    assert "<script" not in svg and "href" not in svg


def test_expectations_load(tmp_path):
    p = tmp_path / "e.yaml"
    p.write_text("KF-EN-AUC-01:\n  status: crash\n  reason: segfault\nKF-EN-AUC-02: not done yet\nKF-EN-AUC-03:\n")
    e = expectations.load(p)
    assert e["KF-EN-AUC-01"] == {"status": "crash", "reason": "segfault"}
    assert e["KF-EN-AUC-02"] == {"status": "fail", "reason": "not done yet"}
    assert expectations.lookup(e, "KF-EN-AUC-03[1-2]") == {"status": "fail", "reason": ""}
    assert expectations.lookup(e, "KF-EN-AUC-09") is None


@pytest.mark.parametrize(
    "text, fragment",
    [
        ("- a\n- b\n", "expected a mapping"),
        ("A: {status: pass}\n", "status 'pass' is not one of"),
        ("A: {reason: x, ticket: 3}\n", "unknown key(s) ticket"),
        ("A: [\n", "not valid YAML"),
    ],
)
def test_expectations_errors(tmp_path, text, fragment):
    p = tmp_path / "e.yaml"
    p.write_text(text)
    with pytest.raises(expectations.ExpectationsError, match=".*") as e:
        expectations.load(p)
    assert fragment in str(e.value) and str(p) in str(e.value)


def test_badges_inlined_in_one_page_have_distinct_ids():
    import re
    import xml.etree.ElementTree as ET

    from kuhspec.harness.report import html_page

    games = [{"game": gid, "title": gid.title(), "declared": True, "clauses_total": 3, "clauses_applicable": 2,
              "clauses_passed": 1, "clauses_failed": 1, "clauses_xfail": 0, "percent": 50, "sections": [],
              "registry_problem": None} for gid in ("kuhhandel-festival", "kuhno")]
    rep = {"implementation": {"hello": {"name": "x"}, "label": "x", "command": None, "handshake_error": None},
           "suite": {"version": "0", "commit": None}, "ok": True, "generated": "now", "run": {"duration": 0.0},
           "totals": {s: 0 for s in ("scenarios", "pass", "fail", "skip", "xfail", "xpass", "error", "crash",
                                     "timeout", "not_run")},
           "games": games, "clauses": [], "scenarios": [], "collection_errors": [], "suite_problems": []}
    page = html_page(rep)
    ids = re.findall(r'\bid="([^"]+)"', page)
    assert len(ids) == len(set(ids)) and len(ids) >= 4
    refs = set(re.findall(r"url\(#([^)]+)\)", page))
    assert refs <= set(ids) and len(refs) == 4  # each badge points at its own gradient and clip path
    for gid in ("kuhhandel-festival", "kuhno"):
        root = ET.fromstring(badge.svg(badge.of_game(_game(gid, 1, 2, gid), partial=False), key=gid))
        assert all(el.get("id", "").startswith(f"kuhspec-{gid}-") for el in root.iter() if el.get("id"))


@pytest.mark.parametrize("status, ends", [("skip", "skipped"), ("pass", "passed"), ("xpass", "passed"),
                                          ("fail", "failed"), ("crash", "failed"), ("xfail", "failed")])
def test_a_step_under_way_ends_with_its_scenario(status, ends):
    from kuhspec.harness.results import STEP_STATUSES, settle_steps

    steps = [{"keyword": "Given", "text": "a", "line": 1, "status": "passed"},
             {"keyword": "When", "text": "b", "line": 2, "status": "running", "_t0": 1.0},
             {"keyword": "Then", "text": "c", "line": 3, "status": "not_run"}]
    stopped = settle_steps(steps, status)
    assert [s["status"] for s in steps] == ["passed", ends, "not_run"]
    assert all(s["status"] in STEP_STATUSES and "_t0" not in s for s in steps)
    assert stopped is (steps[1] if ends == "failed" else None)


def test_a_game_in_words():
    played = _game("Kuhno", 3, 4)
    assert badge.standing(played) == "3/4 clauses of the game pass; 3/4 applicable (75%)"
    undeclared = {**_game("Kuhno", 0, 0), "declared": False}
    assert badge.standing(undeclared) == "not declared by the implementation"
    assert badge.standing(undeclared, handshake_failed=True) == "not run: the handshake failed"
    assert badge.standing({**_game("Kuhno", 0, 0), "clauses_total": 44}) == "no clause applied (44 testable clauses in the spec)"
    assert badge.has_badge(played) and not badge.has_badge(undeclared)
    partial = {**_game("Kuhno", 3, 4), "clauses_total": 10, "left_out": ["capability view"]}
    assert badge.standing(partial) == ("3/10 clauses of the game pass; 3/4 applicable (75%); "
                                       "the implementation leaves out capability view")


def test_a_badge_counts_the_game_and_says_what_is_left_out():
    """An engine that declares only part of the game (no view, one edition) never gets a
    badge like a full pass: the denominator is the game's, the message names what is left
    out, and the colour is at best yellowgreen even where every applicable clause passes."""
    part = {**_game("Kuhhandel Festival", 69, 69), "clauses_total": 87,
            "left_out": ["edition nl", "variant two-player", "capability view"]}
    b = badge.of_game(part, partial=False)
    assert b.message == "69/87 clauses (without edition nl, variant two-player, capability view)"
    assert b.color == "yellowgreen"
    nearly = {**_game("Kuhno", 44, 44), "left_out": ["capability view"]}
    assert badge.of_game(nearly, partial=False).color == "yellowgreen"  # 44/44, but without view
    assert badge.of_game(_game("Kuhno", 44, 44), partial=False).color == "brightgreen"

def test_a_failing_clause_lists_only_the_scenarios_that_fail_it():
    from kuhspec.harness.report.cited import clause_text, failing_scenarios

    clause = {"id": "KF-AUC-2", "title": "The auctioneer does not bid", "statement": "MUST NOT bid.",
              "scenarios": ["a", "b", "c", "d", "e", "f"]}
    status_of = {"a": "pass", "b": "fail", "c": "skip", "d": "crash", "e": "xfail", "f": "error"}
    assert failing_scenarios(clause, status_of) == ["b", "d", "f"]
    assert clause_text("KF-AUC-2", {"KF-AUC-2": clause}) == "KF-AUC-2 (The auctioneer does not bid): MUST NOT bid."
    assert clause_text("KF-XYZ-1", {}) == "KF-XYZ-1"
