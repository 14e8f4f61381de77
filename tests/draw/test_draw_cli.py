"""`kuhspec draw STATE`: the SVG on stdout or in --out, --view SEAT, and clear messages
(exit status 2) for a file that is no state, never a traceback."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from kuhspec.cli import main
from kuhspec.draw import render

from drawn import one, parse, party_flip


@pytest.fixture
def state_file(tmp_path):
    path = tmp_path / "position.json"
    path.write_text(json.dumps(party_flip()), encoding="utf-8")
    return path


def test_draw_writes_the_svg_to_stdout(state_file):
    done = subprocess.run([sys.executable, "-m", "kuhspec", "draw", str(state_file)], capture_output=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode("utf-8") == render(party_flip())


def test_draw_out_and_view(state_file, tmp_path, capsys):
    out = tmp_path / "benno.svg"
    assert main(["draw", str(state_file), "--view", "1", "--out", str(out)]) == 0
    assert one(parse(out.read_text(encoding="utf-8")), "viewer").get("data-seat") == "1"
    assert f"written: {out}" in capsys.readouterr().err


def test_draw_reads_yaml(tmp_path, capsys):
    import yaml

    path = tmp_path / "position.yaml"
    path.write_text(yaml.safe_dump(party_flip()), encoding="utf-8")
    assert main(["draw", str(path), "--out", str(tmp_path / "p.svg")]) == 0
    assert (tmp_path / "p.svg").read_text(encoding="utf-8") == render(party_flip())


@pytest.mark.parametrize("content, message", [
    ('{"game": "chess"}', "$.game: unknown game 'chess'"),
    ("[1, 2]", "$: must be a JSON object"),
    ('{"game": "kuhno", "players": [', "malformed JSON at line 1"),
    (json.dumps(party_flip(position="up")), "$.position"),
])
def test_draw_refuses_what_is_no_state(tmp_path, capsys, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    assert main(["draw", str(path)]) == 2
    out, err = capsys.readouterr()
    assert message in err and str(path) in err and not out
    assert "Traceback" not in err


def test_draw_refuses_a_seat_that_is_not_there(state_file, capsys):
    assert main(["draw", str(state_file), "--view", "3"]) == 2
    out, err = capsys.readouterr()
    assert "no seat 3" in err and not out


def test_draw_cannot_write(state_file, tmp_path, capsys):
    assert main(["draw", str(state_file), "--out", str(tmp_path / "missing" / "x.svg")]) == 2
    assert "cannot write" in capsys.readouterr().err
