"""Mutants of paying without change (KF-SPC-2..4, R-KF-PAYMENT)."""

from __future__ import annotations

from kuhspec.festival import award, money
from kuhspec.festival.cards import sorted_cards

from . import bend, mutant


@mutant("overpay-accepted", "KF-SPC-3", "KF-SPC-4")
def _overpay_accepted():
    """Any sufficient payment is accepted, whatever the payment option says, as under
    any_sufficient (award.payment_rule)."""
    bend(award, "payment_rule", lambda state: "any_sufficient")


@mutant("refusal-payment-any-sufficient", "KF-SPC-4", "KF-SPC-3")
def _refusal_payment_any():
    """The auctioneer paying for first refusal may overpay: the payment rule binds buyers
    only (award.payment_rule)."""
    original = award.payment_rule

    def payment_rule(state: dict) -> str:
        phase = state["phase"]
        return "any_sufficient" if phase["payer"] == phase["auctioneer"] else original(state)

    bend(award, "payment_rule", payment_rule)


def _cards_worth(cards, target: int, options: dict) -> list[str] | None:
    """Some positive-valued cards adding up to exactly `target` (lowest ids first)."""
    found: dict[int, list[str]] = {0: []}
    for card in sorted_cards(cards):
        value = money.card_value(card, options)
        if value > 0:
            for total_, chosen in list(found.items()):
                found.setdefault(total_ + value, chosen + [card])
    return found.get(target)


@mutant("change-given", "KF-SPC-2", "KF-SPC-3")
def _change_given():
    """The payee of an overpayment hands back change from their money, when they can
    (award.hand_over)."""
    original = award.hand_over

    def hand_over(state: dict, payer: int, payee: int, cards: list[str]) -> None:
        original(state, payer, payee, cards)
        options, players = state["options"], state["players"]
        excess = money.total(cards, options) - state["phase"]["amount"]
        change = _cards_worth(players[payee]["kuhpons"], excess, options) if excess > 0 else None
        for card in change or []:
            players[payee]["kuhpons"].remove(card)
        if change:
            players[payer]["kuhpons"] = sorted_cards(players[payer]["kuhpons"] + change)

    bend(award, "hand_over", hand_over)


@mutant("spare-card-accepted", "KF-SPC-3")
def _spare_card_accepted():
    """Under exact_or_minimal a payment with a card it does not need is accepted
    (money.superfluous)."""
    bend(money, "superfluous", lambda cards, amount, options: None)


@mutant("position-amounts-ignored", "KF-TRI-4")
def _position_amounts_ignored():
    """A turned cow is worth its deck table's amount even when the position gives its
    amount (money.coloured_amount)."""
    original = money.coloured_amount

    def coloured_amount(cow: str, options: dict) -> int:
        return original(cow, {k: v for k, v in options.items() if k != "amounts"})

    bend(money, "coloured_amount", coloured_amount)
