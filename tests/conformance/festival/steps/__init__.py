"""The Festival step modules, one per rulebook section (plus positions and actions, which
every section uses). Importing this package records every step in festival.book.BOOK."""

from . import actions, auction, contents_setup, gameplay, positions, scoring, trade, triples, two_player  # noqa: F401
