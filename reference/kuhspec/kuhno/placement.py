"""Where a cow may go: the three conditions (KN-PLACE-1..4), flower cows first (KN-FLOWER-3)
and red eyes (KN-RED-1, KN-RED-2). Pure functions of the state; nothing here changes it."""

from __future__ import annotations

from . import geometry
from .cards import kind


def kuhno_side(state: dict) -> str:
    """Where Kuhno sits: the fly side of the pile's top card (KN-MAT-3)."""
    return state["cards"][state["pile"][0]]["fly"]


def closed_by(variant: str, back: dict) -> str | None:
    """The side Kuhno on the pile's top `back` ({fly, red_eyes}) closes: his side when he
    has red eyes, in the red-eyes variant only (KN-RED-1)."""
    return back["fly"] if variant == "red-eyes" and back["red_eyes"] else None


def closed_side(state: dict) -> str | None:
    """The side a red-eyed Kuhno closes, in the red-eyes variant (KN-RED-1)."""
    if state["variant"] != "red-eyes":
        return None
    return closed_by(state["variant"], state["cards"][state["pile"][0]])


def faces_back(state: dict, seat: int, card: str) -> bool:
    """A party cow faces the other way (KN-PARTY-1), unless it is the last card, whose
    function is ignored (KN-CALL-2), or the easy way (KN-EASY-1)."""
    return kind(state, card) == "party" and len(state["players"][seat]["hand"]) > 1


def required(state: dict, seat: int, card: str) -> tuple[str, str] | None:
    """(side, facing) the rules require for `card`, or None for the first cow of a round."""
    if state["position"] is None:
        return None
    return geometry.required(state["position"], state["direction"],
                             faces_back(state, seat, card), closed_side(state))


def facing_on(state: dict, seat: int, card: str, side: str) -> str:
    """The corner `card` faces along `side`, the way the cows travel or back (geometry.facing)."""
    return geometry.facing(side, state["direction"], faces_back(state, seat, card))


def spot_fits(state: dict, card: str, side: str, facing: str) -> bool:
    """KN-PLACE-3: a spot of the card, as placed, points to Kuhno's side."""
    places = state["cards"][card]["spots"]
    frame = state["options"]["spot_frame"]
    return kuhno_side(state) in geometry.spot_directions(places, side, facing, frame)


def faults(state: dict, seat: int, card: str, side: str, facing: str) -> list[tuple[str, str]]:
    """Every placement rule the play breaks, as (code, message), in check order
    (R-KN-REJECTION-ORDER). `facing` is a corner of `side`."""
    out = []
    closed = closed_side(state)
    if state["position"] is None:
        if kind(state, card) == "flower":
            out.append(("flower_first", "a flower cow cannot be the first card of a round"))
        if side == closed:
            out.append(("red_eyes_side", f"a red-eyed Kuhno sits on the {side} side"))
    else:
        want_side = required(state, seat, card)[0]
        if side == closed:
            out.append(("red_eyes_side", f"a red-eyed Kuhno sits on the {side} side"))
        elif side != want_side:
            out.append(("wrong_position", f"the cow goes to the {want_side} side, not {side}"))
        expected = facing_on(state, seat, card, side)
        if facing != expected:
            out.append(("wrong_direction", f"the cow faces {expected}, not {facing}"))
    if not spot_fits(state, card, side, facing):
        out.append(("no_matching_spot", f"{card} placed on {side} facing {facing} has no spot "
                                        f"on Kuhno's side ({kuhno_side(state)})"))
    return out


#: every (side, facing) on the table: where the first cow of a round may try to go
ANYWHERE = tuple((s, c) for s in geometry.SIDES for c in geometry.corners_of(s))


def candidates(state: dict, seat: int, card: str) -> tuple[tuple[str, str], ...]:
    """The (side, facing) pairs worth trying for `card`: the required one (KN-PLACE-1,
    KN-PLACE-2), or anywhere for the first cow of a round; faults() judges them."""
    need = required(state, seat, card)
    return (need,) if need else ANYWHERE


def fits(state: dict, seat: int, card: str) -> bool:
    """Whether `card` has a rule-abiding placement (the first found will do)."""
    return any(not faults(state, seat, card, s, c) for s, c in candidates(state, seat, card))


def any_fits(state: dict, seat: int) -> bool:
    """Whether some card of the seat's hand can be placed (KN-DRAW-1)."""
    return any(fits(state, seat, card) for card in state["players"][seat]["hand"])
