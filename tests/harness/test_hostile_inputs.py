"""Hostile files and misleading runs (issue 10): `kuhspec check` and `--expectations`
refuse bad input with a clear error and no traceback; verdicts say what really happened;
messages are JSON without pytest internals."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from kuhspec.harness.messages import clean
from kuhspec.harness.report import _bounded
from kuhspec.harness.strict import check_answer
from kuhspec.interface import ImplementationError

from harnesslib import env

FIVES = "python:fake_impl:Fives"
BOMB = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, "
    f"*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}]\n" for i in range(9))

BAD_FILES = {
    "bomb.yaml": (BOMB, "alias bomb"),
    "deep.yaml": ("[" * 5000 + "]" * 5000, "nest"),
    "deep.json": ("[" * 100000 + "]" * 100000, "nested deeper than"),
    "dup.yaml": ("game: kuhhandel-festival\ngame: kuhno\n", "duplicate key 'game'"),
    "dup.json": ('{"game": "kuhhandel-festival", "game": "kuhno"}', "duplicate key 'game'"),
    "junk.yaml": (b"\x00\xff\xfe binary \x00", "not UTF-8"),
}


def kuhspec(*args, cwd, timeout=300):
    return subprocess.run([sys.executable, "-m", "kuhspec", *args], capture_output=True, text=True, env=env(),
                          cwd=cwd, timeout=timeout)


def _write(tmp_path, name, content):
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    return path


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_check_refuses_hostile_files(tmp_path, name):
    content, fragment = BAD_FILES[name]
    path = _write(tmp_path, name, content)
    p = kuhspec("check", str(path), cwd=tmp_path, timeout=300)
    assert p.returncode == 1 and "Traceback" not in p.stderr, p.stderr[-2000:]
    assert fragment in p.stderr and name in p.stderr, p.stderr


def test_check_refuses_a_directory(tmp_path):
    (tmp_path / "states").mkdir()
    p = kuhspec("check", str(tmp_path / "states"), cwd=tmp_path)
    assert p.returncode == 1 and "is a directory" in p.stderr and "Traceback" not in p.stderr


@pytest.mark.parametrize("name", ["bomb.yaml", "deep.yaml", "dup.yaml", "junk.yaml", "dir"])
def test_expectations_refuse_hostile_files(conform, tmp_path, name):
    if name == "dir":
        path = tmp_path / "dir"
        path.mkdir()
        fragment = "is a directory"
    else:
        content, fragment = BAD_FILES[name]
        path = _write(tmp_path, name, content)
    run = conform("--impl", FIVES, "--expectations", str(path), timeout=300)
    assert run.rc == 2 and "Traceback" not in run.stderr + run.stdout and "INTERNALERROR" not in run.stderr
    assert fragment in run.stderr, run.stderr


def test_unknown_ids_in_expectations_are_an_error(conform, tmp_path):
    path = _write(tmp_path, "e.yaml", "MINI-02: {status: fail}\nMINI-99: {status: fail}\nKF-NOPE-1[x]: {}\n")
    run = conform("--impl", FIVES, "--expectations", str(path))
    assert run.rc == 2
    assert "2 id(s) name no scenario of the suite: KF-NOPE-1[x], MINI-99" in run.stderr, run.stderr


def test_known_failures_only_is_pass_with_known_failures(conform, tmp_path):
    path = _write(tmp_path, "e.yaml", "MINI-02: {status: fail}\nMINI-08[25-refused]: {status: fail}\n")
    run = conform("--impl", FIVES, "--expectations", str(path))
    assert run.rc == 0, run.stdout
    assert run.report["verdict"] == "pass with 2 known failures"
    assert "verdict: pass with 2 known failures" in run.stdout
    summary = (run.out / "summary.md").read_text()
    assert "pass with 2 known failures" in summary and "all applicable scenarios pass" not in summary


@pytest.mark.parametrize("args", [("--clause", "KF-AUC-*"), ("--fail-fast",), ("--max-fail", "1")])
def test_partial_runs_are_marked(conform, args):
    run = conform("--impl", FIVES, *args)
    rep = run.report
    assert rep["partial"], rep["partial"]
    badge = json.loads((run.out / "badge-kuhhandel-festival.json").read_text())
    assert badge["message"].endswith("(partial run)") and badge["color"] == "lightgrey"
    assert "partial run" in (run.out / "summary.md").read_text() and "partial run" in run.stdout
    assert "partial run" in (run.out / "badge-kuhhandel-festival.svg").read_text()


def test_failures_are_actionable_and_free_of_python(conform, tmp_path):
    run = conform("--impl", FIVES, "--write-expectations", str(tmp_path / "w.yaml"))
    out = run.stdout
    assert "FAIL MINI-02 [KF-AUC-4]" in out and 'but the action was accepted: {"events": [{"type": "bid_done"}]}' in out
    assert "step:     Then the action is rejected" in out
    texts = [out, (run.out / "junit.xml").read_text(), (run.out / "summary.md").read_text(),
             (run.out / "report.html").read_text(), (run.out / "report.json").read_text(),
             (tmp_path / "w.yaml").read_text()]
    for text in texts:
        assert " object at 0x" not in text and "Use -v to get more diff" not in text and "+  where" not in text
        assert "{'events'" not in text


def test_clean_messages():
    raw = ("expected rejection x, got {'events': [{'ok': True, 'n': None}]}\nassert False\n"
           " +  where False = <tests.World object at 0x7f3a>.result\nUse -v to get more diff")
    assert clean(raw) == 'expected rejection x, got {"events": [{"ok": true, "n": null}]}'
    assert clean("x" * 10000, 100).endswith("(cut at 100 of 10000 characters)")


def test_a_float_for_an_integer_is_no_integer():
    state = {"game": "kuhhandel-festival", "players": []}
    with pytest.raises(ImplementationError, match="protocol violation"):
        check_answer("kuhhandel-festival", "score", {"final": False, "players": [], "ranking": [0.0], "winners": [0]})
    assert check_answer(None, "state", state) == state


def test_an_oversized_report_is_cut_and_says_so():
    big = {"scenarios": [{"id": f"S{i}", "calls": [{"result": "x" * 100000}], "message": "m"} for i in range(200)]}
    rep = _bounded(big)
    assert len(json.dumps(rep)) < 13 << 20 and "were left out" in rep["cut"]
