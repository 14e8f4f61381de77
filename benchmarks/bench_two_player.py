"""Random 2-player Kuhhandel Festival games per second, one core, versus a baseline.

    python benchmarks/bench_two_player.py [--pairs N] [--games G] [--short]

The goal is the 4-player goal (>= 10x the baseline). The frozen baseline
(gameslib.BASELINE_COMMIT) predates the 2-player variant, so the baseline is the engine of
TWO_PLAYER_COMMIT: the last commit of the branch that wrote the variant on top of the
baseline commit, before it merged any of issue 12's speed work. (Until stop 17 it was
e833fe0, where the variant landed on main; but that merge had taken in the speed work of
main, whose 4-player games it already played 2.2x as fast as the baseline, so the ratio to
it understated the speed-up. Both play games of the same length: 70.7 and 70.2 actions a
game over seeds 0-59.) Only where that commit cannot be had is the baseline this tree's
checked mode (KUHSPEC_CHECK_REJECTIONS=1); the line says which. Prints SKIP while this tree cannot play the variant (it is being written).
--short: 1 pair of 10 games.
"""

from __future__ import annotations

import argparse
import sys

import benchlib as b
import gameslib as g

NAME = "festival-2p-games/s/baseline"
TWO_PLAYER_COMMIT = "9987549"  # two-player branch, parent 6ae1555 (BASELINE_COMMIT), before 10b882a merged main


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    b.common_args(ap, pairs=5)
    ap.add_argument("--games", type=int, default=None, help="games per run (default 60; 10 with --short)")
    args = ap.parse_args()
    games = args.games or (10 if args.short else 60)
    cmd = g.festival_cmd(2, games)
    try:
        g.rate(g.current(), g.festival_cmd(2, 1))
    except g.Unplayable as err:
        print(b.skip_line(NAME, f"this tree cannot play 2-player games yet: {err}"))
        return 0
    for commit in (g.BASELINE_COMMIT, TWO_PLAYER_COMMIT):
        base, note = g.baseline(commit)
        try:
            g.rate(base, g.festival_cmd(2, 1))
            break
        except g.Unplayable:
            continue
    else:
        base, note = (g.Tree("checked mode", b.REFERENCE, {"KUHSPEC_CHECK_REJECTIONS": "1"}),
                      f"baseline: this tree in its checked mode ({base.label} has no 2-player variant)")
    now, then = g.compare((g.current(), cmd), (base, cmd), b.pairs_of(args))
    print(g.describe("this tree, 2 players", now))
    print(g.describe(base.label, then))
    print(b.ratio_line(NAME, b.pair_ratio(now, then), ">= 10x",
                       f"{note}; median of {len(now)} interleaved pairs of {games} games, "
                       f"{b.med(now):.1f} vs {b.med(then):.1f} games/s"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
