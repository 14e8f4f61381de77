"""Random Kuhno games for the property tests: setups drawn by hypothesis, and a walker that
plays legal actions chosen by a seeded random.Random (the same choices as `kuhspec play`)."""

from __future__ import annotations

import json
import random

from hypothesis import strategies as st

import kuhspec.kuhno as kuhno
from kuhspec.kuhno.cards import ALL_CARDS
from kuhspec.kuhno.transcript import NAMES, choose

VARIANTS = ("standard", "easy", "red-eyes")
OPTIONS = {"mistakes": ("strict", "challenge"), "spot_frame": ("as_laid", "printed"),
           "milk_overflow": ("cap", "wrap"), "round_start": ("rotate", "youngest")}


@st.composite
def setups(draw) -> dict:
    players = draw(st.integers(2, 6))
    return {"players": NAMES[:players], "seed": draw(st.integers(0, 10**6)),
            "variant": draw(st.sampled_from(VARIANTS)), "first": draw(st.integers(0, players - 1)),
            "options": {k: draw(st.sampled_from(v)) for k, v in OPTIONS.items()}}


def walk(setup: dict, actions: int, rng_seed: int = 0):
    """(game, action, result) after each of up to `actions` random legal actions."""
    game = kuhno.new_game(setup)
    rng = random.Random(rng_seed)
    for _ in range(actions):
        if game.state["phase"]["step"] == "game_over":
            return
        action = choose(game, rng)
        result = game.act(action)
        assert "events" in result, f"legal action rejected: {action} -> {result}"
        yield game, action, result


def places(state: dict) -> list[str]:
    """Every card where it lies: hands, pile, sides."""
    out = [c for p in state["players"] for c in p["hand"]] + list(state["pile"])
    return out + [c for cows in state["sides"].values() for c in cows]


def conserved(state: dict) -> bool:
    return sorted(places(state)) == sorted(ALL_CARDS)


def dumps(data) -> str:
    return json.dumps(data, sort_keys=True)
