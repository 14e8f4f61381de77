"""Random Kuhno rounds per second versus random 4-player Festival games per second.

    python benchmarks/bench_kuhno.py [--pairs N] [--games G] [--short]

Both from this tree, in turn, in fresh children (one thread each): Kuhno rounds by
`python -m kuhspec play --game kuhno --games G` where that reports rounds/s, else by
kuhno_rounds.py (random games through kuhspec.kuhno's new_game/legal/act); Festival games by
`python -m kuhspec play --players 4 --games G`. The ratio is rounds/s over games/s (goal:
>= 1x). Prints SKIP while there is no playable Kuhno engine. --short: 1 pair of 10 games.
"""

from __future__ import annotations

import argparse
import sys

import benchlib as b
import gameslib as g

NAME = "kuhno-rounds/s/festival-4p-games/s"


def kuhno_command(games: int) -> tuple[list[str] | None, str]:
    """The command that reports Kuhno rounds/s, or None and why there is none."""
    tree = g.current()
    cli = g.play_cmd(4, 1, game="kuhno")
    try:
        r = b.run(cli, env=b.env_for(tree.reference), timeout=120)
        if r.rc == 0 and "rounds/s" in r.out:
            return g.play_cmd(4, games, game="kuhno"), "kuhspec play --game kuhno"
    except RuntimeError:
        pass
    try:
        g.rate(tree, g.kuhno_cmd(1))
    except g.Unplayable as err:
        return None, str(err)
    return g.kuhno_cmd(games), "benchmarks/kuhno_rounds.py"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    b.common_args(ap, pairs=5)
    ap.add_argument("--games", type=int, default=None, help="games per run (default 30; 10 with --short)")
    args = ap.parse_args()
    games = args.games or (10 if args.short else 30)
    kuhno, how = kuhno_command(games)
    if kuhno is None:
        print(b.skip_line(NAME, f"no playable Kuhno engine: {how}"))
        return 0
    tree = g.current()
    rounds, festival = g.compare((tree, kuhno), (tree, g.play_cmd(4, games)), b.pairs_of(args))
    print(g.describe("Kuhno rounds", rounds, "rounds/s"))
    print(g.describe("Festival 4-player games", festival))
    print(b.ratio_line(NAME, b.pair_ratio(rounds, festival), ">= 1x",
                       f"Kuhno by {how}; median of {len(rounds)} interleaved pairs, "
                       f"{b.med(rounds):.1f} rounds/s vs {b.med(festival):.1f} games/s"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
