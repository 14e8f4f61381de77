"""The Kuhno reference engine.

One small module per rule area; `engine.Game` ties them together. The engine works on the
canonical state itself (a JSON-shaped dict, spec/kuhno/schemas/state.schema.json), so what
it holds is exactly what it dumps.

    new_game(setup) -> Game      setup: {game, edition, variant, players, seed | deal,
                                 options, first, cards}
    load(state) -> Game          any legal position (god view)
"""

from __future__ import annotations

from .engine import Game
from .views import CLAUSE as VIEW_CLAUSE, twin  # twin positions: kuhspec.games.secrecy


def new_game(setup: dict) -> Game:
    """A new game from a setup dict (seeded shuffle or explicit deal)."""
    return Game.new(setup)


def load(state: dict) -> Game:
    """A game at the given canonical state, validated in full (PositionError otherwise)."""
    return Game(state)


def is_over(state: dict) -> bool:
    """The game is over (KN-END-2): no one acts any more."""
    return state["phase"]["step"] == "game_over"


def choose(game: Game, rng):
    """A random legal action (the random player of `kuhspec play --game kuhno`)."""
    from .transcript import choose as pick

    return pick(game, rng)


def explicit(state: dict, action: dict) -> dict:
    """`action` with the reference's own random choice written into it: a next_round
    without a deal gets the deal the reference would shuffle (R-KN-NEXT-ROUND). Golden games
    and differential games send such actions, so an implementation that shuffles otherwise
    plays the same game (spec/kuhno/boundary.yaml, random)."""
    if action.get("type") != "next_round" or "deal" in action:
        return action
    from .errors import Rejection
    from .turns import verify_next_round

    try:
        plan = verify_next_round(state, action)
    except Rejection:
        return action  # no deal to give (deal_required): sent as it is, to be rejected
    return {**action, "deal": {"hands": plan["hands"], "pile": plan["pile"]}}


__all__ = ["Game", "new_game", "load", "is_over", "choose", "explicit", "twin", "VIEW_CLAUSE"]
