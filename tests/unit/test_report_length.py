"""report.json's size bound counts the compact JSON scenario by scenario (never holding the
whole text): the count is exactly json.dumps's length, and a string that is not writable
as UTF-8 is still caught."""

import json

import pytest

from kuhspec.harness.report import _compact_length, _writable


def _report(scenarios):
    return {"kuhspec_report": "1", "totals": {"pass": len(scenarios)}, "scenarios": scenarios,
            "collection_errors": [], "games": [{"title": "Kühe €"}]}


@pytest.mark.parametrize("scenarios", [
    [],
    [{"id": "KF-1", "message": "ü"}],
    [{"id": f"KF-{i}", "steps": [{"text": "ä" * i}], "value": i / 3} for i in range(7)],
])
def test_the_count_is_the_length_of_the_compact_json(scenarios):
    rep = _report(scenarios)
    assert _compact_length(rep) == len(json.dumps(rep, ensure_ascii=False, default=str))


def test_a_report_without_a_scenario_list_is_counted_whole():
    rep = {"scenarios": None, "x": object()}
    assert _compact_length(rep) == len(json.dumps(rep, ensure_ascii=False, default=str))


def test_a_lone_surrogate_is_escaped_and_counted():
    rep = _report([{"id": "KF-1", "message": "bad \udc80 text"}])
    with pytest.raises(UnicodeEncodeError):
        _compact_length(rep)
    fixed, size = _writable(rep)
    assert fixed["scenarios"][0]["message"] == "bad \\udc80 text"
    assert size == len(json.dumps(fixed, ensure_ascii=False))
