"""Reports of a conformance run, all built from one report dict (see
spec/schemas/report.schema.json): report.json, junit.xml, summary.md, report.html and the
badges, written to one folder.
"""

from __future__ import annotations

import datetime
import json
import os
import platform
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kuhspec import __version__
from kuhspec.harness import badge
from kuhspec.harness.results import BAD, STATUSES, clause_status, count
from kuhspec.catalogue import CLAUSE_RE, CatalogueError, catalogue, clause_sort_key
from kuhspec.resources import PACKAGE_DIR, repo_root

if TYPE_CHECKING:
    from kuhspec.harness.plugin import Harness

REPORT_FORMAT = "1.0"


def suite_info() -> dict:
    info: dict[str, Any] = {"name": "kuhspec", "version": __version__, "commit": None}
    build = PACKAGE_DIR / "_data" / "build.json"
    if build.is_file():
        try:
            info.update({k: v for k, v in json.loads(build.read_text()).items() if k in ("commit", "dirty")})
        except (OSError, ValueError):
            pass
        return info
    root = repo_root()
    if root is not None:
        try:
            commit = subprocess.run(["git", "rev-parse", "HEAD"], cwd=root, capture_output=True, text=True, timeout=5)
            if commit.returncode == 0:
                info["commit"] = commit.stdout.strip()
                dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=root,
                                       capture_output=True, text=True, timeout=5)
                info["dirty"] = bool(dirty.stdout.strip())
        except (OSError, subprocess.SubprocessError):
            pass
    return info


def _game_of(result) -> str | None:
    if result.game:
        return result.game
    for c in result.clauses:
        if g := catalogue().game_of_clause(c):
            return g.id
    return None


def _section_of(cid: str) -> str:
    m = CLAUSE_RE.match(cid)
    return m["section"] if m else "?"


class _NoGame:
    """Stands in for a game the catalogue does not know (a scenario citing one, say)."""

    def __init__(self, game: str):
        self.id, self.title, self.clauses, self.sections = game, game, {}, {}

    def active_clauses(self):
        return []


def _game_of_clause(cid: str) -> str | None:
    g = catalogue().game_of_clause(cid)
    return g.id if g else None


def build_report(h: "Harness") -> dict:
    results = list(h.results.values())
    selection_given = any(h.selection.values())
    declared_games = set(((h.hello or {}).get("games") or {}))
    games = sorted({g for r in results if (g := _game_of(r))} | ({g for g in h.selection["games"]}))

    # clause roll-up
    by_clause: dict[str, list] = {}
    for r in results:
        for c in r.clauses:
            by_clause.setdefault(c, []).append(r)
    clauses: list[dict] = []
    game_rows: list[dict] = []
    for game in games:
        try:
            reg = catalogue().game(game)
            problem = None
        except CatalogueError as err:
            reg, problem = _NoGame(game), err.message
        ids = set(c for c in by_clause if _game_of_clause(c) == game)
        if not selection_given:
            ids |= {c.id for c in reg.active_clauses()}
        rows = []
        order = {code: i for i, code in enumerate(reg.sections)}

        def key(cid: str) -> tuple:
            info = reg.clauses.get(cid)
            section = info.section if info else _section_of(cid)
            return (order.get(section, len(order)), section, clause_sort_key(cid))

        for cid in sorted(ids, key=key):
            info = reg.clauses.get(cid)
            rs = by_clause.get(cid, [])
            statuses = [r.status for r in rs]
            if rs:
                status = clause_status(statuses)
            elif info is not None and not info.testable:
                status = "untestable"
            else:
                status = "untested"
            section = info.section if info else _section_of(cid)
            row = {
                "id": cid,
                "game": game,
                "section": section,
                "section_title": reg.sections[section].title if section in reg.sections else section,
                "title": info.title if info else "",
                "known": info is not None,
                "testable": info.testable if info else True,
                "status": status,
                "counts": {k: v for k, v in count(statuses).items() if v},
                "scenarios": [r.id for r in rs],
            }
            if info is not None and info.status == "retired":
                row["retired"] = True
            rows.append(row)
        clauses.extend(rows)
        applicable = [r for r in rows if r["status"] in ("pass", "fail", "xfail")]
        passed = sum(1 for r in applicable if r["status"] == "pass")
        game_rows.append({
            "game": game,
            "title": reg.title,
            "declared": game in declared_games,
            "clauses_total": sum(1 for c in reg.active_clauses() if c.testable),
            "clauses_applicable": len(applicable),
            "clauses_passed": passed,
            "clauses_failed": sum(1 for r in applicable if r["status"] == "fail"),
            "clauses_xfail": sum(1 for r in applicable if r["status"] == "xfail"),
            "percent": (100 * passed // len(applicable)) if applicable else None,
            "sections": [{"code": code, "title": sec.title} for code, sec in reg.sections.items()],
            "registry_problem": problem,
        })

    totals = count(r.status for r in results)
    totals["scenarios"] = len(results)
    totals["not_run"] = max(0, len(h.selected) - len(results))
    totals["deselected"] = h.deselected
    ok = (
        not any(totals[s] for s in BAD)
        and not h.collection_errors
        and not h.interrupted
        and totals["not_run"] == 0
        and h.handshake_error is None
    )
    duration = (h.finished or datetime.datetime.now().timestamp()) - h.started
    return {
        "kuhspec_report": REPORT_FORMAT,
        "generated": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "suite": suite_info(),
        "implementation": {
            "command": None if h.in_process else h.impl_spec,
            "in_process": h.in_process,
            "label": h.impl_label,
            "hello": h.hello,
            "handshake_error": h.handshake_error,
        },
        "run": {
            "selection": h.selection,
            "expectations": h.expectations_path,
            "timeout": h.timeout,
            "duration": round(duration, 3),
            "interrupted": h.interrupted,
            "python": platform.python_version(),
            "platform": sys.platform,
        },
        "ok": ok,
        "totals": totals,
        "games": game_rows,
        "clauses": clauses,
        "scenarios": [r.to_json() for r in results],
        "collection_errors": list(h.collection_errors),
        "suite_problems": list(h.suite_problems),
    }


# -- writers ---------------------------------------------------------------------------------


def write_junit(rep: dict, path: Path) -> None:
    suites = ET.Element("testsuites", name="kuhspec conform")
    by_feature: dict[str, list[dict]] = {}
    for s in rep["scenarios"]:
        by_feature.setdefault(s["feature"] or "?", []).append(s)
    tot = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0, "time": 0.0}
    for feature, scen in by_feature.items():
        suite = ET.SubElement(suites, "testsuite", name=feature)
        n = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0, "time": 0.0}
        for s in scen:
            n["tests"] += 1
            n["time"] += s.get("duration", 0.0)
            case = ET.SubElement(
                suite, "testcase",
                classname=feature.removesuffix(".feature").replace("/", "."),
                name=f"{s['id']}: {s['title']}",
                time=f"{s.get('duration', 0.0):.3f}",
                file=feature, line=str(s.get("line", 0)),
            )
            props = ET.SubElement(case, "properties")
            for c in s["clauses"]:
                ET.SubElement(props, "property", name="clause", value=c)
            for rt in s["rulings"]:
                ET.SubElement(props, "property", name="ruling", value=rt)
            status, msg = s["status"], s.get("message", "")
            first = msg.strip().splitlines()[0][:300] if msg.strip() else status
            if status == "fail" or status == "xpass":
                n["failures"] += 1
                el = ET.SubElement(case, "failure", type=status, message=first)
                el.text = _failure_text(s)
            elif status in ("error", "crash", "timeout"):
                n["errors"] += 1
                el = ET.SubElement(case, "error", type=status, message=first)
                el.text = _failure_text(s)
            elif status in ("skip", "xfail"):
                n["skipped"] += 1
                reason = first if status == "skip" else f"xfail: {(s.get('expectation') or {}).get('reason', '')}"
                ET.SubElement(case, "skipped", message=reason)
            if s.get("stderr"):
                ET.SubElement(case, "system-err").text = s["stderr"]
        for k in ("tests", "failures", "errors", "skipped"):
            suite.set(k, str(n[k]))
            tot[k] += n[k]
        suite.set("time", f"{n['time']:.3f}")
        tot["time"] += n["time"]
    for err in rep["collection_errors"]:
        suite = ET.SubElement(suites, "testsuite", name="collection", tests="1", errors="1", failures="0", skipped="0")
        case = ET.SubElement(suite, "testcase", classname="collection", name=err["where"])
        ET.SubElement(case, "error", type="collection", message="collection failed").text = err["message"]
        tot["tests"] += 1
        tot["errors"] += 1
    for k in ("tests", "failures", "errors", "skipped"):
        suites.set(k, str(tot[k]))
    suites.set("time", f"{tot['time']:.3f}")
    ET.indent(suites)
    ET.ElementTree(suites).write(path, encoding="utf-8", xml_declaration=True)


def _failure_text(s: dict) -> str:
    lines = [s.get("message", "")]
    if s.get("failing_step"):
        fs = s["failing_step"]
        lines.append(f"failing step (line {fs['line']}): {fs['keyword']} {fs['text']}")
    if "expected" in s:
        lines.append("expected: " + json.dumps(s["expected"], sort_keys=True))
        lines.append("actual:   " + json.dumps(s["actual"], sort_keys=True))
    for d in (s.get("diff") or [])[:30]:
        lines.append(f"  {d['path']}: expected {json.dumps(d.get('expected'))}, actual {json.dumps(d.get('actual'))}")
    return "\n".join(x for x in lines if x)


def _md_escape(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def markdown(rep: dict, badges: dict[str, str] | None = None) -> str:
    impl = rep["implementation"]
    hello = impl.get("hello") or {}
    t = rep["totals"]
    name = f"{hello.get('name', impl['label'])} {hello.get('version', '')}".strip()
    out = [f"## kuhspec conformance: {name}", ""]
    out.append(f"{'✅ all applicable scenarios pass' if rep['ok'] else '❌ the run failed'}; "
               f"kuhspec {rep['suite']['version']}"
               + (f" ({rep['suite']['commit'][:12]})" if rep["suite"].get("commit") else "")
               + f", {rep['run']['duration']:.1f}s")
    out.append("")
    if impl.get("handshake_error"):
        he = impl["handshake_error"]
        out += [f"**Handshake {he['status']}:** {_md_escape(he['message'])}", ""]
    out += ["| game | clauses passed | applicable | failed | known failures (xfail) |", "|---|---|---|---|---|"]
    for g in rep["games"]:
        out.append(f"| {g['title']} | {g['clauses_passed']} | {g['clauses_applicable']} | {g['clauses_failed']} | {g['clauses_xfail']} |")
    out += ["", "| scenarios | " + " | ".join(STATUSES) + " | not run |",
            "|---|" + "---|" * (len(STATUSES) + 1),
            f"| {t['scenarios']} | " + " | ".join(str(t[s]) for s in STATUSES) + f" | {t['not_run']} |", ""]
    failing_clauses = [c for c in rep["clauses"] if c["status"] == "fail"]
    if failing_clauses:
        out += ["### Failing clauses", "", "| clause | title | scenarios |", "|---|---|---|"]
        for c in failing_clauses[:100]:
            bad = [s for s in c["scenarios"]]
            out.append(f"| {c['id']} | {_md_escape(c['title'])} | {', '.join(bad[:8])}{' ...' if len(bad) > 8 else ''} |")
        out.append("")
    bad = [s for s in rep["scenarios"] if s["status"] in BAD]
    if bad:
        out += ["### Scenarios that did not pass", "", "| scenario | status | clauses | message |", "|---|---|---|---|"]
        for s in bad[:200]:
            msg = (s.get("message") or "").strip().splitlines()
            out.append(f"| {s['id']} | {s['status']} | {' '.join(s['clauses'])} | {_md_escape(msg[0][:160] if msg else '')} |")
        if len(bad) > 200:
            out.append(f"| ... | | | {len(bad) - 200} more in report.json |")
        out.append("")
    if rep["collection_errors"]:
        out += ["### Collection errors", ""]
        for e in rep["collection_errors"]:
            out += [f"- `{e['where']}`", "", "```", e["message"][-1500:], "```", ""]
    if badges:
        out += ["### Badges", ""] + [f"![{g}]({p})" for g, p in badges.items()] + [""]
    return "\n".join(out)


def console_summary(rep: dict, quiet: bool = False) -> str:
    """The per-clause summary printed by `kuhspec conform`."""
    lines: list[str] = []
    t = rep["totals"]
    for g in rep["games"]:
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
    for g in rep["games"]:
        pct = f" ({g['percent']}%)" if g["percent"] is not None else ""
        lines.append(f"{g['title']}: {g['clauses_passed']}/{g['clauses_applicable']} applicable clauses pass{pct}"
                     f" ({g['clauses_total']} testable clauses in the spec)")
    parts = ", ".join(f"{t[s]} {s}" for s in STATUSES if t[s])
    lines.append(f"{t['scenarios']} scenarios: {parts or 'none'}"
                 + (f"; {t['not_run']} not run" if t["not_run"] else "")
                 + (f"; {t['deselected']} deselected" if t["deselected"] else ""))
    return "\n".join(lines)


def write_reports(h: "Harness", out_dir: str | os.PathLike) -> dict[str, str]:
    from kuhspec.harness.html_report import html_page

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    rep = build_report(h)
    paths = {"dir": str(out)}
    badges = {}
    for g in rep["games"]:
        if not g["declared"] and not g["clauses_applicable"]:
            continue
        stem = f"badge-{g['game']}"
        (out / f"{stem}.json").write_text(
            json.dumps(badge.endpoint_json(g["title"], g["clauses_passed"], g["clauses_applicable"]), indent=2) + "\n",
            encoding="utf-8",
        )
        (out / f"{stem}.svg").write_text(badge.svg(g["title"], g["clauses_passed"], g["clauses_applicable"]), encoding="utf-8")
        badges[g["game"]] = f"{stem}.svg"
        paths[f"badge:{g['game']}"] = str(out / f"{stem}.svg")
    rep["badges"] = {g: {"svg": p, "endpoint": p.replace(".svg", ".json")} for g, p in badges.items()}
    (out / "report.json").write_text(json.dumps(rep, indent=2, ensure_ascii=False, default=str) + "\n", encoding="utf-8")
    paths["json"] = str(out / "report.json")
    write_junit(rep, out / "junit.xml")
    paths["junit"] = str(out / "junit.xml")
    (out / "summary.md").write_text(markdown(rep, badges), encoding="utf-8")
    paths["markdown"] = str(out / "summary.md")
    (out / "report.html").write_text(html_page(rep), encoding="utf-8")
    paths["html"] = str(out / "report.html")
    h.report = rep
    return paths
