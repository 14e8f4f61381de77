"""The award of an auctioned lot and what follows it (KF-AUC-6..9, KF-SPC-2..8, KF-TWO-11,
KF-TWO-12): the auctioneer sells it or uses first refusal, the payer pays without change,
a buyer who cannot pay has the auction repeated, and the lot is delivered.

Each action's rules are `refuse_x(state, action)` (context.py), with its verifier
`verify_x` and its boolean `can_x`, as in auction.py."""

from __future__ import annotations

from . import auction, neutral
from .cards import sorted_cards
from .context import Ctx, Refusal, reject
from .copycats import receive
from .money import refuse_payment, rules, total
from .neutral import two_player
from .turns import finish_turn, refuse_actor


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


def refuse_sell(state: dict, action: dict) -> Refusal | None:
    """`sell`: the auctioneer sells the lot to the highest bidder (KF-AUC-6/7)."""
    return refuse_actor(state, action, "the auctioneer awards the lot")


def verify_sell(state: dict, action: dict) -> None:
    reject(refuse_sell(state, action))


def can_sell(state: dict, action: dict) -> bool:
    return refuse_sell(state, action) is None


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
    ctx.emit({"type": "sold", "player": payer, "amount": amount, **award_event(state, refusal=False)})


def fail_sale(state: dict, ctx: Ctx) -> None:
    """The buyer cannot pay: they show their Kuhpons (KF-SPC-6), the auction is repeated
    (KF-SPC-7, R-KF-REPEAT) and they bid at most what they showed (KF-SPC-8)."""
    phase = state["phase"]
    buyer, amount = phase["high_bid"]["player"], phase["high_bid"]["amount"]
    ctx.emit({"type": "payment_failed", "player": buyer, "amount": amount})
    reveal_money(state, buyer, ctx)
    phase.update(step="auction", high_bid=None, passed=[], repeat=phase["repeat"] + 1)
    cap_bidder(state, buyer)
    ctx.emit({"type": "auction_repeated", "player": phase["auctioneer"], "lot": phase["lot"]})
    auction.close_if_all_passed(state, ctx)


def reveal_money(state: dict, seat: int, ctx: Ctx) -> None:
    """KF-SPC-6: the bidder who cannot pay shows their Kuhpons to everyone."""
    money = state["players"][seat]["kuhpons"]
    ctx.emit({"type": "kuhpons_revealed", "player": seat, "kuhpons": sorted_cards(money)})
    state["phase"]["revealed"][str(seat)] = sorted_cards(money)


def cap_bidder(state: dict, seat: int) -> None:
    """KF-SPC-8: in the repeated auction the seat bids at most the money it showed; the
    caps of earlier failed sales of the lot hold too."""
    state["phase"]["caps"][str(seat)] = total(state["players"][seat]["kuhpons"], rules(state))


def refuse_first_refusal(state: dict, action: dict) -> Refusal | None:
    """`first_refusal`: the auctioneer pays the highest bidder and keeps the lot (KF-AUC-8),
    only when able to pay (KF-SPC-5, R-KF-REFUSAL-UNABLE)."""
    return refuse_actor(state, action, "the auctioneer awards the lot") or refuse_refusal_unaffordable(state)


def refuse_refusal_unaffordable(state: dict) -> Refusal | None:
    """What `first_refusal` asks besides its actor: an auctioneer able to pay the highest
    bid (R-KF-REFUSAL-UNABLE)."""
    if not can_afford_refusal(state):
        amount = state["phase"]["high_bid"]["amount"]
        return Refusal("first_refusal_unaffordable", f"the auctioneer cannot pay {amount}")
    return None


def verify_first_refusal(state: dict, action: dict) -> None:
    reject(refuse_first_refusal(state, action))


def can_first_refusal(state: dict, action: dict) -> bool:
    return refuse_first_refusal(state, action) is None


def first_refusal(state: dict, action: dict, ctx: Ctx) -> None:
    verify_first_refusal(state, action)
    phase = state["phase"]
    payer, payee = award_payment(phase, refusal=True)
    amount = phase["high_bid"]["amount"]
    phase.update(step="payment", payer=payer, payee=payee, amount=amount,
                 buyer=lot_receiver(phase, refusal=True))
    ctx.emit({"type": "first_refusal", "player": payer, "amount": amount, **award_event(state, refusal=True)})


# --------------------------------------------------------------------------- payment


def payment_rule(state: dict) -> str:
    """The payment rule of the payment due (R-KF-PAYMENT): the same for the buyer and for
    the auctioneer paying for first refusal (KF-SPC-4)."""
    return state["options"]["payment"]


def refuse_pay(state: dict, action: dict) -> Refusal | None:
    """`pay`: Kuhpons go from payer to payee without change (KF-SPC-2..4)."""
    phase = state["phase"]
    refusal = refuse_actor(state, action, f"seat {phase['payer']} pays now")
    if refusal:
        return refusal
    hand = state["players"][action["player"]]["kuhpons"]
    return refuse_payment(hand, action["kuhpons"], phase["amount"], rules(state), payment_rule(state))


def verify_pay(state: dict, action: dict) -> None:
    reject(refuse_pay(state, action))


def can_pay(state: dict, action: dict) -> bool:
    return refuse_pay(state, action) is None


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
    ctx.emit({"type": "paid", "player": seat, "to": phase["payee"], "kuhpons": sorted_cards(cards),
              "total": total(cards, rules(state))})
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
    cards = phase["lot"]
    if sheep:  # (a loop: no comprehension frame)
        cards = []
        for card in phase["lot"]:
            if card not in sheep:
                cards.append(card)
    kuhpon_to = neutral.kuhpon_receiver(state, seat) if hidden else None
    state["phase"] = {"step": "turn"}
    player = state["players"][seat]
    for card in sheep:
        player["black_sheep"].append(card)
        ctx.emit({"type": "black_sheep", "player": seat, "card": card})
    if hidden:
        money = state["players"][kuhpon_to]
        money["kuhpons"] = sorted_cards(money["kuhpons"] + hidden)
        ctx.emit({"type": "hidden_kuhpon_received", "player": kuhpon_to, "count": len(hidden)})
    if cards:
        receive(state, seat, cards, ctx)
