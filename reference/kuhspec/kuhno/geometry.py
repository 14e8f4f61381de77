"""The table round the cowpat pile (R-KN-GEOMETRY, R-KN-SPOT-FRAME, R-KN-RED-EYES).

Four sides fixed to the table, in clockwise order top, right, bottom, left, and four
corners between them. A laid cow lies along a side and faces one of its two corners. Every
direction on the table is named by the side it points to (a cow on the top side facing
top_right looks "right")."""

from __future__ import annotations

SIDES = ("top", "right", "bottom", "left")             # clockwise
#: the corner between SIDES[i] and SIDES[i + 1], clockwise
CORNERS = ("top_right", "bottom_right", "bottom_left", "top_left")
DIRECTIONS = ("clockwise", "counterclockwise")
STEP = {"clockwise": 1, "counterclockwise": -1}
INDEX = {side: i for i, side in enumerate(SIDES)}


def reverse(direction: str) -> str:
    return "counterclockwise" if direction == "clockwise" else "clockwise"


def side_after(side: str, direction: str) -> str:
    """The next side round the pile in `direction`."""
    return SIDES[(INDEX[side] + STEP[direction]) % 4]


def corner_ahead(side: str, direction: str) -> str:
    """The corner of `side` that lies ahead when travelling in `direction`."""
    i = INDEX[side]
    return CORNERS[i] if direction == "clockwise" else CORNERS[(i - 1) % 4]


def corners_of(side: str) -> tuple[str, str]:
    return corner_ahead(side, "clockwise"), corner_ahead(side, "counterclockwise")


def lead(side: str, facing: str) -> tuple[str, str]:
    """(position, direction) after a cow on `side` facing `facing` (KN-PLACE-1): the next
    cow goes to the other side at that corner."""
    direction = "clockwise" if facing == corner_ahead(side, "clockwise") else "counterclockwise"
    return side_after(side, direction), direction


def behind(position: str, direction: str) -> tuple[str, str]:
    """(side, facing) of the cow placed last, read back from the position and direction it
    left (the inverse of `lead`): the side before `position`, facing the corner between them."""
    side = side_after(position, reverse(direction))
    return side, corner_ahead(side, direction)


def facing(side: str, direction: str, party: bool) -> str:
    """The corner a cow along `side` faces: ahead in `direction` (KN-PLACE-2), or back
    for a party cow (KN-PARTY-1)."""
    return corner_ahead(side, reverse(direction) if party else direction)


def required(position: str, direction: str, party: bool, closed: str | None) -> tuple[str, str]:
    """(side, facing) a cow must take at `position` (KN-PLACE-1, KN-PLACE-2, KN-PARTY-1).
    `closed` is a side no cow may take (red eyes, KN-RED-1); it is skipped in `direction`."""
    side = position if position != closed else side_after(position, direction)
    return side, facing(side, direction, party)


#: printed: where each place of a card points, read as printed
PRINTED = {"back": "top", "head": "right", "belly": "bottom", "tail": "left"}
#: as_laid: where each place points once the head points to a side: the belly to the
#: side after it clockwise, the tail opposite, the back to the side before it
AS_LAID = {head: {"head": head, "belly": SIDES[(h + 1) % 4], "tail": SIDES[(h + 2) % 4],
                  "back": SIDES[(h - 1) % 4]} for h, head in enumerate(SIDES)}


def spot_directions(places, side: str, facing: str, frame: str) -> set[str]:
    """The table sides the card's spots point to (KN-PLACE-3). as_laid: the head points
    along `side` toward `facing` (to the other side at the faced corner), tail away, back
    to the cow's left, belly to its right. printed: back = top, head = right, belly =
    bottom, tail = left."""
    turned = PRINTED if frame == "printed" else AS_LAID[lead(side, facing)[0]]
    return {turned[p] for p in places}
