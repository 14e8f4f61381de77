"""Random legal games, for every engine's `kuhspec play` and the property tests: the game
is played by a `choose(game, rng)` that picks among its legal() actions. Names no game."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator


def random_walk(game, choose: Callable, rng: random.Random, over: Callable[[dict], bool],
                max_actions: int, label: str = "the game",
                abandon: bool = False, built: bool = False) -> Iterator[tuple[dict, dict]]:
    """Yield (action, result) for every action `choose` picks until `over(state)`; a
    rejected legal action is an error, and so is a game that does not end within
    `max_actions` actions, unless `abandon`: the walk then just stops there (the rules of
    a game may not guarantee an end). The generator returns "over" or "abandoned".
    `built`: `choose` returns the game's own legal() actions, so they are played with
    `game.act_built` (their form is not checked again)."""
    act = game.act_built if built else game.act
    for _ in range(max_actions):
        if over(game._state):
            return "over"
        action = choose(game, rng)
        result = act(action)
        if "rejection" in result:
            raise AssertionError(f"legal action rejected: {action} -> {result}")
        yield action, result
    if over(game._state):
        return "over"
    if abandon:
        return "abandoned"
    raise RuntimeError(f"{label} did not end within {max_actions} actions")


def print_events(steps, describe: Callable, names: list[str], out) -> None:
    """Print the line `describe(event, names)` gives for every event of the walk (None: no line)."""
    for _action, result in steps:
        for event in result["events"]:
            line = describe(event, names)
            if line:
                print(line, file=out)
