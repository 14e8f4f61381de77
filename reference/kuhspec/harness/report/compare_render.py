"""compare.md and compare.html: the matrix of kuhspec.harness.report.compare rendered.

Each game is one table: a row per clause, grouped by rulebook section, a column per
implementation, and a totals row: each report's badge for the game (its message in
compare.md, the badge itself in compare.html: kuhspec.harness.report.badge), or why it has
none. Rows where the implementations disagree are marked ≠ (and highlighted in the HTML, which
can also show them alone, without scripts). Every string from a report is escaped.
"""

from __future__ import annotations

from html import escape

from kuhspec.harness.report import badge
from kuhspec.harness.report.style import CLAUSE_MEANING, CLAUSE_STATUSES, LOOK, chip, legend, page, symbol, table

WORD = {"skip": "n/a"}  # the clause status `skip` reads "not applicable" here
MEANING = CLAUSE_MEANING | {"absent": "the clause is not in that report (the run did not select it)"}
STATUSES = CLAUSE_STATUSES + ("absent",)
COUNTS_NOTE = ("A cell is the clause's status in that report and its scenarios passed / applicable "
               "(the scenarios that were not skipped), then, when they did not all simply fail, how many "
               "ended in each other status (⚠ error, ☠ crash, ◷ timeout, ⚑ xfail, ⚐ xpass).")


def _kinds(c: dict) -> str:
    """How the scenarios of a cell did not pass, when not all of them simply failed: "⚠3 ☠1"."""
    bad = {s: n for s, n in c["counts"].items() if s not in ("pass", "skip") and n}
    if set(bad) <= {"fail"}:
        return ""
    return " ".join(f"{symbol(s)}{n}" for s, n in bad.items())


def _cell_text(c: dict | None) -> str:
    if c is None:
        return f"{symbol('absent')} absent"
    text = f"{symbol(c['status'])} {WORD.get(c['status'], c['status'])}"
    text += f" {c['passed']}/{c['applicable']}" if c["applicable"] else ""
    kinds = _kinds(c)
    return text + (f" ({kinds})" if kinds else "")


def total_text(t: dict | None) -> str:
    """A report's total for a game: its badge's message (report.html and the badge files
    show the same), or why it has none."""
    if t is None:
        return "—"
    return t["badge"]["message"] if t["badge"] else t["standing"]


def total_html(t: dict | None, key: str) -> str:
    if t is None or not t["badge"]:
        return escape(total_text(t))
    return badge.svg(badge.Badge(**t["badge"]), key=key).strip()


def _suite(col: dict) -> str:
    commit = (col["suite"].get("commit") or "")[:12]
    return col["suite"]["version"] + (f" ({commit})" if commit else "")


# -- Markdown ------------------------------------------------------------------------------

def _md(text: str) -> str:
    return (str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace("|", "\\|").replace("\r", " ").replace("\n", " "))


def markdown(cmp: dict) -> str:
    cols = cmp["columns"]
    out = [f"# kuhspec compare: {len(cols)} implementation{'s' if len(cols) != 1 else ''}", "",
           f"{cmp['clauses']} clauses; the implementations disagree on {cmp['disagree']}.", "",
           "| column | implementation | verdict | kuhspec | report |", "|---|---|---|---|---|"]
    for col in cols:
        verdict = col["verdict"] + (" (partial run)" if col["partial"] else "")
        out.append(f"| {_md(col['label'])} | {_md(col['name'])} | {_md(verdict)} | {_md(_suite(col))} | {_md(col['path'])} |")
    out.append("")
    out += [f"> **Note:** {_md(n)}\n" for n in cmp["notes"]]
    out += ["Legend: " + ", ".join(f"{LOOK[s][0]} {WORD.get(s, s)}: {MEANING.get(s, LOOK[s][3])}" for s in STATUSES)
            + f". {COUNTS_NOTE} ≠ marks a clause on which the implementations disagree.", ""]
    for g in cmp["games"]:
        out += [f"## {_md(g['title'])}", "",
                f"{len(g['clauses'])} clauses; the implementations disagree on {g['disagree']}.", "",
                "| | clause | title | " + " | ".join(_md(c["label"]) for c in cols) + " |",
                "|---|---|---|" + "---|" * len(cols)]
        section = None
        for row in g["clauses"]:
            if row["section"] != section:
                section = row["section"]
                title = row["section_title"] if row["section_title"] != section else ""
                out.append(f"| | **{_md(section)}** | **{_md(title)}** |" + " |" * len(cols))
            mark = "≠" if row["disagree"] else ""
            cid = f"**{_md(row['id'])}**" if row["disagree"] else _md(row["id"])
            out.append(f"| {mark} | {cid} | {_md(row['title'])} | " + " | ".join(_cell_text(c) for c in row["cells"]) + " |")
        out.append("| | **total** | the badge: clauses passed of the game's | "
                   + " | ".join(f"**{total_text(t)}**" for t in g["totals"]) + " |")
        out.append("")
    return "\n".join(out)


# -- HTML ----------------------------------------------------------------------------------

CSS = """
body:has(#only-disagree:checked) tr.row:not(.disagree){display:none}
body:has(#only-disagree:checked) tr.secrow{display:none}
table.cmp td.id{position:sticky;left:0;background:#fff;z-index:1}
table.cmp tr.disagree td.id{background:#fff3cd}
tr.secrow th{background:#eef1f4;font-weight:600}
table.cmp th{white-space:normal;min-width:8em}
table.cmp th:nth-child(-n+3){min-width:0}td.mark{text-align:center;font-weight:700}
@media (max-width:700px){table.cmp td:nth-child(3),table.cmp th:nth-child(3){display:none}}
"""


def sectioned(rows: list[dict], colspan: int):
    """(the heading row of the rulebook section the clause row begins, or none; the row) for
    each clause row of a game (this page and the site's results page)."""
    section = None
    for row in rows:
        heading = []
        if row["section"] != section:
            section = row["section"]
            title = row["section_title"] if row["section_title"] != section else ""
            heading.append(f'<tr class="secrow"><th colspan="{colspan}">{escape(section)}'
                           f'{" · " + escape(title) if title else ""}</th></tr>')
        yield heading, row


def cell_html(c: dict | None) -> str:
    if c is None:
        return chip("absent")
    counts = ", ".join(f"{n} {s}" for s, n in c["counts"].items())
    kinds = _kinds(c)
    nums = f' <span class="small">{c["passed"]}/{c["applicable"]}{" · " + escape(kinds) if kinds else ""}</span>' \
        if c["applicable"] else ""
    return chip(c["status"], WORD.get(c["status"], c["status"]), title=f"scenarios: {counts}" if counts else "") + nums


def _anchor(gid: str, cid: str) -> str:
    return "c-" + "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in f"{gid}-{cid}")


def html(cmp: dict) -> str:
    cols = cmp["columns"]
    toc = [("implementations", "Implementations"), ("legend", "Legend")]
    toc += [(f"g-{g['game']}", f"{g['title']} ({g['disagree']} disagree)") for g in cmp["games"]]
    toc.append(("disagreements", f"Where they disagree ({cmp['disagree']})"))
    body = ['<nav class="toc"><b>Contents</b><ol>'
            + "".join(f'<li><a href="#{escape(a)}">{escape(t)}</a></li>' for a, t in toc) + "</ol></nav>"]
    named = any(c["label"] != c["name"] for c in cols)
    rows = [f"<tr><td>{escape(c['label'])}</td>" + (f"<td>{escape(c['name'])}</td>" if named else "")
            + f"<td>{chip('pass' if c['ok'] else 'fail', c['verdict'])}"
            + (" <span class=small>partial run</span>" if c["partial"] else "")
            + f"</td><td class=id>{escape(_suite(c))}</td><td class=small>{escape(c['generated'])}</td>"
            + f"<td class=small>{escape(c['path'])}</td></tr>" for c in cols]
    body += ['<h2 id="implementations">Implementations</h2>',
             table(["column"] + (["implementation"] if named else []) + ["verdict", "kuhspec", "generated", "report"], rows)]
    body += [f'<p class="note">{escape(n)}</p>' for n in cmp["notes"]]
    body += ['<h2 id="legend">Legend</h2>', legend(STATUSES, MEANING),
             f"<p class=small>{escape(COUNTS_NOTE)} Rows where the implementations disagree are marked ≠ and "
             "highlighted.</p>",
             '<div class="filter"><b>show:</b><label><input type="radio" name="rows" id="all-rows" checked> '
             'every clause</label><label><input type="radio" name="rows" id="only-disagree"> only the clauses '
             "where they disagree</label></div>"]
    for g in cmp["games"]:
        gid = g["game"]
        body.append(f'<h2 id="g-{escape(g["game"])}">{escape(g["title"])}</h2><p class=small>{len(g["clauses"])} '
                    f"clauses; the implementations disagree on {g['disagree']}.</p>")
        trs = []
        for heading, row in sectioned(g["clauses"], 3 + len(cols)):
            trs += heading
            cls = "row disagree" if row["disagree"] else "row"
            trs.append(f'<tr class="{cls}" id="{_anchor(g["game"], row["id"])}"><td class=id title="{escape(row["title"])}">'
                       f'<code>{escape(row["id"])}</code></td>'
                       f'<td class="mark">{"≠" if row["disagree"] else ""}</td><td>{escape(row["title"])}</td>'
                       + "".join(f"<td class=id>{cell_html(c)}</td>" for c in row["cells"]) + "</tr>")
        trs.append('<tr class="total"><td class=id>total</td><td></td><td>the badge: clauses passed of the game&#39;s</td>'
                   + "".join(f"<td class=num>{total_html(t, f'{gid}-{i}')}</td>" for i, t in enumerate(g["totals"]))
                   + "</tr>")
        body.append(table(["clause", "≠", "title"] + [escape(c["label"]) for c in cols], trs, cls="cmp"))
    items = [f'<li><a href="#{_anchor(g["game"], r["id"])}"><code>{escape(r["id"])}</code></a> {escape(r["title"])}: '
             + ", ".join(f"{escape(c['label'])} {escape(_cell_text(x))}" for c, x in zip(cols, r["cells"])) + "</li>"
             for g in cmp["games"] for r in g["clauses"] if r["disagree"]]
    body.append('<h2 id="disagreements">Where they disagree</h2>'
                + (f"<ul>{''.join(items)}</ul>" if items else "<p>Nowhere: every clause has one status in every report that holds it.</p>"))
    meta = (f'<div class="meta">{len(cols)} implementations · {cmp["clauses"]} clauses · '
            f'they disagree on {cmp["disagree"]}</div>')
    return page("kuhspec compare: " + " · ".join(c["label"] for c in cols), meta, body, extra_css=CSS)
