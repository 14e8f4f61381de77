"""Random Kuhhandel Festival games per second of the tree on PYTHONPATH, warmed up.

    python benchmarks/festival_games.py --players P --games N [--seed S]

What bench_festival.py and bench_two_player.py run in each tree, this one and the frozen
baseline alike: the tree's own random games and timer (`kuhspec.festival.play.benchmark`,
whose first three arguments, players, games and seed, every tree since the baseline
shares, as `kuhspec play --games` calls it), timed over the N games only, after one
untimed warm-up game (seed S + N, outside the timed seeds). The warm-up leaves out what
only the first game of a process pays, the same way on both sides: reading the catalogue
of games (spec/ and its YAML, about 0.1 s here and 0.2 s in the baseline), which in a run
of 60 fast games would otherwise be a fifth of the time measured. Prints what
`kuhspec play --games` prints: "N games, P players: X games/s".
"""

from __future__ import annotations

import argparse
import sys


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    from kuhspec.festival import play

    play.benchmark(args.players, 1, args.seed + args.games)  # the warm-up, untimed
    rate = play.benchmark(args.players, args.games, args.seed)
    print(f"{args.games} games, {args.players} players: {rate:.1f} games/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
