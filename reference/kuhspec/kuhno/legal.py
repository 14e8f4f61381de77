"""legal(seat): the rule-abiding actions of a seat, each checked by the same verifiers act()
uses. A party cow is listed with one sample new sound (any new sound is accepted); plays are
listed with explicit side and facing; under mistakes challenge the faulty plays act()
would also accept are not listed (R-KN-MISTAKES)."""

from __future__ import annotations

from . import placement, sounds
from .actions import TURN_STEPS, can
from .play import abides


def _plays(state: dict, seat: int) -> list[dict]:
    out = []
    for card in state["players"][seat]["hand"]:
        calls = sounds.sample_calls(state, seat, card)
        for side, facing in placement.placements(state, seat, card):
            action = {"type": "play", "player": seat, "card": card, "side": side,
                      "facing": facing}
            if calls:
                action["calls"] = calls
            if abides(state, action):
                out.append(action)
    return out


def legal(state: dict, seat: int) -> list[dict]:
    step = state["phase"]["step"]
    candidates: list[dict] = []
    if step in TURN_STEPS and seat == state["turn"]:
        candidates += _plays(state, seat)   # abides() ran verify_play on each (step: a turn step)
        candidates += [{"type": kind, "player": seat} for kind in ("draw", "end_turn")]
    if step == "round_over":
        candidates.append({"type": "next_round", "player": seat})
    candidates.append({"type": "bssszzzz", "player": seat})
    return [a for a in candidates if a["type"] == "play" or can(state, a)]
