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


def dealt(setup: dict, rng) -> Game:
    """A new game of `setup` whose deal is shuffled by `rng` (a random.Random), not by its seed:
    differential testing draws its deals so (kuhspec.games.dealt). The state keeps the seed
    (default 0), so a next_round may still come without a deal (R-KN-NEXT-ROUND)."""
    from .deal import shuffled

    hands, pile = shuffled(rng, len(setup["players"]))
    game = Game.new({**{k: v for k, v in setup.items() if k != "seed"}, "deal": {"hands": hands, "pile": pile}})
    return Game({**game.state, "seed": setup.get("seed", 0)})


def is_over(state: dict) -> bool:
    """The game is over (KN-END-2): no one acts any more."""
    return state["phase"]["step"] == "game_over"


def choose(game: Game, rng):
    """A random legal action (the random player of `kuhspec play --game kuhno`)."""
    from .transcript import choose as pick

    return pick(game, rng)


def explicit(state: dict, action: dict, rng=None) -> dict:
    """`action` with its random outcome written into it: a next_round without a deal gets
    the deal the reference would shuffle (R-KN-NEXT-ROUND), or, given `rng` (a
    random.Random: differential testing's, drawn by hypothesis), a deal shuffled by `rng`.
    Golden games and differential games send such actions, so an implementation that
    shuffles otherwise plays the same game (spec/kuhno/boundary.yaml, random)."""
    if action.get("type") != "next_round" or "deal" in action:
        return action
    from .deal import shuffled
    from .errors import Rejection
    from .turns import verify_next_round

    if rng is not None:
        hands, pile = shuffled(rng, len(state["players"]))
        return {**action, "deal": {"hands": hands, "pile": pile}}

    try:
        plan = verify_next_round(state, action)
    except Rejection:
        return action  # no deal to give (deal_required): sent as it is, to be rejected
    return {**action, "deal": {"hands": plan["hands"], "pile": plan["pile"]}}


__all__ = ["Game", "new_game", "load", "is_over", "choose", "dealt", "explicit", "twin", "VIEW_CLAUSE"]
