"""The phrasebook of the Kuhno steps (phrases in kuhno/phrases/<language>.yaml)."""

from pathlib import Path

from ..common.book import COMMON
from ..common.phrasebook import Phrasebook

BOOK = Phrasebook(Path(__file__).parent / "phrases", parent=COMMON)
