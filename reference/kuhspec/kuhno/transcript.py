"""`kuhspec play --game kuhno`: a random legal game of Kuhno, printed as a readable
transcript, and a benchmark mode (games and rounds per second).

The random players only choose among `legal()` actions (of the seats the game waits for:
the turn player, everyone once a round is over, anyone with a bssszzzz under mistakes
challenge), so every game they play is legal, and they play them with act_built."""

from __future__ import annotations

import argparse
import os
import random
import sys
import time

from kuhspec.walk import print_events, random_walk

from .engine import Game

NAMES = ["Anne", "Benno", "Claudi", "Doris", "Emil", "Fritz"]


def choose(game: Game, rng: random.Random) -> dict:
    """A random legal action of any seat (only the seats the game waits for have one); a
    play is preferred to ending a turn or drawing. legal() lists only rule-abiding plays, so
    every bssszzzz a random player could call is a false one (KN-BSS-4): it is called only
    now and then, or a game under mistakes challenge would be mostly false challenges."""
    options = [a for s in game.waiting_for() for a in game.legal(s)]
    plays = [a for a in options if a["type"] == "play"]
    if plays and rng.random() < 0.9:
        return rng.choice(plays)
    calm = [a for a in options if a["type"] != "bssszzzz"]
    if calm and rng.random() < 0.95:
        return rng.choice(calm)
    return rng.choice(options)


def random_game(players: int, seed: int, variant: str = "standard", options: dict | None = None,
                max_actions: int = 5000):
    """Play one random legal game; yield (action, result) pairs, the game first."""
    rng = random.Random(seed)
    game = Game.new({"players": NAMES[:players], "seed": seed, "variant": variant,
                     "options": options or {}})
    yield game, None
    yield from random_walk(game, choose, rng, lambda state: state["phase"]["step"] == "game_over",
                           max_actions, f"game {seed}", built=True)


def describe(event: dict, names: list[str]) -> str | None:
    who = names[event["player"]] if "player" in event else None
    kind = event["type"]
    if kind == "placed":
        calls = f' calling {", ".join(repr(c) for c in event["calls"])}' if event["calls"] else ""
        return f"  {who} places {event['card']} along the {event['side']} side facing " \
               f"{event['facing'].replace('_', ' ')}{calls}"
    if kind == "drew":
        return f"  {who} draws {len(event['cards'])} ({event['reason']})"
    if kind == "will_lose_turn":
        return f"  {who} will lose a turn"
    if kind == "turn_lost":
        return f"-- {who} loses the turn"
    if kind == "owes":
        return f"  {who} owes {event['cards']} cards"
    if kind == "allowance":
        return f"  {who} may place {event['cards']} more"
    if kind == "turn":
        return f"-- {who}'s turn"
    if kind == "challenged":
        return f"  {who}: bssszzzz! ({'caught' if event['caught'] else 'a false alarm'})"
    if kind == "round_started":
        return f"\n== round {event['round']}, {names[event['starter']]} starts"
    if kind == "round_ended":
        return f"== round {event['round']} ends ({event['reason']}): dung points {event['scores']}"
    if kind == "game_ended":
        return f"== game over: totals {event['totals']}"
    return None


def transcript(players: int, seed: int, variant: str = "standard", out=None) -> dict:
    out = out or sys.stdout
    steps = random_game(players, seed, variant)
    game, _ = next(steps)
    names = [p["name"] for p in game._state["players"]]
    print(f"Kuhno ({variant}), {players} players, seed {seed}", file=out)
    print(f"\n== round 1, {names[game._state['turn']]} starts", file=out)
    print_events(steps, describe, names, out)
    score = game.score()
    print("\nDung points", file=out)
    for seat, name in enumerate(names):
        rounds = " + ".join(str(r[seat]) for r in score["rounds"])
        print(f"  {name:<7} {rounds} = {score['totals'][seat]}", file=out)
    print("Winner: " + ", ".join(names[s] for s in score["winners"]), file=out)
    return score


def benchmark(players: int, games: int, seed: int, variant: str = "standard") -> tuple[float, float]:
    """(games per second, rounds per second) of random legal games."""
    start = time.perf_counter()
    rounds = 0
    for i in range(games):
        steps = random_game(players, seed + i, variant)
        game, _ = next(steps)
        for _ in steps:
            pass
        rounds += len(game._state["scores"])
    seconds = time.perf_counter() - start
    return games / seconds, rounds / seconds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="kuhspec play --game kuhno",
                                     description="Play a random legal game of Kuhno and print "
                                                 "its transcript and the dung points.")
    parser.add_argument("--players", type=int, default=4, choices=range(2, 7), metavar="N",
                        help="number of players, 2 to 6 (default 4)")
    parser.add_argument("--seed", type=int, default=0,
                        help="seed of the deal and of the random players' choices (default 0): "
                             "the same seed gives the same game")
    parser.add_argument("--variant", default="standard", choices=["standard", "easy", "red-eyes"])
    parser.add_argument("--games", type=int, default=0,
                        help="benchmark: play this many games silently and print games and "
                             "rounds per second")
    args = parser.parse_args(argv)
    if args.games:
        per_game, per_round = benchmark(args.players, args.games, args.seed, args.variant)
        print(f"{args.games} games, {args.players} players ({args.variant}): "
              f"{per_game:.1f} games/s, {per_round:.1f} rounds/s")
        return 0
    try:
        transcript(args.players, args.seed, args.variant)
    except BrokenPipeError:  # `kuhspec play | head`
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0
