"""report.html's detail block of each scenario that did not pass: the clauses it cites with
their statements, its steps, the failing step, the message, expected and actual values, the
state diff, the raw wire lines of the last calls to the implementation, and its stderr.

The blocks share a size budget, so the page stays bounded however much an implementation
printed: once it is spent, the remaining blocks show the message only, and say so.
"""

from __future__ import annotations

import json
from html import escape
from typing import Any

from kuhspec.harness.report.cited import cited
from kuhspec.harness.report.html_positions import CSS as POSITIONS_CSS, positions_block
from kuhspec.harness.report.style import chip

DETAILS_BUDGET = 12 << 20  # characters of detail blocks in one page
SHORT_MESSAGE = 1000


def anchor(sid: str) -> str:
    """The page anchor of a scenario id."""
    return "s-" + "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in sid)


def _json(value: Any) -> str:
    if isinstance(value, str):
        return escape(value)
    return escape(json.dumps(value, indent=2, sort_keys=True, ensure_ascii=False, default=str))


def blocks(bad: list[dict], shown_ids: set[str], clauses: dict[str, dict] | None = None) -> list[str]:
    """The detail blocks of `bad`, within DETAILS_BUDGET; adds each id given a block to
    `shown_ids`. `clauses`: the report's clause rows by id (cited.clause_index), whose
    statements each block quotes."""
    out, used, cut = [], 0, 0
    for s in bad:
        block = scenario_block(s, clauses=clauses) if used < DETAILS_BUDGET else ""
        if not block or used + len(block) > DETAILS_BUDGET:
            block = scenario_block(s, short=True, clauses=clauses)
            cut += 1
        used += len(block)
        out.append(block)
        shown_ids.add(s["id"])
    if any(s.get("positions") for s in bad):
        out.insert(0, f"<style>{POSITIONS_CSS}</style>")  # the diagrams' layout, once
    if cut:
        out.append(f'<p class="note">The details of {cut} scenario(s) were left out to keep this page under '
                   f"{DETAILS_BUDGET >> 20} MB; report.json has what it could keep.</p>")
    return out


def _head(s: dict) -> list[str]:
    rulings = f' · rulings {escape(" ".join(s["rulings"]))}' if s.get("rulings") else ""
    was = f' · was {escape(s["raw_status"])}' if s.get("raw_status") else ""
    return [f'<div class="scn b-{escape(s["status"])}" id="{anchor(s["id"])}">'
            f'<h3>{chip(s["status"])} <code class="id">{escape(s["id"])}</code> {escape(s["title"])}</h3>',
            f'<div class=small>{escape(s["feature"])}:{s["line"]} · clauses '
            f'<span class="id">{escape(" ".join(s["clauses"]))}</span>{rulings}{was}</div>']


def scenario_block(s: dict, short: bool = False, clauses: dict[str, dict] | None = None) -> str:
    p = _head(s)
    p.append('<ul class="clauses">' + "".join(f"<li>{escape(text)}</li>" for text in cited(s, clauses or {})) + "</ul>")
    exp = s.get("expectation")
    if exp:
        link = f' <a href="{escape(exp["issue"])}">{escape(exp["issue"])}</a>' if exp.get("issue") else ""
        p.append(f"<p class=small>expected to {escape(exp['status'])}: {escape(exp.get('reason', ''))}{link}</p>")
    if short:
        message = (s.get("message") or "")[:SHORT_MESSAGE]
        p.append(f'<div class="msg">{escape(message)}</div><p class=small>details left out (page size)</p></div>')
        return "".join(p)
    p.extend(_steps(s.get("steps") or []))
    if s.get("message"):
        p.append(f'<div class="msg">{escape(s["message"])}</div>')
    if "expected" in s or "actual" in s:
        p.append(f'<div class="cols"><div><b>expected</b><pre>{_json(s.get("expected"))}</pre></div>'
                 f'<div><b>actual</b><pre>{_json(s.get("actual"))}</pre></div></div>')
    p.extend(positions_block(s, anchor(s["id"])))
    p.extend(_diff(s.get("diff") or []))
    p.extend(_calls(s.get("calls") or []))
    if s.get("stderr"):
        p.append(f"<details open><summary>implementation stderr (tail)</summary><pre>{escape(s['stderr'])}</pre></details>")
    p.append("</div>")
    return "".join(p)


def _steps(steps: list[dict]) -> list[str]:
    if not steps:
        return []
    p = ['<ol class="steps">']
    for st in steps:
        extra = ""
        if st.get("docstring"):
            extra = f"<pre>{escape(st['docstring'])}</pre>"
        elif st.get("datatable"):
            extra = "<pre>" + escape("\n".join("| " + " | ".join(map(str, r)) + " |" for r in st["datatable"])) + "</pre>"
        mark = " ← failed here" if st["status"] == "failed" else ""
        p.append(f'<li class="{escape(st["status"])}">{escape(st["keyword"])} {escape(st["text"])}{mark}{extra}</li>')
    p.append("</ol>")
    return p


def _diff(diff: list[dict]) -> list[str]:
    if not diff:
        return []
    p = ['<b>state diff</b><div class="tw"><table><thead><tr><th>path</th><th>expected</th><th>actual</th></tr></thead><tbody>']
    for d in diff:
        e = "(missing)" if d.get("missing") == "expected" else json.dumps(d.get("expected"), sort_keys=True, default=str)
        a = "(missing)" if d.get("missing") == "actual" else json.dumps(d.get("actual"), sort_keys=True, default=str)
        p.append(f"<tr><td class=id><code>{escape(d['path'])}</code></td><td><code>{escape(e)}</code></td>"
                 f"<td><code>{escape(a)}</code></td></tr>")
    p.append("</tbody></table></div>")
    return p


def _calls(calls: list[dict]) -> list[str]:
    """The raw wire lines of the last calls (over the wire), then the calls as JSON."""
    if not calls:
        return []
    p = []
    wire = [(c["n"], line) for c in calls for line in (c.get("wire") or [])]
    if wire:
        p.append(f"<b>the last {len(calls)} calls, as sent and received on the wire</b> "
                 "<span class=small>(→ request line, ← answer line; long lines are cut, saying so)</span>"
                 '<pre class="wire">')
        for n, line in wire:
            arrow, cls = ("→", "sent") if line.get("dir") == "sent" else ("←", "received")
            p.append(f'<span class="{cls}">{arrow} {escape(str(line.get("line", "")))}</span>\n')
        p.append("</pre>")
    else:
        p.append("<p class=small>No wire lines: the implementation ran in process (or the calls kept none).</p>")
    p.append(f"<details{'' if wire else ' open'}><summary>the last calls to the implementation, as JSON</summary><pre>")
    for c in calls:
        line = f"#{c['n']} {c['call']}"
        if "arg" in c:
            line += " " + json.dumps(c["arg"], sort_keys=True, ensure_ascii=False, default=str)
        if "result" in c:
            line += "\n   -> " + json.dumps(c["result"], sort_keys=True, ensure_ascii=False, default=str)
        if "raised" in c:
            line += "\n   !! " + str(c["raised"])
        p.append(escape(line) + "\n")
    p.append("</pre></details>")
    return p
