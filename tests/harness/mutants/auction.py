"""Mutants of the auction and its special cases (KF-AUC-*, KF-SPC-5..8)."""

from __future__ import annotations

from kuhspec.festival import auction, award, turns

from . import bend, mutant, noop, waive


@mutant("auctioneer-bids", "KF-AUC-2", "KF-AUC-10", "KF-AUC-3", "KF-AUC-5", "KF-AUC-6")
def _auctioneer_bids():
    """The auctioneer is a bidder in their own auction (turns.may_bid)."""
    bend(turns, "may_bid", lambda state, seat: True)


@mutant("dropped-out-bids", "KF-AUC-3", "KF-AUC-5")
def _dropped_out_bids():
    """A player who dropped out may still bid (turns.verify_in_game forgets `out` for bids)."""
    original = turns.verify_in_game

    def verify_in_game(state: dict, action: dict) -> None:
        if action["type"] != "bid":
            original(state, action)

    bend(turns, "verify_in_game", verify_in_game)


@mutant("bid-steps-of-5", "KF-AUC-4", "KF-AUC-3", "KF-AUC-5")
def _bid_steps_of_5():
    """Bids go up in steps of 5: multiples of 5, at least 5 above the highest bid (BID_STEP)."""
    bend(auction, "BID_STEP", 5)


@mutant("first-bid-zero", "KF-AUC-4", "KF-AUC-2")
def _first_bid_zero():
    """The first bid of an auction may be 0 (FIRST_BID)."""
    bend(auction, "FIRST_BID", 0)


@mutant("closes-on-first-pass", "KF-AUC-5")
def _closes_on_first_pass():
    """Under all_pass the auction closes at the first pass after a bid (auction.all_passed)."""
    original = auction.all_passed

    def all_passed(state: dict) -> bool:
        phase = state["phase"]
        return bool(phase["high_bid"] and phase["passed"]) or original(state)

    bend(auction, "all_passed", all_passed)


@mutant("auctioneer-calls-ignored", "KF-AUC-5", "KF-AUC-6")
def _auctioneer_calls_ignored():
    """Under auction_close: auctioneer_calls the auction still closes once everyone passed
    (auction.closes_by_itself)."""
    bend(auction, "closes_by_itself", lambda state: True)


@mutant("high-bidder-may-pass", "KF-AUC-5", "KF-AUC-3")
def _high_bidder_may_pass():
    """The highest bidder may pass, their bid stands (auction.refuse_pass without high_bidder_cannot_pass)."""
    waive(auction, "refuse_pass", "high_bidder_cannot_pass")


@mutant("repeat-not-counted", "KF-SPC-7", "KF-SPC-6", "KF-SPC-8")
def _repeat_not_counted():
    """A repeated auction does not raise `repeat` (award.fail_sale)."""
    original = award.fail_sale

    def fail_sale(state: dict, ctx) -> None:
        before = state["phase"]["repeat"]
        original(state, ctx)
        if state["phase"]["step"] == "auction":
            state["phase"]["repeat"] = before

    bend(award, "fail_sale", fail_sale)


@mutant("caps-reset-on-repeat", "KF-SPC-8", "KF-SPC-6", "KF-SPC-7")
def _caps_reset_on_repeat():
    """A further repeat forgets the caps of earlier failed sales: only the latest holds
    (award.cap_bidder)."""
    original = award.cap_bidder

    def cap_bidder(state: dict, seat: int) -> None:
        original(state, seat)
        phase = state["phase"]
        phase["caps"] = {str(seat): phase["caps"][str(seat)]}

    bend(award, "cap_bidder", cap_bidder)


@mutant("refusal-when-unaffordable", "KF-SPC-5")
def _refusal_when_unaffordable():
    """The auctioneer may use first refusal without the money to pay the bid
    (award.can_afford_refusal)."""
    bend(award, "can_afford_refusal", lambda state: True)


@mutant("failed-sale-not-revealed", "KF-SPC-6", "KF-SPC-7", "KF-SPC-8")
def _failed_sale_not_revealed():
    """A bidder who cannot pay is capped, but their money is not shown (award.reveal_money)."""
    bend(award, "reveal_money", noop)


@mutant("no-repeat-cap", "KF-SPC-8", "KF-SPC-6", "KF-SPC-7")
def _no_repeat_cap():
    """In a repeated auction the bidder who could not pay may bid more than they showed
    (auction.bid_cap)."""
    bend(auction, "bid_cap", lambda state, seat: None)
