"""A partial implementation (`python:partial_festival:EnglishStandardOnly`): the reference
engine behind a hello that declares only Kuhhandel Festival, its English edition and its
standard variant, with no ruling options and no capabilities; view() and legal() answer
unsupported, as an engine without them would. Conform plays the Dutch features in English
for it, and ends a scenario that deals a 2-player game (no declared variant) there."""

from __future__ import annotations

from kuhspec.interface import Unsupported
from kuhspec.reference_impl import ReferenceImplementation

GAME = "kuhhandel-festival"


class EnglishStandardOnly(ReferenceImplementation):
    def hello(self):
        info = super().hello()
        info["name"] = "kuhspec-reference (kuhhandel-festival en/standard, no capabilities)"
        info["games"] = {GAME: {"editions": ["en"], "variants": ["standard"]}}
        info["capabilities"] = []
        return info

    def view(self, player):
        raise Unsupported("view")

    def legal(self, player):
        raise Unsupported("legal")
