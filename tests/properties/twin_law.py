"""The twin law of views, for the property tests of every game (test_prop_views.py,
test_prop_kuhno_views.py).

A game's test states, from its clauses and not from its engine, where a viewer cannot see:
`hidden_zones(state, viewer)` -> {name: (the zone's path in the state, what the viewer sees
of it)}. A `Statement` built from it says what a viewer may know of a state (`known`) and
what not (`secrets`), and holds the engine's twin builder to it (`twins`): a twin must keep
all the viewer may know and must say truly whether it changed anything."""

from __future__ import annotations

import json
import random
from collections.abc import Callable


def zone(state: dict, path: tuple):
    for part in path:
        state = state[part]
    return state


def kinds(names) -> set[str]:
    """The kinds of hidden zones among `names` ("stack 2" -> "stack")."""
    return {name.rstrip(" 0123456789") for name in names}


class Statement:
    def __init__(self, hidden_zones: Callable[[dict, int], dict], is_set: Callable[[str], bool]):
        self.hidden_zones = hidden_zones
        self.is_set = is_set  # a zone whose order is no secret (compared sorted)

    def known(self, state: dict, viewer: int) -> dict:
        """The state as far as `viewer` may know it: each hidden zone replaced by what it shows."""
        out = json.loads(json.dumps(state))
        for (*head, last), seen in self.hidden_zones(state, viewer).values():
            parent = zone(out, tuple(head))
            parent[last] = seen(parent[last])
        return out

    def secrets(self, state: dict, viewer: int) -> dict[str, object]:
        """What `viewer` may not know of each hidden zone: its content, in order where it counts."""
        return {name: sorted(zone(state, path)) if self.is_set(name) else zone(state, path)
                for name, (path, _) in self.hidden_zones(state, viewer).items()}

    def twins(self, builder, state: dict, viewer: int, rng: random.Random, n: int = 2):
        """The builder's twins of `state` for `viewer`, each checked against the statement:
        (twin, the names of the hidden zones it moved)."""
        public, hidden = self.known(state, viewer), self.secrets(state, viewer)
        for _ in range(n):
            other, changed = builder(state, viewer, rng)
            assert self.known(other, viewer) == public, f"a twin for seat {viewer} changes what it may know: {changed}"
            moved = {name for name, value in self.secrets(other, viewer).items() if value != hidden[name]}
            assert bool(moved) == bool(changed), f"the twin says it changed {changed}; it moved {moved}"
            yield other, moved
