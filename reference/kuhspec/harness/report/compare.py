"""Compare implementations: several conform reports (report.json) side by side, clause by
clause. `kuhspec compare` reads the reports (load_report), builds the matrix (comparison)
and renders it as Markdown and HTML (kuhspec.harness.report.compare_render).

The matrix has one column per report, named after its implementation (the hello's name
and version), and one row per clause, grouped by game. A cell is the clause's status in
that report with its scenario counts: `passed/applicable` scenarios, where the applicable
ones are those that were not skipped. A clause the report does not hold (not selected in
that run) is `absent`. A row *disagrees* when the reports that hold the clause give it
different statuses.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from dataclasses import asdict
from pathlib import Path

from kuhspec.catalogue import clause_sort_key
from kuhspec.harness.report import badge
from kuhspec.wire import protocol

MAX_INPUT_BYTES = 64 << 20  # a report is bounded far below this (kuhspec.harness.report)
APPLICABLE = ("pass", "fail", "xfail")  # the clause statuses the badge counts


class ReportError(Exception):
    """A file that is not a readable conform report; the message names the file."""


def load_report(path: str | os.PathLike) -> dict:
    """The report in `path` (a report.json, or a report folder holding one), validated by
    spec/schemas/report.schema.json."""
    p = Path(path)
    if p.is_dir():
        if not (p / "report.json").is_file():
            raise ReportError(f"{p}: a directory without a report.json in it")
        p = p / "report.json"
    try:
        size = p.stat().st_size
        if size > MAX_INPUT_BYTES:
            raise ReportError(f"{p}: {size} bytes, more than any conform report ({MAX_INPUT_BYTES >> 20} MB)")
        raw = p.read_bytes()
    except FileNotFoundError:
        raise ReportError(f"{p}: no such file") from None
    except OSError as e:
        raise ReportError(f"{p}: cannot read it: {e.strerror or e}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise ReportError(f"{p}: not UTF-8 text (byte {e.start}), so not a report.json") from None
    if not text.strip():
        raise ReportError(f"{p}: the file is empty")
    try:
        rep = json.loads(text)
    except json.JSONDecodeError as e:
        if e.pos >= len(text.rstrip()) or e.msg.startswith("Unterminated string"):  # the input ran out
            raise ReportError(f"{p}: the JSON stops in the middle (line {e.lineno}, column {e.colno}): "
                              "the file is truncated (was the run cut short?)") from None
        raise ReportError(f"{p}: not JSON ({e.msg}; line {e.lineno}, column {e.colno})") from None
    except RecursionError:
        raise ReportError(f"{p}: not a report: its JSON is nested too deeply") from None
    if not isinstance(rep, dict) or "kuhspec_report" not in rep:
        raise ReportError(f"{p}: not a kuhspec conform report (it has no kuhspec_report member; "
                          "compare reads the report.json that kuhspec conform writes)")
    fmt = rep["kuhspec_report"]
    if not isinstance(fmt, str) or not fmt.startswith("1."):
        raise ReportError(f"{p}: at /kuhspec_report: report format {protocol.short(fmt, 40)}; "
                          "this kuhspec reads format 1.x")
    problem = protocol.first_error(rep, "report.schema.json")
    if problem:
        raise ReportError(f"{p}: does not match spec/schemas/report.schema.json {protocol.short(problem, 300)}")
    return rep


def implementation_name(rep: dict) -> str:
    impl = rep["implementation"]
    hello = impl.get("hello") or {}
    name, version = hello.get("name"), hello.get("version")
    if not isinstance(name, str) or not name.strip():
        return impl["label"] or "(unnamed)"
    return f"{name} {version}".strip() if isinstance(version, str) else name


def labels(paths: list[str], reports: list[dict], names: list[str] | None = None) -> list[str]:
    """One distinct label per report: the given names in order, then the implementation's name
    and version; a repeated name gets its report's folder, and one still repeated a number."""
    names = list(names or [])
    out = [names[i] if i < len(names) else implementation_name(r) for i, r in enumerate(reports)]
    repeated = Counter(out)
    for i in range(len(names), len(out)):
        if repeated[out[i]] > 1:
            out[i] = f"{out[i]} ({_folder(paths[i])})"
    total, seen, result = Counter(out), Counter(), []
    for label in out:
        seen[label] += 1
        result.append(label if total[label] == 1 else f"{label} #{seen[label]}")
    return result


def _folder(path: str) -> str:
    p = Path(path).resolve()
    return (p if p.is_dir() else p.parent).name or str(p)


def cell(clause: dict) -> dict:
    """A clause row of a report as a matrix cell: its status and scenario counts."""
    counts = clause["counts"]
    applicable = sum(n for s, n in counts.items() if s not in ("skip", "not_run"))
    passed = counts.get("pass", 0) + counts.get("xpass", 0)
    return {"status": clause["status"], "passed": passed, "applicable": applicable, "counts": dict(counts)}


def _notes(columns: list[dict]) -> list[str]:
    notes = []
    versions = {(c["suite"]["version"], (c["suite"].get("commit") or "")[:12]) for c in columns}
    if len(versions) > 1:
        notes.append("The reports were made by different kuhspec versions, so their suites may differ: "
                     + "; ".join(f"{c['label']}: kuhspec {c['suite']['version']}"
                                 + (f" ({c['suite']['commit'][:12]})" if c["suite"].get("commit") else "")
                                 for c in columns))
    selections = {json.dumps(c["selection"], sort_keys=True) for c in columns}
    if len(selections) > 1:
        notes.append("The reports ran different selections of the suite, so a clause may be absent from some: "
                     + "; ".join(f"{c['label']}: {_selection(c['selection'])}" for c in columns))
    partial: dict[str, list[str]] = {}
    for c in columns:
        if c["partial"]:
            partial.setdefault("; ".join(c["partial"]), []).append(c["label"])
    for why, who in partial.items():
        subject = "Every report is" if len(who) == len(columns) > 1 else " and ".join(who) + (" are" if len(who) > 1 else " is")
        notes.append(f"{subject} a partial run ({why}): the counts cover only what ran.")
    for c in columns:
        if c["handshake_error"]:
            notes.append(f"{c['label']} failed its handshake: {protocol.short(c['handshake_error'].get('message'), 300)}")
    if len(columns) == 1:
        notes.append("Only one report was given: there is nothing to compare it with.")
    return notes


def _selection(selection: dict) -> str:
    chosen = [f"{k} {', '.join(v)}" for k, v in sorted(selection.items()) if v]
    return "; ".join(chosen) or "the whole suite"


def comparison(paths: list[str], reports: list[dict], names: list[str] | None = None) -> dict:
    """The clause-by-clause matrix of the reports (plain data; see the module docstring)."""
    columns = []
    for path, rep, label in zip(paths, reports, labels(paths, reports, names)):
        columns.append({
            "label": label, "path": str(path), "name": implementation_name(rep), "suite": rep["suite"],
            "verdict": rep.get("verdict") or ("pass" if rep["ok"] else "fail"), "ok": rep["ok"],
            "partial": list(rep.get("partial") or []), "selection": rep["run"].get("selection") or {},
            "handshake_error": rep["implementation"].get("handshake_error"), "totals": rep["totals"],
            "generated": rep["generated"],
        })
    games: dict[str, dict] = {}
    for rep in reports:
        for g in rep["games"]:
            games.setdefault(g["game"], {"game": g["game"], "title": g["title"], "sections": g.get("sections") or []})
    out_games = []
    for gid, g in games.items():
        order = {s["code"]: i for i, s in enumerate(g["sections"])}
        rows: dict[str, dict] = {}
        for i, rep in enumerate(reports):
            for c in rep["clauses"]:
                if c["game"] != gid:
                    continue
                row = rows.setdefault(c["id"], {"id": c["id"], "title": c["title"], "section": c["section"],
                                                "section_title": c["section_title"], "cells": [None] * len(reports)})
                row["title"] = row["title"] or c["title"]
                row["cells"][i] = cell(c)
        for row in rows.values():
            statuses = {x["status"] for x in row["cells"] if x is not None}
            row["disagree"] = len(statuses) > 1
        ordered = sorted(rows.values(), key=lambda r: (order.get(r["section"], len(order)), r["section"],
                                                       clause_sort_key(r["id"])))
        totals = []
        for rep in reports:
            row = next((x for x in rep["games"] if x["game"] == gid), None)
            totals.append(None if row is None else {
                **{k: row[k] for k in ("declared", "clauses_passed", "clauses_applicable", "clauses_failed",
                                       "clauses_xfail", "clauses_total", "percent")},
                "badge": asdict(badge.of_game(row, bool(rep.get("partial")))) if badge.has_badge(row) else None,
                "standing": badge.standing(row, bool(rep["implementation"].get("handshake_error")))})
        out_games.append({"game": gid, "title": g["title"], "clauses": ordered, "totals": totals,
                          "disagree": sum(1 for r in ordered if r["disagree"])})
    return {"columns": columns, "games": out_games, "notes": _notes(columns),
            "disagree": sum(g["disagree"] for g in out_games),
            "clauses": sum(len(g["clauses"]) for g in out_games)}
