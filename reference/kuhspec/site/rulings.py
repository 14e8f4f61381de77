"""A ruling on its game's page: question, the rulebook's words side by side per edition, the
clauses it settles, its options with their consequences and the default, the reasons, the
readings not supported, and its figures.

Figures come from a function `figures(ruling, game) -> [(caption, svg text), ...]` given to
the site (kuhspec.site.build); each is written as its own SVG file and shown with its caption.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from kuhspec.catalogue import Game, Ruling
from kuhspec.site.clauses import quotes_by_edition, side_by_side
from kuhspec.site.html import escape, figure, heading, prose, svg_title

if TYPE_CHECKING:
    from kuhspec.site.game import GamePage

#: (ruling, game) -> [(caption, svg text)]: the positions a ruling is about
Figures = Callable[[Ruling, Game], list[tuple[str, str]]]


def no_figures(ruling: Ruling, game: Game) -> list[tuple[str, str]]:
    """The site without ruling figures: none for any ruling."""
    return []


def options_html(ruling: Ruling, page: GamePage) -> str:
    book, links, here = page.book, page.links, page.here
    rows = []
    for option in ruling.raw["options"]:
        mark = book.default_mark(ruling, option["value"])
        cls = ' class="default"' if option["value"] == ruling.default else ""
        rows.append(f"<tr{cls}><td><code>{escape(option['value'])}</code>{escape(mark)}</td>"
                    f"<td>{prose(option['summary'], links, here)}</td>"
                    f"<td>{prose(option['consequences'], links, here)}</td></tr>")
    what = (f"Options (options key <code>{escape(ruling.option)}</code>)" if ruling.option
            else "Reading (no options key: every implementation follows it)")
    return (f'<table class="options"><caption>{what}</caption><thead><tr><th>value</th><th>summary</th>'
            f"<th>consequences</th></tr></thead><tbody>{''.join(rows)}</tbody></table>")


def figures_html(ruling: Ruling, page: GamePage) -> str:
    out = []
    for i, (caption, svg) in enumerate(page.figures(ruling, page.book.game), 1):
        src = page.diagrams.add(f"{ruling.id}-{i}", svg)
        out.append(figure(src, svg_title(svg), prose(caption, page.links, page.here)))
    return "".join(out)


def ruling_html(ruling: Ruling, page: GamePage) -> str:
    book, links, here = page.book, page.links, page.here
    raw = ruling.raw
    parts = ['<section class="ruling" data-kind="ruling">', heading(3, ruling.id, prose(ruling.title)),
             f'<p class="question"><b>Question.</b> {prose(raw["question"], links, here)}</p>']
    if raw.get("quotes"):
        parts.append(side_by_side(list(book.game.editions), quotes_by_edition(raw["quotes"]),
                                  "The rulebook's words", "sources quotes"))
    named = "; ".join(f"{links.link(cid, here)} ({prose(book.game.clauses[cid].title)})" for cid in ruling.clauses)
    parts.append(f"<p><b>Clauses.</b> {named}.</p>")
    parts.append(options_html(ruling, page))
    parts.append(f"<p><b>Default.</b> {prose(book.default_cell(ruling))}</p>")
    parts.append(f'<p class="why"><b>Why.</b> {prose(raw["reasons"], links, here)}</p>')
    rejected = raw.get("rejected_readings") or []
    if rejected:
        items = "".join(f"<li><i>{prose(r['reading'], links, here)}</i> {prose(r['why'], links, here)}</li>"
                        for r in rejected)
        parts.append(f"<p><b>Readings not supported:</b></p><ul>{items}</ul>")
    parts.append(figures_html(ruling, page))
    parts.append("</section>")
    return "".join(parts)
