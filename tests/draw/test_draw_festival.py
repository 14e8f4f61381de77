"""The Kuhhandel Festival diagram shows what the rules say a position is
(kuhspec.draw.festival): read back from the SVG's data attributes."""

from __future__ import annotations

import random

import pytest

import kuhspec.festival as festival
from kuhspec.draw import DrawError, render
from kuhspec.festival.cards import cow_type

from drawn import NS, one, parse, roles

TRIPLE = ["cow-300-1", "cow-300-2", "cow-300-4"]


def neutral_lot() -> dict:
    """A 2-player game (seed 5) where Anne auctions a neutral lot: cow-10-1, cow-300-3 and
    a hidden Kuhpon (kp-0-8) face down (KF-TWO-7)."""
    game = festival.new_game({"players": ["Anne", "Benno"], "seed": 5})
    assert "events" in game.act({"type": "auction_neutral", "player": 0})
    return game.state


def black_sheep_lot() -> dict:
    """neutral_lot, where Anne already has the triple of 300: cow-300-3 of the lot is a
    black sheep (KF-TWO-8), and Benno has bid 30 not to take the lot (case B, KF-TWO-10)."""
    state = neutral_lot()
    for card in TRIPLE:
        if card in state["neutral_pile"]:  # the pile keeps its size: a card of Benno's stack takes its place
            swap = next(c for c in state["players"][1]["stack"] if not c.startswith("cow-300-"))
            state["neutral_pile"][state["neutral_pile"].index(card)] = swap
            state["players"][1]["stack"].remove(swap)
        for player in state["players"]:
            if card in player["stack"]:
                player["stack"].remove(card)
    state["players"][0]["triples"] = [{"cow": 300, "cards": TRIPLE}]
    game = festival.load(state)
    assert "events" in game.act({"type": "bid", "player": 1, "amount": 30, "case": "B"})
    return game.state


def test_a_neutral_lot_with_its_hidden_kuhpon():
    state = neutral_lot()
    root = parse(render(state))
    lot = one(root, "lot")
    assert {c.get("data-card") for c in roles(lot, "cow")} == {"cow-10-1", "cow-300-3"}
    hidden = one(root, "hidden-kuhpon")
    assert hidden.get("data-count") == "1" and hidden.get("data-card") == "kp-0-8"  # the god view knows it
    assert one(root, "neutral-pile").get("data-count") == "18"
    assert one(root, "neutral-kuhpons").get("data-count") == "9"
    assert one(root, "neutral-top").find(f".//{NS}g[@data-card]").get("data-card") == state["neutral_pile"][0]
    assert one(root, "phase").get("data-step") == "auction"
    assert roles(one(root, "player", seat=0), "turn")


def test_a_view_keeps_the_hidden_kuhpon_face_down():
    root = parse(render(neutral_lot(), seat=1))
    hidden = one(root, "hidden-kuhpon")
    assert hidden.get("data-count") == "1" and hidden.get("data-card") is None
    assert "kp-0-8" not in render(neutral_lot(), seat=1)
    assert not roles(root, "neutral-top")                      # face down by default (KF-TWO-4)
    anne = one(root, "player", seat=0)
    assert one(anne, "stack").get("data-count") == "10"
    assert not roles(anne, "money-card")                       # Anne's Kuhpons: a count only
    assert one(anne, "money").get("data-count") == "8"
    assert len(roles(one(root, "player", seat=1), "money-card")) == 8  # Benno sees his own


def test_a_black_sheep_in_the_lot_and_a_case_b_bid():
    root = parse(render(black_sheep_lot()))
    lot = one(root, "lot")
    turned = {c.get("data-card"): c.get("data-turned") for c in roles(lot, "cow")}
    assert turned == {"cow-10-1": "false", "cow-300-3": "true"}
    bid = one(root, "high-bid")
    assert (bid.get("data-amount"), bid.get("data-seat"), bid.get("data-case")) == ("30", "1", "B")
    triple = one(one(root, "player", seat=0), "triple")
    assert triple.get("data-cow") == "300"
    assert {c.get("data-card") for c in roles(triple, "cow")} == set(TRIPLE)


def first(seed: int, players: int, step: str) -> dict:
    """The first state of a random game whose phase is `step`."""
    game = festival.new_game({"players": ["Anne", "Benno", "Claudi", "Doris", "Emil"][:players], "seed": seed})
    rng = random.Random(seed)
    while game.state["phase"]["step"] != step:
        assert not festival.is_over(game.state)
        assert "events" in game.act(festival.choose(game, rng))
    return game.state


def test_a_cow_trade_and_its_face_down_offer():
    state = first(3, 3, "trade")
    phase = state["phase"]
    root = parse(render(state))
    trade = one(root, "trade")
    assert trade.get("data-challenger") == str(phase["challenger"])
    assert trade.get("data-partner") == str(phase["partner"])
    assert trade.get("data-cows") == " ".join(str(c) for c in sorted(phase["cows"]))
    assert one(root, "offer").get("data-count") == str(len(phase["offer"]))
    other = next(s for s in range(3) if s != phase["challenger"])
    seen = parse(render(state, other))
    assert one(seen, "offer").get("data-count") == str(len(phase["offer"]))  # offer_count: visible
    assert not roles(one(seen, "trade"), "money-card")


def test_display_copycats_triples_and_black_sheep_of_a_finished_game():
    game = festival.new_game({"players": ["Anne", "Benno", "Claudi", "Doris", "Emil"], "seed": 14})
    rng = random.Random(14)
    while not festival.is_over(game.state):
        game.act(festival.choose(game, rng))
    state = game.state
    root = parse(render(state))
    for seat, player in enumerate(state["players"]):
        band = one(root, "player", seat=seat)
        assert {t.get("data-cow") for t in roles(band, "triple")} == {str(t["cow"]) for t in player["triples"]}
        sheep = {s.get("data-card") for s in roles(band, "black-sheep")}
        assert sheep == set(player["black_sheep"])
        assert all(s.get("data-turned") == "true" for s in roles(band, "black-sheep"))
        for slot in player["copycats"]:
            placed = one(band, "copycat", card=slot["card"])
            assert placed.get("data-with") == ("separate" if slot["cow"] is None else str(slot["cow"]))
        for value in {cow_type(c) for c in player["display"]}:
            group = one(band, "display", cow=value)
            assert group.get("data-count") == str(sum(cow_type(c) == value for c in player["display"]))
    assert one(root, "phase").get("data-step") == "over"


def test_the_same_position_draws_the_same_bytes_whatever_the_order_of_its_sets():
    state = first(11, 4, "award")
    shuffled = festival.load(state).state
    for player in shuffled["players"]:
        for zone in ("stack", "display", "kuhpons", "black_sheep", "copycats", "triples"):
            player[zone].reverse()
        for triple in player["triples"]:
            triple["cards"].reverse()
    shuffled["box"].reverse()
    shuffled["phase"]["lot"].reverse()
    assert render(shuffled) == render(state)
    trade = first(3, 3, "trade")
    shuffled = festival.load(trade).state
    shuffled["phase"]["cows"].reverse()
    shuffled["phase"]["offer"].reverse()
    assert render(shuffled) == render(trade) and render(shuffled, 1) == render(trade, 1)
    assert render(state, 2) == render(state, 2)


def test_a_bad_festival_state_is_refused_naming_the_field():
    state = neutral_lot()
    state["players"][0]["display"] = ["cow-10-1"]  # also in the lot
    with pytest.raises(DrawError) as err:
        render(state)
    assert err.value.path.startswith("$.")
