"""Engines whose views leak or hide, for the secrecy check (kuhspec.harness.secrecy): the
reference engine with one thing bent in view(), in process (`python:leaky_views:Peeking`)
or over the wire (`python leaky_views.py peeking`, the reference package on PYTHONPATH).

  Peeking      every view carries an unknown member, x_peek, with the next seat's hidden hand
  Miscounting  every view shows the next seat's hand one card bigger than it is
  PileOrder    every view carries x_deck, a digest of the order of the hidden cards (Kuhno's
               pile; the Festival's stacks and neutral pile): no card id, yet it gives the order away
  Ticking      every view carries x_tick, a call counter (noise, not a leak: it must pass)
  NoTwins      honest views, but refuses to load a twin of the position in play (so secrecy
               cannot be proven: the scenarios pass, each with a note)

Every mode also works on the reference in full: the honest engine is ReferenceImplementation.
"""

from __future__ import annotations

import hashlib
import json
import sys

from kuhspec.reference_impl import ReferenceImplementation
from kuhspec.wire import server as serve


def _next_seat(state: dict, seat: int) -> int:
    return (seat + 1) % len(state["players"])


def _hand(state: dict, seat: int) -> list[str]:
    """A seat's hidden hand: Kuhno's hand of cards, the Festival's money."""
    player = state["players"][seat]
    return player["hand"] if state["game"] == "kuhno" else player["kuhpons"]


class Peeking(ReferenceImplementation):
    def view(self, player: int):
        out, state = super().view(player), self.state()
        out["x_peek"] = sorted(_hand(state, _next_seat(state, player)))
        return out


class Miscounting(ReferenceImplementation):
    def view(self, player: int):
        out, state = super().view(player), self.state()
        other = out["players"][_next_seat(state, player)]
        if state["game"] == "kuhno":
            other["cards"] += 1
        else:
            other["kuhpons"]["count"] += 1
        return out


class PileOrder(ReferenceImplementation):
    def view(self, player: int):
        out, state = super().view(player), self.state()
        hidden = state["pile"] if state["game"] == "kuhno" else \
            [p["stack"] for p in state["players"]] + [state.get("neutral_pile")]
        out["x_deck"] = hashlib.sha256(json.dumps(hidden).encode()).hexdigest()[:12]
        return out


class Ticking(ReferenceImplementation):
    ticks = 0

    def view(self, player: int):
        out = super().view(player)
        Ticking.ticks += 1
        out["x_tick"] = Ticking.ticks
        return out


class NoTwins(ReferenceImplementation):
    """Refuses to load a position that another seat would see exactly as it sees the one in
    play (a twin), unless it is that very position."""

    def load(self, state):
        if self._game is not None and state != self.state():
            now = self._game
            answer = super().load(state)
            new, self._game = self._game, now
            seats = len(state["players"])
            if answer.get("ok") and seats == len(now.state["players"]) and any(
                    new.view(s) == now.view(s) for s in range(seats)):
                return {"error": {"code": "invalid_state", "path": "$", "message": "looks like the last one"}}
        return super().load(state)


MODES = {"peeking": Peeking, "miscounting": Miscounting, "pile-order": PileOrder, "ticking": Ticking,
         "no-twins": NoTwins, "honest": ReferenceImplementation}

if __name__ == "__main__":
    sys.exit(serve.main([], factory=MODES[sys.argv[1]]))
