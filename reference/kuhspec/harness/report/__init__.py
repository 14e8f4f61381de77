"""The reports of a conformance run, all rendered from one report dict (see
spec/schemas/report.schema.json), which is built from the run's RunRecord
(kuhspec.harness.results): report.json, junit.xml, summary.md, report.html and a badge per
game, written to one folder.

- build.py: the report dict from a RunRecord;
- junit.py, markdown.py (summary.md and the console summary), html_report.py: renderers;
- badge.py: shields.io endpoint JSON and self-contained SVG badges;
- where.py: the terminal's list of the reports written, with readable paths.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from kuhspec.harness.report import badge
from kuhspec.harness.report.build import REPORT_FORMAT, build_report, suite_info
from kuhspec.harness.report.html_report import html_page, html_parts
from kuhspec.harness.report.junit import write_junit
from kuhspec.harness.report.markdown import console_summary, markdown
from kuhspec.harness.report.where import report_listing, shown
from kuhspec.harness.results import RunRecord

__all__ = ["REPORT_FORMAT", "build_report", "console_summary", "html_page", "markdown", "report_listing", "shown", "suite_info",
           "write_junit", "write_reports"]


MAX_REPORT_BYTES = 12 << 20  # report.json; the other reports hold less of each scenario


def _text(value):
    """Every string made writable as UTF-8 (a lone surrogate from an implementation's answer
    is written as its escape, never a crash)."""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
            return value
        except UnicodeEncodeError:
            return value.encode("utf-8", "backslashreplace").decode("utf-8")
    if isinstance(value, dict):
        return {_text(k): _text(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_text(v) for v in value]
    return value


def _compact_length(rep: dict) -> int:
    """The length of the report's compact JSON (json.dumps, ensure_ascii=False), counted
    scenario by scenario, so that the whole text is never held; UnicodeEncodeError if some
    string is not writable as UTF-8."""
    scenarios = rep.get("scenarios")
    if not isinstance(scenarios, list) or not scenarios:
        scenarios = []
    pieces = [{**rep, "scenarios": []}, *scenarios] if scenarios else [rep]
    size = 2 * (len(scenarios) - 1) if scenarios else 0  # the ", " between scenarios in "[...]"
    for piece in pieces:
        text = json.dumps(piece, ensure_ascii=False, default=str)
        text.encode("utf-8")
        size += len(text)
    return size


def _writable(rep: dict) -> tuple[dict, int]:
    """The report with every string writable (`_text`, which copies it only when some
    string is not: a lone surrogate), and the length of its compact JSON."""
    try:
        return rep, _compact_length(rep)
    except UnicodeEncodeError:
        rep = _text(rep)
        return rep, _compact_length(rep)


def _bounded(rep: dict, size: int | None = None) -> dict:
    """The report within MAX_REPORT_BYTES: the details of scenarios (last calls, then values
    and diffs) are dropped from the end until it fits, and the report says so. `size`: the
    length of its compact JSON, if known."""
    if size is None:
        size = len(json.dumps(rep, ensure_ascii=False, default=str))
    if size <= MAX_REPORT_BYTES:
        return rep
    dropped = 0
    for keys in (("calls",), ("calls", "expected", "actual", "diff", "steps", "stderr")):
        for s in reversed(rep["scenarios"]):
            if size <= MAX_REPORT_BYTES:
                break
            before = len(json.dumps(s, ensure_ascii=False, default=str))
            if any(k in s for k in keys):
                for k in keys:
                    s.pop(k, None)
                s["message"] = (s.get("message") or "")[:1000]
                dropped += 1
                size -= before - len(json.dumps(s, ensure_ascii=False, default=str))
    rep["cut"] = (f"the report was over {MAX_REPORT_BYTES >> 20} MB: the details (last calls, values, diffs) "
                  f"of {dropped} scenario(s) were left out")
    return rep


def write_reports(run: RunRecord, out_dir: str | os.PathLike,
                  badge_url: str | None = None) -> tuple[dict, dict[str, str]]:
    """Write every report of `run` to `out_dir`; returns the report dict and the paths written.
    With `badge_url` (where the badges get published), summary.md shows them from there, so
    that a CI step summary, which cannot show files of the report folder, shows them."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    rep = _bounded(*_writable(build_report(run)))
    paths = {"dir": str(out)}
    badges = {}
    for name, text in badge.files(rep).items():
        (out / name).write_text(text, encoding="utf-8")
        if name.endswith(".svg"):
            game = name.removeprefix("badge-").removesuffix(".svg")
            badges[game] = name
            paths[f"badge:{game}"] = str(out / name)
    rep["badges"] = {g: {"svg": p, "endpoint": p.replace(".svg", ".json")} for g, p in badges.items()}
    with open(out / "report.json", "w", encoding="utf-8") as f:  # written as it is encoded: no copy in memory
        json.dump(rep, f, indent=2, ensure_ascii=False, default=str)
        f.write("\n")
    paths["json"] = str(out / "report.json")
    write_junit(rep, out / "junit.xml")
    paths["junit"] = str(out / "junit.xml")
    shown_badges = {g: f"{badge_url.rstrip('/')}/{p}" for g, p in badges.items()} if badge_url else badges
    (out / "summary.md").write_text(markdown(rep, shown_badges, badge_url), encoding="utf-8")
    paths["markdown"] = str(out / "summary.md")
    with open(out / "report.html", "w", encoding="utf-8") as f:  # piece by piece: no copy in memory
        f.writelines(html_parts(rep))
    paths["html"] = str(out / "report.html")
    return rep, paths
