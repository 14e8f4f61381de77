"""The results page: conform reports side by side, clause by clause (clauses × implementations),
with the same cells, counts, colours and totals as `kuhspec compare`: the reports are read by
kuhspec.harness.report.compare (load_report, comparison) and each cell is drawn by
kuhspec.harness.report.compare_render. A status this kuhspec does not know is shown as it is."""

from __future__ import annotations


from kuhspec.harness.report.compare import comparison, load_report
from kuhspec.harness.report.compare_render import COUNTS_NOTE, MEANING, STATUSES, cell_html, sectioned, total_html
from kuhspec.harness.report.style import LOOK, chip, legend
from kuhspec.site.html import Links, escape

PAGE = "results.html"
UNKNOWN = "a status this version of kuhspec does not know, shown as the report gives it"


def read(paths: list[str]) -> dict:
    """The comparison of the reports in `paths` (ReportError names a bad file)."""
    return comparison([str(p) for p in paths], [load_report(p) for p in paths])


def _statuses(cmp: dict) -> list[str]:
    seen = {c["status"] for g in cmp["games"] for r in g["clauses"] for c in r["cells"] if c is not None}
    return [s for s in STATUSES if s in seen or s == "absent"] + sorted(seen - set(STATUSES))


def _legend(cmp: dict) -> str:
    statuses = _statuses(cmp)
    known = legend([s for s in statuses if s in LOOK], MEANING)
    unknown = "".join(f"<li>{chip(s)} {escape(UNKNOWN)}</li>" for s in statuses if s not in LOOK)
    return known.replace("</ul>", unknown + "</ul>") if unknown else known


def _columns(cmp: dict) -> str:
    rows = "".join(f"<tr><td>{escape(c['label'])}</td><td>{chip('pass' if c['ok'] else 'fail', c['verdict'])}"
                   + (' <span class="small">partial run</span>' if c["partial"] else "")
                   + f"</td><td><code>{escape(c['suite']['version'])}</code></td>"
                   f"<td class=small>{escape(c['path'])}</td></tr>" for c in cmp["columns"])
    return ('<table class="impls"><thead><tr><th>implementation</th><th>verdict</th><th>kuhspec</th><th>report</th>'
            f"</tr></thead><tbody>{rows}</tbody></table>")


def _game(g: dict, cmp: dict, links: Links) -> str:
    cols = cmp["columns"]
    trs = []
    for heading, row in sectioned(g["clauses"], 2 + len(cols)):
        trs += heading
        cls = "row disagree" if row["disagree"] else "row"
        mark = ' <span class="ne" title="the implementations disagree">≠</span>' if row["disagree"] else ""
        trs.append(f'<tr class="{cls}" id="{escape(row["id"])}"><td class="id">{links.link(row["id"], PAGE)}{mark}</td>'
                   f"<td>{escape(row['title'])}</td>"
                   + "".join(f'<td class="cell">{cell_html(c)}</td>' for c in row["cells"]) + "</tr>")
    trs.append('<tr class="total"><td>total</td><td>the badge: clauses passed of the game’s</td>'
               + "".join(f'<td class="cell">{total_html(t, g["game"] + "-" + str(i))}</td>' for i, t in enumerate(g["totals"]))
               + "</tr>")
    head = "".join(f"<th>{escape(c['label'])}</th>" for c in cols)
    return (f'<h2 id="game-{escape(g["game"])}">{escape(g["title"])}</h2><p class="small">{len(g["clauses"])} clauses; '
            f"the implementations disagree on {g['disagree']}.</p>"
            f'<div class="tw"><table class="matrix"><thead><tr><th>clause</th><th>title</th>{head}</tr></thead>'
            f"<tbody>{''.join(trs)}</tbody></table></div>")


def body(cmp: dict, links: Links) -> list[str]:
    n = len(cmp["columns"])
    out = [f'<p class="lead">{n} conform report{"s" if n != 1 else ""} side by side, clause by clause, as '
           f"<code>kuhspec compare</code> shows them: {cmp['clauses']} clauses; the implementations disagree on "
           f"{cmp['disagree']}.</p>", _columns(cmp)]
    out += [f'<p class="note">{escape(note)}</p>' for note in cmp["notes"]]
    out += ['<h2 id="legend">Legend</h2>', _legend(cmp), f'<p class="small">{escape(COUNTS_NOTE)}</p>']
    out += [_game(g, cmp, links) for g in cmp["games"]]
    return out
