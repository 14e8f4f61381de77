"""Who acts, turn order and the end of the game (KF-TURN-2/3, KF-AUC-2/3, KF-END-*)."""

from __future__ import annotations

from collections.abc import Callable

from .cards import cow_types
from .context import Ctx, Refusal
from .errors import Rejection
from .neutral import pile_has_lot, two_player


def active_seats(state: dict) -> list[int]:
    """The seats still in the game (a loop, not a comprehension: no frame for two to five
    seats, asked every turn)."""
    seats = []
    for seat, player in enumerate(state["players"]):
        if not player["out"]:
            seats.append(seat)
    return seats


def may_bid(state: dict, seat: int) -> bool:
    """Everyone but the auctioneer bids in an auction (KF-AUC-2)."""
    return seat != state["phase"]["auctioneer"]


def bidders(state: dict) -> list[int]:
    """Every bidder, in seat order: a bidder is still in the game and may bid (KF-AUC-2,
    KF-AUC-3, R-KF-DROPPED-OUT). (A loop: no comprehension frame, asked after every bid.)"""
    seats = []
    for seat, player in enumerate(state["players"]):
        if not player["out"] and may_bid(state, seat):
            seats.append(seat)
    return seats


def auctioneer_closes(state: dict) -> bool:
    """Under auction_close: auctioneer_calls the auctioneer calls "sold" (KF-AUC-5); never
    in the 2-player game, where the one bid or pass closes the auction (KF-TWO-9)."""
    return state["options"]["auction_close"] == "auctioneer_calls" and not two_player(state)


def waits_for(state: dict, seat: int) -> bool:
    """Whether the game waits for `seat`: the one seat whose move it is, or in an auction
    every bidder (and the auctioneer, who may call "sold" under auctioneer_calls). Nobody
    once the game is over; never a player who dropped out."""
    phase = state["phase"]
    if phase["step"] != "auction":
        return seat == mover(phase, state)
    if state["players"][seat]["out"]:
        return False
    # a bidder (bidders), or the auctioneer who calls "sold"
    return may_bid(state, seat) or (seat == phase["auctioneer"] and auctioneer_closes(state))


def mover(phase: dict, state: dict) -> int | None:
    """Outside an auction, the seat the game waits for: the actor, unless they dropped out."""
    seat = actor(phase, state)
    return None if seat is None or state["players"][seat]["out"] else seat


def actor(phase: dict, state: dict) -> int | None:
    """The one seat whose move it is, outside an auction; None once the game is over."""
    step = phase["step"]
    if step == "turn":
        return state["turn"]                              # KF-TURN-3
    if step == "award":
        return phase["auctioneer"]                        # KF-AUC-6
    if step == "payment":
        return phase["payer"]
    if step == "trade":
        return phase["partner"]                           # KF-TRD-6/7
    if step == "trade_again":
        return phase["challenger"]                        # KF-TRD-9
    if step == "copycat":
        return phase["queue"][0]["player"]                # R-KF-COPYCAT-TIMING
    return None


def waiting_for(state: dict) -> list[int]:
    """The seats the game waits for (waits_for), in seat order (KF-AUC-2, KF-AUC-3): outside
    an auction only the actor can be one."""
    phase = state["phase"]
    if phase["step"] != "auction":
        seat = mover(phase, state)
        return [] if seat is None else [seat]
    seats = []  # a loop: no comprehension frame
    for seat in range(len(state["players"])):
        if waits_for(state, seat):
            seats.append(seat)
    return seats


def refuse_actor(state: dict, action: dict, message: str | Callable[[dict], str]) -> Refusal | None:
    """The actor must be a seat the game waits for (not_your_turn otherwise, with `message`,
    or what `message(state)` says: legal() asks this of every lot it lists)."""
    if not waits_for(state, action["player"]):
        return Refusal("not_your_turn", message if isinstance(message, str) else message(state))
    return None


def whose_turn(state: dict) -> str:
    """The not_your_turn message of the turn step's actions."""
    return f"it is seat {state['turn']}'s turn"


def verify_in_game(state: dict, action: dict) -> None:
    """A player who dropped out takes no part (KF-END-3, R-KF-DROPPED-OUT)."""
    if state["players"][action["player"]]["out"]:
        raise Rejection("player_out", "a player who dropped out takes no part")


def own_types(player: dict) -> set[int]:
    """Cow types the player owns face up outside triples and not turned (KF-TRD-2)."""
    return cow_types(player["display"])


def _partners(state: dict, seat: int, first: bool = False) -> dict[int, set[int]]:
    """Every other player still in the game who owns a cow type the seat owns, with the
    types both of them own, in seat order; with `first`, the first of them only. (A loop
    that returns, not a generator: each turn asks, and a generator's frame costs more.)"""
    partners = {}
    mine = own_types(state["players"][seat])
    if mine:
        for other, player in enumerate(state["players"]):
            if other != seat and not player["out"]:
                shared = mine & own_types(player)
                if shared:
                    partners[other] = shared
                    if first:
                        break
    return partners


def trade_partners(state: dict, seat: int) -> dict[int, set[int]]:
    """Every player the seat may challenge, with the cow types both of them own (KF-TRD-1)."""
    return _partners(state, seat)


def has_trade_partner(state: dict, seat: int) -> bool:
    """The seat has someone to challenge (trade_partners is not empty); stops at the first."""
    return bool(_partners(state, seat, first=True))


def end_game(state: dict, reason: str, ctx: Ctx) -> None:
    if state["phase"]["step"] != "over":
        state["phase"] = {"step": "over", "reason": reason}
        ctx.emit({"type": "game_over", "reason": reason})


def finish_turn(state: dict, ctx: Ctx) -> None:
    """The action completed a turn: place waiting Copycats first, then the next turn."""
    if state["phase"]["step"] == "over":
        return
    if ctx.queue:
        state["phase"] = {"step": "copycat", "queue": ctx.queue}
        return
    next_turn(state, ctx)


def next_seat(state: dict, seat: int) -> int:
    """Play passes clockwise: to the next higher seat (KF-TURN-2)."""
    return (seat + 1) % len(state["players"])


def has_lot(state: dict, seat: int) -> bool:
    """The seat has something left to auction (KF-END-2): cards in their stack, or in the
    2-player game a lot in the neutral pile (KF-TWO-14)."""
    return bool(state["players"][seat]["stack"]) or pile_has_lot(state)


def drops_out(state: dict, seat: int) -> bool:
    """A player whose turn comes with nothing left to auction drops out when they own no cow
    to trade (KF-END-3); one who owns a cow but has no partner is skipped (KF-END-5)."""
    return not own_types(state["players"][seat])


def stalled(state: dict) -> bool:
    """Every player still in had their turn skipped in a row (KF-END-6, R-KF-END-STALL)."""
    return state["idle_turns"] >= len(active_seats(state))


def next_turn(state: dict, ctx: Ctx) -> None:
    """Pass play to the next player who can act (KF-TURN-2), dropping out (KF-END-3) or
    skipping (KF-END-5, R-KF-FORCED-TRADE) those who cannot, until the game stalls."""
    seat = state["turn"]
    while True:
        if not active_seats(state):
            return end_game(state, "all_dropped_out", ctx)
        seat = next_seat(state, seat)
        player = state["players"][seat]
        if player["out"]:
            continue
        if has_lot(state, seat) or has_trade_partner(state, seat):
            state["turn"] = seat
            state["idle_turns"] = 0
            state["phase"] = {"step": "turn"}
            ctx.emit({"type": "turn", "player": seat})
            return
        if drops_out(state, seat):
            player["out"] = True
            ctx.emit({"type": "dropped_out", "player": seat})
            continue
        state["idle_turns"] += 1
        ctx.emit({"type": "turn_skipped", "player": seat, "reason": "no_trade_partner"})
        if stalled(state):
            state["turn"] = seat
            return end_game(state, "stalled", ctx)
