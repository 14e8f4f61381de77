"""The phrasebook of the game-neutral steps (phrases in common/phrases/<language>.yaml).
Every game's book inherits its fragments and list words."""

from pathlib import Path

from .phrasebook import Phrasebook

COMMON = Phrasebook(Path(__file__).parent / "phrases")
