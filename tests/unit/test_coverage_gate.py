"""The coverage gate (issue: Kuhhandel Festival backbone, deliverable 6).

Fails when an active testable clause has no scenario, when a scenario cites an unknown
clause or ruling (or option value), when a scenario id is missing or reused, or when a
rejection code of the vocabulary is never exercised by a negative scenario, or is
exercised with another clause than the vocabulary's."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from gherkin.parser import Parser

ROOT = Path(__file__).resolve().parents[2]
FEATURES = ROOT / "features"
SPEC = ROOT / "spec"
REJECTED = re.compile(r'rejected with "([a-z0-9_]+)" under (K[FN]-[A-Z]+-\d+[a-z]?)')
CLAUSE_TAG = re.compile(r"^@(K[FN]-[A-Z]+-\d+[a-z]?)$")
RULING_TAG = re.compile(r"^@(R-K[FN]-[A-Z0-9-]+?)(?:=(.+))?$")


def scenarios():
    """(feature path, scenario dict, all tags) for every scenario of every feature."""
    out = []
    for path in sorted(FEATURES.rglob("*.feature")):
        feature = Parser().parse(path.read_text(encoding="utf-8"))["feature"]
        feature_tags = [t["name"] for t in feature["tags"]]
        children = []
        for child in feature["children"]:
            if "scenario" in child:
                children.append(child["scenario"])
            elif "rule" in child:
                children += [c["scenario"] for c in child["rule"]["children"] if "scenario" in c]
        for scenario in children:
            tags = feature_tags + [t["name"] for t in scenario["tags"]]
            out.append((path.relative_to(ROOT), scenario, tags))
    return out


def registry():
    clauses = {}
    for path in SPEC.glob("*.yaml"):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        if isinstance(data, dict) and "clauses" in data:
            clauses.update({c["id"]: c for c in data["clauses"]})
    return clauses


def rulings():
    data = yaml.safe_load((SPEC / "rulings.yaml").read_text(encoding="utf-8"))
    return {r["id"]: r for r in data["rulings"]}


SCENARIOS = scenarios()
CLAUSES = registry()
RULINGS = rulings()
CODES = yaml.safe_load((SPEC / "rejections.yaml").read_text(encoding="utf-8"))["codes"]


def test_there_are_scenarios():
    assert len(SCENARIOS) > 0


def test_every_scenario_has_one_unique_id():
    seen = {}
    for path, scenario, tags in SCENARIOS:
        ids = [t for t in tags if t.startswith("@id:")]
        where = f"{path}:{scenario['location']['line']} {scenario['name']!r}"
        assert len(ids) == 1, f"{where} has {len(ids)} id tags"
        assert ids[0] not in seen, f"{where} reuses {ids[0]} of {seen[ids[0]]}"
        seen[ids[0]] = where


def test_every_scenario_cites_known_clauses():
    for path, scenario, tags in SCENARIOS:
        cited = [m.group(1) for t in tags if (m := CLAUSE_TAG.match(t))]
        where = f"{path}:{scenario['location']['line']} {scenario['name']!r}"
        assert cited, f"{where} cites no clause"
        for clause in cited:
            assert clause in CLAUSES, f"{where} cites unknown clause {clause}"
            assert CLAUSES[clause].get("status", "active") != "retired", \
                f"{where} cites retired clause {clause}"


def test_every_ruling_tag_is_known():
    for path, scenario, tags in SCENARIOS:
        where = f"{path}:{scenario['location']['line']} {scenario['name']!r}"
        for tag in tags:
            m = RULING_TAG.match(tag)
            if not m:
                continue
            ruling = RULINGS.get(m.group(1))
            assert ruling, f"{where} cites unknown ruling {m.group(1)}"
            if m.group(2) is not None:
                values = [o["value"] for o in ruling["options"]]
                assert ruling.get("option"), f"{where}: {m.group(1)} has no option to choose"
                assert m.group(2) in values, f"{where}: {m.group(2)} is no option of {m.group(1)} ({values})"


@pytest.mark.parametrize("clause", sorted(CLAUSES))
def test_every_clause_has_a_scenario(clause):
    entry = CLAUSES[clause]
    if entry.get("status", "active") == "retired":
        pytest.skip("retired")
    if not entry.get("testable", True):
        assert entry.get("untestable_reason"), f"{clause} is untestable without a reason"
        return
    cited = {t[1:] for _, _, tags in SCENARIOS for t in tags}
    assert clause in cited, f"no scenario checks {clause} ({entry.get('title')})"


def rejection_steps():
    for path, scenario, _tags in SCENARIOS:
        for step in scenario["steps"]:
            m = REJECTED.search(step["text"])
            if m:
                yield path, scenario, step, m.group(1), m.group(2)


@pytest.mark.parametrize("code", sorted(CODES))
def test_every_rejection_code_has_a_negative_scenario(code):
    used = [s for s in rejection_steps() if s[3] == code]
    assert used, f"no scenario expects the rejection {code} ({CODES[code]['meaning']})"


def test_rejections_are_expected_with_their_clause():
    for path, scenario, step, code, clause in rejection_steps():
        where = f"{path}:{step['location']['line']}"
        assert code in CODES, f"{where} expects unknown rejection code {code}"
        assert clause == CODES[code]["clause"], \
            f"{where} expects {code} under {clause}; the vocabulary says {CODES[code]['clause']}"
