"""Given steps that draft a position (a canonical state built as plain data)."""

from __future__ import annotations

from ..book import BOOK
from ..world import card_list, parse_specs
from .table import pile_holds

given = "given"


def _sounds(text: str) -> list[str]:
    return [s.strip('"') for s in BOOK.split(text)]


@BOOK.step("holds", given)
def holds(world, name, specs):
    for card, face in parse_specs(specs):
        world.player(name)["hand"].append(card)
        world.face(card, face)


@BOOK.step("turn_of", given)
def turn_of(world, name):
    world.draft["turn"] = world.seat(name)


@BOOK.step("has_drawn", given)
def has_drawn(world, name):
    world.draft["turn"] = world.seat(name)
    world.draft["phase"]["step"] = "after_draw"


@BOOK.step("allowance_open", given)
def allowance_open(world, name, n):
    world.draft["turn"] = world.seat(name)
    world.draft["phase"].update(step="extra", allowance=int(n))


@BOOK.step("owes_cards", given)
def owes_cards(world, name, n):
    world.player(name)["owes"] = int(n)


@BOOK.step("loses_turns", given)
def loses_turns(world, name, n):
    world.player(name)["skips"] = int(n)


@BOOK.step("sounds_made", given)
def sounds_made(world, calls):
    world.draft["sounds"] = _sounds(calls)


@BOOK.step("round_number", given)
def round_number(world, n):
    world.draft["round"] = int(n)


@BOOK.step("seeded", given)
def seeded(world, seed):
    world.draft["seed"] = int(seed)


@BOOK.step("round_scored", given)
def round_scored(world, n, values):
    assert int(n) == len(world.draft["scores"]) + 1, "step text: rounds are scored in order"
    world.draft["scores"].append([int(v) for v in BOOK.split(values)])


@BOOK.step("started_round", given)
def started_round(world, name):
    world.draft["starter"] = world.seat(name)


@BOOK.step("started_game", given)
def started_game(world, name):
    world.draft["first"] = world.seat(name)


@BOOK.step("pile_only", given)
def pile_only(world, specs):
    """The pile holds only these cards; every other card lies covered along the sides."""
    pile_holds(world, specs)
    world.pile_only = True


@BOOK.step("round_over", given)
def round_over(world):
    last = world.draft["round"] >= len(world.draft["players"])
    world.draft["phase"]["step"] = "game_over" if last else "round_over"


@BOOK.step("next_deal", given)
def next_deal(world, name, cards):
    world.next_deal[name] = card_list(cards)


@BOOK.step("deal_gives", given)
def deal_gives(world, name, specs):
    named = parse_specs(specs)
    world.faces.update(named)
    world.deal_hands[name] = [c for c, _ in named]


@BOOK.step("deal_pile", given)
def deal_pile(world, specs):
    named = parse_specs(specs)
    world.faces.update(named)
    world.deal_top = [c for c, _ in named]


@BOOK.step("dealt", "given", "when")
def dealt(world, names):
    """A new game from the explicit deal the scenario gave (the pile: the named cards on top,
    then every other card in card order)."""
    from ..world import card_ids

    world.names, world.draft = BOOK.split(names), None
    hands = [world.deal_hands.get(n, []) for n in world.names]
    named = {c for h in hands for c in h} | set(world.deal_top)
    pile = world.deal_top + [c for c in card_ids() if c not in named]
    answer = world.start(world.deal_setup(hands, pile))
    world.expect(answer, "/ok", "equals", True, because="new_game accepts the deal")


@BOOK.step("position_loaded_without", "when")
def position_loaded_without(world, card):
    world.load_draft(without=card)
