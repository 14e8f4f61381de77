"""Mutants of the 2-player game (KF-TWO-*): the neutral lot, its black sheep and hidden
Kuhpon, bids A and B, the pile's order and face, and the end with the pile left."""

from __future__ import annotations

from kuhspec.festival import award, neutral, turns, views

from . import bend, mutant


@mutant("hidden-kuhpon-to-auctioneer", "KF-TWO-12", "KF-TWO-11", "KF-TWO-4")
def _hidden_kuhpon_to_auctioneer():
    """The hidden Kuhpon of a neutral lot always goes to the auctioneer, whoever receives the
    lot, although the scenario runs under hidden_kuhpon: receiver (neutral.kuhpon_receiver)."""
    bend(neutral, "kuhpon_receiver", lambda state, receiver: state["phase"]["auctioneer"])


@mutant("case-b-pays-the-wrong-way", "KF-TWO-11", "KF-TWO-10", "KF-TWO-12")
def _case_b_pays_the_wrong_way():
    """In case B the money flows the other way: on a sale the auctioneer pays the bidder
    (award.award_payment)."""
    original = award.award_payment

    def award_payment(phase: dict, refusal: bool) -> tuple[int, int]:
        payer, payee = original(phase, refusal)
        return (payee, payer) if phase["high_bid"].get("case") == "B" else (payer, payee)

    bend(award, "award_payment", award_payment)


@mutant("case-b-lot-to-the-bidder", "KF-TWO-11", "KF-TWO-10", "KF-TWO-12")
def _case_b_lot_to_the_bidder():
    """A bid B is awarded like a bid A: a sale gives the lot to the bidder who paid not to
    take it (award.lot_receiver)."""
    bend(award, "lot_receiver",
         lambda phase, refusal: phase["auctioneer"] if refusal else phase["high_bid"]["player"])


@mutant("lot-black-sheep-not-turned", "KF-TWO-8", "KF-TWO-10", "KF-TWO-11")
def _lot_black_sheep_not_turned():
    """A cow of a completed type in a neutral lot is not turned: it goes to the display, and
    neither the bid B nor the duty to bid opens (neutral.lot_black_sheep)."""
    bend(neutral, "lot_black_sheep", lambda state: [])


@mutant("neutral-pile-order-not-kept", "KF-TWO-5", "KF-TWO-7")
def _neutral_pile_order_not_kept():
    """Taking a neutral lot turns the rest of the pile over: its order is not kept
    (neutral.take_lot)."""
    original = neutral.take_lot

    def take_lot(state: dict):
        lot = original(state)
        state["neutral_pile"].reverse()
        return lot

    bend(neutral, "take_lot", take_lot)


@mutant("pass-in-black-sheep-lot", "KF-TWO-10", "KF-TWO-8")
def _pass_in_black_sheep_lot():
    """The opponent may pass a lot with a black sheep under black_sheep_pass: refused
    (neutral.pass_refused)."""
    bend(neutral, "pass_refused", lambda state: False)


@mutant("case-b-everywhere", "KF-TWO-10", "KF-TWO-11")
def _case_b_everywhere():
    """A bid B may be made in any lot, an own-stack lot included (neutral.case_b_open)."""
    bend(neutral, "case_b_open", lambda state: True)


@mutant("hidden-kuhpon-seen-by-opponent", "KF-TWO-4", "KF-TWO-13")
def _hidden_kuhpon_seen_by_opponent():
    """The opponent, who states the bid, sees the face-down Kuhpon of a neutral lot in their
    view while it lies in the lot (views.sees_lot_kuhpon)."""
    bend(views, "sees_lot_kuhpon", lambda phase, seat: seat != phase["auctioneer"])


@mutant("hidden-kuhpon-seen-by-auctioneer", "KF-TWO-4", "KF-TWO-13")
def _hidden_kuhpon_seen_by_auctioneer():
    """The auctioneer, who laid the neutral lot out, sees its face-down Kuhpon in their view,
    as a challenger sees their own trade offer (views.sees_lot_kuhpon)."""
    bend(views, "sees_lot_kuhpon", lambda phase, seat: seat == phase["auctioneer"])


@mutant("pile-face-up-in-english", "KF-TWO-4")
def _pile_face_up_in_english():
    """Every view shows the top card of the neutral pile, also under pile_face: face_down
    (views.shown_pile)."""
    bend(views, "shown_pile", lambda state: {"count": len(state["neutral_pile"]),
                                             "top": (state["neutral_pile"] or [None])[0]})


@mutant("pile-face-down-in-dutch", "KF-TWO-4", "KF-TWO-8")
def _pile_face_down_in_dutch():
    """Every view shows only the count of the neutral pile, also under pile_face: face_up (the
    Dutch edition's open pile, R-KF-TWO-PILE-FACE) (views.shown_pile)."""
    bend(views, "shown_pile", lambda state: {"count": len(state["neutral_pile"])})


@mutant("empty-stack-ignores-the-pile", "KF-TWO-14", "KF-END-3", "KF-END-5")
def _empty_stack_ignores_the_pile():
    """A player whose stack is empty has nothing left to auction although the neutral pile
    has cards: they are skipped or drop out (turns.has_lot)."""
    bend(turns, "has_lot", lambda state, seat: bool(state["players"][seat]["stack"]))


@mutant("close-called-in-two-player", "KF-TWO-9")
def _close_called_in_two_player():
    """Under auction_close: auctioneer_calls the stated bid does not close a 2-player auction;
    it waits for a close nobody may call (turns.auctioneer_closes)."""
    bend(turns, "auctioneer_closes", lambda state: state["options"]["auction_close"] == "auctioneer_calls")
