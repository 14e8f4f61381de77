"""Receiving won cards, and placing Copycats (KF-AUC-9, KF-COP-*, R-KF-COPYCAT-TIMING)."""

from __future__ import annotations

from .cards import cow_type, is_copycat, is_cow, sorted_cards
from .context import Ctx
from .errors import Rejection
from .triples import form_triples


def receive(state: dict, seat: int, cards: list[str], ctx: Ctx) -> None:
    """Cards won in an auction or a trade enter `seat`'s display face up, sorted by type;
    then triples form, and Copycats wait to be placed."""
    player = state["players"][seat]
    cows = [c for c in cards if is_cow(c)]
    new_copycats = [c for c in cards if is_copycat(c)]
    separate = [cc["card"] for cc in player["copycats"] if cc["cow"] is None]
    player["display"] = sorted_cards(player["display"] + cows)
    player["copycats"] += [{"card": c, "cow": None} for c in new_copycats]
    ctx.emit("cards_received", player=seat, cards=sorted_cards(cards))
    form_triples(state, seat, ctx)
    for card in new_copycats:
        ctx.queue_placement(seat, card, "received")
    if cows:
        for card in separate:
            ctx.queue_placement(seat, card, "cows_arrived")


def place(state: dict, action: dict, ctx: Ctx) -> None:
    """`place_copycat`: the first waiting Copycat goes with a type of its owner's display,
    or separately (`cow: null`)."""
    queue = state["phase"]["queue"]
    head = queue[0]
    seat = action["player"]
    if seat != head["player"]:
        raise Rejection("not_your_turn", f"seat {head['player']} places a Copycat now")
    if action["copycat"] != head["card"]:
        raise Rejection("copycat_not_yours", f"{head['card']} is the Copycat to place now")
    value = action["cow"]
    player = state["players"][seat]
    if value is not None:
        if not any(cow_type(c) == value for c in player["display"]):
            raise Rejection("copycat_bad_cow", f"no {value}-cow lies in this display")
        if any(cc["cow"] == value for cc in player["copycats"]):
            raise Rejection("copycat_type_taken", f"a Copycat already goes with the {value}-cows")
    for cc in player["copycats"]:
        if cc["card"] == head["card"]:
            cc["cow"] = value
    ctx.queue = queue[1:]
    ctx.emit("copycat_placed", player=seat, copycat=head["card"], cow=value)
    if value is not None:
        form_triples(state, seat, ctx)
