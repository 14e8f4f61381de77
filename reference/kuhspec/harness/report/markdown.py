"""summary.md (for a CI job summary or a pull request) and the per-clause console summary
printed by `kuhspec conform`, both rendered from the report dict."""

from __future__ import annotations

import textwrap

from kuhspec.harness.report import badge, differential
from kuhspec.harness.report.cited import cited, clause_index, clause_text, failing_scenarios
from kuhspec.harness.results import BAD, STATUSES


def _md_escape(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def headline(rep: dict) -> str:
    """The run's verdict in words: pass, pass with N known failures, or fail (and partial)."""
    verdict = rep.get("verdict") or ("pass" if rep["ok"] else "fail")
    return verdict + (" (partial run: " + "; ".join(rep["partial"]) + ")" if rep.get("partial") else "")


def markdown(rep: dict, badges: dict[str, str] | None = None, published: str | None = None) -> str:
    """summary.md; `badges` maps each game to its badge's path or URL, `published` says
    where the badges are published, when they are shown from there."""
    impl = rep["implementation"]
    hello = impl.get("hello") or {}
    t = rep["totals"]
    name = f"{hello.get('name', impl['label'])} {hello.get('version', '')}".strip()
    out = [f"## kuhspec conformance: {name}", ""]
    out.append(f"{'✅' if rep['ok'] else '❌'} **{headline(rep)}**; "
               f"kuhspec {rep['suite']['version']}"
               + (f" ({rep['suite']['commit'][:12]})" if rep["suite"].get("commit") else "")
               + f", {rep['run']['duration']:.1f}s")
    out.append("")
    for problem in rep.get("problems") or []:
        out += [f"**{_md_escape(problem)}**", ""]
    if impl.get("handshake_error"):
        he = impl["handshake_error"]
        out += [f"**Handshake {he['status']}:** {_md_escape(he['message'])}", ""]
    out += _games_md(rep)
    out += ["| scenarios | " + " | ".join(STATUSES) + " |",
            "|---|" + "---|" * len(STATUSES),
            f"| {t['scenarios']} | " + " | ".join(str(t[s]) for s in STATUSES) + " |", ""]
    out += _failing_clauses_md(rep)
    bad = [s for s in rep["scenarios"] if s["status"] in BAD]
    if bad:
        out += ["### Scenarios that did not pass", "", "| scenario | status | clauses | message |", "|---|---|---|---|"]
        for s in bad[:200]:
            msg = (s.get("message") or "").strip().splitlines()
            out.append(f"| {s['id']} | {s['status']} | {' '.join(s['clauses'])} | {_md_escape(msg[0][:160] if msg else '')} |")
        if len(bad) > 200:
            out.append(f"| ... | | | {len(bad) - 200} more in report.json |")
        out.append("")
    out += differential.markdown(rep.get("differential"))
    if rep["collection_errors"]:
        out += ["### Collection errors", ""]
        for e in rep["collection_errors"]:
            out += [f"- `{e['where']}`", "", "```", e["message"][-1500:], "```", ""]
    if badges:
        title = f"### Badges (as last published at {published})" if published else "### Badges"
        out += [title, ""] + [f"![{g}]({p})" for g, p in badges.items()] + [""]
    return "\n".join(out)


def _games_md(rep: dict) -> list[str]:
    """A row per game the report holds in full (its badge's message and its clause counts),
    then one line per game the implementation did not declare."""
    partial, failed_handshake = bool(rep.get("partial")), bool(rep["implementation"].get("handshake_error"))
    out = []
    full = [g for g in rep["games"] if badge.has_badge(g)]
    if full:
        out += ["| game | badge | clauses passed | applicable | failed | known failures (xfail) |",
                "|---|---|---|---|---|---|"]
        out += [f"| {_md_escape(g['title'])} | {_md_escape(badge.of_game(g, partial).message)} | {g['clauses_passed']} | "
                f"{g['clauses_applicable']} | {g['clauses_failed']} | {g['clauses_xfail']} |" for g in full]
        out.append("")
    out += [f"{_md_escape(g['title'])}: {badge.standing(g, failed_handshake)}\n" for g in rep["games"] if not badge.has_badge(g)]
    return out


def _failing_clauses_md(rep: dict) -> list[str]:
    """Each failing clause, in words, with the scenarios that make it fail."""
    failing = [c for c in rep["clauses"] if c["status"] == "fail"]
    if not failing:
        return []
    status_of = {s["id"]: s["status"] for s in rep["scenarios"]}
    index = clause_index(rep)
    out = ["### Failing clauses", "", "| clause | failing scenarios |", "|---|---|"]
    for c in failing[:100]:
        bad = [f"{sid} ({status_of[sid]})" for sid in failing_scenarios(c, status_of)]
        more = f", and {len(bad) - 8} more" if len(bad) > 8 else ""
        out.append(f"| {_md_escape(clause_text(c['id'], index))} | {', '.join(bad[:8])}{more} |")
    if len(failing) > 100:
        out.append(f"| ... {len(failing) - 100} more in report.json | |")
    return out + [""]


def console_summary(rep: dict, quiet: bool = False) -> str:
    """The per-clause summary printed by `kuhspec conform`."""
    lines: list[str] = []
    t = rep["totals"]
    for g in rep["games"]:
        if not badge.has_badge(g):
            continue
        rows = [c for c in rep["clauses"] if c["game"] == g["game"]]
        if quiet:
            rows = [c for c in rows if c["status"] in ("fail", "xfail")]
        if rows:
            lines.append(f"{g['title']}: clauses")
        section = None
        for c in rows:
            if c["section"] != section:
                section = c["section"]
                lines.append(f"  {section}  {c['section_title'] if c['section_title'] != section else ''}".rstrip())
            counts = " ".join(f"{n} {s}" for s, n in c["counts"].items())
            lines.append(f"    {c['status']:<10} {c['id']:<12} {counts:<22} {c['title'][:60]}")
    if lines:
        lines.append("")
    failed_handshake = bool(rep["implementation"].get("handshake_error"))
    lines += [f"{g['title']}: {badge.standing(g, failed_handshake)}" for g in rep["games"]]
    parts = ", ".join(f"{t[s]} {s}" for s in STATUSES if t[s])
    lines.append(f"{t['scenarios']} scenarios: {parts or 'none'}"
                 + (f"; {t['deselected']} deselected" if t["deselected"] else ""))
    lines += differential.console_lines(rep.get("differential"))
    lines += [f"problem: {p}" for p in rep.get("problems") or []]
    lines.append(f"verdict: {headline(rep)}")
    return "\n".join(lines)


def _json_line(value, limit: int = 300) -> str:
    import json

    text = value if isinstance(value, str) else json.dumps(value, sort_keys=True, ensure_ascii=False)
    return text if len(text) <= limit else text[:limit] + f"... ({len(text)} characters)"


def console_failures(rep: dict, verbose: bool = False, limit: int = 30) -> str:
    """Each scenario that did not pass, compactly: its id and clauses, the failing step, the
    message, and expected and actual as JSON; `verbose` adds the last calls."""
    bad = [s for s in rep["scenarios"] if s["status"] in BAD]
    index = clause_index(rep)
    lines: list[str] = []
    for s in bad[:limit]:
        lines.append(f"{s['status'].upper()} {s['id']} [{', '.join(s['clauses'])}] {s['feature']}:{s['line']}")
        for text in cited(s, index):
            lines.append(textwrap.fill(text, 100, initial_indent="  clause:   ", subsequent_indent="            "))
        step = s.get("failing_step")
        if step:
            lines.append(f"  step:     {step['keyword']} {step['text']} (line {step['line']})")
        message = (s.get("message") or "").strip().splitlines()
        for i, line in enumerate(message[:4]):
            lines.append(("  message:  " if i == 0 else "            ") + line[:300])
        if "expected" in s or "actual" in s:
            lines.append(f"  expected: {_json_line(s.get('expected'))}")
            lines.append(f"  actual:   {_json_line(s.get('actual'))}")
        if verbose:
            for call in (s.get("calls") or [])[-4:]:
                arg = f"({_json_line(call['arg'], 120)})" if "arg" in call else "()"
                got = call.get("raised") or _json_line(call.get("result"), 200)
                lines.append(f"  call {call['n']}: {call['call']}{arg} -> {got}")
    if len(bad) > limit:
        lines.append(f"... and {len(bad) - limit} more (report.html lists them all)")
    return "\n".join(lines)
