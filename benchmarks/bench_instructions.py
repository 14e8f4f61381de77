"""Random Festival games of this tree versus the baseline, counted in instructions (callgrind).

    python benchmarks/bench_instructions.py [--players 2|4] [--games N] [--short]

The games figures of bench_festival.py and bench_two_player.py are wall-time ratios, and
they move with the host: at stop 18 the 2-player ratio was 10.68x, at stop 19 on a faster
machine 9.3-9.55x for the same two trees, because the host ran the old baseline relatively
faster. An instruction count does not move: this script counts the instructions of each
tree's games under valgrind's callgrind (PYTHONHASHSEED=0, deterministic) and prints their
ratio, the same goal (>= 10x). Each tree runs festival_games.py twice: with N + 1 games and
with 1 (both after the same untimed warm-up game); the difference is the instructions of N
games, without start-up and warm-up. The baselines are bench_festival.py's (4 players) and
bench_two_player.py's (2 players). Prints SKIP where valgrind is not installed.
--short: 2 games each (about a minute, most of it start-up under callgrind).
"""

from __future__ import annotations

import argparse
import re
import shutil
import sys
import tempfile
from pathlib import Path

import benchlib as b
import gameslib as g
from bench_two_player import TWO_PLAYER_COMMIT

COLLECTED = re.compile(r"Collected\s*:\s*(\d+)")


def instructions(tree: g.Tree, players: int, games: int) -> int:
    """The instructions (callgrind's Ir) of `games` random games of `tree`."""
    counts = []
    for n in (games + 1, 1):
        with tempfile.TemporaryDirectory(prefix="kuhspec-callgrind-") as tmp:
            cmd = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={Path(tmp) / 'out'}",
                   *g.festival_cmd(players, n)]
            r = b.run(cmd, env=b.env_for(tree.reference, PYTHONHASHSEED="0", **tree.env), cwd=tmp, timeout=1800)
        found = COLLECTED.findall(r.err)
        if r.rc != 0 or not found:
            raise g.Unplayable(f"{tree.label}: {(r.err.strip() or r.out.strip()).splitlines()[-1][:300]}")
        counts.append(int(found[-1]))
    return counts[0] - counts[1]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--players", type=int, choices=(2, 4), default=2)
    ap.add_argument("--games", type=int, default=None, help="games counted (default 30; 2 with --short)")
    ap.add_argument("--short", action="store_true", help="a quick run (CI)")
    args = ap.parse_args()
    name = f"festival-{args.players}p-instructions/baseline"
    if shutil.which("valgrind") is None:
        print(b.skip_line(name, "valgrind is not installed (apt-get install valgrind)"))
        return 0
    games = args.games or (2 if args.short else 30)
    base, note = g.baseline(TWO_PLAYER_COMMIT if args.players == 2 else g.BASELINE_COMMIT)
    try:
        now = instructions(g.current(), args.players, games) / games
        then = instructions(base, args.players, games) / games
    except g.Unplayable as err:
        print(b.skip_line(name, str(err)))
        return 0
    print(f"this tree      {now / 1e6:8.3f}M instructions a game ({args.players} players, seeds 1-{games})")
    print(f"{base.label:<14} {then / 1e6:8.3f}M instructions a game")
    print(b.ratio_line(name, then / now, ">= 10x", f"{note}; callgrind, {games} games, PYTHONHASHSEED=0"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
