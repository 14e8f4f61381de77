"""`kuhspec check` and `kuhspec play`: clear messages and exit codes, never a traceback."""

from __future__ import annotations

import json

from kuhspec.cli import main
from kuhspec.festival.engine import Game


def test_check_reports_each_file(tmp_path, capsys):
    good = tmp_path / "good.json"
    good.write_text(json.dumps(Game.new({"players": ["A", "B", "C"], "seed": 2}).state))
    bad = tmp_path / "bad.yaml"
    bad.write_text("players: [\n")
    assert main(["check", str(good), str(bad)]) == 1
    out, err = capsys.readouterr()
    assert f"ok: {good}" in out
    assert f"invalid: {bad}: malformed YAML at line" in err
    assert "Traceback" not in out + err


def test_play_prints_a_transcript_ending_in_the_score(capsys):
    assert main(["play", "--players", "3", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Kuhhandel Festival, 3 players, seed 4")
    assert "\nScore\n" in out and "Winner: " in out
    assert main(["play", "--players", "3", "--seed", "4"]) == 0
    assert capsys.readouterr().out == out  # the same seed gives the same game
