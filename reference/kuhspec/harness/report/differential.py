"""The differential testing part of the reports (report.json `differential`, see
kuhspec.harness.differential): a problem line when it failed, the terminal lines and the
section of summary.md. Reads only the report dict."""

from __future__ import annotations

import json


def where(entry, action) -> str:
    """Where a divergence showed, in words: at a load, or after the action at an index
    of the game's history (the actions played, rejected probes included, counted from 0)."""
    if not isinstance(entry, int) or entry < 0:
        return "when the position was loaded, before any action of it"
    sent = json.dumps(action.get("action") if isinstance(action, dict) and "action" in action else action,
                      ensure_ascii=False)
    return f"after action {entry} of the game (act {sent[:300]})"


def problem(diff: dict | None) -> str | None:
    """Why differential testing fails the run (None: it passed, or did not run)."""
    if not diff or diff.get("ok"):
        return None
    if diff.get("error"):
        return f"differential testing: {diff['error']}"
    d = diff.get("divergence") or {}
    t = d.get("table") or {}
    return (f"differential testing found a divergence: {d.get('observation')} differs "
            f"{where(d.get('entry'), d.get('action'))}, in {t.get('game')} {t.get('edition')} {t.get('variant')} "
            f"with {t.get('players')} players (master seed {diff.get('seed')})")


def _totals(diff: dict) -> str:
    rate = diff.get("compared_per_second")
    extra = [f"{diff['examples']} examples" if diff.get("examples") else None,
             f"{diff['workers']} workers" if (diff.get("workers") or 1) > 1 else None,
             f"budget {diff['budget']:g} s" if diff.get("budget") else None]
    return (f"{diff.get('games', 0)} games, {diff.get('actions', 0)} actions and {diff.get('probes', 0)} rejected "
            f"probes compared ({diff.get('compared', 0)} in all"
            + (f", {rate}/s" if rate else "") + f"), seed {diff.get('seed')}"
            + "".join(f", {x}" for x in extra if x))


def console_lines(diff: dict | None) -> list[str]:
    if not diff:
        return []
    settings = ", ".join(f"{s['game']} {s['edition']} {s['variant']} ({s['games']})" for s in diff.get("settings") or [])
    lines = [f"differential: {_totals(diff)}" + (f"; {settings}" if settings else "")]
    d = diff.get("divergence")
    if d:
        lines.append(f"differential: first divergence: {d.get('observation')} differs {where(d.get('entry'), d.get('action'))}")
        for item in (d.get("diff") or [])[:5]:
            lines.append(f"  {json.dumps(item, ensure_ascii=False)[:300]}")
        rep = d.get("reproduction") or {}
        files = rep.get("files") or {}
        if files.get("feature"):
            start = rep.get("from_entry")
            start = f"action {start}" if isinstance(start, int) and start > 0 else "the game's first action"
            found = rep.get("example")
            lines.append(f"differential: shrunk by hypothesis to {rep.get('actions')} action(s) from the state before "
                         f"{start}" + (f" (found in example {found}, {rep.get('replays')} shrinking replays)"
                                       if found else "") + f": {files['feature']}")
            lines.append(f"  replay it: kuhspec conform --impl CMD --features {files.get('features_dir')}")
    elif diff.get("ok"):
        lines.append("differential: no divergence")
    return lines


def markdown(diff: dict | None) -> list[str]:
    if not diff:
        return []
    out = ["### Differential testing", "", _totals(diff) + ".", "",
           "| game | edition | variant | games | actions | rejected probes | ended | abandoned |",
           "|---|---|---|---|---|---|---|---|"]
    for s in diff.get("settings") or []:
        out.append(f"| {s['game']} | {s['edition']} | {s['variant']} | {s['games']} | {s['actions']} | "
                   f"{s['probes']} | {s['over']} | {s['abandoned']} |")
    out.append("")
    if diff.get("error"):
        out += [f"**{diff['error']}**", ""]
    d = diff.get("divergence")
    if d:
        rep = d.get("reproduction") or {}
        out += [f"**First divergence:** `{d.get('observation')}` differs {where(d.get('entry'), d.get('action'))}, "
                f"table `{json.dumps(d.get('table'))}`.", "",
                "```json", json.dumps(d.get("diff"), indent=1, ensure_ascii=False)[:3000], "```", ""]
        if (rep.get("files") or {}).get("feature"):
            out += [f"Shrunk to {rep['actions']} action(s): `{rep['files']['feature']}`", ""]
    elif diff.get("ok"):
        out += ["No divergence.", ""]
    return out
