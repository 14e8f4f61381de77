"""Turns passing, rounds ending, dung points and the next round (KN-TURN-1, KN-MILK-1,
KN-ROUND-1..4, KN-END-1..2)."""

from __future__ import annotations

from .cards import spots, sorted_cards


def finish_turn(state: dict, events: list) -> None:
    """The turn passes clockwise, over every seat that is to lose a turn (KN-MILK-1)."""
    players = state["players"]
    events.append({"type": "turn_ended", "player": state["turn"]})
    seat = (state["turn"] + 1) % len(players)
    while players[seat]["skips"] > 0:
        players[seat]["skips"] -= 1
        events.append({"type": "turn_lost", "player": seat})
        seat = (seat + 1) % len(players)
    state["turn"] = seat
    state["phase"] = {"step": "play", "claim": None}
    events.append({"type": "turn", "player": seat})


def draw(state: dict, seat: int, count: int) -> list[str]:
    """Move up to `count` cards from the top of the pile to the hand; fewer when it runs out."""
    taken = state["pile"][:count]
    del state["pile"][:count]
    hand = state["players"][seat]["hand"]
    state["players"][seat]["hand"] = sorted_cards(hand + taken)
    return taken


def end_round(state: dict, reason: str, events: list) -> None:
    """Dung points for every hand (KN-ROUND-3); the game ends after its last round (KN-END-1).
    Cards still owed and turns still to be lost lapse with the round (R-KN-COWPAT)."""
    for player in state["players"]:
        player["owes"] = player["skips"] = 0
    row = [sum(spots(state, c) for c in p["hand"]) for p in state["players"]]
    state["scores"].append(row)
    events.append({"type": "round_ended", "round": state["round"], "reason": reason, "scores": list(row)})
    last = state["round"] >= len(state["players"])
    state["phase"] = {"step": "game_over" if last else "round_over", "claim": None}
    if last:
        events.append({"type": "game_ended", "totals": totals(state), "winners": winners(state)})


def totals(state: dict) -> list[int]:
    return [sum(row[s] for row in state["scores"]) for s in range(len(state["players"]))]


def winners(state: dict) -> list[int]:
    """Every seat with the lowest total (R-KN-TIES)."""
    t = totals(state)
    return [s for s, v in enumerate(t) if v == min(t)]


def next_starter(state: dict) -> int:
    """R-KN-ROUND-START: the left neighbour of the last starter, or the first seat again."""
    if state["options"]["round_start"] == "youngest":
        return state["first"]
    return (state["starter"] + 1) % len(state["players"])


def start_round(state: dict, hands: list[list[str]], pile: list[str], starter: int,
                events: list) -> None:
    """A fresh round on a new deal (KN-SET-1, KN-ROUND-4)."""
    for player, hand in zip(state["players"], hands):
        player.update(hand=sorted_cards(hand), skips=0, owes=0)
    state["pile"] = list(pile)
    state["sides"] = {"top": [], "right": [], "bottom": [], "left": []}
    state.update(position=None, direction=None, sounds=[], starter=starter, turn=starter)
    state["phase"] = {"step": "play", "claim": None}
    events.append({"type": "round_started", "round": state["round"], "starter": starter})


def breakdown(state: dict) -> dict:
    """score(): the dung points of every finished round, the totals, and the winners once
    the game is over (KN-END-2)."""
    final = state["phase"]["step"] == "game_over"
    total = totals(state)
    won = winners(state) if final else []
    players = [{"seat": s, "name": p["name"], "rounds": [row[s] for row in state["scores"]],
                "total": total[s], "winner": s in won} for s, p in enumerate(state["players"])]
    return {"players": players, "rounds": [list(r) for r in state["scores"]], "totals": total,
            "final": final, "winners": won}
