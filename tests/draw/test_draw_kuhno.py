"""The Kuhno diagram shows what the rules say a position is (kuhspec.draw.kuhno): read back
from the SVG's data attributes and geometry, not compared with a snapshot."""

from __future__ import annotations

import copy
import math
import re

import pytest

from kuhspec.draw import DrawError, render

from drawn import HANDS, NS, one, parse, party_flip, roles

def arcs(root) -> list[float]:
    """The turn (radians, + = clockwise on screen) of each arc of the direction arrows,
    measured round the middle of the table from where it starts to where it ends."""
    group = one(root, "direction")
    out = []
    for path in group.iter(f"{NS}path"):
        sx, sy, ex, ey = (float(v) for v in re.fullmatch(
            r"M (\S+) (\S+) A \S+ \S+ 0 0 [01] (\S+) (\S+)", path.get("d")).groups())
        c = 290
        turn = math.atan2(ey - c, ex - c) - math.atan2(sy - c, sx - c)
        out.append((turn + math.pi) % (2 * math.pi) - math.pi)
    return out


def test_red_eyes_party_flip_and_a_covered_stack():
    root = parse(render(party_flip()))
    kuhno = one(root, "kuhno")
    assert kuhno.get("data-side") == "left"
    assert roles(kuhno, "red-eyes"), "Kuhno's red eyes on the pile's top card"
    assert one(root, "closed").get("data-side") == "left"          # KN-RED-1: no cow there
    assert one(root, "goes").get("data-side") == "bottom"          # ... the next one instead
    assert one(root, "position").get("data-side") == "left"
    direction = one(root, "direction")
    assert direction.get("data-direction") == "counterclockwise"
    turns = arcs(root)
    assert len(turns) == 4 and all(t < 0 for t in turns), "every arrow turns counterclockwise"
    covered = one(root, "covered", side="top")
    assert covered.get("data-count") == "2"
    assert "pasture-01" in covered.find(f"{NS}title").text
    cow = one(root, "cow", side="top")
    assert cow.get("data-card") == "party-1" and cow.get("data-facing") == "top_left"
    assert one(cow, "head").get("data-points") == "left"
    assert one(root, "facing").get("data-corner") == "top_left"
    # as laid, the head points left: the back turns to the bottom (the pile), R-KN-SPOT-FRAME
    spots = {s.get("data-place"): s.get("data-points") for s in roles(cow, "spot")}
    assert spots == {"back": "bottom", "head": "left"}
    pile = one(root, "pile")
    assert pile.get("data-count") == str(64 - 6 - 4)


def test_a_cow_whose_facing_the_state_does_not_keep_is_drawn_as_printed():
    root = parse(render(party_flip()))
    cow = one(root, "cow", side="right")
    assert cow.get("data-card") == "pasture-03" and cow.get("data-facing") is None
    assert not roles(cow, "head")
    assert {s.get("data-points") for s in roles(cow, "spot")} == {"left"}  # tail, as printed
    for side in ("bottom", "left"):
        assert one(root, "side", side=side).get("data-cows") == "0"


def test_printed_spot_frame_reads_the_places_as_printed():
    root = parse(render(party_flip(options={"spot_frame": "printed"})))
    cow = one(root, "cow", side="top")
    assert cow.get("data-facing") == "top_left"
    assert {s.get("data-place"): s.get("data-points") for s in roles(cow, "spot")} == \
        {"back": "top", "head": "right"}


def test_red_eyes_count_only_in_their_variant():
    root = parse(render(party_flip(variant="standard")))
    assert not roles(root, "red-eyes") and not roles(root, "closed") and not roles(root, "goes")
    assert one(root, "kuhno").get("data-side") == "left"


def test_players_turn_hands_and_sounds():
    svg = render(party_flip())
    root = parse(svg)
    seats = roles(root, "player")
    assert [p.get("data-cards") for p in seats] == ["2", "3", "1"]
    assert roles(one(root, "player", seat=1), "turn") and not roles(one(root, "player", seat=0), "turn")
    assert {c.get("data-card") for c in roles(root, "hand-card")} == {c for h in HANDS for c in h}
    assert '"meow"' in svg
    assert one(root, "round").get("data-round") == "1"


def test_a_view_shows_the_other_hands_as_backs():
    root = parse(render(party_flip(), seat=0))
    assert one(root, "viewer").get("data-seat") == "0"
    assert {c.get("data-card") for c in roles(root, "hand-card")} == set(HANDS[0])
    backs = roles(one(root, "player", seat=1), "hand-back")
    assert len(backs) == 3 and all(b.get("data-fly") in ("top", "right", "bottom", "left") for b in backs)
    assert one(root, "kuhno").get("data-side") == "left" and roles(root, "red-eyes")
    assert one(root, "cow", side="top").get("data-facing") == "top_left"


def test_the_first_cow_of_a_round_has_no_facing_and_no_position():
    state = party_flip(position=None, direction=None)
    state["pile"] = state["pile"] + [c for cows in state["sides"].values() for c in cows]
    state["sides"] = {"top": [], "right": [], "bottom": [], "left": []}
    root = parse(render(state))
    assert not roles(root, "direction") and not roles(root, "position") and not roles(root, "facing")
    assert one(root, "closed").get("data-side") == "left"  # red eyes close a side for the first cow too


def test_deterministic():
    assert render(party_flip()) == render(copy.deepcopy(party_flip()))
    shuffled = party_flip(cards=dict(reversed(party_flip()["cards"].items())))
    for player in shuffled["players"]:
        player["hand"].reverse()                       # a hand is a set
    assert render(shuffled) == render(party_flip()) and render(shuffled, 1) == render(party_flip(), 1)
    assert render(party_flip(), 2) == render(party_flip(), 2)


@pytest.mark.parametrize("state, path", [
    ([], "$"),
    ({"game": "chess"}, "$.game"),
    (party_flip(position="up"), "$.position"),
])
def test_a_bad_state_is_refused_naming_the_field(state, path):
    with pytest.raises(DrawError) as err:
        render(state)
    assert err.value.path == path


def test_a_bad_seat_is_refused():
    with pytest.raises(DrawError, match="no seat 3"):
        render(party_flip(), 3)
