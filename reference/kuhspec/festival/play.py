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
from .legal import listing, turn_listing, with_bids
from . import turns

NAMES = ["Anne", "Benno", "Claudi", "Doris", "Emil"]


def choose(game: Game, rng: random.Random) -> dict:
    """A random legal action for whoever may act now (bidders pass more than they bid).
    The templates come from legal.py itself (listing, turn_listing, with_bids), the lists
    Game.legal answers; the legal() mutants bend Game.legal in a served engine, which
    never runs this player."""
    state = game._state
    step = state["phase"]["step"]
    if step == "auction":
        # legal() of the seats the game waits for (turns.waiting_for), in seat order: their
        # listings. The templates but the bids first (bids=False), in the order legal()
        # lists them: the bids are added (legal.with_bids) only when the player bids.
        # (Loops, not comprehensions: a frame each, for a seat or two.)
        listed, passes = [], []
        for s in turns.waiting_for(state):
            seat_templates = listing(state, s, bids=False)
            listed.append((s, seat_templates))
            passes += seat_templates
        if passes and rng.random() < 0.7:
            templates = passes
        else:
            templates = []
            for s, seat_templates in listed:
                templates += with_bids(state, s, seat_templates)
    else:
        # outside an auction the game waits for one seat at most: legal() of that seat is
        # its listing (legal.listing; in the turn step built only the template picked)
        seat = turns.waiting_for(state)[0]
        templates = turn_listing(state, seat) if step == "turn" else listing(state, seat)
    action = dict(rng.choice(templates))
    kind = action["type"]
    if kind == "auction" and "draw" in action:
        # a blind stack (R-KF-STACK-LOOK): the cards are drawn at random
        stack = sorted_cards(state["players"][action["player"]]["stack"])
        action["cards"] = rng.sample(stack, action.pop("draw"))
    elif kind == "bid":
        top = action.pop("max", None)
        action["amount"] = action.pop("min") + 10 * rng.choice([0, 0, 1, 2, 5])
        if top is not None:
            action["amount"] = min(action["amount"], top)
    elif kind in ("trade", "counter", "reoffer"):
        offered = []  # each card of the hand in turn, at random (a loop: no comprehension frame)
        for card in state["players"][action["player"]]["kuhpons"]:
            if rng.random() < 0.35:
                offered.append(card)
        action["kuhpons"] = sorted_cards(offered)
    return action


#: the default turn limit of `kuhspec play` (turns, not actions): a property of the driver,
#: not a rule. The rules do not guarantee an end, since trades can cycle (R-KF-END-STALL).
MAX_TURNS = 2000


def random_game(players: int, seed: int, options: dict | None = None, max_turns: int = MAX_TURNS,
                edition: str = "en"):
    """Play one random legal game; yield (action, result) pairs, the game first. After
    `max_turns` turns without an end the game is abandoned: the generator returns
    "aborted" (StopIteration.value), else "over"."""
    rng = random.Random(seed)
    game = Game.new({"players": NAMES[:players], "seed": seed, "options": options or {},
                     "edition": edition})
    yield game, None
    turns_played = 0
    while game._state["phase"]["step"] != "over":
        if turns_played >= max_turns:
            return "aborted"
        action = choose(game, rng)
        result = game.act_built(action)
        if "rejection" in result:
            raise AssertionError(f"legal action rejected: {action} -> {result}")
        for event in result["events"]:
            if event["type"] == "turn":
                turns_played += 1
        yield action, result
    return "over"


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
        case = {"A": " to take the lot", "B": " not to take the lot"}.get(event.get("case"), "")
        return f"  {who} bids {event['amount']}{case}"
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
        return f"  {who} pays {names[event['to']]} {event['total']} ({len(event['kuhpons'])} card{'s' if len(event['kuhpons']) != 1 else ''})"
    if kind == "payment_failed":
        return f"  {who} cannot pay {event['amount']}: shows their Kuhpons, the auction is repeated"
    if kind == "trade_offered":
        cows = " and ".join(cow_name(c) for c in event["cows"])
        return f"{who} challenges {names[event['partner']]} over {cows} with {event['count']} card{'s' if event['count'] != 1 else ''}"
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


def _play_out(steps) -> str:
    """Run a random_game generator to its end; its outcome, "over" or "aborted"."""
    while True:
        try:
            next(steps)
        except StopIteration as stop:
            return stop.value


def transcript(players: int, seed: int, out=None, max_turns: int = MAX_TURNS, edition: str = "en") -> dict:
    out = out or sys.stdout
    steps = random_game(players, seed, max_turns=max_turns, edition=edition)
    game, _ = next(steps)
    names = [p["name"] for p in game._state["players"]]
    title = "Kuhhandel Festival" if edition == "en" else f"Kuhhandel Festival ({edition.upper()} edition)"
    variant = "" if game._state["variant"] == "standard" else f" ({game._state['variant']} variant)"
    print(f"{title}, {players} players{variant}, seed {seed}", file=out)
    print(f"-- {names[game._state['turn']]}'s turn", file=out)
    outcome = "over"
    while True:
        try:
            _action, result = next(steps)
        except StopIteration as stop:
            outcome = stop.value
            break
        for event in result["events"]:
            line = describe(event, names)
            if line:
                print(line, file=out)
    if outcome == "aborted":
        print(f"== game aborted after {max_turns} turns (a limit of `kuhspec play`, not a rule "
              "of the game: the score below is not final)", file=out)
    score = game.score()
    print("\nScore", file=out)
    for row in score["players"]:
        print(f"  {row['name']:<7} triples {row['triples']} sum {row['triple_sum']} x {row['multiplier']}"
              f"{' (most Kuhpons)' if row['most_kuhpons'] else ''}"
              f" + copycats {50 * row['copycats']} - black sheep {row['black_sheep']} = {row['total']}",
              file=out)
    if outcome == "aborted":
        print("No winner: the game did not end", file=out)
    else:
        print("Winner: " + ", ".join(names[s] for s in score["winners"]), file=out)
    return score


def benchmark(players: int, games: int, seed: int, max_turns: int = MAX_TURNS, edition: str = "en") -> float:
    start = time.perf_counter()
    for i in range(games):
        _play_out(random_game(players, seed + i, max_turns=max_turns, edition=edition))
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
    parser.add_argument("--max-turns", type=int, default=MAX_TURNS,
                        help=f"abandon the game as aborted after this many turns (default {MAX_TURNS}); "
                             "not a rule: the rules do not guarantee that a game ends")
    parser.add_argument("--edition", default="en", choices=["en", "nl"],
                        help="play by this edition's ruling defaults (default en)")
    parser.add_argument("--games", type=int, default=0,
                        help="benchmark: play this many games silently and print games per second")
    args = parser.parse_args(argv)
    if args.max_turns < 1:
        parser.error("--max-turns must be at least 1")
    if args.games:
        rate = benchmark(args.players, args.games, args.seed, args.max_turns, args.edition)
        print(f"{args.games} games, {args.players} players: {rate:.1f} games/s")
        return 0
    try:
        transcript(args.players, args.seed, max_turns=args.max_turns, edition=args.edition)
    except BrokenPipeError:  # `kuhspec play | head`
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0
