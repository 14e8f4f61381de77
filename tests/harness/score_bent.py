"""The reference engine with its score bent in every position (each player's total 1 too
high): a divergence the differential sees at the load, before any action, so its
reproduction has no action at all. In process: `python:score_bent:ScoreBent`."""

from __future__ import annotations

from kuhspec.reference_impl import ReferenceImplementation


class ScoreBent(ReferenceImplementation):
    def score(self):
        out = super().score()
        for player in out["players"]:
            player["total"] += 1
        return out
