"""Moo, Kuhno and the party cows' sounds (KN-CALL-1, KN-CALL-2, KN-PARTY-2; R-KN-SOUNDS, and
the options of R-KN-SAME-SOUND, R-KN-RESERVED-SOUNDS and R-KN-KUHNO-CALL)."""

from __future__ import annotations

import functools

from .cards import effects_on, kind

MOO = "moo"
KUHNO = "kuhno"
#: spoken sounds no party cow may make, per option reserved_sounds (R-KN-RESERVED-SOUNDS)
RESERVED = {"as_listed": ("moo", "bssszzzz"), "with_kuhno": ("moo", "bssszzzz", "kuhno")}
#: sample sounds legal() offers for a party cow (any new sound is accepted)
SAMPLES = ("meow", "oink", "neigh", "woof", "baa", "quack", "cluck", "hoot", "ribbit", "tweet")


@functools.lru_cache(maxsize=4096)
def normal(sound: str, runs: bool = True) -> str:
    """Letters only, case-blind; with `runs`, each run of one letter as one: "Mooo!" -> "mo"
    (R-KN-SAME-SOUND: letter_runs), else the letters as spelt: "Mooo!" -> "mooo" (letters)."""
    out = []
    for ch in sound.lower():
        if ch.isalpha() and not (runs and out and out[-1] == ch):
            out.append(ch)
    return "".join(out)


def same(state: dict, sound: str) -> str:
    """`sound` as the option same_sound compares it."""
    return normal(sound, state["options"]["same_sound"] == "letter_runs")


def reserved(state: dict) -> frozenset[str]:
    """The sounds no party cow may make, as compared (R-KN-RESERVED-SOUNDS)."""
    return frozenset(same(state, s) for s in RESERVED[state["options"]["reserved_sounds"]])


def round_sound(state: dict) -> str:
    """The sound due on a next-to-last card: the latest party sound of the round, or moo."""
    return state["sounds"][-1] if state["sounds"] else MOO


def is_new(state: dict, sound: str) -> bool:
    n = same(state, sound)
    return bool(n) and n not in reserved(state) and n not in {same(state, s) for s in state["sounds"]}


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
        if [same(state, c) for c in calls] == [same(state, KUHNO)]:
            return None
        if not calls and state["options"]["kuhno_call"] == "optional":
            return None                                     # R-KN-KUHNO-CALL: optional
        return "missing_kuhno", f"the last card is placed with the call kuhno, not {calls}"
    want = len(fixed) + (1 if new else 0)
    if len(calls) != want or [same(state, c) for c in calls[:len(fixed)]] != [same(state, f) for f in fixed]:
        shape = fixed + (["<new sound>"] if new else [])
        return "wrong_sound", f"this card is placed with the calls {shape}, not {calls}"
    if new and not is_new(state, calls[-1]):
        taken = ", ".join(RESERVED[state["options"]["reserved_sounds"]])
        return "sound_not_new", (f"{calls[-1]!r} is no new sound: {taken} and "
                                 f"the sounds of this round {state['sounds']} are taken")
    return None


def sample_calls(state: dict, seat: int, card: str) -> list[str]:
    """The calls of a rule-abiding play of `card`, with a sample new sound for a party cow."""
    fixed, new = due(state, seat, card)
    if not new:
        return fixed
    sound = next(s for s in SAMPLES if is_new(state, s))
    return fixed + [sound]


def call_choices(state: dict, seat: int, card: str) -> list[list[str]]:
    """Every list of calls legal() offers with `card`: the sample calls, and for a last card
    placed silently under kuhno_call optional no call at all (R-KN-KUHNO-CALL)."""
    calls = sample_calls(state, seat, card)
    if calls == [KUHNO] and state["options"]["kuhno_call"] == "optional":
        return [calls, []]
    return [calls]


def record(state: dict, seat: int, card: str, calls: list[str]) -> None:
    """A party cow (not the last card) makes its sound the sound of the round."""
    fixed, new = due(state, seat, card)
    if new and effects_on(state) and len(calls) > len(fixed):
        state["sounds"].append(calls[-1])
