"""`kuhspec compare`: real conform reports (the `real_reports` fixture: the reference and two
mutants over the wire, on a small selection, from the report matrix) side by side, and
every way an input can be bad (test_report_matrix: every kind of engine's report)."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import pytest

import harnesslib
from harnesslib import env
from kuhspec.cli import main
from kuhspec.harness.report.compare import ReportError, comparison, load_report
from kuhspec.harness.report.compare_render import html, markdown

HERE = Path(__file__).resolve().parent


def _compare(tmp_path, *args) -> tuple[int, str, str]:
    p = harnesslib.kuhspec("compare", "--out", str(tmp_path / "cmp"), *map(str, args), environ=env(HERE), cwd=tmp_path)
    return p.returncode, p.stdout, p.stderr


@pytest.mark.slow
def test_matrix_of_real_reports(real_reports, tmp_path):
    rc, out, err = _compare(tmp_path, real_reports[0] / "report.json", real_reports[1], real_reports[2] / "report.json")
    assert rc == 0, err
    reports = [json.loads((f / "report.json").read_text()) for f in real_reports]
    names = [f"{r['implementation']['hello']['name']} {r['implementation']['hello']['version']}" for r in reports]
    assert len(set(names)) == 3 and "kuhspec-reference+auctioneer-bids 0.1.0" in names
    cmp = comparison([str(f) for f in real_reports], reports)
    assert [c["label"] for c in cmp["columns"]] == names
    assert [g["game"] for g in cmp["games"]] == ["kuhhandel-festival", "kuhno"]
    every = {r["id"]: r for g in cmp["games"] for r in g["clauses"]}
    for i, rep in enumerate(reports):  # every cell is that report's own clause row
        for c in rep["clauses"]:
            cell = every[c["id"]]["cells"][i]
            assert cell["status"] == c["status"]
            assert cell["passed"] == c["counts"].get("pass", 0) and cell["applicable"] == sum(c["counts"].values())
        for g, row in zip(cmp["games"], rep["games"]):
            assert g["totals"][i]["clauses_passed"] == row["clauses_passed"]
    game = cmp["games"][0]
    rows = {r["id"]: r for r in game["clauses"]}
    # each mutant fails the clause it bends, the reference passes both: they disagree there
    assert [rows["KF-AUC-2"]["cells"][i]["status"] for i in range(3)] == ["pass", "fail", "pass"]
    assert [rows["KF-AUC-4"]["cells"][i]["status"] for i in range(3)] == ["pass", "pass", "fail"]
    assert rows["KF-AUC-2"]["disagree"] and rows["KF-AUC-4"]["disagree"]
    agreeing = [r for r in game["clauses"] if not r["disagree"]]
    assert all(len({c["status"] for c in r["cells"]}) == 1 for r in agreeing)
    assert game["disagree"] == len(game["clauses"]) - len(agreeing) >= 2
    assert cmp["disagree"] == game["disagree"] + cmp["games"][1]["disagree"]
    assert f"they disagree on {cmp['disagree']}" in out

    md = (tmp_path / "cmp" / "compare.md").read_text()
    assert "| " + " | ".join(names) + " |" in md
    n = [{c["id"]: c for c in r["clauses"]}["KF-AUC-2"]["counts"] for r in reports]
    cells = [f"✓ pass {n[0]['pass']}/{n[0]['pass']}", f"✗ fail {n[1].get('pass', 0)}/{sum(n[1].values())}",
             f"✓ pass {n[2]['pass']}/{n[2]['pass']}"]
    assert re.search(r"\| ≠ \| \*\*KF-AUC-2\*\* \|[^\n]*\| " + re.escape(" | ".join(cells)) + r" \|", md), md
    totals = " | ".join(f"**{g['clauses_passed']}/{g['clauses_total']} clauses (partial run)**"
                        for g in (r["games"][0] for r in reports))
    assert f"| | **total** | the badge: clauses passed of the game's | {totals} |" in md
    assert "partial run" in md  # each run selected two clauses

    page = (tmp_path / "cmp" / "compare.html").read_text()
    assert page.startswith("<!DOCTYPE html>") and "<script" not in page and "src=" not in page
    assert re.search(r'<tr class="row disagree" id="c-kuhhandel-festival-KF-AUC-2">', page)
    for r in agreeing:
        assert f'<tr class="row" id="c-kuhhandel-festival-{r["id"]}">' in page
    assert page.count('class="st st-fail"') >= 2 and 'id="only-disagree"' in page
    assert '<a href="#c-kuhhandel-festival-KF-AUC-4">' in page  # listed under "Where they disagree"


@pytest.mark.slow
def test_names_labels_and_notes(real_reports, tmp_path):
    other = tmp_path / "older"
    other.mkdir()
    rep = json.loads((real_reports[1] / "report.json").read_text())
    rep["suite"]["version"] = "0.0.9"
    rep["run"]["selection"] = {"clauses": ["KF-AUC-2"]}
    rep["clauses"] = [c for c in rep["clauses"] if c["id"] == "KF-AUC-2"]
    (other / "report.json").write_text(json.dumps(rep))
    paths = [real_reports[0], real_reports[0] / "report.json", other]
    reports = [load_report(p) for p in paths]
    cmp = comparison([str(p) for p in paths], reports)
    ref = cmp["columns"][0]["name"]
    # one implementation twice: named by its folder, and numbered where the folder is the same too
    assert [c["label"] for c in cmp["columns"]] == [f"{ref} (reference) #1", f"{ref} (reference) #2",
                                                    cmp["columns"][2]["name"]]
    copy_dir = tmp_path / "copy"
    copy_dir.mkdir()
    (copy_dir / "report.json").write_text((real_reports[0] / "report.json").read_text())
    two = comparison([str(real_reports[0]), str(copy_dir)], [reports[0], load_report(copy_dir)])
    assert [c["label"] for c in two["columns"]] == [f"{ref} (reference)", f"{ref} (copy)"]
    assert two["disagree"] == 0 and not [n for n in two["notes"] if "different" in n]
    notes = " ".join(cmp["notes"])
    assert "different kuhspec versions" in notes and "0.0.9" in notes
    assert "different selections" in notes and "clauses KF-AUC-2" in notes
    rows = {r["id"]: r for r in cmp["games"][0]["clauses"]}
    assert rows["KF-AUC-4"]["cells"][2] is None and not rows["KF-AUC-4"]["disagree"]  # absent is no disagreement
    named = comparison([str(p) for p in paths], reports, ["mine"])
    assert named["columns"][0]["label"] == "mine" and named["columns"][1]["label"] == ref
    assert main(["compare", str(real_reports[0]), str(other), "--name", "a", "--name", "b", "--name", "c",
                 "--out", str(tmp_path / "x")]) == 2  # more names than reports


def _bad_files(tmp: Path, good: dict) -> dict[str, tuple[Path, str]]:
    """name -> (file, a fragment its error must contain)."""
    text = json.dumps(good, indent=2)
    cases = {
        "missing": (tmp / "nope.json", "no such file"),
        "empty": (tmp / "empty.json", "empty"),
        "truncated": (tmp / "truncated.json", "truncated"),
        "truncated in a string": (tmp / "truncated2.json", "truncated"),
        "not json": (tmp / "garbage.json", "not JSON"),
        "binary": (tmp / "binary.json", "not UTF-8"),
        "other json": (tmp / "other.json", "not a kuhspec conform report"),
        "format 2": (tmp / "format2.json", "format"),
        "schema": (tmp / "schema.json", "report.schema.json"),
        "folder": (tmp / "folder", "without a report.json"),
        "deep": (tmp / "deep.json", "nested too deeply"),
    }
    (tmp / "empty.json").write_text("  \n")
    (tmp / "truncated.json").write_text(text[: len(text) // 2])
    cut_in_a_string = text.index('"id"') + 2
    (tmp / "truncated2.json").write_text(text[:cut_in_a_string])
    (tmp / "garbage.json").write_text("{'kuhspec_report': 1,}")
    (tmp / "binary.json").write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe")
    (tmp / "other.json").write_text('{"name": "x"}')
    (tmp / "format2.json").write_text(json.dumps(good | {"kuhspec_report": "2.0"}))
    broken = copy.deepcopy(good)
    del broken["totals"]
    (tmp / "schema.json").write_text(json.dumps(broken))
    (tmp / "folder").mkdir()
    (tmp / "deep.json").write_text("[" * 100000 + "]" * 100000)
    return cases


@pytest.mark.slow
def test_bad_inputs_name_the_file_and_exit_2(real_reports, tmp_path, capsys):
    good = json.loads((real_reports[0] / "report.json").read_text())
    for name, (path, fragment) in _bad_files(tmp_path, good).items():
        rc = main(["compare", str(real_reports[0]), str(path), "--out", str(tmp_path / "cmp")])
        err = capsys.readouterr().err
        assert rc == 2, name
        assert str(path) in err and fragment in err, (name, err)
        assert "Traceback" not in err and len(err) < 800, (name, err)
    assert not (tmp_path / "cmp").exists()  # nothing written from a bad input


def test_hostile_strings_are_escaped(tmp_path):
    """A hostile implementation's name and a report's titles end up escaped in both files."""
    hostile = '<script>alert("x")</script> | "quoted" & \'single\''
    rep = {
        "kuhspec_report": "1.0", "generated": "now", "ok": False, "verdict": "fail", "partial": [],
        "suite": {"name": "kuhspec", "version": "0.1.0", "commit": None},
        "implementation": {"command": hostile, "in_process": False, "label": hostile, "handshake_error": None,
                           "hello": {"name": hostile, "version": "<b>1</b>"}},
        "run": {"selection": {}, "timeout": 10, "duration": 1.0},
        "totals": {s: 0 for s in ("scenarios", "pass", "fail", "skip", "xfail", "xpass", "error", "crash",
                                  "timeout", "not_run", "deselected")},
        "games": [{"game": "kuhno", "title": hostile, "declared": True, "clauses_total": 1, "clauses_applicable": 1,
                   "clauses_passed": 0, "clauses_failed": 1, "clauses_xfail": 0, "percent": 0}],
        "clauses": [{"id": "KN-MILK-1", "game": "kuhno", "section": "MILK", "section_title": hostile,
                     "title": hostile, "known": True, "testable": True, "status": "fail",
                     "counts": {"fail": 1}, "scenarios": ["x"]}],
        "scenarios": [], "collection_errors": [],
    }
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.write_text(json.dumps(rep))
    b.write_text(json.dumps(rep | {"implementation": rep["implementation"] | {"hello": None}}))
    assert main(["compare", str(a), str(b), "--out", str(tmp_path / "cmp")]) == 0
    page = (tmp_path / "cmp" / "compare.html").read_text()
    md = (tmp_path / "cmp" / "compare.md").read_text()
    assert "<script" not in page and "<b>1" not in page and "&lt;script&gt;" in page
    assert "<script" not in md and "&lt;script&gt;" in md and "\\| &quot;" not in md and '\\| "quoted"' in md
    assert 'alert(&quot;x&quot;)' in page  # quotes escaped, so no attribute can be closed early


def test_a_cell_counts_how_its_scenarios_did_not_pass():
    from kuhspec.harness.report.compare import cell
    from kuhspec.harness.report.compare_render import _cell_text

    row = {"status": "fail", "counts": {"pass": 3, "skip": 2, "error": 1, "crash": 1}}
    assert _cell_text(cell(row)) == "✗ fail 3/5 (⚠1 ☠1)"  # the skipped two are not applicable
    assert _cell_text(cell({"status": "fail", "counts": {"pass": 1, "fail": 2}})) == "✗ fail 1/3"
    assert _cell_text(cell({"status": "skip", "counts": {"skip": 4}})) == "– n/a"
    assert _cell_text(None) == "— absent"


def _small(rep: dict) -> dict:
    """A real report cut to one scenario that did not pass (steps, calls, diff and all) and
    the clauses and games it touches: every kind of member, few of each."""
    rep = copy.deepcopy(rep)
    bad = next(s for s in rep["scenarios"] if s["status"] == "fail")
    rep["scenarios"] = [bad]
    rep["clauses"] = [c for c in rep["clauses"] if c["id"] in bad["clauses"]]
    rep["games"] = [g for g in rep["games"] if g["game"] == bad["game"]]
    return rep


def _paths(value, path=()):
    """Every member of a JSON value, as paths; of a list, its first item only."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield path + (k,)
            yield from _paths(v, path + (k,))
    elif isinstance(value, list) and value:
        yield path + (0,)
        yield from _paths(value[0], path + (0,))


def _bent(rep: dict, path: tuple, how: str) -> dict:
    out = copy.deepcopy(rep)
    node = out
    for key in path[:-1]:
        node = node[key]
    old = node[path[-1]]
    if how == "removed":
        del node[path[-1]]
    elif how == "other type":
        node[path[-1]] = {"x": 1} if isinstance(old, list) else [1] if isinstance(old, (str, dict)) else "x"
    else:  # a stranger beside it
        node[path[-1]] = {**old, "stranger": [1, {"x": None}]} if isinstance(old, dict) else old
    return out


@pytest.mark.slow
def test_every_member_bent_is_read_or_refused_by_name(real_reports, tmp_path):
    """A report with any one member removed, of another type, or with a stranger beside it is
    either compared or refused with a message naming the file and the member: never a
    traceback (the schema stands for everything compare reads)."""
    good = _small(json.loads((real_reports[1] / "report.json").read_text()))
    refused = compared = 0
    for path in _paths(good):
        for how in ("removed", "other type", "stranger"):
            if how == "removed" and isinstance(path[-1], int):
                continue
            target = tmp_path / "bent.json"
            target.write_text(json.dumps(_bent(good, path, how)))
            try:
                rep = load_report(target)
            except ReportError as e:
                message = str(e)
                assert message.startswith(f"{target}: ") and "\n" not in message, (path, how, message)
                named = re.search(r" at /\S*: ", message) or (path[0] == "kuhspec_report" and "kuhspec_report" in message)
                assert named, (path, how, message)
                refused += 1
                continue
            cmp = comparison([str(real_reports[0]), str(target)], [load_report(real_reports[0]), rep])
            assert markdown(cmp) and html(cmp), (path, how)
            compared += 1
    assert refused > 50 and compared > 50, (refused, compared)
