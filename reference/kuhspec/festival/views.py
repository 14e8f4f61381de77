"""What one player may see (KF-SET-5, KF-TRD-12, KF-TWO-4)."""

from __future__ import annotations

import copy
import json

from .cards import is_cow, is_kuhpon, sorted_cards
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


# -- twins: the same view from another position (DESIGN.md, "Hidden means underivable") ----------

#: the clause that makes a view show exactly what its seat may see (kuhspec.games.secrecy)
CLAUSE = "KF-SET-5"


def _hidden_zones(state: dict, seat: int) -> tuple[list, list, int]:
    """Where `state` holds what `seat` may not see, each zone as (its name, its clause, the
    list itself, whether its order counts): the stacks (their cards and order), the money
    zones (the values of their plain Kuhpons; the count and the turned cows on money are
    public), and how many cards of a 2-player neutral pile the seat sees from the top."""
    phase = state["phase"]
    shown = set(phase.get("revealed", {}))  # hands shown after a failed payment are public (KF-SPC-6)
    stacks = [(f"seat {s}'s stack", CLAUSE, p["stack"], True) for s, p in enumerate(state["players"])
              if s != seat or not sees_own_stack(state)]
    money = [(f"seat {s}'s money", CLAUSE, p["kuhpons"], False) for s, p in enumerate(state["players"])
             if s != seat and str(s) not in shown]
    if phase["step"] == "trade" and not sees_offer(phase, seat):
        money.append(("the face-down offer", "KF-TRD-12", phase["offer"], False))
    seen_of_pile = 0
    if two_player(state):  # KF-TWO-4: the neutral Kuhpons, the box and a lot's hidden Kuhpon
        money += [("the neutral Kuhpon stack", "KF-TWO-4", state["neutral_kuhpons"], True),
                  ("the box", "KF-TWO-4", state["box"], False)]
        if is_neutral_lot(phase) and not sees_lot_kuhpon(phase, seat):
            money.append(("the lot's hidden Kuhpon", "KF-TWO-4", phase["lot_kuhpons"], False))
        seen_of_pile = 1 if state["options"]["pile_face"] == "face_up" else 0
    return stacks, money, seen_of_pile


def _redeal(zones: list, movable, rng) -> None:
    """Shuffle the movable cards among the zones, each zone keeping its size and the places
    of its other cards (turned cows stay on the money they lie on)."""
    pool = [c for _, _, zone, _ in zones for c in zone if movable(c)]
    rng.shuffle(pool)
    for _, _, zone, _ in zones:
        zone[:] = [pool.pop() if movable(c) else c for c in zone]


def twin(state: dict, seat: int, rng) -> tuple[dict, list[tuple[str, str]]]:
    """A position that differs from the canonical `state` only in what `seat` may not see:
    the hidden stacks redealt among themselves, the plain Kuhpons of the hidden money zones
    redealt among those, and a 2-player neutral pile reordered below what lies face up. It
    is a legal position if `state` is. Returns it with what changed, as (what, its clause)
    pairs (none, when nothing hidden can change)."""
    out = json.loads(json.dumps(state))  # a copy (faster than deepcopy)
    stacks, money, seen_of_pile = _hidden_zones(out, seat)
    pile = out.get("neutral_pile") if two_player(out) else None
    zones = stacks + money + ([("the neutral pile's hidden cards", "KF-TWO-4", pile, True)] if pile else [])
    before = [list(zone) for _, _, zone, _ in zones]
    for _ in range(8):  # a shuffle may give back what it was given: try again
        _redeal(stacks, lambda c: True, rng)
        _redeal(money, is_kuhpon, rng)
        if pile:
            below = pile[seen_of_pile:]
            rng.shuffle(below)
            pile[seen_of_pile:] = below
        changed = [(name, clause) for (name, clause, zone, ordered), old in zip(zones, before)
                   if (zone != old if ordered else sorted_cards(zone) != sorted_cards(old))]
        if changed:
            return out, changed
    return out, []
