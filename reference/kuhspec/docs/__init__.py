"""Generate the readable docs from the normative data: one source of truth.

    python -m kuhspec.docs            # (re)write docs/<game>/rulings.md, rules-reference.md, docs/editions.md
    python -m kuhspec.docs --check    # exit 1, naming each stale page
    python -m kuhspec.docs --drafts   # draft games too, marked as drafts

For every active game of the catalogue (kuhspec.catalogue), ``docs/<game>/rulings.md``
presents its rulings and ``docs/<game>/rules-reference.md`` its clauses, each followed by
the scenarios (kuhspec.scenarios) that check it; ``docs/editions.md`` sets the editions of
every game that has several side by side, with every difference and the ruling deciding it. Nothing here reads a spec file or a feature
itself, and nothing names a game. The output is a pure function of the loaded data and
deterministic: no timestamps, fixed orders.

Modules: ``markdown`` (escaping, wrapping, tables), ``model`` (one game's pages and
lookups), ``rulings``, ``rules_reference`` and ``editions`` (the pages), ``gherkin`` (a scenario as a
block that reads on its own), ``cli`` (``main``).
"""

from kuhspec.docs.cli import books, generate, main, shipped_catalogue, stale
from kuhspec.docs.editions import EDITIONS_DOC
from kuhspec.docs.markdown import BLOCK_START, REGENERATE, anchor, wrap
from kuhspec.docs.model import PAGES, REFERENCE_DOC, RULINGS_DOC, GameDocs, page_path

__all__ = ["BLOCK_START", "EDITIONS_DOC", "PAGES", "REFERENCE_DOC", "REGENERATE", "RULINGS_DOC", "GameDocs", "anchor",
           "books", "generate", "main", "page_path", "shipped_catalogue", "stale", "wrap"]
