"""Actions that should be rejected, made from a legal one: differential testing sends them
to both engines and compares the rejection's code and clause, and that the state is
unchanged.

Each is a small change of a random legal action of the position, with no knowledge of
any game: the same action by a seat that may not act now (out of turn), or one member
changed (a number moved, an element of a list dropped or doubled, a string swapped for
another string of the position, the member removed, or the kind swapped for another kind
seen in the game). The reference decides whether the result is rejected; one it accepts is
simply played as the next action of the game.
"""

from __future__ import annotations

import copy
import random
from typing import Any


def _strings(node: Any, out: set[str]) -> set[str]:
    """Every string leaf of a JSON value (card ids, names ...): the alphabet of mutations."""
    if isinstance(node, str):
        out.add(node)
    elif isinstance(node, dict):
        for v in node.values():
            _strings(v, out)
    elif isinstance(node, list):
        for v in node:
            _strings(v, out)
    return out


def out_of_turn(action: dict, player: str, idle: list[int], rng: random.Random) -> dict | None:
    """The action by a seat that has nothing to do now (None: every seat may act)."""
    if not idle or not isinstance(action.get(player), int):
        return None
    return {**copy.deepcopy(action), player: rng.choice(idle)}


def mutated(action: dict, player: str, kind: str, kinds: list[str], state: dict,
            rng: random.Random) -> dict:
    """The action with one member changed (see the module)."""
    out = copy.deepcopy(action)
    members = [k for k in out if k != player]
    if not members:
        return {**out, player: -1}
    member = rng.choice(members)
    value = out[member]
    if member == kind:
        others = [k for k in kinds if k != value]
        out[member] = rng.choice(others) if others else f"{value}_"
    elif isinstance(value, bool):
        out[member] = not value
    elif isinstance(value, int):
        out[member] = value + rng.choice([-10, -1, 1, 7, 1000])
    elif isinstance(value, list):
        if value and rng.random() < 0.5:
            value.pop(rng.randrange(len(value)))
        elif value:
            value.append(rng.choice(value))
        else:
            value.append(rng.choice(sorted(_strings(state, set())) or ["?"]))
    elif isinstance(value, str):
        others = sorted(_strings(state, set()) - {value})
        out[member] = rng.choice(others) if others else f"{value}?"
    else:
        del out[member]
    if rng.random() < 0.1 and member in out and member != kind:
        del out[member]
    return out


def candidate(action: dict, player: str, kind: str, kinds: list[str], idle: list[int], state: dict,
              rng: random.Random) -> dict:
    """An action to be rejected, from the legal `action`: out of turn half the time (when
    some seat is idle), else mutated."""
    if rng.random() < 0.5:
        moved = out_of_turn(action, player, idle, rng)
        if moved is not None:
            return moved
    return mutated(action, player, kind, kinds, state, rng)
