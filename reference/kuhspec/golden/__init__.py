"""Golden games: complete random legal games recorded from fixed deals, replayed whenever
the engine changes (fixtures/<game>/games/*.json, spec/schemas/golden-game.schema.json).

Each file holds the deal (the canonical state the reference deals from its setup), and
for every action of the game the action, the events it gave and the state after it (as an
exact change of the state before: delta.py), and the score at the end. `GOLDEN` is
the list of recorded games; `kuhspec golden record` writes them, `kuhspec golden replay`
(and the tests) replay them against the reference in process or any implementation over
the wire protocol.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from kuhspec.resources import data_path

FORMAT = "1.0"


@dataclass(frozen=True)
class Golden:
    """One recorded game: where, how many players, and the seed of the deal and of the
    random player's choices (chosen among the first seeds for a short complete game)."""

    game: str
    edition: str
    variant: str
    players: int
    seed: int

    @property
    def name(self) -> str:
        return f"{self.edition}-{self.variant}-{self.players}p-seed{self.seed}.json"

    def path(self, root: Path | None = None) -> Path:
        return (root or data_path("fixtures")) / self.game / "games" / self.name


FESTIVAL, KUHNO = "kuhhandel-festival", "kuhno"

GOLDEN: tuple[Golden, ...] = (
    Golden(FESTIVAL, "en", "standard", 3, 12),
    Golden(FESTIVAL, "en", "standard", 4, 11),
    Golden(FESTIVAL, "en", "standard", 5, 14),
    Golden(FESTIVAL, "nl", "standard", 3, 16),
    Golden(FESTIVAL, "nl", "standard", 4, 21),
    Golden(FESTIVAL, "nl", "standard", 5, 11),
    Golden(FESTIVAL, "en", "two-player", 2, 23),
    Golden(FESTIVAL, "nl", "two-player", 2, 20),
    Golden(KUHNO, "en", "standard", 2, 1),
    Golden(KUHNO, "en", "standard", 3, 22),
    Golden(KUHNO, "en", "easy", 2, 0),
    Golden(KUHNO, "en", "easy", 2, 19),
    Golden(KUHNO, "en", "red-eyes", 2, 6),
    Golden(KUHNO, "en", "red-eyes", 3, 22),
)


def recorded(root: Path | None = None) -> list[Path]:
    """Every golden game file there is (recorded by GOLDEN or not)."""
    base = root or data_path("fixtures")
    return sorted(base.glob("*/games/*.json"))
