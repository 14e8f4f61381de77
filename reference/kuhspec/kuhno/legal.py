"""legal(seat): the rule-abiding actions of a seat, each checked by the same verifiers act()
uses. A party cow is listed with one sample new sound (any new sound is accepted); plays are
listed with explicit side and facing; under mistakes challenge the faulty plays act()
would also accept are not listed (R-KN-MISTAKES)."""

from __future__ import annotations

from . import placement, sounds
from .actions import ACTIONS, TURN_STEPS, can
from .play import abides


def _plays(state: dict, seat: int) -> list[dict]:
    out = []
    for card in state["players"][seat]["hand"]:
        for calls in sounds.call_choices(state, seat, card):
            for side, facing in placement.candidates(state, seat, card):
                action = {"type": "play", "player": seat, "card": card, "side": side,
                          "facing": facing}
                if calls:
                    action["calls"] = calls
                if abides(state, action):           # verify_play, placement faults included
                    out.append(action)
    return out


def legal(state: dict, seat: int) -> list[dict]:
    step = state["phase"]["step"]
    plays: list[dict] = []
    kinds: list[str] = []
    if step in TURN_STEPS and seat == state["turn"]:
        plays = _plays(state, seat)         # abides() ran verify_play on each (step: a turn step)
        kinds += ["draw", "end_turn"]
    if step == "round_over":
        kinds.append("next_round")
    kinds.append("bssszzzz")
    # The actions are built here, so their form is known (built=True); an action whose
    # steps (the ACTIONS table) do not include this one is not tried.
    others = [{"type": kind, "player": seat} for kind in kinds if step in ACTIONS[kind][0]]
    return plays + [a for a in others if can(state, a, built=True)]


def waiting_for(state: dict) -> list[int]:
    """The seats that may have a legal action: the turn player in a turn step, every seat
    once a round is over, and every seat while a play is open to a challenge (KN-BSS-2).
    A superset, for drivers that ask only these seats: legal() decides. No other seat has
    one: it is not its turn (KN-TURN-1) and there is nothing to challenge."""
    step = state["phase"]["step"]
    if step == "round_over" or state["phase"]["claim"] is not None:
        return list(range(len(state["players"])))
    return [state["turn"]] if step in TURN_STEPS else []
