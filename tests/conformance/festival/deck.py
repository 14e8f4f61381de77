"""Card facts of Kuhhandel Festival, read from the deck manifest
fixtures/kuhhandel-festival/deck.yaml (and the coloured amounts of cow-cards.yaml).

Steps ask the deck what a card is; they never parse a card's id for its type or value."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from kuhspec import yamlio
from kuhspec.resources import data_path


@dataclass(frozen=True)
class Card:
    id: str
    kind: str  # cow, copycat or kuhpon
    type: int | None = None  # a cow's type (its triple value)
    value: int | None = None  # a Kuhpon's face value


class Deck:
    def __init__(self, folder):
        data = yamlio.load(folder / "deck.yaml")
        self.cards = {c["id"]: Card(c["id"], c["kind"], c.get("type"), c.get("value")) for c in data["cards"]}
        self.ids = list(self.cards)
        self.cow_types = list(data["cow_types"])
        amounts = yamlio.load(folder / data["coloured_amounts"])
        self.printed_amounts: dict[str, int] = dict(amounts["cards"])

    def __getitem__(self, card: str) -> Card:
        try:
            return self.cards[card]
        except KeyError:
            raise ValueError(f"{card!r} is no card of the deck") from None

    def kind(self, card: str) -> str:
        return self[card].kind

    def of_kind(self, kind: str, cards) -> list[str]:
        return [c for c in cards if self[c].kind == kind]

    def cows_of_type(self, cow_type: int, cards=None) -> list[str]:
        return [c for c in (self.ids if cards is None else cards) if self[c].type == cow_type]

    def amount(self, card: str, options: dict, amounts: dict | None = None) -> int:
        """What a money card counts: a Kuhpon its face value; a turned cow the amount the
        position gives it (`amounts`), else the deck table the scenario's options say
        (R-KF-COLOURED-AMOUNT: a {"table": ...} given there, then the shipped table)."""
        c = self[card]
        if c.kind == "kuhpon":
            return c.value
        if amounts and card in amounts:
            return amounts[card]
        rule = options.get("coloured_amount", "deck_table")
        table = rule.get("table", {}) if isinstance(rule, dict) else {}
        return table.get(card, self.printed_amounts.get(card, c.type))


@cache
def deck() -> Deck:
    return Deck(data_path("fixtures") / "kuhhandel-festival")
