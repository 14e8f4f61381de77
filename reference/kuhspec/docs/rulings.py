"""docs/<game>/rulings.md: every ruling with its question, options, consequences and reasons."""

from __future__ import annotations

from kuhspec.catalogue import Ruling
from kuhspec.docs.figures import Figure, positions_block
from kuhspec.docs.markdown import (anchor, code_list, generated_notice, inline, para, reflow, squash,
                                   table, wrap)
from kuhspec.docs.model import REFERENCE_DOC, GameDocs, section_sources

RULINGS_INTRO = """\
The rulebooks leave some rules open. Each ruling below states the question, the readings an
implementation may choose (its *options*), the default, and why. The normative source is
{ruling_files} (schema `spec/schemas/rulings.schema.json`); this page is generated from it
and from the clause registry, so edit the YAML, not this page, and run
`python -m kuhspec.docs`. Clause statements ({clause_files}, shown with their scenarios in
the [rules reference]({reference})) follow the default of every ruling.

A ruling with an option key is a choice an implementation declares: it names the key and the
values it supports in `hello()`, under its game ({hello}), and a position selects one in its
`options` object ({options}); a key left out means the default.{editions} Scenarios that need
a non-default value carry a tag such as {tag} and run only against implementations that
declare it. A ruling without an option key fixes the one reading every implementation
follows.

Rulings are grouped by the rulebook section of the first clause they refine."""

DRAFT_NOTE = ("**Draft.** The spec of {title} is a draft: its clauses and rulings may still change, "
              "the reference engine does not play it yet, and no scenarios are expected yet.")


def intro(book: GameDocs) -> str:
    g = book.game
    example = next((r for r in g.rulings.values() if r.option and len(r.values) > 1), None)
    key, value, rid = (example.option, example.values[1], example.id) if example else \
        ("<key>", "<value>", f"R-{g.prefix}-<RULING>")
    per_edition = any(v != r.default for r in g.rulings.values() for v in r.default_by_edition.values())
    return RULINGS_INTRO.format(
        ruling_files=", ".join(f"`{f}`" for f in book.ruling_files()) or f"`{book.spec_folder()}`",
        clause_files=", ".join(f"`{f}`" for f in book.clause_files()),
        reference=REFERENCE_DOC,
        hello=f'`"games": {{"{g.id}": {{"rulings": {{"{key}": ["{value}"]}}}}}}`',
        options=f'`{{"{key}": "{value}"}}`',
        editions=(" Where the editions' texts differ, the default depends on the position's edition, "
                  "as each ruling says." if per_edition else ""),
        tag=f"`@{rid}={value}`")


def quote_line(quote: dict) -> str:
    """One quotation as Markdown: the edition, the section heading and the words, quoted."""
    return f'{quote["edition"].upper()}, *{inline(squash(quote["section"]))}*: "{inline(squash(quote["text"]))}"'


def quotes_block(quotes: list[dict]) -> str:
    """The rulebook text a ruling reads, as a block quote, one quotation a paragraph."""
    body = "\n>\n".join("\n".join(wrap(quote_line(q), "> ")) for q in quotes)
    return "**The text.**\n\n" + body


def render_ruling(ruling: Ruling, book: GameDocs, links: dict[str, str], figs: list[Figure] = ()) -> str:
    """One ruling; `figs`: the figures of the game's positions (those that name the ruling
    are shown after its reasons, anchored under the ruling each names first)."""
    clauses = book.game.clauses
    raw = ruling.raw
    parts = [f'<a id="{anchor(ruling.id)}"></a>\n### {ruling.id}: {inline(squash(ruling.title))}']
    parts.append(para(raw["question"], links, "**Question.** ", ""))
    if raw.get("quotes"):
        parts.append(quotes_block(raw["quotes"]))
    named = "; ".join(f"[{cid}]({links[cid]}) ({inline(squash(clauses[cid].title))})"
                      for cid in ruling.clauses)
    parts.append("\n".join(wrap(named + ".", "**Clauses.** ", "")))
    if ruling.option:
        parts.append(f"**Options** (options key `{ruling.option}`):")
    else:
        parts.append("**Reading** (no options key: every implementation follows it):")
    for option in raw["options"]:
        mark = book.default_mark(ruling, option["value"])
        parts.append(para(option["summary"], links, f"- `{option['value']}`{mark}: ", "  "))
        parts.append(para(option["consequences"], links, "  *Consequences.* ", "  "))
    parts.append(para(raw["reasons"], links, "**Why.** ", ""))
    rejected = raw.get("rejected_readings") or []
    if rejected:
        items = ["\n".join(wrap(f"*{inline(squash(r['reading']), links)}* {inline(squash(r['why']), links)}",
                                "- ", "  ")) for r in rejected]
        parts.append("**Readings not supported:**\n\n" + "\n".join(items))
    if block := positions_block(figs, ruling.id, links):
        parts.append(block)
    return "\n\n".join(parts)


def clauses_table(book: GameDocs) -> str:
    rows = []
    for clause in book.game.clauses.values():
        refined = book.refining(clause.id)
        if not refined:
            continue
        cid = clause.id
        rows.append([f'<a id="{anchor(cid)}"></a>[{cid}]({REFERENCE_DOC}#{anchor(cid)})',
                     inline(squash(clause.title), table=True),
                     ", ".join(f"[{r.id}](#{anchor(r.id)})" for r in refined),
                     inline(squash(clause.statement), table=True)])
    files = ", ".join(f"`{f}`" for f in book.clause_files())
    return ("## Clauses\n\n"
            + "\n".join(wrap(f"The clauses the rulings refine, as stated in the clause registry {files}. "
                             f"Each id links to the clause in the [rules reference]({REFERENCE_DOC}), "
                             "with its rulebook sources and its scenarios."))
            + "\n\n" + table(["clause", "title", "rulings", "statement"], rows))


def render_rulings(book: GameDocs, figs: list[Figure] = ()) -> str:
    """The whole of docs/<game>/rulings.md (`figs`: the game's figures, kuhspec.docs.figures)."""
    links = book.rulings_links()
    grouped = book.rulings_by_section()
    rows = [[f"[{r.id}](#{anchor(r.id)})",
             f"`{r.option}`" if r.option else "-",
             book.default_cell(r),
             code_list(v for v in r.values if v != r.default) or "-"]
            for _, mine in grouped for r in mine]
    sources = " and ".join(book.ruling_files() + book.clause_files())
    parts = [generated_notice(sources), f"# Rulings: {book.game.title}"]
    if book.draft:
        parts.append("\n".join(wrap(DRAFT_NOTE.format(title=book.game.title))))
    parts += [reflow(intro(book)), table(["ruling", "option key", "default", "other options"], rows)]
    for section, mine in grouped:
        parts.append(f"## {section.title}\n\nRulebook sections: {section_sources(section)}.")
        parts += [render_ruling(r, book, links, figs) for r in mine]
    parts.append(clauses_table(book))
    return "\n\n".join(parts) + "\n"
