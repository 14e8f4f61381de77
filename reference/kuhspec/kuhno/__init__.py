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


__all__ = ["Game", "new_game", "load", "is_over", "choose"]
