"""`kuhspec play --game` and `kuhspec check` work per game, through kuhspec.games: an
unknown game is a clear error (never a traceback) naming the playable games or the file."""

from __future__ import annotations

import json

import pytest

from kuhspec import games
from kuhspec.cli import main


def test_play_unknown_game_lists_the_playable_games(capsys):
    assert main(["play", "--game", "chess"]) == 2
    err = capsys.readouterr().err
    assert "unknown game 'chess'" in err
    for gid in games.playable():
        assert gid in err
    assert main(["play", "--game"]) == 2
    assert "--game needs a game id" in capsys.readouterr().err


def test_play_defaults_to_festival(capsys):
    assert main(["play", "--seed", "1", "--players", "3"]) == 0
    assert "Winner" in capsys.readouterr().out
    assert main(["play", "--game=kuhhandel-festival", "--seed", "1", "--players", "3"]) == 0


@pytest.mark.parametrize("content, fragment", [
    ({"game": "chess"}, "$.game: unknown game 'chess'"),
    ({"players": []}, "$.game: missing: a state or setup names its game; this engine plays: kuhhandel-festival"),
    ([1, 2], "$: must be a JSON object"),
])
def test_check_names_the_file_and_the_game_field(tmp_path, capsys, content, fragment):
    path = tmp_path / "state.json"
    path.write_text(json.dumps(content))
    assert main(["check", str(path)]) == 1
    err = capsys.readouterr().err
    assert f"{path}: {fragment}" in err
    assert "Traceback" not in err


def test_check_accepts_a_dealt_state(tmp_path, capsys):
    state = games.new_game({"game": "kuhhandel-festival", "players": ["Anne", "Benno", "Claudi"], "seed": 4}).state
    path = tmp_path / "dealt.json"
    path.write_text(json.dumps(state))
    assert main(["check", str(path)]) == 0
    assert f"ok: {path}" in capsys.readouterr().out
