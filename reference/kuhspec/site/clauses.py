"""A clause on its game's page: statement, sources side by side per edition (with the
quoted words where the editions differ), what it applies to, its rulings and rejection
codes, then its scenarios as Gherkin, as in the feature files (kuhspec.docs.gherkin)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gherkin.dialect import Dialect

from kuhspec.catalogue import Clause
from kuhspec.docs.gherkin import gherkin_text
from kuhspec.site.html import escape, heading, permalink, prose
from kuhspec.scenarios import Scenario

if TYPE_CHECKING:
    from kuhspec.site.game import GamePage


def side_by_side(editions: list[str], cells: dict[str, list[str]], label: str, cls: str = "sources") -> str:
    """One column per edition: `cells` is edition -> html items (an edition without any shows a dash)."""
    if not any(cells.values()):
        return ""
    head = "".join(f"<th>{escape(e.upper())}</th>" for e in editions)
    body = "".join("<td>" + ("".join(f"<div>{c}</div>" for c in cells.get(e, [])) or "—") + "</td>"
                   for e in editions)
    return (f'<table class="{cls}"><caption>{escape(label)}</caption><thead><tr>{head}</tr></thead>'
            f"<tbody><tr>{body}</tr></tbody></table>")


def quotes_by_edition(quotes: list[dict]) -> dict[str, list[str]]:
    """edition -> its quotations as html: the section heading and the words."""
    out: dict[str, list[str]] = {}
    for q in quotes:
        out.setdefault(q["edition"], []).append(
            f'<blockquote lang="{escape(q["edition"])}"><cite>{prose(q["section"])}</cite> '
            f"“{prose(q['text'])}”</blockquote>")
    return out


def editions_of(page: GamePage) -> list[str]:
    return list(page.book.game.editions)


def sources(clause: Clause, page: GamePage) -> str:
    cells: dict[str, list[str]] = {}
    for edition, section in clause.sources:
        cells.setdefault(edition, []).append(prose(section))
    out = side_by_side(editions_of(page), cells, "Rulebook sections")
    quotes = (clause.difference or {}).get("quotes") or []
    if quotes:
        out += side_by_side(editions_of(page), quotes_by_edition(quotes), "The editions' words", "sources quotes")
    return out


def facts(clause: Clause, page: GamePage) -> str:
    book, here, links = page.book, page.here, page.links
    rows = []
    applies = (f"editions {', '.join(clause.editions)}; variants {', '.join(clause.variants)}; "
               f"tier {clause.tier}")
    if not clause.testable:
        applies += f"; not testable: {clause.untestable_reason}"
    rows.append(("Applies to", prose(applies)))
    for rid in clause.rulings:
        r = book.game.rulings[rid]
        values = ", ".join(f"<code>{escape(v)}</code>" + (escape(book.default_mark(r, v)) if r.option else "")
                           for v in r.values)
        key = f"option <code>{escape(r.option)}</code>: {values}" if r.option else f"one reading, {values}"
        rows.append(("Ruling", f"{links.link(rid, here)} ({prose(r.title)}): {key}"))
    for code in book.codes_of(clause.id):
        rows.append(("Rejection", f"<code>{escape(code.code)}</code>: {prose(code.meaning, links, here)}"))
    return '<dl class="facts">' + "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in rows) + "</dl>"


def _keywords(language: str) -> list[str]:
    dialect = Dialect.for_name(language) or Dialect.for_name("en")
    kinds = ("given", "when", "then", "and", "but", "scenario", "scenario_outline", "background", "examples",
             "rule", "feature")
    words = {w.strip() for k in kinds for w in getattr(dialect, f"{k}_keywords") if w.strip() and w.strip() != "*"}
    return sorted(words, key=len, reverse=True)


def highlight(text: str, language: str) -> str:
    """Gherkin text as html: tags, comments and keywords marked, everything escaped."""
    keywords = _keywords(language)
    out = []
    for line in text.split("\n"):
        body = line.lstrip()
        indent = line[:len(line) - len(body)]
        if body.startswith("@"):
            out.append(f'{indent}<span class="tg">{escape(body)}</span>')
        elif body.startswith("#"):
            out.append(f'{indent}<span class="cm">{escape(body)}</span>')
        else:
            kw = next((k for k in keywords if body.startswith(k) and body[len(k):len(k) + 1] in (" ", ":")), None)
            out.append(indent + (f'<span class="kw">{escape(kw)}</span>{escape(body[len(kw):])}' if kw
                                 else escape(body)))
    return "\n".join(out)


def scenario_html(scenario: Scenario) -> str:
    sid = scenario.id
    where = f"features/{scenario.feature}:{scenario.line}"
    return (f'<div class="scenario" id="{escape(sid)}"><div class="cap">{permalink(sid)} '
            f'<b>Example <span class="ident">{escape(sid)}</span></b> · <code>{escape(where)}</code></div>'
            f'<pre class="gherkin" lang="{escape(scenario.language)}"><code>'
            f"{highlight(gherkin_text(scenario), scenario.language)}</code></pre></div>")


def clause_html(clause: Clause, page: GamePage) -> str:
    shown, elsewhere = page.shown[clause.id], page.elsewhere[clause.id]
    retired = ' <span class="retired">(retired)</span>' if clause.status == "retired" else ""
    parts = [f'<section class="clause" data-kind="clause">',
             heading(3, clause.id, prose(clause.title) + retired),
             f'<p class="statement">{prose(clause.statement, page.links, page.here)}</p>',
             sources(clause, page), facts(clause, page)]
    if clause.notes:
        parts.append(f'<p class="note"><i>Note.</i> {prose(clause.notes, page.links, page.here)}</p>')
    parts += [scenario_html(s) for s in shown]
    if elsewhere:
        items = "".join(f"<li>{page.links.link(s.id, page.here)} {prose(s.title)} (shown under "
                        f"{page.links.link(page.book.home_clause(s), page.here)})</li>" for s in elsewhere)
        parts.append(f'<p class="also">Also checked by:</p><ul class="also">{items}</ul>')
    if not shown and not elsewhere:
        parts.append('<p class="none"><i>No scenario checks this clause yet.</i></p>')
    parts.append("</section>")
    return "".join(parts)
