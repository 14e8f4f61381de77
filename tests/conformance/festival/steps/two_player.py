"""The 2-player game (KF-TWO-*): the neutral cow pile and Kuhpon stack, neutral lots with
their hidden Kuhpon, bids to take the lot (A) or not to take it (B), and what each player
sees of it all. Every fact is read from the implementation's state, view or legal answers."""

from __future__ import annotations

from ..book import BOOK
from ..deck import deck
from ..world import card_list
from .actions import ACTION
from .auction import is_high_bid
from .gameplay import has_legal

then = "then"
#: the bids of KF-TWO-10 by their step keys: "to take the lot" (A), "not to take the lot" (B)
CASES = {"to_take": "A", "not_to_take": "B"}
#: the words of the Dutch phrases (phrases/nl.yaml) -> the English ones the steps know
WORDS = {"trekstapel": "pile", "koepon-stapel": "Kuhpon stack", "geen kaart": "no card",
         "de neutrale koepon-stapel": "the neutral Kuhpon stack", "de doos": "the box",
         "de blinde koepon": "the hidden Kuhpon"}


# --------------------------------------------------------------------------- positions


@BOOK.step("neutral_pile_holds", "given")
def neutral_pile_holds(world, cards):
    world.draft["neutral_pile"] = card_list(cards)


@BOOK.step("neutral_kuhpons_hold", "given")
def neutral_kuhpons_hold(world, cards):
    world.draft["neutral_kuhpons"] = card_list(cards)


@BOOK.step("dealt_as_laid_out", "when")
def dealt_as_laid_out(world):
    """new_game with an explicit deal (spec/protocol.md, new_game: `deal`): the stacks, the
    neutral pile and the neutral Kuhpon stack the Given steps laid out, each in order; the
    answer is kept, accepted or refused."""
    draft, world.draft = world.draft, None
    setup = {key: draft[key] for key in ("game", "edition", "variant", "options")}
    setup.update(players=list(world.names), deal=[p["stack"] for p in draft["players"]],
                 neutral_pile=draft.get("neutral_pile", []), neutral_kuhpons=draft.get("neutral_kuhpons", []),
                 first=draft["turn"])
    world.start(setup)


# --------------------------------------------------------------------------- actions


@BOOK.step("auctions_neutral", *ACTION)
def auctions_neutral(world, name):
    world.act_as(name, "auction_neutral")


def _bids(case):
    def step(world, name, amount):
        world.act_as(name, "bid", amount=int(amount), case=case)
    return step


def _high_bid(case):
    def step(world, amount, name):
        is_high_bid(world, amount, name, case=case)
    return step


# --------------------------------------------------------------------------- the neutral zones


def _zone(which: str) -> str:
    return "/neutral_pile" if WORDS.get(which, which) == "pile" else "/neutral_kuhpons"


@BOOK.step("neutral_exactly", then)
def neutral_exactly(world, which, cards):
    world.expect(world.state(), _zone(which), "equals", card_list(cards), because="top first")


@BOOK.step("neutral_count", then)
def neutral_count(world, which, n):
    world.expect(world.state(), _zone(which), "length", int(n), because=f"the neutral {which} holds {n} cards")


@BOOK.step("dealt_all_copies", then)
def dealt_all_copies(world, values):
    state = world.state()
    dealt = ["/players/*/stack", "/neutral_pile"]
    for value in BOOK.split(values):
        copies = deck().cows_of_type(int(value))
        world.expect(state, dealt, "same_items", copies, flat=True, only=copies,
                     because=f"the stacks and the pile hold every {value}-cow once")
    copycats = deck().of_kind("copycat", deck().ids)
    world.expect(state, dealt, "length", len(copycats), flat=True, only=copycats, because="every Copycat is dealt")


@BOOK.step("leftover_value", then)
def leftover_value(world, n, value):
    kuhpons = [c for c in deck().of_kind("kuhpon", deck().ids) if deck()[c].value == int(value)]
    world.expect(world.state(), ["/neutral_kuhpons", "/box"], "length", int(n), flat=True, only=kuhpons,
                 because=f"the neutral Kuhpon stack and the box hold {n} of value {value}")


# --------------------------------------------------------------------------- the lot


@BOOK.step("hidden_kuhpon_is", then)
def hidden_kuhpon_is(world, cards):
    world.expect(world.state(), "/phase/lot_kuhpons", "equals", card_list(cards), because="the hidden Kuhpon of the lot")


@BOOK.step("no_hidden_kuhpon", then)
def no_hidden_kuhpon(world):
    world.expect(world.state(), "/phase/lot_kuhpons", "absent", because="the lot carries no hidden Kuhpon")


@BOOK.step("lot_goes_to", then)
def lot_goes_to(world, name):
    world.expect(world.state(), ["/phase/step", "/phase/buyer"], "equals", ["payment", world.seat(name)],
                 because=f"the lot goes to {name} once paid")


# --------------------------------------------------------------------------- views


@BOOK.step("view_pile", then)
def view_pile(world, name, n, top):
    top = WORDS.get(top, top)
    want = {"count": int(n)} if top is None else {"count": int(n), "top": None if top == "no card" else top}
    world.expect(world.view(name), "/neutral_pile", "equals", want)


@BOOK.step("view_hidden_count", then)
def view_hidden_count(world, name, what, n):
    path = {"the neutral Kuhpon stack": "/neutral_kuhpons", "the box": "/box",
            "the hidden Kuhpon": "/phase/lot_kuhpons"}[WORDS.get(what, what)]
    world.expect(world.view(name), path, "equals", {"count": int(n)}, because=f"{name} sees only the count of {what}")


# --------------------------------------------------------------------------- legal actions


def _may_bid(case):
    def step(world, name, amount):
        has_legal(world, name, {"type": "bid", "player": world.seat(name), "min": int(amount), "case": case})
    return step


def _may_not_bid(case):
    def step(world, name):
        legal = world.legal(name)
        world.expect(legal, "/*", "equals", [], where={"eq": {"type": "bid", "case": case}},
                     because=f"{name} may not bid with case {case}")
        if case == "A":  # a bid that names no case is a bid to take the lot
            world.expect(legal, "/*", "equals", [], where={"eq": {"type": "bid"}, "lacks": ["case"]},
                         because=f"{name} may not bid with case A")
    return step


for _key, _case in CASES.items():
    BOOK.step(f"bids_{_key}", *ACTION)(_bids(_case))
    BOOK.step(f"high_bid_{_key}", then)(_high_bid(_case))
    BOOK.step(f"may_bid_{_key}", then)(_may_bid(_case))
    BOOK.step(f"may_not_bid_{_key}", then)(_may_not_bid(_case))
