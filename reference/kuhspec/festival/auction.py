"""The auction up to its close (KF-AUC-1..6, KF-SPC-1), and the auction of the 2-player
game (KF-TWO-6..10): a neutral lot, one stated bid, bids A and B. What follows the close,
the award of the lot, its payment and delivery, is award.py.

Each action's rules are `refuse_x(state, action)`, which returns the Refusal of the first
rule broken (context.py); its verifier `verify_x` raises it, its boolean `can_x` (which
legal() uses) tests it, and the handler verifies first and then changes the state. The
rules the verifiers share with legal() are small functions and constants here."""

from __future__ import annotations

from . import award, neutral, turns
from .cards import sorted_cards
from .context import Ctx, Refusal, reject
from .neutral import two_player
from .turns import bidders, finish_turn, refuse_actor

LOT_SIZE = 2      # KF-AUC-1: 2 cards of the stack; the last one alone (KF-END-1)
FIRST_BID = 10    # KF-AUC-4: the least first bid
BID_STEP = 10     # R-KF-BIDDING: bids are multiples of 10, each at least 10 above the last


# --------------------------------------------------------------------------- the lot


def lot_size(stack: list) -> int:
    """How many cards of the stack the turn player must auction."""
    return min(LOT_SIZE, len(stack))


def refuse_auction(state: dict, action: dict) -> Refusal | None:
    """`auction`: the turn player lays cards of their stack face up (KF-AUC-1, KF-END-1)."""
    stack = state["players"][action["player"]]["stack"]
    return refuse_auctioneer(state, action) or refuse_lot(stack, action["cards"], lot_size(stack))


def refuse_auctioneer(state: dict, action: dict) -> Refusal | None:
    """What `auction` asks of its actor, whatever the lot: the turn player, with cards in
    the stack."""
    return refuse_actor(state, action, turns.whose_turn) or refuse_stack_empty(state, action["player"])


#: refusals whose messages never change are built once, as those of close_auction below:
#: legal() asks these rules of the turn player every turn, and of every bidder
STACK_EMPTY = Refusal("stack_empty", "the stack is empty: offer a cow trade")
NEUTRAL_PILE_EMPTY = Refusal("neutral_pile_empty", "the neutral cow pile is empty")
AUCTIONEER_CANNOT_BID = Refusal("auctioneer_cannot_bid", "the auctioneer may not bid")
CASE_B_NOT_ALLOWED = Refusal("case_b_not_allowed", "a bid not to take the lot needs a neutral lot with a black sheep")
AUCTIONEER_CANNOT_PASS = Refusal("not_your_turn", "the auctioneer does not bid, so does not pass")
HIGH_BIDDER_CANNOT_PASS = Refusal("high_bidder_cannot_pass", "the highest bid stands")
BID_REQUIRED = Refusal("bid_required", "a lot with a black sheep needs a bid, A or B")


def refuse_stack_empty(state: dict, seat: int) -> Refusal | None:
    """The auctioneer's stack holds a card to auction (legal() asks it once for all the lots
    it lists)."""
    if not state["players"][seat]["stack"]:
        return STACK_EMPTY
    return None


def refuse_lot(stack, cards: list, size: int) -> Refusal | None:
    """What `auction` asks of the lot `cards` (card ids, engine.check_form) laid out of a
    stack that is not empty: its size (`size`: lot_size of the stack), and every card in the
    stack."""
    return refuse_lot_size(cards, size) or refuse_lot_cards(stack, cards)


def refuse_lot_size(cards: list, size: int) -> Refusal | None:
    """The lot is `size` cards (lot_size of the stack, KF-AUC-1, KF-END-1)."""
    if len(cards) != size:
        if size == 1:
            return Refusal("last_card_alone", "only 1 card is left: it is auctioned alone")
        return Refusal("lot_size", f"the lot must be {LOT_SIZE} cards from the stack")
    return None


def refuse_lot_cards(stack, cards) -> Refusal | None:
    """Every card of the lot lies in the stack, asked card by card (KF-AUC-1)."""
    for card in cards:
        if card not in stack:
            return Refusal("card_not_in_stack", f"{card} is not in this player's stack")
    return None


def verify_auction(state: dict, action: dict) -> None:
    reject(refuse_auction(state, action))


def can_auction(state: dict, action: dict) -> bool:
    return refuse_auction(state, action) is None


def start(state: dict, action: dict, ctx: Ctx) -> None:
    verify_auction(state, action)
    seat, cards = action["player"], action["cards"]
    stack = state["players"][seat]["stack"]
    for card in cards:
        stack.remove(card)
    lot = sorted_cards(cards)
    state["phase"] = {"step": "auction", "auctioneer": seat, "lot": lot,
                      "high_bid": None, "passed": [], "caps": {}, "revealed": {}, "repeat": 0}
    ctx.emit({"type": "auction_started", "player": seat, "lot": lot[:]})
    close_if_all_passed(state, ctx)


def refuse_auction_neutral(state: dict, action: dict) -> Refusal | None:
    """`auction_neutral`: the turn player auctions a neutral lot (KF-TWO-6)."""
    return refuse_actor(state, action, turns.whose_turn) or refuse_neutral_pile(state)


def refuse_neutral_pile(state: dict) -> Refusal | None:
    """The neutral pile holds a lot to auction (KF-TWO-6)."""
    if not neutral.pile_has_lot(state):
        return NEUTRAL_PILE_EMPTY
    return None


def verify_auction_neutral(state: dict, action: dict) -> None:
    reject(refuse_auction_neutral(state, action))


def can_auction_neutral(state: dict, action: dict) -> bool:
    return refuse_auction_neutral(state, action) is None


def start_neutral(state: dict, action: dict, ctx: Ctx) -> None:
    """The top 2 cows of the pile face up and the top neutral Kuhpon face down (KF-TWO-7);
    cows of a completed type are black sheep at once (KF-TWO-8)."""
    verify_auction_neutral(state, action)
    seat = action["player"]
    cows, hidden = neutral.take_lot(state)
    lot = sorted_cards(cows)
    state["phase"] = {"step": "auction", "auctioneer": seat, "lot": lot,
                      "lot_kuhpons": hidden, "high_bid": None, "passed": [], "caps": {},
                      "revealed": {}, "repeat": 0}
    ctx.emit({"type": "auction_started", "player": seat, "lot": lot[:], "neutral": True,
              "hidden_kuhpons": len(hidden), "black_sheep": neutral.lot_black_sheep(state)})
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


def refuse_bid(state: dict, action: dict) -> Refusal | None:
    """`bid`: at least one step above the highest bid, in steps of 10 (KF-AUC-4, R-KF-BIDDING);
    a bid B only where the lot offers it (KF-TWO-10)."""
    seat = action["player"]
    return (refuse_bidder(state, seat) or refuse_bid_case(state, bid_case(action))
            or refuse_amount(action["amount"], least_next_bid(state), bid_cap(state, seat)))


def refuse_bidder(state: dict, seat: int) -> Refusal | None:
    """What `bid` asks of the bidder, whatever the bid: not the auctioneer (KF-AUC-2)."""
    if not turns.may_bid(state, seat):
        return AUCTIONEER_CANNOT_BID
    return None


def refuse_bid_case(state: dict, case: str) -> Refusal | None:
    """What `bid` asks of its case (bid_case): a bid B only where the lot offers it (KF-TWO-10)."""
    if case == "B" and not neutral.case_b_open(state):
        return CASE_B_NOT_ALLOWED
    return None


def refuse_amount(amount: int, least: int, cap: int | None) -> Refusal | None:
    """What `bid` asks of its amount, given the least bid now and the bidder's cap."""
    if amount < least:
        return Refusal("bid_too_low", f"{amount} bid; at least {least} needed")
    if amount % BID_STEP:
        return Refusal("bid_not_multiple_of_10", f"{amount} is no multiple of {BID_STEP}")
    if cap is not None and amount > cap:
        return Refusal("bid_over_cap", f"this player has only {cap} and may bid no more")
    return None


def verify_bid(state: dict, action: dict) -> None:
    reject(refuse_bid(state, action))


def can_bid(state: dict, action: dict) -> bool:
    return refuse_bid(state, action) is None


def bid(state: dict, action: dict, ctx: Ctx) -> None:
    verify_bid(state, action)
    phase, seat, amount = state["phase"], action["player"], action["amount"]
    phase["high_bid"] = {"player": seat, "amount": amount}
    if two_player(state):
        phase["high_bid"]["case"] = bid_case(action)
    phase["passed"] = []
    ctx.emit({"type": "bid", **phase["high_bid"]})
    close_if_all_passed(state, ctx)


def refuse_pass(state: dict, action: dict) -> Refusal | None:
    """`pass`: no higher bid from this player for now (R-KF-AUCTION-CLOSE); the highest
    bid stands (KF-AUC-5)."""
    phase, seat = state["phase"], action["player"]
    if not turns.may_bid(state, seat):
        return AUCTIONEER_CANNOT_PASS
    if phase["high_bid"] and phase["high_bid"]["player"] == seat:
        return HIGH_BIDDER_CANNOT_PASS
    if neutral.pass_refused(state) and not capped_out(state, seat):
        return BID_REQUIRED
    return None


def verify_pass(state: dict, action: dict) -> None:
    reject(refuse_pass(state, action))


def capped_out(state: dict, seat: int) -> bool:
    """A cap below the least bid leaves the seat no bid to make (KF-SPC-8, KF-TWO-10)."""
    cap = bid_cap(state, seat)
    return cap is not None and cap < least_next_bid(state)


def can_pass(state: dict, action: dict) -> bool:
    return refuse_pass(state, action) is None


def pass_(state: dict, action: dict, ctx: Ctx) -> None:
    verify_pass(state, action)
    phase, seat = state["phase"], action["player"]
    if seat not in phase["passed"]:
        phase["passed"] = sorted(phase["passed"] + [seat])
    ctx.emit({"type": "passed", "player": seat})
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
    for seat in bidders(state):  # (a loop: no two sets built after every bid and pass)
        if seat != high and seat not in phase["passed"]:
            return False
    return True


def close_if_all_passed(state: dict, ctx: Ctx) -> None:
    if closes_by_itself(state) and all_passed(state):
        close(state, ctx)


#: the refusals of close_auction, whose messages never change: built once, since legal()
#: asks refuse_close_auction of every bidder after every bid and pass (as the refusals at
#: the top of this module)
CLOSED_BY_BID_OR_PASS = Refusal("close_not_allowed_two_player", "the opponent's one bid or pass closes the auction")
CLOSES_BY_ITSELF = Refusal("close_not_allowed", "the auction closes by itself once every bidder has passed")
AUCTIONEER_CLOSES = Refusal("close_not_allowed", "only the auctioneer closes the auction")


def refuse_close_auction(state: dict, action: dict) -> Refusal | None:
    """`close_auction`: the auctioneer calls "sold" (auction_close: auctioneer_calls)."""
    if two_player(state):
        return CLOSED_BY_BID_OR_PASS
    if state["options"]["auction_close"] != "auctioneer_calls":
        return CLOSES_BY_ITSELF
    if action["player"] != state["phase"]["auctioneer"]:
        return AUCTIONEER_CLOSES
    return None


def verify_close_auction(state: dict, action: dict) -> None:
    reject(refuse_close_auction(state, action))


def can_close_auction(state: dict, action: dict) -> bool:
    return refuse_close_auction(state, action) is None


def call_close(state: dict, action: dict, ctx: Ctx) -> None:
    verify_close_auction(state, action)
    close(state, ctx)


def close(state: dict, ctx: Ctx) -> None:
    phase = state["phase"]
    ctx.emit({"type": "auction_closed", "high_bid": phase["high_bid"]})
    if phase["high_bid"] is None:
        # KF-SPC-1: nobody bid, the auctioneer takes the lot for free.
        seat = phase["auctioneer"]
        ctx.emit({"type": "taken_free", "player": seat})
        award.deliver(state, seat, ctx)
        finish_turn(state, ctx)
    else:
        phase["step"] = "award"
