"""A digest of the Festival engine's answers over random games, to compare two trees.

    python benchmarks/festival_trace.py [--games N] [--seed S] [--out FILE]

Speed work on the engine must not change a single answer. This plays N random games
(2 to 5 players, both editions, every ruling option drawn at random) through the public
Game interface and records, after every action: legal() and view() of every seat, the
seats waited for, and the state; and for every chosen action a handful of bent copies of
it (another seat, another amount, a card not held, a field too many ...) sent through
act() with their answers, accepted or rejected (code, clause and message). It prints one
sha256 over all of it; --out also writes the lines, so two trees can be diffed. Run it
with PYTHONPATH pointing at each tree's reference/, and in the checked mode
(KUHSPEC_CHECK_REJECTIONS=1) to have every rejected action proven to change nothing.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys


def bent_copies(action: dict, players: int, rng: random.Random) -> list[dict]:
    """Actions near a legal one, most of them illegal."""
    out = [dict(action, player=(action["player"] + k) % players) for k in range(1, players)]
    out.append(dict(action, extra=1))
    out.append({"type": rng.choice(["bid", "pass", "sell", "first_refusal", "accept", "counter",
                                    "reoffer", "close_auction", "auction", "trade"]),
                "player": action["player"]})
    if "amount" in action:
        out += [dict(action, amount=action["amount"] + d) for d in (-10, -5, 5, 1000)]
        out.append({k: v for k, v in action.items() if k != "case"})
        out.append(dict(action, case="B"))
    for key in ("cards", "kuhpons"):
        if key in action:
            out.append(dict(action, **{key: action[key][1:]}))
            out.append(dict(action, **{key: action[key] + ["kp-200-5"]}))
            out.append(dict(action, **{key: action[key] + ["cow-500-4"]}))
            out.append(dict(action, **{key: action[key][:1] * 2}))
            out.append(dict(action, **{key: ["cow-500-4", "kp-0-1"][:len(action[key])] + action[key][2:]}))
    if "cows" in action:
        out.append(dict(action, cows=[10, 10]))
        out.append(dict(action, cows=[500]))
        out.append(dict(action, cows=action["cows"][:1] + [500]))
        out.append(dict(action, partner=(action["partner"] + 1) % players))
        out.append(dict(action, cows=["copycat-1"]))
        out.append(dict(action, partner=action["player"]))
    if "cow" in action:
        out.append(dict(action, cow=500))
        out.append(dict(action, copycat="copycat-4"))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default=None)
    args = ap.parse_args()
    from kuhspec.festival import options as festival_options
    from kuhspec.festival.engine import Game
    from kuhspec.festival.play import choose

    digest = hashlib.sha256()
    lines = open(args.out, "w") if args.out else None

    def record(*parts) -> None:
        line = json.dumps(parts)
        digest.update(line.encode() + b"\n")
        if lines:
            lines.write(line + "\n")

    actions = 0
    for g in range(args.games):
        rng = random.Random(args.seed * 100_003 + g)
        players = [2, 3, 4, 5][g % 4]
        variant = "two-player" if players == 2 else "standard"
        edition = rng.choice(["en", "nl"])
        options = {k: rng.choice(v) for k, v in festival_options.choices(variant).items()
                   if rng.random() < 0.6}
        setup = {"players": ["Anne", "Benno", "Claudi", "Doris", "Emil"][:players], "seed": g,
                 "edition": edition, "options": options}
        record("game", g, setup)
        game = Game.new(setup)
        for _ in range(3000):
            state = game._state
            record("state", state)
            record("waiting", game.waiting_for())
            for seat in range(players):
                record("legal", seat, game.legal(seat))
                record("view", seat, game.view(seat))
            if state["phase"]["step"] == "over":
                record("score", game.score())
                break
            action = choose(game, rng)
            scratch = None
            for bent in bent_copies(action, players, rng):
                if scratch is None:  # a copy of the position: an accepted bent action changes it
                    scratch = Game.__new__(Game)
                    scratch._state = json.loads(json.dumps(state))
                answer = scratch.act(bent)
                record("bent", bent, answer)
                if "events" in answer:
                    scratch = None
            record("act", action, game.act(action))
            actions += 1
    if lines:
        lines.close()
    print(f"{args.games} games, {actions} actions: sha256 {digest.hexdigest()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
