"""Festival's rejections and position errors (kuhspec.errors, bound to this game)."""

from __future__ import annotations

from kuhspec import errors
from kuhspec.errors import PositionError

GAME = "kuhhandel-festival"

__all__ = ["GAME", "PositionError", "Rejection"]


class Rejection(errors.Rejection):
    """An action the rules forbid; its clause comes from spec/kuhhandel-festival/rejections.yaml."""

    game = GAME
