"""Unit tests of the harness's small parts: tags, applicability, diffs, badges, expectations."""

from __future__ import annotations

import pytest

from kuhspec.harness import badge, expectations
from kuhspec.harness.results import clause_status, json_diff
from kuhspec.harness.scenarios import build_meta, is_vocabulary_tag, not_applicable
from kuhspec.harness.specdata import load_registry, ruling_option

HELLO = {
    "games": {"kuhhandel-festival": {"editions": ["en"], "variants": ["standard"]}},
    "rulings": {"payment": ["any_sufficient"]},
    "capabilities": ["view"],
}
FEATURE_TAGS = {"game:kuhhandel-festival", "edition:en", "variant:standard"}


def meta(*tags, feature_tags=FEATURE_TAGS):
    return build_meta("t", set(tags), feature_tags, "x.feature", 3)


def test_tags_are_parsed():
    m = meta("id:KF-EN-AUC-01", "KF-AUC-4", "KF-AUC-3a", "R-KF-PAYMENT=any_sufficient", "R-KF-BIDDING", "needs:legal", "wip")
    assert m.id == "KF-EN-AUC-01"
    assert (m.game, m.edition, m.variant) == ("kuhhandel-festival", "en", "standard")
    assert sorted(m.clauses) == ["KF-AUC-3a", "KF-AUC-4"]
    assert m.rulings == {"R-KF-PAYMENT": "any_sufficient", "R-KF-BIDDING": None}
    assert m.ruling_tags() == ["R-KF-BIDDING", "R-KF-PAYMENT=any_sufficient"]
    assert m.needs == ["legal"] and m.other_tags == ["wip"]
    assert m.options() == {"payment": "any_sufficient"}
    assert not m.problems


def test_scenario_tags_override_feature_tags():
    assert meta("id:X", "KF-AUC-1", "edition:nl").edition == "nl"


def test_problems_are_noted():
    m = meta("KF-AUC-1")
    assert "scenario has no @id: tag" in m.problems and m.id == "x.feature:3"
    assert "scenario cites no clause tag" in meta("id:A").problems


@pytest.mark.parametrize("tag", ["id:KF-EN-AUC-01", "KF-AUC-4", "KF-AUC-10b", "KN-PLAY-2", "R-KF-PAYMENT=any_sufficient",
                                 "R-KF-TIE-BREAK", "needs:view", "game:kuhno", "edition:nl", "variant:two-player"])
def test_vocabulary_tags(tag):
    assert is_vocabulary_tag(tag)


@pytest.mark.parametrize("tag", ["wip", "slow", "KF-auc-4", "skip"])
def test_other_tags(tag):
    assert not is_vocabulary_tag(tag)


@pytest.mark.parametrize(
    "tags, reason",
    [
        (("id:A", "KF-AUC-1"), None),
        (("id:A", "KF-AUC-1", "R-KF-PAYMENT=any_sufficient"), None),
        (("id:A", "KF-AUC-1", "R-KF-PAYMENT=exact_or_least"), None),  # the default is always supported
        (("id:A", "KF-AUC-1", "R-KF-MOST-KUHPONS=count"), "ruling option R-KF-MOST-KUHPONS=count (most_kuhpons: count) not declared"),
        (("id:A", "KF-AUC-1", "needs:view"), None),
        (("id:A", "KF-AUC-1", "needs:legal"), "capability legal not declared"),
        (("id:A", "KF-AUC-1", "edition:nl"), "edition nl of kuhhandel-festival not declared"),
        (("id:A", "KF-AUC-1", "variant:two-player"), "variant two-player of kuhhandel-festival not declared"),
        (("id:A", "KN-X-1", "game:kuhno"), "game kuhno not declared"),
    ],
)
def test_applicability(tags, reason):
    assert not_applicable(meta(*tags), HELLO) == reason


def test_ruling_options_come_from_rulings_yaml():
    assert ruling_option("R-KF-PAYMENT") == ("payment", "exact_or_least")
    assert ruling_option("R-KF-TRADE-PAIR")[0] == "trade_quantity"
    assert ruling_option("R-KF-NO-SUCH-THING") == ("no_such_thing", None)


def test_registry_is_read():
    reg = load_registry("kuhhandel-festival")
    assert reg.title == "Kuhhandel Festival"
    assert reg.section_title("AUC") == "Auction"
    assert reg.clauses["KF-AUC-4"].title
    assert load_registry("no-such-game").problem


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
        (0, 0, "lightgrey", "no applicable clauses"),
    ],
)
def test_badge_endpoint(passed, applicable, color, message):
    assert badge.endpoint_json("Kuhhandel Festival", passed, applicable) == {
        "schemaVersion": 1, "label": "Kuhhandel Festival", "message": message, "color": color}


def test_badge_svg_is_self_contained():
    import xml.etree.ElementTree as ET

    svg = badge.svg("Kuhhandel Festival", 48, 48)
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
