"""The 64 cards (KN-MAT-1): ids, types, and their faces and backs (KN-MAT-2, KN-MAT-3).

A card's type is in its id. Its face (spots) and back (fly side, red eyes) are data: the
state's `cards` table, which load() completes from the assumed manifest
fixtures/kuhno/deck.yaml (R-KN-DECK)."""

from __future__ import annotations

import functools

#: type -> (number of copies, digits of the copy number)
TYPES = {"pasture": (34, 2), "milk": (4, 1), "cowpat": (10, 2), "party": (6, 1), "flower": (10, 2)}
ALL_CARDS: tuple[str, ...] = tuple(f"{t}-{i:0{w}d}" for t, (n, w) in TYPES.items()
                                   for i in range(1, n + 1))
CARD_SET = frozenset(ALL_CARDS)
ORDER = {card: i for i, card in enumerate(ALL_CARDS)}
HAND_SIZE = 7  # KN-SET-1


def is_card(value: object) -> bool:
    return isinstance(value, str) and value in CARD_SET


#: card id -> its type (the part of the id before the copy number)
TYPE_OF = {card: card.split("-", 1)[0] for card in ALL_CARDS}


def card_type(card: str) -> str:
    return TYPE_OF[card]


def sorted_cards(cards) -> list[str]:
    """Cards in manifest order: the normal form of a set-like zone."""
    return sorted(cards, key=ORDER.__getitem__)


@functools.lru_cache(maxsize=1)
def _manifest() -> dict[str, dict]:
    from .. import yamlio
    from ..resources import data_path

    data = yamlio.load(data_path("fixtures") / "kuhno" / "deck.yaml")["cards"]
    return {card: {"spots": list(f["spots"]), "fly": f["fly"], "red_eyes": bool(f["red_eyes"])}
            for card, f in data.items()}


def manifest() -> dict[str, dict]:
    """A fresh copy of the manifest's faces and backs, card id -> {spots, fly, red_eyes}."""
    return {card: {"spots": list(f["spots"]), "fly": f["fly"], "red_eyes": f["red_eyes"]}
            for card, f in _manifest().items()}


def spots(state: dict, card: str) -> int:
    """The number of spots on a card: its dung points (KN-ROUND-3)."""
    return len(state["cards"][card]["spots"])


def effects_on(state: dict) -> bool:
    """Whether cards have their type's effect: not in the easy variant (KN-EASY-1)."""
    return state["variant"] != "easy"


def kind(state: dict, card: str) -> str:
    """The type a card is played as: every card is a pasture cow the easy way."""
    return card_type(card) if effects_on(state) else "pasture"
