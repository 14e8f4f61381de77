"""Receiving won cards, and placing Copycats (KF-AUC-9, KF-COP-*, R-KF-COPYCAT-TIMING)."""

from __future__ import annotations

from .cards import cow_type, cow_types, is_copycat, is_cow, sorted_cards
from .context import Ctx, Refusal, reject
from .triples import form_triples
from .turns import own_types, refuse_actor


def receive(state: dict, seat: int, cards: list[str], ctx: Ctx) -> None:
    """Cards won in an auction or a trade enter `seat`'s display face up, sorted by type;
    then triples form, and Copycats wait to be placed."""
    player = state["players"][seat]
    cows, new_copycats = [], []
    for card in cards:
        if is_cow(card):
            cows.append(card)
        elif is_copycat(card):
            new_copycats.append(card)
    separate = []  # the Copycats placed separately (loops here: no comprehension frames)
    for cc in player["copycats"]:
        if cc["cow"] is None:
            separate.append(cc["card"])
    before = own_types(player) if separate else None  # asked only of a separate Copycat (KF-COP-7)
    player["display"] = sorted_cards(player["display"] + cows)
    for card in new_copycats:
        player["copycats"].append({"card": card, "cow": None})
    ctx.emit({"type": "cards_received", "player": seat, "cards": sorted_cards(cards)})
    form_triples(state, seat, cow_types(cows), ctx)
    for card in sorted_cards(new_copycats):  # by card id: a lot has no order (R-KF-COPYCAT-TIMING)
        ctx.queue_placement(seat, card, "received")
    if separate:
        requeue_separate(state, ctx, seat, separate, rejoin_cows(state, cows, before))


def rejoin_cows(state: dict, cows: list[str], before: set[int]) -> list[str]:
    """The received cows that let a separate Copycat be placed anew (KF-COP-7,
    R-KF-COPYCAT-TIMING): under new_type those of a type not in the display before."""
    if state["options"]["copycat_rejoin"] == "cows_arrived":
        return cows
    return [c for c in cows if cow_type(c) not in before]


def requeue_separate(state: dict, ctx: Ctx, seat: int, separate: list[str], cows: list[str]) -> None:
    """When such cows arrive, each Copycat placed separately may be placed anew (KF-COP-7)."""
    if cows:
        for card in separate:
            ctx.queue_placement(seat, card, "cows_arrived")


def placeable_types(player: dict) -> set[int]:
    """A Copycat goes with a cow type of its owner's display (KF-COP-2, KF-TRI-2)."""
    return own_types(player)


def taken_types(player: dict) -> set[int]:
    """Types a Copycat already goes with: at most one Copycat per type (KF-COP-5). (A loop:
    no comprehension frame for the Copycat or two a player has, if any.)"""
    taken = set()
    for cc in player["copycats"]:
        if cc["cow"] is not None:
            taken.add(cc["cow"])
    return taken


def copycat_targets(state: dict, seat: int) -> list[int]:
    """The cow types the seat's waiting Copycat may go with (or it goes separately)."""
    player = state["players"][seat]
    return sorted(placeable_types(player) - taken_types(player))


def refuse_place_copycat(state: dict, action: dict) -> Refusal | None:
    """`place_copycat`: the first waiting Copycat goes with a type of its owner's display,
    or separately (`cow: null`)."""
    return refuse_placer(state, action) or refuse_copycat_cow(state["players"][action["player"]], action["cow"])


def refuse_placer(state: dict, action: dict) -> Refusal | None:
    """What `place_copycat` asks whatever the place: the owner of the first waiting Copycat
    places that one (legal() asks it once for all the places it lists)."""
    head = state["phase"]["queue"][0]
    refusal = refuse_actor(state, action, f"seat {head['player']} places a Copycat now")
    if refusal:
        return refusal
    if action["copycat"] != head["card"]:
        return Refusal("copycat_not_yours", f"{head['card']} is the Copycat to place now")
    return None


def refuse_copycat_cow(player: dict, value: int | None) -> Refusal | None:
    """The place: with a cow type of the player's display that no Copycat goes with yet
    (KF-COP-2, KF-COP-5), or separately (None)."""
    if value is not None:
        if value not in placeable_types(player):
            return Refusal("copycat_bad_cow", f"no {value}-cow lies in this display")
        if value in taken_types(player):
            return Refusal("copycat_type_taken", f"a Copycat already goes with the {value}-cows")
    return None


def verify_place_copycat(state: dict, action: dict) -> None:
    reject(refuse_place_copycat(state, action))


def can_place_copycat(state: dict, action: dict) -> bool:
    return refuse_place_copycat(state, action) is None


def place(state: dict, action: dict, ctx: Ctx) -> None:
    verify_place_copycat(state, action)
    queue = state["phase"]["queue"]
    head, seat, value = queue[0], action["player"], action["cow"]
    for cc in state["players"][seat]["copycats"]:
        if cc["card"] == head["card"]:
            cc["cow"] = value
    ctx.queue = queue[1:]
    ctx.emit({"type": "copycat_placed", "player": seat, "copycat": head["card"], "cow": value})
    if value is not None:
        form_triples(state, seat, (value,), ctx)
