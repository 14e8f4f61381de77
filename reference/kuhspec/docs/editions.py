"""docs/editions.md: the editions of every game that has more than one, side by side.

For each such game: its editions; every difference between them that the clause registry
records (a clause's `edition_difference`, what differs in its `notes`), whether it changes
play and the ruling that decides it; the rulings whose default depends on the edition; and
every clause with the source of each edition, so a sentence stated by one edition only shows
as a missing source. Everything comes from the catalogue, nothing names a game.
"""

from __future__ import annotations

from kuhspec.catalogue import Clause, Ruling
from kuhspec.docs.markdown import generated_notice, inline, reflow, squash, table, wrap
from kuhspec.docs.model import REFERENCE_DOC, RULINGS_DOC, GameDocs, page_path

EDITIONS_DOC = "editions.md"

INTRO = """\
Some games of the suite have several editions, whose rulebooks were compared sentence by
sentence. This page shows, per game, every difference the clause registry records: what
differs (the clause's notes), whether it changes play, and the ruling that decides it, with
the ruling's default in each edition. An implementation plays an edition by the defaults of
that edition; the edition is named in the setup and in the state (`edition`). The last table
lists every clause with its source in each edition: a clause that one edition does not state
has no source there. Edit the clause registry and the rulings, not this page, and run
`python -m kuhspec.docs`."""


def several_editions(books: list[GameDocs]) -> list[GameDocs]:
    return [b for b in books if len(b.game.editions) > 1]


def _link(book: GameDocs, page: str, ident: str) -> str:
    from kuhspec.docs.markdown import anchor

    return f"[{ident}]({page_path(book.game.id, page)}#{anchor(ident)})"


def _clause_link(book: GameDocs, clause: Clause) -> str:
    return _link(book, REFERENCE_DOC, clause.id)


def _defaults(book: GameDocs, ruling: Ruling) -> str:
    return "; ".join(f"{e.upper()}: `{ruling.default_for(e)}`" for e in book.game.editions)


def _decided_by(book: GameDocs, clause: Clause) -> str:
    rid = (clause.difference or {}).get("ruling")
    if not rid:
        return "no ruling: the rule is the same"
    ruling = book.game.rulings[rid]
    key = f" (`{ruling.option}`: {_defaults(book, ruling)})" if ruling.option else ""
    return _link(book, RULINGS_DOC, rid) + key


def _sources(clause: Clause, edition: str) -> str:
    mine = [heading for e, heading in clause.sources if e == edition]
    return "; ".join(inline(squash(h), table=True) for h in mine) or "—"


def _words(clause: Clause) -> str:
    """The quoted words of each edition (the difference's `quotes`), or a dash."""
    quotes = clause.difference.get("quotes") or []
    return "<br>".join(f'{q["edition"].upper()}: "{inline(squash(q["text"]), table=True)}"'
                       for q in quotes) or "—"


def _governing(book: GameDocs, ruling: Ruling) -> str:
    """A ruling about the editions as a whole: its question, its text, its reading and why."""
    from kuhspec.docs.rulings import quotes_block

    raw = ruling.raw
    parts = ["\n".join(wrap(f"{_link(book, RULINGS_DOC, ruling.id)}: {inline(squash(raw['question']))}"))]
    if raw.get("quotes"):
        parts.append(quotes_block(raw["quotes"]))
    chosen = next(o for o in raw["options"] if o["value"] == ruling.default)
    key = f" (options key `{ruling.option}`; other values: " \
          f"{', '.join(f'`{v}`' for v in ruling.values[1:])})" if ruling.option else ""
    parts.append("\n".join(wrap(f"**Default `{ruling.default}`{key}.** {inline(squash(chosen['summary']))}")))
    parts.append("\n".join(wrap(f"**Why.** {inline(squash(raw['reasons']))}")))
    return "\n\n".join(parts)


def differences(book: GameDocs) -> list[Clause]:
    return [c for c in book.game.active_clauses() if c.difference is not None]


def render_game(book: GameDocs) -> str:
    g = book.game
    out = [f"## {inline(g.title)}"]
    out.append(table(["Edition", "Title", "Language"],
                     [[f"`{e.code}`", inline(squash(e.title), table=True), e.language]
                      for e in g.editions.values()]))
    diffs = differences(book)
    out.append(f"### Differences ({len(diffs)}; {sum(1 for c in diffs if c.difference['changes_play'])} "
               "change play)")
    out.append(table(["Clause", "What differs", "The words", "Changes play", "Decided by"],
                     [[_clause_link(book, c), inline(squash(c.notes), table=True), _words(c),
                       "**yes**" if c.difference["changes_play"] else "no", _decided_by(book, c)]
                      for c in diffs]))
    governing = [r for r in g.rulings.values() if r.raw.get("scope") == "editions"]
    if governing:
        out.append("### Where the texts differ: which one governs")
        out += [_governing(book, r) for r in governing]
    per_edition = [r for r in g.rulings.values() if r.option and r.default_by_edition]
    out.append("### Rulings whose default depends on the edition")
    if per_edition:
        out.append(table(["Ruling", "Option key", "Values", "Default per edition"],
                         [[_link(book, RULINGS_DOC, r.id), f"`{r.option}`",
                           ", ".join(f"`{v}`" for v in r.values), _defaults(book, r)]
                          for r in per_edition]))
    else:
        out.append("None: every ruling has the same default in every edition.")
    codes = list(g.editions)
    out.append("### Every clause, side by side")
    out.append(table(["Clause", "Title"] + [f"{e.upper()} source" for e in codes] + ["Applies to", "Differs"],
                     [[_clause_link(book, c), inline(squash(c.title), table=True)]
                      + [_sources(c, e) for e in codes]
                      + [", ".join(c.editions), ("**play**" if c.difference["changes_play"] else "wording")
                         if c.difference else ""]
                      for c in g.active_clauses()]))
    return "\n\n".join(out)


def render_editions(books: list[GameDocs]) -> str:
    games = several_editions(books)
    sources = ", ".join(f"`{f}`" for b in games for f in b.clause_files() + b.ruling_files()) or "the catalogue"
    parts = [generated_notice(sources), "# Editions", reflow(INTRO)]
    parts += [render_game(b) for b in games] or ["No game of the suite has more than one edition."]
    return "\n\n".join(parts) + "\n"
