"""The suite as data (kuhspec export, issue 11): the cases are valid and deterministic, bad
folders and broken exports are refused clearly, and the export replayed by a runner that uses
neither the step library nor pytest-bdd (kuhspec.export.replay, examples/js-runner) gives
the verdicts of the Gherkin run: against `kuhspec serve` and against declarations that make
scenarios not applicable, with the same counts as conform against a full, a partial and a
wrong engine (test_export_agreement.py: the rule transcribed for JavaScript, and the whole
export under `full`)."""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest

from kuhspec.export import replay
from kuhspec.export import settings
from kuhspec.export.settings import entries_played
from kuhspec.law.applicability import describe, not_applicable, setting
from kuhspec.resources import data_path
from kuhspec.scenarios import read_features

from harnesslib import FAKES, REFERENCE_DIR, env, serve_cmd
from exportlib import ENGINES, JS, export, hellos, js_runner, same_verdicts

#: a quick subset: both editions, the 2-player game, Kuhno and its variants, rulings, legal and view
SUBSET = ["KF-EN-SET-0[1-5]", "KF-NL-CON-0[1-4]", "KF-EN-TWO-0[1-5]", "KF-EN-AUC-1[45]", "KF-NL-TRD-1[0-2]",
          "KN-EN-SET-0[1-5]", "KN-EN-RED-0[1-4]", "KN-EN-EASY-0[1-3]", "KF-EN-TWO-100",
          # the legal schema's optional, sample and external members and x-unlisted (Kuhno)
          "KN-EN-BSS-0[3-9]", "KN-EN-ROUND-0[3-5]", "KN-EN-CALL-0[38]", "KN-EN-PARTY-0[48]"]


def scenarios(*globs: str) -> list[str]:
    return [a for g in globs for a in ("--scenario", g)]


@pytest.fixture(scope="module")
def subset(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("export") / "cases"
    p = export(out, *scenarios(*SUBSET), quiet=False)
    assert p.returncode == 0, p.stderr[-3000:]
    (out.parent / "stderr.txt").write_text(p.stderr, encoding="utf-8")  # its progress
    return out


def cases(root: Path) -> list[dict]:
    index = json.loads((root / "index.json").read_text(encoding="utf-8"))
    return [json.loads((root / e["file"]).read_text(encoding="utf-8")) for e in index["cases"]]


def schema(name: str) -> jsonschema.Draft202012Validator:
    return jsonschema.Draft202012Validator(json.loads((data_path("spec") / "schemas" / name).read_text("utf-8")))


def test_every_case_and_the_index_match_their_schemas(subset):
    index = json.loads((subset / "index.json").read_text(encoding="utf-8"))
    assert not list(schema("export-index.schema.json").iter_errors(index))
    check = schema("case.schema.json")
    all_cases = cases(subset)
    assert len(all_cases) == len(index["cases"]) >= 40
    assert index["scenarios"] == len({c["id"] for c in all_cases}) < len(all_cases)  # every setting
    for case in all_cases:
        errors = [f"{'/'.join(map(str, e.absolute_path))}: {e.message[:200]}" for e in check.iter_errors(case)]
        assert not errors, (case["id"], errors[:3])
    games = {c["game"] for c in all_cases}
    assert games == {"kuhhandel-festival", "kuhno"}
    assert {c["choices"][0]["variant"] for c in all_cases if c["choices"]} >= {"standard", "two-player"}
    ops = {e["check"]["op"] for c in all_cases for e in c["program"] if "check" in e}
    assert {"equals", "same_items", "schema", "same_state", "legal_covers"} <= ops, ops
    assert any("probe_legal" in e for c in all_cases for e in c["program"])
    assert any("secrecy" in c["program"][-1] for c in all_cases if c["game"] == "kuhno")
    assert any("secrecy" in c["program"][-1] for c in all_cases if c["game"] == "kuhhandel-festival")
    assert any(c["rulings"] for c in all_cases) and any(c["needs"] for c in all_cases)


@pytest.mark.full  # three exports; the default run validates and replays the exported subset
def test_export_is_deterministic(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    for out in (a, b):
        p = export(out, *scenarios("KF-EN-AUC-0[12]", "KN-EN-SET-01"))
        assert p.returncode == 0, p.stderr[-2000:]
    files = sorted(str(f.relative_to(a)) for f in a.rglob("*") if f.is_file())
    assert files == sorted(str(f.relative_to(b)) for f in b.rglob("*") if f.is_file())
    assert all((a / f).read_bytes() == (b / f).read_bytes() for f in files)
    assert len([f for f in files if f.startswith("cases/") and f.count(".") == 1]) == 3  # one preferred case each
    assert len([f for f in files if f.startswith("cases/")]) > 3  # and the cases of their other settings
    p = export(a, *scenarios("KN-EN-SET-01"))  # an earlier export is replaced whole
    assert p.returncode == 0, p.stderr[-2000:]
    assert {f.name.split(".")[0] for f in (a / "cases").rglob("*.json")} == {"KN-EN-SET-01"}


def test_export_tells_its_progress_on_stderr(subset):
    """Each run of the suite (the preferred settings, then each other setting) tells on
    stderr how far it is, ending at all of its scenarios (the cases go to DIR)."""
    text = (subset.parent / "stderr.txt").read_text(encoding="utf-8")
    told = re.findall(r"^kuhspec export: (.+?): (\d+)/(\d+) scenarios$", text, re.M)
    assert told and told[0][0] == "preferred settings", text[-2000:]
    assert any(label.startswith("setting 1/") for label, _, _ in told), text[-2000:]
    last = {}
    for label, done, total in told:
        last[label] = (int(done), int(total))
    assert all(done == total > 0 for done, total in last.values()), last


@pytest.mark.full  # hostile input: test_a_broken_export_is_reported_by_file_not_by_traceback is the default run's sample
def test_bad_folders_are_refused_clearly(tmp_path):
    full = tmp_path / "full"
    full.mkdir()
    (full / "notes.txt").write_text("mine", encoding="utf-8")
    p = export(full, *scenarios("KF-EN-AUC-01"))
    assert p.returncode == 2 and "not empty" in p.stderr and "Traceback" not in p.stderr, p.stderr
    assert (full / "notes.txt").read_text(encoding="utf-8") == "mine"
    a_file = tmp_path / "file"
    a_file.write_text("", encoding="utf-8")
    p = export(a_file, *scenarios("KF-EN-AUC-01"))
    assert p.returncode == 2 and "not a folder" in p.stderr and "Traceback" not in p.stderr, p.stderr
    if os.geteuid() != 0:  # root may write anywhere
        locked = tmp_path / "locked"
        locked.mkdir(mode=0o500)
        p = export(locked / "out", *scenarios("KF-EN-AUC-01"))
        locked.chmod(0o700)
        assert p.returncode == 2 and "cannot write" in p.stderr and "Traceback" not in p.stderr, p.stderr
    p = export(tmp_path / "none", *scenarios("NO-SUCH-SCENARIO"))
    assert p.returncode == 2 and "no scenario" in p.stderr, p.stderr


#: the engine the default run keeps (one failing: conform, the Python replay and the JavaScript
#: runner fail it alike); the reference and the partial engine run under `full`
DEFAULT_ENGINES = ("wrong",)


@pytest.mark.slow
@pytest.mark.parametrize("engine", [pytest.param(e, marks=() if e in DEFAULT_ENGINES else pytest.mark.full)
                                    for e in sorted(ENGINES)])
def test_conform_and_the_runners_count_alike_against_three_engines(subset, tmp_path, engine, monkeypatch):
    """The reference, a partial engine and a wrong one: conform, the Python replay and the
    JavaScript runner give the same verdict per scenario (test_export_agreement.py: the whole
    export, under `full`)."""
    got = same_verdicts(subset, tmp_path, ENGINES[engine](), scenarios(*SUBSET), monkeypatch)
    assert sorted(sid for ids in got.values() for sid in ids) == sorted({c["id"] for c in cases(subset)})
    if engine == "reference":
        assert set(got) == {"pass"}, got
    elif engine == "partial":  # Dutch features played in English; a 2-player deal, Kuhno, options, view skipped
        assert "KF-NL-TRD-10" in got["pass"] and "KF-EN-TWO-100" in got["skip"] and set(got) == {"pass", "skip"}, got
    else:
        assert got.get("fail"), got


def test_an_implementation_of_one_edition_replays_the_other_edition_s_features(subset, monkeypatch):
    """The Dutch edition only: the English features run in Dutch, from the cases of that
    setting, and pass; Kuhno is not declared."""
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(FAKES), str(REFERENCE_DIR)]))
    results = replay.replay(subset, serve_cmd("--impl", "python:edition_only:DutchOnly"))
    english = {k: v for k, v in results.items() if k.startswith("KF-EN-")}
    assert english and {s for s, _ in english.values()} == {"pass"}, english
    assert {v for k, v in results.items() if k.startswith("KN-")} == {("skip", "not applicable: game kuhno not declared")}


@pytest.mark.full  # a second export; the default run replays the subset under its own settings
def test_a_setting_the_export_lacks_is_reported_not_skipped(tmp_path, monkeypatch):
    """An export of the preferred settings only, replayed for the Dutch edition only: the
    English feature is `unexported` (conform would play it in Dutch), said on stderr, and
    no failure (exit status 0)."""
    root = tmp_path / "cases"
    p = export(root, "--preferred-only", *scenarios("KF-EN-AUC-14"))
    assert p.returncode == 0, p.stderr[-3000:]
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(FAKES), str(REFERENCE_DIR)]))
    for name, p in _runners(root, "--json", impl=serve_cmd("--impl", "python:edition_only:DutchOnly")).items():
        assert p.returncode == 0, (name, p.stderr[-2000:])
        status, message = json.loads(p.stdout)["KF-EN-AUC-14"]
        assert status == "unexported" and "plays it as nl" in message and "--preferred-only" in message, (name, message)
        assert "not replayed" in p.stderr, (name, p.stderr)


@pytest.mark.full  # the wrong engine fails the JavaScript runner in the default run already
def test_the_javascript_runner_fails_a_broken_answer(subset, tmp_path):
    """The same subset with one expected value changed: that case fails, naming the check."""
    broken = tmp_path / "broken"
    shutil.copytree(subset, broken)
    index = json.loads((broken / "index.json").read_text(encoding="utf-8"))
    entry = next(e for e in index["cases"] if e["id"].startswith("KF-EN-AUC-1"))
    path = broken / entry["file"]
    case = json.loads(path.read_text(encoding="utf-8"))
    check = next(e["check"] for e in case["program"] if "check" in e and e["check"]["op"] == "equals"
                 and "from" not in e["check"] and e["check"]["value"] is not True)
    check["value"] = ["not", "this"]
    path.write_text(json.dumps(case), encoding="utf-8")
    got = js_runner(broken, serve_cmd())
    assert got[entry["id"]][0] == "fail" and "expected equal to [\"not\",\"this\"]" in got[entry["id"]][1], got[entry["id"]]
    assert {s for k, (s, _) in got.items() if k != entry["id"]} == {"pass"}
    assert replay.replay(broken, serve_cmd(), entry["id"])[entry["id"]][0] == "fail"


def _runners(root: Path, *args: str, impl: str | None = None, environ: dict | None = None) -> dict[str, subprocess.CompletedProcess]:
    """The Python and (where node is) the JavaScript runner on `root`, against `impl` (by
    default `kuhspec serve`)."""
    cmds = {"python": [sys.executable, "-m", "kuhspec.export.replay"]}
    if shutil.which("node"):
        cmds["javascript"] = [shutil.which("node"), str(JS / "runner.mjs")]
    return {name: subprocess.run([*cmd, str(root), "--impl", impl or serve_cmd(), *args], capture_output=True,
                                 text=True, env=environ or env(), timeout=300) for name, cmd in cmds.items()}


def test_both_runners_fail_a_leaking_engine_at_the_secrecy_entry(subset):
    """Two scenarios of the subset against an engine whose views carry another seat's hand in
    an unknown member (which the scenarios' own checks ignore): both runners fail them at the
    secrecy entry, as conform does (test_secrecy.py, test_export_secrecy.py)."""
    glob, ids = "K?-EN-SET-05", {"KF-EN-SET-05", "KN-EN-SET-05"}
    ends = {c["id"]: c["program"][-1] for c in reversed(cases(subset)) if c["id"] in ids}  # the preferred case
    assert set(ends) == ids and all("secrecy" in e and e["needs"] == ["view"] for e in ends.values())
    impl = shlex.join([sys.executable, str(FAKES / "leaky_views.py"), "peeking"])
    for name, p in _runners(subset, "--json", "--case", glob, impl=impl, environ=env(FAKES)).items():
        got = json.loads(p.stdout)
        assert p.returncode == 1 and set(got) == ids, (name, p.stderr[-2000:])
        for sid, (status, message) in got.items():
            step = ends[sid]["secrecy"]
            assert status == "fail" and message.startswith(
                f"secrecy ({step['clause']}): view({step['viewer']}) depends on what {step['seat']} may not see"), (name, message)
            assert f"differs only in {step['twins'][0]['changed']}" in message and "at /x_peek/" in message, (name, message)


def test_a_broken_export_is_reported_by_file_not_by_traceback(subset, tmp_path):
    """A case file that is no JSON, or lacks what a runner reads, is an error of that case
    naming the file; an index that is no index stops the runner (exit status 2), naming it."""
    broken = tmp_path / "broken"
    shutil.copytree(subset, broken)
    index = json.loads((broken / "index.json").read_text(encoding="utf-8"))
    firsts = list({e["id"]: e for e in reversed(index["cases"])}.values())[::-1]  # each scenario's first case
    no_json, no_program, good = firsts[0], firsts[1], firsts[-1]
    (broken / no_json["file"]).write_text("{not json", encoding="utf-8")
    case = json.loads((broken / no_program["file"]).read_text(encoding="utf-8"))
    del case["program"]
    (broken / no_program["file"]).write_text(json.dumps(case), encoding="utf-8")
    ids = {no_json["id"], no_program["id"], good["id"]}
    index["cases"] = [e for e in index["cases"] if e["id"] in ids]  # these three only: a quick run
    (broken / "index.json").write_text(json.dumps(index), encoding="utf-8")
    for name, p in _runners(broken, "--json").items():
        assert p.returncode == 1 and "Traceback" not in p.stderr, (name, p.stderr[-2000:])
        got = json.loads(p.stdout)
        assert got[no_json["id"]][0] == "error" and no_json["file"] in got[no_json["id"]][1], (name, got[no_json["id"]])
        assert "not JSON" in got[no_json["id"]][1], (name, got[no_json["id"]])
        assert got[no_program["id"]][0] == "error" and "program" in got[no_program["id"]][1], (name, got[no_program["id"]])
        assert no_program["file"] in got[no_program["id"]][1], (name, got[no_program["id"]])
        assert got[good["id"]][0] == "pass", (name, got[good["id"]])
    (broken / "index.json").write_text(json.dumps({"format": "kuhspec-export/1", "cases": "none"}), encoding="utf-8")
    for name, p in _runners(broken).items():
        assert p.returncode == 2 and "index.json" in p.stderr and "Traceback" not in p.stderr, (name, p.stderr[-2000:])


@pytest.fixture(scope="module")
def suite_scenarios():
    return {s.id: s for s in read_features(data_path("features"))}


@pytest.mark.parametrize("label", sorted(hellos()))
def test_applicability_from_the_data_is_the_harness_s(subset, suite_scenarios, label):
    """Each exported case carries its scenario's description (law.applicability.describe);
    for every scenario the harness would skip, the runner skips with the same reason; every
    scenario it would run, the runner runs, from the case of the setting the harness would
    choose (the export holds every setting), up to the deal where the harness would stop."""
    hello, scenarios = hellos()[label], suite_scenarios
    by_id: dict[str, list[dict]] = {}
    for case in cases(subset):
        by_id.setdefault(case["id"], []).append(case)
    ran = 0
    for sid, group in by_id.items():
        scenario = scenarios[sid.split("[")[0]]
        described = describe(scenario)
        assert all({k: c[k] for k in described} == described for c in group), sid
        case, ours = settings.pick(group, hello)
        assert ours == not_applicable(scenario, hello), (sid, ours)
        if ours is None:
            chosen = setting(scenario, hello)
            assert case["edition"] == chosen.edition, (sid, case["edition"], chosen.edition)
            assert entries_played(case, chosen) is not None, sid
            ran += 1
    if label == "full":
        assert ran == len(by_id)
    if label in ("dutch only", "kuhno easy only"):
        assert any(len(g) > 1 for g in by_id.values())
