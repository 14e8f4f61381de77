"""The games registry: a game id leads to its catalogue entry and its reference engine.

An engine is a package (named by ``engine`` in ``spec/<game>/game.yaml``) whose module
offers ``new_game(setup) -> Game`` and ``load(state) -> Game``; a Game has ``state`` (a
copy of its position), ``act``, ``view``, ``legal`` and ``score``, and may have ``position``
(the position itself, to read at once: it saves the copy). Its random player (for random legal games:
`kuhspec play`, differential testing, the golden games) is ``choose(game, rng) -> action``
and ``is_over(state) -> bool``; ``dealt(setup, rng)`` (a new Game) and ``explicit(state,
action, rng)`` take their random outcome from a given ``random.Random`` (differential
testing's, which hypothesis draws). Its twin builder (optional: kuhspec.harness.secrecy) is
``twin(state, seat, rng) -> (state, changed)`` with ``VIEW_CLAUSE``, the clause of what a
view shows. Nothing else in kuhspec imports an engine.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable
from types import ModuleType
from typing import NamedTuple

from kuhspec.catalogue import CatalogueError, Game, Variant, catalogue
from kuhspec.errors import PositionError


def playable() -> dict[str, Game]:
    """The games the reference engine plays (status active, with an engine)."""
    return {gid: g for gid, g in catalogue().games.items() if g.status == "active" and g.engine}


def engine(game_id: str) -> ModuleType:
    game = catalogue().game(game_id)
    if not game.engine:
        raise CatalogueError(str(game.folder / "game.yaml"), f"{game_id} has no reference engine")
    return importlib.import_module(game.engine)


def random_player(game_id: str):
    """(choose, is_over) of the game's engine: a random legal action of a Game, and whether
    a state's game is over (for kuhspec.walk.random_walk)."""
    module = engine(game_id)
    choose, over = getattr(module, "choose", None), getattr(module, "is_over", None)
    if not callable(choose) or not callable(over):
        game = catalogue().game(game_id)
        raise CatalogueError(str(game.folder / "game.yaml"),
                             f"the engine {game.engine} of {game_id} has no random player (choose, is_over)")
    return choose, over


def explicit_player(game_id: str):
    """(choose, is_over) as random_player gives them, but every action chosen carries the
    engine's random outcome explicitly (the engine's `explicit(state, action)`, where it has
    one: a Kuhno next_round carries its deal). What golden games and differential games
    play, so that no verdict depends on the reference's shuffle."""
    choose, over = random_player(game_id)
    if not callable(getattr(engine(game_id), "explicit", None)):
        return choose, over

    def choose_explicit(game, rng):
        return explicit(game_id, game.state, choose(game, rng))
    return choose_explicit, over


def explicit(game_id: str, state: dict, action: object, rng: random.Random | None = None) -> object:
    """`action` with the engine's random outcome at `state` written into it (the engine's
    `explicit`, where it has one), else as it is: so that no verdict depends on the
    reference's shuffle, whoever made the action (the random player, a probe). Given `rng`,
    the outcome is shuffled by it (differential testing draws it), not by the reference."""
    fill = getattr(engine(game_id), "explicit", None)
    if not callable(fill) or not isinstance(action, dict):
        return action
    return fill(state, action) if rng is None else fill(state, action, rng)


def dealt(setup: dict, rng: random.Random):
    """A new Game of `setup` whose deal is shuffled by `rng`, not by the setup's seed (the
    engine's `dealt`): a deal that someone else draws, so that it can shrink (differential
    testing)."""
    game, _, _ = resolve(setup)
    fill = getattr(engine(game.id), "dealt", None)
    if not callable(fill):
        raise CatalogueError(str(game.folder / "game.yaml"), f"the engine {game.engine} of {game.id} cannot deal "
                                                             "from a given random source (no dealt(setup, rng))")
    return fill(setup, rng)


class Secrecy(NamedTuple):
    """A game's twin builder: `twin(state, seat, rng)` is a position that differs from the
    canonical `state` only in what `seat` may not see (its hidden cards exchanged, their
    order shuffled, a seed changed), with what changed as (what, its clause) pairs (none
    when nothing hidden can change); `clause` says what a view shows."""

    twin: Callable[[dict, int, random.Random], tuple[dict, list[tuple[str, str]]]]
    clause: str


def secrecy(game_id: str) -> Secrecy | None:
    """The engine's twin builder (`twin` and `VIEW_CLAUSE` of its package), or None for a
    game without one (or without an engine)."""
    game = catalogue().game(game_id)
    if not game.engine:
        return None
    module = engine(game_id)
    build, clause = getattr(module, "twin", None), getattr(module, "VIEW_CLAUSE", None)
    return Secrecy(build, clause) if callable(build) and isinstance(clause, str) else None


def editions(game_id: str) -> list[str]:
    """The editions the reference engine plays (its package's EDITIONS, else all)."""
    game = catalogue().game(game_id)
    played = getattr(engine(game_id), "EDITIONS", None)
    return [e for e in game.editions if played is None or e in played]


def _known(values) -> str:
    return ", ".join(values) or "none"


def resolve(data: object, where: str = "$", default_game: str | None = None) -> tuple[Game, str, Variant]:
    """The game, edition and variant that a setup or state names, checked against the
    catalogue: unknown names and player counts the variant does not allow are refused
    with a PositionError naming the field. The edition defaults to the game's first; the
    variant to the first one that allows the number of players. An engine resolving its
    own setups passes its game as `default_game` (the setup may then leave `game` out)."""
    if not isinstance(data, dict):
        raise PositionError(where, "must be a JSON object")
    games = playable()
    game_id = data.get("game", default_game)
    if game_id is None and "game" not in data:
        raise PositionError(f"{where}.game", f"missing: a state or setup names its game; this engine plays: "
                                             f"{_known(games)}")
    if not isinstance(game_id, str) or game_id not in games:
        raise PositionError(f"{where}.game", f"unknown game {game_id!r}; this engine plays: {_known(games)}")
    game = games[game_id]
    edition = data.get("edition", next(iter(game.editions)))
    if not isinstance(edition, str) or edition not in game.editions:
        raise PositionError(f"{where}.edition", f"{game.title} has no edition {edition!r}; "
                                                f"known: {_known(game.editions)}")
    if edition not in editions(game.id):
        raise PositionError(f"{where}.edition", f"the {edition} edition of {game.title} is specified "
                                                f"but not yet played by this engine; it plays: "
                                                f"{_known(editions(game.id))}")
    players = data.get("players")
    count = len(players) if isinstance(players, list) else None
    if "variant" in data:
        name = data["variant"]
        if not isinstance(name, str) or name not in game.variants:
            raise PositionError(f"{where}.variant", f"{game.title} has no variant {name!r}; "
                                                    f"known: {_known(game.variants)}")
        variant = game.variants[name]
    else:
        fits = [v for v in game.variants.values() if count is not None and v.allows(count)]
        variant = fits[0] if fits else next(iter(game.variants.values()))
    if count is not None and not variant.allows(count):
        allowed = (str(variant.min_players) if variant.min_players == variant.max_players
                   else f"{variant.min_players}-{variant.max_players}")
        raise PositionError(f"{where}.players",
                            f"the {variant.name} variant of {game.title} is for {allowed} players, "
                            f"not {count}", variant.clause)
    return game, edition, variant


def new_game(setup: object):
    game, _, _ = resolve(setup)
    return engine(game.id).new_game(setup)


def load(state: object):
    game, _, _ = resolve(state)
    return engine(game.id).load(state)
