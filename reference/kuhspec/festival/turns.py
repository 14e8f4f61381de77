"""Turn order and the end of the game (KF-TURN-2, KF-END-*)."""

from __future__ import annotations

from .cards import cow_type
from .context import Ctx


def active_seats(state: dict) -> list[int]:
    return [s for s, p in enumerate(state["players"]) if not p["out"]]


def own_types(player: dict) -> set[int]:
    """Cow types the player owns face up outside triples and not turned (KF-TRD-2)."""
    return {cow_type(c) for c in player["display"]}


def trade_partners(state: dict, seat: int) -> dict[int, set[int]]:
    """Every other player still in the game, with the cow types both of them own."""
    mine = own_types(state["players"][seat])
    out = {}
    for other, player in enumerate(state["players"]):
        if other != seat and not player["out"]:
            shared = mine & own_types(player)
            if shared:
                out[other] = shared
    return out


def end_game(state: dict, reason: str, ctx: Ctx) -> None:
    if state["phase"]["step"] != "over":
        state["phase"] = {"step": "over", "reason": reason}
        ctx.emit("game_over", reason=reason)


def finish_turn(state: dict, ctx: Ctx) -> None:
    """The action completed a turn: place waiting Copycats first, then the next turn."""
    if state["phase"]["step"] == "over":
        return
    if ctx.queue:
        state["phase"] = {"step": "copycat", "queue": ctx.queue}
        return
    next_turn(state, ctx)


def next_turn(state: dict, ctx: Ctx) -> None:
    """Pass play clockwise to the next player who can act (KF-TURN-2).

    A player with an empty stack and no tradeable cow drops out (KF-END-3); one who must
    trade but has no partner is skipped (KF-END-5, R-KF-FORCED-TRADE); when every player
    still in had their turn skipped in a row, the game ends (KF-END-6, R-KF-END-STALL)."""
    n = len(state["players"])
    seat = state["turn"]
    while True:
        if not active_seats(state):
            return end_game(state, "all_dropped_out", ctx)
        seat = (seat + 1) % n
        player = state["players"][seat]
        if player["out"]:
            continue
        if player["stack"] or trade_partners(state, seat):
            state["turn"] = seat
            state["idle_turns"] = 0
            state["phase"] = {"step": "turn"}
            ctx.emit("turn", player=seat)
            return
        if not own_types(player):
            player["out"] = True
            ctx.emit("dropped_out", player=seat)
            continue
        state["idle_turns"] += 1
        ctx.emit("turn_skipped", player=seat, reason="no_trade_partner")
        if state["idle_turns"] >= len(active_seats(state)):
            state["turn"] = seat
            return end_game(state, "stalled", ctx)
