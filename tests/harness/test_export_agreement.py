"""One rule, one count (docs/exported-cases.md, "Does a case apply?").

- The rule is written once in Python (kuhspec.law.applicability, over the plain data a case
  carries) and transcribed once for JavaScript (examples/js-runner/applicability.mjs): both
  give the same answer on a table of hellos x cases (test_export.py checks that conform's
  answer on a scenario is the rule's answer on its exported case).
- Against three engines over the wire, the reference (`kuhspec serve`), a partial one (only
  Kuhhandel Festival en/standard, no capabilities) and a wrong one (a mutant), `kuhspec
  conform`, the export's Python replay and the JavaScript runner give the same verdict per
  scenario: the same ids pass, fail and do not apply. The default run checks test_export.py's
  exported subset; the `full` one the whole suite, and the sections of four mutants.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from kuhspec.export import settings
from kuhspec.law.applicability import case_setting, describe
from kuhspec.resources import data_path
from kuhspec.scenarios import read_features

from exportlib import ENGINES, JS, exported, hellos, node, same_verdicts
from mutants_run import mutant_cmd


# -- the table: hellos x cases ------------------------------------------------------------------


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
# (the default run: test_export.py, on its exported subset)


@pytest.fixture(scope="module")
def whole(tmp_path_factory) -> Path:
    return exported(tmp_path_factory.mktemp("whole") / "cases")


@pytest.mark.full  # the whole suite exported (1 to 2 minutes), then three engines each run three ways
@pytest.mark.parametrize("engine", sorted(ENGINES))
def test_conform_and_the_runners_count_alike_on_the_whole_export(whole, tmp_path, engine, monkeypatch):
    # the reference passes every scenario in every setting it applies to: none is left unexported
    assert json.loads((whole / "index.json").read_text(encoding="utf-8")).get("unexported") in (None, [], {})
    got = same_verdicts(whole, tmp_path, ENGINES[engine](), [], monkeypatch)
    counts = {k: len(v) for k, v in got.items()}
    assert counts.get("skip", 0) > 400 if engine == "partial" else "skip" not in counts, counts
    assert ("fail" in counts) == (engine == "wrong"), counts


@pytest.mark.full  # an export and three runs for each mutant
@pytest.mark.parametrize("name", ["bid-steps-of-5", "legal-omits-counter", "case-b-pays-the-wrong-way",
                                  "kuhno-milk-one-too-many"])
def test_a_mutant_s_sections_count_alike(tmp_path, name, monkeypatch):
    """The sections a mutant bends, exported and run three ways against it: the same
    verdicts, and some fail."""
    from mutants import REGISTRY

    selection = [a for c in REGISTRY[name].sections for a in ("--clause", c)]
    got = same_verdicts(exported(tmp_path / "cases", *selection), tmp_path, mutant_cmd(name), selection, monkeypatch)
    assert got.get("fail"), got
