"""Rejections and position errors of Kuhno: the shared classes, bound to this game."""

from __future__ import annotations

import functools

from kuhspec import errors
from kuhspec.errors import PositionError


class Rejection(errors.Rejection):
    """An action the rules of Kuhno forbid; its clause comes from spec/kuhno/rejections.yaml."""

    game = "kuhno"

    @classmethod
    @functools.cache
    def clause_of(cls, code: str) -> str:
        """The clause of a code, read from the vocabulary once per code (legal() builds
        many rejections while it tries actions)."""
        return super().clause_of(code)


__all__ = ["Rejection", "PositionError"]
