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


def _neutral_zone(which: str) -> str:
    return "neutral_pile" if WORDS.get(which, which) == "pile" else "neutral_kuhpons"


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
    world.setup_answer = world.impl.new_game(setup)


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


def _zone(world, zone: str) -> list:
    got = world.state().get(zone)
    assert isinstance(got, list), f"the state has no {zone} list: {got!r}"
    return got


@BOOK.step("neutral_exactly", then)
def neutral_exactly(world, which, cards):
    zone = _neutral_zone(which)
    got = _zone(world, zone)
    assert got == card_list(cards), f"the {zone}, top first: expected {card_list(cards)}, got {got}"


@BOOK.step("neutral_count", then)
def neutral_count(world, which, n):
    zone = _neutral_zone(which)
    got = _zone(world, zone)
    assert len(got) == int(n), f"the {zone} holds {len(got)} cards: {got}"


@BOOK.step("dealt_all_copies", then)
def dealt_all_copies(world, values):
    state = world.state()
    cards = [c for p in state["players"] for c in p["stack"]] + _zone(world, "neutral_pile")
    for value in BOOK.split(values):
        got = sorted(deck().cows_of_type(int(value), cards))
        want = sorted(deck().cows_of_type(int(value)))
        assert got == want, f"the stacks and the pile hold the {value}-cows {got}, expected {want}"
    copycats = deck().of_kind("copycat", cards)
    assert len(copycats) == len(deck().of_kind("copycat", deck().ids)), f"Copycats dealt: {copycats}"


@BOOK.step("leftover_value", then)
def leftover_value(world, n, value):
    state = world.state()
    cards = _zone(world, "neutral_kuhpons") + list(state["box"])
    got = [c for c in deck().of_kind("kuhpon", cards) if deck()[c].value == int(value)]
    assert len(got) == int(n), f"the neutral Kuhpon stack and the box hold {len(got)} of value {value}: {got}"


# --------------------------------------------------------------------------- the lot


@BOOK.step("hidden_kuhpon_is", then)
def hidden_kuhpon_is(world, cards):
    got = world.state()["phase"].get("lot_kuhpons")
    assert got == card_list(cards), f"the hidden Kuhpon of the lot: expected {card_list(cards)}, got {got!r}"


@BOOK.step("no_hidden_kuhpon", then)
def no_hidden_kuhpon(world):
    phase = world.state()["phase"]
    assert "lot_kuhpons" not in phase, f"the lot carries a hidden Kuhpon: {phase}"


@BOOK.step("lot_goes_to", then)
def lot_goes_to(world, name):
    phase = world.state()["phase"]
    assert (phase.get("step"), phase.get("buyer")) == ("payment", world.seat(name)), \
        f"expected the lot to go to {name} once paid; phase is {phase}"


# --------------------------------------------------------------------------- views


def _seen(world, name, *path):
    node = world.view(name)
    for key in path:
        node = node.get(key) if isinstance(node, dict) else None
    return node


@BOOK.step("view_pile", then)
def view_pile(world, name, n, top):
    got = _seen(world, name, "neutral_pile")
    top = WORDS.get(top, top)
    want = {"count": int(n)} if top is None else {"count": int(n), "top": None if top == "no card" else top}
    assert got == want, f"{name} sees the neutral pile as {got!r}, expected {want}"


@BOOK.step("view_hidden_count", then)
def view_hidden_count(world, name, what, n):
    path = {"the neutral Kuhpon stack": ("neutral_kuhpons",), "the box": ("box",),
            "the hidden Kuhpon": ("phase", "lot_kuhpons")}[WORDS.get(what, what)]
    got = _seen(world, name, *path)
    assert got == {"count": int(n)}, f"{name} sees {what} as {got!r}, expected only its count {int(n)}"


# --------------------------------------------------------------------------- legal actions


def _may_bid(case):
    def step(world, name, amount):
        template = {"type": "bid", "player": world.seat(name), "min": int(amount), "case": case}
        ok, got = has_legal(world, name, template)
        assert ok, f"{name}'s legal actions: {got}"
    return step


def _may_not_bid(case):
    def step(world, name):
        got = world.legal(name)
        bids = [a for a in got if a["type"] == "bid" and a.get("case", "A") == case]
        assert not bids, f"{name} may bid with case {case}: {got}"
    return step


for _key, _case in CASES.items():
    BOOK.step(f"bids_{_key}", *ACTION)(_bids(_case))
    BOOK.step(f"high_bid_{_key}", then)(_high_bid(_case))
    BOOK.step(f"may_bid_{_key}", then)(_may_bid(_case))
    BOOK.step(f"may_not_bid_{_key}", then)(_may_not_bid(_case))
