"""The editions page: per game with several editions, every difference the clause registry
records (the clause's notes, the editions' words side by side, whether it changes play and
the ruling that decides it), each with its permalink (the clause id), and the rulings whose
default depends on the edition. The same facts as docs/editions.md (kuhspec.docs.editions)."""

from __future__ import annotations

from kuhspec.catalogue import Ruling
from kuhspec.docs.editions import differences, several_editions
from kuhspec.docs.model import GameDocs
from kuhspec.site.clauses import quotes_by_edition, side_by_side
from kuhspec.site.html import Links, escape, permalink, prose

PAGE = "editions.html"


def _defaults(book: GameDocs, ruling: Ruling) -> str:
    return "; ".join(f"{escape(e.upper())}: <code>{escape(ruling.default_for(e))}</code>" for e in book.game.editions)


def _decided_by(book: GameDocs, rid: str | None, links: Links) -> str:
    if not rid:
        return "no ruling: the rule is the same"
    ruling = book.game.rulings[rid]
    key = f" (<code>{escape(ruling.option)}</code>: {_defaults(book, ruling)})" if ruling.option else ""
    return links.link(rid, PAGE) + key


def game_html(book: GameDocs, links: Links) -> list[str]:
    g = book.game
    codes = list(g.editions)
    diffs = differences(book)
    rows = "".join(f"<tr><td><code>{escape(e.code)}</code></td><td>{prose(e.title)}</td><td>{escape(e.language)}</td></tr>"
                   for e in g.editions.values())
    out = [f'<h2 id="game-{escape(g.id)}">{escape(g.title)}</h2>',
           f'<table><thead><tr><th>edition</th><th>title</th><th>language</th></tr></thead><tbody>{rows}</tbody></table>',
           f"<p>{len(diffs)} differences; {sum(1 for c in diffs if c.difference['changes_play'])} change play.</p>"]
    for c in diffs:
        d = c.difference
        play = '<b class="play">changes play</b>' if d["changes_play"] else "wording only: no change of play"
        out += [f'<section class="difference" data-kind="difference"><h3 id="{escape(c.id)}">{permalink(c.id)} '
                f'<span class="ident">{links.link(c.id, PAGE)}</span> {prose(c.title)}</h3>',
                f"<p>{prose(c.notes, links, PAGE)}</p>",
                side_by_side(codes, quotes_by_edition(d.get("quotes") or []), "The editions' words", "sources quotes"),
                f"<p>{play}. Decided by: {_decided_by(book, d.get('ruling'), links)}.</p></section>"]
    per_edition = [r for r in g.rulings.values() if r.option and r.default_by_edition]
    out.append(f'<h3 id="defaults-{escape(g.id)}">Rulings whose default depends on the edition</h3>')
    if per_edition:
        rows = "".join(f"<tr><td>{links.link(r.id, PAGE)}</td><td><code>{escape(r.option)}</code></td>"
                       f"<td>{', '.join(f'<code>{escape(v)}</code>' for v in r.values)}</td><td>{_defaults(book, r)}</td></tr>"
                       for r in per_edition)
        out.append("<table><thead><tr><th>ruling</th><th>option key</th><th>values</th><th>default per edition</th>"
                   f"</tr></thead><tbody>{rows}</tbody></table>")
    else:
        out.append("<p>None: every ruling has the same default in every edition.</p>")
    return out


def body(books: list[GameDocs], links: Links) -> list[str]:
    games = several_editions(books)
    out = ['<p class="lead">The rulebooks of a game with several editions were compared sentence by sentence. '
           "Each difference below has its permalink (the clause's id), the editions' words side by side, whether "
           "it changes play, and the ruling that decides it, with the ruling's default in each edition. An "
           "implementation plays an edition by the defaults of that edition.</p>"]
    for book in games:
        out += game_html(book, links)
    return out if games else out + ["<p>No game of the suite has more than one edition.</p>"]
