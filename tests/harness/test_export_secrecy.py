"""Secrecy in the exported cases (kuhspec.export.secrecy): each case ends with the twins of
the reference's last position, and both runners judge them as conform does.

- The rule of comparison is written once (kuhspec.law.secrecy) and transcribed once for
  JavaScript (examples/js-runner/secrecy.mjs): both answer a table of views alike (the set-like
  lists sorted, the differences, the leaks once noise is left out, the messages), and both
  play a secrecy entry alike against the answers engines gave (a leaking one, a noisy one, one
  that orders its sets freely, one that refuses twins, an honest one).
- In process, the entry's verdicts: honest and noisy engines pass, a leak fails naming the
  viewer, what the twin changed (with its clause) and the member, a refused twin is a note.
- Over the wire, under `full`, conform and both runners give the same verdicts against leaking,
  noisy, refusing and unlike engines (test_export.py: in the default run, both runners fail a
  leaking engine at the secrecy entry of its exported subset).
"""

from __future__ import annotations

import importlib.util
import json
import shlex
import subprocess
import sys

import pytest

from kuhspec import games
from kuhspec.export import replay
from kuhspec.export import secrecy as exported
from kuhspec.export.checks import CheckFailure
from kuhspec.harness import secrecy
from kuhspec.law import secrecy as rule

from exportlib import JS, exported as export_to, js_runner, node, same_verdicts
from harnesslib import FAKES
from test_secrecy import SETUPS, position

_spec = importlib.util.spec_from_file_location("leaky_views", FAKES / "leaky_views.py")
leaky = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(leaky)

SID = "KX-EN-SEC-02"
POSITIONS = [("festival", 0), ("festival-blind", 30), ("two-player", 12), ("kuhno", 20)]


class FreeOrder(leaky.ReferenceImplementation):
    """An honest engine that gives every other view's set-like lists in another order (as the
    unlike engine does, fakes/unlike_engine.py)."""

    calls = 0

    def view(self, player: int):
        out = super().view(player)
        FreeOrder.calls += 1
        if FreeOrder.calls % 2 == 0:
            for pointer in exported.set_pointers([out], secrecy.raw_view(out["game"])):
                *parts, last = [int(p) if p.isdigit() else p for p in pointer.split("/")[1:]]
                node_ = out
                for p in parts:
                    node_ = node_[p]
                node_[last] = node_[last][::-1]
        return out


ENGINES = {"honest": leaky.ReferenceImplementation, "peeking": leaky.Peeking, "pile-order": leaky.PileOrder,
           "ticking": leaky.Ticking, "no-twins": leaky.NoTwins, "free-order": FreeOrder}


def entry(name: str, steps: int) -> dict:
    state = position(name, steps)
    step = exported.entry(state["game"], SID, state)
    assert step is not None and step["twins"] and step["sets"], (name, steps)
    return step


def play(step: dict, impl) -> tuple[list, list]:
    """Run the entry in Python against an in-process engine: the (request, answer) pairs, and
    the outcome: ["pass", notes] or ["fail", message]."""
    talk = []

    def request(message):
        answer = impl.load(message["state"]) if message["cmd"] == "load" else impl.view(message["player"])
        talk.append([message, json.loads(json.dumps(answer))])
        return answer

    try:
        outcome = ["pass", exported.run(step, request)]
    except CheckFailure as e:
        outcome = ["fail", str(e)]
    return talk, outcome


@pytest.fixture(scope="module")
def plays() -> list[dict]:
    out = []
    for name, steps in POSITIONS:
        step = entry(name, steps)
        for engine, cls in ENGINES.items():
            talk, outcome = play(step, cls())
            out.append({"engine": engine, "where": f"{name}/{steps}", "step": step, "talk": talk, "outcome": outcome})
    return out


def test_the_entry_holds_conform_s_sample():
    """The viewer and the twins are conform's (kuhspec.harness.secrecy.twins_of) for the scenario id."""
    state = position("kuhno", 20)
    step = exported.entry("kuhno", SID, state)
    viewer, twins = secrecy.twins_of(games.secrecy("kuhno"), state, SID)
    assert step["viewer"] == viewer == secrecy.sample(SID, len(state["players"]))[0]
    assert [exported.twin_state(state, t["replace"]) for t in step["twins"]] == [t for t, _ in twins]
    assert step["position"] == state and all(len(json.dumps(t["replace"])) < len(json.dumps(state)) / 2 for t in step["twins"])
    assert all("(KN-SET-3)" in t["changed"] for t in step["twins"]) and step["clause"] == "KN-SET-3"
    assert step["seat"] == f"seat {viewer} ({SETUPS['kuhno']['players'][viewer]})"


def test_honest_noisy_and_freely_ordered_views_pass_a_leak_fails_a_refused_twin_is_a_note(plays):
    for p in plays:
        status, said = p["outcome"]
        if p["engine"] in ("honest", "ticking", "free-order"):
            assert p["outcome"] == ["pass", []], p["where"]
        elif p["engine"] == "no-twins":
            assert status == "pass" and said and all(n.startswith("secrecy not proven: the implementation refuses a "
                                                                    "twin position (only ") for n in said), said
        else:
            clause, viewer = p["step"]["clause"], p["step"]["viewer"]
            member = "/x_peek" if p["engine"] == "peeking" else "/x_deck"
            assert status == "fail" and said.startswith(f"secrecy ({clause}): view({viewer}) depends on what "
                                                         f"{p['step']['seat']} may not see"), said
            assert f"which differs only in {p['step']['twins'][0]['changed']}, gives another view({viewer}) at {member}" in said


def test_without_its_set_like_lists_a_freely_ordered_view_would_look_like_a_leak():
    step = {**entry("kuhno", 20), "sets": []}
    assert play(step, FreeOrder())[1][0] == "fail"


# -- the JavaScript transcription ------------------------------------------------------------------

JS_PLAY = """
import { readFileSync } from "node:fs";
import { differences, leakMessage, leaks, reloadRefused, runSecrecy, sortSets, twinRefused } from %s;
const { table, plays } = JSON.parse(readFileSync(0, "utf8"));
const rows = table.map(({ base, seen, again, sets, why }) => {
  const b = sortSets(base, sets); const s = sortSets(seen, sets); const diff = differences(b, s);
  const leaked = leaks(diff, b, sortSets(again, sets));
  return [b, s, diff, leaked, leakMessage("KX-SEC-1", 2, "seat 2 (Claudi)", "seat 0's hand (KX-SEC-1)", diff, why),
          twinRefused("the pile (KX-SEC-1)", why), reloadRefused(why)];
});
const outcomes = [];
for (const p of plays) {
  let n = 0;
  const request = async (message) => {
    const [asked, answer] = p.talk[n++] || [null, null];
    if (JSON.stringify(asked) !== JSON.stringify(message)) throw new Error(`request ${n}: ${JSON.stringify(message).slice(0, 200)}, not ${JSON.stringify(asked).slice(0, 200)}`);
    return answer;
  };
  try { outcomes.push(["pass", await runSecrecy(p.step, request), n]); } catch (e) {
    if (e.status !== "fail") throw e;
    outcomes.push(["fail", e.message, n]);
  }
}
process.stdout.write(JSON.stringify({ rows, outcomes }));
"""


def table(plays: list[dict]) -> list[dict]:
    """Views to judge: engines' answers (base, twin, again) and made-up ones (unknown members,
    keys to escape, long values, many differences, non-ASCII, types that only look alike)."""
    out = []
    for p in plays:
        views = [a for m, a in p["talk"] if m["cmd"] == "view"]
        if len(views) >= 2:
            out.append({"base": views[0], "seen": views[1], "again": views[-1], "sets": p["step"]["sets"], "why": "no"})
    many = {f"k{i:02d}": i for i in range(130)}
    out += [
        {"base": {"a/b": [3, 1, 2], "c~d": {"x": 1}, "s": "é"}, "seen": {"a/b": [2, 3, 1], "c~d": {"x": 2}, "s": "e\u00e8"},
         "again": {"a/b": [1, 2, 3], "c~d": {"x": 1}, "s": "é"}, "sets": ["/a~1b"], "why": "refused"},
        {"base": {"l": ["b", "a", ["z", "y"]], "n": None, "t": True}, "seen": {"l": ["a", ["y", "z"], "b"], "n": 0, "t": 1},
         "again": {"l": ["b", "a"], "n": None, "t": True}, "sets": ["/l/2", "/l", "/missing/0"], "why": ""},
        {"base": {"big": list(range(300)), "x": 1}, "seen": {"big": list(range(299)), "x": 2, "extra": {"é": "ü" * 600}},
         "again": {"big": list(range(300)), "x": 3}, "sets": [], "why": ""},
        {"base": many, "seen": {k: v + 1 for k, v in many.items()}, "again": {k: v for k, v in many.items() if k > "k100"},
         "sets": [], "why": ""},
        {"base": [1, 2], "seen": {"0": 1}, "again": [1, 2], "sets": [""], "why": ""},
    ]
    return out


def python_rows(rows: list[dict]) -> list:
    out = []
    for r in rows:
        b, s = rule.sort_sets(r["base"], r["sets"]), rule.sort_sets(r["seen"], r["sets"])
        diff = rule.differences(b, s)
        out.append([b, s, diff, rule.leaks(diff, b, rule.sort_sets(r["again"], r["sets"])),
                    rule.leak_message("KX-SEC-1", 2, "seat 2 (Claudi)", "seat 0's hand (KX-SEC-1)", diff, r["why"]),
                    rule.twin_refused("the pile (KX-SEC-1)", r["why"]), rule.reload_refused(r["why"])])
    return out


def test_the_javascript_transcription_judges_as_python_does(plays):
    rows = table(plays)
    script = JS_PLAY % json.dumps((JS / "secrecy.mjs").as_uri())
    p = subprocess.run([node(), "--input-type=module", "-e", script], input=json.dumps({"table": rows, "plays": plays}),
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr[-3000:]
    got = json.loads(p.stdout)
    want = json.loads(json.dumps(python_rows(rows)))
    differ = [(i, w, g) for i, (w, g) in enumerate(zip(want, got["rows"])) if w != g]
    assert len(got["rows"]) == len(want) and not differ, differ[:2]
    assert any(r[3] for r in want) and any(r[2] and not r[3] for r in want)  # leaks, and noise left out
    assert any(len(r[2]) > rule.LIMIT for r in want)  # a diff cut at its limit
    for p_, (status, said, asked) in zip(plays, got["outcomes"]):
        assert [status, said] == p_["outcome"] and asked == len(p_["talk"]), (p_["engine"], p_["where"], said)
    assert {o[0] for o in got["outcomes"]} == {"pass", "fail"}


# -- over the wire ---------------------------------------------------------------------------------


SECRET = ["--scenario", "KF-EN-AUC-43", "--scenario", "KN-EN-TURN-01", "--scenario", "KF-EN-TWO-81"]


@pytest.fixture(scope="module")
def secret(tmp_path_factory):
    return export_to(tmp_path_factory.mktemp("secret") / "cases", "--preferred-only", *SECRET)


@pytest.mark.full  # an export, then conform and both runners against each engine
@pytest.mark.parametrize("engine, verdict", [
    ("leaky_views.py peeking", "fail"), ("leaky_views.py pile-order", "fail"), ("leaky_views.py ticking", "pass"),
    ("leaky_views.py no-twins", "pass"), ("unlike_engine.py", "pass"), ("../hostile/hostile_impl.py view-extra", "fail"),
])
def test_conform_and_both_runners_judge_secrecy_alike(secret, tmp_path, engine, verdict, monkeypatch):
    script, *args = engine.split()
    impl = shlex.join([sys.executable, str(FAKES / script), *args])
    got = same_verdicts(secret, tmp_path, impl, SECRET, monkeypatch)
    assert verdict in got and (verdict == "fail" or set(got) == {"pass"}), got
    said = replay.replay(secret, impl)  # the Python runner's messages (same_verdicts compared the statuses)
    if verdict == "fail":
        assert any(m.startswith("secrecy (") and "may not see" in m for _, m in said.values()), said
    if "no-twins" in engine:
        for messages in (said, js_runner(secret, impl)):
            assert all(m.startswith("secrecy not proven") for _, m in messages.values()), messages
