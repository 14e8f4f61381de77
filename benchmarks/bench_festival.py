"""Random 4-player Kuhhandel Festival games per second, one core, versus the baseline.

    python benchmarks/bench_festival.py [--pairs N] [--games G] [--short] [--checked]

Runs festival_games.py (the tree's own `kuhspec play --games` timer, after one untimed
warm-up game) with this tree and with the baseline in
turn, each in a fresh child (one thread), the same seeds in every run; the ratio
is this tree's games/s over the baseline's (goal: >= 10x). The baseline is the frozen engine
of gameslib.BASELINE_COMMIT (see gameslib.py for why), or with --checked (or where that
commit cannot be had) this tree in its checked mode. --short: 1 pair of 10 games.
"""

from __future__ import annotations

import argparse
import sys

import benchlib as b
import gameslib as g


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    b.common_args(ap, pairs=5)
    ap.add_argument("--games", type=int, default=None, help="games per run (default 60; 10 with --short)")
    ap.add_argument("--players", type=int, default=4, help=argparse.SUPPRESS)
    ap.add_argument("--checked", action="store_true", help="the baseline is this tree's checked mode")
    args = ap.parse_args()
    games = args.games or (10 if args.short else 60)
    base, note = (g.Tree("checked mode", b.REFERENCE, {"KUHSPEC_CHECK_REJECTIONS": "1"}),
                  "baseline: this tree in its checked mode") if args.checked else g.baseline()
    cmd = g.festival_cmd(args.players, games)
    name = f"festival-{args.players}p-games/s/baseline"
    try:
        now, then = g.compare((g.current(), cmd), (base, cmd), b.pairs_of(args))
    except g.Unplayable as err:
        print(b.skip_line(name, f"cannot play {args.players}-player games: {err}"))
        return 0
    print(g.describe(f"this tree, {args.players} players", now))
    print(g.describe(base.label, then))
    print(b.ratio_line(name, b.pair_ratio(now, then), ">= 10x",
                       f"{note}; median of {len(now)} interleaved pairs of {games} games, "
                       f"{b.med(now):.1f} vs {b.med(then):.1f} games/s"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
