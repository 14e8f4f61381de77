"""Near misses of valid JSON, for the tests that hold a fast schema check to jsonschema
(test_schemacheck, test_schemafast): values from random games, each broken in one place."""

from __future__ import annotations

import copy
import json
import random

from kuhspec.festival.play import random_game
from kuhspec.schemafast import members

#: values a broken member takes: wrong types, whole floats, unknown card ids, a huge integer
JUNK = [None, 0, 1, -5, 2.0, 2.5, 1.5, True, False, "", "x", "A", "cow-9-9", "cow-10-1", "kp-0-1", [], {},
        ["kp-0-1"], ["kp-0-1", "kp-0-1"], {"a": 1}, 10 ** 20]


def paths(node) -> list[tuple]:
    """Every path into `node`, the empty one (the whole) first."""
    return [path for path, _ in members(node)]


def broken(instance, rng: random.Random, n: int):
    """`n` copies of `instance`, each with one member deleted, added, repeated or replaced
    by JUNK (none for an instance with no members)."""
    inside = list(paths(instance))[1:]
    for _ in range(n if inside else 0):
        out = copy.deepcopy(instance)
        path = rng.choice(inside)
        node = out
        for k in path[:-1]:
            node = node[k]
        roll = rng.random()
        if roll < 0.2 and isinstance(node, dict):
            del node[path[-1]]
        elif roll < 0.3 and isinstance(node, dict):
            node["not_a_field"] = 1
        elif roll < 0.4 and isinstance(node, list):
            node.append(copy.deepcopy(node[path[-1]]))
        else:
            node[path[-1]] = rng.choice(JUNK)
        yield out


def festival_play(players: int, games: int = 2, every: int = 20) -> tuple[list, list]:
    """States (one in `every` actions) and actions of random Festival games, as JSON."""
    states, actions = [], []
    for seed in range(games):
        steps = random_game(players, seed)
        game, _ = next(steps)
        for i, (action, _) in enumerate(steps):
            actions.append(json.loads(json.dumps(action)))
            if i % every == 0:
                states.append(json.loads(json.dumps(game._state)))
    return states, actions
