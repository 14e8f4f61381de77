"""view(seat): what one player may see (KN-SET-3). Other hands appear as their size and the
backs their holder shows; the pile as its size and its top card's back; faces only of the
cards the seat can see (its own hand and the cows along the sides). The seed is left out: with
it the viewer could shuffle the hands and the pile again, and every later round's deal."""

from __future__ import annotations

import copy
import json

from .cards import ALL_CARDS, manifest, sorted_cards


def _back(state: dict, card: str) -> dict:
    face = state["cards"][card]
    return {"fly": face["fly"], "red_eyes": face["red_eyes"]}


#: the members view() makes anew from the state (or leaves out): not copied first
_MADE = frozenset(("players", "pile", "cards", "seed"))


def view(state: dict, seat: int) -> dict:
    out = {k: (None if k in _MADE else copy.deepcopy(v)) for k, v in state.items()}  # the state's order kept
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


# -- twins: the same view from another position (DESIGN.md, "Hidden means underivable") ----------

#: the clause that makes a view show exactly what its seat may see (kuhspec.games.secrecy)
CLAUSE = "KN-SET-3"
_RUNNING = ("play", "after_draw", "extra")


def _known_of(state: dict, faces: dict):
    """What anyone may know of a hidden card where it lies: its back (the backs of a hand and
    of the pile's top card show), and once the round is over its dung points, which the
    round's score gives away per hand (KN-ROUND-3)."""
    running = state["phase"]["step"] in _RUNNING

    def known(card: str) -> tuple:
        face = faces[card]
        return (face["fly"], face["red_eyes"]) + (() if running else (len(face["spots"]),))
    return known


def twin(state: dict, seat: int, rng) -> tuple[dict, list[tuple[str, str]]]:
    """A position that differs from the canonical `state` only in what `seat` may not see:
    the cards of the other hands and of the pile exchanged for cards that look the same from
    behind (and, after a round, count the same), the pile below its top reordered, and the
    seed another (or none). It is a legal position if `state` is. Returns it with what
    changed, as (what, its clause) pairs."""
    out = json.loads(json.dumps(state))  # a copy (faster than deepcopy)
    cards = out["cards"]
    known = _known_of(out, cards if len(cards) == len(ALL_CARDS) else {**manifest(), **cards})
    zones = [(f"seat {s}'s hand", p["hand"]) for s, p in enumerate(out["players"]) if s != seat]
    zones.append(("the pile", out["pile"]))  # its order counts; a hand is a set

    def seen(name: str, cards: list[str]) -> list[str]:
        return list(cards) if name == "the pile" else sorted_cards(cards)
    before = [seen(name, cards) for name, cards in zones]
    changed: list[tuple[str, str]] = []
    for _ in range(8):  # a shuffle may give back what it was given: try again
        groups: dict[tuple, list[str]] = {}
        for _, cards in zones:
            for card in cards:
                groups.setdefault(known(card), []).append(card)
        for cards in groups.values():
            rng.shuffle(cards)
        for _, cards in zones:
            cards[:] = [groups[known(card)].pop() for card in cards]
        out["pile"][1:] = rng.sample(out["pile"][1:], len(out["pile"]) - 1) if out["pile"] else []
        changed = [(name, CLAUSE) for (name, cards), old in zip(zones, before) if seen(name, cards) != old]
        if changed:
            break
    for p in out["players"]:
        p["hand"] = sorted_cards(p["hand"])
    out["seed"] = None if state["seed"] is not None and rng.random() < 0.5 else rng.randrange(1 << 31)
    if out["seed"] != state["seed"]:
        changed.append((f"the seed ({state['seed']} -> {out['seed']})", CLAUSE))
    return out, changed
