"""Random games per second, for bench_festival.py, bench_two_player.py and bench_kuhno.py.

A rate is measured in a fresh child process (one thread; KUHSPEC_BENCH_PIN=N pins it to
processor N), by the tree's own
benchmark command (`python -m kuhspec play --players P --games N`, which times only the
games, not start-up), or for the ratios to the Festival baseline by festival_games.py (the
same timer after one untimed warm-up game, in both trees), or for Kuhno rounds by
kuhno_rounds.py. The child prints its rate.

THE BASELINE of the Festival figures is the reference engine as it was when the issue's
figures were measured: commit BASELINE_COMMIT, exported with `git archive` into a temporary
folder and run exactly like the current tree, interleaved with it. It is frozen (it never
speeds up when the engine does, unlike the engine's own checked mode, whose copies shrink
or grow with the engine), and it is the real "today" the goal is a multiple of. Where git
or that commit is not available (a shallow CI checkout, an installed wheel) the baseline is
the current tree in its checked mode (KUHSPEC_CHECK_REJECTIONS=1: a JSON copy of the state
before every action, and the comparison after a rejection), and the ratio line says so.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

import benchlib as b

#: main when the benchmarks were written (the issue's "Measured today")
BASELINE_COMMIT = "6ae1555"

#: the processor every child is pinned to (KUHSPEC_BENCH_PIN=N), or None: a game is one
#: thread either way, and on a shared machine a fixed processor may be the busy one
PIN = int(os.environ["KUHSPEC_BENCH_PIN"]) if os.environ.get("KUHSPEC_BENCH_PIN", "").isdigit() else None


@dataclass
class Tree:
    label: str
    reference: Path
    env: dict = field(default_factory=dict)  # extra environment variables


_tmp: list[tempfile.TemporaryDirectory] = []


def baseline(commit: str = BASELINE_COMMIT) -> tuple[Tree, str]:
    """The frozen baseline tree (or the checked mode of the current tree) and a note."""
    why = None
    if shutil.which("git") is None:
        why = "git is not available"
    else:
        tmp = tempfile.TemporaryDirectory(prefix="kuhspec-baseline-")
        archive = subprocess.run(["git", "-C", str(b.ROOT), "archive", "--format=tar", commit],
                                 capture_output=True)
        if archive.returncode != 0:
            why = f"commit {commit} is not in this checkout ({archive.stderr.decode(errors='replace').strip()[:120]})"
            tmp.cleanup()
        else:
            subprocess.run(["tar", "-x", "-C", tmp.name], input=archive.stdout, check=True)
            _tmp.append(tmp)
            return Tree(f"baseline {commit}", Path(tmp.name) / "reference"), f"frozen baseline: commit {commit}"
    return (Tree("checked mode", b.REFERENCE, {"KUHSPEC_CHECK_REJECTIONS": "1"}),
            f"baseline: this tree in its checked mode ({why})")


def current() -> Tree:
    return Tree("this tree", b.REFERENCE)


class Unplayable(Exception):
    """The tree cannot play what was asked (a variant or game not written yet)."""


def rate(tree: Tree, cmd: list[str], timeout: float = 600) -> float:
    """Games (or rounds) per second that `cmd` reports, run against `tree`, on one core."""
    env = b.env_for(tree.reference, **tree.env)
    r = b.run(cmd, env=env, cwd=tempfile.gettempdir(), timeout=timeout, cpu=PIN)
    value = b.rate_of(r.out)
    if r.rc != 0 or value is None:
        raise Unplayable((r.err.strip() or r.out.strip()).splitlines()[-1][:300] if (r.err or r.out) else f"exit {r.rc}")
    return value


def play_cmd(players: int, games: int, seed: int = 0, game: str | None = None) -> list[str]:
    cmd = [b.python(), "-m", "kuhspec", "play"]
    if game:
        cmd += ["--game", game]
    return cmd + ["--players", str(players), "--games", str(games), "--seed", str(seed)]


def festival_cmd(players: int, games: int, seed: int = 0) -> list[str]:
    """Festival games/s after an untimed warm-up game (festival_games.py), for the ratios
    to the baseline: the same script runs in both trees."""
    return [b.python(), str(b.HERE / "festival_games.py"), "--players", str(players), "--games", str(games),
            "--seed", str(seed)]


def kuhno_cmd(games: int, seed: int = 0) -> list[str]:
    return [b.python(), str(b.HERE / "kuhno_rounds.py"), "--games", str(games), "--seed", str(seed)]


def compare(a: tuple[Tree, list[str]], bb: tuple[Tree, list[str]], pairs: int) -> tuple[list[float], list[float]]:
    """Rates of A and B, interleaved A B A B ...; each pair plays the same seeds."""
    got = b.interleaved({"a": lambda: rate(*a), "b": lambda: rate(*bb)}, pairs)
    return got["a"], got["b"]


def describe(name: str, rates: list[float], unit: str = "games/s") -> str:
    return f"{name:<28} median {b.med(rates):8.1f} {unit}  (min {min(rates):.1f}, max {max(rates):.1f}, {len(rates)} runs)"
