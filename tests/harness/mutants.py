"""Deliberately broken implementations: the reference engine with exactly one rule bent.

    python -m mutants NAME        # (with tests/harness on PYTHONPATH) serve mutant NAME
    python tests/harness/mutants.py NAME
    python -m mutants --list

Each mutant is a small monkeypatch applied to the ``kuhspec.festival`` modules in this
process only, before the reference server loop (`kuhspec.harness.serve.main`) starts. The
engine and harness sources are never edited. The mutant's `hello` name says which mutant
it is (``kuhspec-reference+<NAME>``). The name ``none`` serves the unpatched reference
through the same entry point (the control).

`REGISTRY` maps a name to a `Mutant`: the clause its bent rule belongs to (the report of a
conformance run must mark that clause as failing), the clause globs of the sections it
touches (the tests run only those; benchmarks/mutation_catch_rate.py runs everything), and
``gap``: when the suite is known NOT to catch the mutant, the reason (a finding; the test
is then a strict xfail).

Patching notes: the engine binds some names at import (``from .x import y``), so a patch
replaces the name where it is looked up at call time: a handler in
``engine.HANDLERS``, ``engine.view``/``engine.breakdown``, or a module global.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass

from kuhspec.festival import (auction, copycats, engine, money, scoring, setup, trade,
                              triples, turns)
from kuhspec.festival.cards import (COPYCAT_IDS, COW_IDS, COW_VALUES, cow_type, is_card,
                                    is_copycat, is_cow, sorted_cards)
from kuhspec.festival.errors import Rejection


@dataclass(frozen=True)
class Mutant:
    name: str
    clause: str                  # the clause whose rule is bent: the report must fail it
    sections: tuple[str, ...]    # --clause globs for the restricted (default test) run
    doc: str                     # the bent rule, in one line
    patch: Callable[[], None]
    gap: str | None = None       # why the suite does not catch it (strict xfail), if known


REGISTRY: dict[str, Mutant] = {}


def mutant(name: str, clause: str, *sections: str, gap: str | None = None):
    def register(fn: Callable[[], None]) -> Callable[[], None]:
        assert name not in REGISTRY, name
        REGISTRY[name] = Mutant(name, clause, sections or (clause.rsplit("-", 1)[0] + "-*",),
                                (fn.__doc__ or "").strip(), fn, gap)
        return fn
    return register


def set_handler(action_type: str, fn: Callable) -> None:
    """Replace the handler of one action type (engine.HANDLERS holds the functions)."""
    steps, _ = engine.HANDLERS[action_type]
    engine.HANDLERS[action_type] = (steps, fn)


# --------------------------------------------------------------------------- auction


def _bid(step: int = 10, first_least: int = 10, capped: bool = True) -> Callable:
    """auction.bid with its numbers as parameters (the reference: 10, 10, True)."""

    def bid(state: dict, action: dict, ctx) -> None:
        phase, seat, amount = state["phase"], action["player"], action["amount"]
        if seat == phase["auctioneer"]:
            raise Rejection("auctioneer_cannot_bid", "the auctioneer may not bid")
        if amount % step:
            raise Rejection("bid_not_multiple_of_10", f"{amount} is no multiple of {step}")
        least = phase["high_bid"]["amount"] + step if phase["high_bid"] else first_least
        if amount < least:
            raise Rejection("bid_too_low", f"{amount} bid; at least {least} needed")
        cap = phase["caps"].get(str(seat)) if capped else None
        if cap is not None and amount > cap:
            raise Rejection("bid_over_cap", f"this player has only {cap} and may bid no more")
        phase["high_bid"] = {"player": seat, "amount": amount}
        phase["passed"] = []
        ctx.emit("bid", player=seat, amount=amount)
        auction.close_if_all_passed(state, ctx)

    return bid


@mutant("auctioneer-bids", "KF-AUC-2")
def _auctioneer_bids():
    """The auctioneer may bid in their own auction."""

    original = auction.bid

    def bid(state: dict, action: dict, ctx) -> None:
        phase = state["phase"]
        auctioneer = phase["auctioneer"]
        if action["player"] == auctioneer:
            phase["auctioneer"] = -1  # the bid rules no longer see who auctions
        try:
            original(state, action, ctx)
        finally:
            phase["auctioneer"] = auctioneer

    set_handler("bid", bid)


@mutant("dropped-out-bids", "KF-AUC-3")
def _dropped_out_bids():
    """A player who dropped out may still bid (the bid check forgets `out`)."""
    original = engine.apply

    def apply(state: dict, action: object) -> list:
        seat = action.get("player") if isinstance(action, dict) else None
        players = state["players"]
        let_in = (action.get("type") == "bid" and type(seat) is int
                  and 0 <= seat < len(players) and players[seat]["out"]) if seat is not None else False
        if let_in:   # in for the bid only; out again afterwards
            players[seat]["out"] = False
        try:
            return original(state, action)
        finally:
            if let_in:
                players[seat]["out"] = True

    engine.apply = apply


@mutant("bid-steps-of-5", "KF-AUC-4")
def _bid_steps_of_5():
    """Bids go up in steps of 5: multiples of 5, at least 5 above the highest bid."""
    set_handler("bid", _bid(step=5, first_least=5))


@mutant("first-bid-zero", "KF-AUC-4")
def _first_bid_zero():
    """The first bid of an auction may be 0."""
    set_handler("bid", _bid(first_least=0))


@mutant("closes-on-first-pass", "KF-AUC-5")
def _closes_on_first_pass():
    """Under all_pass the auction closes at the first pass after a bid, not when all passed."""
    original = auction.pass_

    def pass_(state: dict, action: dict, ctx) -> None:
        original(state, action, ctx)
        phase = state["phase"]
        if phase["step"] == "auction" and phase["high_bid"] \
                and state["options"]["auction_close"] == "all_pass":
            auction.close(state, ctx)

    set_handler("pass", pass_)


@mutant("auctioneer-calls-ignored", "KF-AUC-5")
def _auctioneer_calls_ignored():
    """Under auction_close: auctioneer_calls the auction still closes once everyone passed."""

    def close_if_all_passed(state: dict, ctx) -> None:
        phase = state["phase"]
        high = phase["high_bid"]["player"] if phase["high_bid"] else None
        if all(s in phase["passed"] for s in auction.bidders(state) if s != high):
            auction.close(state, ctx)

    auction.close_if_all_passed = close_if_all_passed


@mutant("high-bidder-may-pass", "KF-AUC-5")
def _high_bidder_may_pass():
    """The highest bidder may pass (their bid stands)."""

    def pass_(state: dict, action: dict, ctx) -> None:
        phase, seat = state["phase"], action["player"]
        if seat == phase["auctioneer"]:
            raise Rejection("not_your_turn", "the auctioneer does not bid, so does not pass")
        # the bend: no high_bidder_cannot_pass
        if seat not in phase["passed"]:
            phase["passed"] = sorted(phase["passed"] + [seat])
        ctx.emit("passed", player=seat)
        auction.close_if_all_passed(state, ctx)

    set_handler("pass", pass_)


@mutant("repeat-not-counted", "KF-SPC-7")
def _repeat_not_counted():
    """A repeated auction does not raise `repeat`."""
    original = auction.sell

    def sell(state: dict, action: dict, ctx) -> None:
        before = state["phase"].get("repeat", 0)
        original(state, action, ctx)
        if state["phase"]["step"] == "auction":
            state["phase"]["repeat"] = before

    set_handler("sell", sell)


@mutant("caps-reset-on-repeat", "KF-SPC-8")
def _caps_reset_on_repeat():
    """A further repeat forgets the caps of earlier failed sales (only the latest holds)."""
    original = auction.sell

    def sell(state: dict, action: dict, ctx) -> None:
        buyer = state["phase"]["high_bid"]["player"]
        original(state, action, ctx)
        phase = state["phase"]
        if phase["step"] == "auction":
            phase["caps"] = {k: v for k, v in phase["caps"].items() if k == str(buyer)}

    set_handler("sell", sell)


@mutant("refusal-when-unaffordable", "KF-SPC-5")
def _refusal_when_unaffordable():
    """The auctioneer may use first refusal without the money to pay the bid."""

    def first_refusal(state: dict, action: dict, ctx) -> None:
        phase = state["phase"]
        auction._check_auctioneer(state, action)
        seat, amount = phase["auctioneer"], phase["high_bid"]["amount"]
        phase.update(step="payment", payer=seat, payee=phase["high_bid"]["player"],
                     amount=amount, buyer=seat)
        ctx.emit("first_refusal", player=seat, amount=amount)

    set_handler("first_refusal", first_refusal)


@mutant("failed-sale-not-revealed", "KF-SPC-6")
def _failed_sale_not_revealed():
    """A bidder who cannot pay is capped, but their money is not shown (no `revealed`)."""
    original = auction.sell

    def sell(state: dict, action: dict, ctx) -> None:
        original(state, action, ctx)
        phase = state["phase"]
        if phase["step"] == "auction":
            phase["revealed"] = {}
            ctx.events[:] = [e for e in ctx.events if e["type"] != "kuhpons_revealed"]

    set_handler("sell", sell)


@mutant("no-repeat-cap", "KF-SPC-8")
def _no_repeat_cap():
    """In a repeated auction the bidder who could not pay may bid more than they showed."""
    set_handler("bid", _bid(capped=False))


# --------------------------------------------------------------------------- payment


@mutant("overpay-accepted", "KF-SPC-3")
def _overpay_accepted():
    """Under exact_or_least any sufficient payment is accepted (as under any_sufficient)."""
    original = money.check_payment

    def check_payment(hand, cards, amount, options):
        return original(hand, cards, amount, dict(options, payment="any_sufficient"))

    auction.check_payment = check_payment


@mutant("refusal-payment-any-sufficient", "KF-SPC-4")
def _refusal_payment_any():
    """The auctioneer paying for first refusal may overpay (the payment rule binds buyers only)."""
    original_pay, original_check = auction.pay, auction.check_payment

    def lenient(hand, cards, amount, options):
        return original_check(hand, cards, amount, dict(options, payment="any_sufficient"))

    def pay(state: dict, action: dict, ctx) -> None:
        phase = state["phase"]
        if phase["payer"] == phase["auctioneer"]:   # first refusal
            auction.check_payment = lenient
        try:
            original_pay(state, action, ctx)
        finally:
            auction.check_payment = original_check

    set_handler("pay", pay)


def _cards_worth(cards, target: int, options: dict) -> list[str] | None:
    """Some positive-valued cards adding up to exactly `target` (lowest ids first)."""
    found: dict[int, list[str]] = {0: []}
    for card in sorted_cards(cards):
        value = money.card_value(card, options)
        if value > 0:
            for total_, chosen in list(found.items()):
                found.setdefault(total_ + value, chosen + [card])
    return found.get(target)


@mutant("change-given", "KF-SPC-2")
def _change_given():
    """The payee of an overpayment hands back change from their money, when they can."""
    original = auction.pay

    def pay(state: dict, action: dict, ctx) -> None:
        phase, options = state["phase"], state["options"]
        payer, payee, amount = phase["payer"], phase["payee"], phase["amount"]
        original(state, action, ctx)
        excess = money.total(action["kuhpons"], options) - amount
        change = _cards_worth(state["players"][payee]["kuhpons"], excess, options) if excess > 0 else None
        if change:
            for card in change:
                state["players"][payee]["kuhpons"].remove(card)
            state["players"][payer]["kuhpons"] = sorted_cards(state["players"][payer]["kuhpons"] + change)

    set_handler("pay", pay)


# --------------------------------------------------------------------------- cow trade


@mutant("copycat-tradeable", "KF-TRD-4")
def _copycat_tradeable():
    """A Copycat may be named in a cow trade (both players must own one); it changes hands."""
    check_cows, award = trade._check_cows, trade._award_cows

    def is_copycat_name(cow) -> bool:
        return isinstance(cow, str) and (cow == "copycat" or (is_card(cow) and is_copycat(cow)))

    def _check_cows(state: dict, seat: int, partner: int, cows) -> list:
        if not isinstance(cows, list) or not any(is_copycat_name(c) for c in cows):
            return check_cows(state, seat, partner, cows)
        plain = [c for c in cows if not is_copycat_name(c)]
        if len(cows) > 2:
            raise Rejection("trade_cow_count", "a cow trade concerns 1 or 2 cows")
        if len(plain) < len(cows) - 1:
            raise Rejection("trade_same_cow", "the 2 cows of a trade must differ")
        for who in (seat, partner):
            if not state["players"][who]["copycats"]:
                raise Rejection("trade_cow_not_owned", f"seat {who} owns no Copycat")
        return (check_cows(state, seat, partner, plain) if plain else []) + ["copycat"]

    def _award_cows(state: dict, winner: int, loser: int, ctx) -> None:
        phase = state["phase"]
        if "copycat" in phase["cows"]:
            lose, win = state["players"][loser], state["players"][winner]
            slot = min(lose["copycats"], key=lambda cc: cc["card"])
            lose["copycats"].remove(slot)
            win["copycats"].append({"card": slot["card"], "cow": None})
            ctx.queue_placement(winner, slot["card"], "received")
            phase["cows"] = [c for c in phase["cows"] if c != "copycat"]
        award(state, winner, loser, ctx)

    trade._check_cows = _check_cows
    trade._award_cows = _award_cows


@mutant("copycat-follows-traded-cow", "KF-TRD-4")
def _copycat_follows_traded_cow():
    """A Copycat placed with a traded cow type goes to the winner with the cow."""
    award = trade._award_cows

    def _award_cows(state: dict, winner: int, loser: int, ctx) -> None:
        lose, win = state["players"][loser], state["players"][winner]
        for slot in [cc for cc in lose["copycats"] if cc["cow"] in state["phase"]["cows"]]:
            lose["copycats"].remove(slot)
            taken = any(cc["cow"] == slot["cow"] for cc in win["copycats"])
            win["copycats"].append({"card": slot["card"], "cow": None if taken else slot["cow"]})
        award(state, winner, loser, ctx)

    trade._award_cows = _award_cows


@mutant("same-type-twice-in-trade", "KF-TRD-3")
def _same_type_twice():
    """A cow trade may name the same type twice (and then moves 2 cows of it)."""
    check_cows = trade._check_cows

    def _check_cows(state: dict, seat: int, partner: int, cows) -> list:
        if isinstance(cows, list) and len(cows) == 2 and cows[0] == cows[1]:
            check_cows(state, seat, partner, cows[:1])
            return list(cows)
        return check_cows(state, seat, partner, cows)

    trade._check_cows = _check_cows


def _counter(round1_tie_reopens: bool = True, second_tie_to: str = "challenger",
             exchange: bool = True) -> Callable:
    """trade.counter with its choices as parameters (the reference: True, challenger, True)."""

    def counter(state: dict, action: dict, ctx) -> None:
        trade._check_partner(state, action)
        phase, options = state["phase"], state["options"]
        seat = phase["partner"]
        cards = money.check_cards(state["players"][seat]["kuhpons"], action.get("kuhpons"))
        bid, counter_bid = money.total(phase["offer"], options), money.total(cards, options)
        if bid == counter_bid and phase["round"] == 1 and round1_tie_reopens:
            trade._give(state, phase["challenger"], phase["offer"])
            ctx.emit("trade_tied", challenger=phase["challenger"], partner=seat, round=1)
            state["phase"] = {"step": "trade_again", "challenger": phase["challenger"],
                              "partner": seat, "cows": phase["cows"], "round": 2}
            return
        for card in cards:
            state["players"][seat]["kuhpons"].remove(card)
        if bid == counter_bid:
            winner = phase["challenger"] if second_tie_to == "challenger" else seat
        else:
            winner = seat if counter_bid > bid else phase["challenger"]
        if exchange:
            trade._give(state, seat, phase["offer"])
            trade._give(state, phase["challenger"], cards)
        else:  # the winner's offer goes to the loser, who takes their own back
            loser_ = phase["challenger"] if winner == seat else seat
            trade._give(state, loser_, phase["offer"] + cards)
        ctx.emit("trade_countered", challenger=phase["challenger"], partner=seat,
                 tie=bid == counter_bid, winner=winner)
        loser = phase["challenger"] if winner == seat else seat
        trade._award_cows(state, winner=winner, loser=loser, ctx=ctx)

    return counter


@mutant("counter-loser-keeps-own", "KF-TRD-8")
def _counter_loser_keeps_own():
    """After a counter-bid the loser gets the winner's offer and also keeps their own."""
    set_handler("counter", _counter(exchange=False))


@mutant("first-tie-to-challenger", "KF-TRD-9")
def _first_tie_to_challenger():
    """A first tie is not reopened: it goes to the challenger at once, like a second tie."""
    set_handler("counter", _counter(round1_tie_reopens=False))


@mutant("second-tie-to-partner", "KF-TRD-10")
def _second_tie_to_partner():
    """A second tie goes to the partner instead of the challenger."""
    set_handler("counter", _counter(second_tie_to="partner"))


@mutant("trade-moves-highest-copy", "KF-TRD-11")
def _trade_moves_highest_copy():
    """The loser of a trade gives the cow with the highest copy number, not the lowest."""

    def _award_cows(state: dict, winner: int, loser: int, ctx) -> None:
        phase = state["phase"]
        cows = phase["cows"]
        state["phase"] = {"step": "turn"}
        win, lose = state["players"][winner], state["players"][loser]
        moved = []
        for value in cows:
            theirs = sorted_cards(c for c in lose["display"] if cow_type(c) == value)[::-1]
            mine = [c for c in win["display"] if cow_type(c) == value]
            n = 1
            if state["options"]["trade_quantity"] == "pairs_when_both_hold_two" \
                    and len(theirs) >= 2 and len(mine) >= 2:
                n = 2
            moved += theirs[:n]
        for card in moved:
            lose["display"].remove(card)
        ctx.emit("cows_traded", winner=winner, loser=loser, cards=sorted_cards(moved))
        trade.receive(state, winner, moved, ctx)
        trade.finish_turn(state, ctx)

    trade._award_cows = _award_cows


@mutant("accept-returns-offer", "KF-TRD-6")
def _accept_returns_offer():
    """On acceptance the challenger gets the cows and takes the offer back (free cows)."""

    def accept(state: dict, action: dict, ctx) -> None:
        trade._check_partner(state, action)
        phase = state["phase"]
        trade._give(state, phase["challenger"], phase["offer"])
        ctx.emit("trade_accepted", player=phase["partner"], received=len(phase["offer"]))
        trade._award_cows(state, winner=phase["challenger"], loser=phase["partner"], ctx=ctx)

    set_handler("accept", accept)


@mutant("counter-compares-card-count", "KF-TRD-7")
def _counter_compares_card_count():
    """A counter-bid is compared with the offer by the number of cards, not their total."""
    original = trade.counter

    def counter(state: dict, action: dict, ctx) -> None:
        trade.total = lambda cards, options: len(cards)
        try:
            original(state, action, ctx)
        finally:
            trade.total = money.total

    set_handler("counter", counter)


@mutant("pairs-option-ignored", "KF-TRD-11")
def _pairs_option_ignored():
    """Under trade_quantity: pairs_when_both_hold_two still only one cow moves."""
    original = trade._award_cows

    def _award_cows(state: dict, winner: int, loser: int, ctx) -> None:
        options = state["options"]
        state["options"] = dict(options, trade_quantity="one_per_type")
        try:
            original(state, winner, loser, ctx)
        finally:
            state["options"] = options

    trade._award_cows = _award_cows


@mutant("offer-shown-to-others", "KF-TRD-12")
def _offer_shown_to_others():
    """A third player's view shows the cards of the face-down offer."""
    original = engine.view

    def view(state: dict, seat: int) -> dict:
        out = original(state, seat)
        phase = state["phase"]
        if phase["step"] == "trade" and seat not in (phase["partner"], phase["challenger"]):
            out["phase"]["offer"] = list(phase["offer"])
        return out

    engine.view = view


@mutant("offer-shown-to-partner", "KF-TRD-12")
def _offer_shown_to_partner():
    """The partner's view shows the cards of the face-down offer before it is handed over."""
    original = engine.view

    def view(state: dict, seat: int) -> dict:
        out = original(state, seat)
        if state["phase"]["step"] == "trade" and state["phase"]["partner"] == seat:
            out["phase"]["offer"] = list(state["phase"]["offer"])
        return out

    engine.view = view


@mutant("copycat-joins-triple", "KF-TRI-2")
def _copycat_joins_triple():
    """A Copycat may be placed with the type of its owner's own triple."""
    original = copycats.place

    def place(state: dict, action: dict, ctx) -> None:
        player = state["players"][action["player"]]
        value = action.get("cow")
        if value in {t["cow"] for t in player["triples"]}:
            head = state["phase"]["queue"][0]
            if action["player"] == head["player"] and action.get("copycat") == head["card"]:
                for cc in player["copycats"]:
                    if cc["card"] == head["card"]:
                        cc["cow"] = value
                ctx.queue = state["phase"]["queue"][1:]
                ctx.emit("copycat_placed", player=action["player"], copycat=head["card"], cow=value)
                return
        original(state, action, ctx)

    set_handler("place_copycat", place)


# --------------------------------------------------------------------------- triples and Copycats


def _turn_remaining(display: bool = True, stack: bool = True) -> Callable:
    """triples.turn_remaining with each half switchable (the reference: both)."""

    def turn_remaining(state: dict, value: int, former: int, ctx) -> None:
        for seat, player in enumerate(state["players"]):
            if display:
                for card in sorted_cards(triples.cows_of(player["display"], value)):
                    player["display"].remove(card)
                    player["black_sheep"].append(card)
                    ctx.emit("black_sheep", player=seat, card=card)
            if stack:
                for card in sorted_cards(triples.cows_of(player["stack"], value)):
                    player["stack"].remove(card)
                    player["kuhpons"].append(card)
                    ctx.emit("turned_to_money", player=seat, card=card)
            for cc in player["copycats"]:
                if cc["cow"] == value:
                    cc["cow"] = None
                    if not player["out"]:
                        ctx.queue_placement(seat, cc["card"], "freed" if seat == former else "turned")

    return turn_remaining


@mutant("black-sheep-not-turned", "KF-TRI-3")
def _black_sheep_not_turned():
    """The remaining cow of a completed type in a display stays a cow (no black sheep)."""
    triples.turn_remaining = _turn_remaining(display=False)


@mutant("stack-cow-not-turned", "KF-TRI-4")
def _stack_cow_not_turned():
    """The remaining cow of a completed type in a stack stays there (not turned into money)."""
    triples.turn_remaining = _turn_remaining(stack=False)


@mutant("own-remaining-not-turned", "KF-TRI-5")
def _own_remaining_not_turned():
    """The triple's owner keeps their own remaining cows of the type (only others' turn)."""
    inner = _turn_remaining()

    def turn_remaining(state: dict, value: int, former: int, ctx) -> None:
        mine = state["players"][former]
        kept = (list(mine["display"]), list(mine["stack"]))
        inner(state, value, former, ctx)
        turned = [c for c in kept[0] + kept[1] if triples.cows_of([c], value)]
        mine["black_sheep"] = [c for c in mine["black_sheep"] if c not in turned]
        mine["kuhpons"] = [c for c in mine["kuhpons"] if c not in turned]
        mine["display"], mine["stack"] = sorted_cards(kept[0]), sorted_cards(kept[1])
        ctx.events[:] = [e for e in ctx.events
                         if not (e["type"] in ("black_sheep", "turned_to_money") and e["player"] == former)]

    triples.turn_remaining = turn_remaining


@mutant("turned-cow-worth-nothing", "KF-TRI-4")
def _turned_cow_worth_nothing():
    """A cow turned into money is worth 0 (not its coloured amount)."""
    original = money.card_value

    def card_value(card: str, options: dict) -> int:
        return 0 if is_cow(card) else original(card, options)

    money.card_value = card_value


@mutant("copycat-stays-with-completed-type", "KF-COP-3")
def _copycat_stays():
    """Another player's Copycat placed with a type that just formed a triple stays there."""
    inner = _turn_remaining()

    def turn_remaining(state: dict, value: int, former: int, ctx) -> None:
        kept = {(s, cc["card"]) for s, p in enumerate(state["players"]) if s != former
                for cc in p["copycats"] if cc["cow"] == value}
        inner(state, value, former, ctx)
        for s, card in kept:
            for cc in state["players"][s]["copycats"]:
                if cc["card"] == card:
                    cc["cow"] = value
        ctx.queue = [q for q in ctx.queue if (q["player"], q["card"]) not in kept]

    triples.turn_remaining = turn_remaining


def _form_triples(one_cow_two_copycats: bool = False, copycat_first: bool = False) -> Callable:
    """triples.form_triples with two switches (the reference: both off)."""

    def form_triples(state: dict, seat: int, ctx) -> None:
        player = state["players"][seat]
        for value in sorted({cow_type(c) for c in player["display"]}):
            if state["phase"]["step"] == "over":
                return
            cows = sorted_cards(triples.cows_of(player["display"], value))
            placed = [cc for cc in player["copycats"] if cc["cow"] == value]
            extra: list[str] = []
            if copycat_first and len(cows) >= 2 and placed:
                cards, extra = cows[:2], [placed[0]["card"]]
            elif len(cows) >= 3:
                cards = cows[:3]
            elif len(cows) == 2 and placed:
                cards, extra = cows, [placed[0]["card"]]
            elif one_cow_two_copycats and len(cows) == 1 and len(placed) >= 2:
                cards, extra = cows, [placed[0]["card"], placed[1]["card"]]
            else:
                continue
            for card in cards:
                player["display"].remove(card)
            player["copycats"] = [cc for cc in player["copycats"] if cc["card"] not in extra]
            cards = cards + extra
            player["triples"].append({"cow": value, "cards": cards})
            ctx.emit("triple_formed", player=seat, cow=value, cards=cards)
            triples.turn_remaining(state, value, seat, ctx)
            if triples.triple_count(state) == triples.TRIPLES_IN_GAME:
                turns.end_game(state, "all_triples", ctx)

    return form_triples


def _set_form_triples(fn: Callable) -> None:
    triples.form_triples = fn
    copycats.form_triples = fn


@mutant("two-copycats-one-type", "KF-COP-5")
def _two_copycats_one_type():
    """Two Copycats may go with one cow type, and 1 cow + 2 Copycats form a triple."""

    def place(state: dict, action: dict, ctx) -> None:
        queue = state["phase"]["queue"]
        head = queue[0]
        seat = action["player"]
        if seat != head["player"]:
            raise Rejection("not_your_turn", f"seat {head['player']} places a Copycat now")
        if action.get("copycat") != head["card"]:
            raise Rejection("copycat_not_yours", f"{head['card']} is the Copycat to place now")
        value = action["cow"]
        player = state["players"][seat]
        if value is not None:
            if isinstance(value, bool) or value not in COW_VALUES:
                raise Rejection("copycat_bad_cow", f"{value!r} is no cow type")
            if not any(cow_type(c) == value for c in player["display"]):
                raise Rejection("copycat_bad_cow", f"no {value}-cow lies in this display")
        for cc in player["copycats"]:
            if cc["card"] == head["card"]:
                cc["cow"] = value
        ctx.queue = queue[1:]
        ctx.emit("copycat_placed", player=seat, copycat=head["card"], cow=value)
        if value is not None:
            copycats.form_triples(state, seat, ctx)

    _set_form_triples(_form_triples(one_cow_two_copycats=True))
    set_handler("place_copycat", place)


@mutant("copycat-preferred-to-third-cow", "KF-COP-5")
def _copycat_preferred():
    """With 3 real cows and a Copycat placed with the type, the Copycat joins the triple."""
    _set_form_triples(_form_triples(copycat_first=True))


@mutant("separate-copycat-not-moved", "KF-COP-7")
def _separate_copycat_not_moved():
    """A Copycat placed separately is never offered a new place when cows arrive."""
    original = copycats.receive

    def receive(state: dict, seat: int, cards: list, ctx) -> None:
        before = list(ctx.queue)
        original(state, seat, cards, ctx)
        ctx.queue = before + [q for q in ctx.queue[len(before):] if q["reason"] != "cows_arrived"]

    auction.receive = receive
    trade.receive = receive


# --------------------------------------------------------------------------- setup, turns, end


@mutant("three-players-four-copycats", "KF-SET-2")
def _three_players_four_copycats():
    """A 3-player game keeps all 4 Copycats: a cow goes to the box instead, 13 cards each."""
    original = setup.new_game

    def new_game(setup_: dict) -> dict:
        state = original(setup_)
        if len(state["players"]) != 3 or "deal" in setup_:
            return state
        import random

        deck = list(COW_IDS + COPYCAT_IDS)
        random.Random(setup_.get("seed", 0)).shuffle(deck)
        boxed = [c for c in deck if not is_copycat(c)][-1]   # the last cow, not a Copycat
        deck.remove(boxed)
        for i, player in enumerate(state["players"]):
            player["stack"] = sorted_cards(deck[i * 13:(i + 1) * 13])
        state["box"] = sorted_cards([c for c in state["box"] if not (is_cow(c) or is_copycat(c))]
                                    + [boxed])
        return state

    setup.new_game = new_game


@mutant("first-player-ignored", "KF-SET-6")
def _first_player_ignored():
    """The setup's `first` is ignored: seat 0 always starts."""
    original = setup.new_game

    def new_game(setup_: dict) -> dict:
        state = original(setup_)
        state["turn"] = 0
        return state

    setup.new_game = new_game


@mutant("view-leaks-kuhpons", "KF-SET-5")
def _view_leaks_kuhpons():
    """view() lists another player's whole money hand under `turned`, not just turned cows."""
    original = engine.view

    def view(state: dict, seat: int) -> dict:
        out = original(state, seat)
        for other, player in enumerate(state["players"]):
            if other != seat and isinstance(out["players"][other]["kuhpons"], dict):
                out["players"][other]["kuhpons"]["turned"] = sorted_cards(player["kuhpons"])
        return out

    engine.view = view


@mutant("view-leaks-stack", "KF-SET-5")
def _view_leaks_stack():
    """view() sends another player's stack cards along with its count."""
    original = engine.view

    def view(state: dict, seat: int) -> dict:
        out = original(state, seat)
        for other, player in enumerate(state["players"]):
            if other != seat:
                out["players"][other]["stack"] = {"count": len(player["stack"]),
                                                  "cards": sorted_cards(player["stack"])}
        return out

    engine.view = view


def _next_turn(step: int = 1, skip_forced: bool = True, stall_counts_all: bool = False) -> Callable:
    """turns.next_turn with three switches (the reference: +1, True, False)."""

    def next_turn(state: dict, ctx) -> None:
        n = len(state["players"])
        seat = state["turn"]
        while True:
            if not turns.active_seats(state):
                return turns.end_game(state, "all_dropped_out", ctx)
            seat = (seat + step) % n
            player = state["players"][seat]
            if player["out"]:
                continue
            if player["stack"] or turns.trade_partners(state, seat):
                state["turn"] = seat
                state["idle_turns"] = 0
                state["phase"] = {"step": "turn"}
                ctx.emit("turn", player=seat)
                return
            if not turns.own_types(player) or not skip_forced:
                player["out"] = True
                ctx.emit("dropped_out", player=seat)
                continue
            state["idle_turns"] += 1
            ctx.emit("turn_skipped", player=seat, reason="no_trade_partner")
            limit = n if stall_counts_all else len(turns.active_seats(state))
            if state["idle_turns"] >= limit:
                state["turn"] = seat
                return turns.end_game(state, "stalled", ctx)

    return next_turn


@mutant("anticlockwise", "KF-TURN-2")
def _anticlockwise():
    """Play passes anticlockwise: to the next lower seat."""
    turns.next_turn = _next_turn(step=-1)


@mutant("drops-out-at-once", "KF-END-3")
def _drops_out_at_once():
    """A player drops out the moment stack and display are empty, not when their turn comes."""
    original = engine.apply

    def apply(state: dict, action: object) -> list:
        events = original(state, action)
        if state["phase"]["step"] != "over":
            for seat, player in enumerate(state["players"]):
                if not player["out"] and not player["stack"] and not player["display"]:
                    player["out"] = True
                    events.append({"type": "dropped_out", "player": seat})
        return events

    engine.apply = apply


@mutant("forced-trade-drops-out", "KF-END-5")
def _forced_trade_drops_out():
    """A player who must trade but has no partner drops out instead of being skipped."""
    turns.next_turn = _next_turn(skip_forced=False)


@mutant("stall-counts-dropped-out", "KF-END-6")
def _stall_counts_dropped_out():
    """The game ends for want of turns only after as many skips as seats, dropped out or not."""
    turns.next_turn = _next_turn(stall_counts_all=True)


@mutant("score-not-final", "KF-END-7")
def _score_not_final():
    """score() after the end of the game does not say it is final."""
    original = engine.breakdown

    def breakdown(state: dict) -> dict:
        return dict(original(state), final=False)

    engine.breakdown = breakdown


@mutant("game-goes-on-after-ninth-triple", "KF-END-4")
def _game_goes_on():
    """The game does not end when the ninth triple forms (only when nobody can act)."""
    original = turns.end_game

    def end_game(state: dict, reason: str, ctx) -> None:
        if reason != "all_triples":
            original(state, reason, ctx)

    turns.end_game = end_game


@mutant("actions-after-game-over", "KF-END-7")
def _actions_after_game_over():
    """After the end an action is refused as a wrong step, not with game_over."""
    original = engine.apply

    def apply(state: dict, action: object) -> list:
        if state["phase"]["step"] == "over":
            engine.check_form(action)
            raise Rejection("wrong_step", "nothing belongs to the over step")
        return original(state, action)

    engine.apply = apply


# --------------------------------------------------------------------------- actions, positions, legal()


@mutant("extra-fields-accepted", "KF-TURN-5")
def _extra_fields_accepted():
    """An action with fields its type does not have is accepted (the extra fields ignored)."""
    original = engine.check_form

    def check_form(action: object) -> None:
        if isinstance(action, dict) and action.get("type") in engine.HANDLERS:
            known = engine._action_validators()[action["type"]].schema["properties"]
            action = {k: v for k, v in action.items() if k in known}
        original(action)

    engine.check_form = check_form


@mutant("anyone-may-take-the-turn", "KF-TURN-3")
def _anyone_may_take_the_turn():
    """Whoever starts an auction or a trade in step turn becomes the turn player."""
    original = engine.apply

    def apply(state: dict, action: object) -> list:
        if isinstance(action, dict) and action.get("type") in ("auction", "trade") \
                and state["phase"]["step"] == "turn":
            seat = action.get("player")
            if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(state["players"]):
                state["turn"] = seat
        return original(state, action)

    engine.apply = apply


@mutant("load-accepts-duplicate-card", "KF-CON-3")
def _load_accepts_duplicate_card():
    """load() accepts a position in which a card lies in two places."""
    from kuhspec.festival import position
    from kuhspec.festival.cards import ALL_CARDS
    from kuhspec.festival.errors import PositionError

    def _check_cards(state: dict) -> None:
        seen: set[str] = set()
        for card, path, zone in position._places(state):
            if card not in ALL_CARDS:
                raise PositionError(path, f"unknown card {card!r}", "KF-CON-3")
            if not position.ALLOWED[zone](card):
                raise PositionError(path, f"{card} cannot lie in {zone}")
            seen.add(card)
        missing = ALL_CARDS - seen
        if missing:
            raise PositionError("$", f"{len(missing)} card(s) are nowhere", "KF-CON-3")

    position._check_cards = _check_cards


def _filter_legal(drop: Callable[[dict, dict], bool]) -> None:
    """Wrap engine.legal: leave out the templates `drop(state, template)` picks."""
    original = engine.legal

    def legal(state: dict, seat: int) -> list:
        return [t for t in original(state, seat) if not drop(state, t)]

    engine.legal = legal


@mutant("legal-min-bid-10", "KF-AUC-4")
def _legal_min_bid_10():
    """legal() offers bids from 10 whatever the highest bid (act still checks)."""
    original = engine.legal

    def legal(state: dict, seat: int) -> list:
        out = original(state, seat)
        for template in out:
            if template["type"] == "bid":
                template["min"] = 10
        return out

    engine.legal = legal


@mutant("legal-omits-separate-copycat", "KF-COP-2")
def _legal_omits_separate_copycat():
    """legal() in step copycat leaves out placing the Copycat separately (act accepts it)."""
    _filter_legal(lambda state, t: t["type"] == "place_copycat" and t["cow"] is None
                  and len(state["players"][t["player"]]["display"]) > 0)


@mutant("legal-omits-counter", "KF-TRD-7")
def _legal_omits_counter():
    """legal() of the challenged player lists only accept, not counter (act accepts it)."""
    _filter_legal(lambda state, t: t["type"] == "counter")


@mutant("legal-omits-pass", "KF-AUC-5")
def _legal_omits_pass():
    """legal() in an auction lists bids only, never pass (act accepts it)."""
    _filter_legal(lambda state, t: t["type"] == "pass")


# --------------------------------------------------------------------------- scoring


def _rescore(adjust: Callable[[dict, dict], None]) -> None:
    """Wrap engine.breakdown: adjust each row (given the player), recompute the total, the
    ranking and the winners."""
    original = scoring.breakdown

    def breakdown(state: dict) -> dict:
        out = original(state)
        for row, player in zip(out["players"], state["players"]):
            adjust(row, player)
            row["total"] = (row["triple_sum"] * row["multiplier"]
                            + scoring.COPYCAT_BONUS * row["copycats"] - row["black_sheep"])
        rows, options = out["players"], state["options"]
        ranking = sorted(range(len(rows)), key=lambda s: scoring._rank_key(rows[s], options))
        best = scoring._rank_key(rows[ranking[0]], options)
        out["ranking"] = ranking
        out["winners"] = [s for s in ranking if scoring._rank_key(rows[s], options) == best]
        return out

    engine.breakdown = breakdown


@mutant("triple-scores-per-card", "KF-SCO-1")
def _triple_scores_per_card():
    """A triple adds its value once per card (a 400-triple adds 1200)."""

    def adjust(row: dict, player: dict) -> None:
        row["triple_sum"] = 3 * sum(row["triples"])

    _rescore(adjust)


@mutant("no-most-kuhpons-bonus", "KF-SCO-3")
def _no_most_kuhpons_bonus():
    """The most Kuhpons are flagged but add nothing to the multiplier."""

    def adjust(row: dict, player: dict) -> None:
        row["multiplier"] = len(row["triples"])

    _rescore(adjust)


@mutant("dropped-out-not-compared", "KF-SCO-3")
def _dropped_out_not_compared():
    """Players who dropped out are left out of the most-Kuhpons comparison."""
    original = scoring._money

    def breakdown(state: dict) -> dict:
        scoring._money = lambda player, options: -1 if player["out"] else original(player, options)
        try:
            out = reference_breakdown(state)
        finally:
            scoring._money = original
        for row, player in zip(out["players"], state["players"]):
            row["kuhpons"] = original(player, state["options"])
        return out

    reference_breakdown = scoring.breakdown
    engine.breakdown = breakdown


@mutant("separate-copycat-scores-nothing", "KF-SCO-4")
def _separate_copycat_scores_nothing():
    """A Copycat placed separately scores nothing (only those in a triple or with a type do)."""

    def adjust(row: dict, player: dict) -> None:
        row["copycats"] -= sum(1 for cc in player["copycats"] if cc["cow"] is None)

    _rescore(adjust)


@mutant("black-sheep-free", "KF-SCO-5")
def _black_sheep_free():
    """Black sheep cost nothing."""

    def adjust(row: dict, player: dict) -> None:
        row["black_sheep"] = 0

    _rescore(adjust)


@mutant("tie-break-most-valuable-triple", "KF-SCO-7")
def _tie_break_most_valuable():
    """A tie on points goes to the player with the most valuable triple."""

    def _rank_key(row: dict, options: dict) -> tuple:
        if row["triples"]:
            key = -row["triples"][-1]
        else:
            key = float("inf") if options["tie_break_no_triple"] == "loses" else float("-inf")
        return (-row["total"], key)

    scoring._rank_key = _rank_key


# --------------------------------------------------------------------------- the server


def apply_mutant(name: str) -> None:
    if name != "none":
        REGISTRY[name].patch()


def factory(name: str) -> Callable:
    from kuhspec.reference_impl import ReferenceImplementation

    class Mutated(ReferenceImplementation):
        def hello(self):
            info = super().hello()
            info["name"] = f"kuhspec-reference+{name}"
            return info

    return Mutated


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv == ["--list"]:
        for m in REGISTRY.values():
            print(f"{m.name:<36} {m.clause:<10} {m.doc}")
        return 0
    if len(argv) != 1 or (argv[0] not in REGISTRY and argv[0] != "none"):
        print(f"usage: python -m mutants NAME  (NAME: none, {', '.join(REGISTRY)})", file=sys.stderr)
        return 2
    apply_mutant(argv[0])
    from kuhspec.harness import serve

    return serve.main([], factory=factory(argv[0]))


if __name__ == "__main__":
    sys.exit(main())
