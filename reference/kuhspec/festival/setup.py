"""Setting up a game (KF-SET-*, KF-TWO-1..3): dealing cows and Kuhpons from a seed or an
explicit deal."""

from __future__ import annotations

import functools
import random

from .cards import COPYCAT_IDS, COW_IDS, HAND_VALUES, KUHPON_IDS, face_value, sorted_cards
from kuhspec.games import resolve

from .errors import GAME, PositionError
from .neutral import NEUTRAL_KUHPONS, TWO_PLAYER_STACK, VARIANT
from .money import check_stated
from .options import normalise


#: the Kuhpons of each value, lowest copy first
KUHPONS_BY_VALUE = {v: tuple(c for c in KUHPON_IDS if face_value(c) == v) for v in sorted(set(map(face_value, KUHPON_IDS)))}


def kuhpon_hands(players: int) -> tuple[list[list[str]], list[str]]:
    """Each player's 8 Kuhpons (KF-SET-3), and the rest for the box (KF-SET-4): new lists
    of the deal for this many players, which no seed changes (_kuhpon_deal, dealt once)."""
    hands, box = _kuhpon_deal(players)
    return [list(hand) for hand in hands], list(box)


@functools.lru_cache(maxsize=None)
def _kuhpon_deal(players: int) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]:
    """The Kuhpons of kuhpon_hands, the lowest copies of each value first, as tuples."""
    pool = {v: list(KUHPONS_BY_VALUE[v]) for v in set(HAND_VALUES)}
    hands = []
    for _ in range(players):
        hands.append(tuple(sorted_cards(pool[v].pop(0) for v in HAND_VALUES)))
    box = sorted_cards(c for cards in pool.values() for c in cards)
    return tuple(hands), tuple(box)


def stack_size(variant: str, deck: list[str], players: int) -> int:
    """Cards per stack: the deck dealt evenly (KF-SET-1, KF-SET-2), or 10 each in the
    two-player variant, whose other 20 form the neutral pile (KF-TWO-2)."""
    return TWO_PLAYER_STACK if variant == VARIANT else len(deck) // players


def new_game(setup: dict) -> dict:
    """{game, edition, variant, players: [names], seed: int | deal: [[cards of each stack]]
    (two-player: with neutral_pile and neutral_kuhpons, in order), options, first}."""
    if not isinstance(setup, dict):
        raise PositionError("$", "setup must be an object")
    names = setup.get("players")
    if (not isinstance(names, list) or not all(isinstance(n, str) and n for n in names)
            or len(set(names)) != len(names)):
        raise PositionError("$.players", "players must be a list of distinct names")
    _, edition, variant = resolve(setup, default_game=GAME)
    first = setup.get("first", 0)
    if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < len(names):
        raise PositionError("$.first", "first must be a seat index", variant.clause)
    options = normalise(setup.get("options"), edition, variant.name)
    amounts = _amounts(setup.get("amounts", {}))
    check_stated(amounts, options)
    deck, box = _deck(len(names))
    hands, rest = kuhpon_hands(len(names))
    per = stack_size(variant.name, deck, len(names))
    if "deal" in setup:
        stacks, pile, neutral = _explicit_deal(setup, deck, len(names), per, rest, variant)
    else:
        seed = setup.get("seed", 0)
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise PositionError("$.seed", "seed must be an integer")
        stacks, pile, neutral = _shuffled(random.Random(seed), deck, len(names), per, rest, variant.name)
    players = [{"name": name, "stack": sorted_cards(stack), "display": [], "copycats": [],
                "triples": [], "black_sheep": [], "kuhpons": hand, "out": False}
               for name, stack, hand in zip(names, stacks, hands)]
    state = {"game": GAME, "edition": edition, "variant": variant.name, "options": options,
             "players": players, "turn": first, "phase": {"step": "turn"},
             "box": sorted_cards(box + [c for c in rest if c not in neutral]), "idle_turns": 0}
    if variant.name == VARIANT:
        state["neutral_pile"], state["neutral_kuhpons"] = list(pile), list(neutral)
    if amounts:
        state["amounts"] = amounts
    return state


def _deck(players: int) -> tuple[list[str], list[str]]:
    """(the cow cards and Copycats to deal, the Copycat boxed: one in a 3-player game, KF-SET-2)."""
    deck = list(COW_IDS + COPYCAT_IDS)
    if players == 3:
        deck.remove(COPYCAT_IDS[-1])
        return deck, [COPYCAT_IDS[-1]]
    return deck, []


def _shuffled(rng: random.Random, deck: list[str], players: int, per: int, rest: list[str], variant: str):
    """(stacks, neutral pile, neutral Kuhpons) shuffled by `rng`; `deck` and `rest` are shuffled
    in place."""
    rng.shuffle(deck)
    stacks = [deck[i * per:(i + 1) * per] for i in range(players)]
    pile = deck[per * players:]              # KF-TWO-2: in the order of the shuffle
    neutral = []
    if variant == VARIANT:                   # KF-TWO-3
        rng.shuffle(rest)
        neutral = rest[:NEUTRAL_KUHPONS]
    return stacks, pile, neutral


def dealt(setup: dict, rng: random.Random) -> dict:
    """`setup` with its deal shuffled by `rng` and written in, in place of a seed: the stacks
    (`deal`) and, in the two-player game, the neutral pile and Kuhpons. Differential testing
    draws its deals so (kuhspec.games.dealt); new_game checks the result as any explicit deal."""
    names = setup["players"]
    _, _, variant = resolve(setup, default_game=GAME)
    deck, _ = _deck(len(names))
    _, rest = kuhpon_hands(len(names))
    stacks, pile, neutral = _shuffled(rng, deck, len(names), stack_size(variant.name, deck, len(names)), rest,
                                      variant.name)
    out = {k: v for k, v in setup.items() if k != "seed"}
    out["deal"] = stacks
    if variant.name == VARIANT:
        out["neutral_pile"], out["neutral_kuhpons"] = pile, neutral
    return out


def _amounts(amounts) -> dict:
    """The printed amounts the setup knows (R-KF-COLOURED-AMOUNT): {cow id: amount >= 0}."""
    if not isinstance(amounts, dict):
        raise PositionError("$.amounts", "amounts must be an object {cow id: amount}")
    for card, amount in amounts.items():
        if card not in COW_IDS:
            raise PositionError(f"$.amounts.{card}", "not a cow card id")
        if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
            raise PositionError(f"$.amounts.{card}", "amount must be a whole number >= 0")
    return dict(amounts)


def _explicit_deal(setup: dict, deck: list[str], players: int, per: int, rest: list[str], variant):
    """The stacks of `deal`; in the two-player variant also the pile and the neutral Kuhpons,
    each in order (index 0 on top)."""
    deal = setup["deal"]
    if not isinstance(deal, list) or len(deal) != players:
        raise PositionError("$.deal", f"deal must list {players} stacks")
    seen = [c for stack in deal if isinstance(stack, list) for c in stack]
    if variant.name != VARIANT:
        if (not all(isinstance(c, str) and c in deck for c in seen) or sorted_cards(seen) != sorted_cards(deck)
                or any(len(s) != len(deal[0]) for s in deal)):
            raise PositionError("$.deal", "the stacks must split the cow cards evenly, each card once",
                                "KF-SET-1")
        return [list(s) for s in deal], [], []
    pile, neutral = setup.get("neutral_pile"), setup.get("neutral_kuhpons")
    if not all(isinstance(s, list) and len(s) == per for s in deal):
        raise PositionError("$.deal", f"each stack holds {per} cow cards", "KF-TWO-2")
    if (not isinstance(pile, list) or not all(isinstance(c, str) and c in deck for c in seen + pile)
            or sorted_cards(seen + pile) != sorted_cards(deck)):
        raise PositionError("$.neutral_pile", "the stacks and the neutral pile must hold every cow card once",
                            "KF-TWO-2")
    if (not isinstance(neutral, list) or len(neutral) != NEUTRAL_KUHPONS
            or not all(isinstance(c, str) and c in rest for c in neutral) or len(set(neutral)) != len(neutral)):
        raise PositionError("$.neutral_kuhpons", f"the neutral stack is {NEUTRAL_KUHPONS} distinct Kuhpons "
                            "that are in no player's hand", "KF-TWO-3")
    return [list(s) for s in deal], list(pile), list(neutral)
