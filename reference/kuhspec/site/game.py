"""A game's page: its sections in rulebook order, each with its clauses (kuhspec.site.clauses)
and then the rulings presented under that section (kuhspec.site.rulings), as the docs'
rules reference and rulings pages group them (kuhspec.docs.model)."""

from __future__ import annotations

from dataclasses import dataclass, field

from kuhspec.docs.model import GameDocs, section_sources
from kuhspec.scenarios import Scenario
from kuhspec.site.clauses import clause_html
from kuhspec.site.html import Diagrams, Links, escape, prose
from kuhspec.site.rulings import Figures, no_figures, ruling_html


def game_page_name(game_id: str) -> str:
    return f"{game_id}.html"


def examples_page_name(game_id: str) -> str:
    return f"{game_id}-examples.html"


def section_anchor(code: str) -> str:
    return f"section-{code}"


@dataclass
class GamePage:
    book: GameDocs
    links: Links
    diagrams: Diagrams
    figures: Figures = no_figures
    shown: dict[str, list[Scenario]] = field(default_factory=dict)
    elsewhere: dict[str, list[Scenario]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.shown, self.elsewhere = self.book.placed()

    @property
    def here(self) -> str:
        return game_page_name(self.book.game.id)


def register(book: GameDocs, links: Links) -> None:
    """Put the game's clause, ruling and scenario ids in the site's link table."""
    here = game_page_name(book.game.id)
    for ident in [*book.game.clauses, *book.game.rulings, *(s.id for s in book.scenarios)]:
        links.add(ident, here)


def body(page: GamePage) -> list[str]:
    book, g = page.book, page.book.game
    rulings = dict((s.code, mine) for s, mine in book.rulings_by_section())
    total = sum(len(v) for v in page.shown.values())
    toc = "".join(f'<li><a href="#{escape(section_anchor(s.code))}">{prose(s.title)}</a> '
                  f'<span class="small">{len(book.clauses_in(s))} clauses, {len(rulings.get(s.code, []))} rulings</span></li>'
                  for s in book.sections())
    out = [f'<p class="lead">Every clause of {escape(g.title)}: its statement in our words, the rulebook '
           f"sections it restates (side by side per edition), the rulings that settle its open points and the "
           f"scenarios that check it, as <code>kuhspec conform</code> runs them. "
           f"{len(g.clauses)} clauses in {len(g.sections)} sections, {len(g.rulings)} rulings, {total} scenarios. "
           f'Worked examples with position diagrams: <a href="{examples_page_name(g.id)}">{escape(g.title)}: '
           f"worked examples</a>.</p>"]
    if book.draft:
        out.append(f'<p class="note"><b>Draft.</b> The spec of {escape(g.title)} is a draft: its clauses and '
                   "rulings may still change.</p>")
    out.append(f'<nav class="toc"><b>Sections</b><ol>{toc}</ol></nav>')
    for section in book.sections():
        out.append(f'<h2 id="{escape(section_anchor(section.code))}">{prose(section.title)}</h2>'
                   f'<p class="small">Rulebook sections: {prose(section_sources(section))}.</p>')
        out += [clause_html(c, page) for c in book.clauses_in(section)]
        mine = rulings.get(section.code, [])
        if mine:
            out.append(f'<h3 class="rulings-head">Rulings: {prose(section.title)}</h3>')
            out += [ruling_html(r, page) for r in mine]
    return out
