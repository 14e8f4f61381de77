"""The auction and its special cases (KF-AUC-*, KF-SPC-*), and the auction of the 2-player
game (KF-TWO-6..13): a neutral lot, one stated bid, bids A and B.

Each action has a verifier `verify_x(state, action)` that raises the Rejection, its boolean
`can_x` (which legal() uses), and a handler that verifies first and then changes the state.
The rules the verifiers share with legal() are small functions and constants here."""

from __future__ import annotations

from . import neutral, turns
from .cards import sorted_cards
from .context import Ctx, holds
from .copycats import receive
from .errors import Rejection
from .money import check_payment, rules, total
from .neutral import two_player
from .turns import bidders, check_actor, finish_turn

LOT_SIZE = 2      # KF-AUC-1: 2 cards of the stack; the last one alone (KF-END-1)
FIRST_BID = 10    # KF-AUC-4: the least first bid
BID_STEP = 10     # R-KF-BIDDING: bids are multiples of 10, each at least 10 above the last



# --------------------------------------------------------------------------- the lot


def lot_size(stack: list) -> int:
    """How many cards of the stack the turn player must auction."""
    return min(LOT_SIZE, len(stack))


def verify_auction(state: dict, action: dict) -> None:
    """`auction`: the turn player lays cards of their stack face up (KF-AUC-1, KF-END-1)."""
    check_actor(state, action, f"it is seat {state['turn']}'s turn")
    stack = state["players"][action["player"]]["stack"]
    cards = action["cards"]  # a list of card ids (engine.check_form)
    if not stack:
        raise Rejection("stack_empty", "the stack is empty: offer a cow trade")
    size = lot_size(stack)
    if len(cards) != size:
        if size == 1:
            raise Rejection("last_card_alone", "only 1 card is left: it is auctioned alone")
        raise Rejection("lot_size", f"the lot must be {LOT_SIZE} cards from the stack")
    for card in cards:
        if card not in stack:
            raise Rejection("card_not_in_stack", f"{card} is not in this player's stack")


def can_auction(state: dict, action: dict) -> bool:
    return holds(verify_auction, state, action)


def start(state: dict, action: dict, ctx: Ctx) -> None:
    verify_auction(state, action)
    seat, cards = action["player"], action["cards"]
    stack = state["players"][seat]["stack"]
    for card in cards:
        stack.remove(card)
    state["phase"] = {"step": "auction", "auctioneer": seat, "lot": sorted_cards(cards),
                      "high_bid": None, "passed": [], "caps": {}, "revealed": {}, "repeat": 0}
    ctx.emit("auction_started", player=seat, lot=sorted_cards(cards))
    close_if_all_passed(state, ctx)


def verify_auction_neutral(state: dict, action: dict) -> None:
    """`auction_neutral`: the turn player auctions a neutral lot (KF-TWO-6)."""
    check_actor(state, action, f"it is seat {state['turn']}'s turn")
    if not neutral.pile_has_lot(state):
        raise Rejection("neutral_pile_empty", "the neutral cow pile is empty")


def can_auction_neutral(state: dict, action: dict) -> bool:
    return holds(verify_auction_neutral, state, action)


def start_neutral(state: dict, action: dict, ctx: Ctx) -> None:
    """The top 2 cows of the pile face up and the top neutral Kuhpon face down (KF-TWO-7);
    cows of a completed type are black sheep at once (KF-TWO-8)."""
    verify_auction_neutral(state, action)
    seat = action["player"]
    cows, hidden = neutral.take_lot(state)
    state["phase"] = {"step": "auction", "auctioneer": seat, "lot": sorted_cards(cows),
                      "lot_kuhpons": hidden, "high_bid": None, "passed": [], "caps": {},
                      "revealed": {}, "repeat": 0}
    ctx.emit("auction_started", player=seat, lot=sorted_cards(cows), neutral=True,
             hidden_kuhpons=len(hidden), black_sheep=neutral.lot_black_sheep(state))
    close_if_all_passed(state, ctx)


# --------------------------------------------------------------------------- bidding


def least_next_bid(state: dict) -> int:
    """The least bid now: one step above the highest bid, or the least first bid (KF-AUC-4)."""
    high = state["phase"]["high_bid"]
    return high["amount"] + BID_STEP if high else FIRST_BID


def bid_cap(state: dict, seat: int) -> int | None:
    """In a repeated auction a bidder who could not pay bids at most what they showed
    (KF-SPC-8); None: no cap."""
    return state["phase"]["caps"].get(str(seat))


def bid_case(action: dict) -> str:
    """A bid to receive the lot (A), or in the 2-player game not to take it (B, KF-TWO-10);
    a bid of the standard game has no case, and is one to receive the lot."""
    return action.get("case", "A")


def verify_bid(state: dict, action: dict) -> None:
    """`bid`: at least one step above the highest bid, in steps of 10 (KF-AUC-4, R-KF-BIDDING);
    a bid B only where the lot offers it (KF-TWO-10)."""
    seat, amount = action["player"], action["amount"]
    if not turns.may_bid(state, seat):
        raise Rejection("auctioneer_cannot_bid", "the auctioneer may not bid")
    if bid_case(action) == "B" and not neutral.case_b_open(state):
        raise Rejection("case_b_not_allowed", "a bid not to take the lot needs a neutral lot with a black sheep")
    least = least_next_bid(state)
    if amount < least:
        raise Rejection("bid_too_low", f"{amount} bid; at least {least} needed")
    if amount % BID_STEP:
        raise Rejection("bid_not_multiple_of_10", f"{amount} is no multiple of {BID_STEP}")
    cap = bid_cap(state, seat)
    if cap is not None and amount > cap:
        raise Rejection("bid_over_cap", f"this player has only {cap} and may bid no more")


def can_bid(state: dict, action: dict) -> bool:
    return holds(verify_bid, state, action)


def bid(state: dict, action: dict, ctx: Ctx) -> None:
    verify_bid(state, action)
    phase, seat, amount = state["phase"], action["player"], action["amount"]
    phase["high_bid"] = {"player": seat, "amount": amount}
    if two_player(state):
        phase["high_bid"]["case"] = bid_case(action)
    phase["passed"] = []
    ctx.emit("bid", **phase["high_bid"])
    close_if_all_passed(state, ctx)


def verify_pass(state: dict, action: dict) -> None:
    """`pass`: no higher bid from this player for now (R-KF-AUCTION-CLOSE); the highest
    bid stands (KF-AUC-5)."""
    phase, seat = state["phase"], action["player"]
    if not turns.may_bid(state, seat):
        raise Rejection("not_your_turn", "the auctioneer does not bid, so does not pass")
    if phase["high_bid"] and phase["high_bid"]["player"] == seat:
        raise Rejection("high_bidder_cannot_pass", "the highest bid stands")
    if neutral.pass_refused(state) and not capped_out(state, seat):
        raise Rejection("bid_required", "a lot with a black sheep needs a bid, A or B")


def capped_out(state: dict, seat: int) -> bool:
    """A cap below the least bid leaves the seat no bid to make (KF-SPC-8, KF-TWO-10)."""
    cap = bid_cap(state, seat)
    return cap is not None and cap < least_next_bid(state)


def can_pass(state: dict, action: dict) -> bool:
    return holds(verify_pass, state, action)


def pass_(state: dict, action: dict, ctx: Ctx) -> None:
    verify_pass(state, action)
    phase, seat = state["phase"], action["player"]
    if seat not in phase["passed"]:
        phase["passed"] = sorted(phase["passed"] + [seat])
    ctx.emit("passed", player=seat)
    close_if_all_passed(state, ctx)


# --------------------------------------------------------------------------- the close


def closes_by_itself(state: dict) -> bool:
    """Under auction_close: all_pass the auction closes once every bidder passed (KF-AUC-5);
    in the 2-player game always, the one bid or pass closing it (KF-TWO-9)."""
    return not turns.auctioneer_closes(state)


def all_passed(state: dict) -> bool:
    """Every bidder but the highest one has passed since the last bid (R-KF-AUCTION-CLOSE)."""
    phase = state["phase"]
    high = phase["high_bid"]["player"] if phase["high_bid"] else None
    return all(s in phase["passed"] for s in bidders(state) if s != high)


def close_if_all_passed(state: dict, ctx: Ctx) -> None:
    if closes_by_itself(state) and all_passed(state):
        close(state, ctx)


def verify_close_auction(state: dict, action: dict) -> None:
    """`close_auction`: the auctioneer calls "sold" (auction_close: auctioneer_calls)."""
    if two_player(state):
        raise Rejection("close_not_allowed_two_player", "the opponent's one bid or pass closes the auction")
    if state["options"]["auction_close"] != "auctioneer_calls":
        raise Rejection("close_not_allowed", "the auction closes by itself once every bidder has passed")
    if action["player"] != state["phase"]["auctioneer"]:
        raise Rejection("close_not_allowed", "only the auctioneer closes the auction")


def can_close_auction(state: dict, action: dict) -> bool:
    return holds(verify_close_auction, state, action)


def call_close(state: dict, action: dict, ctx: Ctx) -> None:
    verify_close_auction(state, action)
    close(state, ctx)


def close(state: dict, ctx: Ctx) -> None:
    phase = state["phase"]
    ctx.emit("auction_closed", high_bid=phase["high_bid"])
    if phase["high_bid"] is None:
        # KF-SPC-1: nobody bid, the auctioneer takes the lot for free.
        seat = phase["auctioneer"]
        ctx.emit("taken_free", player=seat)
        deliver(state, seat, ctx)
        finish_turn(state, ctx)
    else:
        phase["step"] = "award"



# --------------------------------------------------------------------------- the award


def award_payment(phase: dict, refusal: bool) -> tuple[int, int]:
    """Who pays whom, (payer, payee) (KF-AUC-7, KF-AUC-8, KF-TWO-11): on a sale the highest
    bidder pays the auctioneer, on first refusal the auctioneer pays the highest bidder;
    in the 2-player game so in case A and in case B alike."""
    bidder, auctioneer = phase["high_bid"]["player"], phase["auctioneer"]
    return (auctioneer, bidder) if refusal else (bidder, auctioneer)


def lot_receiver(phase: dict, refusal: bool) -> int:
    """Who receives the lot (KF-AUC-7, KF-AUC-8, KF-TWO-11): the highest bidder on a sale,
    the auctioneer on first refusal; a bid B (KF-TWO-10) the other way round."""
    to_auctioneer = refusal != (phase["high_bid"].get("case") == "B")
    return phase["auctioneer"] if to_auctioneer else phase["high_bid"]["player"]


def award_event(state: dict, refusal: bool) -> dict:
    """The fields of the sold / first_refusal event; the 2-player game names the receiver."""
    if not two_player(state):
        return {}
    phase = state["phase"]
    return {"case": phase["high_bid"]["case"], "receiver": lot_receiver(phase, refusal)}


def affords(state: dict, seat: int, amount: int) -> bool:
    """The seat's money adds up to `amount` at least (KF-SPC-5, KF-SPC-6)."""
    return total(state["players"][seat]["kuhpons"], rules(state)) >= amount


def can_afford_refusal(state: dict) -> bool:
    """First refusal only for an auctioneer able to pay the highest bid (KF-SPC-5,
    R-KF-REFUSAL-UNABLE)."""
    phase = state["phase"]
    return affords(state, phase["auctioneer"], phase["high_bid"]["amount"])


def verify_sell(state: dict, action: dict) -> None:
    """`sell`: the auctioneer sells the lot to the highest bidder (KF-AUC-6/7)."""
    check_actor(state, action, "the auctioneer awards the lot")


def can_sell(state: dict, action: dict) -> bool:
    return holds(verify_sell, state, action)


def sell(state: dict, action: dict, ctx: Ctx) -> None:
    """The highest bidder pays the auctioneer (KF-AUC-7); one who cannot pays nothing and
    the auction is repeated (KF-SPC-6..8)."""
    verify_sell(state, action)
    phase = state["phase"]
    payer, payee = award_payment(phase, refusal=False)
    amount = phase["high_bid"]["amount"]
    if not affords(state, payer, amount):
        fail_sale(state, ctx)
        return
    phase.update(step="payment", payer=payer, payee=payee, amount=amount,
                 buyer=lot_receiver(phase, refusal=False))
    ctx.emit("sold", player=payer, amount=amount, **award_event(state, refusal=False))


def fail_sale(state: dict, ctx: Ctx) -> None:
    """The buyer cannot pay: they show their Kuhpons (KF-SPC-6), the auction is repeated
    (KF-SPC-7, R-KF-REPEAT) and they bid at most what they showed (KF-SPC-8)."""
    phase = state["phase"]
    buyer, amount = phase["high_bid"]["player"], phase["high_bid"]["amount"]
    ctx.emit("payment_failed", player=buyer, amount=amount)
    reveal_money(state, buyer, ctx)
    phase.update(step="auction", high_bid=None, passed=[], repeat=phase["repeat"] + 1)
    cap_bidder(state, buyer)
    ctx.emit("auction_repeated", player=phase["auctioneer"], lot=phase["lot"])
    close_if_all_passed(state, ctx)


def reveal_money(state: dict, seat: int, ctx: Ctx) -> None:
    """KF-SPC-6: the bidder who cannot pay shows their Kuhpons to everyone."""
    money = state["players"][seat]["kuhpons"]
    ctx.emit("kuhpons_revealed", player=seat, kuhpons=sorted_cards(money))
    state["phase"]["revealed"][str(seat)] = sorted_cards(money)


def cap_bidder(state: dict, seat: int) -> None:
    """KF-SPC-8: in the repeated auction the seat bids at most the money it showed; the
    caps of earlier failed sales of the lot hold too."""
    state["phase"]["caps"][str(seat)] = total(state["players"][seat]["kuhpons"], rules(state))


def verify_first_refusal(state: dict, action: dict) -> None:
    """`first_refusal`: the auctioneer pays the highest bidder and keeps the lot (KF-AUC-8),
    only when able to pay (KF-SPC-5, R-KF-REFUSAL-UNABLE)."""
    check_actor(state, action, "the auctioneer awards the lot")
    if not can_afford_refusal(state):
        amount = state["phase"]["high_bid"]["amount"]
        raise Rejection("first_refusal_unaffordable", f"the auctioneer cannot pay {amount}")


def can_first_refusal(state: dict, action: dict) -> bool:
    return holds(verify_first_refusal, state, action)


def first_refusal(state: dict, action: dict, ctx: Ctx) -> None:
    verify_first_refusal(state, action)
    phase = state["phase"]
    payer, payee = award_payment(phase, refusal=True)
    amount = phase["high_bid"]["amount"]
    phase.update(step="payment", payer=payer, payee=payee, amount=amount,
                 buyer=lot_receiver(phase, refusal=True))
    ctx.emit("first_refusal", player=payer, amount=amount, **award_event(state, refusal=True))


# --------------------------------------------------------------------------- payment


def payment_rule(state: dict) -> str:
    """The payment rule of the payment due (R-KF-PAYMENT): the same for the buyer and for
    the auctioneer paying for first refusal (KF-SPC-4)."""
    return state["options"]["payment"]


def verify_pay(state: dict, action: dict) -> None:
    """`pay`: Kuhpons go from payer to payee without change (KF-SPC-2..4)."""
    phase = state["phase"]
    check_actor(state, action, f"seat {phase['payer']} pays now")
    hand = state["players"][action["player"]]["kuhpons"]
    check_payment(hand, action["kuhpons"], phase["amount"], rules(state), payment_rule(state))


def can_pay(state: dict, action: dict) -> bool:
    return holds(verify_pay, state, action)


def hand_over(state: dict, payer: int, payee: int, cards: list[str]) -> None:
    """The paid cards change hands; no change is given back (KF-SPC-2)."""
    for card in cards:
        state["players"][payer]["kuhpons"].remove(card)
    receiver = state["players"][payee]
    receiver["kuhpons"] = sorted_cards(receiver["kuhpons"] + cards)


def pay(state: dict, action: dict, ctx: Ctx) -> None:
    """The buyer takes the lot into their display (KF-AUC-7/8), and the turn ends."""
    verify_pay(state, action)
    phase, seat, cards = state["phase"], action["player"], action["kuhpons"]
    hand_over(state, seat, phase["payee"], cards)
    ctx.emit("paid", player=seat, to=phase["payee"], kuhpons=sorted_cards(cards),
             total=total(cards, rules(state)))
    deliver(state, phase["buyer"], ctx)
    finish_turn(state, ctx)


# --------------------------------------------------------------------------- delivery


def deliver(state: dict, seat: int, ctx: Ctx) -> None:
    """The lot goes to `seat` whole, and the turn's auction is over: its black sheep among
    their black sheep (KF-TWO-8), its hidden Kuhpon unseen into the money of its receiver
    (KF-TWO-12), its cows and Copycats face up in front of them (KF-AUC-9)."""
    phase = state["phase"]
    sheep = neutral.lot_black_sheep(state)
    hidden = phase.get("lot_kuhpons", [])
    cards = [c for c in phase["lot"] if c not in sheep]
    kuhpon_to = neutral.kuhpon_receiver(state, seat) if hidden else None
    state["phase"] = {"step": "turn"}
    player = state["players"][seat]
    for card in sheep:
        player["black_sheep"].append(card)
        ctx.emit("black_sheep", player=seat, card=card)
    if hidden:
        money = state["players"][kuhpon_to]
        money["kuhpons"] = sorted_cards(money["kuhpons"] + hidden)
        ctx.emit("hidden_kuhpon_received", player=kuhpon_to, count=len(hidden))
    if cards:
        receive(state, seat, cards, ctx)
