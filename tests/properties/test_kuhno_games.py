"""Properties of random legal Kuhno games (issue 9): every card conserved, Kuhno on the pile's
top card, dung points from the hands, determinism and JSON round trips (views that hide the
other hands: test_prop_kuhno_views.py). Setups (2-6 players, every variant and ruling
option) come from hypothesis; the players' choices from a seeded random.Random, so a
failure replays from its example."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

import kuhspec.kuhno as kuhno
from kuhspec.kuhno.cards import ALL_CARDS

from kn_play import conserved, dumps, places, setups, walk

STEPS = 30
RUNNING = ("play", "after_draw", "extra")
#: a Kuhno game is long: a quarter of the profile's examples (5 by default, 250 in a campaign)
GAMES = settings(max_examples=max(5, settings().max_examples // 4))


@GAMES
@given(setups(), st.integers(0, 999))
def test_all_64_cards_are_conserved(setup, rng):
    assert conserved(kuhno.new_game(setup).state)
    for game, action, _ in walk(setup, STEPS, rng):
        state = game.state
        assert conserved(state), f"after {action}: {len(places(state))} places"
        assert set(state["cards"]) == set(ALL_CARDS)


@GAMES
@given(setups(), st.integers(0, 999))
def test_kuhno_sits_where_the_top_card_shows_him(setup, rng):
    for game, _, _ in walk(setup, STEPS, rng):
        state = game.state
        if state["phase"]["step"] not in RUNNING:
            continue
        top = state["cards"][state["pile"][0]]
        for seat in range(len(state["players"])):
            shown = game.view(seat)["pile"]["top"]
            assert shown == {"fly": top["fly"], "red_eyes": top["red_eyes"]}, shown


@GAMES
@given(setups(), st.integers(0, 999))
def test_dung_points_are_the_spots_left_in_the_hands(setup, rng):
    for game, _, result in walk(setup, 400, rng):
        for event in result["events"]:
            if event["type"] == "round_ended":
                state = game.state
                hands = [sum(len(state["cards"][c]["spots"]) for c in p["hand"]) for p in state["players"]]
                assert event["scores"] == hands == state["scores"][-1]
                score = game.score()
                assert score["totals"] == [sum(r[s] for r in state["scores"]) for s in range(len(hands))]
                return


@GAMES
@given(setups(), st.integers(0, 999))
def test_the_same_seed_gives_the_same_game(setup, rng):
    first = [(dumps(a), dumps(r), dumps(g.state)) for g, a, r in walk(setup, STEPS, rng)]
    again = [(dumps(a), dumps(r), dumps(g.state)) for g, a, r in walk(setup, STEPS, rng)]
    assert first == again


@GAMES
@given(setups(), st.integers(0, 999))
def test_states_round_trip_through_json(setup, rng):
    for game, _, _ in walk(setup, STEPS, rng):
        state = game.state
        loaded = kuhno.load(json.loads(json.dumps(state)))
        assert loaded.state == state
        assert loaded.legal(state["turn"]) == game.legal(state["turn"])
