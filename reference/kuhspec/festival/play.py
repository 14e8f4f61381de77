"""`kuhspec play`: a random legal game, printed as a readable transcript.

The random player only ever chooses among `legal()` templates and fills in their free
choices, so every game it plays is a legal game."""

from __future__ import annotations

import argparse
import os
import random
import sys
import time

from .cards import cow_name, sorted_cards
from .engine import Game

NAMES = ["Anne", "Benno", "Claudi", "Doris", "Emil"]


def choose(game: Game, rng: random.Random) -> dict:
    """A random legal action for whoever may act now (bidders pass more than they bid)."""
    state = game._state
    templates = [a for s in range(len(state["players"])) for a in game.legal(s)]
    if state["phase"]["step"] == "auction":
        passes = [a for a in templates if a["type"] != "bid"]
        if passes and rng.random() < 0.7:
            templates = passes
    action = dict(rng.choice(templates))
    hand = state["players"][action["player"]]["kuhpons"]
    if action["type"] == "bid":
        top = action.pop("max", None)
        action["amount"] = action.pop("min") + 10 * rng.choice([0, 0, 1, 2, 5])
        if top is not None:
            action["amount"] = min(action["amount"], top)
    elif action["type"] in ("trade", "counter", "reoffer"):
        action["kuhpons"] = sorted_cards(c for c in hand if rng.random() < 0.35)
    return action


def random_game(players: int, seed: int, options: dict | None = None, max_actions: int = 20000):
    """Play one random legal game; yield (action, result) pairs, the game first."""
    rng = random.Random(seed)
    game = Game.new({"players": NAMES[:players], "seed": seed, "options": options or {}})
    yield game, None
    for _ in range(max_actions):
        if game._state["phase"]["step"] == "over":
            return
        action = choose(game, rng)
        result = game.act(action)
        if "rejection" in result:
            raise AssertionError(f"legal action rejected: {action} -> {result}")
        yield action, result
    raise RuntimeError(f"game {seed} did not end within {max_actions} actions")


def describe(event: dict, names: list[str]) -> str | None:
    who = names[event["player"]] if "player" in event else None
    kind = event["type"]
    if kind == "turn":
        return f"-- {who}'s turn"
    if kind == "auction_started":
        if event.get("neutral"):
            sheep = f" ({', '.join(event['black_sheep'])} turned: black sheep)" if event["black_sheep"] else ""
            return (f"{who} auctions a neutral lot: {', '.join(event['lot'])} and "
                    f"{event['hidden_kuhpons']} hidden Kuhpon{sheep}")
        return f"{who} auctions {', '.join(event['lot'])}"
    if kind == "bid":
        if event.get("case") == "B":
            return f"  {who} bids {event['amount']} not to take the lot"
        return f"  {who} bids {event['amount']}"
    if kind == "taken_free":
        return f"  nobody bids: {who} takes the lot for free"
    if kind == "sold":
        if "receiver" in event and event["receiver"] != event["player"]:
            return f"  sold: {who} pays {event['amount']} and {names[event['receiver']]} receives the lot"
        return f"  sold to {who} for {event['amount']}"
    if kind == "first_refusal":
        if "receiver" in event and event["receiver"] != event["player"]:
            return (f"  {who} uses first refusal at {event['amount']}: "
                    f"{names[event['receiver']]} receives the lot")
        return f"  {who} uses first refusal at {event['amount']}"
    if kind == "hidden_kuhpon_received":
        return f"  {who} takes the hidden Kuhpon unseen"
    if kind == "paid":
        return f"  {who} pays {names[event['to']]} {event['total']} ({len(event['kuhpons'])} cards)"
    if kind == "payment_failed":
        return f"  {who} cannot pay {event['amount']}: shows their Kuhpons, the auction is repeated"
    if kind == "trade_offered":
        cows = " and ".join(cow_name(c) for c in event["cows"])
        return f"{who} challenges {names[event['partner']]} over {cows} with {event['count']} cards"
    if kind == "trade_accepted":
        return f"  {who} accepts"
    if kind == "trade_tied":
        return "  a tie: both take their bids back and the trade is opened again"
    if kind == "trade_countered":
        return f"  counter-bid: {names[event['winner']]} wins" + (" (second tie)" if event["tie"] else "")
    if kind == "cards_received":
        return f"  {who} receives {', '.join(event['cards'])}"
    if kind == "triple_formed":
        return f"  ** {who} completes the {cow_name(event['cow'])} triple"
    if kind == "black_sheep":
        return f"  {who}'s {event['card']} turns into a black sheep"
    if kind == "turned_to_money":
        return f"  {who}'s {event['card']} leaves the stack and turns into money"
    if kind == "copycat_placed":
        where = cow_name(event["cow"]) if event["cow"] is not None else "separately"
        return f"  {who} places {event['copycat']} {'with the ' + where if event['cow'] else where}"
    if kind == "dropped_out":
        return f"  {who} drops out"
    if kind == "turn_skipped":
        return f"  {who} must trade but nobody can answer: turn skipped"
    if kind == "game_over":
        return f"== game over ({event['reason']})"
    return None


def transcript(players: int, seed: int, out=None) -> dict:
    out = out or sys.stdout
    steps = random_game(players, seed)
    game, _ = next(steps)
    names = [p["name"] for p in game._state["players"]]
    variant = "" if game._state["variant"] == "standard" else f" ({game._state['variant']} variant)"
    print(f"Kuhhandel Festival, {players} players{variant}, seed {seed}", file=out)
    print(f"-- {names[game._state['turn']]}'s turn", file=out)
    for _action, result in steps:
        for event in result["events"]:
            line = describe(event, names)
            if line:
                print(line, file=out)
    score = game.score()
    print("\nScore", file=out)
    for row in score["players"]:
        print(f"  {row['name']:<7} triples {row['triples']} sum {row['triple_sum']} x {row['multiplier']}"
              f"{' (most Kuhpons)' if row['most_kuhpons'] else ''}"
              f" + copycats {50 * row['copycats']} - black sheep {row['black_sheep']} = {row['total']}",
              file=out)
    print("Winner: " + ", ".join(names[s] for s in score["winners"]), file=out)
    return score


def benchmark(players: int, games: int, seed: int) -> float:
    start = time.perf_counter()
    for i in range(games):
        for _ in random_game(players, seed + i):
            pass
    return games / (time.perf_counter() - start)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="kuhspec play",
                                     description="Play a random legal game of Kuhhandel Festival "
                                                 "and print its transcript and score.")
    parser.add_argument("--players", type=int, default=4, choices=[2, 3, 4, 5],
                        help="number of players (default 4; 2 plays the two-player variant)")
    parser.add_argument("--seed", type=int, default=0,
                        help="seed of the deal and of the random players' choices (default 0): "
                             "the same seed gives the same game")
    parser.add_argument("--games", type=int, default=0,
                        help="benchmark: play this many games silently and print games per second")
    args = parser.parse_args(argv)
    if args.games:
        rate = benchmark(args.players, args.games, args.seed)
        print(f"{args.games} games, {args.players} players: {rate:.1f} games/s")
        return 0
    try:
        transcript(args.players, args.seed)
    except BrokenPipeError:  # `kuhspec play | head`
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0
