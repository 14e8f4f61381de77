"""A Kuhno view never depends on hidden information (KN-SET-3): the twin law.

`hidden_zones` states, from the clause and not from the engine, where a viewer cannot see
and what it does see there: another player's hand (its size and the backs its holder shows:
fly side and red eyes), the pile (its size and its top card's back), and the seed, which
would shuffle the hands and the pile again. (An open claim's faults are left out of a view
for the players to judge, but they follow from the play, which is public: no secret.)

The engine's twin builder (kuhspec.kuhno.views.twin) is what the harness trusts to judge
every implementation's views (kuhspec.harness.secrecy), so it is the builder that is held
to this statement, rather than a second redeal written here: a twin keeps everything the
viewer may know, says truly whether it changed anything, and in time changes every kind of
hidden zone. Then the engine's view and legal actions at each twin must be those at the
position, and no view names a card it hides."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

import kuhspec.kuhno as kuhno

from kn_play import setups, walk
from twin_law import Statement, kinds

STEPS = 30
GAMES = settings(max_examples=max(5, settings().max_examples // 4))  # as test_kuhno_games


def hidden_zones(state: dict, viewer: int) -> dict[str, tuple[tuple, object]]:
    """name -> (the zone's path in the state, what `viewer` sees of it)."""
    faces = state["cards"]

    def back(card: str) -> list:
        return [faces[card]["fly"], faces[card]["red_eyes"]]

    out: dict[str, tuple[tuple, object]] = {
        f"hand {s}": (("players", s, "hand"), lambda hand: sorted(back(c) for c in hand))
        for s in range(len(state["players"])) if s != viewer}
    out["pile"] = (("pile",), lambda pile: [len(pile), back(pile[0]) if pile else None])
    out["seed"] = (("seed",), lambda seed: "hidden")
    return out


LAW = Statement(hidden_zones, lambda name: name.startswith("hand"))


def check_view(game, viewer: int, rng: random.Random) -> None:
    state, view, legal = game.state, game.view(viewer), game.legal(viewer)
    text = json.dumps(view)
    hidden = [c for name, cards in LAW.secrets(state, viewer).items() if name != "seed" for c in cards]
    leaked = [c for c in hidden if f'"{c}"' in text]
    assert not leaked, f"seat {viewer} sees {leaked}"
    assert "seed" not in view, f"seat {viewer}'s view gives the seed, which deals every hand again"
    for other, _ in LAW.twins(kuhno.twin, state, viewer, rng):
        loaded = kuhno.load(other)  # loads: a twin of a legal position is legal
        assert loaded.view(viewer) == view
        # whether a next_round needs its deal given depends on whether there is a seed at all
        # (R-KN-NEXT-ROUND), which legal() shows; never on the seed's value
        if (other["seed"] is None) == (state["seed"] is None):
            assert loaded.legal(viewer) == legal


@GAMES
@given(setups(), st.integers(0, 999), st.integers(0, 2**32 - 1))
def test_views_do_not_depend_on_hidden_information(setup, play, seed):
    probe = random.Random(seed)
    for game, _, _ in walk(setup, STEPS, play):
        if probe.random() < 0.25:
            check_view(game, probe.randrange(len(setup["players"])), probe)


def test_every_hidden_zone_changes_in_some_twin():
    """Over a few seeded games (a round's end among them), every kind of hidden zone the
    statement names is moved by some twin."""
    named, moved = set(), set()
    rng = random.Random(2)
    for setup in ({"players": ["A", "B", "C"], "seed": 4, "variant": "standard", "first": 0,
                   "options": {"mistakes": "challenge"}},
                  {"players": ["A", "B"], "seed": 11, "variant": "red-eyes", "first": 1, "options": {}}):
        for n, (game, _, _) in enumerate(walk(setup, 200, 3)):
            if n % 9:
                continue
            state, viewer = game.state, n % len(setup["players"])
            named |= kinds(hidden_zones(state, viewer))
            for _, zones in LAW.twins(kuhno.twin, state, viewer, rng, n=1):
                moved |= kinds(zones)
    assert named == {"hand", "pile", "seed"}
    assert moved == named, f"never moved: {named - moved}"
