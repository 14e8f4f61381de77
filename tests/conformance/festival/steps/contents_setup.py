"""The contents and the setup (KF-CON-*, KF-SET-*): what the deal gives and where every card
lies. Card kinds, cow types and Kuhpon values come from the deck manifest."""

from __future__ import annotations

from ..book import BOOK
from ..deck import deck
from ..world import card_list, cards_of_player

then = "then"
KIND_WORDS = {"cards": None, "cows": "cow", "cow": "cow", "Copycats": "copycat", "Copycat": "copycat",
              "Kuhpons": "kuhpon",
              # the words of the Dutch phrases (phrases/nl.yaml)
              "kaarten": None, "koeien": "cow", "koe": "cow", "Copycat-kaarten": "copycat",
              "Copycat-kaart": "copycat", "koepons": "kuhpon"}


def _stacks(world) -> list[str]:
    return [c for p in world.state()["players"] for c in p["stack"]]


def _of_value(cards, value: int) -> list[str]:
    return [c for c in deck().of_kind("kuhpon", cards) if deck()[c].value == value]


@BOOK.step("stacks_count", then)
def stacks_count(world, n, kind):
    cards = _stacks(world)
    if KIND_WORDS[kind]:
        cards = deck().of_kind(KIND_WORDS[kind], cards)
    assert len(cards) == int(n), f"the stacks together hold {len(cards)} {kind}: {sorted(cards)}"


@BOOK.step("stacks_all_copies", then)
def stacks_all_copies(world, values):
    cards = _stacks(world)
    for value in BOOK.split(values):
        got = sorted(deck().cows_of_type(int(value), cards))
        want = sorted(deck().cows_of_type(int(value)))
        assert got == want, f"the stacks hold the {value}-cows {got}, expected {want}"


@BOOK.step("stacks_hold", then)
def stacks_hold(world, cards):
    got = _stacks(world)
    missing = [c for c in card_list(cards) if c not in got]
    assert not missing, f"no stack holds {missing}"


@BOOK.step("hands_hold_value", then)
def hands_hold_value(world, n, value):
    got = _of_value([c for p in world.state()["players"] for c in p["kuhpons"]], int(value))
    assert len(got) == int(n), f"the money hands hold {len(got)} Kuhpons of value {value}: {got}"


@BOOK.step("box_holds_value", then)
def box_holds_value(world, n, value):
    got = _of_value(world.state()["box"], int(value))
    assert len(got) == int(n), f"the box holds {len(got)} Kuhpons of value {value}: {got}"


@BOOK.step("every_money_total", then)
def every_money_total(world, n):
    for p in world.state()["players"]:
        got = world.money_amount(p["kuhpons"])
        assert got == int(n), f"{p['name']}'s money totals {got}: {p['kuhpons']}"


@BOOK.step("every_stack", then)
def every_stack(world, n):
    sizes = [len(p["stack"]) for p in world.state()["players"]]
    assert sizes == [int(n)] * len(sizes), f"stack sizes: {sizes}"


@BOOK.step("every_hand", then)
def every_hand(world, values):
    want = sorted(int(v) for v in BOOK.split(values))
    for p in world.state()["players"]:
        kinds = {deck().kind(c) for c in p["kuhpons"]}
        assert kinds <= {"kuhpon"}, f"{p['name']}'s money hand holds more than Kuhpons: {p['kuhpons']}"
        got = sorted(deck()[c].value for c in p["kuhpons"])
        assert got == want, f"{p['name']} holds Kuhpons worth {got}, expected {want}"


@BOOK.step("box_holds", then)
def box_holds(world, n, kind):
    got = deck().of_kind(KIND_WORDS[kind], world.state()["box"])
    assert len(got) == int(n), f"the box holds {len(got)} {kind}: {got}"


@BOOK.step("in_box", then)
def in_box(world, card):
    assert card in world.state()["box"], f"{card} is not in the box"


@BOOK.step("conserved", then)
def conserved(world):
    state = world.state()
    seen = list(state["box"]) + [c for p in state["players"] for c in cards_of_player(p)]
    seen += state["phase"].get("lot", []) + state["phase"].get("offer", []) + state["phase"].get("lot_kuhpons", [])
    seen += state.get("neutral_pile", []) + state.get("neutral_kuhpons", [])  # the 2-player game
    assert sorted(seen) == sorted(deck().ids), "cards are missing or doubled"
