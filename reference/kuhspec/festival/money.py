"""Kuhpons as money: values, totals and the no-change payment rule (KF-SPC-2..4).

A player's money hand holds Kuhpon cards and turned cows (KF-TRI-4); a turned cow is
worth its coloured amount (ruling R-KF-COLOURED-AMOUNT).
"""

from __future__ import annotations

import functools
import math

from .cards import COW_IDS, FACE_VALUES, cow_type, sorted_cards
from .context import Refusal
from .errors import PositionError


@functools.lru_cache(maxsize=1)
def fixture_table() -> dict[str, int]:
    """The per-card table in fixtures/kuhhandel-festival/cow-cards.yaml (status: assumed)."""
    from .. import yamlio
    from ..resources import data_path

    path = data_path("fixtures") / "kuhhandel-festival" / "cow-cards.yaml"
    return dict(yamlio.load(path)["cards"])


def rules(state: dict) -> dict:
    """What the money functions read: the options, with the amounts the position gives
    (the state's `amounts`, R-KF-COLOURED-AMOUNT) under the key "amounts"."""
    amounts = state.get("amounts")
    return {**state["options"], "amounts": amounts} if amounts else state["options"]


def coloured_amount(cow: str, options: dict) -> int:
    """The amount the position gives the card, else its deck table's (R-KF-COLOURED-AMOUNT:
    under deck_table a table given in the options, then the shipped one; under stated the
    position names every cow, check_stated saw to it)."""
    known = options.get("amounts")
    if known and cow in known:
        return known[cow]
    rule = options["coloured_amount"]
    if isinstance(rule, dict) and cow in rule["table"]:
        return rule["table"][cow]
    return fixture_table().get(cow, cow_type(cow))


def check_stated(amounts: dict | None, options: dict) -> None:
    """Under coloured_amount stated a setup or state names the amount of every cow card
    (R-KF-COLOURED-AMOUNT); raise PositionError naming $.amounts otherwise."""
    if options["coloured_amount"] != "stated":
        return
    missing = [c for c in COW_IDS if c not in (amounts or {})]
    if missing:
        raise PositionError("$.amounts", f"under coloured_amount stated the position states the amount "
                                         f"of every cow card; {len(missing)} missing, the first {missing[0]}",
                            "KF-TRI-3")


def card_values(cards, options: dict) -> list[int]:
    """What each card is worth, in their order (`cards`: a list or tuple): a Kuhpon its face
    value, a turned cow its coloured amount (KF-TRI-4). Most hands hold Kuhpons only: their
    values are read in one pass of C, and only a hand with a turned cow card by card."""
    try:
        return list(map(FACE_VALUES.__getitem__, cards))
    except KeyError:
        return [FACE_VALUES[c] if c in FACE_VALUES else coloured_amount(c, options) for c in cards]


def card_value(card: str, options: dict) -> int:
    """What one card is worth (card_values)."""
    return card_values((card,), options)[0]


def total(cards, options: dict) -> int:
    return sum(card_values(cards, options))


def reachable_totals(hand, options: dict) -> "Totals | SetTotals":
    """Every total some set of positive-valued cards of the hand adds up to."""
    return _later_totals(value_groups(hand, options))[0]


def value_groups(hand, options: dict) -> tuple[tuple[int, int], ...]:
    """The hand's positive card values, each with the number of cards worth it, lowest first."""
    counts: dict[int, int] = {}
    for value in card_values(hand, options):
        if value > 0:
            counts[value] = counts.get(value, 0) + 1
    return tuple(sorted(counts.items()))


class Totals:
    """A set of totals (whole numbers >= 0), as a bit set: bit k stands for the total
    k * unit. What a payment asks of it: has(n), largest(), least_from(n)."""

    __slots__ = ("bits", "unit")

    def __init__(self, bits: int, unit: int) -> None:
        self.bits, self.unit = bits, unit

    def has(self, n: int) -> bool:
        return n >= 0 and n % self.unit == 0 and (self.bits >> (n // self.unit)) & 1 == 1

    def largest(self) -> int:
        return (self.bits.bit_length() - 1) * self.unit

    def least_from(self, n: int) -> int | None:
        """The least total >= n, or None."""
        k = max(0, -(-n // self.unit))  # the least multiple of the unit >= n, in units
        above = self.bits >> k
        return (k + (above & -above).bit_length() - 1) * self.unit if above else None


class SetTotals:
    """Totals too far apart for a bit set (an amount table of huge or odd amounts), as a
    set; asked the same as Totals."""

    __slots__ = ("totals",)

    def __init__(self, totals: frozenset[int]) -> None:
        self.totals = totals

    def has(self, n: int) -> bool:
        return n in self.totals

    def largest(self) -> int:
        return max(self.totals)

    def least_from(self, n: int) -> int | None:
        return min((t for t in self.totals if t >= n), default=None)


#: the most bits a bit set of totals spans; beyond it the totals are kept as a set
BIT_SET_LIMIT = 1 << 16


@functools.lru_cache(maxsize=4096)
def _later_totals(groups: tuple[tuple[int, int], ...]) -> tuple[Totals | SetTotals, ...]:
    """For groups of (value, number of cards), the totals that the cards of groups i, i+1 ...
    can add up to, for every i (and {0} past the last): a pure function of the groups, so
    kept (a payment asks it of one hand three times: legal(), its required total, act()).
    Every total is a multiple of the values' greatest common divisor, the unit: a bit set
    of multiples of it, unless it would span more than BIT_SET_LIMIT bits."""
    unit = span = 0  # the values' greatest common divisor, and the total of all the cards
    for value, count in groups:
        unit = math.gcd(unit, value)
        span += value * count
    unit = unit or 1  # no groups: no common divisor
    if span // unit < BIT_SET_LIMIT:
        later = [1]  # bit 0: the total 0
        for value, count in reversed(groups):
            shifted = reach = later[-1]
            for _ in range(count):  # n cards of the value add n * value
                shifted <<= value // unit
                reach |= shifted
            later.append(reach)
        return tuple(Totals(bits, unit) for bits in reversed(later))
    sets = [frozenset({0})]
    for value, count in reversed(groups):
        sets.append(frozenset(n * value + s for n in range(count + 1) for s in sets[-1]))
    return tuple(SetTotals(totals) for totals in reversed(sets))


def required_total(hand, amount: int, options: dict) -> int | None:
    """Under exact_or_least: the exact amount if reachable, else the least total above it.

    None when the hand cannot reach the amount at all."""
    return reachable_totals(hand, options).least_from(amount)


def refuse_cards(hand, cards) -> Refusal | None:
    """The cards (distinct, known card ids: engine.check_form) must be in the hand."""
    for card in cards:
        if card not in hand:
            return Refusal("kuhpon_not_owned", f"{card} is not in this player's money")
    return None


def refuse_payment(hand, cards, amount: int, options: dict, rule: str | None = None) -> Refusal | None:
    """Check a payment of `amount` from `hand` (KF-SPC-2, KF-SPC-3, R-KF-PAYMENT) under
    `rule` (by default the options' payment ruling)."""
    refusal = refuse_cards(hand, cards)
    if refusal:
        return refusal
    values = card_values(cards, options)
    paid = sum(values)  # their total
    if paid < amount:
        return Refusal("payment_insufficient", f"{paid} paid, {amount} due")
    rule = rule or options["payment"]
    if rule == "any_sufficient":
        return None
    target = required_total(hand, amount, options)
    code = ("payment_not_exact" if target == amount else
            "payment_not_minimal" if rule == "exact_or_minimal" else "payment_not_least")
    if 0 in values:  # the first card worth 0
        return Refusal(code, f"{cards[values.index(0)]} is worth 0 and is no part of a payment")
    if rule == "exact_or_minimal" and target != amount:
        spare = superfluous(cards, amount, options)
        if spare:
            return Refusal(code, f"{paid} paid; without {spare} it would still cover {amount}")
        return None
    if paid != target:
        what = "exactly" if target == amount else "the least possible total,"
        return Refusal(code, f"{paid} paid; this hand must pay {what} {target}")
    return None


def superfluous(cards, amount: int, options: dict) -> str | None:
    """A card of the payment that could be taken back while it still covers `amount`."""
    cards = sorted_cards(cards)
    values = card_values(cards, options)
    paid = sum(values)
    return next((c for c, value in zip(cards, values) if paid - value >= amount), None)


def payment_choices(hand, amount: int, options: dict, rule: str | None = None) -> list[list[str]]:
    """Acceptable payments under `rule` (by default the options' payment ruling), one per
    distinct multiset of values (cards chosen lowest id first).

    Under any_sufficient and exact_or_minimal (exact amount out of reach), the payments
    without a superfluous card are listed."""
    rule = rule or options["payment"]
    by_value: dict[int, list[str]] = {}
    hand = sorted_cards(hand)
    for card, value in zip(hand, card_values(hand, options)):
        if value > 0:
            by_value.setdefault(value, []).append(card)
    groups = sorted(by_value.items())  # the hand's value_groups, with their cards
    # A branch that cannot make up what is still due with the cards of the later groups
    # (exactly, when the target must be met) holds no payment, so the walk only enters
    # branches that end in one (the first does: the hand reaches the target).
    sizes = []  # (a loop: no comprehension frame)
    for value, cards in groups:
        sizes.append((value, len(cards)))
    later = _later_totals(tuple(sizes))
    target = later[0].least_from(amount)  # required_total
    if target is None:
        return []  # the hand cannot pay the amount at all
    choices: list[list[str]] = []
    exact = rule == "exact_or_least" or (rule == "exact_or_minimal" and target == amount)
    most = None if exact else [sums.largest() for sums in later]

    def walk(i, chosen, paid):
        if i == len(groups):  # paid is the target (exact), else at least the amount
            if exact or superfluous(chosen, amount, options) is None:
                choices.append(sorted_cards(chosen))
            return
        value, cards = groups[i]
        rest = later[i + 1]  # what the groups after this one can add up to
        for n in range(len(cards) + 1):
            if n and (paid + (n - 1) * value >= amount if not exact else paid + n * value > target):
                break  # more cards of this value only overpay: no choice lies further on
            now = paid + n * value
            if rest.has(target - now) if exact else amount - now <= most[i + 1]:
                walk(i + 1, chosen + cards[:n], now)

    walk(0, [], 0)
    del walk  # the walk refers to itself: emptying its cell frees it by reference counting,
    # not by the cycle collector (each payment left a cycle of about 25 objects)
    return choices
