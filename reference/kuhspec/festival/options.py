"""Rulings as data: the options object of a game (spec/kuhhandel-festival/*rulings.yaml, read through the catalogue)."""

from __future__ import annotations

from kuhspec.catalogue import catalogue

from .cards import COW_IDS
from .errors import GAME, PositionError


def _game():
    return catalogue().game(GAME)


def defaults(edition: str | None = None, variant: str | None = None) -> dict:
    """option key -> its default in `edition`, from the rulings (spec/kuhhandel-festival/);
    with a variant, only the options of the rulings that apply to it."""
    return dict(_read_once("defaults", edition, variant))


def choices(variant: str | None = None) -> dict[str, tuple[str, ...]]:
    """option key -> every value the reference supports (all of the rulings' options)."""
    return dict(_read_once("choices", None, variant))


_READ: dict = {}  # (what, edition, variant) -> (the catalogue's game, what it answered)


def _read_once(what: str, edition: str | None, variant: str | None) -> dict:
    """The catalogue's default options or option choices, derived once per catalogue (every
    new game asks; a reloaded catalogue is a new object, and is asked again)."""
    game = _game()
    known = _READ.get((what, edition, variant))
    if known is None or known[0] is not game:
        answer = game.default_options(edition, variant) if what == "defaults" else game.option_choices(variant)
        known = _READ[(what, edition, variant)] = (game, answer)
    return known[1]


def option_value(key: str, value) -> str:
    """The declared option name of a value (a deck table given in the options is `deck_table`)."""
    if key == "coloured_amount" and isinstance(value, dict):
        return "deck_table"
    return value


def normalise(options: object, edition: str | None = None, variant: str | None = None,
              path: str = "$.options") -> dict:
    """Fill the defaults of the edition and variant and validate every option; raise
    PositionError naming the field. An option of another variant's ruling is refused."""
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise PositionError(path, "options must be an object")
    governing = options.get("governing_text")
    # R-KF-EDITION-TEXT: under governing_text english every edition starts from the English defaults
    out = defaults("en" if governing == "english" else edition, variant)
    known = choices(variant)
    for key, value in options.items():
        if key not in known:
            owner = _game().option_rulings().get(key)
            if owner is not None:
                where = ", ".join(_game().ruling_variants(owner))
                raise PositionError(f"{path}.{key}", f"option {key!r} ({owner.id}) belongs to the {where} "
                                                     f"variant, not to {variant}")
            raise PositionError(f"{path}.{key}", f"unknown option {key!r}; known: {sorted(known)}")
        if key == "coloured_amount" and isinstance(value, dict):
            table = value.get("table")
            if set(value) != {"table"} or not isinstance(table, dict):
                raise PositionError(f"{path}.{key}", 'a card table is {"table": {cow id: amount}}')
            for card, amount in table.items():
                if card not in COW_IDS:
                    raise PositionError(f"{path}.{key}.table.{card}", "not a cow card id")
                if not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
                    raise PositionError(f"{path}.{key}.table.{card}", "amount must be a whole number >= 0")
            out[key] = {"table": dict(table)}
            continue
        if value not in known[key]:
            raise PositionError(f"{path}.{key}", f"{value!r} is not one of {list(known[key])}")
        out[key] = value
    return out
