"""The 2-player game's setups and positions: what a deal gives, and bad input (a malformed
neutral pile, cards in two places, zones of the wrong variant, options of the other
variant) refused by new_game, load and `kuhspec check` with the JSON path, never a
traceback. The scenarios of features/kuhhandel-festival/two-player/ say the same through
the Implementation interface; these tests reach what a drafted scenario cannot (a state of
the wrong variant, an explicit deal, the command line)."""

from __future__ import annotations

import json

import pytest

from kuhspec import games
from kuhspec.cli import main
from kuhspec.festival.cards import COPYCAT_IDS, COW_IDS
from kuhspec.festival.engine import Game
from kuhspec.festival.errors import PositionError

TWO = ["Anne", "Benno"]


@pytest.fixture
def state():
    return Game.new({"players": TWO, "seed": 11}).state


def error_of(state) -> PositionError:
    with pytest.raises(PositionError) as info:
        Game(state)
    return info.value


def test_two_players_deal_the_two_player_variant(state):
    assert state["variant"] == "two-player"
    assert len(state["neutral_pile"]) == 20 and len(state["neutral_kuhpons"]) == 10
    assert Game(json.loads(json.dumps(state))).state == state
    assert Game.new({"players": TWO, "seed": 11}).state == state       # the same seed, the same deal
    assert Game.new({"players": TWO, "seed": 12}).state["neutral_pile"] != state["neutral_pile"]


@pytest.mark.parametrize("setup, path, clause", [
    ({"players": ["A", "B", "C"], "variant": "two-player"}, "$.players", "KF-TWO-1"),
    ({"players": TWO, "variant": "standard"}, "$.players", "KF-SET-6"),
    ({"players": TWO, "options": {"pile_face": "face_sideways"}}, "$.options.pile_face", None),
    ({"players": ["A", "B", "C"], "options": {"pile_face": "face_up"}}, "$.options.pile_face", None),
])
def test_setups_the_variant_does_not_allow_are_refused(setup, path, clause):
    with pytest.raises(PositionError) as info:
        games.new_game({"game": "kuhhandel-festival", **setup})
    assert (info.value.path, info.value.clause) == (path, clause), info.value


def test_an_option_of_the_other_variant_names_its_ruling():
    with pytest.raises(PositionError, match=r"R-KF-TWO-PILE-FACE\) belongs to the two-player variant"):
        games.new_game({"game": "kuhhandel-festival", "players": ["A", "B", "C"], "options": {"pile_face": "face_up"}})


def test_an_explicit_two_player_deal():
    deck = list(COW_IDS + COPYCAT_IDS)
    stacks, pile = [deck[:10], deck[10:20]], deck[20:]
    leftovers = Game.new({"players": TWO, "seed": 1}).state
    neutral = sorted(leftovers["neutral_kuhpons"] + leftovers["box"])[:10]
    game = Game.new({"players": TWO, "deal": stacks, "neutral_pile": pile, "neutral_kuhpons": neutral})
    assert game.state["neutral_pile"] == pile and game.state["neutral_kuhpons"] == neutral
    assert [sorted(p["stack"]) for p in game.state["players"]] == [sorted(s) for s in stacks]
    for bad, path in [({"neutral_pile": pile[:-1]}, "$.neutral_pile"),
                      ({"neutral_kuhpons": neutral[:9]}, "$.neutral_kuhpons"),
                      ({"neutral_kuhpons": ["kp-0-1"] + neutral[1:]}, "$.neutral_kuhpons"),   # Anne's
                      ({"deal": [deck[:11], deck[11:20]]}, "$.deal")]:
        setup = {"players": TWO, "deal": stacks, "neutral_pile": pile, "neutral_kuhpons": neutral, **bad}
        with pytest.raises(PositionError) as info:
            Game.new(setup)
        assert info.value.path == path, (bad, info.value)


def test_a_card_in_the_pile_and_in_a_stack(state):
    state["neutral_pile"][3] = state["players"][1]["stack"][0]
    err = error_of(state)
    assert (err.path, err.clause) == ("$.neutral_pile[3]", "KF-CON-3")
    assert "already at $.players[1].stack[0]" in err.message


@pytest.mark.parametrize("change, path", [
    (lambda s: s["box"].append(s["neutral_pile"].pop()), "$.neutral_pile"),    # an odd pile
    (lambda s: s["box"].append(s["neutral_kuhpons"].pop()), "$.neutral_kuhpons"),
    (lambda s: s["neutral_pile"].__setitem__(0, "kp-0-1"), "$.neutral_pile[0]"),
    (lambda s: s.pop("neutral_pile"), "$.neutral_pile"),
    (lambda s: s.__setitem__("neutral_kuhpons", "kp-0-1"), "$.neutral_kuhpons"),
    (lambda s: s["phase"].update(step="turn", lot_kuhpons=[]), "$.phase"),
])
def test_a_malformed_neutral_zone_is_named(state, change, path):
    change(state)
    assert error_of(state).path == path


def test_a_standard_state_has_no_neutral_zones():
    state = Game.new({"players": ["A", "B", "C"], "seed": 1}).state
    state["neutral_pile"] = []
    err = error_of(state)
    assert (err.path, err.clause) == ("$.neutral_pile", "KF-TWO-5")


def test_a_neutral_lot_and_its_bid_load_and_are_checked(state):
    game = Game(state)
    game.act({"type": "auction_neutral", "player": 0})
    game.act({"type": "bid", "player": 1, "amount": 30, "case": "A"})
    lot_state = game.state
    assert Game(lot_state).state == lot_state
    assert lot_state["phase"]["high_bid"] == {"player": 1, "amount": 30, "case": "A"}
    no_case = json.loads(json.dumps(lot_state))
    del no_case["phase"]["high_bid"]["case"]
    assert error_of(no_case).path == "$.phase.high_bid"
    case_b = json.loads(json.dumps(lot_state))
    case_b["phase"]["high_bid"]["case"] = "B"          # no black sheep in this lot
    assert (error_of(case_b).path, error_of(case_b).clause) == ("$.phase.high_bid.case", "KF-TWO-10")
    three = json.loads(json.dumps(lot_state))
    three["phase"]["lot"].append(three["neutral_pile"].pop(0))
    three["phase"]["lot"].append(three["neutral_pile"].pop(0))
    three["box"].append(three["neutral_kuhpons"].pop(0))
    assert error_of(three).path == "$.phase.lot"


def test_a_standard_game_refuses_the_two_player_actions():
    game = Game.new({"players": ["A", "B", "C"], "seed": 1})
    before = game.state
    for action in ({"type": "auction_neutral", "player": 0},
                   {"type": "bid", "player": 1, "amount": 10, "case": "A"}):
        assert game.act(action)["rejection"]["code"] == "malformed_action"
        assert game.state == before


def test_check_names_the_file_and_the_path(tmp_path, state, capsys):
    good = tmp_path / "two.json"
    good.write_text(json.dumps(state))
    bad = tmp_path / "odd-pile.json"
    state["box"].append(state["neutral_pile"].pop())
    bad.write_text(json.dumps(state))
    assert main(["check", str(good), str(bad)]) == 1
    out, err = capsys.readouterr()
    assert f"ok: {good}" in out
    assert f"invalid: {bad}: $.neutral_pile: the neutral pile is taken 2 cows at a time" in err
    assert "[KF-TWO-5]" in err and "Traceback" not in out + err


def test_play_two_players(capsys):
    assert main(["play", "--players", "2", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Kuhhandel Festival, 2 players (two-player variant), seed 3")
    assert "auctions a neutral lot" in out and "\nScore\n" in out
    assert " to take the lot" in out and "takes the hidden Kuhpon unseen" in out  # every 2-player bid names its case
    assert main(["play", "--players", "2", "--games", "3"]) == 0
    rate = capsys.readouterr().out
    assert rate.startswith("3 games, 2 players:") and rate.rstrip().endswith("games/s")


def test_the_dutch_edition_lays_the_neutral_pile_face_up():
    """R-KF-TWO-PILE-FACE: each edition by its own text (en face down, nl face up)."""
    dutch = Game.new({"players": TWO, "seed": 4, "edition": "nl"})
    english = Game.new({"players": TWO, "seed": 4, "edition": "en"})
    pile = dutch.state["neutral_pile"]
    assert dutch.state["options"]["pile_face"] == "face_up"
    assert dutch.view(1)["neutral_pile"] == {"count": 20, "top": pile[0]}
    assert english.state["options"]["pile_face"] == "face_down"
    assert english.view(1)["neutral_pile"] == {"count": 20}
