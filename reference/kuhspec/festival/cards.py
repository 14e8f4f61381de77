"""The cards of Kuhhandel Festival and their stable identities (KF-CON-1..3)."""

from __future__ import annotations

COW_VALUES = (10, 30, 60, 100, 150, 220, 300, 400, 500)
COPIES_PER_COW = 4
COPYCAT_COUNT = 4
KUHPON_COUNTS = {0: 10, 10: 5, 20: 5, 50: 5, 100: 10, 200: 5}
HAND_VALUES = (0, 0, 10, 20, 50, 100, 100, 200)  # KF-SET-3: 8 Kuhpons, 480 in all
TRIPLES_IN_GAME = len(COW_VALUES)
COW_NAMES = {150: "Punk", 220: "Country", 400: "Metal"}

COW_IDS = tuple(f"cow-{v}-{c}" for v in COW_VALUES for c in range(1, COPIES_PER_COW + 1))
COPYCAT_IDS = tuple(f"copycat-{c}" for c in range(1, COPYCAT_COUNT + 1))
KUHPON_IDS = tuple(
    f"kp-{v}-{c}" for v, n in sorted(KUHPON_COUNTS.items()) for c in range(1, n + 1)
)
ALL_CARDS = frozenset(COW_IDS + COPYCAT_IDS + KUHPON_IDS)


def is_card(card: object) -> bool:
    return isinstance(card, str) and card in ALL_CARDS


def is_cow(card: str) -> bool:
    return card[:4] == "cow-"


def is_copycat(card: str) -> bool:
    return card[:8] == "copycat-"


def is_kuhpon(card: str) -> bool:
    return card[:3] == "kp-"


def _number(card: str) -> int:
    """The number a card id carries after its kind: a cow's type, a Kuhpon's value."""
    return int(card.split("-")[1])


def _sort_key(card: str) -> tuple:
    kind, *rest = card.split("-")
    return (kind, *map(int, rest))


# read off every card id once: the engine asks these questions thousands of times a game
_NUMBERS = {card: _number(card) for card in ALL_CARDS}
_SORT_KEYS = {card: _sort_key(card) for card in ALL_CARDS}
#: each card's place in that order, as one number: a sort compares numbers, not tuples
_RANKS = {card: rank for rank, card in enumerate(sorted(ALL_CARDS, key=_sort_key))}
_rank = _RANKS.__getitem__


def cow_type(card: str) -> int:
    """The type (= triple value) of a cow card."""
    try:
        return _NUMBERS[card]
    except KeyError:
        return _number(card)


def cow_types(cows) -> set[int]:
    """The types of the cow cards `cows` (as cow_type, card by card)."""
    try:
        return set(map(_NUMBERS.__getitem__, cows))
    except KeyError:
        return set(map(cow_type, cows))


def cows_of(cards, value: int) -> list[str]:
    """The cow cards of type `value` among `cards` (card ids, each once), in the card order
    (sorted_cards): those whose id starts with cow-<type>- (COW_IDS)."""
    ids = _COWS_BY_TYPE.get(value)
    if ids is None:  # no type of the game: the ids that would name its cows
        prefix = f"cow-{value}-"
        return sorted_cards([c for c in cards if c.startswith(prefix)])
    found = ids.intersection(cards)
    return sorted(found, key=_rank) if found else []


#: the ids of each cow type's cards
_COWS_BY_TYPE = {value: frozenset(c for c in COW_IDS if _NUMBERS[c] == value) for value in COW_VALUES}


#: every Kuhpon's face value, read off its id once
FACE_VALUES = {card: _NUMBERS[card] for card in KUHPON_IDS}


def face_value(kuhpon: str) -> int:
    try:
        return _NUMBERS[kuhpon]
    except KeyError:
        return _number(kuhpon)


def cow_name(value: int) -> str:
    name = COW_NAMES.get(value)
    return f"{name} ({value})" if name else f"{value}-cow"


def sort_key(card: str) -> tuple:
    key = _SORT_KEYS.get(card)
    return _sort_key(card) if key is None else key


def sorted_cards(cards) -> list[str]:
    """The cards by kind, then number, then copy (sort_key)."""
    if cards.__class__ is not list:
        cards = list(cards)  # a generator is read once: the fallback sorts it again
    elif len(cards) < 2 and (not cards or cards[0] in _RANKS):
        return cards[:]  # in order already (most of what the engine sorts is a card or none)
    try:
        return sorted(cards, key=_rank)
    except KeyError:  # an id that is no card of the game: sorted by its parts all the same
        return sorted(cards, key=sort_key)
