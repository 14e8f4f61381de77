"""Recording a golden game: the reference deals the setup, its random player plays it to
the end (kuhspec.walk, the one random-game driver), and every step is written down."""

from __future__ import annotations

import json
import random
from pathlib import Path

from kuhspec import games
from kuhspec.golden import FORMAT, Golden
from kuhspec.golden.delta import delta
from kuhspec.walk import random_walk

NAMES = ["Anne", "Benno", "Claudi", "Doris", "Emil", "Fritz"]
MAX_ACTIONS = 3000


def setup(g: Golden) -> dict:
    return {"game": g.game, "edition": g.edition, "variant": g.variant, "players": NAMES[: g.players],
            "seed": g.seed, "options": {}}


def record(g: Golden) -> dict:
    """The golden game `g`, played by the reference (see golden-game.schema.json)."""
    choose, over = games.explicit_player(g.game)  # every deal explicit (the boundary's random)
    game = games.new_game(setup(g))
    start = before = game.state
    steps = []
    walk = random_walk(game, choose, random.Random(g.seed), over, MAX_ACTIONS, g.name)
    for action, answer in walk:
        after = game.state
        steps.append({"action": action, "events": answer["events"], "state": delta(before, after)})
        before = after
    return {"kuhspec_golden": FORMAT, "game": g.game, "edition": g.edition, "variant": g.variant,
            "players": g.players, "setup": setup(g), "player_seed": g.seed, "start": start,
            "steps": steps, "score": game.score()}


def dumps(doc: dict) -> str:
    """The file's text: the members one per line, and the steps one per line, so a change
    of the engine shows as a readable diff of the steps it touches."""
    compact = {"separators": (",", ":"), "ensure_ascii": False}
    lines = ["{"]
    members = list(doc.items())
    for i, (key, value) in enumerate(members):
        comma = "," if i < len(members) - 1 else ""
        if key == "steps":
            lines.append(f'"steps":[')
            lines += [json.dumps(s, **compact) + ("," if j < len(value) - 1 else "") for j, s in enumerate(value)]
            lines.append("]" + comma)
        else:
            lines.append(f"{json.dumps(key)}:{json.dumps(value, **compact)}{comma}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def write(g: Golden, root: Path | None = None) -> Path:
    path = g.path(root)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(dumps(record(g)), encoding="utf-8")
    return path
