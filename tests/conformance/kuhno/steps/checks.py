"""Then steps: what the state, a view, legal() and score() show after the actions."""

from __future__ import annotations

from ..book import BOOK
from ...common.world import World
from ..world import card_ids, card_list, corner_name

then = "then"


def _values(text: str) -> list[int]:
    return [int(v) for v in BOOK.split(text)]


PLAYING = ["play", "after_draw", "extra"]  # the steps of a running round


def _hand(world, name) -> str:
    return f"/players/{world.seat(name)}/hand"


@BOOK.step("holds_exactly", then)
def holds_exactly(world, name, cards):
    world.expect(world.state(), _hand(world, name), "same_items", card_list(cards))


@BOOK.step("holds_count", then)
def holds_count(world, name, n):
    world.expect(world.state(), _hand(world, name), "length", int(n))


@BOOK.step("side_holds", then)
def side_holds(world, side, cards):
    world.expect(world.state(), f"/sides/{side}", "equals", card_list(cards), because="top first")


@BOOK.step("next_position", then)
def next_position(world, side, direction):
    world.expect(world.state(), ["/position", "/direction"], "equals", [side, direction])


@BOOK.step("no_cow_yet", then)
def no_cow_yet(world):
    state = world.state()
    world.expect(state, "/sides/*", "equals", [], flat=True, because="no cow lies on the table")
    world.expect(state, ["/position", "/direction"], "equals", [None, None])


@BOOK.step("turn_is", then)
def turn_is(world, name):
    state = world.state()
    world.expect(state, "/phase/step", "one_of", PLAYING, because="a turn is on")
    world.expect(state, "/turn", "equals", world.seat(name))


@BOOK.step("step_is", then)
def step_is(world, step):
    world.expect(world.state(), "/phase/step", "equals", step)


@BOOK.step("allowance_is", then)
def allowance_is(world, name, n):
    world.expect(world.state(), ["/turn", "/phase/step", "/phase/allowance"], "equals",
                 [world.seat(name), "extra", int(n)], because=f"{name} may play {n} extra cards")


@BOOK.step("owes_is", then)
def owes_is(world, name, n):
    want = [int(n) if seat == world.seat(name) else 0 for seat in range(len(world.names))]
    world.expect(world.state(), "/players/*/owes", "equals", want, because=f"only {name} owes cards")


@BOOK.step("skips_is", then)
def skips_is(world, name, n):
    world.expect(world.state(), f"/players/{world.seat(name)}/skips", "equals", int(n))


@BOOK.step("sounds_are", then)
def sounds_are(world, calls):
    want = [] if calls == "none" else [s.strip()[1:-1] for s in BOOK.split(calls)]
    world.expect(world.state(), "/sounds", "equals", want)


@BOOK.step("mistake_stands", then)
def mistake_stands(world, code, clause):
    """Under mistakes challenge a play that breaks a rule is accepted and stays open to a
    challenge, its first fault recorded (KN-BSS-1, R-KN-MISTAKES)."""
    from kuhspec.catalogue import catalogue

    own = catalogue().game("kuhno").codes[code].clause
    assert own == clause, f"step text: {code} is a fault under {own}, not {clause}"
    World.accepted(world)
    world.mistake_checked()
    world.expect(world.state(), "/phase/claim/faults/0", "equals", code,
                 because=f"the play stands, open to a challenge, as the mistake {code}")


@BOOK.step("no_mistake", then)
def no_mistake(world):
    """The play was accepted and, under mistakes challenge, recorded without a fault: a
    bssszzzz on it would be false (KN-BSS-4)."""
    world.accepted()
    world.expect(world.state(), "/phase/claim/faults", "empty", because="the play breaks no rule")


@BOOK.step("pile_count", then)
def pile_count(world, n):
    world.expect(world.state(), "/pile", "length", int(n))


@BOOK.step("pile_top", then)
def pile_top(world, card):
    world.expect(world.state(), "/pile/0", "equals", card, because="the top card of the pile")


@BOOK.step("round_is", then)
def round_is(world, n):
    state = world.state()
    world.expect(state, "/round", "equals", int(n))
    world.expect(state, "/phase/step", "one_of", PLAYING, because="the round is running")


@BOOK.step("round_ended", then)
def round_ended(world):
    world.expect(world.state(), "/phase/step", "one_of", ["round_over", "game_over"])


@BOOK.step("game_ended", then)
def game_ended(world):
    state, score = world.state(), world.score()
    world.expect(state, "/phase/step", "equals", "game_over")
    world.expect(score, "/final", "not_empty", because="the score is final")


@BOOK.step("round_points", then)
def round_points(world, n, values):
    world.expect(world.score(), f"/rounds/{int(n) - 1}", "equals", _values(values), because=f"round {n}")


@BOOK.step("totals_are", then)
def totals_are(world, values):
    world.expect(world.score(), "/totals", "equals", _values(values))


@BOOK.step("winners_are", then)
def winners_are(world, names):
    score = world.score()
    world.expect(score, "/final", "not_empty", because="the score is final")
    world.expect(score, "/winners", "same_items", [world.seat(n) for n in BOOK.split(names)])


#: every place a card can lie in a Kuhno state
PLACES = ["/players/*/hand", "/pile", "/sides/*"]


@BOOK.step("every_card_once", then)
def every_card_once(world):
    world.expect(world.state(), PLACES, "same_items", list(card_ids()), flat=True, because="every card lies once")


@BOOK.step("deck_counts", then)
def deck_counts(world, pasture, milk, cowpat, party, flower):
    state = world.state()
    want = {"pasture": int(pasture), "milk": int(milk), "cowpat": int(cowpat), "party": int(party),
            "flower": int(flower)}
    for kind, n in want.items():
        world.expect(state, PLACES, "length", n, flat=True, only=[c for c in card_ids() if c.split("-")[0] == kind],
                     because=f"the game has {n} {kind} cards")
    world.expect(state, PLACES, "length", sum(want.values()), flat=True, because="the game has no other cards")


@BOOK.step("every_hand", then)
def every_hand(world, n):
    state = world.state()
    for seat in range(len(world.names)):
        world.expect(state, f"/players/{seat}/hand", "length", 7)
    world.expect(state, "/pile", "length", int(n))
    world.expect(state, "/sides/*", "equals", [], flat=True, because="no cow lies on the table yet")
    world.expect(state, "/position", "equals", None)


@BOOK.step("starter_is", then)
def starter_is(world, name):
    world.expect(world.state(), ["/starter", "/turn"], "equals", [world.seat(name)] * 2)


PLAYS = {"eq": {"type": "play"}}


@BOOK.step("may_place_only", then)
def may_place_only(world, name, cards):
    world.expect(world.legal(name), "/*/card", "same_set", card_list(cards), where=PLAYS,
                 because=f"the cards {name} may place")


@BOOK.step("may_draw_only", then)
def may_draw_only(world, name):
    world.expect(world.legal(name), "/*/type", "equals", ["draw"], where={"ne": {"type": "bssszzzz"}},
                 because=f"{name} may only draw (or call Bssszzzz)")


@BOOK.step("may_play", then)
def may_play(world, name, card, side, corner):
    world.expect(world.legal(name), "/*", "not_empty",
                 where={"eq": {"type": "play", "card": card, "side": side, "facing": corner_name(corner)}},
                 because=f"{name} may place {card} along {side}")


@BOOK.step("view_hides_hand", then)
def view_hides_hand(world, name, other, n):
    _hides_hand(world, name, other, int(n), dealt=False)


@BOOK.step("view_hides_dealt_hand", then)
def view_hides_dealt_hand(world, name, other, n):
    _hides_hand(world, name, other, int(n), dealt=True)


def _hides_hand(world, name: str, other: str, n: int, dealt: bool) -> None:
    """`name`'s view shows `other`'s hand only as its size and its backs (KN-SET-3). The backs
    are checked card by card where the scenario laid the hand out; a hand the implementation
    dealt itself (a seeded game) is its own, so there only their number is checked."""
    view, state, shown = world.view(name), world.state(), f"/players/{world.seat(other)}"
    world.expect(view, f"{shown}/cards", "equals", n, because=f"{name} sees how many cards {other} holds")
    world.expect(state, f"{shown}/hand", "length", n)
    world.expect(view, f"{shown}/hand", "absent", because=f"{name} does not see {other}'s hand")
    world.expect(view, "", "mentions_none", frm=(state, f"{shown}/hand"), because=f"{name}'s view names no card of {other}")
    because = f"{name} sees the back of each of {other}'s cards (KN-SET-3: the backs are public)"
    if dealt:
        world.expect(view, f"{shown}/backs", "length", n, because=because)
        return
    faces = state["cards"]
    backs = [{"fly": faces[c]["fly"], "red_eyes": faces[c]["red_eyes"]} for c in state["players"][world.seat(other)]["hand"]]
    world.expect(view, f"{shown}/backs", "same_items", backs, because=because)


@BOOK.step("view_no_seed", then)
def view_no_seed(world, name):
    view = world.view(name)
    world.expect(view, "/seed", "absent", because=f"{name}'s view gives no seed: it would deal every hand again")


@BOOK.step("view_hides_pile", then)
def view_hides_pile(world, name, n, side):
    view, state = world.view(name), world.state()
    world.expect(view, "", "mentions_none", frm=(state, "/pile"), because=f"{name}'s view names no card of the pile")
    world.expect(view, ["/pile/cards", "/pile/top/fly"], "equals", [int(n), side])


@BOOK.step("view_shows_own", then)
def view_shows_own(world, name):
    view, state, me = world.view(name), world.state(), f"/players/{world.seat(name)}"
    world.expect(view, f"{me}/hand", "same_items", frm=(state, f"{me}/hand"), default=[])
    world.expect(view, "/cards", "mentions_all", frm=(state, f"{me}/hand"), because="the view gives the hand's faces")
