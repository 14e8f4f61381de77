"""Moo, Kuhno and the party cows' sounds (KN-CALL-1, KN-CALL-2, KN-PARTY-2, R-KN-SOUNDS)."""

from __future__ import annotations

import functools

from .cards import effects_on, kind

MOO = "moo"
KUHNO = "kuhno"
#: spoken sounds no party cow may make
RESERVED = ("moo", "bssszzzz", "kuhno")
#: sample sounds legal() offers for a party cow (any new sound is accepted)
SAMPLES = ("meow", "oink", "neigh", "woof", "baa", "quack", "cluck", "hoot", "ribbit", "tweet")


@functools.lru_cache(maxsize=4096)
def normal(sound: str) -> str:
    """Letters only, case-blind, each run of one letter as one: "Mooo!" -> "mo"."""
    out = []
    for ch in sound.lower():
        if ch.isalpha() and (not out or out[-1] != ch):
            out.append(ch)
    return "".join(out)


RESERVED_NORMAL = frozenset(normal(s) for s in RESERVED)


def round_sound(state: dict) -> str:
    """The sound due on a next-to-last card: the latest party sound of the round, or moo."""
    return state["sounds"][-1] if state["sounds"] else MOO


def is_new(state: dict, sound: str) -> bool:
    n = normal(sound)
    return bool(n) and n not in RESERVED_NORMAL and n not in {normal(s) for s in state["sounds"]}


def due(state: dict, seat: int, card: str) -> tuple[list[str], bool]:
    """(the fixed calls due with `card`, whether a new party sound follows them)."""
    left = len(state["players"][seat]["hand"])
    if left == 1:
        return [KUHNO], False
    party = kind(state, card) == "party"
    fixed = [round_sound(state)] if left == 2 else []
    return fixed, party


def fault(state: dict, seat: int, card: str, calls: list[str]) -> tuple[str, str] | None:
    """The first call fault of a play, as (code, message), or None."""
    fixed, new = due(state, seat, card)
    if fixed == [KUHNO]:
        if [normal(c) for c in calls] != [KUHNO]:
            return "missing_kuhno", f"the last card is placed with the call kuhno only, not {calls}"
        return None
    want = len(fixed) + (1 if new else 0)
    if len(calls) != want or [normal(c) for c in calls[:len(fixed)]] != [normal(f) for f in fixed]:
        shape = fixed + (["<new sound>"] if new else [])
        return "wrong_sound", f"this card is placed with the calls {shape}, not {calls}"
    if new and not is_new(state, calls[-1]):
        return "sound_not_new", (f"{calls[-1]!r} is no new sound: moo, bssszzzz, kuhno and "
                                 f"the sounds of this round {state['sounds']} are taken")
    return None


def sample_calls(state: dict, seat: int, card: str) -> list[str]:
    """The calls of a rule-abiding play of `card`, with a sample new sound for a party cow."""
    fixed, new = due(state, seat, card)
    if not new:
        return fixed
    sound = next(s for s in SAMPLES if is_new(state, s))
    return fixed + [sound]


def record(state: dict, seat: int, card: str, calls: list[str]) -> None:
    """A party cow (not the last card) makes its sound the sound of the round."""
    fixed, new = due(state, seat, card)
    if new and effects_on(state) and len(calls) > len(fixed):
        state["sounds"].append(calls[-1])
