"""Money moves without change (KF-SPC-2..4, R-KF-PAYMENT) and bids rise in steps of 10
(KF-AUC-2..4, KF-SPC-8, R-KF-BIDDING), in random legal games.

The least payable total is re-derived here (kf_model.least_payable) from the payer's
hand before the action; the engine's own money helpers are never consulted."""

import copy
import random
from collections import Counter

from hypothesis import given, strategies as st

from kf_model import dumps, least_payable, payment_verdict, total, value
from kf_play import new_game, setups, walk


def _money_after(step, seat: int) -> Counter:
    return Counter(step.after["players"][seat]["kuhpons"])


@given(setup=setups())
def test_no_payment_makes_change(setup):
    game, rng = new_game(setup)
    options = game.state["options"]
    for step in walk(game, rng):
        for event in (e for e in step.events if e["type"] == "paid"):
            phase = step.before["phase"]
            payer, payee = event["player"], event["to"]
            assert step.action["type"] == "pay" and step.action["player"] == payer == phase["payer"]
            assert payee == phase["payee"]
            hand, amount, cards = step.before["players"][payer]["kuhpons"], phase["amount"], event["kuhpons"]
            paid = total(cards, options)
            assert sorted(cards) == sorted(step.action["kuhpons"])
            assert event["total"] == paid
            assert paid >= amount, f"{paid} paid for {amount} due"
            if options["payment"] == "exact_or_least":
                least = least_payable(hand, amount, options)
                assert paid == least, f"hand {hand}: paid {paid} for {amount}, least payable is {least}"
                assert all(value(c, options) > 0 for c in cards), f"a 0-value card in {cards}"
            # The cards go from payer to payee and nothing comes back (no change). Besides them
            # a seat's money only gains cows turned into money and, in the 2-player game, the
            # hidden Kuhpon of a neutral lot delivered after the payment (KF-TWO-12).
            hidden = phase.get("lot_kuhpons", [])
            turned = {s: Counter(e["card"] for e in step.events
                                 if e["type"] == "turned_to_money" and e["player"] == s)
                      + Counter(hidden if any(e["type"] == "hidden_kuhpon_received" and e["player"] == s
                                              for e in step.events) else [])
                      for s in (payer, payee)}
            assert _money_after(step, payer) == (Counter(hand) - Counter(cards)) + turned[payer]
            before_payee = Counter(step.before["players"][payee]["kuhpons"])
            assert _money_after(step, payee) == before_payee + Counter(cards) + turned[payee]


@given(setup=setups(), trial_seed=st.integers(0, 2**32 - 1))
def test_the_engine_accepts_exactly_the_payments_the_rule_allows(setup, trial_seed):
    """At every payment step, random subsets of the payer's hand are offered: each is
    accepted exactly when the independently derived rule allows it, with the expected
    rejection code otherwise, and a rejection changes nothing."""
    game, rng = new_game(setup)
    trials = random.Random(trial_seed)
    for step in walk(game, rng):
        state = step.after
        if state["phase"]["step"] != "payment":
            continue
        seat, amount = state["phase"]["payer"], state["phase"]["amount"]
        hand = state["players"][seat]["kuhpons"]
        for _ in range(3):
            cards = [c for c in hand if trials.random() < trials.choice([0.2, 0.5, 0.8])]
            trials.shuffle(cards)
            expected = payment_verdict(hand, cards, amount, state["options"])
            if expected is None:
                result = copy.deepcopy(game).act({"type": "pay", "player": seat, "kuhpons": cards})
                assert "events" in result, f"hand {hand}, {amount} due: {cards} -> {result}"
            else:
                result = game.act({"type": "pay", "player": seat, "kuhpons": cards})
                assert result.get("rejection", {}).get("code") == expected, \
                    f"hand {hand}, {amount} due: paying {cards} -> {result}, expected {expected}"
                assert dumps(game.state) == dumps(state)


@given(setup=setups())
def test_bids_rise_by_10_and_the_auctioneer_never_bids(setup):
    game, rng = new_game(setup)
    for step in walk(game, rng):
        phase = step.before["phase"]
        for event in (e for e in step.events if e["type"] == "bid"):
            amount, bidder = event["amount"], event["player"]
            assert phase["step"] == "auction" and bidder == step.action["player"]
            assert bidder != phase["auctioneer"], "the auctioneer bid"
            assert amount % 10 == 0, f"bid {amount} is no multiple of 10"
            least = phase["high_bid"]["amount"] + 10 if phase["high_bid"] else 10
            assert amount >= least, f"bid {amount} after {phase['high_bid']}"
            cap = phase["caps"].get(str(bidder))
            assert cap is None or amount <= cap, f"bid {amount} over the cap {cap}"
            assert step.after["phase"].get("high_bid") in (None, {"player": bidder, "amount": amount}) \
                or step.after["phase"]["step"] != "auction"
        for event in (e for e in step.events if e["type"] in ("sold", "first_refusal")):
            assert event["amount"] == phase["high_bid"]["amount"]
        state = step.after
        if state["phase"]["step"] == "auction":
            _bad_bids_are_rejected(game, state)


def _bad_bids_are_rejected(game, state):
    """Too low, not a multiple of 10, or by the auctioneer: rejected, nothing changes."""
    phase = state["phase"]
    least = phase["high_bid"]["amount"] + 10 if phase["high_bid"] else 10
    bidders = [s for s, p in enumerate(state["players"]) if not p["out"] and s != phase["auctioneer"]]
    case = {"case": "A"} if state["variant"] == "two-player" else {}   # a 2-player bid names its case
    bad = [({"type": "bid", "player": phase["auctioneer"], "amount": least, **case}, "auctioneer_cannot_bid")]
    for seat in bidders[:1]:
        bad += [({"type": "bid", "player": seat, "amount": least - 10, **case}, "bid_too_low"),
                ({"type": "bid", "player": seat, "amount": least + 5, **case}, "bid_not_multiple_of_10")]
    for action, code in bad:
        result = game.act(action)
        assert result.get("rejection", {}).get("code") == code, f"{action} -> {result}"
    assert dumps(game.state) == dumps(state)
