"""What one player may see (KF-SET-5, KF-TRD-12, KF-TWO-4)."""

from __future__ import annotations

import copy

from .cards import is_cow, sorted_cards
from .neutral import is_neutral_lot, two_player


def hidden_stack(cards: list[str]) -> dict:
    """Another player's stack shows only how many cards it holds (KF-SET-5)."""
    return {"count": len(cards)}


def hidden_money(cards: list[str]) -> dict:
    """Another player's money shows how many cards it holds and its turned cows, which lie
    face up on it (KF-SET-5, KF-TRI-4)."""
    return {"count": len(cards), "turned": sorted_cards(c for c in cards if is_cow(c))}


def shown_pile(state: dict) -> dict:
    """The neutral cow pile: its count, and its top card when it lies face up (KF-TWO-4,
    R-KF-TWO-PILE-FACE)."""
    pile = state["neutral_pile"]
    if state["options"]["pile_face"] == "face_up":
        return {"count": len(pile), "top": pile[0] if pile else None}
    return {"count": len(pile)}


def sees_lot_kuhpon(phase: dict, seat: int) -> bool:
    """The hidden Kuhpon of a neutral lot lies face down: nobody sees it, the auctioneer who
    laid it out included, until it is delivered (KF-TWO-4, R-KF-TWO-HIDDEN-KUHPON)."""
    return False


def sees_own_stack(state: dict) -> bool:
    """The owner looks through their own stack, unless stacks are blind (R-KF-STACK-LOOK)."""
    return state["options"]["stack_look"] == "owner_sees"


def hidden_offer(cards: list[str], state: dict) -> dict:
    """A face-down offer shows its number of cards, unless offer_count: hidden (KF-TRD-12,
    R-KF-OFFER-COUNT)."""
    return {"count": len(cards)} if state["options"]["offer_count"] == "visible" else {}


def sees_offer(phase: dict, seat: int) -> bool:
    """A face-down trade offer is seen by the challenger who laid it only (KF-TRD-12)."""
    return seat == phase["challenger"]


def view(state: dict, seat: int) -> dict:
    out = copy.deepcopy(state)
    out["viewer"] = seat
    for other, player in enumerate(out["players"]):
        if other == seat:
            if not sees_own_stack(state):
                player["stack"] = hidden_stack(player["stack"])
            continue
        player["stack"] = hidden_stack(player["stack"])
        player["kuhpons"] = hidden_money(player["kuhpons"])
    phase = out["phase"]
    if phase["step"] == "trade" and not sees_offer(phase, seat):
        phase["offer"] = hidden_offer(phase["offer"], state)
    if two_player(state):  # KF-TWO-4: the neutral piles, the hidden Kuhpon and the box
        out["neutral_pile"] = shown_pile(state)
        out["neutral_kuhpons"] = hidden_stack(state["neutral_kuhpons"])
        out["box"] = hidden_stack(state["box"])
        if is_neutral_lot(phase) and not sees_lot_kuhpon(phase, seat):
            phase["lot_kuhpons"] = hidden_stack(phase["lot_kuhpons"])
    return out
