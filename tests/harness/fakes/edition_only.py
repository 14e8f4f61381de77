"""The reference engine behind a hello that declares only the Dutch edition of Kuhhandel
Festival (`python:edition_only:DutchOnly`), as an implementation of just that edition would."""

from __future__ import annotations

from kuhspec.reference_impl import ReferenceImplementation

GAME = "kuhhandel-festival"


class DutchOnly(ReferenceImplementation):
    def hello(self):
        info = super().hello()
        info["name"] = "kuhspec-reference (nl only)"
        info["games"] = {GAME: dict(info["games"][GAME], editions=["nl"])}
        return info
