"""Rulings as data: the options object, with defaults and choices from spec/kuhno/*rulings.yaml
(through the catalogue), never written down a second time here."""

from __future__ import annotations

from .errors import PositionError


def _game():
    from kuhspec.catalogue import catalogue

    return catalogue().game("kuhno")


def defaults(edition: str | None = None) -> dict[str, str]:
    """The default option of every ruling (Kuhno has one edition, so `edition` changes nothing)."""
    return dict(_game().default_options(edition))


def choices() -> dict[str, tuple[str, ...]]:
    return dict(_game().option_choices())


def normalise(options: object, path: str = "$.options") -> dict:
    """Fill defaults and validate every option; raise PositionError naming the field."""
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise PositionError(path, "options must be an object")
    known = choices()
    out = defaults()
    for key, value in options.items():
        if key not in known:
            raise PositionError(f"{path}.{key}", f"unknown option {key!r}; known: {sorted(known)}")
        if value not in known[key]:
            raise PositionError(f"{path}.{key}", f"{value!r} is not one of {list(known[key])}")
        out[key] = value
    return out
