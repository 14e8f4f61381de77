"""Bssszzzz (KN-BSS-1..4, R-KN-MISTAKES): under mistakes challenge a play is open to a
challenge until the next accepted action; a caught mistake restores the state from just
before the play (a caught debtor then draws what is owed, R-KN-CAUGHT-DEBTOR), a false
challenge costs the challenger a card."""

from __future__ import annotations

from .errors import Rejection
from .rounds import draw, end_round, finish_turn


def snapshot(state: dict) -> dict:
    """Everything a play can change besides moving its card (phase.claim.before)."""
    return {"turn": state["turn"], "step": state["phase"]["step"],
            "allowance": state["phase"].get("allowance"),
            "position": state["position"], "direction": state["direction"],
            "sounds": list(state["sounds"]),
            "skips": [p["skips"] for p in state["players"]],
            "owes": [p["owes"] for p in state["players"]],
            "scores": [list(row) for row in state["scores"]]}


def open_claim(state: dict, seat: int, card: str, side: str, faults: list, before: dict) -> None:
    state["phase"]["claim"] = {"player": seat, "card": card, "side": side,
                               "faults": list(faults), "before": before}


def restore(state: dict, claim: dict) -> None:
    """Undo the claimed play (KN-BSS-3): its card back to the hand, the rest as it was."""
    from .cards import sorted_cards

    before = claim["before"]
    state["sides"][claim["side"]].pop(0)
    hand = state["players"][claim["player"]]["hand"]
    state["players"][claim["player"]]["hand"] = sorted_cards(hand + [claim["card"]])
    for player, skips, owes in zip(state["players"], before["skips"], before["owes"]):
        player["skips"], player["owes"] = skips, owes
    state.update(turn=before["turn"], position=before["position"],
                 direction=before["direction"], sounds=list(before["sounds"]),
                 scores=[list(row) for row in before["scores"]])
    state["phase"] = {"step": before["step"], "claim": None}
    if before["allowance"] is not None:
        state["phase"]["allowance"] = before["allowance"]


def verify_bssszzzz(state: dict, action: dict) -> dict:
    claim = state["phase"]["claim"]
    if claim is None:
        raise Rejection("nothing_to_challenge", "no play is open to a challenge")
    if claim["player"] == action["player"]:
        raise Rejection("own_play", "a player cannot challenge their own play")
    return {"caught": bool(claim["faults"])}


def can_bssszzzz(state: dict, action: dict) -> bool:
    try:
        verify_bssszzzz(state, action)
    except Rejection:
        return False
    return True


def _debt_drawn(state: dict, seat: int, events: list) -> bool:
    """R-KN-CAUGHT-DEBTOR: a caught cowpat cow that was to pass a debt on leaves its player
    owing, on the turn the debt belongs to, so the cards owed are drawn now (before the
    penalty card). True when that emptied the pile and ended the round."""
    owes = state["players"][seat]["owes"]
    if not owes or state["phase"]["step"] != "play":
        return False
    taken = draw(state, seat, owes)
    events.append({"type": "drew", "player": seat, "cards": taken, "reason": "owed"})
    state["players"][seat]["owes"] = 0
    if not state["pile"]:
        end_round(state, "pile", events)                    # KN-ROUND-2
        return True
    return False


def _penalty_card(state: dict, seat: int, events: list) -> bool:
    """The mistake's card from the pile; True when it emptied the pile and ended the round."""
    taken = draw(state, seat, 1)
    events.append({"type": "drew", "player": seat, "cards": taken, "reason": "mistake"})
    if not state["pile"]:
        end_round(state, "pile", events)                    # KN-ROUND-2
        return True
    return False


def do_bssszzzz(state: dict, action: dict, plan: dict, events: list) -> None:
    claim = state["phase"]["claim"]
    challenger = action["player"]
    events.append({"type": "challenged", "player": challenger, "against": claim["player"],
                   "caught": plan["caught"], "faults": list(claim["faults"])})
    if plan["caught"]:
        restore(state, claim)
        offender = claim["player"]
        if not _debt_drawn(state, offender, events) and not _penalty_card(state, offender, events):
            state["turn"] = offender
            finish_turn(state, events)
        return
    state["phase"]["claim"] = None
    if state["phase"]["step"] in ("round_over", "game_over"):
        return                                              # KN-BSS-4: the round has ended
    if not _penalty_card(state, challenger, events) and challenger == state["turn"]:
        finish_turn(state, events)
