"""Triples and the turning of the remaining cards of their type (KF-TRI-*, KF-COP-5/6)."""

from __future__ import annotations

from .cards import TRIPLES_IN_GAME, cow_type, is_cow, sorted_cards
from .context import Ctx


def cows_of(cards, value: int) -> list[str]:
    return [c for c in cards if is_cow(c) and cow_type(c) == value]


def triple_count(state: dict) -> int:
    return sum(len(p["triples"]) for p in state["players"])


def form_triples(state: dict, seat: int, ctx: Ctx) -> None:
    """Form every triple now complete in front of `seat` (KF-TRI-1, KF-COP-5).

    Three real cows form the triple when present (R-KF-COPYCAT-NATURAL); otherwise two
    cows and the one Copycat placed with them."""
    player = state["players"][seat]
    for value in sorted({cow_type(c) for c in player["display"]}):
        if state["phase"]["step"] == "over":
            return
        cows = sorted_cards(cows_of(player["display"], value))
        placed = [cc for cc in player["copycats"] if cc["cow"] == value]
        if len(cows) >= 3:
            cards, copycat = cows[:3], None
        elif len(cows) == 2 and placed:
            cards, copycat = cows, placed[0]["card"]
        else:
            continue
        for card in cards:
            player["display"].remove(card)
        if copycat:
            player["copycats"] = [cc for cc in player["copycats"] if cc["card"] != copycat]
            cards = cards + [copycat]
        player["triples"].append({"cow": value, "cards": cards})
        ctx.emit("triple_formed", player=seat, cow=value, cards=cards)
        turn_remaining(state, value, seat, ctx)
        if triple_count(state) == TRIPLES_IN_GAME:
            from .turns import end_game

            end_game(state, "all_triples", ctx)


def turn_remaining(state: dict, value: int, former: int, ctx: Ctx) -> None:
    """Turn every other card of the type: on the table a black sheep (KF-TRI-3), in a stack
    money (KF-TRI-4), whoever owns it (KF-TRI-5); and free Copycats placed with it."""
    for seat, player in enumerate(state["players"]):
        for card in sorted_cards(cows_of(player["display"], value)):
            player["display"].remove(card)
            player["black_sheep"].append(card)
            ctx.emit("black_sheep", player=seat, card=card)
        for card in sorted_cards(cows_of(player["stack"], value)):
            player["stack"].remove(card)
            player["kuhpons"].append(card)
            ctx.emit("turned_to_money", player=seat, card=card)
        for cc in player["copycats"]:
            if cc["cow"] == value:
                cc["cow"] = None  # a player who dropped out has nothing left to place it with
                if not player["out"]:
                    ctx.queue_placement(seat, cc["card"], "freed" if seat == former else "turned")
