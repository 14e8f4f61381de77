"""Every position random legal play reaches draws, in the god view and in every seat's
view: the SVG is well-formed and names the step, the turn and each player (a few
examples in the default run; HYPOTHESIS_PROFILE=full runs more)."""

from __future__ import annotations

import os
import random

from hypothesis import given, settings, strategies as st

from kuhspec import games
from kuhspec.draw import render
from kuhspec.walk import random_walk

from drawn import one, parse, roles

EXAMPLES = {"full": 50, "campaign": 500}.get(os.environ.get("HYPOTHESIS_PROFILE", ""), 6)
NAMES = ["Anne", "Benno", "Claudi", "Doris", "Emil", "Fritz"]
KUHNO_OPTIONS = {"mistakes": ("strict", "challenge"), "spot_frame": ("as_laid", "printed")}


def check(game, every_view: bool = False) -> None:
    """The god view and the turn player's view (`every_view`: every seat's) draw."""
    state = game.state
    root = parse(render(state))
    seats = [int(p.get("data-seat")) for p in roles(root, "player")]
    assert seats == list(range(len(state["players"])))
    assert roles(one(root, "player", seat=state["turn"]), "turn")
    for seat in seats if every_view else [state["turn"]]:
        assert one(parse(render(state, seat)), "viewer").get("data-seat") == str(seat)


def walk(game_id: str, setup: dict, seed: int, every: int) -> None:
    """Play a random legal game from `setup`, drawing every `every`-th position and the last."""
    game = games.new_game(setup)
    choose, over = games.random_player(game_id)
    check(game)
    for i, _ in enumerate(random_walk(game, choose, random.Random(seed), over, 600, abandon=True)):
        if i % every == every - 1:
            check(game)
    check(game, every_view=True)


@settings(max_examples=EXAMPLES, deadline=None, database=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 10**6), every=st.integers(15, 60),
       variant=st.sampled_from(["standard", "easy", "red-eyes"]), data=st.data())
def test_random_kuhno_positions_draw(players, seed, every, variant, data):
    options = {k: data.draw(st.sampled_from(v)) for k, v in KUHNO_OPTIONS.items()}
    walk("kuhno", {"game": "kuhno", "players": NAMES[:players], "seed": seed, "variant": variant,
                   "options": options}, seed, every)


@settings(max_examples=EXAMPLES, deadline=None, database=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 10**6), every=st.integers(20, 60),
       edition=st.sampled_from(["en", "nl"]))
def test_random_festival_positions_draw(players, seed, every, edition):
    walk("kuhhandel-festival", {"game": "kuhhandel-festival", "players": NAMES[:players], "seed": seed,
                                "edition": edition}, seed, every)
