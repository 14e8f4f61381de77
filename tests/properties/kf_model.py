"""An independent model of Kuhhandel Festival facts, for checking the engine.

Everything here is re-derived from the rulebook and docs/state-and-actions.md, never
imported from the engine: card ids, card values, where cards lie in a canonical state,
the least payable total (no change is ever given) and the score. If the engine and this
model disagree, one of them misreads the rules.
"""

from __future__ import annotations

import functools
import json
from collections import Counter
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]

# Contents (rulebook "Contents"): 9 cow quartets, 4 Copycats, 40 Kuhpons.
COW_TYPES = (10, 30, 60, 100, 150, 220, 300, 400, 500)
KUHPON_COUNTS = {0: 10, 100: 10, 10: 5, 20: 5, 50: 5, 200: 5}
COW_IDS = tuple(f"cow-{t}-{c}" for t in COW_TYPES for c in range(1, 5))
COPYCAT_IDS = tuple(f"copycat-{c}" for c in range(1, 5))
KUHPON_IDS = tuple(f"kp-{v}-{c}" for v, n in KUHPON_COUNTS.items() for c in range(1, n + 1))
ALL_IDS = COW_IDS + COPYCAT_IDS + KUHPON_IDS
assert len(ALL_IDS) == len(set(ALL_IDS)) == 80
COPYCAT_BONUS = 50


def kind(card: str) -> str:
    return card.split("-")[0]  # "cow", "copycat" or "kp"


def cow_type(card: str) -> int:
    return int(card.split("-")[1])


def canonical_order(cards) -> list[str]:
    """A stable order for rebuilt zones (order never carries meaning)."""
    return sorted(cards, key=lambda c: (kind(c), *map(int, c.split("-")[1:])))


@functools.lru_cache(maxsize=1)
def fixture_table() -> dict:
    path = ROOT / "fixtures" / "kuhhandel-festival" / "cow-cards.yaml"
    return dict(yaml.safe_load(path.read_text(encoding="utf-8"))["cards"])


def coloured_amount(cow: str, options: dict) -> int:
    """R-KF-COLOURED-AMOUNT: a deck table given in the options, then the shipped one."""
    rule = options.get("coloured_amount", "deck_table")
    if isinstance(rule, dict) and cow in rule["table"]:
        return rule["table"][cow]
    return fixture_table().get(cow, cow_type(cow))


def value(card: str, options: dict) -> int:
    """Money value of a card in a money hand: a Kuhpon's face, a turned cow's amount."""
    if kind(card) == "kp":
        return int(card.split("-")[1])
    return coloured_amount(card, options)


def total(cards, options: dict) -> int:
    return sum(value(c, options) for c in cards)


def least_payable(hand, amount: int, options: dict) -> int | None:
    """The exact amount if some cards of the hand add up to it, else the least total above
    it (0-value cards never help); None when the whole hand is not enough."""
    sums = {0}
    for card in hand:
        v = value(card, options)
        if v > 0:
            sums |= {s + v for s in sums}
    above = [s for s in sums if s >= amount]
    return min(above) if above else None


def payment_verdict(hand, cards, amount: int, options: dict) -> str | None:
    """None when `cards` is an acceptable payment of `amount` from `hand`, else the
    rejection code the contract asks for. `cards` is a list of distinct owned ids."""
    paid = total(cards, options)
    if paid < amount:
        return "payment_insufficient"
    if options["payment"] == "any_sufficient":
        return None
    target = least_payable(hand, amount, options)
    if options["payment"] == "exact_or_minimal" and target != amount:
        # no card could go back while the payment still covered the amount (0s always can)
        if any(paid - value(c, options) >= amount for c in cards):
            return "payment_not_minimal"
        return None
    code = "payment_not_exact" if target == amount else "payment_not_least"
    if any(value(c, options) == 0 for c in cards) or paid != target:
        return code
    return None


def places(state: dict) -> list[tuple[str, str]]:
    """Every card of a canonical state with the zone it lies in."""
    out = []
    for s, p in enumerate(state["players"]):
        for zone in ("stack", "display", "black_sheep", "kuhpons"):
            out += [(c, f"{s}.{zone}") for c in p[zone]]
        out += [(cc["card"], f"{s}.copycats") for cc in p["copycats"]]
        out += [(c, f"{s}.triples") for t in p["triples"] for c in t["cards"]]
    out += [(c, "box") for c in state["box"]]
    for zone in ("neutral_pile", "neutral_kuhpons"):   # the two-player variant
        out += [(c, zone) for c in state.get(zone, [])]
    for key in ("lot", "lot_kuhpons", "offer"):
        out += [(c, f"phase.{key}") for c in state["phase"].get(key) or []]
    return out


def conservation_errors(state: dict) -> list[str]:
    """Empty when each of the 80 cards lies exactly once somewhere (KF-CON-3)."""
    counts = Counter(c for c, _ in places(state))
    errors = [f"{c} appears {n} times" for c, n in counts.items() if n != 1]
    errors += [f"{c} is no card of the game" for c in counts if c not in ALL_IDS]
    errors += [f"{c} is nowhere" for c in ALL_IDS if c not in counts]
    return errors


def dumps(state) -> str:
    return json.dumps(state, sort_keys=True)


def money_measure(player: dict, options: dict) -> int:
    """What "most Kuhpons" compares (R-KF-MOST-KUHPONS)."""
    if options["most_kuhpons"] == "count":
        return len(player["kuhpons"])
    return total(player["kuhpons"], options)


def score(state: dict) -> dict:
    """The score of every seat, recomputed from the rulebook's 'End of game and scoring'."""
    options = state["options"]
    money = [money_measure(p, options) for p in state["players"]]
    rows = []
    for seat, p in enumerate(state["players"]):
        types = sorted(t["cow"] for t in p["triples"])
        bonus = 1 if money[seat] == max(money) else 0
        copycats = len(p["copycats"]) + sum(kind(c) == "copycat" for t in p["triples"] for c in t["cards"])
        sheep = sum(coloured_amount(c, options) for c in p["black_sheep"])
        rows.append({"seat": seat, "triples": types, "triple_sum": sum(types),
                     "multiplier": len(types) + bonus, "most_kuhpons": bool(bonus),
                     "money": money[seat], "copycats": copycats, "black_sheep": sheep,
                     "total": sum(types) * (len(types) + bonus) + COPYCAT_BONUS * copycats - sheep})

    def key(row):  # most points; a tie goes to the least valuable triple (R-KF-TIE-BREAK)
        if row["triples"]:
            least = row["triples"][0]
        else:
            least = float("inf") if options["tie_break_no_triple"] == "loses" else 0
        return (-row["total"], least)

    best = min(key(r) for r in rows)
    return {"rows": rows, "winners": [r["seat"] for r in rows if key(r) == best], "key": key}


GAME = "kuhhandel-festival"


def spec():
    """The game's spec as the catalogue loads it (spec/kuhhandel-festival/)."""
    from kuhspec.catalogue import catalogue

    return catalogue().game(GAME)


@functools.lru_cache(maxsize=1)
def rejection_codes() -> dict[str, str]:
    """spec/kuhhandel-festival/rejections.yaml: code -> the clause it enforces."""
    return {code: entry.clause for code, entry in spec().codes.items()}
