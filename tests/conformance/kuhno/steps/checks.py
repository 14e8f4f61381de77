"""Then steps: what the state, a view, legal() and score() show after the actions."""

from __future__ import annotations

import json
from collections import Counter

from ..book import BOOK
from ..world import card_ids, card_list, corner_name

then = "then"


def _values(text: str) -> list[int]:
    return [int(v) for v in BOOK.split(text)]


@BOOK.step("holds_exactly", then)
def holds_exactly(world, name, cards):
    got = sorted(world.state_player(name)["hand"])
    assert got == sorted(card_list(cards)), f"{name} holds {got}"


@BOOK.step("holds_count", then)
def holds_count(world, name, n):
    got = world.state_player(name)["hand"]
    assert len(got) == int(n), f"{name} holds {len(got)} cards: {got}"


@BOOK.step("side_holds", then)
def side_holds(world, side, cards):
    got = world.state()["sides"][side]
    assert got == card_list(cards), f"the {side} side holds {got} (top first)"


@BOOK.step("next_position", then)
def next_position(world, side, direction):
    s = world.state()
    assert (s["position"], s["direction"]) == (side, direction), \
        f"the next cow goes to {s['position']}, {s['direction']}"


@BOOK.step("no_cow_yet", then)
def no_cow_yet(world):
    s = world.state()
    assert not any(s["sides"].values()) and s["position"] is None and s["direction"] is None, \
        f"sides {s['sides']}, position {s['position']}, direction {s['direction']}"


@BOOK.step("turn_is", then)
def turn_is(world, name):
    s = world.state()
    assert s["phase"]["step"] in ("play", "after_draw", "extra"), f"no turn: the step is {s['phase']['step']}"
    assert s["turn"] == world.seat(name), f"it is {world.names[s['turn']]}'s turn"


@BOOK.step("step_is", then)
def step_is(world, step):
    got = world.state()["phase"]["step"]
    assert got == step, f"the step is {got}"


@BOOK.step("allowance_is", then)
def allowance_is(world, name, n):
    s = world.state()
    got = (s["turn"], s["phase"]["step"], s["phase"].get("allowance"))
    assert got == (world.seat(name), "extra", int(n)), f"turn, step, allowance: {got}"


@BOOK.step("owes_is", then)
def owes_is(world, name, n):
    owes = [p["owes"] for p in world.state()["players"]]
    want = [int(n) if i == world.seat(name) else None for i in range(len(owes))]
    assert owes[world.seat(name)] == int(n), f"the players owe {owes}"
    assert all(w is not None or o == 0 for w, o in zip(want, owes)), f"others owe cards too: {owes}"


@BOOK.step("skips_is", then)
def skips_is(world, name, n):
    skips = [p["skips"] for p in world.state()["players"]]
    assert skips[world.seat(name)] == int(n), f"the players are to lose {skips} turns"


@BOOK.step("sounds_are", then)
def sounds_are(world, calls):
    want = [] if calls == "none" else [s.strip()[1:-1] for s in BOOK.split(calls)]
    got = world.state()["sounds"]
    assert got == want, f"the sounds of this round are {got}"


@BOOK.step("pile_count", then)
def pile_count(world, n):
    got = world.state()["pile"]
    assert len(got) == int(n), f"the pile holds {len(got)} cards"


@BOOK.step("pile_top", then)
def pile_top(world, card):
    got = world.state()["pile"][:1]
    assert got == [card], f"the top card of the pile is {got}"


@BOOK.step("round_is", then)
def round_is(world, n):
    s = world.state()
    assert (s["round"], s["phase"]["step"] in ("play", "after_draw", "extra")) == (int(n), True), \
        f"round {s['round']}, step {s['phase']['step']}"


@BOOK.step("round_ended", then)
def round_ended(world):
    got = world.state()["phase"]["step"]
    assert got in ("round_over", "game_over"), f"the round goes on (step {got})"


@BOOK.step("game_ended", then)
def game_ended(world):
    s, score = world.state(), world.score()
    assert s["phase"]["step"] == "game_over" and score["final"], f"step {s['phase']['step']}, score {score}"


@BOOK.step("round_points", then)
def round_points(world, n, values):
    rounds = world.score()["rounds"]
    assert len(rounds) >= int(n) and rounds[int(n) - 1] == _values(values), f"the rounds scored {rounds}"


@BOOK.step("totals_are", then)
def totals_are(world, values):
    got = world.score()["totals"]
    assert got == _values(values), f"the totals are {got}"


@BOOK.step("winners_are", then)
def winners_are(world, names):
    score = world.score()
    want = sorted(world.seat(n) for n in BOOK.split(names))
    assert score["final"] and sorted(score["winners"]) == want, f"score {score}"


@BOOK.step("every_card_once", then)
def every_card_once(world):
    s = world.state()
    places = world.used(s)
    assert sorted(places) == sorted(card_ids()), \
        f"{len(places)} places; twice: {[c for c, k in Counter(places).items() if k > 1]}"


@BOOK.step("deck_counts", then)
def deck_counts(world, pasture, milk, cowpat, party, flower):
    got = Counter(c.split("-")[0] for c in world.used(world.state()))
    want = {"pasture": int(pasture), "milk": int(milk), "cowpat": int(cowpat), "party": int(party),
            "flower": int(flower)}
    assert dict(got) == want, f"the game has {dict(got)}"


@BOOK.step("every_hand", then)
def every_hand(world, n):
    s = world.state()
    sizes = [len(p["hand"]) for p in s["players"]]
    assert sizes == [7] * len(sizes) and len(s["pile"]) == int(n), f"hands {sizes}, pile {len(s['pile'])}"
    assert not any(s["sides"].values()) and s["position"] is None, "cows lie on the table already"


@BOOK.step("starter_is", then)
def starter_is(world, name):
    s = world.state()
    assert (s["starter"], s["turn"]) == (world.seat(name), world.seat(name)), \
        f"starter {s['starter']}, turn {s['turn']}"


def _plays(world, name) -> list[dict]:
    return [a for a in world.legal(name) if a.get("type") == "play"]


@BOOK.step("may_place_only", then)
def may_place_only(world, name, cards):
    got = sorted({a["card"] for a in _plays(world, name)})
    assert got == sorted(card_list(cards)), f"{name} may place {got}"


@BOOK.step("may_draw_only", then)
def may_draw_only(world, name):
    mine = [a for a in world.legal(name) if a.get("type") != "bssszzzz"]
    assert [a.get("type") for a in mine] == ["draw"], f"{name} may {mine}"


@BOOK.step("may_play", then)
def may_play(world, name, card, side, corner):
    want = (card, side, corner_name(corner))
    got = [(a["card"], a.get("side"), a.get("facing")) for a in _plays(world, name)]
    assert want in got, f"{name} may place {got}"


@BOOK.step("view_hides_hand", then)
def view_hides_hand(world, name, other, n):
    view = world.view(name)
    hand = world.state_player(other)["hand"]
    shown = view["players"][world.seat(other)]
    assert shown.get("cards") == int(n) == len(hand), f"{other}'s hand is shown as {shown}"
    assert "hand" not in shown, f"{name} sees {other}'s hand: {shown}"
    text = json.dumps(view)
    leaked = [c for c in hand if f'"{c}"' in text]
    assert not leaked, f"{name}'s view names {other}'s cards {leaked}"


@BOOK.step("view_hides_pile", then)
def view_hides_pile(world, name, n, side):
    view, pile = world.view(name), world.state()["pile"]
    text = json.dumps(view)
    leaked = [c for c in pile if f'"{c}"' in text]
    assert not leaked, f"{name}'s view names the pile's cards {leaked}"
    assert view["pile"]["cards"] == int(n) and view["pile"]["top"]["fly"] == side, f"the pile is shown as {view['pile']}"


@BOOK.step("view_shows_own", then)
def view_shows_own(world, name):
    view = world.view(name)
    want = sorted(world.state_player(name)["hand"])
    assert sorted(view["players"][world.seat(name)].get("hand", [])) == want, f"{name}'s view: {view['players']}"
    assert all(c in view["cards"] for c in want), f"{name}'s view lacks the faces of the hand"


