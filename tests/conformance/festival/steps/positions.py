"""Given steps that draft a position (a canonical state built as plain data)."""

from __future__ import annotations

from ..book import BOOK
from ..deck import deck
from ..world import card_list

given = "given"


@BOOK.step("stack_holds", given)
def stack_holds(world, name, cards):
    world.player(name)["stack"] += card_list(cards)


@BOOK.step("display_holds", given)
def display_holds(world, name, cards):
    world.player(name)["display"] += card_list(cards)


@BOOK.step("has_kuhpons", given)
def has_kuhpons(world, name, cards):
    world.player(name)["kuhpons"] += card_list(cards)


@BOOK.step("has_triple", given)
def has_triple(world, name, cards):
    triple = card_list(cards)
    types = {deck()[c].type for c in triple} - {None}
    assert len(types) == 1, f"step text: a triple of {triple} is not of one cow type"
    world.player(name)["triples"].append({"cow": types.pop(), "cards": triple})


@BOOK.step("has_black_sheep", given)
def has_black_sheep(world, name, cards):
    world.player(name)["black_sheep"] += card_list(cards)


@BOOK.step("copycat_with", given)
def copycat_with(world, name, copycat, cow):
    world.player(name)["copycats"].append({"card": copycat, "cow": int(cow)})


@BOOK.step("copycat_separate", given)
def copycat_separate(world, name, copycat):
    world.player(name)["copycats"].append({"card": copycat, "cow": None})


@BOOK.step("dropped_out", given)
def dropped_out(world, name):
    world.player(name)["out"] = True


@BOOK.step("turn_of", given)
def turn_of(world, name):
    world.draft["turn"] = world.seat(name)


@BOOK.step("game_is_over", given)
def game_is_over(world):
    world.draft["phase"] = {"step": "over"}


@BOOK.step("coloured_amount", given)
def coloured_amount(world, card, amount):
    """The amount printed on the card is a fact of the position (the state's `amounts`,
    R-KF-COLOURED-AMOUNT), so the scenario holds under every option of that ruling."""
    world.draft.setdefault("amounts", {})[card] = int(amount)


@BOOK.step("table_amount", given)
def table_amount(world, card, amount):
    """An entry of a deck table given in the coloured_amount option (deck_table), which only
    counts for a card whose amount the position does not give."""
    rule = world.draft["options"].get("coloured_amount")
    if not isinstance(rule, dict):
        rule = world.draft["options"]["coloured_amount"] = {"table": {}}
    rule["table"][card] = int(amount)


@BOOK.step("lies_in_box", given)
def lies_in_box(world, card):
    world.draft["box"].append(card)


@BOOK.step("position_loaded_without", "when")
def position_loaded_without(world, card):
    world.load_draft(without=card)
