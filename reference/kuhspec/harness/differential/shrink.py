"""Shrinking a divergence to a short reproduction.

A divergence showed after entry k of a game's history. Every entry was played from a
position the reference can state exactly (its canonical state before the entry), so a
reproduction is a position plus the actions after it: the shortest suffix of the history
that still diverges when it is replayed on a fresh implementation loaded with the
reference's state before the suffix. The search tries the last action alone first, then
suffixes twice as long each time, then narrows down between the last one that did not
reproduce and the first that did. A replay that diverges earlier than k is shorter still,
and is kept. An implementation whose divergence depends on what it was told before the
position (hidden memory the canonical state does not hold) reproduces only with a longer
suffix, up to the whole game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from kuhspec.harness.differential.duel import Outcome, replay


@dataclass
class Reproduction:
    """A position, the actions after it, and the divergence they show."""

    position: dict
    actions: list[dict]  # {"action", "rejected"}, the last one shows the divergence
    divergence: dict
    at: int  # index of the diverging entry in `actions` (-1: at the load)
    start_entry: int  # the position is the one before this entry of the original history
    replays: int  # how many replays the search took
    shrunk: bool  # False: no suffix reproduced it; the whole game is the reproduction

    def to_json(self) -> dict:
        return {"from_entry": self.start_entry, "actions": len(self.actions), "replays": self.replays,
                "shrunk": self.shrunk, "observation": self.divergence.get("observation")}


def shrink(game: Outcome, connect: Callable, capabilities) -> Reproduction:
    """The shortest reproduction of `game`'s divergence (see the module); `connect()` gives
    a live implementation for each replay."""
    k = game.at
    if k is None or game.divergence is None:
        raise ValueError("the game did not diverge")
    if k < 0:  # the load itself diverged
        return Reproduction(game.start, [], game.divergence, -1, 0, 0, True)
    tries: dict[int, Outcome] = {}

    def attempt(j: int) -> Outcome | None:
        """The replay of entries j..k from the state before entry j, if it diverges."""
        if j not in tries:
            actions = [e["action"] for e in game.history[j:k + 1]]
            tries[j] = replay(game.table, game.befores[j], actions, connect(), capabilities)
        out = tries[j]
        return out if out.divergence is not None else None

    good, bad, step = None, None, 1
    j = k
    while True:  # widen: k, k-1, k-3, k-7 ... 0
        if attempt(j) is not None:
            good = j
            break
        bad = j
        if j == 0:
            break
        j, step = max(0, k - 2 * step + 1), 2 * step
    if good is None:  # nothing reproduced it: the whole game is the reproduction
        return Reproduction(game.start, game.history[:k + 1], game.divergence, k, 0, len(tries), False)
    while bad is not None and bad - good > 1:  # narrow: the largest j that reproduces
        mid = (good + bad) // 2
        if attempt(mid) is not None:
            good = mid
        else:
            bad = mid
    out = tries[good]
    return Reproduction(out.start, out.history, out.divergence, out.at, good, len(tries), True)
