"""Mutants of the Copycats (KF-COP-*, KF-TRI-2)."""

from __future__ import annotations

from kuhspec.festival import copycats, triples

from . import bend, mutant, noop


@mutant("copycat-joins-triple", "KF-TRI-2")
def _copycat_joins_triple():
    """A Copycat may be placed with the type of its owner's own triple
    (copycats.placeable_types)."""
    original = copycats.placeable_types
    bend(copycats, "placeable_types",
         lambda player: original(player) | {t["cow"] for t in player["triples"]})


@mutant("copycat-stays-with-completed-type", "KF-COP-3", "KF-COP-2", "KF-COP-4", "KF-COP-5")
def _copycat_stays():
    """Another player's Copycat placed with a type that just formed a triple stays there
    (triples.free_copycats)."""
    original = triples.free_copycats

    def free_copycats(state: dict, seat: int, value: int, former: int, ctx) -> None:
        if seat == former:
            original(state, seat, value, former, ctx)

    bend(triples, "free_copycats", free_copycats)


@mutant("two-copycats-one-type", "KF-COP-5")
def _two_copycats_one_type():
    """Two Copycats may go with one cow type (copycats.taken_types)."""
    bend(copycats, "taken_types", lambda player: set())


@mutant("copycat-preferred-to-third-cow", "KF-COP-5")
def _copycat_preferred():
    """With 3 real cows and a Copycat placed with the type, the Copycat joins the triple
    (triples.triple_cards)."""
    original = triples.triple_cards

    def triple_cards(cows: list[str], placed: list[dict]):
        if len(cows) >= 2 and placed:
            return cows[:2], placed[0]["card"]
        return original(cows, placed)

    bend(triples, "triple_cards", triple_cards)


@mutant("separate-copycat-not-moved", "KF-COP-7", "KF-COP-5")
def _separate_copycat_not_moved():
    """A Copycat placed separately is never offered a new place when cows arrive
    (copycats.requeue_separate)."""
    bend(copycats, "requeue_separate", noop)


@mutant("separate-copycat-moves-on-any-cow", "KF-COP-7")
def _separate_copycat_moves_on_any_cow():
    """Under copycat_rejoin: new_type a separate Copycat is offered a new place whenever
    any cow arrives, one of a type already in the display too (copycats.rejoin_cows)."""
    bend(copycats, "rejoin_cows", lambda state, cows, before: cows)
