"""An engine unlike ours (fakes/unlike_engine.py): it makes every free choice of the normative
boundary (spec/<game>/boundary.yaml) otherwise than the reference, and nothing normative
otherwise. Every verdict judges by the one law (kuhspec.law.agree), so conform, golden replay,
the differential, the export's replay and compare all pass it; its variant with one rule bent
(`--bend winners`: the worst score wins) fails every one of them.

The default run checks that the engine really is unlike the reference, then each tool on a
short budget; the `full` run gives each tool everything the engine declares."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

import harnesslib
from harnesslib import FAKES, env

from kuhspec.golden import recorded
from kuhspec.law.agree import law, path_segments
from kuhspec.reference_impl import ReferenceImplementation
from kuhspec.wire.client import SubprocessImplementation

HERE = Path(__file__).resolve().parent
UNLIKE = shlex.join([sys.executable, str(FAKES / "unlike_engine.py")])
BENT = shlex.join([sys.executable, str(FAKES / "unlike_engine.py"), "--bend", "winners"])
ENGINES = {"unlike": UNLIKE, "bent": BENT}
FESTIVAL, KUHNO = "kuhhandel-festival", "kuhno"
#: the short selection: the bent rule's scenarios (KF-SCO-6, KN-END-2), seeded setups, a party
#: cow's sound, a next round, unordered members in legal() and a refused setup
SCENARIOS = ("KF-EN-SCO-04", "KN-EN-END-01", "KN-EN-SET-01", "KF-EN-SET-02", "KN-EN-ROUND-09", "KN-EN-PARTY-04",
             "KF-EN-TRD-05", "KF-EN-TWO-09")


def kuhspec(*args: str, timeout: float = 900) -> subprocess.CompletedProcess:
    return harnesslib.kuhspec(*args, environ=env(HERE), timeout=timeout)


def start(*args: str) -> subprocess.Popen:
    """`kuhspec ARGS` started in the background (see finish)."""
    return subprocess.Popen([sys.executable, "-m", "kuhspec", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env(HERE))


def finish(proc: subprocess.Popen, timeout: float = 1800) -> subprocess.CompletedProcess:
    out, err = proc.communicate(timeout=timeout)
    return subprocess.CompletedProcess(proc.args, proc.returncode, out, err)


def conform_runs(base: Path, *selection: str) -> dict[str, tuple[Path, subprocess.CompletedProcess]]:
    """`kuhspec conform` of the unlike engine and of its bent variant, started together."""
    procs = {}
    for name, cmd in ENGINES.items():
        out = base / name
        procs[name] = out, start("conform", "-q", "--impl", cmd, "--out", str(out), *selection)
    return {name: (out, finish(proc)) for name, (out, proc) in procs.items()}


def statuses(report_dir: Path) -> dict[str, str]:
    report = json.loads((report_dir / "report.json").read_text(encoding="utf-8"))
    return {s["id"]: s["status"] for s in report["scenarios"]}


def assert_conform(runs) -> None:
    (_, honest), (bent_dir, bent) = runs["unlike"], runs["bent"]
    assert honest.returncode == 0, honest.stdout[-3000:] + honest.stderr[-2000:]
    assert "verdict: pass" in honest.stdout
    assert bent.returncode == 1 and "verdict: fail" in bent.stdout, bent.stdout[-3000:]
    failed = {sid for sid, status in statuses(bent_dir).items() if status == "fail"}
    assert any(sid.startswith("KF-") for sid in failed) and any(sid.startswith("KN-") for sid in failed), failed


# -- the engine is unlike the reference, and agrees with it under the law ------------------------------


@pytest.fixture
def unlike():
    impl = SubprocessImplementation(UNLIKE, 30, env=env(HERE))
    impl.start()
    yield impl
    impl.close()


def both(setup_or_state: dict, unlike, cmd: str = "load"):
    ref = ReferenceImplementation()
    assert getattr(ref, cmd)(setup_or_state)["ok"] is True
    assert getattr(unlike, cmd)(setup_or_state)["ok"] is True
    return ref, unlike


def test_the_unlike_engine_deals_with_its_own_seed_and_shuffle(unlike):
    for setup in ({"game": KUHNO, "players": ["A", "B", "C"], "seed": 3},
                  {"game": FESTIVAL, "players": ["A", "B"], "seed": 3}):
        ref, _ = both(setup, unlike, "new_game")
        mine, theirs = unlike.state(), ref.state()
        zone = "hand" if setup["game"] == KUHNO else "stack"
        assert [sorted(p[zone]) for p in mine["players"]] != [sorted(p[zone]) for p in theirs["players"]]
        assert sorted(c for p in mine["players"] for c in p[zone]) != sorted(c for p in theirs["players"] for c in p[zone])
        assert [len(p[zone]) for p in mine["players"]] == [len(p[zone]) for p in theirs["players"]]
    assert mine["neutral_pile"] != theirs["neutral_pile"] and len(mine["neutral_pile"]) == len(theirs["neutral_pile"])
    assert unlike.new_game({"game": KUHNO, "players": ["A", "B"], "seed": 3})["ok"] is True
    assert unlike.state()["seed"] not in (3, None)


def test_its_answers_differ_from_the_reference_only_where_the_boundary_frees_them(unlike):
    """A Kuhno position with a party cow in hand: the state (its seed kept, its sets
    shuffled), legal() (its own sample sound and spelling of the calls), the events of a play,
    a refused load (the other spelling of the path, no clause): each differs, and agrees."""
    ref = ReferenceImplementation()
    for seed in range(200):  # the first deal whose first player may place a party cow now
        ref.new_game({"game": KUHNO, "players": ["Anne", "Benno"], "seed": seed})
        cards = [e["card"] for e in ref.legal(0) if e.get("card", "").startswith("party-")]
        if cards:
            break
    card, position = cards[0], ref.state()
    both(position, unlike)
    rules = law(KUHNO)
    mine, theirs = unlike.state(), ref.state()
    assert mine["seed"] != theirs["seed"] and rules.agree("state", theirs, mine)
    mine, theirs = unlike.legal(0), ref.legal(0)
    party = [(m, t) for m in mine for t in theirs if m["card"] == t["card"] == card and m["side"] == t["side"]
             and m["facing"] == t["facing"]]
    assert party and all(m["calls"] != t["calls"] and len(m["calls"]) == len(t["calls"]) for m, t in party)
    assert mine != theirs and rules.agree("legal", theirs, mine)
    action = party[0][0]
    mine, theirs = unlike.act({k: v for k, v in action.items() if k != "unlike"}), ref.act(party[0][1])
    assert mine["events"] != theirs["events"] and rules.agree("act", theirs, mine)
    broken = {**position, "pile": position["pile"][1:] + position["pile"][:1] + position["pile"][:1]}
    mine, theirs = unlike.load(broken), ref.load(broken)
    assert mine["error"]["path"] != theirs["error"]["path"]
    assert path_segments(mine["error"]["path"]) == path_segments(theirs["error"]["path"])
    assert "clause" not in mine["error"] and rules.agree("load", theirs, mine)


# -- each tool, on a short budget ------------------------------------------------------------------------


def test_conform_on_a_selection_passes_it_and_fails_it_bent(tmp_path):
    assert_conform(conform_runs(tmp_path, *(a for sid in SCENARIOS for a in ("--scenario", sid))))


@pytest.mark.full  # golden replay of the unlike engine; the default run keeps its conform and differential
def test_golden_replay_of_two_games_passes_it_and_fails_it_bent():
    games = [str(p) for p in recorded() if p.name in ("en-two-player-2p-seed23.json", "en-red-eyes-2p-seed6.json")]
    assert len(games) == 2
    honest, bent = map(finish, [start("golden", "replay", *games, "--impl", cmd) for cmd in (UNLIKE, BENT)])
    assert honest.returncode == 0 and honest.stdout.count("ok ") == 2, honest.stdout + honest.stderr
    assert bent.returncode == 1 and bent.stderr.count("FAIL") == 2, bent.stdout + bent.stderr
    assert all("the score differs" in line for line in bent.stderr.splitlines() if line.startswith("FAIL"))


def test_a_short_differential_passes_it_and_finds_the_bend():
    """The 2-player Festival and easy Kuhno (kuhspec.harness.differential, narrowed as `conform
    --differential` narrows it; the command plays every declared setting): short games of the
    honest engine, a 2-player game of the bent one to its end."""
    from kuhspec.harness.differential import run
    from kuhspec.harness.differential.connect import Connection

    for cmd, ok, variants in ((UNLIKE, True, ["two-player", "easy"]), (BENT, False, ["two-player"])):
        conn = Connection(cmd, 30)
        try:  # short games for the honest engine; the bend shows when a game ends
            result = run(conn.start(), conn, 1, 1, only={"editions": ["en"], "variants": variants}, database=None,
                         shrink=1.0, max_actions=40 if ok else None)
        finally:
            conn.close()
        assert result["error"] is None and result["ok"] is ok, (cmd, result["divergence"])
        if ok:
            assert {s["game"] for s in result["settings"]} == {FESTIVAL, KUHNO} and result["compared"] > 0
        else:
            assert result["divergence"]["observation"] == "score"


# -- each tool, in full ------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def full_conform(tmp_path_factory):
    """Conform reports of the reference (in process), the unlike engine and its bent variant,
    on everything, started together."""
    base = tmp_path_factory.mktemp("conform")
    reference = start("conform", "-q", "--out", str(base / "reference"))
    runs = conform_runs(base)
    assert finish(reference).returncode == 0
    return base / "reference", runs


@pytest.mark.full
@pytest.mark.slow
def test_conform_on_everything_passes_it_and_fails_it_bent(full_conform):
    _, runs = full_conform
    assert_conform(runs)
    assert set(statuses(runs["unlike"][0]).values()) == {"pass"}


@pytest.mark.full
@pytest.mark.slow
def test_compare_finds_it_agrees_with_the_reference_and_the_bent_does_not(full_conform, tmp_path):
    reference, runs = full_conform
    disagree = {}
    for name in ENGINES:
        run = kuhspec("compare", str(reference), str(runs[name][0]), "--out", str(tmp_path / name))
        assert run.returncode == 0, run.stderr
        disagree[name] = int(re.search(r"they disagree on (\d+)", run.stdout).group(1))
    assert disagree["unlike"] == 0 and disagree["bent"] > 0, disagree


@pytest.mark.full
@pytest.mark.slow
def test_golden_replay_of_every_game_passes_it_and_fails_it_bent():
    games = recorded()
    assert {json.loads(p.read_text(encoding="utf-8"))["game"] for p in games} == {FESTIVAL, KUHNO}
    honest, bent = map(finish, [start("golden", "replay", "--impl", cmd) for cmd in (UNLIKE, BENT)])
    assert honest.returncode == 0 and honest.stdout.count("ok ") == len(games), honest.stdout + honest.stderr
    assert bent.returncode == 1 and bent.stderr.count("FAIL") == len(games), bent.stdout + bent.stderr


@pytest.mark.full
@pytest.mark.slow
def test_the_differential_with_six_games_of_each_game_passes_it_and_fails_it_bent(tmp_path):
    """--games 2 per setting: 2 examples (a game or more each) of every Festival setting (2 editions,
    2 variants) and every Kuhno variant."""
    procs = {name: start("differential", "-q", "--impl", cmd, "--games", "2", "--out", str(tmp_path / name),
                         "--database", str(tmp_path / name / "db"), "--shrink", "10")
             for name, cmd in ENGINES.items()}
    honest, bent = (finish(procs[name]) for name in ENGINES)
    assert honest.returncode == 0, honest.stdout + honest.stderr
    result = json.loads((tmp_path / "unlike" / "differential.json").read_text(encoding="utf-8"))
    per_game: dict[str, int] = {}
    for row in result["settings"]:
        per_game[row["game"]] = per_game.get(row["game"], 0) + row["games"]
    assert result["ok"] and per_game[FESTIVAL] >= 4 and per_game[KUHNO] >= 3, per_game
    assert bent.returncode == 1, bent.stdout + bent.stderr
    found = json.loads((tmp_path / "bent" / "differential.json").read_text(encoding="utf-8"))["divergence"]
    assert found["observation"] == "score", found


@pytest.mark.full
@pytest.mark.slow
def test_the_exports_replay_passes_it_and_fails_it_bent(tmp_path):
    cases = tmp_path / "cases"
    made = kuhspec("export", "-q", str(cases))
    assert made.returncode == 0, made.stderr[-3000:]
    procs = {name: subprocess.Popen([sys.executable, "-m", "kuhspec.export.replay", str(cases), "--impl", cmd,
                                     "--json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                    env=env(HERE))
             for name, cmd in ENGINES.items()}
    honest, bent = (finish(procs[name]) for name in ENGINES)
    verdicts = {name: json.loads(run.stdout) for name, run in (("unlike", honest), ("bent", bent))}
    assert honest.returncode == 0, {k: v for k, v in verdicts["unlike"].items() if v[0] not in ("pass", "skip")}
    assert {status for status, _ in verdicts["unlike"].values()} == {"pass"}
    failed = {cid for cid, (status, _) in verdicts["bent"].items() if status == "fail"}
    assert bent.returncode == 1 and any(c.startswith("KF-") for c in failed) and any(c.startswith("KN-") for c in failed)


@pytest.mark.full
@pytest.mark.slow
def test_a_shared_campaign_passes_it_and_finds_the_bend(tmp_path):
    """`kuhspec differential --workers 2 --budget 60` on each: no false divergence on the honest
    engine in a minute of two workers; the bend found and written."""
    procs = {name: start("differential", "-q", "--impl", cmd, "--workers", "2", "--budget", "60", "--shrink", "10",
                         "--out", str(tmp_path / name), "--database", str(tmp_path / name / "db"))
             for name, cmd in ENGINES.items()}
    honest, bent = (finish(procs[name]) for name in ENGINES)
    assert honest.returncode == 0, honest.stdout + honest.stderr
    result = json.loads((tmp_path / "unlike" / "differential.json").read_text(encoding="utf-8"))
    assert result["ok"] and result["workers"] == 2 and result["compared"] > 0
    assert {s["game"] for s in result["settings"]} == {FESTIVAL, KUHNO}
    assert bent.returncode == 1, bent.stdout + bent.stderr
    found = json.loads((tmp_path / "bent" / "differential.json").read_text(encoding="utf-8"))["divergence"]
    assert found["observation"] == "score" and Path(found["reproduction"]["files"]["feature"]).is_file()
