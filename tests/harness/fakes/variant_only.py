"""The reference engine behind a hello that declares one game and one variant of it only
(`python:variant_only:TwoPlayerOnly`, `python:variant_only:StandardOnly` for Kuhhandel
Festival; `python:variant_only:KuhnoEasyOnly` etc. for Kuhno), as an implementation of just
that variant would."""

from __future__ import annotations

from kuhspec.reference_impl import ReferenceImplementation

GAME = "kuhhandel-festival"


def _only(variant: str, game: str = GAME, prefix: str = ""):
    class Only(ReferenceImplementation):
        def hello(self):
            info = super().hello()
            info["name"] = f"kuhspec-reference ({game} {variant} only)"
            info["games"] = {game: dict(info["games"][game], variants=[variant])}
            return info

    Only.__name__ = Only.__qualname__ = f"{prefix}{variant.title().replace('-', '')}Only"
    return Only


TwoPlayerOnly = _only("two-player")
StandardOnly = _only("standard")
KuhnoStandardOnly = _only("standard", "kuhno", "Kuhno")
KuhnoEasyOnly = _only("easy", "kuhno", "Kuhno")
KuhnoRedEyesOnly = _only("red-eyes", "kuhno", "Kuhno")
