"""Rejections and position errors of Kuhno: the shared classes, bound to this game."""

from __future__ import annotations

from kuhspec import errors
from kuhspec.errors import PositionError


class Rejection(errors.Rejection):
    """An action the rules of Kuhno forbid; its clause comes from spec/kuhno/rejections.yaml."""

    game = "kuhno"


__all__ = ["Rejection", "PositionError"]
