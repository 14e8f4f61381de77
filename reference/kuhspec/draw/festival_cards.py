"""The cards of a Kuhhandel Festival diagram, and a player's band: name and turn, cow
stack and money (counts; values where the drawing may show them), the face-up cows sorted
by type with the Copycats placed with them or separately, the triples pushed together, and
the black sheep turned 180 degrees (the rulebook's own sign of a turned cow).

Zones are read from a state or a view alike (`zone`): a hidden zone of a view is a count."""

from __future__ import annotations

from kuhspec.festival.cards import COW_NAMES, cow_type, is_copycat, is_cow, sorted_cards
from kuhspec.festival.money import card_value, coloured_amount, rules

from .svg import Svg

W, H = 40, 58               # a card
STEP = 21                   # the offset of cards of one type laid on each other
PUSHED = 7                  # the offset inside a triple (pushed together)
CHIP_W, CHIP_H = 26, 16     # a money card in a list of values
#: a colour for each cow type (the rulebook names yellow for Punk and green for Country)
FILL = {10: "#f3dfc9", 30: "#f9cccc", 60: "#d4e9f6", 100: "#dcd0f0", 150: "#fff07a",
        220: "#a8dc8c", 300: "#f8be8c", 400: "#b8b8c8", 500: "#f4a8c4"}


def zone(value) -> tuple[int | None, list | None]:
    """(number of cards or None, the cards or None) of a zone: a list in a state, in a view
    maybe {count} or {count, turned}, or {} when even the count is hidden."""
    if isinstance(value, list):
        return len(value), value
    return value.get("count"), None


def listed(what: str, cards: list[str] | None) -> str:
    """`what`, and the cards in card order where they are known (a tooltip)."""
    return f"{what}: {', '.join(sorted_cards(cards))}" if cards else what


def back(svg: Svg, x: float, y: float, count: int | None, role: str, tip: str, label: str = "",
         mark: str | None = None, **data) -> None:
    """A face-down pile (or card) with its count on it (or `mark`)."""
    with svg.group(tip, data_role=role, data_count=count, **data):
        if count == 0:
            svg.rect(x, y, W, H, rx=4, class_="slot")
            svg.text(x + W / 2, y + H + 12, label, text_anchor="middle", class_="tiny muted")
            return
        for k in range(min((count or 1) - 1, 2), 0, -1):
            svg.rect(x + 2 * k, y + 2 * k, W, H, rx=4, class_="back")
        svg.rect(x, y, W, H, rx=4, class_="back")
        mark = mark or ("?" if count is None else str(count))
        svg.text(x + W / 2, y + H / 2 + 5, mark, text_anchor="middle", class_="big light")
        if label:
            svg.text(x + W / 2, y + H + 12, label, text_anchor="middle", class_="tiny muted")


def cow(svg: Svg, x: float, y: float, card: str, turned: bool = False, role: str = "cow",
        note: str = "", **data) -> None:
    """A face-up cow card; `turned`: turned 180 degrees (a black sheep, or money)."""
    value = cow_type(card)
    tip = f"{card}: {COW_NAMES.get(value, str(value))} cow" + (", turned" if turned else "") + note
    with svg.group(tip, data_role=role, data_card=card, data_turned=turned, **data):
        with svg.group(transform=f"rotate(180 {x + W / 2} {y + H / 2})" if turned else None):
            svg.rect(x, y, W, H, rx=4, fill=FILL[value], class_="card turned" if turned else "card")
            svg.text(x + 4, y + 13, str(value), class_="small", font_weight="bold")
            if value in COW_NAMES:
                svg.text(x + W / 2, y + H / 2 + 4, COW_NAMES[value], text_anchor="middle", class_="tiny")
            svg.text(x + W - 4, y + H - 5, "#" + card.rsplit("-", 1)[1], text_anchor="end", class_="tiny muted")


def copycat(svg: Svg, x: float, y: float, card: str, placed: int | None | str = "", **data) -> None:
    """A Copycat; `placed` is the type it is placed with, None for separately, "" in a lot."""
    where = "" if placed == "" else (", placed separately" if placed is None else f", placed with {placed}")
    with svg.group(f"{card}{where}", data_role="copycat", data_card=card,
                   data_with="separate" if placed is None else (placed if placed != "" else None), **data):
        svg.rect(x, y, W, H, rx=4, fill="#fff", class_="card copycat")
        svg.text(x + W / 2, y + 22, "Copy", text_anchor="middle", class_="tiny")
        svg.text(x + W / 2, y + 32, "cat", text_anchor="middle", class_="tiny")
        svg.text(x + W - 4, y + H - 5, "#" + card.rsplit("-", 1)[1], text_anchor="end", class_="tiny muted")


def any_card(svg: Svg, x: float, y: float, card: str, turned: bool = False) -> None:
    """A cow or a Copycat of a lot or a pile."""
    if is_copycat(card):
        copycat(svg, x, y, card)
    else:
        cow(svg, x, y, card, turned)


def chips(svg: Svg, x: float, y: float, cards: list[str], doc: dict, per_row: int = 6) -> float:
    """The values of money cards, one chip each (a turned cow: its coloured amount, drawn
    upside down and in its type's colour); the y below the last row."""
    options = rules(doc)
    for i, card in enumerate(sorted_cards(cards)):
        cx, cy = x + (i % per_row) * (CHIP_W + 3), y + (i // per_row) * (CHIP_H + 3)
        value = card_value(card, options)
        with svg.group(card, data_role="money-card", data_card=card, data_value=value):
            fill = FILL[cow_type(card)] if is_cow(card) else "#f0f0e0"
            svg.rect(cx, cy, CHIP_W, CHIP_H, rx=3, fill=fill, class_="card")
            svg.text(cx + CHIP_W / 2, cy + 12, str(value), text_anchor="middle", class_="tiny",
                     transform=f"rotate(180 {cx + CHIP_W / 2} {cy + CHIP_H / 2})" if is_cow(card) else None)
    return y + -(-len(cards) // per_row) * (CHIP_H + 3)


class Flow:
    """Places items left to right from `x`, starting a new row past `right`."""

    def __init__(self, x: float, y: float, right: float, row: float):
        self.x0, self.x, self.y, self.right, self.row = x, x, y, right, row

    def place(self, width: float) -> tuple[float, float]:
        if self.x > self.x0 and self.x + width > self.right:
            self.x, self.y = self.x0, self.y + self.row
        at = (self.x, self.y)
        self.x += width + 14
        return at

    def bottom(self) -> float:
        return self.y + self.row if self.x > self.x0 else self.y


def display(svg: Svg, flow: Flow, player: dict) -> None:
    """The face-up cows by type, each type's cards offset so their number shows, with the
    Copycats placed with the type last; the Copycats placed separately after them."""
    types = sorted({cow_type(c) for c in player["display"]} |
                   {s["cow"] for s in player["copycats"] if s["cow"] is not None})
    for value in types:
        cows = sorted_cards(c for c in player["display"] if cow_type(c) == value)
        cats = sorted_cards(s["card"] for s in player["copycats"] if s["cow"] == value)
        x, y = flow.place(W + STEP * (len(cows) + len(cats) - 1))
        with svg.group(data_role="display", data_cow=value, data_count=len(cows)):
            for i, card in enumerate(cows):
                cow(svg, x + i * STEP, y, card)
            for i, card in enumerate(cats):
                copycat(svg, x + (len(cows) + i) * STEP, y, card, value)
            svg.text(x, y + H + 12, f"{value} x{len(cows)}" + (" +C" if cats else ""), class_="tiny muted")
    separate = sorted_cards(s["card"] for s in player["copycats"] if s["cow"] is None)
    if separate:
        x, y = flow.place(W + STEP * (len(separate) - 1))
        with svg.group(data_role="display", data_cow="separate", data_count=len(separate)):
            for i, card in enumerate(separate):
                copycat(svg, x + i * STEP, y, card, None)
            svg.text(x, y + H + 12, "separate", class_="tiny muted")


def triples(svg: Svg, flow: Flow, player: dict) -> None:
    for triple in sorted(player["triples"], key=lambda t: t["cow"]):
        x, y = flow.place(W + 2 * PUSHED)
        with svg.group(f"triple of {triple['cow']}", data_role="triple", data_cow=triple["cow"]):
            svg.rect(x - 3, y - 3, W + 2 * PUSHED + 6, H + 6, rx=6, fill="none", stroke="#2a7a2a",
                     stroke_width=2)
            for i, card in enumerate(sorted_cards(triple["cards"])):  # a Copycat first, under the cows
                if is_copycat(card):
                    copycat(svg, x + i * PUSHED, y, card, triple["cow"])
                else:
                    cow(svg, x + i * PUSHED, y, card)
            svg.text(x, y + H + 14, f"triple {triple['cow']}", class_="tiny good")


def black_sheep(svg: Svg, flow: Flow, player: dict, doc: dict) -> None:
    options = rules(doc)
    for card in sorted_cards(player["black_sheep"]):
        x, y = flow.place(W)
        amount = coloured_amount(card, options)
        cow(svg, x, y, card, turned=True, role="black-sheep", note=f", black sheep: -{amount}",
            data_amount=amount)
        svg.text(x + W / 2, y + H + 12, f"-{amount}", text_anchor="middle", class_="small warn")
