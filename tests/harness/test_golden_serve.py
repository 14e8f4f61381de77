"""The golden games replayed over the wire protocol: `kuhspec serve` answers every action
of every recorded game exactly as recorded (tests/unit/test_golden_games.py replays them in
process), and `kuhspec golden replay --impl CMD` says so as an implementer would run it."""

from __future__ import annotations

import shlex
import subprocess
import sys

import harnesslib
import pytest

from kuhspec.golden import GOLDEN, recorded
from kuhspec.golden.replay import read, replay
from kuhspec.wire.client import SubprocessImplementation

SERVE = shlex.join([sys.executable, "-m", "kuhspec", "serve"])


def test_kuhspec_serve_replays_every_golden_game_exactly():
    impl = SubprocessImplementation(SERVE, timeout=30, env=harnesslib.env())
    try:
        impl.start()
        actions = sum(replay(read(g.path()), impl, str(g.path()), exact=True) for g in GOLDEN)
    finally:
        impl.close()
    assert actions > 1000


@pytest.mark.full  # the default run replays every golden game over serve above
def test_golden_replay_command_over_the_wire():
    run = subprocess.run([sys.executable, "-m", "kuhspec", "golden", "replay", "--impl", SERVE],
                         capture_output=True, text=True, env=harnesslib.env(), timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.count("ok   ") == len(recorded()) == len(GOLDEN)


def _golden(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "kuhspec", "golden", "replay", *args], capture_output=True,
                          text=True, env=harnesslib.env(harnesslib.FAKES), timeout=300)


def test_golden_replay_honours_hello_and_sums_up():
    """An engine that declares only Kuhno: every Festival game is not applicable (named, with
    the reason, never FAIL), the Kuhno games pass, and a summary line closes the run; paths
    are the project's, never absolute."""
    run = _golden("--impl", shlex.join([sys.executable, str(harnesslib.FAKES / "kuhno_only.py")]))
    assert run.returncode == 0, run.stdout + run.stderr
    lines = run.stdout.splitlines()
    kuhno = [g for g in GOLDEN if g.game == "kuhno"]
    assert sum(line.startswith("ok   fixtures/kuhno/games/") for line in lines) == len(kuhno)
    assert sum(line.startswith("n/a  fixtures/kuhhandel-festival/games/") and "not declared" in line
               for line in lines) == len(GOLDEN) - len(kuhno)
    assert lines[-1] == f"golden replay: {len(kuhno)} passed, 0 failed, {len(GOLDEN) - len(kuhno)} not applicable " \
                        f"(of {len(GOLDEN)} games)"
    assert "FAIL" not in run.stderr and "/work/" not in run.stdout and "site-packages" not in run.stdout


def test_golden_replay_game_filter_and_a_differing_act_shown_whole():
    """--game keeps one game's files; an act answer that differs is shown whole, expected
    (as the law reads it) beside actual, and fails the run."""
    bent = shlex.join([sys.executable, str(harnesslib.FAKES / "golden_bent.py")])
    run = _golden("--impl", bent, "--game", "kuhno")
    assert run.returncode == 1
    assert "kuhhandel-festival" not in run.stdout + run.stderr
    fails = [line for line in run.stderr.splitlines() if line.startswith("FAIL ")]
    assert len(fails) == len([g for g in GOLDEN if g.game == "kuhno"])
    assert '  expected: {"events": "accepted (events are informative)"}' in run.stderr
    assert ('  actual:   {"rejection": {"clause": "KN-ROUND-4", "code": "round_not_over"}}' in run.stderr
            or '  actual:   {"rejection": {"code": "round_not_over", "clause": "KN-ROUND-4"}}' in run.stderr)
    assert run.stdout.splitlines()[-1].startswith("golden replay: 0 passed, 6 failed, 0 not applicable")
