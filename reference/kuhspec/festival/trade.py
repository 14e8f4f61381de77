"""The cow trade (KF-TRD-*)."""

from __future__ import annotations

from .cards import cow_type, sorted_cards
from .context import Ctx
from .copycats import receive
from .errors import Rejection
from .money import check_cards, total
from .turns import finish_turn, own_types, trade_partners


def _check_cows(state: dict, seat: int, partner: int, cows: list) -> list[int]:
    """`cows` holds cow types, or strings naming a Copycat (engine.check_form)."""
    if any(isinstance(cow, str) for cow in cows):
        raise Rejection("copycat_not_tradeable", "Copycats are never part of a cow trade")
    if not 1 <= len(cows) <= 2:
        raise Rejection("trade_cow_count", "a cow trade concerns 1 or 2 cows")
    if len(cows) == 2 and cows[0] == cows[1]:
        raise Rejection("trade_same_cow", "the 2 cows of a trade must differ")
    for who in (seat, partner):
        missing = [c for c in cows if c not in own_types(state["players"][who])]
        if missing:
            raise Rejection("trade_cow_not_owned", f"seat {who} owns no {missing[0]}-cow face up outside a triple")
    return sorted(cows)


def offer(state: dict, action: dict, ctx: Ctx) -> None:
    """`trade`: challenge another player over 1 or 2 cows with a face-down offer
    (KF-TRD-1..5)."""
    seat, partner = action["player"], action["partner"]
    if not trade_partners(state, seat):
        raise Rejection("trade_unavailable", "nobody else owns a cow this player owns")
    if partner >= len(state["players"]):
        raise Rejection("malformed_action", f"there is no seat {partner} in this game")
    if partner == seat:
        raise Rejection("trade_self", "a cow trade needs another player")
    if state["players"][partner]["out"]:
        raise Rejection("player_out", "a player who dropped out takes no part")
    cows = _check_cows(state, seat, partner, action["cows"])
    cards = check_cards(state["players"][seat]["kuhpons"], action["kuhpons"])
    _lay_offer(state, seat, cards)
    state["phase"] = {"step": "trade", "challenger": seat, "partner": partner, "cows": cows,
                      "offer": sorted_cards(cards), "round": 1}
    ctx.emit("trade_offered", player=seat, partner=partner, cows=cows, count=len(cards))


def reoffer(state: dict, action: dict, ctx: Ctx) -> None:
    """`reoffer`: after a first tie the challenger opens the same trade again (KF-TRD-9)."""
    phase, seat = state["phase"], action["player"]
    if seat != phase["challenger"]:
        raise Rejection("not_your_turn", "the challenger opens the trade again")
    cards = check_cards(state["players"][seat]["kuhpons"], action["kuhpons"])
    _lay_offer(state, seat, cards)
    state["phase"] = {"step": "trade", "challenger": seat, "partner": phase["partner"],
                      "cows": phase["cows"], "offer": sorted_cards(cards), "round": 2}
    ctx.emit("trade_offered", player=seat, partner=phase["partner"], cows=phase["cows"],
             count=len(cards))


def _lay_offer(state: dict, seat: int, cards: list[str]) -> None:
    for card in cards:
        state["players"][seat]["kuhpons"].remove(card)


def _check_partner(state: dict, action: dict) -> None:
    if action["player"] != state["phase"]["partner"]:
        raise Rejection("not_your_turn", "the challenged player answers the trade")


def accept(state: dict, action: dict, ctx: Ctx) -> None:
    """`accept`: the partner takes the offer and gives up the cows (KF-TRD-6)."""
    _check_partner(state, action)
    phase = state["phase"]
    _give(state, phase["partner"], phase["offer"])
    ctx.emit("trade_accepted", player=phase["partner"], received=len(phase["offer"]))
    _award_cows(state, winner=phase["challenger"], loser=phase["partner"], ctx=ctx)


def counter(state: dict, action: dict, ctx: Ctx) -> None:
    """`counter`: offers are exchanged and the higher total wins the cows (KF-TRD-7/8);
    a tie reopens the trade (KF-TRD-9), a second tie goes to the challenger (KF-TRD-10)."""
    _check_partner(state, action)
    phase, options = state["phase"], state["options"]
    seat = phase["partner"]
    cards = check_cards(state["players"][seat]["kuhpons"], action["kuhpons"])
    bid, counter_bid = total(phase["offer"], options), total(cards, options)
    if bid == counter_bid and phase["round"] == 1:
        _give(state, phase["challenger"], phase["offer"])
        ctx.emit("trade_tied", challenger=phase["challenger"], partner=seat, round=1)
        state["phase"] = {"step": "trade_again", "challenger": phase["challenger"],
                          "partner": seat, "cows": phase["cows"], "round": 2}
        return
    for card in cards:
        state["players"][seat]["kuhpons"].remove(card)
    _give(state, seat, phase["offer"])
    _give(state, phase["challenger"], cards)
    winner = seat if counter_bid > bid else phase["challenger"]
    ctx.emit("trade_countered", challenger=phase["challenger"], partner=seat,
             tie=bid == counter_bid, winner=winner)
    loser = phase["challenger"] if winner == seat else seat
    _award_cows(state, winner=winner, loser=loser, ctx=ctx)


def _give(state: dict, seat: int, cards: list[str]) -> None:
    player = state["players"][seat]
    player["kuhpons"] = sorted_cards(player["kuhpons"] + cards)


def _award_cows(state: dict, winner: int, loser: int, ctx: Ctx) -> None:
    """One card of each traded type moves (R-KF-TRADE-PAIR), then the turn ends."""
    phase = state["phase"]
    cows = phase["cows"]
    state["phase"] = {"step": "turn"}
    win, lose = state["players"][winner], state["players"][loser]
    moved = []
    for value in cows:
        theirs = sorted_cards(c for c in lose["display"] if cow_type(c) == value)
        mine = [c for c in win["display"] if cow_type(c) == value]
        n = 1
        if state["options"]["trade_quantity"] == "pairs_when_both_hold_two" and len(theirs) >= 2 and len(mine) >= 2:
            n = 2
        moved += theirs[:n]
    for card in moved:
        lose["display"].remove(card)
    ctx.emit("cows_traded", winner=winner, loser=loser, cards=sorted_cards(moved))
    receive(state, winner, moved, ctx)
    finish_turn(state, ctx)
