"""A partial engine: the reference behind a hello that declares Kuhhandel Festival only, its
English edition and standard variant only, and no capability (view() and legal() answer
unsupported), as an engine written so far would. Over the wire: `python partial_festival.py`
(with the reference package on PYTHONPATH); in process: `python:partial_festival:EnglishStandardOnly`.
Conform plays the Dutch features in English for it; scenarios of two players are skipped,
some of them part-way through a step (the step that sets up the position finds no declared
variant)."""

from __future__ import annotations

import sys

from kuhspec.interface import Unsupported
from kuhspec.reference_impl import ReferenceImplementation
from kuhspec.wire import server as serve

GAME = "kuhhandel-festival"


class EnglishStandardOnly(ReferenceImplementation):
    def hello(self):
        info = super().hello()
        info["name"] = "partial-festival"
        info["games"] = {GAME: dict(info["games"][GAME], editions=["en"], variants=["standard"])}
        info["capabilities"] = []
        return info

    def view(self, player):
        raise Unsupported("view")

    def legal(self, player):
        raise Unsupported("legal")


PartialFestival = EnglishStandardOnly

if __name__ == "__main__":
    sys.exit(serve.main([], factory=EnglishStandardOnly))
