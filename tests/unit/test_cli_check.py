"""`kuhspec check`, `kuhspec play` and `kuhspec --help`: clear messages and exit codes, never a
traceback; check bounds what it reads."""

from __future__ import annotations

import json
import os
import re
import threading
import time

import pytest

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


def test_help_lists_each_command_once(capsys):
    from kuhspec import commands

    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    names = ["conform", "serve", "play", "check", *(m.NAME for m in commands.load())]
    for name in names:
        assert len(re.findall(rf"^ {{2,4}}{name}\b", out, re.M)) == 1, (name, out)  # not a wrapped line


@pytest.mark.parametrize("line, fragment", [
    ({"seq": 3, "result": {"ok": True}}, "this is a wire-protocol answer (seq 3, with `result`)"),
    ({"seq": 0, "error": {"message": "x"}}, "this is a wire-protocol answer (seq 0, with `error`)"),
    ({"seq": 1, "cmd": "load", "state": {}},
     "this is a wire-protocol request (cmd load, seq 1): its `state` member is one"),
])
def test_check_says_what_a_protocol_line_is(tmp_path, capsys, line, fragment):
    path = tmp_path / "line.json"
    path.write_text(json.dumps(line) + "\n")
    assert main(["check", str(path)]) == 1
    err = capsys.readouterr().err
    assert f"{path}: check expects a canonical state" in err and fragment in err, err
    assert "unknown game" not in err


def test_check_stops_reading_endless_input(capsys):
    assert main(["check", "/dev/zero"]) == 1
    err = capsys.readouterr().err
    assert "invalid: /dev/zero: reading stopped at 16 MiB, the limit" in err and "--max-bytes N raises" in err
    assert main(["check", "/dev/zero", "--max-bytes", "65536"]) == 1
    assert "reading stopped at 64 KiB" in capsys.readouterr().err


def test_check_measures_a_file_before_reading_it(tmp_path, capsys):
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as f:
        f.truncate(3 << 30)  # sparse: 3 GiB that take no room
    assert main(["check", str(huge)]) == 1
    err = capsys.readouterr().err
    assert f"invalid: {huge}: is 3 GiB, more than the limit of 16 MiB; --max-bytes N raises the limit" in err


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_check_gives_a_pipe_a_time_limit(tmp_path, capsys):
    fifo = tmp_path / "state.pipe"
    os.mkfifo(fifo)
    assert main(["check", str(fifo), "--timeout", "0.3"]) == 1  # nobody ever writes
    err = capsys.readouterr().err
    assert f"invalid: {fifo}: still not read whole after 0.3 s, the time limit" in err
    assert "--timeout SECONDS raises the limit" in err
    os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))  # the reader left behind sees the end
    state = json.dumps(Game.new({"players": ["A", "B", "C"], "seed": 2}).state)
    writer = threading.Thread(target=lambda: (time.sleep(0.2), fifo.write_text(state)))
    writer.start()
    assert main(["check", str(fifo)]) == 0  # a pipe that ends in time is read
    writer.join()
    assert f"ok: {fifo}" in capsys.readouterr().out


def test_conform_refuses_an_endless_expectations_file(capsys):
    assert main(["conform", "--expectations", "/dev/zero", "-q"]) == 2
    err = capsys.readouterr().err
    assert "expectations file /dev/zero: reading stopped at 64 MiB, the limit" in err and "Traceback" not in err
