"""Secrecy for any engine, over the wire (kuhspec.harness.secrecy): at a scenario's last
position, one seat's view must show what the rules make public (the reference's view of the
same state) and must not change in twin positions that differ only in what that seat may
not see. The engines of tests/harness/fakes/leaky_views.py each bend one thing: a view that
carries another hand in an unknown member, one that shows a hand's size wrongly, one that
gives the order of the hidden cards away as a digest, one with a call counter (noise, not a
leak) and one that refuses to load twins (secrecy not proven: a note, not a failure).

In process, the check itself at positions of both games; over the wire, whole `kuhspec
conform` runs (one in the default run, the rest marked `full`)."""

from __future__ import annotations

import importlib.util
import random
import shlex
import sys

import pytest

from harnesslib import FAKES, env, run_conform
from kuhspec import games
from kuhspec.harness import secrecy

_spec = importlib.util.spec_from_file_location("leaky_views", FAKES / "leaky_views.py")
leaky = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(leaky)

KF, KN = "kuhhandel-festival", "kuhno"
SETUPS = {
    "festival": {"game": KF, "players": ["Anne", "Benno", "Claudi"], "seed": 3},
    "festival-blind": {"game": KF, "players": ["Anne", "Benno", "Claudi", "Doris"], "seed": 7,
                       "options": {"stack_look": "blind", "offer_count": "hidden"}},
    "two-player": {"game": KF, "players": ["Anne", "Benno"], "seed": 4, "options": {"pile_face": "face_up"}},
    "kuhno": {"game": KN, "players": ["Anne", "Benno", "Claudi"], "seed": 5},
}
POSITIONS = [(name, steps) for name in SETUPS for steps in (0, 40)]


def position(name: str, steps: int) -> dict:
    """The state after `steps` random legal actions of a seeded game."""
    setup = SETUPS[name]
    game = games.new_game(setup)
    choose, over = games.random_player(setup["game"])
    rng = random.Random(steps)
    for _ in range(steps):
        if over(game.state):
            break
        assert "events" in game.act(choose(game, rng))
    return game.state


def check(impl_class, name: str, steps: int, sid: str = "KX-EN-SEC-01") -> list[str]:
    impl = impl_class()
    state = position(name, steps)
    assert impl.load(state) == {"ok": True}
    return secrecy.check(impl, state["game"], sid)


@pytest.mark.parametrize("name, steps", POSITIONS)
@pytest.mark.parametrize("impl_class", [leaky.ReferenceImplementation, leaky.Ticking], ids=["honest", "ticking"])
def test_an_honest_engine_passes_without_notes(impl_class, name, steps):
    assert check(impl_class, name, steps) == []


@pytest.mark.parametrize("name, steps", POSITIONS)
@pytest.mark.parametrize("impl_class, fragments", [
    (leaky.Peeking, ("depends on what seat", "may not see", "/x_peek")),
    (leaky.PileOrder, ("depends on what seat", "/x_deck: ")),
    (leaky.Miscounting, ("does not show what the rules make public", "differs from the reference's view")),
], ids=["peeking", "pile-order", "miscounting"])
def test_a_leak_or_a_wrong_count_fails(impl_class, fragments, name, steps):
    with pytest.raises(secrecy.SecrecyFailure) as failure:
        check(impl_class, name, steps)
    message = str(failure.value)
    clause = games.secrecy(SETUPS[name]["game"]).clause
    assert f"({clause})" in message and all(f in message for f in fragments), message
    assert failure.value.expected != failure.value.actual  # the report shows both views


def test_a_failure_names_the_viewer_the_twin_and_the_member():
    viewer, _ = secrecy.sample("KX-EN-SEC-01", 3)
    with pytest.raises(secrecy.SecrecyFailure) as failure:
        check(leaky.PileOrder, "kuhno", 0)
    message = str(failure.value)
    name = SETUPS["kuhno"]["players"][viewer]
    assert message.startswith(f"secrecy (KN-SET-3): view({viewer}) depends on what seat {viewer} ({name}) may not see")
    assert "which differs only in " in message and "the pile" in message and "(KN-SET-3)" in message
    assert f"another view({viewer}) at /x_deck: " in message


@pytest.mark.parametrize("name", ["festival", "kuhno"])
def test_a_refused_twin_is_a_note_not_a_failure(name):
    notes = check(leaky.NoTwins, name, 10)
    assert notes and all(n.startswith("secrecy not proven: the implementation refuses a twin position (only ")
                         for n in notes), notes
    assert "looks like the last one" in notes[0]


class BrokenState(leaky.ReferenceImplementation):
    def state(self):
        out = super().state()
        del out["turn"]
        return out


def test_a_state_that_is_no_state_of_the_game_is_a_note():
    """(a suite whose steps never read state() lets one through: tests/harness/minisuite)"""
    notes = check(BrokenState, "kuhno", 5)
    assert len(notes) == 1 and notes[0].startswith("secrecy not checked: protocol violation: "), notes
    assert "'turn' is a required property" in notes[0]


def test_the_sample_is_the_same_every_run_and_spreads_over_the_seats():
    assert secrecy.sample("KF-EN-SET-09", 4)[0] == secrecy.sample("KF-EN-SET-09", 4)[0]
    assert secrecy.sample("KF-EN-SET-09", 4)[1].random() == secrecy.sample("KF-EN-SET-09", 4)[1].random()
    assert {secrecy.sample(f"KF-EN-AUC-{i:02d}", 4)[0] for i in range(40)} == {0, 1, 2, 3}


# -- over the wire: kuhspec conform --------------------------------------------------------------

# scenarios with no view step of their own: only the secrecy check looks at their views
SCENARIOS = ("--scenario", "KF-EN-AUC-43", "--scenario", "KN-EN-TURN-01", "--scenario", "KF-EN-TWO-81")


def leaky_conform(tmp_path, mode: str, n: int):
    impl = shlex.join([sys.executable, str(FAKES / "leaky_views.py"), mode])
    run = run_conform(tmp_path, n, "--impl", impl, *SCENARIOS, suite=None, timeout=240, environ=env(FAKES))
    assert "Traceback" not in run.stdout + run.stderr, run.stdout[-3000:] + run.stderr[-3000:]
    return run


def test_an_unknown_member_carrying_another_hand_fails_conform(tmp_path):
    run = leaky_conform(tmp_path, "peeking", 1)
    assert run.rc == 1
    for sid in SCENARIOS[1::2]:
        s = run.scenario(sid)
        assert s["status"] == "fail" and "may not see" in s["message"] and "/x_peek" in s["message"], s
        assert any(c["call"] == "load" for c in s["calls"])  # the twins' loads are shown


@pytest.mark.full
@pytest.mark.parametrize("mode, verdict, fragment", [
    ("miscounting", "fail", "does not show what the rules make public"),
    ("pile-order", "fail", "/x_deck: "),
    ("ticking", "pass", None),
    ("no-twins", "pass", "secrecy not proven"),
    ("honest", "pass", None),
])
def test_leaky_engines_over_the_wire(tmp_path, mode, verdict, fragment):
    run = leaky_conform(tmp_path, mode, 1)
    assert run.rc == (1 if verdict == "fail" else 0), run.stdout[-2000:]
    for sid in SCENARIOS[1::2]:
        s = run.scenario(sid)
        assert s["status"] == verdict, s
        shown = s.get("message", "") if verdict == "fail" else " ".join(s.get("notes", []))
        assert (fragment in shown) if fragment else not shown, s
