"""`kuhspec play --game toy-nim`: a random legal game of Toy Nim, move by move."""

from __future__ import annotations

import argparse
import random

import toy_nim


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="kuhspec play --game toy-nim", description="Play a random game of Toy Nim.")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--sticks", type=int, default=10)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    game = toy_nim.new_game({"game": "toy-nim", "players": ["Anne", "Benno"], "sticks": args.sticks})
    while game.state["winner"] is None:
        move = rng.choice(game.legal(game.state["turn"]))
        for event in game.act(move)["events"]:
            print(event)
    print(f"Winner: {game.state['players'][game.state['winner']]['name']}")
    return 0
