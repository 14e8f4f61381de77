"""Differential testing: random legal games played on the reference engine and on an
implementation at once, compared after every action.

    kuhspec conform --impl CMD --differential [N] [--seed S]    # after the scenarios
    kuhspec differential --impl CMD [--games N] [--seed S]      # on its own

For every game, edition and variant the implementation declares, N random legal games
(tables.py) are dealt by the reference and loaded into the implementation; every action
of the reference's random player goes to both, and now and then an action the reference
rejects (probes.py). After each, the act answers, the state, the score, and each seat's
view and legal actions (where declared) are compared under the law (kuhspec.law.agree; duel.py). The first
divergence stops the run: it is reported with its seed, the history and both answers,
shrunk to a short reproduction (shrink.py) and written out as a Gherkin scenario
(reproduce.py). `run` returns the JSON that goes into report.json (``differential``).
Nothing here names a game.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path

from kuhspec.law.applicability import _names
from kuhspec.harness.recording import clip

DEFAULT_GAMES = 4  # per game, edition and variant: the default budget
DEFAULT_SEED = 1


def _capabilities(hello: dict) -> list[str]:
    return [c for c in (_names(hello.get("capabilities")) or []) if c in ("view", "legal")]


def _divergence_json(game, rep, files: dict) -> dict:
    d = game.divergence
    entry = game.history[game.at] if game.at is not None and game.at >= 0 else None
    return {
        "table": game.table.to_json(),
        "entry": game.at,
        "action": entry,
        "observation": d.get("observation"),
        "reference": clip(d.get("reference"), 4000),
        "implementation": clip(d.get("implementation"), 4000),
        "diff": d.get("diff"),
        "history_length": len(game.history),
        "history": [clip(e, 600) for e in game.history[: (game.at or 0) + 1]],
        "reproduction": {**rep.to_json(), "files": files} if rep is not None else None,
    }


def _write(out_dir: Path, game, rep, found: str) -> dict:
    """The divergence (divergence.json) and its reproduction (features/<game>/<id>.feature)."""
    from kuhspec.harness.differential.reproduce import feature

    out_dir.mkdir(parents=True, exist_ok=True)
    files = {}
    if rep is not None:
        sid, text = feature(rep.position, [e["action"] for e in rep.actions],
                            rep.divergence.get("observation", "state"), found)
        path = out_dir / "features" / game.table.game / f"{sid.lower()}.feature"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        files = {"feature": str(path), "features_dir": str(out_dir / "features"), "scenario": sid}
    full = {"table": game.table.to_json(), "start": game.start, "history": game.history,
            "entry": game.at, "divergence": game.divergence,
            "reproduction": {"position": rep.position, "actions": rep.actions} if rep is not None else None}
    (out_dir / "divergence.json").write_text(json.dumps(full, indent=1, default=str) + "\n", encoding="utf-8")
    files["divergence"] = str(out_dir / "divergence.json")
    return files


def run(hello: dict, connect: Callable, games_per: int = DEFAULT_GAMES, seed: int = DEFAULT_SEED,
        out_dir: str | None = None, label: str = "the implementation", progress: Callable | None = None,
        max_actions: int | None = None, probe_rate: float | None = None, only: dict | None = None) -> dict:
    """Play and compare (see the module); `connect()` gives a live implementation (started,
    or restarted after a crash). Returns the ``differential`` member of report.json."""
    from kuhspec.harness.differential import duel
    from kuhspec.harness.differential.shrink import shrink
    from kuhspec.harness.differential.tables import tables
    from kuhspec.interface import ImplementationError

    caps = _capabilities(hello)
    kw = {"max_actions": max_actions or duel.MAX_ACTIONS,
          "probe_rate": duel.PROBE_RATE if probe_rate is None else probe_rate}
    plan = tables(hello, games_per, seed, only)
    started = time.perf_counter()
    playing = 0.0  # seconds spent playing and comparing (not shrinking)
    per: dict[tuple, dict] = {}
    result = {"seed": seed, "games_per_setting": games_per, "max_actions": kw["max_actions"],
              "probe_rate": kw["probe_rate"], "capabilities": caps, "settings": [], "games": 0, "actions": 0,
              "probes": 0, "compared": 0, "ok": True, "divergence": None, "error": None}
    for table in plan:
        row = per.setdefault((table.game, table.edition, table.variant), {
            "game": table.game, "edition": table.edition, "variant": table.variant,
            "games": 0, "actions": 0, "probes": 0, "compared": 0, "over": 0, "abandoned": 0})
        t0 = time.perf_counter()
        try:
            game = duel.play(table, connect(), caps, **kw)
        except ImplementationError as e:
            result.update(ok=False, error=f"{table.label}: the implementation failed to start: {e}")
            break
        finally:
            playing += time.perf_counter() - t0
        row["games"] += 1
        row["actions"] += game.actions
        row["probes"] += game.probes
        row["compared"] += len(game.history)
        if game.end in ("over", "abandoned"):
            row[game.end] += 1
        if progress:
            progress(table, game)
        if game.divergence is not None:
            rep = shrink(game, connect, caps)
            from kuhspec.harness.report.differential import where

            entry = game.history[game.at] if game.at is not None and game.at >= 0 else None
            found = f"{label}, seed {seed}, {table.label}, {game.divergence['observation']} differs {where(game.at, entry)}"
            files = _write(Path(out_dir) / "differential", game, rep, found) if out_dir else {}
            result.update(ok=False, divergence=_divergence_json(game, rep, files))
            break
    result["settings"] = list(per.values())
    for key in ("games", "actions", "probes", "compared"):
        result[key] = sum(r[key] for r in result["settings"])
    seconds = time.perf_counter() - started
    result["seconds"] = round(seconds, 3)
    result["compared_per_second"] = round(result["compared"] / playing, 1) if playing > 0 else None
    if not plan:
        result.update(ok=False, error="the implementation declares no game, edition and variant the reference plays"
                                      + (" within the selection" if only and any(only.values()) else ""))
    return result
