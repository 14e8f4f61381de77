"""Position diagrams: a canonical state of either game as a standalone SVG (docs/diagrams.md).

    render(state) -> str             the god view: everything the state holds
    render(state, seat=1) -> str     what seat 1's view (the reference's view()) shows

The state is loaded by its game's reference engine first (kuhspec.games.load), so a
malformed or impossible position is refused with a DrawError naming the JSON path, as
`kuhspec draw` reports it. The same state always gives the same bytes. Groups carry data
attributes (data-role, data-card, data-side, ...) for tests and browsers to find things.
"""

from __future__ import annotations

import importlib

from kuhspec import games
from kuhspec.catalogue import CatalogueError
from kuhspec.errors import PositionError

#: game id -> the module of kuhspec.draw that draws it (its render(doc) takes a state or a view)
DRAWERS = {"kuhno": "kuhno", "kuhhandel-festival": "festival"}


class DrawError(ValueError):
    """A state that cannot be drawn; names the JSON path (or the seat) at fault."""

    def __init__(self, path: str, message: str, clause: str | None = None):
        super().__init__(f"{path}: {message}" + (f" [{clause}]" if clause else ""))
        self.path, self.message, self.clause = path, message, clause


def render(state: object, seat: int | None = None) -> str:
    """The SVG of `state`, or of what `seat` sees of it."""
    try:
        game = games.load(state)
    except PositionError as err:
        raise DrawError(err.path, err.message, err.clause) from None
    except CatalogueError as err:
        raise DrawError("$.game", err.message) from None
    game_id = state["game"]
    if game_id not in DRAWERS:
        raise DrawError("$.game", f"no diagram is drawn for {game_id!r}; drawn: {', '.join(DRAWERS)}")
    if seat is None:
        doc = game.state
    elif isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(state["players"]):
        raise DrawError("seat", f"no seat {seat!r}: the seats are 0 to {len(state['players']) - 1}")
    else:
        doc = game.view(seat)
    return importlib.import_module(f"{__name__}.{DRAWERS[game_id]}").render(doc)
