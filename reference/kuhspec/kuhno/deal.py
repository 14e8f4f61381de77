"""Dealing a round (KN-SET-1): a seeded shuffle or an explicit deal, checked."""

from __future__ import annotations

import random

from .cards import ALL_CARDS, CARD_SET, HAND_SIZE, sorted_cards


def shuffled(rng: random.Random, players: int) -> tuple[list[list[str]], list[str]]:
    deck = list(ALL_CARDS)
    rng.shuffle(deck)
    hands = [sorted_cards(deck[i * HAND_SIZE:(i + 1) * HAND_SIZE]) for i in range(players)]
    return hands, deck[players * HAND_SIZE:]


def round_rng(seed: int, round_: int) -> random.Random:
    """The shuffle of a later round (R-KN-NEXT-ROUND)."""
    return random.Random(f"kuhno:{seed}:{round_}")


def problem(deal: object, players: int) -> tuple[str, str] | None:
    """(path, message) of what is wrong with an explicit deal {hands, pile}, or None."""
    if not isinstance(deal, dict) or set(deal) != {"hands", "pile"}:
        return "", "a deal is {hands: [[7 cards] per seat], pile: [the rest, top first]}"
    hands, pile = deal["hands"], deal["pile"]
    if not isinstance(hands, list) or len(hands) != players:
        return ".hands", f"a deal gives a hand to each of the {players} players"
    seen: dict[str, str] = {}
    places = [(f".hands[{s}]", h) for s, h in enumerate(hands)] + [(".pile", pile)]
    for path, cards in places:
        if not isinstance(cards, list):
            return path, "must be a list of card ids"
        if path != ".pile" and len(cards) != HAND_SIZE:
            return path, f"a hand is dealt {HAND_SIZE} cards, not {len(cards)}"
        for i, card in enumerate(cards):
            if not isinstance(card, str) or card not in CARD_SET:
                return f"{path}[{i}]", f"{card!r} is no card of the game"
            if card in seen:
                return f"{path}[{i}]", f"{card} is dealt twice (also at {seen[card]})"
            seen[card] = f"{path}[{i}]"
    if len(seen) != len(ALL_CARDS):
        return ".pile", f"{len(ALL_CARDS) - len(seen)} cards are missing from the deal"
    return None
