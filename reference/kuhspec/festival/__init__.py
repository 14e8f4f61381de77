"""The Kuhhandel Festival reference engine (3-5 players).

One small module per rule area; `engine.Game` ties them together. The engine works on
the canonical state itself (a JSON-shaped dict, see docs/state-and-actions.md), so what
it holds is exactly what it dumps.
"""

from .engine import Game
from .scoring import is_final as is_over  # noqa: F401  (the game is over: kuhspec.games.random_player)
from .views import CLAUSE as VIEW_CLAUSE, twin  # noqa: F401  (twin positions: kuhspec.games.secrecy)


def new_game(setup: dict) -> Game:
    """Deal a new game from a setup (kuhspec.games dispatches here)."""
    return Game.new(setup)


def dealt(setup: dict, rng) -> Game:
    """A new game of `setup` whose deal is shuffled by `rng` (kuhspec.games.dealt)."""
    from .setup import dealt as deal_from

    return Game.new(deal_from(setup, rng))


def load(state: dict) -> Game:
    """Set up the position `state` (checked in full)."""
    return Game(state)


#: the editions this engine plays by their own rules: each edition's ruling defaults
#: (`default_by_edition` in spec/kuhhandel-festival/rulings.yaml, options.normalise)
EDITIONS = ("en", "nl")


def choose(game: Game, rng):
    """A random legal action (the random player of `kuhspec play`, see play.choose)."""
    from .play import choose as pick

    return pick(game, rng)
