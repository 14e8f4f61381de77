"""The offline search index: every clause, ruling, scenario and edition difference with the
page its anchor is on and the words to match (a clause's title and statement, a ruling's
title and question, a scenario's title), written as a script (assets/search-index.js) that
sets `window.KUHSPEC_SEARCH`, so it loads from file:// without a fetch. assets/search.js
matches every word of the query against the start of an entry's words, or its id."""

from __future__ import annotations

import json

from kuhspec.docs.editions import differences, several_editions
from kuhspec.docs.markdown import squash
from kuhspec.docs.model import GameDocs
from kuhspec.site.editions import PAGE as EDITIONS_PAGE
from kuhspec.site.game import game_page_name


def entries(books: list[GameDocs]) -> list[dict]:
    out = []
    for book in books:
        g, page = book.game, game_page_name(book.game.id)
        out += [{"id": c.id, "kind": "clause", "page": page, "title": squash(c.title),
                 "text": squash(c.statement)} for c in g.clauses.values()]
        out += [{"id": r.id, "kind": "ruling", "page": page, "title": squash(r.title),
                 "text": squash(r.raw.get("question"))} for r in g.rulings.values()]
        out += [{"id": s.id, "kind": "scenario", "page": page, "title": squash(s.title), "text": ""}
                for s in book.scenarios]
    for book in several_editions(books):
        out += [{"id": c.id, "kind": "edition difference", "page": EDITIONS_PAGE, "title": squash(c.title),
                 "text": squash(c.notes)} for c in differences(book)]
    return out


def index_script(books: list[GameDocs]) -> str:
    data = json.dumps(entries(books), ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    # "</" never appears inside the script: a title could hold "</script>"
    return "window.KUHSPEC_SEARCH = " + data.replace("</", "<\\/") + ";\n"
