"""The neutral zones of the 2-player game (KF-TWO-*): the neutral cow pile, the neutral
Kuhpon stack, and the neutral lot with its hidden Kuhpon and its black sheep.

The rules the auction, the turns, the views and load() share about the variant are small
functions here; this module knows nothing of actions."""

from __future__ import annotations

from .cards import cow_type, is_cow, sorted_cards
from .triples import completed_types

VARIANT = "two-player"
TWO_PLAYER_STACK = 10   # KF-TWO-2: 10 cows each, the other 20 form the neutral pile
NEUTRAL_KUHPONS = 10    # KF-TWO-3: 10 of the 24 leftover Kuhpons form the neutral stack
LOT_COWS = 2            # KF-TWO-7: a neutral lot is the top 2 cows of the pile ...
LOT_KUHPONS = 1         # ... and the top card of the neutral Kuhpon stack


def two_player(state: dict) -> bool:
    return state["variant"] == VARIANT


def is_neutral_lot(phase: dict) -> bool:
    """A lot laid out from the neutral piles carries its hidden Kuhpon (KF-TWO-7)."""
    return "lot_kuhpons" in phase


def pile_has_lot(state: dict) -> bool:
    """The neutral pile holds a lot to auction (KF-TWO-6)."""
    return two_player(state) and len(state["neutral_pile"]) >= LOT_COWS


def take_lot(state: dict) -> tuple[list[str], list[str]]:
    """Take a neutral lot off the top of both neutral zones, keeping the order of the
    cards left (KF-TWO-5, KF-TWO-7): (its cows, its hidden Kuhpons)."""
    pile, stack = state["neutral_pile"], state["neutral_kuhpons"]
    cows, hidden = pile[:LOT_COWS], stack[:LOT_KUHPONS]
    del pile[:LOT_COWS]
    del stack[:LOT_KUHPONS]
    return cows, hidden


def lot_black_sheep(state: dict) -> list[str]:
    """The cows of the lot whose type already has a triple: they are turned the moment the
    lot is laid out, and are black sheep of whoever receives it (KF-TWO-8). No triple forms
    while a lot lies out, and a stack never keeps a cow of a completed type (KF-TRI-4), so
    only a neutral lot can hold one."""
    phase = state["phase"]
    if not is_neutral_lot(phase):
        return []
    done = completed_types(state)
    if not done:  # no triple yet: no black sheep
        return []
    sheep = []
    for card in phase["lot"]:
        if is_cow(card) and cow_type(card) in done:
            sheep.append(card)
    return sorted_cards(sheep) if len(sheep) > 1 else sheep  # none or one: in order


def case_b_open(state: dict) -> bool:
    """Whether the opponent may bid not to take the lot (KF-TWO-10, R-KF-TWO-CASE-B-SCOPE):
    in a neutral lot with a black sheep, or in every neutral lot under case_b: neutral_lots."""
    phase = state["phase"]
    if not is_neutral_lot(phase):
        return False
    return state["options"]["case_b"] == "neutral_lots" or bool(lot_black_sheep(state))


def pass_refused(state: dict) -> bool:
    """In a lot with a black sheep the opponent must bid, A or B (KF-TWO-10,
    R-KF-TWO-BLACK-SHEEP-BID: black_sheep_pass refused); the cap exception is the
    auction's (auction.verify_pass)."""
    return (two_player(state) and state["options"]["black_sheep_pass"] == "refused"
            and bool(lot_black_sheep(state)))


def kuhpon_receiver(state: dict, lot_receiver: int) -> int:
    """Who takes the hidden Kuhpon (KF-TWO-12, R-KF-TWO-HIDDEN-KUHPON): whoever receives
    the lot, or under hidden_kuhpon: auctioneer always the auctioneer."""
    if state["options"]["hidden_kuhpon"] == "auctioneer":
        return state["phase"]["auctioneer"]
    return lot_receiver
