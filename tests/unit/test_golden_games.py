"""The golden games (fixtures/<game>/games/, kuhspec.golden): complete recorded games that
the reference must replay exactly, in process. tests/harness/test_golden_serve.py replays
them over the wire protocol."""

from __future__ import annotations

import json

import pytest
from hypothesis import example, given, strategies as st

from kuhspec import games
from kuhspec.golden import GOLDEN, recorded
from kuhspec.golden.delta import apply, delta
from kuhspec.golden.record import dumps, record, setup
from kuhspec.golden.replay import GoldenError, GoldenMismatch, read, replay
from kuhspec.reference_impl import ReferenceImplementation

# Kuhno games under mistakes challenge (the default since R-KN-MISTAKES was re-derived) record
# every play's open claim in the state deltas, which roughly doubled them.
MAX_TOTAL_BYTES = 720 * 1024


def test_every_golden_game_is_recorded_and_every_file_is_listed():
    assert sorted(g.path() for g in GOLDEN) == recorded()
    wanted = {("kuhhandel-festival", e, "standard", n) for e in ("en", "nl") for n in (3, 4, 5)}
    wanted |= {("kuhhandel-festival", e, "two-player", 2) for e in ("en", "nl")}
    have = {(g.game, g.edition, g.variant, g.players) for g in GOLDEN}
    assert wanted <= have
    assert {g.variant for g in GOLDEN if g.game == "kuhno"} == {"standard", "easy", "red-eyes"}
    assert all(sum(1 for g in GOLDEN if (g.game, g.variant) == (x.game, x.variant)) >= 2 for x in GOLDEN)


def test_the_golden_games_stay_small():
    assert sum(p.stat().st_size for p in recorded()) < MAX_TOTAL_BYTES


@pytest.mark.parametrize("golden", GOLDEN, ids=lambda g: f"{g.game}/{g.name}")
def test_the_reference_replays_each_golden_game_exactly(golden):
    doc = read(golden.path())
    assert (doc["game"], doc["edition"], doc["variant"], doc["players"]) == \
        (golden.game, golden.edition, golden.variant, golden.players)
    assert games.new_game(setup(golden)).state == doc["start"], "the reference no longer deals this setup so"
    n = replay(doc, ReferenceImplementation(), str(golden.path()), exact=True)
    assert n == len(doc["steps"]) > 10
    assert doc["score"]["final"] is True


def test_recording_is_deterministic():
    smallest = min(GOLDEN, key=lambda g: g.path().stat().st_size)
    assert dumps(record(smallest)) == dumps(record(smallest))
    assert json.loads(dumps(record(smallest))) == record(smallest)


def test_a_changed_recording_is_caught_at_its_step(tmp_path):
    golden = GOLDEN[0]
    doc = read(golden.path())
    doc["steps"][5]["events"].append({"type": "turn", "player": 0})
    with pytest.raises(GoldenMismatch, match=r"step 5 .*the act answer differs"):
        replay(doc, ReferenceImplementation(), "changed", exact=True)
    doc = read(golden.path())
    doc["steps"][7]["state"] = {}
    with pytest.raises(GoldenMismatch, match=r"step 7 .*the state differs"):
        replay(doc, ReferenceImplementation(), "changed")


def test_a_bad_file_is_refused_with_its_path(tmp_path):
    junk = tmp_path / "junk.json"
    junk.write_text("{not json", encoding="utf-8")
    with pytest.raises(GoldenError, match=r"junk.json: not JSON"):
        read(junk)
    doc = read(GOLDEN[0].path())
    doc["steps"][3]["state"] = {"splice": {"/players": [0, "x", []]}}
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(GoldenError, match=r"bad.json at \$\.steps\[3\]\.state\.splice"):
        read(bad)
    with pytest.raises(GoldenError, match=r"missing.json: cannot be read"):
        read(tmp_path / "missing.json")


JSON = st.recursive(st.none() | st.booleans() | st.integers(-3, 3) | st.sampled_from(["a", "b", "c"]),
                    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.sampled_from("xyz/~"), inner, max_size=3),
                    max_leaves=12)


@example({"p": [1]}, {"p": [True]})  # equal to Python, not as JSON (found by hypothesis)
@example({"p": {"x": [0, 1]}}, {"p": {"x": [False, 1]}})
@given(st.dictionaries(st.sampled_from("pqr"), JSON, max_size=3), st.dictionaries(st.sampled_from("pqr"), JSON, max_size=3))
def test_a_delta_turns_the_state_before_into_the_state_after_exactly(before, after):
    change = delta(before, after)
    assert json.dumps(apply(before, change), sort_keys=True) == json.dumps(after, sort_keys=True)
    assert apply(before, delta(before, before)) == before and delta(before, before) == {}
