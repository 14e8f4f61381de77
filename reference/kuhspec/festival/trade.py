"""The cow trade (KF-TRD-*): each action's rules (`refuse_x`, context.py) with its verifier
`verify_x` and its boolean `can_x`, the handlers that change the state after verification,
and the rules they share."""

from __future__ import annotations

from .cards import cows_of, sorted_cards
from .context import Ctx, Refusal, reject
from .copycats import receive
from .money import refuse_cards, rules, total
from .turns import finish_turn, has_trade_partner, own_types, refuse_actor, whose_turn

TRADE_COWS = (1, 2)  # KF-TRD-1: a cow trade concerns 1 or 2 cows


def tradeable(cow) -> bool:
    """Copycats are never part of a cow trade (KF-TRD-4): `cows` names cow types, a string
    names a Copycat (engine.check_form)."""
    return not isinstance(cow, str)


def distinct(cows: list) -> bool:
    """The 2 cows of a trade are of different types (KF-TRD-3)."""
    return len(set(cows)) == len(cows)


def trade_owners(state: dict, seat: int, partner: int) -> tuple[tuple[int, set[int]], ...]:
    """The two sides of a trade, each with the cow types it owns (KF-TRD-2)."""
    players = state["players"]
    return (seat, own_types(players[seat])), (partner, own_types(players[partner]))


def refuse_cows(cows: list, owners: tuple[tuple[int, set[int]], ...]) -> Refusal | None:
    """What `trade` asks of its cows: 1 or 2 cows of different types, no Copycat, each
    owned by both sides (`owners`: trade_owners), KF-TRD-1..4, in that order: of each cow
    whether it is one, of the lot its size and its types, of each cow its owners."""
    return refuse_copycats(cows) or refuse_cow_lot(cows) or refuse_unowned(cows, owners)


def refuse_copycats(cows: list) -> Refusal | None:
    """Every cow of the trade is tradeable, no Copycat (KF-TRD-4)."""
    for cow in cows:
        if not tradeable(cow):
            return Refusal("copycat_not_tradeable", "Copycats are never part of a cow trade")
    return None


def refuse_cow_lot(cows: list) -> Refusal | None:
    """The trade concerns 1 or 2 cows (KF-TRD-1), of different types (KF-TRD-3)."""
    if len(cows) not in TRADE_COWS:
        return Refusal("trade_cow_count", "a cow trade concerns 1 or 2 cows")
    if not distinct(cows):
        return Refusal("trade_same_cow", "the 2 cows of a trade must differ")
    return None


def refuse_unowned(cows: list, owners: tuple[tuple[int, set[int]], ...]) -> Refusal | None:
    """Both sides own every cow of the trade face up outside a triple (KF-TRD-2)."""
    for who, owned in owners:
        for cow in cows:
            if cow not in owned:
                return Refusal("trade_cow_not_owned", f"seat {who} owns no {cow}-cow face up outside a triple")
    return None


def refuse_trade(state: dict, action: dict) -> Refusal | None:
    """`trade`: the turn player challenges another player over 1 or 2 cows both own, with a
    face-down offer of their own money (KF-TRD-1..5)."""
    seat, partner = action["player"], action["partner"]
    return (refuse_challenge(state, action)
            or refuse_cows(action["cows"], trade_owners(state, seat, partner))
            or refuse_offer(state, action))


def refuse_challenge(state: dict, action: dict) -> Refusal | None:
    """What `trade` asks of its actor and partner, whatever the cows and the offer: the
    turn player challenges another player still in, having someone to challenge."""
    return refuse_challenger(state, action) or refuse_partner(state, action) or refuse_unavailable(state, action)


def refuse_challenger(state: dict, action: dict) -> Refusal | None:
    """The challenger is the turn player (what legal() lists it for: legal.turn_listing)."""
    return refuse_actor(state, action, whose_turn)


def refuse_partner(state: dict, action: dict) -> Refusal | None:
    """The partner is another seat of the game, still in it."""
    seat, partner = action["player"], action["partner"]
    if partner >= len(state["players"]):
        return Refusal("malformed_action", f"there is no seat {partner} in this game")
    if partner == seat:
        return Refusal("trade_self", "a cow trade needs another player")
    if state["players"][partner]["out"]:
        return Refusal("player_out", "a player who dropped out takes no part")
    return None


def refuse_unavailable(state: dict, action: dict) -> Refusal | None:
    """The challenger has someone to challenge, checked in KF-TRD-1's order after the
    partner (R-KF-REJECTION-ORDER; legal() finds it in the partners it lists)."""
    if not has_trade_partner(state, action["player"]):
        return Refusal("trade_unavailable", "nobody else owns a cow this player owns")
    return None


def verify_trade(state: dict, action: dict) -> None:
    reject(refuse_trade(state, action))


def can_trade(state: dict, action: dict) -> bool:
    return refuse_trade(state, action) is None


def offer(state: dict, action: dict, ctx: Ctx) -> None:
    verify_trade(state, action)
    seat, partner, cards = action["player"], action["partner"], action["kuhpons"]
    cows = sorted(action["cows"])
    _lay_offer(state, seat, cards)
    state["phase"] = {"step": "trade", "challenger": seat, "partner": partner, "cows": cows,
                      "offer": sorted_cards(cards), "round": 1}
    ctx.emit({"type": "trade_offered", "player": seat, "partner": partner, "cows": cows, "count": len(cards)})


def refuse_reoffer(state: dict, action: dict) -> Refusal | None:
    """`reoffer`: after a first tie the challenger opens the same trade again (KF-TRD-9)."""
    return refuse_actor(state, action, "the challenger opens the trade again") or refuse_offer(state, action)


def verify_reoffer(state: dict, action: dict) -> None:
    reject(refuse_reoffer(state, action))


def can_reoffer(state: dict, action: dict) -> bool:
    return refuse_reoffer(state, action) is None


def reoffer(state: dict, action: dict, ctx: Ctx) -> None:
    verify_reoffer(state, action)
    phase, seat, cards = state["phase"], action["player"], action["kuhpons"]
    _lay_offer(state, seat, cards)
    state["phase"] = {"step": "trade", "challenger": seat, "partner": phase["partner"],
                      "cows": phase["cows"], "offer": sorted_cards(cards), "round": 2}
    ctx.emit({"type": "trade_offered", "player": seat, "partner": phase["partner"], "cows": phase["cows"],
              "count": len(cards)})


def _lay_offer(state: dict, seat: int, cards: list[str]) -> None:
    for card in cards:
        state["players"][seat]["kuhpons"].remove(card)


def refuse_accept(state: dict, action: dict) -> Refusal | None:
    """`accept`: the challenged player takes the offer and gives up the cows (KF-TRD-6)."""
    return refuse_actor(state, action, "the challenged player answers the trade")


def verify_accept(state: dict, action: dict) -> None:
    reject(refuse_accept(state, action))


def can_accept(state: dict, action: dict) -> bool:
    return refuse_accept(state, action) is None


def offer_goes_to(phase: dict) -> int:
    """An accepted offer goes to the challenged player (KF-TRD-6)."""
    return phase["partner"]


def accept(state: dict, action: dict, ctx: Ctx) -> None:
    verify_accept(state, action)
    phase = state["phase"]
    _give(state, offer_goes_to(phase), phase["offer"])
    ctx.emit({"type": "trade_accepted", "player": phase["partner"], "received": len(phase["offer"])})
    award_cows(state, winner=phase["challenger"], loser=phase["partner"], ctx=ctx)


def refuse_counter(state: dict, action: dict) -> Refusal | None:
    """`counter`: the challenged player answers with a face-down counter-offer (KF-TRD-7)."""
    return refuse_actor(state, action, "the challenged player answers the trade") or refuse_offer(state, action)


def refuse_offer(state: dict, action: dict) -> Refusal | None:
    """What `trade`, `counter` and `reoffer` ask of their face-down offer, `kuhpons`: cards
    of the actor's own money (KF-TRD-5, KF-TRD-7, KF-TRD-9)."""
    return refuse_cards(state["players"][action["player"]]["kuhpons"], action["kuhpons"])


def verify_counter(state: dict, action: dict) -> None:
    reject(refuse_counter(state, action))


def can_counter(state: dict, action: dict) -> bool:
    return refuse_counter(state, action) is None


def offer_value(cards: list[str], options: dict) -> int:
    """Offers are compared by the total of their cards (KF-TRD-7)."""
    return total(cards, options)


def reopens_on_tie(phase: dict) -> bool:
    """A first tie opens the trade again (KF-TRD-9)."""
    return phase["round"] == 1


def tie_winner(phase: dict) -> int:
    """A second tie goes to the challenger (KF-TRD-10)."""
    return phase["challenger"]


def trade_winner(phase: dict, bid: int, counter_bid: int) -> int:
    """The higher offer wins the cows (KF-TRD-8); a tie goes to `tie_winner`."""
    if bid == counter_bid:
        return tie_winner(phase)
    return phase["partner"] if counter_bid > bid else phase["challenger"]


def settle_offers(state: dict, winner: int, cards: list[str]) -> None:
    """The offers are exchanged, whoever wins (KF-TRD-8): the challenged player takes the
    offer, the challenger the counter-offer `cards`."""
    phase = state["phase"]
    _give(state, phase["partner"], phase["offer"])
    _give(state, phase["challenger"], cards)


def counter(state: dict, action: dict, ctx: Ctx) -> None:
    verify_counter(state, action)
    phase, options = state["phase"], rules(state)
    seat, cards = phase["partner"], action["kuhpons"]
    bid, counter_bid = offer_value(phase["offer"], options), offer_value(cards, options)
    if bid == counter_bid and reopens_on_tie(phase):
        _give(state, phase["challenger"], phase["offer"])
        ctx.emit({"type": "trade_tied", "challenger": phase["challenger"], "partner": seat, "round": 1})
        state["phase"] = {"step": "trade_again", "challenger": phase["challenger"],
                          "partner": seat, "cows": phase["cows"], "round": 2}
        return
    for card in cards:
        state["players"][seat]["kuhpons"].remove(card)
    winner = trade_winner(phase, bid, counter_bid)
    settle_offers(state, winner, cards)
    ctx.emit({"type": "trade_countered", "challenger": phase["challenger"], "partner": seat,
              "tie": bid == counter_bid, "winner": winner})
    loser = phase["challenger"] if winner == seat else seat
    award_cows(state, winner=winner, loser=loser, ctx=ctx)


def _give(state: dict, seat: int, cards: list[str]) -> None:
    player = state["players"][seat]
    player["kuhpons"] = sorted_cards(player["kuhpons"] + cards)


def count_to_move(state: dict, theirs: list[str], mine: list[str]) -> int:
    """One cow of each traded type moves; under trade_quantity: pairs_when_both_hold_two
    two, when both hold two of it (R-KF-TRADE-PAIR)."""
    if state["options"]["trade_quantity"] == "pairs_when_both_hold_two" and len(theirs) >= 2 and len(mine) >= 2:
        return 2
    return 1


def pick_cows(cards: list[str], n: int) -> list[str]:
    """The loser gives the cows with the lowest copy numbers (KF-TRD-11)."""
    return sorted_cards(cards)[:n]


def award_cows(state: dict, winner: int, loser: int, ctx: Ctx) -> None:
    """The traded cows move from loser to winner (KF-TRD-11), then the turn ends."""
    cows = state["phase"]["cows"]
    state["phase"] = {"step": "turn"}
    win, lose = state["players"][winner], state["players"][loser]
    moved = []
    for value in cows:
        theirs, mine = cows_of(lose["display"], value), cows_of(win["display"], value)
        moved += pick_cows(theirs, count_to_move(state, theirs, mine))
    for card in moved:
        lose["display"].remove(card)
    ctx.emit({"type": "cows_traded", "winner": winner, "loser": loser, "cards": sorted_cards(moved)})
    receive(state, winner, moved, ctx)
    finish_turn(state, ctx)
