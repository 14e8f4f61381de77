"""report.json `positions` and report.html's position diagrams of a failing scenario
(kuhspec.harness.diagrams, kuhspec.harness.report.html_positions): real conform runs of two
Kuhno mutants in process (the position before a failing action; the expected and actual
positions of a failed state comparison), a hostile engine whose state is malformed (named in
words, not drawn), and the report's bounds."""

from __future__ import annotations

import json
import re
import shlex
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import jsonschema
import pytest

from harnesslib import HERE, env, run_conform
from kuhspec.harness import diagrams
from kuhspec.harness.report.html_positions import positions_block
from kuhspec.resources import data_path

SCHEMA = json.loads((data_path("spec") / "schemas" / "report.schema.json").read_text(encoding="utf-8"))


def _run(tmp_path: Path, n: int, impl: str, tags: str):
    run = run_conform(tmp_path, n, "--impl", impl, "--tags", tags, suite=None, environ=env(HERE))
    jsonschema.validate(run.report, SCHEMA)
    return run


def _block(page: str, sid: str) -> str:
    start = page.index(f'id="s-{sid}"')
    end = page.find('<div class="scn', start)
    return page[start:end if end > 0 else len(page)]


def _figures(block: str) -> dict[str, str]:
    """data-position -> the figure's HTML."""
    return dict(re.findall(r'<figure data-position="(\w+)">(.*?)</figure>', block, re.S))


def _svg(figure: str) -> ET.Element:
    m = re.search(r"<svg .*?</svg>", figure, re.S)
    assert m, figure[:300]
    return ET.fromstring(m.group(0))  # the drawing is whole, well-formed XML


def _title(svg: ET.Element) -> str:
    return next(el.text for el in svg.iter() if el.tag.endswith("title"))


def _turn_seat(svg: ET.Element) -> str:
    """The seat whose player group holds the turn mark."""
    return next(p.get("data-seat") for p in svg.iter() if p.get("data-role") == "player"
                and any(c.get("data-role") == "turn" for c in p.iter()))


def test_a_failed_state_comparison_shows_expected_and_actual_side_by_side(tmp_path):
    run = _run(tmp_path, 1, "python:mutants.inprocess:kuhno-refused-player-takes-the-turn", "@id:KN-EN-TURN-03")
    s = run.scenario("KN-EN-TURN-03")
    assert s["status"] == "fail" and s["failing_step"]["text"] == "the state is unchanged"
    pos = s["positions"]
    assert pos["expected"]["turn"] == 0 and pos["actual"]["turn"] == 2  # Alfredo took Carl's turn
    rest = [{k: v for k, v in state.items() if k != "turn"} for state in (pos["expected"], pos["actual"])]
    assert rest[0] == rest[1]
    assert pos["before"] == pos["actual"] and pos["before_is"] == "step_start"  # the step began after the refusal
    block = _block((run.out / "report.html").read_text(encoding="utf-8"), "KN-EN-TURN-03")
    assert '<div class="figs side-by-side">' in block
    figs = _figures(block)
    assert list(figs) == ["expected", "actual"] and 'data-same="before actual"' in block
    expected, actual = _svg(figs["expected"]), _svg(figs["actual"])
    assert _turn_seat(expected) == "0" and _turn_seat(actual) == "2"
    assert _title(expected).startswith("Kuhno: round 1 of 3, Carl (seat 0)")
    assert _title(actual).startswith("Kuhno: round 1 of 3, Alfredo (seat 2)")
    # the ids of each drawing are its own in the page
    ids = re.findall(r'\bid="([^"]+)"', block)
    assert len(ids) == len(set(ids)) and "s-KN-EN-TURN-03-actual-title" in ids


def test_a_failing_action_shows_the_position_it_was_played_in(tmp_path):
    # a party cow that does not turn round: Benno's cow, placed where the rules send it, is a mistake
    run = _run(tmp_path, 1, "python:mutants.inprocess:kuhno-party-does-not-reverse", "@id:KN-EN-ROUND-10")
    s = run.scenario("KN-EN-ROUND-10")
    assert s["status"] == "fail" and s["failing_step"]["keyword"] == "When"
    before = s["positions"]["before"]
    assert s["positions"]["before_is"] == "step_start" and set(s["positions"]) == {"before", "before_is"}
    block = _block((run.out / "report.html").read_text(encoding="utf-8"), "KN-EN-ROUND-10")
    figs = _figures(block)
    assert list(figs) == ["before"] and f"before the failing step: When {s['failing_step']['text']}" in figs["before"]
    svg = _svg(figs["before"])
    seat = str(before["turn"])
    assert _turn_seat(svg) == seat
    sides = {el.get("data-side"): int(el.get("data-cows")) for el in svg.iter() if el.get("data-role") == "side"}
    assert sides == {side: len(cows) for side, cows in before["sides"].items()}
    direction = next(el.get("data-direction") for el in svg.iter() if el.get("data-role") == "direction")
    assert direction == before["direction"]


@pytest.mark.full  # the drawing of an engine's own state: the mutants' tests draw states in the default run
def test_an_engine_unlike_the_reference_is_drawn_from_its_own_state(tmp_path):
    # its own seed, shuffled sets, an unknown member; bent to name the worst score the winner
    unlike = shlex.join([sys.executable, str(HERE / "fakes" / "unlike_engine.py"), "--bend", "winners"])
    run = _run(tmp_path, 1, unlike, "@id:KN-EN-END-01")
    s = run.scenario("KN-EN-END-01")
    before = s["positions"]["before"]
    assert s["status"] == "fail" and "unlike" in before and before["phase"]["step"] == "game_over"
    figs = _figures(_block((run.out / "report.html").read_text(encoding="utf-8"), "KN-EN-END-01"))
    svg = _svg(figs["before"])
    dung = {p.get("data-seat"): p.get("data-dung") for p in svg.iter() if p.get("data-role") == "player"}
    assert dung == {str(seat): str(sum(r[seat] for r in before["scores"])) for seat in range(len(before["players"]))}


@pytest.mark.full  # a hostile engine (a whole run); the drawing's own refusal is unit-tested
def test_a_malformed_state_is_named_not_drawn(tmp_path):
    hostile = shlex.join([sys.executable, str(HERE / "hostile" / "hostile_impl.py"), "kuhno-state-drops"])
    run = _run(tmp_path, 1, hostile, "@id:KN-EN-TURN-03")
    s = run.scenario("KN-EN-TURN-03")
    assert s["status"] == "error" and "sounds" not in s["positions"]["before"]
    block = _block((run.out / "report.html").read_text(encoding="utf-8"), "KN-EN-TURN-03")
    assert "<svg" not in block
    m = re.search(r'<p class="note" data-undrawn="before">(.*?)</p>', block, re.S)
    assert m and "cannot be drawn" in m.group(1) and "sounds" in m.group(1), block[-2000:]


def test_positions_of_any_answer_never_break_the_page():
    for value in (["not", "a", "state"], {"game": "chess"}, {"game": "kuhno", "players": "x"}, None, 7):
        html = "".join(positions_block({"id": "x", "positions": {"actual": value, "expected": value}}, "k"))
        assert html.count('data-undrawn="') == 2 and "<svg" not in html


def test_members_a_schema_does_not_know_are_ignored_as_every_verdict_ignores_them():
    from kuhspec import games

    state = games.new_game({"game": "kuhno", "players": ["Anne", "Benno"], "seed": 1}).state
    state["mood"] = "sunny"
    state["players"][0]["hat"] = True
    html = "".join(positions_block({"id": "x", "positions": {"before": state}}, "k"))
    assert "data-undrawn" not in html and html.count("<svg ") == 1


def test_positions_are_bounded():
    big = {"game": "kuhno", "pad": "x" * (diagrams.MAX_STATE_CHARS + 1)}
    kept = diagrams.positions(big, ({"turn": 0}, big), 0)
    assert set(kept) == {"expected", "note"} and "before position is left out" in kept["note"]
    assert "actual position is left out" in kept["note"]
    assert diagrams.positions({"turn": 0}, None, diagrams.MAX_SCENARIOS) == {
        "note": f"positions are kept for the first {diagrams.MAX_SCENARIOS} failing scenarios of a run only"}
    assert diagrams.positions(None, None, 0) is None
    state = {"turn": [1]}
    copy = diagrams.positions(state, None, 0)["before"]
    assert copy == state and copy is not state  # the report never shares the engine's objects
