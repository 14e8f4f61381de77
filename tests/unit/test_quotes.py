"""Every quotation in the spec (a ruling's `quotes`, an edition difference's `quotes`) is the
rulebook's own words, under the section heading it names, and stays short.

A quotation may leave words out where it says so with an ellipsis ("…" or "..."): each
piece between ellipses must then appear, in order, after the heading.
"""

from __future__ import annotations

import re

import pytest

from kuhspec import yamlio
from kuhspec.catalogue import catalogue

from test_spec_registry import RULEBOOKS

GAP = re.compile(r"\s*(?:…|\.\.\.)\s*")
MAX_WORDS = 45


def squash(text: str) -> str:
    return " ".join(text.split())


def quotations(game) -> list[tuple[str, dict]]:
    out = [(r.id, q) for r in game.rulings.values() for q in r.raw.get("quotes", ())]
    out += [(c.id, q) for c in game.clauses.values() for q in (c.difference or {}).get("quotes", ())]
    return out


def rulebooks(game) -> dict[str, list[str]]:
    descriptor = yamlio.load(game.folder / "game.yaml")
    books = {}
    for code, edition in descriptor["editions"].items():
        path = RULEBOOKS / edition["rulebook"]
        if not path.exists():
            pytest.skip("the rulebooks are not next to the repository")
        books[code] = path.read_text(encoding="utf-8").splitlines()
    return books


GAMES = [g for g in catalogue().games.values() if g.status == "active"]


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_quotations_are_the_rulebooks_words(game):
    books = rulebooks(game)
    problems = []
    for owner, q in quotations(game):
        lines = books[q["edition"]]
        heads = [i for i, line in enumerate(lines) if line.strip() == q["section"]]
        if not heads:
            problems.append(f"{owner}: no heading {q['section']!r} in the {q['edition']} rulebook")
            continue
        after = squash(" ".join(lines[heads[0]:]))
        pos = 0
        for piece in (p for p in GAP.split(squash(q["text"])) if p):
            found = after.find(piece, pos)
            if found < 0:
                problems.append(f"{owner}: {q['edition']} {q['section']!r} does not say {piece!r} (in order)")
                break
            pos = found + len(piece)
        if len(q["text"].split()) > MAX_WORDS:
            problems.append(f"{owner}: a quotation of {len(q['text'].split())} words (at most {MAX_WORDS})")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_differences_quote_every_edition(game):
    """An edition difference that quotes quotes each edition of its clause."""
    for clause in game.clauses.values():
        quotes = (clause.difference or {}).get("quotes")
        if quotes:
            assert {q["edition"] for q in quotes} == set(clause.editions), clause.id


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_every_ruling_quotes_the_text_it_reads(game):
    """docs/<game>/rulings.md shows, for every ruling, the rulebook's words it rests on: every
    ruling of a shipped game names at least one quotation."""
    missing = [r.id for r in game.rulings.values() if not r.raw.get("quotes")]
    assert not missing, f"rulings without quotes: {', '.join(missing)}"
