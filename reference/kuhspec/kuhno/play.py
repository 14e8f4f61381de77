"""Placing a cow: verify_play / can_play / do_play (KN-TURN-2, KN-PLACE-*, KN-CALL-*,
KN-COWPAT-2, KN-FLOWER-*). Under mistakes challenge the placement and call faults are
recorded instead of refused (KN-BSS-1)."""

from __future__ import annotations

from . import effects, geometry, mistakes, placement, sounds
from .cards import kind
from .errors import Rejection
from .rounds import end_round, finish_turn


def _where(state: dict, seat: int, card: str, action: dict) -> tuple[str, str]:
    """The (side, facing) the play claims; what the rules require where it leaves them out."""
    side, facing = action.get("side"), action.get("facing")
    if state["position"] is None:
        if side is None or facing is None:
            raise Rejection("placement_required",
                            "the first cow of a round names its side and the corner it faces")
    else:
        if side is None:
            side = placement.required(state, seat, card)[0]
        if facing is None:
            facing = placement.facing_on(state, seat, card, side)
    if facing not in geometry.corners_of(side):
        raise Rejection("wrong_direction", f"a cow along the {side} side faces one of "
                                           f"{list(geometry.corners_of(side))}, not {facing}")
    return side, facing


def faults_of(state: dict, action: dict) -> tuple[str, str, list[tuple[str, str]]]:
    """(side, facing, faults) of a play: every placement and call rule it breaks, as (code,
    message) in check order. Raises the Rejection of a play no mistakes mode lets stand:
    not the player's turn, a card not in the hand, a penalty owed, no side or corner."""
    seat, card = action["player"], action["card"]
    if seat != state["turn"]:
        raise Rejection("not_your_turn", f"it is seat {state['turn']}'s turn")
    player = state["players"][seat]
    if card not in player["hand"]:
        raise Rejection("card_not_in_hand", f"{card} is not in seat {seat}'s hand")
    if state["phase"]["step"] == "play" and player["owes"] and kind(state, card) != "cowpat":
        raise Rejection("penalty_owed", f"seat {seat} owes {player['owes']} cards: place a "
                                        "cowpat cow or draw them first")
    side, facing = _where(state, seat, card, action)
    faults = placement.faults(state, seat, card, side, facing)
    call = sounds.fault(state, seat, card, list(action.get("calls", [])))
    if call:
        faults.append(call)
    return side, facing, faults


def verify_play(state: dict, action: dict) -> dict:
    """Raise the play's Rejection, or return its plan {side, facing, faults}. Under mistakes
    strict the first fault is the rejection; under challenge the faults are recorded."""
    side, facing, faults = faults_of(state, action)
    if faults and state["options"]["mistakes"] == "strict":
        raise Rejection(*faults[0])
    return {"side": side, "facing": facing, "faults": [code for code, _ in faults]}


def can_play(state: dict, action: dict) -> bool:
    try:
        verify_play(state, action)
    except Rejection:
        return False
    return True


def abides(state: dict, action: dict) -> bool:
    """Whether the play keeps every rule (what legal() lists, in either mistakes mode):
    verify_play accepts it with no fault."""
    try:
        return not faults_of(state, action)[2]
    except Rejection:
        return False


def do_play(state: dict, action: dict, plan: dict, events: list) -> None:
    seat, card = action["player"], action["card"]
    side, facing = plan["side"], plan["facing"]
    calls = list(action.get("calls", []))
    challenge = state["options"]["mistakes"] == "challenge"
    before = mistakes.snapshot(state) if challenge else None
    player = state["players"][seat]
    last = len(player["hand"]) == 1
    extra = state["phase"].get("allowance") if state["phase"]["step"] == "extra" else None
    sounds.record(state, seat, card, calls)
    player["hand"].remove(card)
    state["sides"][side].insert(0, card)
    state["position"], state["direction"] = geometry.lead(side, facing)
    events.append({"type": "placed", "player": seat, "card": card, "side": side,
                   "facing": facing, "calls": calls})
    if last:
        end_round(state, "kuhno", events)                   # KN-CALL-2, KN-ROUND-1
    else:
        effects.apply(state, seat, card, events)
        allowance = effects.allowance_after(state, card, extra)
        if allowance > 0:
            state["phase"] = {"step": "extra", "allowance": allowance, "claim": None}
            events.append({"type": "allowance", "player": seat, "cards": allowance})
            if not placement.any_fits(state, seat):          # KN-FLOWER-2
                finish_turn(state, events)
        else:
            finish_turn(state, events)
    if challenge:
        mistakes.open_claim(state, seat, card, side, plan["faults"], before)


def main(argv: list[str] | None = None) -> int:
    """`kuhspec play --game kuhno` (the command looks for <engine>.play.main): the
    transcript player lives in kuhspec.kuhno.transcript."""
    from .transcript import main as transcript_main

    return transcript_main(argv)
