"""report.html: one self-contained page (no scripts, no external resources).

Its parts, in order, each listed in the table of contents: the summary (verdict, totals,
badges, the legend of statuses), the implementation (its hello as tables: games with their
editions and variants, rulings, capabilities), the clause matrix of each game grouped by
rulebook section (with a filter by status), every scenario that did not pass (with the raw
wire lines of its last calls), and all scenarios in one section per status.

The filter by status needs no script: the clause matrix uses radio inputs and CSS :has()
(where :has() is unknown the filter is hidden and every row shows), and the scenarios sit
in a <details> section per status. Every string from the implementation is escaped.
"""

from __future__ import annotations

import json
from html import escape
from typing import Any

from kuhspec.harness.report import badge
from kuhspec.harness.report.build import INCOMPLETE
from kuhspec.harness.report.cited import clause_index
from kuhspec.harness.report.html_scenarios import anchor, blocks
from kuhspec.harness.report.markdown import headline
from kuhspec.harness.report.style import CLAUSE_MEANING, CLAUSE_STATUSES, SCENARIO_STATUSES, chip, legend, page_parts, symbol, table, table_parts
from kuhspec.harness.results import BAD

MAX_CELL = 400  # characters of one hello value shown in a table cell


def _filter_css() -> str:
    """The clause tables' column widths, and the clause filter: with the radio `f-<status>`
    checked, only rows of that status show."""
    rules = [".sec table{table-layout:fixed}.sec th:nth-child(1){width:9em}.sec th:nth-child(2){width:30%}"
             ".sec th:nth-child(3){width:7.5em}"]
    for s in CLAUSE_STATUSES:
        rules.append(f"body:has(#f-{s}:checked) tr.c:not(.c-{s}){{display:none}}"
                     f"body:has(#f-{s}:checked) .sec:not(:has(tr.c-{s})){{display:none}}")
    return "".join(rules)


def _short(value: Any) -> str:
    text = value if isinstance(value, str) else json.dumps(value, sort_keys=True, ensure_ascii=False, default=str)
    return escape(text if len(text) <= MAX_CELL else text[:MAX_CELL] + f"... ({len(text)} characters)")


def _list(value: Any) -> str:
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return ", ".join(f"<code>{escape(v)}</code>" for v in value) or "<span class=small>none</span>"
    return _short(value)


def _implementation(rep: dict) -> list[str]:
    impl = rep["implementation"]
    hello = impl.get("hello") if isinstance(impl.get("hello"), dict) else {}
    rows = []
    for key in ("name", "version", "language", "homepage", "protocol"):
        if hello.get(key) not in (None, ""):
            rows.append(f"<tr><th>{key}</th><td>{_short(hello[key])}</td></tr>")
    if "capabilities" in hello:
        rows.append(f"<tr><th>capabilities</th><td>{_list(hello['capabilities'])}</td></tr>")
    if impl.get("command"):  # over the wire: whether requests were sent ahead (protocol 1.2)
        pipelined = "yes" if hello.get("pipeline") is True else "no: one request at a time"
        rows.append(f"<tr><th>pipeline</th><td>{pipelined}</td></tr>")
    rows.append(f"<tr><th>command</th><td><code>{escape(impl.get('command') or '(in process)')}</code></td></tr>")
    p = ['<h2 id="implementation">Implementation</h2>', table(None, rows)]
    games = hello.get("games")
    if isinstance(games, dict) and games:
        game_rows, rulings_of = [], {}
        for gid, decl in games.items():
            decl = decl if isinstance(decl, dict) else {}
            game_rows.append(f"<tr><td class=id><code>{escape(str(gid))}</code></td>"
                             f"<td>{_list(decl.get('editions', []))}</td><td>{_list(decl.get('variants', []))}</td></tr>")
            rulings = decl.get("rulings")
            if isinstance(rulings, dict) and rulings:
                rulings_of[gid] = [f"<tr><td class=id><code>{escape(str(rid))}</code></td><td>{_list(options)}</td></tr>"
                                   for rid, options in rulings.items()]
        p += ["<h3>Games declared</h3>", table(["game", "editions", "variants"], game_rows)]
        if rulings_of:
            p.append("<h3>Ruling options declared</h3><p class=small>Scenarios that need an option the "
                     "implementation did not declare are not applicable; every ruling's default is assumed.</p>")
        for gid, rows_of in rulings_of.items():
            p.append(f"<h4><code>{escape(str(gid))}</code></h4>" + table(["ruling", "options"], rows_of))
    elif games:
        p.append(f"<p>games: <code>{_short(games)}</code></p>")
    top_rulings = hello.get("rulings")
    if isinstance(top_rulings, dict) and top_rulings:
        p += ["<h3>Rulings (protocol 1.0 form)</h3>",
              table(["ruling", "options"], [f"<tr><td class=id><code>{escape(str(k))}</code></td><td>{_list(v)}</td></tr>"
                                             for k, v in top_rulings.items()])]
    he = impl.get("handshake_error")
    if he:
        p.append(f"<p>{chip(he['status'])} handshake failed</p><div class=\"msg\">{escape(he['message'])}</div>")
        if he.get("stderr"):
            p.append(f"<h3>stderr (tail)</h3><pre>{escape(he['stderr'])}</pre>")
    return p


def _verdict_colour(rep: dict, verdict: str) -> str:
    """The status whose colours the verdict wears: a run the budget stopped with nothing
    failed is neither a pass nor a fail (grey, as its partial badges)."""
    if rep["ok"]:
        return "pass"
    return "not_run" if verdict == INCOMPLETE else "fail"


def _summary(rep: dict) -> list[str]:
    t = rep["totals"]
    verdict = rep.get("verdict") or ("pass" if rep["ok"] else "fail")
    p = ['<h2 id="summary">Summary</h2>', f"<p><b>verdict</b> {chip(_verdict_colour(rep, verdict), verdict)}</p>"]
    if rep.get("partial"):
        p.append(f'<p class="note">partial run: {escape("; ".join(rep["partial"]))}</p>')
    p += [f'<p class="note">{escape(x)}</p>' for x in rep.get("problems") or []]
    if rep.get("cut"):
        p.append(f'<p class="note">{escape(rep["cut"])}</p>')
    items = [f"<li><b>{t.get('scenarios', 0)}</b> scenarios:</li>"]
    items += [f"<li>{chip(s)} <b>{t.get(s, 0)}</b></li>" for s in SCENARIO_STATUSES]
    if t.get("deselected"):
        items.append(f"<li>deselected <b>{t['deselected']}</b></li>")
    p.append('<ul class="totals">' + "".join(items) + "</ul>")
    failed_handshake = bool(rep["implementation"].get("handshake_error"))
    for g in rep["games"]:
        words = escape(f"{g['title']}: {badge.standing(g, failed_handshake)}")
        if badge.has_badge(g):
            p.append(f"<p>{badge.svg(badge.of_game(g, bool(rep.get('partial'))), key=g['game'])} <span class=small>"
                     f"{words}. A clause passes when every one of its applicable scenarios passes.</span></p>")
        else:
            p.append(f"<p>{words}</p>")
    p += ['<h3 id="legend">Legend</h3><p class=small>Scenarios:</p>', legend(SCENARIO_STATUSES),
          "<p class=small>Clauses:</p>", legend(CLAUSE_STATUSES, CLAUSE_MEANING)]
    return p


def _clauses(rep: dict, status_of: dict[str, str]) -> list[str]:
    present = [s for s in CLAUSE_STATUSES if any(c["status"] == s for c in rep["clauses"])]
    p = ['<h2 id="clauses">Clauses</h2>', '<div class="filter"><b>show:</b>'
         '<label><input type="radio" name="cf" id="f-all" checked> all</label>']
    p += [f'<label><input type="radio" name="cf" id="f-{s}"> {chip(s)}</label>' for s in present]
    p.append("</div>")
    failed_handshake = bool(rep["implementation"].get("handshake_error"))
    for g in rep["games"]:
        p.append(f'<h2 id="g-{escape(g["game"])}">{escape(g["title"])}: clauses</h2>')
        if not badge.has_badge(g):
            p.append(f"<p>{escape(badge.standing(g, failed_handshake))}</p>")
            continue
        clauses = [c for c in rep["clauses"] if c["game"] == g["game"]]
        order = [s["code"] for s in g.get("sections") or []]
        sections: dict[str, list[dict]] = {}
        for c in clauses:
            sections.setdefault(c["section"], []).append(c)
        for code in sorted(sections, key=lambda s: (order.index(s) if s in order else len(order), s)):
            cs = sections[code]
            stitle = cs[0]["section_title"]
            npass = sum(1 for c in cs if c["status"] == "pass")
            napp = sum(1 for c in cs if c["status"] in ("pass", "fail", "xfail"))
            head = escape(code) + (f" · {escape(stitle)}" if stitle and stitle != code else "")
            rows = []
            for c in cs:
                chips = "".join(
                    f'<a class="st st-{escape(status_of.get(sid, "skip"))}" href="#{anchor(sid)}" '
                    f'title="{escape(status_of.get(sid, ""))}">{symbol(status_of.get(sid, "skip"))} {escape(sid)}</a>'
                    for sid in c["scenarios"])
                counts = ", ".join(f"{n} {escape(s)}" for s, n in c["counts"].items())
                statement = escape(c.get("statement") or "")
                words = (f"{escape(c['title'])}<div class=small>{statement}</div>" if c["status"] in ("fail", "xfail")
                         else f'<span title="{statement}">{escape(c["title"])}</span>' if statement else escape(c["title"]))
                rows.append(f'<tr class="c c-{escape(c["status"])}"><td class=id><code>{escape(c["id"])}</code></td>'
                            f"<td>{words}</td><td>{chip(c['status'])}<div class=small>{counts}</div></td>"
                            f"<td>{chips}</td></tr>")
            p.append(f'<div class="sec"><h3>{head} <span class=small>{npass}/{napp} pass</span></h3>')
            p += table_parts(["clause", "title", "status", "scenarios"], rows)
            p.append("</div>")
    return p


def _all_scenarios(rep: dict, shown: set[str]) -> list[str]:
    p = ['<h2 id="scenarios">All scenarios, by status</h2>',
         "<p class=small>One section per status; open one to see its scenarios.</p>"]
    for status in SCENARIO_STATUSES:
        ss = [s for s in rep["scenarios"] if s["status"] == status]
        if not ss:
            continue
        rows = []
        for s in ss:
            note = f"<div class=small>{escape(s['message'][:200])}</div>" if status in ("skip", "not_run") and s.get("message") else ""
            rid = anchor(s["id"]) + ("-row" if s["id"] in shown else "")
            code = f'<code>{escape(s["id"])}</code>'
            link = f'<a href="#{anchor(s["id"])}">{code}</a>' if s["id"] in shown else code
            rows.append(f'<tr id="{rid}"><td class=id>{link}</td>'
                        f"<td>{escape(s['title'])}{note}</td><td class=small>{escape(s['feature'])}:{s['line']}</td>"
                        f"<td class='small id'>{escape(' '.join(s['clauses']))}</td>"
                        f"<td class=num>{s.get('duration', 0) * 1000:.0f} ms</td></tr>")
        is_open = " open" if status in BAD or status == "xfail" else ""
        p.append(f'<details class="status" id="st-{status}"{is_open}><summary>{chip(status)} {len(ss)} scenario(s)</summary>')
        p += table_parts(["scenario", "title", "feature", "clauses", "time"], rows)
        p.append("</details>")
    return p


def html_page(rep: dict) -> str:
    return "".join(html_parts(rep))


def html_parts(rep: dict) -> list[str]:
    """report.html in pieces, as write_reports writes it (style.page_parts)."""
    impl = rep["implementation"]
    hello = impl.get("hello") if isinstance(impl.get("hello"), dict) else {}
    suite = rep["suite"]
    status_of = {s["id"]: s["status"] for s in rep["scenarios"]}
    title = f"kuhspec conformance: {hello.get('name', impl['label'])} {hello.get('version', '')}".strip()
    meta = (f"{escape(headline(rep))} · kuhspec {escape(suite['version'])}"
            + (f" ({escape((suite.get('commit') or '')[:12])})" if suite.get("commit") else "")
            + f" · {escape(rep['generated'])} · {rep['run']['duration']:.1f}s"
            + f" · <code>{escape(impl['command'] or impl['label'])}</code>")
    bad = [s for s in rep["scenarios"] if s["status"] in BAD or s["status"] == "xfail"]
    toc = [("summary", "Summary and legend"), ("implementation", "Implementation"), ("clauses", "Clauses")]
    partial = bool(rep.get("partial"))
    toc += [(f"g-{g['game']}", f"{g['title']}: " + (badge.of_game(g, partial).message if badge.has_badge(g) else
                                                     badge.standing(g, bool(impl.get("handshake_error")))))
            for g in rep["games"]]
    if bad:
        toc.append(("failures", f"Scenarios that did not pass ({len(bad)})"))
    if rep["collection_errors"]:
        toc.append(("collection", "Collection errors"))
    if rep.get("suite_problems"):
        toc.append(("suite-problems", "Suite problems"))
    toc.append(("scenarios", "All scenarios, by status"))
    body = ['<nav class="toc"><b>Contents</b><ol>'
            + "".join(f'<li><a href="#{escape(a)}">{escape(text)}</a></li>' for a, text in toc) + "</ol></nav>"]
    body += _summary(rep) + _implementation(rep) + _clauses(rep, status_of)
    shown: set[str] = set()
    if bad:
        body.append('<h2 id="failures">Scenarios that did not pass</h2>')
        body += blocks(bad, shown, clause_index(rep))
    if rep["collection_errors"]:
        body.append('<h2 id="collection">Collection errors</h2>')
        body += [f"<h3><code>{escape(e['where'])}</code></h3><pre>{escape(e['message'])}</pre>" for e in rep["collection_errors"]]
    if rep.get("suite_problems"):
        body.append('<h2 id="suite-problems">Suite problems</h2><ul>'
                    + "".join(f"<li>{escape(p)}</li>" for p in rep["suite_problems"]) + "</ul>")
    body += _all_scenarios(rep, shown)
    return page_parts(title, f'<div class="meta">{meta}</div>', body, extra_css=_filter_css())
