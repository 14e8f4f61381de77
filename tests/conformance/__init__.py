"""The conformance suite's step library: common/ (world plumbing, phrasebook, game-neutral
steps) and one package per game, each bound to its own folder of features/.

A new game is a new folder here with __init__.py, book.py (its Phrasebook), phrases/,
steps/, world.py (a World subclass), conftest.py (the `world` fixture and
`BOOK.install(globals())`) and test_<game>.py (`scenarios(<features>/<game>)`)."""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).parent


def game_packages() -> list[str]:
    """The names of the game packages (every subpackage but common)."""
    return sorted(p.name for p in HERE.iterdir()
                  if p.is_dir() and (p / "__init__.py").is_file() and p.name != "common")
