"""The implementer's tools end to end: `kuhspec list`, `kuhspec smoke`, `kuhspec docs`,
tag expressions and a positive timeout in `conform`, and readable report paths."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import harnesslib
from harnesslib import MINI, fake_cmd, serve_cmd

GOOD = "python:fake_impl:Good"


def kuhspec(cwd: Path, *args: str, timeout: float = 180) -> subprocess.CompletedProcess:
    return harnesslib.kuhspec(*args, cwd=cwd, timeout=timeout)


def test_list_is_a_dry_run_with_conform_s_selection(tmp_path):
    out = kuhspec(tmp_path, "list", "--suite", str(MINI), "--clause", "kf-auc-*", "--tags", "not @id:MINI-08",
                  "--format", "json")
    assert out.returncode == 0, out.stderr
    doc = json.loads(out.stdout)
    assert [s["id"] for s in doc["scenarios"]] == ["MINI-01", "MINI-02"]
    assert doc["clauses"] == {"kuhhandel-festival": ["KF-AUC-4"]}
    assert not list(tmp_path.iterdir()), "a dry run writes nothing"
    text = kuhspec(tmp_path, "list", "--suite", str(MINI), "--tags", "@needs:view or @needs:legal")
    assert text.returncode == 0
    assert "MINI-04" in text.stdout and "MINI-07" in text.stdout and "2 scenario(s)" in text.stdout


def test_list_shows_what_applies_to_an_implementation(tmp_path):
    out = kuhspec(tmp_path, "list", "--suite", str(MINI), "--impl", fake_cmd("good"), "--format", "json")
    assert out.returncode == 0, out.stderr
    rows = {s["id"]: s for s in json.loads(out.stdout)["scenarios"]}
    assert rows["MINI-01"]["applies"] is True
    not_applicable = [r for r in rows.values() if not r["applies"]]
    assert not_applicable and all(r["reason"] for r in not_applicable)


def test_list_usage_errors(tmp_path):
    bad = kuhspec(tmp_path, "list", "--suite", str(MINI), "--tags", "@KF-AUC-1 and (")
    assert bad.returncode == 2 and "invalid tag expression" in bad.stderr and "Traceback" not in bad.stderr
    none = kuhspec(tmp_path, "list", "--suite", str(MINI), "--scenario", "NOPE-*")
    assert none.returncode == 5 and "no scenario matches" in none.stderr


def test_conform_tags_and_timeout(tmp_path):
    out = kuhspec(tmp_path, "conform", "--suite", str(MINI), "--impl", GOOD, "--tags", "@KF-AUC-4 and not @id:MINI-08",
                  "--out", "rep")
    assert out.returncode == 0, out.stdout + out.stderr
    report = json.loads((tmp_path / "rep" / "report.json").read_text())
    assert sorted(s["id"] for s in report["scenarios"]) == ["MINI-01", "MINI-02"]
    assert report["run"]["selection"]["tags"] == ["@KF-AUC-4 and not @id:MINI-08"]
    for bad in ("0", "-3", "inf", "nan"):
        out = kuhspec(tmp_path, "conform", "--suite", str(MINI), "--timeout", bad)
        assert out.returncode == 2 and "--timeout" in out.stderr and "Traceback" not in out.stderr


def test_report_paths_are_relative_inside_the_cwd_and_absolute_outside(tmp_path):
    inside = kuhspec(tmp_path, "conform", "--suite", str(MINI), "--impl", GOOD, "--out", "sub/rep")
    assert "reports in sub/rep/:" in inside.stdout
    for name in ("sub/rep/report.html", "sub/rep/summary.md", "sub/rep/junit.xml", "sub/rep/report.json",
                 "sub/rep/badge-kuhhandel-festival.svg"):
        assert f"  {name} " in inside.stdout, inside.stdout
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    outside = kuhspec(elsewhere, "conform", "--suite", str(MINI), "--impl", GOOD, "--out", str(tmp_path / "rep2"), "-q")
    assert f"reports: {tmp_path / 'rep2'}/" in outside.stdout


def test_smoke_passes_the_reference_and_writes_nothing(tmp_path):
    out = kuhspec(tmp_path, "smoke", "--impl", serve_cmd())
    assert out.returncode == 0, out.stdout + out.stderr
    assert "handshake  pass" in out.stdout and "smoke: pass" in out.stdout
    assert "KF-EN-AUC-04" in out.stdout and "KN-EN-TURN-04" in out.stdout  # each game's smoke scenario
    assert not list(tmp_path.iterdir())


def test_smoke_fails_clearly(tmp_path):
    wrong = kuhspec(tmp_path, "smoke", "--impl", fake_cmd("crash_on_act"))
    assert wrong.returncode == 1 and "smoke: FAIL" in wrong.stdout, wrong.stdout + wrong.stderr
    assert "kuhhandel-festival: crash" in wrong.stdout and "KF-EN-AUC-04" in wrong.stdout


@pytest.mark.full  # conform's own failed handshakes run by default (test_conform.test_failed_handshake)
def test_smoke_fails_clearly_at_the_handshake(tmp_path):
    dead = kuhspec(tmp_path, "smoke", "--impl", f"{sys.executable} -c pass")
    assert dead.returncode == 1 and "handshake" in dead.stdout and "smoke: FAIL" in dead.stdout
    chess = tmp_path / "chess.py"  # a hello declaring a game the suite does not have
    chess.write_text("import json, sys\nfor line in sys.stdin:\n    r = json.loads(line)\n"
                     "    print(json.dumps({'seq': r['seq'], 'result': {'name': 'c', 'version': '1', 'protocol': '1.1',"
                     " 'games': {'chess': {'editions': ['en'], 'variants': ['standard']}}, 'capabilities': []}}),"
                     " flush=True)\n")
    unknown = kuhspec(tmp_path, "smoke", "--impl", f"{sys.executable} {chess}")
    assert unknown.returncode == 1 and "smoke: FAIL" in unknown.stdout and "'chess'" in unknown.stdout


def test_smoke_list_names_existing_scenarios():
    from kuhspec.catalogue import catalogue
    from kuhspec.resources import data_path
    from kuhspec.scenarios import read_features

    ids = {s.id for s in read_features(data_path("features"))}
    for game in catalogue().games.values():
        for sid in game.smoke:
            assert sid in ids, f"spec/{game.id}/game.yaml: smoke names {sid}, which is no scenario"


def test_docs_lists_prints_and_writes(tmp_path):
    listing = kuhspec(tmp_path, "docs")
    assert listing.returncode == 0
    for page in ("kuhhandel-festival/rules-reference", "kuhno/rulings", "implementing", "protocol", "editions",
                 "state-and-actions", "reports"):
        assert f"  {page} " in listing.stdout
    guide = kuhspec(tmp_path, "docs", "implementing.md")
    assert guide.returncode == 0 and guide.stdout.startswith("# Implementing")
    missing = kuhspec(tmp_path, "docs", "nope")
    assert missing.returncode == 2 and "the pages are:" in missing.stderr
    wrote = kuhspec(tmp_path, "docs", "--out", "d")
    assert wrote.returncode == 0, wrote.stderr
    d = tmp_path / "d"
    assert (d / "docs" / "kuhno" / "rules-reference.md").is_file() and (d / "spec" / "protocol.md").is_file()
    assert (d / "docs" / "exported-cases.md").is_file() and (d / "examples" / "js-runner" / "runner.mjs").is_file()
    from kuhspec.docs.links import dead_links

    assert dead_links(d) == []
