"""Helpers of the export's tests (test_export.py, test_export_agreement.py): write an export,
run conform, the Python replay and the JavaScript runner against one engine over the wire,
and compare their verdicts scenario by scenario."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from kuhspec.export import replay
from kuhspec.reference_impl import ReferenceImplementation

import harnesslib
from harnesslib import FAKES, HERE, env, serve_cmd
from mutants_run import mutant_cmd

JS = HERE.parent.parent / "examples" / "js-runner"

#: three engines: the reference, a partial one (tests/harness/fakes/partial_festival.py) and a wrong one
ENGINES = {
    "reference": lambda: serve_cmd(),
    "partial": lambda: serve_cmd("--impl", "python:partial_festival:EnglishStandardOnly"),
    "wrong": lambda: mutant_cmd("bid-steps-of-5"),
}


def hellos() -> dict[str, dict]:
    full = ReferenceImplementation().hello()
    fest, kuhno = full["games"]["kuhhandel-festival"], full["games"]["kuhno"]
    return {
        "full": full,
        "no legal": {**full, "capabilities": ["view"]},
        "no capabilities": {**full, "capabilities": []},
        "capabilities as a string": {**full, "capabilities": "legal"},
        "dutch only": {**full, "games": {"kuhhandel-festival": {**fest, "editions": ["nl"]}}},
        "dutch as a string": {**full, "games": {"kuhhandel-festival": {**fest, "editions": "nl"}}},
        "no edition": {**full, "games": {"kuhhandel-festival": {**fest, "editions": []}}},
        "two-player only": {**full, "games": {"kuhhandel-festival": {**fest, "variants": ["two-player"]}}},
        "standard only, defaults": {**full, "games": {"kuhhandel-festival": {"editions": ["en", "nl"],
                                                                             "variants": ["standard"]}}},
        "en/standard, nothing else": {"games": {"kuhhandel-festival": {"editions": ["en"], "variants": ["standard"]}}},
        "kuhno easy only": {**full, "games": {"kuhno": {**kuhno, "variants": ["easy"]}}},
        "kuhno easy and red eyes": {**full, "games": {"kuhno": {**kuhno, "variants": ["red-eyes", "easy"]}}},
        "games as a list": {"games": ["kuhno", "kuhhandel-festival"], "capabilities": ["view", "legal"]},
        "games not an object": {"games": "kuhno"},
        "protocol 1.0 rulings": {**full, "games": {"kuhhandel-festival": {"editions": ["en"]}},
                                 "rulings": fest.get("rulings", {})},
        "rulings of another shape": {**full, "games": {"kuhhandel-festival": {**fest, "rulings": {"most_kuhpons": "count",
                                                                                                 "payment": 3}}}},
    }


def node() -> str:
    path = shutil.which("node")
    if path is None:
        pytest.skip("node is not installed: the JavaScript runner (examples/js-runner) needs Node 18 or later "
                    "(.ci/run installs it)")
    return path


def engine_env() -> dict:
    """The environment of a run whose engine is a mutant or a fake (both on PYTHONPATH)."""
    return env(HERE, FAKES)


def export(out: Path, *args: str, timeout: float = 1800, quiet: bool = True) -> subprocess.CompletedProcess:
    """`kuhspec export OUT ARGS` in a subprocess (with -q unless `quiet` is False)."""
    return harnesslib.kuhspec("export", *(["-q"] if quiet else []), str(out), *args, timeout=timeout)


def exported(out: Path, *args: str) -> Path:
    p = export(out, *args)
    assert p.returncode == 0, p.stderr[-3000:]
    return out


def conform(tmp: Path, impl: str, selection: list[str]) -> dict[str, tuple[str, str]]:
    """id -> (status, message) of `kuhspec conform --impl IMPL SELECTION`."""
    p = harnesslib.kuhspec("conform", "-q", "--impl", impl, "--out", str(tmp / "report"), *selection,
                           environ=engine_env(), timeout=1800)
    assert (tmp / "report" / "report.json").is_file(), p.stderr[-3000:]
    report = json.loads((tmp / "report" / "report.json").read_text(encoding="utf-8"))
    return {s["id"]: (s["status"], s.get("message") or "") for s in report["scenarios"]}


def js_runner(root: Path, impl: str) -> dict[str, tuple[str, str]]:
    p = subprocess.run([node(), str(JS / "runner.mjs"), str(root), "--impl", impl, "--json"], capture_output=True,
                       text=True, env=engine_env(), timeout=1800)
    assert p.returncode in (0, 1), p.stderr[-3000:]
    return {k: tuple(v) for k, v in json.loads(p.stdout).items()}


def buckets(results: dict[str, tuple[str, str]]) -> dict[str, list[str]]:
    """status -> the scenario ids with it."""
    out: dict[str, list[str]] = {}
    for sid, (status, _) in sorted(results.items()):
        out.setdefault(status, []).append(sid)
    return out


def same_verdicts(root: Path, tmp: Path, impl: str, selection: list[str], monkeypatch) -> dict[str, list[str]]:
    """Conform (on `selection`, the scenarios of the export `root`), the Python replay and
    (where node is) the JavaScript runner against one engine: the same ids in each bucket, and
    the same reason for each scenario that does not apply. The buckets."""
    want = conform(tmp, impl, selection)
    monkeypatch.setenv("PYTHONPATH", engine_env()["PYTHONPATH"])  # the replay's engine process inherits it
    runners = {"python": replay.replay(root, impl)}
    if shutil.which("node"):
        runners["javascript"] = js_runner(root, impl)
    for name, got in runners.items():
        differ = {k: (want.get(k), got.get(k)) for k in set(want) | set(got)
                  if (want.get(k) or ("",))[0] != (got.get(k) or ("",))[0]}
        assert buckets(got) == buckets(want), (name, differ)
        skips = {k: (want[k][1], got[k][1]) for k in want if want[k][0] == "skip" and want[k][1] != got[k][1]}
        assert not skips, (name, skips)
    return buckets(want)
