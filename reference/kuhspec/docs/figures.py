"""The figures of the rulings: each position of spec/<game>/positions.yaml (kuhspec.positions),
played on the reference and drawn by kuhspec.draw, as docs/<game>/figures/<id>.svg.

    figures_of(ruling, game) -> [(caption, svg text)]   the figures of one ruling, in file order
    figures(game) -> [Figure]                           every figure of a game

The docs generator embeds them in docs/<game>/rulings.md (under each ruling) and in the
rules reference (under the first clause of each ruling they illustrate); the static site
calls figures_of. Everything is a pure function of the spec: the same bytes every time.
"""

from __future__ import annotations

from dataclasses import dataclass

from kuhspec import draw, positions
from kuhspec.catalogue import CatalogueError, Game, Ruling, catalogue

FIGURES_DIR = "figures"


@dataclass(frozen=True)
class Figure:
    id: str
    rulings: tuple[str, ...]
    caption: str
    svg: str

    @property
    def file(self) -> str:
        """Its path relative to the game's docs folder (docs/<game>/)."""
        return f"{FIGURES_DIR}/{self.id}.svg"


def _game(game: Game | str) -> Game:
    return catalogue().game(game) if isinstance(game, str) else game


def figures(game: Game | str) -> list[Figure]:
    """Every figure of `game` (a Game, or a game id of the installed catalogue), in the order
    of its positions file. A position that cannot be reached or drawn raises CatalogueError
    naming the file, line and position."""
    g = _game(game)
    out = []
    for pos in positions.positions(g):
        state = positions.reach(pos, g)
        try:
            svg = draw.render(state)
        except draw.DrawError as err:
            raise CatalogueError(pos.where, f"position {pos.id}: cannot be drawn: {err}") from None
        out.append(Figure(pos.id, pos.rulings, pos.caption, svg))
    return out


def figures_of(ruling: Ruling | str, game: Game | str) -> list[tuple[str, str]]:
    """(caption, SVG text) of every figure that illustrates `ruling` (a Ruling or its id)."""
    rid = ruling if isinstance(ruling, str) else ruling.id
    return [(f.caption, f.svg) for f in figures(game) if rid in f.rulings]
