"""One table of actions, and the checks every action goes through first (KN-TURN-3,
R-KN-REJECTION-ORDER): the form, the seat, the end of the game, the step. Each action's
own rules live in its verify_x; can(state, action) is the boolean of the whole chain."""

from __future__ import annotations

import functools
import json

from kuhspec.errors import json_path

from . import mistakes, play, turns
from .cards import is_card
from .errors import Rejection

TURN_STEPS = ("play", "after_draw", "extra")
ALL_STEPS = TURN_STEPS + ("round_over", "game_over")

#: action type -> (steps it belongs to, the module of its verify_<type> and do_<type>);
#: the functions are looked up at call time, so one bent verifier bends act() and legal()
ACTIONS = {
    "play": (TURN_STEPS, play),
    "draw": (("play",), turns),
    "end_turn": (("after_draw", "extra"), turns),
    "bssszzzz": (ALL_STEPS, mistakes),
    "next_round": (("round_over",), turns),
}


def handler(kind: str, part: str):
    """verify_<kind> or do_<kind> of the action type's module."""
    return getattr(ACTIONS[kind][1], f"{part}_{kind}")


@functools.lru_cache(maxsize=1)
def _schemas() -> dict:
    """One schema per action type, from spec/kuhno/schemas/action.schema.json, with its
    local refs resolved once."""
    from kuhspec.catalogue import catalogue

    schema = catalogue().game("kuhno").schema("action")
    defs = schema["$defs"]

    def inline(node):
        if isinstance(node, dict):
            ref = node.get("$ref", "")
            if ref.startswith("#/$defs/"):
                rest = {k: v for k, v in node.items() if k != "$ref"}
                return {**inline(defs[ref.split("/")[-1]]), **inline(rest)}
            return {k: inline(v) for k, v in node.items()}
        if isinstance(node, list):
            return [inline(v) for v in node]
        return node

    return {kind: inline(defs[kind]) for kind in ACTIONS}


@functools.lru_cache(maxsize=1)
def _forms() -> dict:
    """Per action type, its schema read strictly (kuhspec.schemafast.Strict: 0.0 is no seat),
    its check compiled once."""
    from kuhspec.schemafast import Strict

    return {kind: Strict(schema) for kind, schema in _schemas().items()}


def check_form(action: object) -> None:
    """The action has the form the action schema gives its type, and names only cards of
    the game (KN-TURN-3)."""
    kind = action.get("type") if isinstance(action, dict) else None
    if not isinstance(kind, str) or kind not in ACTIONS:
        raise Rejection("malformed_action",
                        f"an action is an object whose type is one of: {', '.join(ACTIONS)}")
    err = _forms()[kind].error(action)
    if err is not None:
        raise Rejection("malformed_action", f"{json_path(err.absolute_path)}: {err.message}")
    named = [action["card"]] if "card" in action else []
    if "deal" in action:
        named += [c for h in action["deal"]["hands"] for c in h] + list(action["deal"]["pile"])
    for card in named:
        if not is_card(card):
            raise Rejection("unknown_card", f"{card!r} is no card of this game")


def verify(state: dict, action: object, built: bool = False) -> dict:
    """Raise the action's Rejection, or return the plan its do_x carries out. `built`: the
    action was built from a legal() template, so its form is known (check_form is skipped)."""
    if not built:
        check_form(action)
    if not isinstance(action["player"], int) or action["player"] >= len(state["players"]):  # 0.0 is no seat
        raise Rejection("malformed_action", f"there is no seat {action['player']} in this game")
    step = state["phase"]["step"]
    claim_open = state["phase"]["claim"] is not None
    if step == "game_over" and not (action["type"] == "bssszzzz" and claim_open):
        raise Rejection("game_over", "the game has ended")
    if step not in ACTIONS[action["type"]][0]:
        raise Rejection("wrong_step", f"{action['type']} does not belong to the {step} step")
    return handler(action["type"], "verify")(state, action)


def can(state: dict, action: object, built: bool = False) -> bool:
    try:
        verify(state, action, built)
    except Rejection:
        return False
    return True


def do(state: dict, action: dict, plan: dict) -> list[dict]:
    """Carry out a verified action on `state`, in place, and return its events. Nothing
    here refuses: every check ran in verify(), before anything changed."""
    events: list[dict] = []
    if action["type"] != "bssszzzz":
        state["phase"]["claim"] = None                      # the window closes (KN-BSS-2)
    handler(action["type"], "do")(state, action, plan, events)
    return events


def copy_json(data):
    """A deep copy of plain JSON data (several times faster than copy.deepcopy)."""
    return json.loads(json.dumps(data))
