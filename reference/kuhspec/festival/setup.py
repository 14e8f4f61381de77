"""Setting up a game (KF-SET-*): dealing cows and Kuhpons from a seed or an explicit deal."""

from __future__ import annotations

import random

from .cards import COPYCAT_IDS, COW_IDS, HAND_VALUES, KUHPON_IDS, face_value, sorted_cards
from kuhspec.games import resolve

from .errors import GAME, PositionError
from .options import normalise


def kuhpon_hands(players: int) -> tuple[list[list[str]], list[str]]:
    """Each player's 8 Kuhpons (KF-SET-3), and the rest for the box (KF-SET-4)."""
    pool = {v: [c for c in KUHPON_IDS if face_value(c) == v] for v in set(HAND_VALUES)}
    hands = []
    for _ in range(players):
        hands.append(sorted_cards(pool[v].pop(0) for v in HAND_VALUES))
    box = sorted_cards(c for cards in pool.values() for c in cards)
    return hands, box


def new_game(setup: dict) -> dict:
    """{game, edition, variant, players: [names], seed: int | deal: [[cards of each stack]], options, first}."""
    if not isinstance(setup, dict):
        raise PositionError("$", "setup must be an object")
    names = setup.get("players")
    if (not isinstance(names, list) or not all(isinstance(n, str) and n for n in names)
            or len(set(names)) != len(names)):
        raise PositionError("$.players", "players must be a list of distinct names")
    _, edition, variant = resolve(setup, default_game=GAME)
    first = setup.get("first", 0)
    if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < len(names):
        raise PositionError("$.first", "first must be a seat index", "KF-SET-6")
    options = normalise(setup.get("options"), edition)
    amounts = _amounts(setup.get("amounts", {}))
    deck = list(COW_IDS + COPYCAT_IDS)
    box = []
    if len(names) == 3:                      # KF-SET-2
        deck.remove(COPYCAT_IDS[-1])
        box.append(COPYCAT_IDS[-1])
    if "deal" in setup:
        stacks = _explicit_deal(setup["deal"], deck, len(names))
    else:
        seed = setup.get("seed", 0)
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise PositionError("$.seed", "seed must be an integer")
        rng = random.Random(seed)
        rng.shuffle(deck)
        per = len(deck) // len(names)        # KF-SET-1, KF-SET-2
        stacks = [deck[i * per:(i + 1) * per] for i in range(len(names))]
    hands, rest = kuhpon_hands(len(names))
    players = [{"name": name, "stack": sorted_cards(stack), "display": [], "copycats": [],
                "triples": [], "black_sheep": [], "kuhpons": hand, "out": False}
               for name, stack, hand in zip(names, stacks, hands)]
    state = {"game": GAME, "edition": edition, "variant": variant.name, "options": options,
             "players": players, "turn": first, "phase": {"step": "turn"},
             "box": sorted_cards(box + rest), "idle_turns": 0}
    if amounts:
        state["amounts"] = amounts
    return state


def _amounts(amounts) -> dict:
    """The printed amounts the setup knows (R-KF-COLOURED-AMOUNT): {cow id: amount >= 0}."""
    if not isinstance(amounts, dict):
        raise PositionError("$.amounts", "amounts must be an object {cow id: amount}")
    for card, amount in amounts.items():
        if card not in COW_IDS:
            raise PositionError(f"$.amounts.{card}", "not a cow card id")
        if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
            raise PositionError(f"$.amounts.{card}", "amount must be a whole number >= 0")
    return dict(amounts)


def _explicit_deal(deal, deck: list[str], players: int) -> list[list[str]]:
    if not isinstance(deal, list) or len(deal) != players:
        raise PositionError("$.deal", f"deal must list {players} stacks")
    seen = [c for stack in deal if isinstance(stack, list) for c in stack]
    if not all(isinstance(c, str) and c in deck for c in seen) or sorted_cards(seen) != sorted_cards(deck) or any(len(s) != len(deal[0]) for s in deal):
        raise PositionError("$.deal", "the stacks must split the cow cards evenly, each card once",
                            "KF-SET-1")
    return [list(s) for s in deal]
