"""The reference engine behind a hello that declares one variant of Kuhhandel Festival only
(`python:variant_only:TwoPlayerOnly`, `python:variant_only:StandardOnly`), as an
implementation of just that variant would."""

from __future__ import annotations

from kuhspec.reference_impl import ReferenceImplementation

GAME = "kuhhandel-festival"


def _only(variant: str):
    class Only(ReferenceImplementation):
        def hello(self):
            info = super().hello()
            info["name"] = f"kuhspec-reference ({variant} only)"
            info["games"] = {GAME: dict(info["games"][GAME], variants=[variant])}
            return info

    Only.__name__ = Only.__qualname__ = f"{variant.title().replace('-', '')}Only"
    return Only


TwoPlayerOnly = _only("two-player")
StandardOnly = _only("standard")
