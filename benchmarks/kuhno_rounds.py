"""Random Kuhno rounds per second, through the engine's public interface only.

    python benchmarks/kuhno_rounds.py [--games N] [--players P] [--seed S]

bench_kuhno.py measures Kuhno with `kuhspec play --game kuhno --games N`, which reports
rounds/s itself (kuhspec.kuhno.transcript: the random player of the golden games, asking
legal() of the seats the game waits for and playing with act_built); this script is its
fallback for a tree whose play command does not report rounds/s. It plays N random
4-player games through kuhspec.kuhno's new_game/legal/act: whoever is to move picks a
random legal action (a play nine times in ten when there is one; never a bssszzzz), and
after a round anyone starts the next. Times only the games and prints "R rounds ...: X
rounds/s". Exits 2 with a reason if the engine is missing or a legal action is refused.
"""

from __future__ import annotations

import argparse
import random
import sys
import time

NAMES = ["Anne", "Benno", "Claudi", "Doris", "Emil", "Fritzi"]
MAX_ACTIONS = 20000


def random_game(kuhno, players: int, seed: int) -> int:
    """Play one game; the number of rounds played."""
    rng = random.Random(seed)
    game = kuhno.new_game({"players": NAMES[:players], "seed": seed})
    rounds = 0
    for _ in range(MAX_ACTIONS):
        step = game._state["phase"]["step"]
        if step == "game_over":
            return rounds + 1
        if step == "round_over":
            rounds += 1
            action = {"type": "next_round", "player": rng.randrange(players)}
        else:
            moves = [a for a in game.legal(game._state["turn"]) if a["type"] != "bssszzzz"]
            plays = [a for a in moves if a["type"] == "play"]
            action = rng.choice(plays if plays and rng.random() < 0.9 else moves)
        result = game.act(action)
        if "rejection" in result:
            raise SystemExit(f"kuhno: a legal action was refused: {action} -> {result['rejection']}")
    raise SystemExit(f"kuhno: game {seed} did not end within {MAX_ACTIONS} actions")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    try:
        import kuhspec.kuhno as kuhno
    except ImportError as err:
        print(f"kuhno: no engine ({err})", file=sys.stderr)
        return 2
    start = time.perf_counter()
    rounds = sum(random_game(kuhno, args.players, args.seed + i) for i in range(args.games))
    elapsed = time.perf_counter() - start
    print(f"{rounds} rounds in {args.games} games, {args.players} players: {rounds / elapsed:.1f} rounds/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
