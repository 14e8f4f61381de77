"""Random 2-player games (KF-TWO-*), checked against an independent reading of "The 2-player
game" after every action. The general properties (every card conserved, no change given,
the score recomputed, JSON round trips, the same seed giving the same game, views that
hide what they must) run on 2-player games too: their setups draw 2 to 5 players, and the
last test here runs their bodies on a 2-player setup every time. Here are the properties
of the variant itself:

- the deal: 10 cows to each stack, the other 20 to the pile, 10 of the 24 leftover
  Kuhpons to the neutral stack and 14 to the box (KF-TWO-2, KF-TWO-3);
- the neutral zones only ever lose their top cards, into a neutral lot (KF-TWO-5, KF-TWO-7);
- a neutral lot is delivered whole to the player the case and the award say, its black
  sheep among their black sheep and its hidden Kuhpon to the player the option says
  (KF-TWO-8, KF-TWO-11, KF-TWO-12);
- the hidden Kuhpon is in no view while it lies in the lot, and in nobody's but its owner's
  once delivered; the pile shows its top card only when it lies face up (KF-TWO-4);
- bid B and the pass are offered exactly where KF-TWO-10 allows them.
"""

import json
from collections import Counter

from hypothesis import given, strategies as st

from kf_model import COPYCAT_IDS, COW_IDS, cow_type, kind
from kf_play import new_game, setups, walk
# the general properties' own test bodies, run below on 2-player setups (private names, so
# pytest does not collect them twice)
from test_prop_cards import test_every_card_lies_exactly_once_after_every_action as _cards
from test_prop_json import test_states_survive_a_json_round_trip as _json
from test_prop_json import test_the_same_seed_gives_the_same_game as _same_seed
from test_prop_money import test_no_payment_makes_change as _no_change
from test_prop_score import test_the_score_adds_up as _score
from test_prop_views import test_views_do_not_depend_on_hidden_information as _views

TWO = setups(counts=(2,))


def holdings(player: dict) -> set[str]:
    """The cards a player has received face up: display, black sheep, Copycats, triples."""
    return (set(player["display"]) | set(player["black_sheep"]) | {c["card"] for c in player["copycats"]}
            | {c for t in player["triples"] for c in t["cards"]})


def completed(state: dict) -> set[int]:
    return {t["cow"] for p in state["players"] for t in p["triples"]}


@given(setup=TWO)
def test_the_deal(setup):
    game, _ = new_game(setup)
    state = game.state
    assert state["variant"] == "two-player"
    assert [len(p["stack"]) for p in state["players"]] == [10, 10]
    dealt = [c for p in state["players"] for c in p["stack"]] + state["neutral_pile"]
    assert sorted(dealt) == sorted(COW_IDS + COPYCAT_IDS) and len(state["neutral_pile"]) == 20
    hands = [c for p in state["players"] for c in p["kuhpons"]]
    leftovers = state["neutral_kuhpons"] + state["box"]
    assert len(state["neutral_kuhpons"]) == 10 and len(state["box"]) == 14
    assert all(kind(c) == "kp" for c in hands + leftovers) and len(set(hands + leftovers)) == 40
    assert sorted(Counter(c.split("-")[1] for c in leftovers).items()) == \
        sorted({"0": 6, "100": 6, "10": 3, "20": 3, "50": 3, "200": 3}.items())


@given(setup=TWO)
def test_the_neutral_zones_only_lose_their_top_cards_into_a_lot(setup):
    game, rng = new_game(setup)
    for step in walk(game, rng):
        pile, stack = step.before["neutral_pile"], step.before["neutral_kuhpons"]
        after = step.after
        if step.action["type"] == "auction_neutral":
            assert after["neutral_pile"] == pile[2:] and after["neutral_kuhpons"] == stack[1:], step.action
            assert sorted(after["phase"]["lot"]) == sorted(pile[:2])
            assert after["phase"]["lot_kuhpons"] == stack[:1]
        else:
            assert (after["neutral_pile"], after["neutral_kuhpons"]) == (pile, stack), step.action


def expected_receiver(phase: dict, award: str | None) -> int:
    """Who receives the lot (KF-TWO-9, KF-TWO-11): the auctioneer when nobody bid; else the
    bidder on a sale of a bid A or on first refusal of a bid B, the auctioneer otherwise."""
    if award is None:
        return phase["auctioneer"]
    bid = phase["high_bid"]
    to_bidder = (award == "sell") == (bid["case"] == "A")
    return bid["player"] if to_bidder else phase["auctioneer"]


@given(setup=TWO)
def test_a_neutral_lot_is_delivered_whole_to_its_receiver(setup):
    game, rng = new_game(setup)
    award = None
    delivered = 0
    for step in walk(game, rng):
        phase = step.before["phase"]
        if step.action["type"] in ("sell", "first_refusal"):
            award = step.action["type"]
        if "lot_kuhpons" not in phase or "lot_kuhpons" in step.after["phase"]:
            continue
        if step.action["type"] == "pass":
            award = None                       # a pass (or a repeat's pass) gives it for free
        delivered += 1
        seat = expected_receiver(phase, award)
        other = 1 - seat
        player = step.after["players"][seat]
        assert set(phase["lot"]) <= holdings(player), f"seat {seat} should have received {phase['lot']}"
        sheep = [c for c in phase["lot"] if kind(c) == "cow" and cow_type(c) in completed(step.before)]
        assert set(sheep) <= set(player["black_sheep"]), f"the lot's black sheep {sheep} go to seat {seat}"
        assert not set(phase["lot"]) & holdings(step.after["players"][other])
        hidden = phase["lot_kuhpons"][0]
        owner = phase["auctioneer"] if step.after["options"]["hidden_kuhpon"] == "auctioneer" else seat
        assert hidden in step.after["players"][owner]["kuhpons"], f"{hidden} should go to seat {owner}"
        assert hidden not in json.dumps(game.view(1 - owner)), f"seat {1 - owner} sees {hidden}"
        award = None
    assert game.state["phase"]["step"] == "over"
    assert delivered + len(game.state["neutral_pile"]) // 2 == 10


@given(setup=TWO)
def test_nobody_sees_the_hidden_kuhpon_nor_more_of_the_pile_than_its_face_allows(setup):
    game, rng = new_game(setup)
    for step in walk(game, rng):
        state = step.after
        phase = state["phase"]
        pile = state["neutral_pile"]
        face_up = state["options"]["pile_face"] == "face_up"
        for seat in (0, 1):
            view = game.view(seat)
            text = json.dumps({k: v for k, v in view.items() if k != "options"})  # a card table names cows
            if "lot_kuhpons" in phase:
                assert view["phase"]["lot_kuhpons"] == {"count": 1}
                assert phase["lot_kuhpons"][0] not in text, f"seat {seat} sees the hidden Kuhpon"
            want = {"count": len(pile), "top": pile[0] if pile else None} if face_up else {"count": len(pile)}
            assert view["neutral_pile"] == want
            assert [c for c in pile[1 if face_up else 0:] if f'"{c}"' in text] == []
            assert view["neutral_kuhpons"] == {"count": len(state["neutral_kuhpons"])}
            assert view["box"] == {"count": len(state["box"])}


@given(setup=TWO)
def test_bid_b_and_the_pass_are_offered_where_the_lot_allows_them(setup):
    game, rng = new_game(setup)
    for step in walk(game, rng):
        state = step.after
        phase = state["phase"]
        if phase["step"] != "auction":
            continue
        bidder = 1 - phase["auctioneer"]
        kinds = {(t["type"], t.get("case")) for t in game.legal(bidder)}
        options = state["options"]
        neutral = "lot_kuhpons" in phase
        sheep = neutral and any(kind(c) == "cow" and cow_type(c) in completed(state) for c in phase["lot"])
        cap = phase["caps"].get(str(bidder))
        can_bid = cap is None or cap >= 10
        assert (("bid", "B") in kinds) == (can_bid and neutral and (sheep or options["case_b"] == "neutral_lots"))
        assert (("bid", "A") in kinds) == can_bid
        assert (("pass", None) in kinds) == (not (sheep and options["black_sheep_pass"] == "refused" and can_bid))
        assert game.legal(phase["auctioneer"]) == []


# The general properties, run on 2-player games every time: their own tests draw 2 to 5
# players, so a short run might draw no 2-player game. Each is the same test body
# (hypothesis's `inner_test`), given a 2-player setup; nothing is re-implemented here.


@given(setup=TWO, every=st.integers(5, 60), offset=st.integers(0, 60), probe=st.integers(0, 400),
       seed=st.integers(0, 2**32 - 1))
def test_the_general_properties_hold_in_every_2_player_game(setup, every, offset, probe, seed):
    """All 80 cards conserved (the neutral piles and the lot's hidden Kuhpon included), no
    change given, the score recomputed, JSON round trips, the same seed giving the same
    game, and views that do not depend on what they hide."""
    _cards.hypothesis.inner_test(setup=setup)
    _no_change.hypothesis.inner_test(setup=setup)
    _score.hypothesis.inner_test(setup=setup, probe=probe)
    _json.hypothesis.inner_test(setup=setup, every=every, offset=offset)
    _same_seed.hypothesis.inner_test(setup=setup)
    _views.hypothesis.inner_test(setup=setup, seed=seed)
