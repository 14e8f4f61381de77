"""The report dict of a conformance run (spec/schemas/report.schema.json), built from its
RunRecord: plain data, no live harness objects. Every other report is rendered from it.
"""

from __future__ import annotations

import datetime
import json
import platform
import subprocess
import sys
from typing import Any

from kuhspec import __version__
from kuhspec.harness.report import differential
from kuhspec.harness.results import BAD, RunRecord, clause_status, count
from kuhspec.catalogue import CLAUSE_RE, CatalogueError, Game, catalogue, clause_sort_key
from kuhspec.resources import PACKAGE_DIR, repo_root

REPORT_FORMAT = "1.2"  # 1.1: a step may end `skipped`; a clause row carries its `statement`
# 1.2: the run's budget (`run.budget`); the status `not_run` of a scenario and a clause; the
# verdict `incomplete` (kuhspec.budget)
INCOMPLETE = "incomplete: the budget ran out"  # the verdict of a run the budget stopped, where nothing failed


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


def _partial(run: RunRecord, totals: dict) -> list[str]:
    """Why the run is not complete (empty: it is): its badges must not pass for a full run's."""
    out = []
    for key, values in run.selection.items():
        if values:
            out.append(f"selected by {key}: {', '.join(values)}")
    if run.legal_probes is not None:
        out.append(f"legal() entries tried with act(): at most {run.legal_probes} per position")
    if run.stopped:
        out.append("stopped early")
    if run.budget and run.budget["ran_out"]:
        out.append(f"the budget of {run.budget['seconds']:g}s ran out")
    if run.interrupted:
        out.append("interrupted")
    if totals["not_run"]:
        out.append(f"{totals['not_run']} not run")
    return out


def _not_run(run: RunRecord, rows: list[dict], applicable: list[dict]) -> str | None:
    """Why none of a game's scenarios ran, when the budget ran out first or the run stopped
    after its failures (report.json `games[].not_run`): before the handshake (no game was
    declared), or before the game's turn."""
    ran_out = bool(run.budget and run.budget["ran_out"])
    if not (ran_out or run.stopped) or applicable:
        return None
    if ran_out and run.hello is None and run.handshake_error is None:
        return "the budget ran out before the handshake"
    if any(r["status"] == "not_run" for r in rows):
        return f"{'the budget ran out' if ran_out else 'the run stopped early'} before any of its scenarios ran"
    return None


def _nothing_applies(run: RunRecord) -> str:
    hello = run.hello or {}
    games = hello.get("games")
    declared = ", ".join(sorted(map(str, games))) if isinstance(games, (dict, list)) and games else "none"
    try:
        known = ", ".join(sorted(catalogue().games))
    except CatalogueError:
        known = "?"
    return (f"no scenario applies to the implementation: its hello declares the games {declared}; "
            f"the suite has {known}")


def _left_out(reg, hello: dict | None) -> list[str]:
    """What of the game the implementation leaves out (kuhspec.law.coverage); nothing can be
    said of a game the catalogue does not know."""
    from kuhspec.law.coverage import left_out

    return left_out(reg, hello) if isinstance(reg, Game) else []


def build_report(run: RunRecord) -> dict:
    results = list(run.results)
    selection_given = any(run.selection.values())
    declared_games = set(((run.hello or {}).get("games") or {}))
    games = sorted({g for r in results if (g := _game_of(r))} | set(run.selection.get("games", [])))

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
                **({"statement": " ".join(info.statement.split())} if info is not None and info.statement else {}),
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
            "left_out": _left_out(reg, run.hello),
            "clauses_total": sum(1 for c in reg.active_clauses() if c.testable),
            "clauses_applicable": len(applicable),
            "clauses_passed": passed,
            "clauses_failed": sum(1 for r in applicable if r["status"] == "fail"),
            "clauses_xfail": sum(1 for r in applicable if r["status"] == "xfail"),
            "percent": (100 * passed // len(applicable)) if applicable else None,
            "sections": [{"code": code, "title": sec.title} for code, sec in reg.sections.items()],
            "registry_problem": problem,
            **({"not_run": why} if (why := _not_run(run, rows, applicable)) else {}),
        })

    totals = count(r.status for r in results)
    totals["scenarios"] = len(results)
    totals["not_run"] += max(0, run.selected - len(results))  # and those a stop after failures did not list
    totals["deselected"] = run.deselected
    partial = _partial(run, totals)
    problems = []
    if run.stopped:
        problems.append(f"the run stopped early: {run.stopped}")
    if results and run.handshake_error is None and all(r.status == "skip" for r in results):
        problems.append(_nothing_applies(run))
    if differential.problem(run.differential):
        problems.append(differential.problem(run.differential))
    failed = (any(totals[s] for s in BAD) or run.collection_errors or run.interrupted
              or run.handshake_error is not None or problems)
    ok = not failed and totals["not_run"] == 0
    known = totals["xfail"]
    verdict = ("fail" if failed or (not ok and not (run.budget and run.budget["ran_out"])) else INCOMPLETE if not ok
               else f"pass with {known} known failure{'s' if known != 1 else ''}" if known else "pass")
    duration = (run.finished or datetime.datetime.now().timestamp()) - run.started
    return {
        "kuhspec_report": REPORT_FORMAT,
        "generated": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "suite": suite_info(),
        "implementation": {
            "command": run.impl_command,
            "in_process": run.in_process,
            "label": run.impl_label,
            "hello": run.hello,
            "handshake_error": run.handshake_error,
        },
        "run": {
            "selection": run.selection,
            "expectations": run.expectations,
            "timeout": run.timeout,
            "duration": round(duration, 3),
            "interrupted": run.interrupted,
            **({"budget": run.budget} if run.budget is not None else {}),
            "python": platform.python_version(),
            "platform": sys.platform,
        },
        "ok": ok,
        "verdict": verdict,
        "partial": partial,
        "problems": problems,
        "totals": totals,
        "games": game_rows,
        "clauses": clauses,
        "scenarios": [r.to_json() for r in results],
        "collection_errors": list(run.collection_errors),
        "suite_problems": list(run.suite_problems),
        **({"differential": run.differential} if run.differential is not None else {}),
    }
