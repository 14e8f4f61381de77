"""A view never depends on hidden information (KF-SET-5, KF-TRD-12, KF-TWO-4): the twin law.

`hidden_zones` states, from the clauses and not from the engine, where a viewer cannot see
and what it does see there: another player's stack (its count; the viewer's own too under
blind stacks, R-KF-STACK-LOOK), another player's money (its count and the turned cows lying
on it; a hand shown after a failed payment is public, KF-SPC-6), a trade offer the viewer
did not make (KF-TRD-12), and in the 2-player game the neutral Kuhpon stack, the box, a
lot's hidden Kuhpon and the neutral pile (its count, and its top card when it lies face up).

The engine's twin builder (kuhspec.festival.views.twin) is what the harness trusts to judge
every implementation's views (kuhspec.harness.secrecy), so it is the builder that is held
to this statement here, rather than a second redeal written in the test: a twin must keep
everything the viewer may know (else an honest engine would fail), must say truly whether
it changed anything, and must in time change every kind of hidden zone (else the harness
would be blind to a leak there: test_every_hidden_zone_changes_in_some_twin). Then the
engine's view and legal actions at each twin must be those at the position."""

from __future__ import annotations

import json
import random

from hypothesis import given, strategies as st

from kuhspec.festival import twin
from kuhspec.festival.engine import Game

from kf_model import kind
from kf_play import new_game, setups, walk
from twin_law import Statement, kinds, zone

ORDERED = ("stack", "neutral pile", "neutral kuhpons")  # zones whose order is hidden too


def _turned(cards: list[str]) -> list:
    """Money as others see it: its count and the turned cows on it (KF-SET-5, KF-TRI-4)."""
    return [len(cards), sorted(c for c in cards if kind(c) == "cow")]


def hidden_zones(state: dict, viewer: int) -> dict[str, tuple[tuple, object]]:
    """name -> (the zone's path in the state, what `viewer` sees of it)."""
    phase, options = state["phase"], state["options"]
    out: dict[str, tuple[tuple, object]] = {}
    for s, p in enumerate(state["players"]):
        if s != viewer or options["stack_look"] == "blind":
            out[f"stack {s}"] = (("players", s, "stack"), len)
        if s != viewer and str(s) not in phase.get("revealed", {}):
            out[f"money {s}"] = (("players", s, "kuhpons"), _turned)
    if phase["step"] == "trade" and phase["challenger"] != viewer:
        out["offer"] = (("phase", "offer"), len)  # at most its count (R-KF-OFFER-COUNT)
    if state["variant"] == "two-player":
        face_up = options["pile_face"] == "face_up"
        out["neutral kuhpons"] = (("neutral_kuhpons",), len)
        out["box"] = (("box",), len)
        if "lot_kuhpons" in phase:
            out["lot kuhpon"] = (("phase", "lot_kuhpons"), len)
        out["neutral pile"] = (("neutral_pile",), lambda pile: [len(pile), pile[:1] if face_up else []])
    return out


LAW = Statement(hidden_zones, lambda name: not name.startswith(ORDERED))


def hidden_cards(state: dict, viewer: int) -> list[str]:
    """The cards of the hidden zones that `viewer` may not see: all but the turned cows on
    money and the top of a face-up neutral pile."""
    shown, zones = LAW.known(state, viewer), hidden_zones(state, viewer)
    out = []
    for name, cards in LAW.secrets(state, viewer).items():
        seen = json.dumps(zone(shown, zones[name][0]))
        out += [c for c in cards if f'"{c}"' not in seen]
    return out


def check_view(game: Game, state: dict, viewer: int, rng: random.Random) -> None:
    view, legal = game.view(viewer), game.legal(viewer)
    # The offer of a trade the viewer did not make is only a count (if that).
    phase = state["phase"]
    if phase["step"] == "trade":
        offer = view["phase"]["offer"]
        if viewer == phase["challenger"]:
            assert offer == phase["offer"]
        else:
            shown = {"count": len(phase["offer"])} if state["options"]["offer_count"] == "visible" else {}
            assert offer == shown, f"seat {viewer} sees the offer {offer} (R-KF-OFFER-COUNT)"
    # No hidden card id appears anywhere in the view.
    text = json.dumps({k: v for k, v in view.items() if k != "options"})  # a card table names cows
    leaked = [c for c in hidden_cards(state, viewer) if f'"{c}"' in text]
    assert not leaked, f"seat {viewer} can see {leaked}"
    # A twin changes nothing the viewer sees or may do.
    for other, _ in LAW.twins(twin, state, viewer, rng):
        loaded = Game(other)  # loads: a twin of a legal position is legal
        assert loaded.view(viewer) == view
        assert loaded.legal(viewer) == legal


@given(setup=setups(), seed=st.integers(0, 2**32 - 1))
def test_views_do_not_depend_on_hidden_information(setup, seed):
    game, rng = new_game(setup)
    probe = random.Random(seed)
    n = len(setup["players"])
    seen = set()
    for viewer in range(n):
        check_view(game, game.state, viewer, probe)
    for step in walk(game, rng):
        step_kind = step.after["phase"]["step"]
        if "lot_kuhpons" in step.after["phase"]:
            step_kind = "neutral " + step_kind       # a neutral lot lies out (KF-TWO-4)
        interesting = step_kind not in seen and (step_kind.startswith("neutral")
                                                 or step_kind in ("trade", "payment", "award"))
        if interesting or probe.random() < 0.03 or step.after["phase"].get("revealed"):
            seen.add(step_kind)
            for viewer in range(n):
                check_view(game, step.after, viewer, probe)


def test_every_hidden_zone_changes_in_some_twin():
    """Over a few seeded games, every kind of hidden zone the statement names is moved by
    some twin: a builder that forgot one would leave the harness blind to a leak there."""
    named, moved = set(), set()
    setups_ = [{"players": ["A", "B", "C", "D"], "seed": 5, "first": 0, "options": {"stack_look": "blind"}},
               {"players": ["A", "B"], "seed": 8, "first": 1, "options": {"pile_face": "face_up"}},
               {"players": ["A", "B"], "seed": 9, "first": 0, "options": {}}]
    rng = random.Random(1)
    for setup in setups_:
        game, play = new_game(setup)
        for step in walk(game, play, max_actions=300):
            if step.index % 7 and step.after["phase"]["step"] != "trade" and "lot_kuhpons" not in step.after["phase"]:
                continue
            viewer = step.index % len(setup["players"])
            named |= kinds(hidden_zones(step.after, viewer))
            for _, zones in LAW.twins(twin, step.after, viewer, rng, n=1):
                moved |= kinds(zones)
    assert named == {"stack", "money", "offer", "neutral kuhpons", "box", "lot kuhpon", "neutral pile"}
    assert moved == named, f"never moved: {named - moved}"
