"""HTML helpers of the rules site: escaping, prose with its ids linked, permalinks, figures
and the page frame. Pure functions of text; nothing here knows a game.

Every string that comes from the spec, a feature or a report goes through `escape` (or
`prose`, which escapes first): clause text may hold `<` and `&`.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field

from kuhspec.docs.markdown import CODE_SPAN, ID_MENTION, squash

CSS = "assets/site.css"
SEARCH_JS = "assets/search.js"
SEARCH_INDEX = "assets/search-index.js"
FAVICON = "assets/favicon.svg"


def escape(text: object) -> str:
    return html.escape(str(text), quote=True)


@dataclass
class Links:
    """Where each id of the site lives: id -> the page that holds its anchor. An id's anchor
    is the id itself (`KF-AUC-5`, `R-KF-AUCTION-CLOSE`, `KN-EN-CALL-01`)."""

    pages: dict[str, str] = field(default_factory=dict)

    def add(self, ident: str, page: str) -> None:
        if self.pages.setdefault(ident, page) != page:
            raise ValueError(f"{ident} is on two pages: {self.pages[ident]} and {page}")

    def href(self, ident: str, here: str) -> str:
        page = self.pages[ident]
        return f"#{ident}" if page == here else f"{page}#{ident}"

    def link(self, ident: str, here: str, text: str | None = None) -> str:
        if ident not in self.pages:
            return escape(text or ident)
        return f'<a href="{escape(self.href(ident, here))}">{escape(text or ident)}</a>'


def prose(text: object, links: Links | None = None, here: str = "") -> str:
    """Spec prose as HTML: squashed, escaped, `code spans` as <code>, known ids linked."""
    text = squash(text)
    out, pos = [], 0
    for m in CODE_SPAN.finditer(text):
        out.append(_plain(text[pos:m.start()], links, here))
        out.append(f"<code>{escape(m.group(2).strip())}</code>")
        pos = m.end()
    out.append(_plain(text[pos:], links, here))
    return "".join(out)


def _plain(text: str, links: Links | None, here: str) -> str:
    out, pos = [], 0
    for m in ID_MENTION.finditer(text):
        out.append(escape(text[pos:m.start()]))
        out.append(links.link(m.group(1), here) if links else escape(m.group(1)))
        pos = m.end()
    out.append(escape(text[pos:]))
    return "".join(out)


def permalink(ident: str) -> str:
    """The visible ¶ link to an id's own anchor."""
    return f'<a class="pl" href="#{escape(ident)}" title="permalink to {escape(ident)}">¶</a>'


def heading(level: int, ident: str, title_html: str, cls: str = "") -> str:
    """<hN id=ident>: the id, its ¶ link and the title."""
    c = f' class="{cls}"' if cls else ""
    return (f'<h{level} id="{escape(ident)}"{c}>{permalink(ident)} <span class="ident">{escape(ident)}</span> '
            f"{title_html}</h{level}>")


def figure(src: str, alt: str, caption_html: str) -> str:
    """A diagram: its own SVG file (its styles and ids stay its own) with a caption."""
    return (f'<figure class="diagram"><img src="{escape(src)}" alt="{escape(alt)}" loading="lazy">'
            f"<figcaption>{caption_html}</figcaption></figure>")


SVG_TITLE = re.compile(r"<title[^>]*>(.*?)</title>", re.S)


def svg_title(svg: str) -> str:
    """The text of an SVG's first <title> (a diagram's alt text), unescaped."""
    m = SVG_TITLE.search(svg)
    return html.unescape(m.group(1)).strip() if m else "position diagram"


NAV = (("index.html", "Index"), ("editions.html", "Editions"))


def page(title: str, here: str, body: list[str], nav: list[tuple[str, str]]) -> str:
    """A whole page: header with the site's navigation and the search box, then the body."""
    items = "".join(f'<li><a href="{escape(href)}"{" aria-current=page" if href == here else ""}>{escape(text)}</a></li>'
                    for href, text in nav)
    return "".join([
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width,initial-scale=1">',
        f'<title>{escape(title)}</title><link rel="stylesheet" href="{CSS}">',
        f'<link rel="icon" href="{FAVICON}" type="image/svg+xml"></head><body>',
        f'<header><nav class="site"><ul>{items}</ul></nav>',
        '<form class="search" role="search">',
        '<label for="q">Search</label> <input id="q" type="search" autocomplete="off" '
        'placeholder="a clause id or a word of its statement" aria-controls="search-results">',
        '<ol id="search-results" hidden></ol></form></header>',
        f"<main><h1>{escape(title)}</h1>", *body, "</main>",
        f'<script src="{SEARCH_INDEX}"></script><script src="{SEARCH_JS}"></script>',
        "</body></html>\n",
    ])


class Diagrams:
    """The SVG files of the site: `add(stem, svg)` keeps one under diagrams/ and gives its
    path, relative to the site's root (where every page lives)."""

    FOLDER = "diagrams"

    def __init__(self) -> None:
        self.files: dict[str, str] = {}

    def add(self, stem: str, svg: str) -> str:
        name = "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in stem)
        path = f"{self.FOLDER}/{name}.svg"
        if self.files.setdefault(path, svg) != svg:
            raise ValueError(f"two different diagrams are both named {path}")
        return path
