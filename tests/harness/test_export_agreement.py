"""One rule, one count (docs/exported-cases.md, "Does a case apply?").

- The rule is written once in Python (kuhspec.law.applicability, over the plain data a case
  carries) and transcribed once for JavaScript (examples/js-runner/applicability.mjs): both
  give the same answer on a table of hellos x cases (test_export.py checks that conform's
  answer on a scenario is the rule's answer on its exported case).
- Against three engines over the wire, the reference (`kuhspec serve`), a partial one (only
  Kuhhandel Festival en/standard, no capabilities) and a wrong one (a mutant), `kuhspec
  conform`, the export's Python replay and the JavaScript runner give the same verdict per
  scenario: the same ids pass, fail and do not apply. The default run checks a narrowed
  export; the `full` one the whole suite.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from kuhspec.export import replay, settings
from kuhspec.law.applicability import case_setting, describe
from kuhspec.reference_impl import ReferenceImplementation
from kuhspec.resources import data_path
from kuhspec.scenarios import read_features

from harnesslib import FAKES, HERE, REFERENCE_DIR, env, serve_cmd
from mutants_run import mutant_cmd

JS = HERE.parent.parent / "examples" / "js-runner"


def node() -> str:
    path = shutil.which("node")
    if path is None:
        pytest.skip("node is not installed: the JavaScript runner (examples/js-runner) needs Node 18 or later "
                    "(.ci/run installs it)")
    return path


# -- the table: hellos x cases ------------------------------------------------------------------


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


DEALS = [[], [(3, True)], [(2, True)], [(6, False)], [(1, False)], [(3, True), (2, True)], [(4, True), (2, True)],
         [(2, True), (3, True)], [(7, True)]]


def groups() -> list[list[dict]]:
    """Per scenario of the suite, with a pattern of deals: a case for each setting a hello can
    choose (as an export holds them), some left out, some ending at a deal."""
    out = []
    for n, s in enumerate(read_features(data_path("features"))):
        base = {**describe(s), "id": s.id, "program": [{"check": {"op": "empty", "answer": 0}}] * 6}
        choices = [{"players": p, "exact": e, "at": 2 * i + 1} for i, (p, e) in enumerate(DEALS[n % len(DEALS)])]
        group, seen = [], set()
        for edition, plays, _ in settings.reachable({**base, "edition": "?", "choices": choices}):
            key = json.dumps([edition, plays])
            if key not in seen:
                seen.add(key)
                recorded = [{**c, "variant": v} for c, v in zip(choices, plays)]
                group.append({**base, "edition": edition, "choices": recorded})
        out.append([c for i, c in enumerate(group) if (i + n) % 3 or len(group) == 1])  # some settings missing
    return out


def python_answers(table_hellos: dict, table: list[list[dict]]) -> list:
    rows = []
    for hello in table_hellos.values():
        for group in table:
            case, reason = settings.pick(group, hello)
            chosen = case_setting(case, hello)
            rows.append([reason, group.index(case), chosen and chosen.edition,
                         chosen and settings.played(chosen, case["choices"]),
                         None if reason else settings.entries_played(case, chosen)])
    return rows


JS_TABLE = """
import { readFileSync } from "node:fs";
import { caseSetting, entriesPlayed, pick, played } from %s;
const { hellos, table } = JSON.parse(readFileSync(0, "utf8"));
const rows = [];
for (const hello of Object.values(hellos)) for (const group of table) {
  const [c, reason] = pick(group, hello);
  const chosen = caseSetting(c, hello);
  rows.push([reason, group.indexOf(c), chosen && chosen.edition, chosen && played(chosen, c.choices),
             reason ? null : entriesPlayed(c, chosen)]);
}
process.stdout.write(JSON.stringify(rows));
"""


def test_the_javascript_transcription_answers_the_table_as_python_does():
    table_hellos, table = hellos(), groups()
    want = python_answers(table_hellos, table)
    script = JS_TABLE % json.dumps((JS / "applicability.mjs").as_uri())
    p = subprocess.run([node(), "--input-type=module", "-e", script], input=json.dumps({"hellos": table_hellos,
                       "table": table}), capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr[-3000:]
    got = json.loads(p.stdout)
    assert len(got) == len(want)
    labels = [(h, g[0]["id"]) for h in table_hellos for g in table]
    differ = [(labels[i], w, g) for i, (w, g) in enumerate(zip(want, got)) if w != g]
    assert not differ, differ[:5]
    kinds = {(r[0] or "runs").split(" ")[0] for r in want}
    assert {"runs", "game", "none", "ruling", "capability", "not"} <= kinds, kinds  # the table reaches every answer
    assert any(r[4] is not None and r[3] and r[3][-1] is None for r in want)  # a case played up to a deal


# -- three engines: conform, the Python replay and the JavaScript runner count alike ---------------

#: the default run's selection (21 scenarios): the auction's bid steps (the mutant fails them),
#: Dutch features (the partial engine plays them in English), scenarios that need a capability
#: and one that deals a 2-player game (the partial engine does not apply to them)
NARROW = ("KF-AUC-4", "KF-TRD-10")
ENGINES = {
    "reference": lambda: serve_cmd(),
    "partial": lambda: serve_cmd("--impl", "python:partial_festival:EnglishStandardOnly"),
    "wrong": lambda: mutant_cmd("bid-steps-of-5"),
}


def engine_env() -> dict:
    return env(HERE, FAKES)  # the mutants and the fakes, for the engine processes


def export(out: Path, clauses: tuple[str, ...]) -> Path:
    args = [a for c in clauses for a in ("--clause", c)]
    p = subprocess.run([sys.executable, "-m", "kuhspec", "export", "-q", str(out), *args], capture_output=True,
                       text=True, env=env(), timeout=1800)
    assert p.returncode == 0, p.stderr[-3000:]
    return out


def conform(tmp: Path, impl: str, clauses: tuple[str, ...]) -> dict[str, tuple[str, str]]:
    cmd = [sys.executable, "-m", "kuhspec", "conform", "-q", "--impl", impl, "--out", str(tmp / "report")]
    subprocess.run(cmd + [a for c in clauses for a in ("--clause", c)], capture_output=True, text=True,
                   env=engine_env(), timeout=1800)
    report = json.loads((tmp / "report" / "report.json").read_text(encoding="utf-8"))
    return {s["id"]: (s["status"], s.get("message") or "") for s in report["scenarios"]}


def js_runner(root: Path, impl: str) -> dict[str, tuple[str, str]]:
    p = subprocess.run([node(), str(JS / "runner.mjs"), str(root), "--impl", impl, "--json"], capture_output=True,
                       text=True, env=engine_env(), timeout=1800)
    assert p.returncode in (0, 1), p.stderr[-3000:]
    return {k: tuple(v) for k, v in json.loads(p.stdout).items()}


def buckets(results: dict[str, tuple[str, str]]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for sid, (status, _) in sorted(results.items()):
        out.setdefault(status, []).append(sid)
    return out


def same_verdicts(root: Path, tmp: Path, impl: str, clauses: tuple[str, ...]) -> dict[str, list[str]]:
    """Conform, the Python replay and (where node is) the JavaScript runner against one engine:
    the same ids in each bucket, and the same reason for each scenario that does not apply."""
    want = conform(tmp, impl, clauses)
    runners = {"python": replay.replay(root, impl)}
    if shutil.which("node"):
        runners["javascript"] = js_runner(root, impl)
    for name, got in runners.items():
        assert buckets(got) == buckets(want), (name, {k: (want.get(k), got.get(k)) for k in set(want) | set(got)
                                                      if (want.get(k) or ("",))[0] != (got.get(k) or ("",))[0]})
        skips = {k: (want[k][1], got[k][1]) for k in want if want[k][0] == "skip" and want[k][1] != got[k][1]}
        assert not skips, (name, skips)
    return buckets(want)


@pytest.fixture(scope="module")
def narrow(tmp_path_factory) -> Path:
    return export(tmp_path_factory.mktemp("narrow") / "cases", NARROW)


@pytest.mark.slow
@pytest.mark.parametrize("engine", sorted(ENGINES))
def test_conform_and_the_runners_count_alike_on_a_narrowed_export(narrow, tmp_path, engine, monkeypatch):
    monkeypatch.setenv("PYTHONPATH", engine_env()["PYTHONPATH"])  # the replay's engine process inherits it
    got = same_verdicts(narrow, tmp_path, ENGINES[engine](), NARROW)
    if engine == "reference":
        assert set(got) == {"pass"}, got
    elif engine == "partial":  # Dutch features played in English; 2-player deals, Kuhno, options, capabilities skipped
        assert any(k.startswith("KF-NL-") for k in got["pass"]) and got.get("skip"), got
    else:
        assert got.get("fail"), got


@pytest.fixture(scope="module")
def whole(tmp_path_factory) -> Path:
    return export(tmp_path_factory.mktemp("whole") / "cases", ())


@pytest.mark.full  # the whole suite exported (1 to 2 minutes), then three engines each run three ways
@pytest.mark.parametrize("engine", sorted(ENGINES))
def test_conform_and_the_runners_count_alike_on_the_whole_export(whole, tmp_path, engine, monkeypatch):
    monkeypatch.setenv("PYTHONPATH", engine_env()["PYTHONPATH"])
    got = same_verdicts(whole, tmp_path, ENGINES[engine](), ())
    assert len(got.get("skip", [])) > 400 if engine == "partial" else "skip" not in got, {k: len(v) for k, v in got.items()}


@pytest.mark.full  # an export and three runs for each mutant
@pytest.mark.parametrize("name", ["bid-steps-of-5", "legal-omits-counter", "case-b-pays-the-wrong-way",
                                  "kuhno-milk-one-too-many"])
def test_a_mutant_s_sections_count_alike(tmp_path, name, monkeypatch):
    """The sections a mutant bends, exported and run three ways against it: the same
    verdicts, and some fail."""
    from mutants import REGISTRY

    monkeypatch.setenv("PYTHONPATH", engine_env()["PYTHONPATH"])
    sections = tuple(REGISTRY[name].sections)
    got = same_verdicts(export(tmp_path / "cases", sections), tmp_path, mutant_cmd(name), sections)
    assert got.get("fail"), got
