"""The reference engine with a bug: score() raises. For `kuhspec serve --impl
python:exploding:Exploding`, to see what serve does with an exception it did not foresee."""

from __future__ import annotations

from kuhspec.reference_impl import ReferenceImplementation


class Exploding(ReferenceImplementation):
    def score(self):
        raise KeyError("players")
