"""Differential testing: random legal games played on the reference engine and on an
implementation at once, compared after every action, as a hypothesis state machine.

    kuhspec conform --impl CMD --differential [N] [--seed S]    # after the scenarios
    kuhspec differential --impl CMD [--games N] [--seed S] [--budget SECONDS] [--workers N]
                         [--database PATH|URL]                  # on its own

For every game the implementation declares, hypothesis runs that game's state machine
(machine.py): it deals tables of the declared editions, variants and ruling options
(tables.py), plays the reference's random player's actions on both engines, and now and then
an action the reference rejects (probes.py). After each, the act answers, the state, the
score, and each seat's view and legal actions (where declared) are compared under the law
(kuhspec.law.agree; duel.py). The first divergence stops the run: hypothesis shrinks it,
keeps it in its example database (examples.py) and it is written out as a Gherkin scenario
(reproduce.py). campaign.py runs the machines, under a budget, on several processes.
`run` returns the JSON that goes into report.json (``differential``). Nothing here names a
game.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path

from kuhspec.harness.recording import clip

DEFAULT_GAMES = 4  # examples per game, edition and variant without a budget
DEFAULT_SEED = 1
SHRINK_SECONDS = 30.0  # how long shrinking a divergence may take


def _divergence_json(found: dict, files: dict) -> dict:
    d = found["divergence"]
    entry = found["entry"]
    history = found["history"]
    return {
        "table": found["table"],
        "entry": entry,
        "from_entry": found["from_entry"],
        "action": history[entry] if entry >= 0 else None,
        "observation": d.get("observation"),
        "reference": clip(d.get("reference"), 4000),
        "implementation": clip(d.get("implementation"), 4000),
        "diff": d.get("diff"),
        "history_length": len(history),
        "history": [clip(e, 600) for e in history[: max(entry, found["from_entry"] - 1) + 1]],
        "reproduction": {"from_entry": found["from_entry"], "actions": len(found["actions"]), "shrunk": True,
                         "observation": d.get("observation"), "example": found["example"],
                         "replays": found["shrink_examples"], "flaky": found["flaky"], "files": files},
    }


def _write(out_dir: Path, found: dict, label: str, seed: int) -> dict:
    """The divergence (divergence.json) and its reproduction (features/<game>/<id>.feature)."""
    from kuhspec.harness.differential.reproduce import feature
    from kuhspec.harness.report.differential import where

    out_dir.mkdir(parents=True, exist_ok=True)
    table, d = found["table"], found["divergence"]
    entry = found["entry"]
    said = where(entry, found["history"][entry] if entry >= 0 else None)
    text_found = (f"{label}, seed {seed}, {table['game']} {table['edition']} {table['variant']} "
                  f"({table['players']} players), {d['observation']} differs {said}")
    sid, text = feature(found["position"], [e["action"] for e in found["actions"]], d.get("observation", "state"),
                        text_found)
    path = out_dir / "features" / table["game"] / f"{sid.lower()}.feature"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    files = {"feature": str(path), "features_dir": str(out_dir / "features"), "scenario": sid}
    full = {"table": table, "start": found["start"], "history": found["history"], "entry": entry,
            "divergence": d, "reproduction": {"position": found["position"], "actions": found["actions"],
                                              "from_entry": found["from_entry"]}}
    (out_dir / "divergence.json").write_text(json.dumps(full, indent=1, default=str) + "\n", encoding="utf-8")
    files["divergence"] = str(out_dir / "divergence.json")
    return files


def run(hello: dict, connect: Callable | None, games_per: int = DEFAULT_GAMES, seed: int = DEFAULT_SEED,
        out_dir: str | None = None, label: str = "the implementation", progress: Callable | None = None,
        max_actions: int | None = None, probe_rate: float | None = None, only: dict | None = None,
        budget: float | None = None, workers: int = 1, database: str | None = None, impl: str | None = None,
        timeout: float = 10.0, quiet: bool = True, shrink: float | None = None, settle: bool = False) -> dict:
    """Play and compare (see the module); `connect()` gives a live implementation (started,
    or restarted after a crash). With `workers` > 1 each worker process starts its own
    implementation from `impl` (a command, or python:module:Class). `settle`: this process
    runs the campaign and nothing after it (campaign.settle). Returns the ``differential``
    member of report.json."""
    from hypothesis import __version__ as hypothesis_version

    from kuhspec.harness.differential import campaign, workers as pool
    from kuhspec.harness.differential.examples import describe
    from kuhspec.harness.differential.machine import MAX_ACTIONS, PROBE_SHARE
    from kuhspec.harness.differential.tables import settings

    plan = campaign.Plan(games_per=games_per, seed=seed, budget=budget, workers=max(1, workers), database=database,
                         only=only, probe_rate=PROBE_SHARE if probe_rate is None else probe_rate,
                         max_actions=max_actions or MAX_ACTIONS, impl=impl, timeout=timeout, quiet=quiet,
                         shrink_seconds=SHRINK_SECONDS if shrink is None else shrink)
    if settle and plan.workers == 1:
        campaign.settle()  # on the clock: it is part of the search
    result = {"seed": seed, "games_per_setting": games_per, "max_actions": plan.max_actions,
              "shrink_seconds": plan.shrink_seconds,
              "probe_rate": plan.probe_rate, "capabilities": campaign.capabilities(hello), "budget": budget,
              "workers": plan.workers, "database": describe(database), "engine": f"hypothesis {hypothesis_version}",
              "settings": [], "examples": 0, "games": 0, "actions": 0, "probes": 0, "compared": 0, "alone": 0,
              "ok": True, "divergence": None, "error": None}
    if not settings(hello, only):
        result.update(ok=False, error="the implementation declares no game, edition and variant the reference plays"
                                      + (" within the selection" if only and any(only.values()) else ""))
        result["seconds"] = 0.0
        return result
    if plan.workers > 1:
        parts = pool.spread(plan)
    else:
        parts = [campaign.play(hello, connect, plan, progress=progress)]
    rows: dict[tuple, dict] = {}
    for part in parts:
        result["examples"] += part["examples"]
        for row in part["rows"]:
            key = (row["game"], row["edition"], row["variant"])
            if key not in rows:
                rows[key] = dict(row)
                continue
            for k, v in row.items():
                if isinstance(v, int):
                    rows[key][k] = rows[key].get(k, 0) + v
    result["settings"] = list(rows.values())
    for k in ("games", "actions", "probes", "compared", "alone"):
        result[k] = sum(r.get(k, 0) for r in result["settings"])
    errors = [p["error"] for p in parts if p.get("error")]
    found = sorted((p["found"] for p in parts if p.get("found")), key=lambda f: f["seconds"])
    if found:
        first = found[0]
        files = _write(Path(out_dir) / "differential", first, label, seed) if out_dir else {}
        result.update(ok=False, divergence=_divergence_json(first, files), seconds_to_divergence=first["seconds"])
    elif errors:
        result.update(ok=False, error="; ".join(dict.fromkeys(errors)))
    seconds = time.time() - plan.started
    result["seconds"] = round(seconds, 3)
    searching = result.get("seconds_to_divergence") or seconds
    result["compared_per_second"] = round(result["compared"] / searching, 1) if searching > 0 else None
    return result
