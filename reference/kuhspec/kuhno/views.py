"""view(seat): what one player may see (KN-SET-3). Other hands appear as their size and the
backs their holder shows; the pile as its size and its top card's back; faces only of the
cards the seat can see (its own hand and the cows along the sides). The seed is left out: with
it the viewer could shuffle the hands and the pile again, and every later round's deal."""

from __future__ import annotations

import copy

from .cards import sorted_cards


def _back(state: dict, card: str) -> dict:
    face = state["cards"][card]
    return {"fly": face["fly"], "red_eyes": face["red_eyes"]}


def view(state: dict, seat: int) -> dict:
    out = copy.deepcopy(state)
    players = []
    for s, player in enumerate(state["players"]):
        shown = {"name": player["name"], "cards": len(player["hand"]),
                 "skips": player["skips"], "owes": player["owes"]}
        if s == seat:
            shown["hand"] = list(player["hand"])
        else:
            backs = [_back(state, c) for c in player["hand"]]
            shown["backs"] = sorted(backs, key=lambda b: (b["fly"], b["red_eyes"]))
        players.append(shown)
    out["players"] = players
    pile = state["pile"]
    out["pile"] = {"cards": len(pile), "top": _back(state, pile[0]) if pile else None}
    visible = set(state["players"][seat]["hand"]) | {c for cows in state["sides"].values() for c in cows}
    out["cards"] = {c: copy.deepcopy(state["cards"][c]) for c in sorted_cards(visible)}
    if out["phase"]["claim"] is not None:
        del out["phase"]["claim"]["faults"]               # for the players to judge
    del out["seed"]
    out["seat"] = seat
    return out
