"""A Kuhno position as a diagram: the table round the cowpat pile (left) and the players and
the round (right, kuhno_panel).

The sides are fixed to the table (R-KN-GEOMETRY): top is drawn at the top. Each side's
stack lies along the pile, its visible cow on top and the covered ones as offset edges.
A cow's spots are drawn on the edge of the card that points to the side of the pile they
match under the position's spot frame (R-KN-SPOT-FRAME, geometry.spot_directions): a spot
on a card's top edge fits when Kuhno sits on the top side. The state records the facing
of the last cow only (its position and direction are what that cow left, geometry.behind);
under as_laid the other visible cows, whose facing the state does not keep, are drawn
dashed with their spots as printed.

Draws a canonical state or a view (view(seat)): a view has the pile as {cards, top} and
the faces of the visible cards only."""

from __future__ import annotations

import math

from kuhspec.kuhno import geometry
from kuhspec.kuhno.cards import card_type
from kuhspec.kuhno.placement import closed_by

from . import kuhno_panel
from .kuhno_panel import FILL, VEC
from .svg import Svg, arrowhead

C = 290                      # the table's centre
PILE = 112                   # the pile's size
GAP = 14                     # between the pile and a side's cows
LONG, SHORT = 124, 76        # a laid cow, along its side and across it
RING = 205                   # the radius of the direction arrows
TABLE = 2 * C                # the table's width and height
OFFSET = 5                   # a covered cow's edge
RUNNING = ("play", "after_draw", "extra")  # the steps of a round under way
#: the angle of each corner seen from the centre (screen coordinates, degrees)
CORNER_ANGLE = {"top_right": -45, "bottom_right": 45, "bottom_left": 135, "top_left": -135}


def label(name: str) -> str:
    return name.replace("_", " ")


def pile_top(doc: dict) -> tuple[int, dict | None]:
    """(cards in the pile, the top card's back {fly, red_eyes} or None): from a state's
    list or a view's {cards, top}."""
    pile = doc["pile"]
    if isinstance(pile, dict):
        return pile["cards"], pile["top"]
    top = doc["cards"][pile[0]] if pile else None
    return len(pile), {"fly": top["fly"], "red_eyes": top["red_eyes"]} if top else None


def last_cow(doc: dict) -> tuple[str | None, str | None]:
    """(side, facing) of the cow placed last, as the position and direction say."""
    if doc["position"] is None:
        return None, None
    return geometry.behind(doc["position"], doc["direction"])


def slot(side: str) -> tuple[float, float, float, float]:
    """(x, y, width, height) of the place along `side`."""
    dx, dy = VEC[side]
    w, h = (LONG, SHORT) if dx == 0 else (SHORT, LONG)
    reach = PILE / 2 + GAP + SHORT / 2
    return C + dx * reach - w / 2, C + dy * reach - h / 2, w, h


def corner_point(corner: str) -> tuple[float, float]:
    vertical, horizontal = corner.split("_")
    return (C + (PILE / 2 if horizontal == "right" else -PILE / 2),
            C + (PILE / 2 if vertical == "bottom" else -PILE / 2))


def spots(svg: Svg, places: list[str], towards: dict, x, y, w, h, r: float) -> None:
    """A dot for each spot, on the edge pointing to the side of the pile it matches."""
    inset = r + 4
    for place in sorted(places, key=geometry.PRINTED.__getitem__):
        dx, dy = VEC[towards[place]]
        svg.circle(x + w / 2 + dx * (w / 2 - inset), y + h / 2 + dy * (h / 2 - inset), r,
                   fill="#222", data_role="spot", data_place=place, data_points=towards[place])


def cow(svg: Svg, doc: dict, card: str, side: str, facing: str | None) -> None:
    """The visible cow of `side`: its spots as `doc`'s spot frame reads them, and its head
    (an arrow beyond its end) toward the corner it faces, when the state records it."""
    x, y, w, h = slot(side)
    frame = doc["options"]["spot_frame"]
    face = doc["cards"][card]
    known = facing is not None or frame == "printed"
    towards = ({p: d for p in face["spots"] for d in geometry.spot_directions([p], side, facing, frame)}
               if facing is not None else geometry.PRINTED)
    tip = f"{card} along the {side} side" + (f", facing {label(facing)}" if facing else
                                              ", facing not recorded in the state")
    with svg.group(tip, data_role="cow", data_card=card, data_side=side, data_facing=facing):
        svg.rect(x, y, w, h, rx=6, fill=FILL[card_type(card)], class_="card",
                 stroke_dasharray=None if known else "5 3")
        spots(svg, face["spots"], towards, x, y, w, h, 7)
        upright = None if w > h else f"rotate(-90 {x + w / 2} {y + h / 2})"
        svg.text(x + w / 2, y + h / 2 + 4, card, text_anchor="middle", class_="small", transform=upright)
        if facing is not None:
            head = geometry.lead(side, facing)[0]
            dx, dy = VEC[head]
            ex, ey = x + w / 2 + dx * (w / 2 + 4), y + h / 2 + dy * (h / 2 + 4)
            svg.polygon(arrowhead(ex + dx * 12, ey + dy * 12, math.atan2(dy, dx), 13),
                        class_="mark", data_role="head", data_points=head)


def covered(svg: Svg, side: str, cards: list[str]) -> None:
    """The covered cows of `side`: offset edges under the visible one, and their count."""
    x, y, w, h = slot(side)
    dx, dy = VEC[side]
    shown = min(len(cards), 3)
    with svg.group("covered: " + ", ".join(cards), data_role="covered", data_side=side,
                   data_count=len(cards)):
        for k in range(shown, 0, -1):
            svg.rect(x + dx * k * OFFSET, y + dy * k * OFFSET, w, h, rx=6, fill="#eee", class_="card")
        out = shown * OFFSET + (8 if dy < 0 else 16)  # beyond the edges; the glyphs rise toward the pile
        tx, ty = x + w / 2 + dx * (w / 2 + out), y + h / 2 + dy * (h / 2 + out)
        svg.text(tx, ty, f"+{len(cards)} covered", text_anchor="middle", class_="small muted",
                 transform=f"rotate({-90 * dx} {tx} {ty})" if dx else None)


def side_stack(svg: Svg, doc: dict, side: str, facing: str | None) -> None:
    x, y, w, h = slot(side)
    cows = doc["sides"][side]
    with svg.group(data_role="side", data_side=side, data_cows=len(cows)):
        if not cows:
            svg.rect(x, y, w, h, rx=6, class_="slot")
            return
        if len(cows) > 1:
            covered(svg, side, cows[1:])
        cow(svg, doc, cows[0], side, facing)


def fly(svg: Svg, back: dict, red_eyes: bool) -> None:
    """Kuhno, the dung fly, on his side of the pile's top card; red eyes when they count."""
    dx, dy = VEC[back["fly"]]
    x, y = C + dx * (PILE / 2 - 17), C + dy * (PILE / 2 - 17)
    tip = f"Kuhno sits on the {back['fly']} side" + (" with red eyes" if red_eyes else "")
    with svg.group(tip, data_role="kuhno", data_side=back["fly"]):
        svg.element("ellipse", cx=x - 9, cy=y - 5, rx=9, ry=5, fill="#dfe9f2", stroke="#789")
        svg.element("ellipse", cx=x + 9, cy=y - 5, rx=9, ry=5, fill="#dfe9f2", stroke="#789")
        svg.element("ellipse", cx=x, cy=y + 2, rx=7, ry=10, fill="#203040")
        if red_eyes:
            with svg.group(data_role="red-eyes"):
                svg.circle(x, y, 17, fill="none", stroke="#f00", stroke_width=2)
                svg.circle(x - 3.5, y - 5, 3, fill="#f00")
                svg.circle(x + 3.5, y - 5, 3, fill="#f00")


def pile(svg: Svg, doc: dict) -> None:
    count, back = pile_top(doc)
    x = y = C - PILE / 2
    with svg.group(f"the cowpat pile: {count} cards", data_role="pile", data_count=count):
        for k in range(min(count - 1, 3), 0, -1):
            svg.rect(x + k * 3, y + k * 3, PILE, PILE, rx=10, class_="back")
        if count:
            svg.rect(x, y, PILE, PILE, rx=10, class_="back")
        else:
            svg.rect(x, y, PILE, PILE, rx=10, class_="slot")
        colour = "light" if count else "muted"
        svg.text(C, C + 2, str(count), text_anchor="middle", class_=f"big {colour}")
        svg.text(C, C + 14, "cards", text_anchor="middle", class_=f"tiny {colour}")
        if back:
            fly(svg, back, closed_by(doc["variant"], back) is not None)


def direction_ring(svg: Svg, direction: str) -> None:
    """The way the cows travel round the pile: an arrow round each corner."""
    sweep = 1 if direction == "clockwise" else 0
    sign = 1 if sweep else -1
    with svg.group(f"the cows travel {direction}", data_role="direction", data_direction=direction):
        for corner in geometry.CORNERS:
            a = math.radians(CORNER_ANGLE[corner])
            start, end = a - sign * 0.3, a + sign * 0.3
            sx, sy = C + RING * math.cos(start), C + RING * math.sin(start)
            ex, ey = C + RING * math.cos(end), C + RING * math.sin(end)
            svg.path(f"M {sx:.1f} {sy:.1f} A {RING} {RING} 0 0 {sweep} {ex:.1f} {ey:.1f}", class_="ring",
                     data_sweep=sweep)
            svg.polygon(arrowhead(ex, ey, end + sign * math.pi / 2, 12), fill="#888")
        svg.text(16, 24, f"cows travel {direction}", class_="muted")


def closed_side(svg: Svg, closed: str) -> None:
    """A side closed by Kuhno's red eyes: crossed out (KN-RED-1)."""
    x, y, w, h = slot(closed)
    with svg.group(f"red eyes: no cow along the {closed} side", data_role="closed", data_side=closed):
        svg.line(x, y, x + w, y + h, stroke="#c00", stroke_width=4)
        svg.line(x + w, y, x, y + h, stroke="#c00", stroke_width=4)


def position(svg: Svg, doc: dict, closed: str | None) -> None:
    """The side the next cow goes to (`position`); past a side closed by red eyes the cow
    goes on to the next one (KN-RED-1), framed dashed."""
    side = doc["position"]
    x, y, w, h = slot(side)
    with svg.group(f"the next cow goes to the {side} side", data_role="position", data_side=side):
        svg.rect(x - 6, y - 6, w + 12, h + 12, rx=9, class_="hl")
    goes = geometry.required(side, doc["direction"], False, closed)[0]
    if goes != side:
        x, y, w, h = slot(goes)
        with svg.group(f"so the next cow goes on to the {goes} side", data_role="goes", data_side=goes):
            svg.rect(x - 6, y - 6, w + 12, h + 12, rx=9, class_="hl", stroke_dasharray="6 4")


def table(svg: Svg, doc: dict) -> None:
    _, back = pile_top(doc)
    closed = closed_by(doc["variant"], back) if back else None
    side_last, facing = last_cow(doc)
    for side in geometry.SIDES:
        dx, dy = VEC[side]
        svg.text(C + dx * (RING + 14), C + dy * (RING + 14) + 4, side, text_anchor="middle",
                 class_="small muted", data_role="side-name")
    if doc["direction"]:
        direction_ring(svg, doc["direction"])
    pile(svg, doc)
    for side in geometry.SIDES:
        side_stack(svg, doc, side, facing if side == side_last else None)
    if facing is not None:
        px, py = corner_point(facing)
        with svg.group(f"the last cow faces the {label(facing)} corner", data_role="facing",
                       data_corner=facing, data_side=side_last):
            svg.circle(px, py, 7, class_="mark")
        if doc["phase"]["step"] in RUNNING:
            position(svg, doc, closed)
    if closed is not None:
        closed_side(svg, closed)


def legend(svg: Svg, doc: dict, y: float) -> None:
    frame = doc["options"]["spot_frame"]
    lines = [f"Spot frame {label(frame)} (R-KN-SPOT-FRAME): a spot is drawn on the card edge that points to the "
             "side of the pile it matches.",
             "Orange arrow: the head of the last cow; orange dot: the corner it faces. Gold frame: the side "
             "the next cow goes to.",
             "Dashed cow: its facing is not part of the state, its spots are drawn as printed "
             "(back = top, head = right)." if frame == "as_laid" else
             "Under the printed frame the spots do not turn with the card.",
             "Grey arrows round the corners: the way the cows travel. Grey offset edges: covered cows. "
             "Red cross: a side closed by Kuhno's red eyes."]
    with svg.group(data_role="legend"):
        for i, line in enumerate(lines):
            svg.text(16, y + 14 * i, line, class_="small muted")


def render(doc: dict) -> str:
    """The SVG of a Kuhno state or view."""
    panel = kuhno_panel.Panel(doc)
    below = max(TABLE - 40, panel.height + 10) + 20   # the legend, under the table and the panel
    svg = Svg(TABLE + kuhno_panel.WIDTH, below + 56, panel.title(), panel.summary(pile_top(doc), last_cow(doc)))
    with svg.group(data_role="table", data_game="kuhno"):
        table(svg, doc)
    panel.draw(svg, TABLE)
    legend(svg, doc, below)
    return svg.document()
