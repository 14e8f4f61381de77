"""Secrecy for any engine, over the wire: twin positions (DESIGN.md, "Hidden means underivable").

A view must not let its viewer deduce what they may not see, so two positions that differ
only in what the viewer cannot know must give the same view. The scenarios check views
only where their authors wrote a view step, and compare them with the reference's only in
the members the view schema knows (unknown members are pruned, as the protocol promises).
So after every scenario whose steps all passed, at the last position it reached (its last
load or new_game accepted, and every action after that), this module asks one viewer's
view, when the implementation declares the capability `view` and the game's engine has a
twin builder (kuhspec.games.secrecy):

1. **What the rules make public.** The view must agree with the reference's view of the
   implementation's own state under the game's law (kuhspec.law.agree): counts, face-up
   cards, the top of a face-up pile.
2. **Nothing more.** Two *twins* are loaded and viewed: positions the reference's twin
   builder makes from the implementation's state, differing from it only in what the viewer
   may not know (other hands redealt, hidden orders shuffled, a seed changed). Each twin's
   view must be the position's, compared as the implementation gave them, unknown members
   and all (the protocol lets a comparison with the reference ignore them, so a leak there
   is seen only here); normalised by the view schema without pruning (only the set-like
   lists sorted) when they are not the same text. A member that differs also when the
   position itself is loaded back and viewed (a counter, a clock, the history of a position
   reached by play) says nothing of the hidden facts and is left out.

The sample is small and deterministic: one viewer chosen by a hash of the scenario id, two
twins. Over the wire that is six requests more per scenario in two round trips (the
batches are sent ahead); a position is loaded back only when a twin's view differs.
Measured on a full run of the reference (2-core machine, 3 interleaved pairs): in process
12.0 s -> 14.6 s, over the wire 13.9 s -> 17.2 s; one twin instead of two saves about a
fifth of that (most of the cost is the state, the live view and the reference's load). A twin
that the implementation refuses is its own business: the scenario keeps its verdict, with
a note that secrecy was not proven there (so does a state() that is no state of the game,
which only a suite whose steps never read one lets through). A leak fails the scenario, naming the viewer,
what the twin changed (with its clause) and the view member that changed; the rule of
comparison and its messages are kuhspec.law.secrecy. While a scenario is written down
(`kuhspec export`) the check is not made: the twins of the reference's last position are
written into the case instead, for the runners (kuhspec.export.secrecy). Nothing here names a game.
"""

from __future__ import annotations

import hashlib
import random
from functools import lru_cache
from typing import Any

from kuhspec import games
from kuhspec.catalogue import catalogue
from kuhspec.errors import PositionError
from kuhspec.harness.strict import check_answer, form_checked_by
from kuhspec.interface import Implementation, ImplementationError
from kuhspec.law import secrecy as rule
from kuhspec.law.agree import key, law
from kuhspec.normalise import Normaliser
from kuhspec.wire.protocol import short

TWINS = 2


class SecrecyFailure(AssertionError):
    """A view that depends on hidden facts, or hides public ones; carries both views for the report."""

    def __init__(self, message: str, expected: Any, actual: Any):
        super().__init__(message)
        self.expected = expected
        self.actual = actual


@lru_cache(maxsize=None)
def raw_view(game_id: str) -> Normaliser:
    """The game's view normaliser that sorts set-like lists and keeps every member."""
    game = catalogue().game(game_id)
    return Normaliser(game.schema("view"), others=[game.schema(k) for k in game.schemas], prune=False)


def sample(scenario_id: str, seats: int) -> tuple[int, random.Random]:
    """The viewer and the twins' random source of a scenario: the same every run."""
    seed = int.from_bytes(hashlib.sha256(scenario_id.encode("utf-8")).digest()[:8], "big")
    return seed % seats, random.Random(seed)


def load_refused(answer: Any) -> str | None:
    """Why a load answer is no acceptance (None: accepted)."""
    if isinstance(answer, dict) and answer.get("ok") is True:
        return None
    err = answer.get("error") if isinstance(answer, dict) else None
    return short(err if err is not None else answer, 160)


def seat_of(state: dict, seat: int) -> str:
    """"seat 1 (Benno)": a seat, with its player's name where the state gives one."""
    players = state.get("players") or []
    name = players[seat].get("name") if seat < len(players) and isinstance(players[seat], dict) else None
    return f"seat {seat} ({name})" if isinstance(name, str) else f"seat {seat}"


def named(changed: list[tuple[str, str]]) -> str:
    """What a twin changed, grouped by clause: "seat 0's stack, seat 2's money (KF-SET-5)"."""
    by_clause: dict[str, list[str]] = {}
    for what, clause in changed:
        by_clause.setdefault(clause, []).append(what)
    return "; ".join(f"{', '.join(whats)} ({clause})" for clause, whats in by_clause.items())


def _seats(state: dict) -> int:
    return len(state.get("players") or []) or 1


def twins_of(rules: games.Secrecy, state: dict, scenario_id: str) -> tuple[int, list[tuple[dict, list]]]:
    """The viewer of a scenario's last position `state` (a canonical state) and its twins, each
    with what it changed (twins that changed nothing left out): the sample of `sample`."""
    viewer, rng = sample(scenario_id, _seats(state))
    return viewer, [t for t in (rules.twin(state, viewer, rng) for _ in range(TWINS)) if t[1]]


def check(impl: Implementation, game_id: str, scenario_id: str) -> list[str]:
    """Check secrecy at the position `impl` is at (see the module); raise SecrecyFailure on a
    leak, return the notes (where secrecy was not proven)."""
    rules = games.secrecy(game_id)
    if rules is None or "view" not in catalogue().game(game_id).schemas:
        return []
    impl.send_ahead([("state", None)])
    answer = impl.state()
    try:
        state = check_answer(game_id, "state", answer, form_checked=form_checked_by(impl))
    except ImplementationError as err:  # the scenario's steps did not hold it to the schema
        return [f"secrecy not checked: {err}"]
    viewer = sample(scenario_id, _seats(state))[0]
    try:
        reference = games.load(state).view(viewer)
    except PositionError as err:
        return [f"secrecy not checked: the reference refuses the implementation's state ({err})"]
    _, twins = twins_of(rules, state, scenario_id)
    calls = [("view", viewer)]
    for twin, _ in twins:
        calls += [("load", twin), ("view", viewer)]
    impl.send_ahead(calls)  # one round trip over the wire
    live = impl.view(viewer)
    _public(game_id, rules.clause, viewer, reference, live)
    notes = []
    for twin, changed in twins:
        refused = load_refused(impl.load(twin))
        if refused:
            notes.append(rule.twin_refused(named(changed), refused))
            continue
        seen = impl.view(viewer)
        if key(seen) == key(live):
            continue
        norm = raw_view(game_id)
        base, seen = norm(live), norm(seen)
        diff, why = _leaks(impl, state, viewer, norm, base, rule.differences(base, seen))
        if diff:
            raise SecrecyFailure(rule.leak_message(rules.clause, viewer, seat_of(state, viewer), named(changed), diff, why),
                                 base, seen)
    return notes


def _leaks(impl: Implementation, state: dict, viewer: int, norm, base: Any, diff: list[dict]) -> tuple[list[dict], str]:
    """The differences of a twin's view from the position's that a view of the position
    loaded back does not show too: a member that changes anyway (a counter, a clock, the
    history of a position reached by play) says nothing of the hidden facts. With a word on
    why they could not be told apart, when the position cannot be loaded back."""
    impl.send_ahead([("load", state), ("view", viewer)])
    refused = load_refused(impl.load(state))
    if refused:
        return diff, rule.reload_refused(refused)
    return rule.leaks(diff, base, norm(impl.view(viewer))), ""


def _public(game_id: str, clause: str, viewer: int, reference: Any, live: Any) -> None:
    """Check that the view shows what the reference's view of the same state shows."""
    if key(reference) == key(live):
        return
    d = law(game_id).differ(f"view:{viewer}", reference, live)
    if d is not None:
        raise SecrecyFailure(
            f"view({viewer}) does not show what the rules make public ({clause}): at the scenario's last "
            f"position it differs from the reference's view of the implementation's own state at "
            f"{rule.members(d['diff'])}", d["reference"], d["implementation"])


def after_scenario(state, hello: dict | None) -> None:
    """Check a scenario whose steps all passed (`state`: its kuhspec.harness.session.ItemState),
    at the position its implementation is in; the notes go to `state.notes`."""
    rec = state.recorder
    if (rec is None or not rec.in_play or not state.steps or any(d["status"] != "passed" for d in state.steps)
            or state.meta.game is None):
        return
    if state.case is not None:  # kuhspec export: the twins are written down for the runners (kuhspec.export.secrecy)
        state.case.add_secrecy(state.meta.game, state.meta.id)
    elif "view" in ((hello or {}).get("capabilities") or []):
        state.notes += check(rec, state.meta.game, state.meta.id)
