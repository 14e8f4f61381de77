"""Rulings as data: the options object of a game (see spec/rulings.yaml)."""

from __future__ import annotations

from .cards import COW_IDS
from .errors import PositionError

DEFAULTS = {
    "auction_close": "all_pass",          # R-KF-AUCTION-CLOSE
    "payment": "exact_or_least",          # R-KF-PAYMENT
    "most_kuhpons": "value",              # R-KF-MOST-KUHPONS
    "tie_break_no_triple": "loses",       # R-KF-TIE-BREAK
    "trade_quantity": "one_per_type",     # R-KF-TRADE-PAIR
    "coloured_amount": "type_value",      # R-KF-COLOURED-AMOUNT
}
CHOICES = {
    "auction_close": ("all_pass", "auctioneer_calls"),
    "payment": ("exact_or_least", "any_sufficient"),
    "most_kuhpons": ("value", "count"),
    "tie_break_no_triple": ("loses", "wins"),
    "trade_quantity": ("one_per_type", "pairs_when_both_hold_two"),
    "coloured_amount": ("type_value", "card_table"),
}


def option_value(key: str, value) -> str:
    """The declared option name of a value (a coloured-amount table is `card_table`)."""
    if key == "coloured_amount" and isinstance(value, dict):
        return "card_table"
    return value


def normalise(options: object, path: str = "$.options") -> dict:
    """Fill defaults and validate every option; raise PositionError naming the field."""
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise PositionError(path, "options must be an object")
    out = dict(DEFAULTS)
    for key, value in options.items():
        if key not in CHOICES:
            raise PositionError(f"{path}.{key}", f"unknown option {key!r}; known: {sorted(CHOICES)}")
        if key == "coloured_amount" and isinstance(value, dict):
            table = value.get("table")
            if set(value) != {"table"} or not isinstance(table, dict):
                raise PositionError(f"{path}.{key}", 'a card table is {"table": {cow id: amount}}')
            for card, amount in table.items():
                if card not in COW_IDS:
                    raise PositionError(f"{path}.{key}.table.{card}", "not a cow card id")
                if not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
                    raise PositionError(f"{path}.{key}.table.{card}", "amount must be a whole number >= 0")
            out[key] = {"table": dict(table)}
            continue
        if value not in CHOICES[key]:
            raise PositionError(f"{path}.{key}", f"{value!r} is not one of {list(CHOICES[key])}")
        out[key] = value
    return out
