"""Triples and the turning of the remaining cards of their type (KF-TRI-*, KF-COP-3..6)."""

from __future__ import annotations

from .cards import TRIPLES_IN_GAME, cows_of
from .context import Ctx


def triple_count(state: dict) -> int:
    count = 0  # a loop: no generator frame
    for player in state["players"]:
        count += len(player["triples"])
    return count


def completed_types(state: dict) -> set[int]:
    """The cow types whose triple lies in front of some player."""
    done = set()
    for player in state["players"]:
        for triple in player["triples"]:
            done.add(triple["cow"])
    return done


def triple_cards(cows: list[str], placed: list[dict]) -> tuple[list[str], str | None] | None:
    """The cows and the Copycat (or None) that form a triple of one type, if any: three
    real cows when present (R-KF-COPYCAT-NATURAL), else two cows and the one Copycat placed
    with them (KF-TRI-1, KF-COP-5). `cows` are sorted, `placed` the Copycats of the type."""
    if len(cows) >= 3:
        return cows[:3], None
    if len(cows) == 2 and placed:
        return cows, placed[0]["card"]
    return None


def form_triples(state: dict, seat: int, types, ctx: Ctx) -> None:
    """Form every triple now complete in front of `seat` among the cow types `types`, those
    whose cows or Copycats in the display just changed (a triple forms the moment its cards
    come together, so no other type can hold one: load refuses such a display, KF-TRI-1);
    lowest type first. The ninth triple ends the game (KF-END-4)."""
    player = state["players"][seat]
    for value in sorted(types):
        if state["phase"]["step"] == "over":
            return
        # forming one type's triple moves cows and Copycats of that type only
        placed = []  # (a loop: no comprehension frame)
        for cc in player["copycats"]:
            if cc["cow"] == value:
                placed.append(cc)
        found = triple_cards(cows_of(player["display"], value), placed)
        if found is None:
            continue
        cards, copycat = found
        for card in cards:
            player["display"].remove(card)
        if copycat:
            player["copycats"] = [cc for cc in player["copycats"] if cc["card"] != copycat]
            cards = cards + [copycat]
        player["triples"].append({"cow": value, "cards": cards})
        ctx.emit({"type": "triple_formed", "player": seat, "cow": value, "cards": cards})
        turn_remaining(state, value, seat, ctx)
        if triple_count(state) == TRIPLES_IN_GAME:
            from .turns import end_game

            end_game(state, "all_triples", ctx)


def turns_cards_of(state: dict, seat: int, former: int) -> bool:
    """The remaining cards of the type turn whoever owns them, the triple's owner too (KF-TRI-5)."""
    return True


def turn_remaining(state: dict, value: int, former: int, ctx: Ctx) -> None:
    """Turn every other card of the type, and free the Copycats placed with it."""
    for seat in range(len(state["players"])):
        if turns_cards_of(state, seat, former):
            turn_display_cows(state, seat, value, ctx)
            turn_stack_cows(state, seat, value, ctx)
        free_copycats(state, seat, value, former, ctx)


def turn_display_cows(state: dict, seat: int, value: int, ctx: Ctx) -> None:
    """A remaining cow of the type on the table turns into a black sheep (KF-TRI-3)."""
    _move_cows(state, seat, value, ("display", "black_sheep", "black_sheep"), ctx)


def turn_stack_cows(state: dict, seat: int, value: int, ctx: Ctx) -> None:
    """A remaining cow of the type in a stack leaves it and turns into money (KF-TRI-4)."""
    _move_cows(state, seat, value, ("stack", "kuhpons", "turned_to_money"), ctx)


def _move_cows(state: dict, seat: int, value: int, move: tuple[str, str, str], ctx: Ctx) -> None:
    source, target, event = move
    player = state["players"][seat]
    for card in cows_of(player[source], value):
        player[source].remove(card)
        player[target].append(card)
        ctx.emit({"type": event, "player": seat, "card": card})


def free_copycats(state: dict, seat: int, value: int, former: int, ctx: Ctx) -> None:
    """A Copycat placed with the type is not turned: it waits to be placed anew (KF-COP-3/4,
    KF-COP-6), unless its owner dropped out and has nothing left to place it with."""
    player = state["players"][seat]
    for cc in player["copycats"]:
        if cc["cow"] == value:
            cc["cow"] = None
            if not player["out"]:
                ctx.queue_placement(seat, cc["card"], "freed" if seat == former else "turned")
