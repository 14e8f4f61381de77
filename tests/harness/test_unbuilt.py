"""A scenario the selection leaves out is never built into a pytest item (a speed measure,
kuhspec.harness.collect.pytest_pycollect_makeitem), yet the run says the same about the
suite as a run that built it: the same suite problems and duplicate ids, the same count of
scenarios, an expectations file may name it, and a selection that names it runs it."""

from __future__ import annotations

import textwrap

import yaml

from harnesslib import run_conform

FEATURE = textwrap.dedent("""\
    Feature: Selection
      Background:
        Given a game of Anne, Benno and Claudi
        And Anne's stack holds cow-10-1, cow-30-1 and cow-60-1
        And it is Anne's turn

      @id:KF-EN-SEL-01 @KF-AUC-1
      Scenario: The auctioneer lays 2 cards of their own stack face up
        When Anne auctions cow-10-1 and cow-30-1
        Then the action is accepted

      @KF-AUC-1
      Scenario: A scenario without an id
        When Anne auctions cow-10-1 and cow-30-1
        Then the action is accepted

      @id:KF-EN-SEL-02 @KF-AUC-1
      Scenario: The first of two with one id
        When Anne auctions cow-10-1 and cow-30-1
        Then the action is accepted

      @id:KF-EN-SEL-02 @KF-AUC-1
      Scenario: The second of two with one id
        When Anne auctions cow-10-1 and cow-60-1
        Then the action is accepted

      @id:KF-EN-SEL-03 @KF-AUC-1 @KF-AUC-99
      Scenario: A scenario citing an unknown clause
        When Anne auctions cow-30-1 and cow-60-1
        Then the action is accepted

      @id:KF-EN-SEL-04 @KF-AUC-1
      Scenario Outline: An outline
        When Anne auctions <lot>
        Then the action is accepted

        Examples:
          | lot                  |
          | cow-10-1 and cow-30-1 |
          | cow-10-1 and cow-60-1 |
    """)


def _features(tmp_path):
    folder = tmp_path / "features" / "kuhhandel-festival" / "en"
    folder.mkdir(parents=True)
    (folder / "selection.feature").write_text(FEATURE, encoding="utf-8")
    return tmp_path / "features"


def test_a_selected_run_says_what_a_whole_run_says_about_the_suite(tmp_path):
    features = str(_features(tmp_path))
    whole = run_conform(tmp_path, 1, "--features", features, suite=None)
    one = run_conform(tmp_path, 2, "--features", features, "--scenario", "KF-EN-SEL-01", suite=None)
    problems = whole.report["suite_problems"]
    assert any("has no @id: tag" in p for p in problems), whole.stdout + whole.stderr
    assert any("duplicate scenario id KF-EN-SEL-02" in p for p in problems), problems
    assert any("KF-AUC-99" in p for p in problems), problems
    assert one.report["suite_problems"] == problems
    w, o = whole.report["totals"], one.report["totals"]
    assert w["deselected"] == 0 and o["scenarios"] == 1
    assert o["scenarios"] + o["deselected"] == w["scenarios"] == 7
    assert [s["id"] for s in one.report["scenarios"]] == ["KF-EN-SEL-01"]
    assert one.scenario("KF-EN-SEL-01")["status"] == "pass"


def test_an_expectation_may_name_a_scenario_the_selection_leaves_out(tmp_path):
    features = _features(tmp_path)
    known = tmp_path / "known.yaml"
    known.write_text(yaml.safe_dump({"KF-EN-SEL-03": {"status": "fail"}}), encoding="utf-8")
    run = run_conform(tmp_path, 1, "--features", str(features), "--scenario", "KF-EN-SEL-01",
                      "--expectations", str(known), suite=None)
    assert "name no scenario" not in run.stderr, run.stderr
    assert run.scenario("KF-EN-SEL-01")["status"] == "pass"
    known.write_text(yaml.safe_dump({"KF-EN-SEL-99": {"status": "fail"}}), encoding="utf-8")
    run = run_conform(tmp_path, 2, "--features", str(features), "--scenario", "KF-EN-SEL-01",
                      "--expectations", str(known), suite=None)
    assert run.rc == 2 and "KF-EN-SEL-99" in run.stderr, run.stderr
