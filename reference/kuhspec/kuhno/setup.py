"""Setting up a game (KN-SET-1, KN-SET-2, KN-TURN-1): a seeded shuffle or an explicit deal.

setup: {game: "kuhno", edition: "en", variant, players: [names], seed: int | deal: {hands,
pile}, options: {...}, first: seat, cards: {card id: face}}. Randomness comes only from a
random.Random seeded here; the global `random` is never used. The state is built from the
setup's checked parts, so it is not validated again (engine.Game.new does in the checked mode),
except when the setup gives card faces: load() checks those in full."""

from __future__ import annotations

import random

from . import deal
from .cards import sorted_cards
from .errors import PositionError
from .options import normalise
from .position import check_faces, load

KEYS = {"game", "edition", "variant", "players", "seed", "deal", "options", "first", "cards"}


def new_game(setup: object) -> dict:
    if not isinstance(setup, dict):
        raise PositionError("$", "a setup must be an object")
    unknown = sorted(set(setup) - KEYS)
    if unknown:
        raise PositionError(f"$.{unknown[0]}", f"unknown setup field; known: {sorted(KEYS)}")
    from kuhspec.catalogue import catalogue

    game = catalogue().game("kuhno")
    if setup.get("game", "kuhno") != "kuhno":
        raise PositionError("$.game", "this engine plays kuhno")
    edition = setup.get("edition", "en")
    if edition not in game.editions:
        raise PositionError("$.edition", f"unknown edition {edition!r}; known: {sorted(game.editions)}")
    variant_name = setup.get("variant", "standard")
    if variant_name not in game.variants:
        raise PositionError("$.variant", f"unknown variant {variant_name!r}; known: "
                            f"{sorted(game.variants)}")
    variant = game.variants[variant_name]
    names = setup.get("players")
    if (not isinstance(names, list) or not all(isinstance(n, str) and n for n in names)
            or len(set(names)) != len(names)):
        raise PositionError("$.players", "players must be a list of distinct names")
    if not variant.allows(len(names)):
        raise PositionError("$.players", f"Kuhno ({variant_name}) is for {variant.min_players}-"
                            f"{variant.max_players} players", "KN-SET-2")
    first = setup.get("first", 0)
    if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < len(names):
        raise PositionError("$.first", "first must be a seat index", "KN-TURN-1")
    options = normalise(setup.get("options"))
    cards = setup.get("cards", {})
    if not isinstance(cards, dict):
        raise PositionError("$.cards", "cards is an object: card id -> face")
    if "deal" in setup and "seed" in setup:
        raise PositionError("$.deal", "give a seed or a deal, not both")
    seed = None
    if "deal" in setup:
        wrong = deal.problem(setup["deal"], len(names))
        if wrong:
            raise PositionError(f"$.deal{wrong[0]}", wrong[1], "KN-SET-1")
        hands, pile = setup["deal"]["hands"], list(setup["deal"]["pile"])
    else:
        seed = setup.get("seed", 0)
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise PositionError("$.seed", "seed must be an integer")
        hands, pile = deal.shuffled(random.Random(seed), len(names))
    state = {
        "game": "kuhno", "edition": edition, "variant": variant_name, "options": options,
        "cards": check_faces(cards, "$.cards"),
        "players": [{"name": n, "hand": sorted_cards(h), "skips": 0, "owes": 0}
                    for n, h in zip(names, hands)],
        "pile": pile, "sides": {"top": [], "right": [], "bottom": [], "left": []},
        "position": None, "direction": None, "sounds": [], "round": 1, "first": first,
        "starter": first, "scores": [], "seed": seed, "turn": first,
        "phase": {"step": "play", "claim": None},
    }
    # Every part above was checked as it was read; only given card faces are checked in
    # full (their fly and red eyes) by load(), which checks the whole state.
    return load(state) if cards else state
