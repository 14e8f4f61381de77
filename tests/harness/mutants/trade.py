"""Mutants of the cow trade (KF-TRD-*)."""

from __future__ import annotations

from kuhspec.festival import trade
from kuhspec.festival.cards import sorted_cards

from . import bend, mutant


@mutant("copycat-tradeable", "KF-TRD-4")
def _copycat_tradeable():
    """A Copycat named in a cow trade is not refused as such: it is checked like a cow
    (trade.tradeable)."""
    bend(trade, "tradeable", lambda cow: True)


@mutant("copycat-follows-traded-cow", "KF-TRD-4", "KF-TRD-7")
def _copycat_follows_traded_cow():
    """A Copycat placed with a traded cow type goes to the winner with the cow
    (trade.award_cows)."""
    original = trade.award_cows

    def award_cows(state: dict, winner: int, loser: int, ctx) -> None:
        lose, win = state["players"][loser], state["players"][winner]
        for slot in [cc for cc in lose["copycats"] if cc["cow"] in state["phase"]["cows"]]:
            lose["copycats"].remove(slot)
            taken = any(cc["cow"] == slot["cow"] for cc in win["copycats"])
            win["copycats"].append({"card": slot["card"], "cow": None if taken else slot["cow"]})
        original(state, winner, loser, ctx)

    bend(trade, "award_cows", award_cows)


@mutant("same-type-twice-in-trade", "KF-TRD-3")
def _same_type_twice():
    """A cow trade may name the same type twice (trade.distinct)."""
    bend(trade, "distinct", lambda cows: True)


@mutant("counter-loser-keeps-own", "KF-TRD-8", "KF-TRD-10", "KF-TRD-11", "KF-TRD-12", "KF-TRD-3")
def _counter_loser_keeps_own():
    """After a counter-bid the loser gets the winner's offer and also keeps their own
    (trade.settle_offers)."""

    def settle_offers(state: dict, winner: int, cards: list[str]) -> None:
        phase = state["phase"]
        loser = phase["challenger"] if winner == phase["partner"] else phase["partner"]
        trade._give(state, loser, phase["offer"] + cards)

    bend(trade, "settle_offers", settle_offers)


@mutant("first-tie-to-challenger", "KF-TRD-9", "KF-TRD-10", "KF-TRD-11", "KF-TRD-5", "KF-TRD-6")
def _first_tie_to_challenger():
    """A first tie is not reopened: it goes to the challenger at once, like a second tie
    (trade.reopens_on_tie)."""
    bend(trade, "reopens_on_tie", lambda phase: False)


@mutant("second-tie-to-partner", "KF-TRD-10", "KF-TRD-11", "KF-TRD-5", "KF-TRD-8", "KF-TRD-9")
def _second_tie_to_partner():
    """A second tie goes to the partner instead of the challenger (trade.tie_winner)."""
    bend(trade, "tie_winner", lambda phase: phase["partner"])


@mutant("trade-moves-highest-copy", "KF-TRD-11")
def _trade_moves_highest_copy():
    """The loser of a trade gives the cow with the highest copy number, not the lowest
    (trade.pick_cows)."""
    bend(trade, "pick_cows", lambda cards, n: sorted_cards(cards)[::-1][:n])


@mutant("accept-returns-offer", "KF-TRD-6", "KF-TRD-11", "KF-TRD-12", "KF-TRD-2", "KF-TRD-3")
def _accept_returns_offer():
    """On acceptance the challenger gets the cows and takes the offer back: free cows
    (trade.offer_goes_to)."""
    bend(trade, "offer_goes_to", lambda phase: phase["challenger"])


@mutant("counter-compares-card-count", "KF-TRD-7", "KF-TRD-10", "KF-TRD-11", "KF-TRD-3", "KF-TRD-4")
def _counter_compares_card_count():
    """A counter-bid is compared with the offer by the number of cards, not their total
    (trade.offer_value)."""
    bend(trade, "offer_value", lambda cards, options: len(cards))


@mutant("pairs-option-ignored", "KF-TRD-11", "KF-TRD-7")
def _pairs_option_ignored():
    """Under trade_quantity: pairs_when_both_hold_two still only one cow moves
    (trade.count_to_move)."""
    bend(trade, "count_to_move", lambda state, theirs, mine: 1)
