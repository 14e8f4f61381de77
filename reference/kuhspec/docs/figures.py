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
    return list(_drawn(g.folder, g.id, g))


_DRAWN: dict[tuple[str, str], tuple[Figure, ...]] = {}  # (spec folder, game) -> its figures, drawn once


def _drawn(folder, game_id: str, g: Game) -> tuple[Figure, ...]:
    key = (str(folder), game_id)
    if key not in _DRAWN:
        out = []
        for pos in positions.positions(g):
            state = positions.reach(pos, g)
            try:
                svg = draw.render(state, seat=pos.view)
            except draw.DrawError as err:
                raise CatalogueError(pos.where, f"position {pos.id}: cannot be drawn: {err}") from None
            out.append(Figure(pos.id, pos.rulings, pos.caption, svg))
        _DRAWN[key] = tuple(out)
    return _DRAWN[key]


def figures_of(ruling: Ruling | str, game: Game | str) -> list[tuple[str, str]]:
    """(caption, SVG text) of every figure that illustrates `ruling` (a Ruling or its id)."""
    rid = ruling if isinstance(ruling, str) else ruling.id
    return [(f.caption, f.svg) for f in figures(game) if rid in f.rulings]


# -- Markdown ------------------------------------------------------------------------------------
def fig_anchor(fig: Figure) -> str:
    return f"fig-{fig.id}"


def figure_markdown(fig: Figure, links: dict[str, str] | None = None, home: bool = True) -> str:
    """One figure as Markdown: its image (figures/<id>.svg, relative to docs/<game>/) and its
    caption. `home`: the page's one anchor of the figure (#fig-<id>) goes here."""
    from kuhspec.docs.markdown import para

    mark = f'<a id="{fig_anchor(fig)}"></a>\n' if home else ""
    return f"{mark}![position {fig.id}]({fig.file})\n\n" + para(fig.caption, links, f"*Position `{fig.id}`.* ", "")


def positions_block(figs: list[Figure], ruling: str, links: dict[str, str] | None = None) -> str:
    """The figures of `ruling` (its id) as a **Positions** block, empty without any; each
    figure's anchor goes under the ruling it names first."""
    mine = [f for f in figs if ruling in f.rulings]
    if not mine:
        return ""
    return "**Positions.**\n\n" + "\n\n".join(figure_markdown(f, links, f.rulings[0] == ruling) for f in mine)
