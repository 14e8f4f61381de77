"""The auction and its special cases (KF-AUC-*, KF-SPC-*)."""

from __future__ import annotations

from .cards import sorted_cards
from .context import Ctx
from .copycats import receive
from .errors import Rejection
from .money import check_payment, total
from .turns import active_seats, finish_turn


def start(state: dict, action: dict, ctx: Ctx) -> None:
    """`auction`: the turn player lays 2 cards of their stack face up (KF-AUC-1), or the
    last one alone (KF-END-1)."""
    seat = action["player"]
    stack = state["players"][seat]["stack"]
    cards = action["cards"]  # a list of card ids (engine.check_form)
    if not stack:
        raise Rejection("stack_empty", "the stack is empty: offer a cow trade")
    size = min(2, len(stack))
    if len(cards) != size:
        if size == 1:
            raise Rejection("last_card_alone", "only 1 card is left: it is auctioned alone")
        raise Rejection("lot_size", "the lot must be 2 cards from the stack")
    for card in cards:
        if card not in stack:
            raise Rejection("card_not_in_stack", f"{card} is not in this player's stack")
    for card in cards:
        stack.remove(card)
    state["phase"] = {"step": "auction", "auctioneer": seat, "lot": sorted_cards(cards),
                      "high_bid": None, "passed": [], "caps": {}, "revealed": {}, "repeat": 0}
    ctx.emit("auction_started", player=seat, lot=sorted_cards(cards))
    close_if_all_passed(state, ctx)


def bidders(state: dict) -> list[int]:
    """Everyone still in the game but the auctioneer (KF-AUC-2, KF-AUC-3, R-KF-DROPPED-OUT)."""
    return [s for s in active_seats(state) if s != state["phase"]["auctioneer"]]


def bid(state: dict, action: dict, ctx: Ctx) -> None:
    """`bid`: at least 10 above the highest bid, in steps of 10 (KF-AUC-4, R-KF-BIDDING)."""
    phase, seat, amount = state["phase"], action["player"], action["amount"]
    if seat == phase["auctioneer"]:
        raise Rejection("auctioneer_cannot_bid", "the auctioneer may not bid")
    if amount % 10:
        raise Rejection("bid_not_multiple_of_10", f"{amount} is no multiple of 10")
    least = phase["high_bid"]["amount"] + 10 if phase["high_bid"] else 10
    if amount < least:
        raise Rejection("bid_too_low", f"{amount} bid; at least {least} needed")
    cap = phase["caps"].get(str(seat))
    if cap is not None and amount > cap:
        raise Rejection("bid_over_cap", f"this player has only {cap} and may bid no more")
    phase["high_bid"] = {"player": seat, "amount": amount}
    phase["passed"] = []
    ctx.emit("bid", player=seat, amount=amount)
    close_if_all_passed(state, ctx)


def pass_(state: dict, action: dict, ctx: Ctx) -> None:
    """`pass`: no higher bid from this player for now (R-KF-AUCTION-CLOSE)."""
    phase, seat = state["phase"], action["player"]
    if seat == phase["auctioneer"]:
        raise Rejection("not_your_turn", "the auctioneer does not bid, so does not pass")
    if phase["high_bid"] and phase["high_bid"]["player"] == seat:
        raise Rejection("high_bidder_cannot_pass", "the highest bid stands")
    if seat not in phase["passed"]:
        phase["passed"] = sorted(phase["passed"] + [seat])
    ctx.emit("passed", player=seat)
    close_if_all_passed(state, ctx)


def close_if_all_passed(state: dict, ctx: Ctx) -> None:
    phase = state["phase"]
    if state["options"]["auction_close"] != "all_pass":
        return
    high = phase["high_bid"]["player"] if phase["high_bid"] else None
    if all(s in phase["passed"] for s in bidders(state) if s != high):
        close(state, ctx)


def call_close(state: dict, action: dict, ctx: Ctx) -> None:
    """`close_auction`: the auctioneer calls "sold" (auction_close: auctioneer_calls)."""
    if state["options"]["auction_close"] != "auctioneer_calls":
        raise Rejection("close_not_allowed", "the auction closes by itself once every bidder has passed")
    if action["player"] != state["phase"]["auctioneer"]:
        raise Rejection("close_not_allowed", "only the auctioneer closes the auction")
    close(state, ctx)


def close(state: dict, ctx: Ctx) -> None:
    phase = state["phase"]
    ctx.emit("auction_closed", high_bid=phase["high_bid"])
    if phase["high_bid"] is None:
        # KF-SPC-1: nobody bid, the auctioneer takes the lot for free.
        seat, lot = phase["auctioneer"], phase["lot"]
        ctx.emit("taken_free", player=seat)
        state["phase"] = {"step": "turn"}
        receive(state, seat, lot, ctx)
        finish_turn(state, ctx)
    else:
        phase["step"] = "award"


def sell(state: dict, action: dict, ctx: Ctx) -> None:
    """`sell`: the highest bidder pays the auctioneer (KF-AUC-7); one who cannot shows
    their Kuhpons and the auction is repeated (KF-SPC-6..8, R-KF-REPEAT)."""
    phase = state["phase"]
    _check_auctioneer(state, action)
    buyer, amount = phase["high_bid"]["player"], phase["high_bid"]["amount"]
    money = state["players"][buyer]["kuhpons"]
    if total(money, state["options"]) < amount:
        ctx.emit("payment_failed", player=buyer, amount=amount)
        ctx.emit("kuhpons_revealed", player=buyer, kuhpons=sorted_cards(money))
        phase.update(step="auction", high_bid=None, passed=[], repeat=phase["repeat"] + 1)
        phase["caps"][str(buyer)] = total(money, state["options"])
        phase["revealed"][str(buyer)] = sorted_cards(money)
        ctx.emit("auction_repeated", player=phase["auctioneer"], lot=phase["lot"])
        close_if_all_passed(state, ctx)
        return
    phase.update(step="payment", payer=buyer, payee=phase["auctioneer"], amount=amount, buyer=buyer)
    ctx.emit("sold", player=buyer, amount=amount)


def first_refusal(state: dict, action: dict, ctx: Ctx) -> None:
    """`first_refusal`: the auctioneer pays the highest bidder and keeps the lot (KF-AUC-8),
    only when able to pay (KF-SPC-5, R-KF-REFUSAL-UNABLE)."""
    phase = state["phase"]
    _check_auctioneer(state, action)
    seat, amount = phase["auctioneer"], phase["high_bid"]["amount"]
    if total(state["players"][seat]["kuhpons"], state["options"]) < amount:
        raise Rejection("first_refusal_unaffordable", f"the auctioneer cannot pay {amount}")
    phase.update(step="payment", payer=seat, payee=phase["high_bid"]["player"], amount=amount, buyer=seat)
    ctx.emit("first_refusal", player=seat, amount=amount)


def _check_auctioneer(state: dict, action: dict) -> None:
    if action["player"] != state["phase"]["auctioneer"]:
        raise Rejection("not_your_turn", "the auctioneer awards the lot")


def pay(state: dict, action: dict, ctx: Ctx) -> None:
    """`pay`: Kuhpons go from payer to payee without change (KF-SPC-2..4); the buyer takes
    the lot into their display (KF-AUC-7/8)."""
    phase, seat = state["phase"], action["player"]
    if seat != phase["payer"]:
        raise Rejection("not_your_turn", f"seat {phase['payer']} pays now")
    payer, payee = state["players"][seat], state["players"][phase["payee"]]
    cards = action["kuhpons"]
    check_payment(payer["kuhpons"], cards, phase["amount"], state["options"])
    for card in cards:
        payer["kuhpons"].remove(card)
    payee["kuhpons"] = sorted_cards(payee["kuhpons"] + cards)
    ctx.emit("paid", player=seat, to=phase["payee"], kuhpons=sorted_cards(cards),
             total=total(cards, state["options"]))
    buyer, lot = phase["buyer"], phase["lot"]
    state["phase"] = {"step": "turn"}
    receive(state, buyer, lot, ctx)
    finish_turn(state, ctx)
