"""Loading positions: bad input gets an error that names the place, never a traceback."""

from __future__ import annotations

import copy
import json

import pytest

from kuhspec.festival.engine import Game
from kuhspec.festival.errors import PositionError
from kuhspec.statefile import StateFileError, read_state


@pytest.fixture
def state():
    return Game.new({"players": ["Anne", "Benno", "Claudi"], "seed": 1}).state


def error_of(state) -> PositionError:
    with pytest.raises(PositionError) as info:
        Game(state)
    return info.value


def test_a_dealt_state_loads_and_dumps_losslessly(state):
    assert Game(json.loads(json.dumps(state))).state == state


def test_fifth_copy_of_a_cow_is_an_unknown_card(state):
    state["players"][0]["stack"][0] = "cow-10-5"
    err = error_of(state)
    assert err.path == "$.players[0].stack[0]"


def test_a_card_in_two_places(state):
    state["players"][1]["stack"].append(state["players"][0]["stack"][0])
    err = error_of(state)
    assert err.path.startswith("$.players[1].stack") and "already at $.players[0].stack[0]" in err.message
    assert err.clause == "KF-CON-3"


def test_a_missing_card(state):
    state["players"][0]["stack"].pop()
    assert "nowhere" in error_of(state).message


def test_a_wrong_field_is_named(state):
    state["players"][0]["stak"] = state["players"][0].pop("stack")
    assert error_of(state).path.startswith("$.players[0]")


def test_an_unknown_option(state):
    state["options"]["payment"] = "with_change"
    assert error_of(state).path == "$.options.payment"


def test_an_unturned_fourth_card(state):
    anne = state["players"][0]
    cows = [c for c in ("cow-10-1", "cow-10-2", "cow-10-3")]
    for p in state["players"]:
        p["stack"] = [c for c in p["stack"] if c not in cows]
    state["box"] = [c for c in state["box"] if c not in cows]
    anne["triples"] = [{"cow": 10, "cards": cows}]
    err = error_of(state)
    assert "cow-10-4" in err.message and err.clause == "KF-TRI-4"


def test_three_loose_cows_of_a_type_would_be_a_triple(state):
    cows = ["cow-30-1", "cow-30-2", "cow-30-3"]
    for p in state["players"]:
        p["stack"] = [c for c in p["stack"] if c not in cows]
    state["players"][0]["display"] = cows
    assert error_of(state).clause == "KF-TRI-1"


def test_player_count(state):
    state["players"] = state["players"][:2]
    with pytest.raises(PositionError):
        Game(state)


def test_state_file_errors_name_the_file_and_place(tmp_path, state):
    bad_json = tmp_path / "bad.json"
    bad_json.write_text('{"game": "kuhhandel-festival",\n  "players": [}')
    with pytest.raises(StateFileError, match=r"bad\.json: malformed JSON at line 2"):
        read_state(bad_json)
    bad_yaml = tmp_path / "bad.yaml"
    bad_yaml.write_text("game: [unclosed\n")
    with pytest.raises(StateFileError, match=r"bad\.yaml: malformed YAML at line"):
        read_state(bad_yaml)
    impossible = tmp_path / "five.json"
    broken = copy.deepcopy(state)
    broken["players"][2]["stack"][0] = "cow-500-5"
    impossible.write_text(json.dumps(broken))
    with pytest.raises(StateFileError, match=r"five\.json: \$\.players\[2\]\.stack\[0\]: unknown card"):
        read_state(impossible)
    good = tmp_path / "good.json"
    good.write_text(json.dumps(state))
    assert read_state(good) == state
    with pytest.raises(StateFileError, match="missing.json: not found"):
        read_state(tmp_path / "missing.json")


def test_rejection_leaves_state_unchanged_and_names_code_and_clause(state):
    game = Game(state)
    before = game.state
    result = game.act({"type": "bid", "player": 1, "amount": 10})
    assert result["rejection"]["code"] == "wrong_step"
    assert result["rejection"]["clause"] == "KF-TURN-4"
    assert game.state == before


def test_same_seed_same_deal():
    one = Game.new({"players": ["A", "B", "C", "D"], "seed": 42}).state
    two = Game.new({"players": ["A", "B", "C", "D"], "seed": 42}).state
    three = Game.new({"players": ["A", "B", "C", "D"], "seed": 43}).state
    assert one == two and one != three


def test_explicit_deal():
    from kuhspec.festival.cards import COPYCAT_IDS, COW_IDS

    deck = list(COW_IDS + COPYCAT_IDS)
    deal = [deck[i::4] for i in range(4)]
    game = Game.new({"players": ["A", "B", "C", "D"], "deal": deal})
    assert [sorted(p["stack"]) for p in game.state["players"]] == [sorted(s) for s in deal]
    with pytest.raises(PositionError, match="evenly"):
        Game.new({"players": ["A", "B", "C", "D"], "deal": [deck[:20], deck[20:], [], []]})
