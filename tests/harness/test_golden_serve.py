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
