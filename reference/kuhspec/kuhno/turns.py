"""Drawing, ending a turn and starting the next round: verify/can/do for draw (KN-DRAW-1,
KN-COWPAT-2), end_turn (KN-DRAW-2, KN-FLOWER-2) and next_round (KN-ROUND-4)."""

from __future__ import annotations

from . import deal, placement
from .errors import Rejection
from .rounds import draw, end_round, finish_turn, next_starter, start_round


def _own_turn(state: dict, action: dict) -> None:
    if action["player"] != state["turn"]:
        raise Rejection("not_your_turn", f"it is seat {state['turn']}'s turn")


def verify_draw(state: dict, action: dict) -> dict:
    _own_turn(state, action)
    seat = action["player"]
    owes = state["players"][seat]["owes"]
    if owes:
        return {"count": owes, "reason": "owed"}
    if placement.any_fits(state, seat):
        raise Rejection("card_fits", "a card of the hand can be placed, so the player may not draw")
    return {"count": 1, "reason": "stuck"}


def can_draw(state: dict, action: dict) -> bool:
    try:
        verify_draw(state, action)
    except Rejection:
        return False
    return True


def do_draw(state: dict, action: dict, plan: dict, events: list) -> None:
    seat = action["player"]
    taken = draw(state, seat, plan["count"])
    events.append({"type": "drew", "player": seat, "cards": taken, "reason": plan["reason"]})
    if not state["pile"]:
        end_round(state, "pile", events)                    # KN-ROUND-2
    elif plan["reason"] == "owed":
        state["players"][seat]["owes"] = 0                  # the turn goes on as usual
    else:
        state["phase"] = {"step": "after_draw", "claim": None}
        if not placement.any_fits(state, seat):             # KN-DRAW-2
            finish_turn(state, events)


def verify_end_turn(state: dict, action: dict) -> dict:
    _own_turn(state, action)
    return {}


def can_end_turn(state: dict, action: dict) -> bool:
    try:
        verify_end_turn(state, action)
    except Rejection:
        return False
    return True


def do_end_turn(state: dict, action: dict, plan: dict, events: list) -> None:
    finish_turn(state, events)


def verify_next_round(state: dict, action: dict) -> dict:
    n = len(state["players"])
    if "deal" in action:
        wrong = deal.problem(action["deal"], n)
        if wrong:
            raise Rejection("bad_deal", f"$.deal{wrong[0]}: {wrong[1]}")
        return {"hands": action["deal"]["hands"], "pile": action["deal"]["pile"]}
    if state["seed"] is None:
        raise Rejection("deal_required", "this game has no seed, so the next round needs a deal")
    hands, pile = deal.shuffled(deal.round_rng(state["seed"], state["round"] + 1), n)
    return {"hands": hands, "pile": pile}


def can_next_round(state: dict, action: dict) -> bool:
    try:
        verify_next_round(state, action)
    except Rejection:
        return False
    return True


def do_next_round(state: dict, action: dict, plan: dict, events: list) -> None:
    state["round"] += 1
    start_round(state, plan["hands"], plan["pile"], next_starter(state), events)
