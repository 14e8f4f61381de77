"""report.html: one self-contained page (no scripts, no external resources).

A clause-by-clause matrix grouped by rulebook section, then every scenario that did not
pass with its steps, the failing step, expected and actual values, the state diff, the
last calls to the implementation and its stderr.
"""

from __future__ import annotations

import json
from html import escape
from typing import Any

from kuhspec.harness.report.markdown import headline
from kuhspec.harness.report import badge
from kuhspec.harness.results import BAD, STATUSES

CSS = """
body{font:14px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;color:#1d1d1f;background:#fafafa}
header{background:#24292f;color:#fff;padding:16px 24px}header h1{margin:0 0 4px;font-size:20px}
header .meta{opacity:.8;font-size:13px}main{padding:8px 24px 40px;max-width:1200px}
h2{margin:28px 0 8px;font-size:18px}h3{margin:20px 0 6px;font-size:15px}
table{border-collapse:collapse;width:100%;background:#fff;margin:4px 0 12px}
th,td{border:1px solid #e1e4e8;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#f3f4f6;font-weight:600}td.num{text-align:right;white-space:nowrap}
.st{display:inline-block;min-width:56px;text-align:center;border-radius:3px;padding:0 6px;font-size:12px;font-weight:600;color:#fff}
.pass{background:#2da44e}.fail{background:#cf222e}.error{background:#a40e26}.crash{background:#6e2b8b}
.timeout{background:#bc4c00}.xfail{background:#9a6700}.xpass{background:#d1242f}.skip,.untested,.untestable{background:#8c959f}
.chip{display:inline-block;margin:1px 3px 1px 0;padding:0 5px;border-radius:3px;font-size:12px;color:#fff;text-decoration:none}
.scn{background:#fff;border:1px solid #e1e4e8;border-left:4px solid #cf222e;margin:12px 0;padding:8px 12px}
.scn h3{margin:2px 0 6px}ol.steps{margin:4px 0;padding-left:22px}ol.steps li{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:13px}
li.passed{color:#1a7f37}li.failed{color:#cf222e;font-weight:600}li.not_run{color:#8c959f}
pre{background:#f6f8fa;border:1px solid #e1e4e8;padding:6px 8px;overflow:auto;max-height:360px;font-size:12px;white-space:pre-wrap;word-break:break-word}
.msg{white-space:pre-wrap;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12px;background:#fff5f5;border:1px solid #ffd6d6;padding:6px 8px}
.cols{display:grid;grid-template-columns:1fr 1fr;gap:8px}.small{font-size:12px;color:#57606a}
details summary{cursor:pointer;color:#0969da}
"""


def _st(status: str) -> str:
    return f'<span class="st {escape(status)}">{escape(status)}</span>'


def _json(value: Any) -> str:
    if isinstance(value, str):
        return escape(value)
    return escape(json.dumps(value, indent=2, sort_keys=True, ensure_ascii=False))


def _anchor(sid: str) -> str:
    return "s-" + "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in sid)


def html_page(rep: dict) -> str:
    impl = rep["implementation"]
    hello = impl.get("hello") or {}
    suite = rep["suite"]
    t = rep["totals"]
    status_of = {s["id"]: s["status"] for s in rep["scenarios"]}
    title = f"kuhspec conformance: {hello.get('name', impl['label'])} {hello.get('version', '')}".strip()
    parts: list[str] = [
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">",
        f"<title>{escape(title)}</title><style>{CSS}</style></head><body>",
        f"<header><h1>{escape(title)}</h1><div class=\"meta\">",
        f"{escape(headline(rep))} · kuhspec {escape(suite['version'])}",
        f" ({escape((suite.get('commit') or '')[:12])})" if suite.get("commit") else "",
        f" · {escape(rep['generated'])} · {rep['run']['duration']:.1f}s",
        f" · {escape(impl['command'] or impl['label'])}</div></header><main>",
    ]
    # implementation
    rows = [("name", hello.get("name")), ("version", hello.get("version")), ("language", hello.get("language")),
            ("homepage", hello.get("homepage")), ("protocol", hello.get("protocol")),
            ("games", hello.get("games")), ("rulings", hello.get("rulings")),
            ("capabilities", hello.get("capabilities")), ("command", impl.get("command"))]
    parts.append("<h2>Implementation</h2><table>")
    for k, v in rows:
        if v in (None, "", [], {}):
            continue
        val = escape(v) if isinstance(v, str) else f"<code>{escape(json.dumps(v, sort_keys=True))}</code>"
        parts.append(f"<tr><th>{k}</th><td>{val}</td></tr>")
    parts.append("</table>")
    if impl.get("handshake_error"):
        he = impl["handshake_error"]
        parts.append(f"<p>{_st(he['status'])} handshake failed</p><div class=\"msg\">{escape(he['message'])}</div>")
        if he.get("stderr"):
            parts.append(f"<h3>stderr (tail)</h3><pre>{escape(he['stderr'])}</pre>")

    # totals and badges
    parts.append("<h2>Summary</h2><table><tr><th>scenarios</th>"
                 + "".join(f"<th>{s}</th>" for s in STATUSES) + "<th>not run</th></tr>")
    parts.append(f"<tr><td class=num>{t['scenarios']}</td>"
                 + "".join(f"<td class=num>{t[s]}</td>" for s in STATUSES) + f"<td class=num>{t['not_run']}</td></tr></table>")
    for g in rep["games"]:
        parts.append(f"<p>{badge.svg(g['title'], g['clauses_passed'], g['clauses_applicable'], key=g['game'])} "
                     f"<span class=small>{g['clauses_passed']} of {g['clauses_applicable']} applicable clauses pass "
                     f"({g['clauses_total']} testable clauses in the spec). A clause passes when every one of its "
                     f"applicable scenarios passes.</span></p>")

    # clause matrix
    for g in rep["games"]:
        parts.append(f"<h2>{escape(g['title'])}: clauses</h2>")
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
            parts.append(f"<h3>{head} <span class=small>{npass}/{napp}</span></h3>")
            parts.append("<table><tr><th>clause</th><th>title</th><th>status</th><th>scenarios</th></tr>")
            for c in cs:
                chips = "".join(
                    f'<a class="chip {escape(status_of.get(sid, "skip"))}" href="#{_anchor(sid)}" '
                    f'title="{escape(status_of.get(sid, ""))}">{escape(sid)}</a>'
                    for sid in c["scenarios"]
                )
                parts.append(f"<tr><td><code>{escape(c['id'])}</code></td><td>{escape(c['title'])}</td>"
                             f"<td>{_st(c['status'])}</td><td>{chips}</td></tr>")
            parts.append("</table>")

    # failing scenarios
    bad = [s for s in rep["scenarios"] if s["status"] in BAD or s["status"] == "xfail"]
    if bad:
        parts.append("<h2>Scenarios that did not pass</h2>")
    for s in bad:
        parts.append(_scenario_block(s))

    if rep["collection_errors"]:
        parts.append("<h2>Collection errors</h2>")
        for e in rep["collection_errors"]:
            parts.append(f"<h3><code>{escape(e['where'])}</code></h3><pre>{escape(e['message'])}</pre>")
    if rep.get("suite_problems"):
        parts.append("<h2>Suite problems</h2><ul>" + "".join(f"<li>{escape(p)}</li>" for p in rep["suite_problems"]) + "</ul>")

    # all scenarios
    parts.append("<h2>All scenarios</h2><table><tr><th>scenario</th><th>title</th><th>feature</th>"
                 "<th>clauses</th><th>status</th><th>time</th></tr>")
    for s in rep["scenarios"]:
        note = ""
        if s["status"] == "skip" and s.get("message"):
            note = f"<div class=small>{escape(s['message'][:200])}</div>"
        parts.append(f"<tr id=\"{_anchor(s['id'])}-row\"><td><a href=\"#{_anchor(s['id'])}\"><code>{escape(s['id'])}</code></a></td>"
                     f"<td>{escape(s['title'])}{note}</td><td class=small>{escape(s['feature'])}:{s['line']}</td>"
                     f"<td class=small>{escape(' '.join(s['clauses']))}</td><td>{_st(s['status'])}</td>"
                     f"<td class=num>{s.get('duration', 0) * 1000:.0f} ms</td></tr>")
    parts.append("</table>")
    # scenarios without a detail block still need their anchor
    shown = {s["id"] for s in bad}
    parts.append("".join(f'<span id="{_anchor(s["id"])}"></span>' for s in rep["scenarios"] if s["id"] not in shown))
    parts.append("</main></body></html>\n")
    return "".join(parts)


def _scenario_block(s: dict) -> str:
    p = [f'<div class="scn" id="{_anchor(s["id"])}"><h3>{_st(s["status"])} <code>{escape(s["id"])}</code> {escape(s["title"])}</h3>',
         f'<div class=small>{escape(s["feature"])}:{s["line"]} · clauses {escape(" ".join(s["clauses"]))}'
         + (f' · rulings {escape(" ".join(s["rulings"]))}' if s["rulings"] else "")
         + (f' · was {escape(s["raw_status"])}' if s.get("raw_status") else "") + "</div>"]
    exp = s.get("expectation")
    if exp:
        link = f' <a href="{escape(exp["issue"])}">{escape(exp["issue"])}</a>' if exp.get("issue") else ""
        p.append(f"<p class=small>expected to {escape(exp['status'])}: {escape(exp.get('reason', ''))}{link}</p>")
    if s.get("steps"):
        p.append('<ol class="steps">')
        for st in s["steps"]:
            extra = ""
            if st.get("docstring"):
                extra = f"<pre>{escape(st['docstring'])}</pre>"
            elif st.get("datatable"):
                extra = "<pre>" + escape("\n".join("| " + " | ".join(map(str, r)) + " |" for r in st["datatable"])) + "</pre>"
            mark = " ← failed here" if st["status"] == "failed" else ""
            p.append(f'<li class="{escape(st["status"])}">{escape(st["keyword"])} {escape(st["text"])}{mark}{extra}</li>')
        p.append("</ol>")
    if s.get("message"):
        p.append(f'<div class="msg">{escape(s["message"])}</div>')
    if "expected" in s or "actual" in s:
        p.append(f'<div class="cols"><div><b>expected</b><pre>{_json(s.get("expected"))}</pre></div>'
                 f'<div><b>actual</b><pre>{_json(s.get("actual"))}</pre></div></div>')
    if s.get("diff"):
        p.append("<b>state diff</b><table><tr><th>path</th><th>expected</th><th>actual</th></tr>")
        for d in s["diff"]:
            e = "(missing)" if d.get("missing") == "expected" else json.dumps(d.get("expected"), sort_keys=True)
            a = "(missing)" if d.get("missing") == "actual" else json.dumps(d.get("actual"), sort_keys=True)
            p.append(f"<tr><td><code>{escape(d['path'])}</code></td><td><code>{escape(e)}</code></td><td><code>{escape(a)}</code></td></tr>")
        p.append("</table>")
    if s.get("calls"):
        p.append("<details><summary>last calls to the implementation</summary><pre>")
        for c in s["calls"]:
            line = f"#{c['n']} {c['call']}"
            if "arg" in c:
                line += " " + json.dumps(c["arg"], sort_keys=True, ensure_ascii=False)
            if "result" in c:
                line += "\n   -> " + json.dumps(c["result"], sort_keys=True, ensure_ascii=False)
            if "raised" in c:
                line += "\n   !! " + c["raised"]
            p.append(escape(line) + "\n")
        p.append("</pre></details>")
    if s.get("stderr"):
        p.append(f"<details open><summary>implementation stderr (tail)</summary><pre>{escape(s['stderr'])}</pre></details>")
    p.append("</div>")
    return "".join(p)
