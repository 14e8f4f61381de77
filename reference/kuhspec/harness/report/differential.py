"""The differential testing part of the reports (report.json `differential`, see
kuhspec.harness.differential): a problem line when it failed, the terminal lines and the
section of summary.md. Reads only the report dict."""

from __future__ import annotations

import json


def problem(diff: dict | None) -> str | None:
    """Why differential testing fails the run (None: it passed, or did not run)."""
    if not diff or diff.get("ok"):
        return None
    if diff.get("error"):
        return f"differential testing: {diff['error']}"
    d = diff.get("divergence") or {}
    t = d.get("table") or {}
    return (f"differential testing found a divergence: {d.get('observation')} differs after entry "
            f"{d.get('entry')} of {t.get('game')} {t.get('edition')} {t.get('variant')} game {t.get('index')} "
            f"(seed {t.get('seed')}, master seed {diff.get('seed')})")


def _totals(diff: dict) -> str:
    rate = diff.get("compared_per_second")
    return (f"{diff.get('games', 0)} games, {diff.get('actions', 0)} actions and {diff.get('probes', 0)} rejected "
            f"probes compared ({diff.get('compared', 0)} in all"
            + (f", {rate}/s" if rate else "") + f"), seed {diff.get('seed')}")


def console_lines(diff: dict | None) -> list[str]:
    if not diff:
        return []
    settings = ", ".join(f"{s['game']} {s['edition']} {s['variant']} ({s['games']})" for s in diff.get("settings") or [])
    lines = [f"differential: {_totals(diff)}" + (f"; {settings}" if settings else "")]
    d = diff.get("divergence")
    if d:
        lines.append(f"differential: first divergence: {d.get('observation')} after {json.dumps(d.get('action'))}")
        for item in (d.get("diff") or [])[:5]:
            lines.append(f"  {json.dumps(item, ensure_ascii=False)[:300]}")
        rep = d.get("reproduction") or {}
        files = rep.get("files") or {}
        if files.get("feature"):
            lines.append(f"differential: shrunk to {rep.get('actions')} action(s) from the state before entry "
                         f"{rep.get('from_entry')}: {files['feature']}")
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
        out += [f"**First divergence:** `{d.get('observation')}` after entry {d.get('entry')} "
                f"(`{json.dumps(d.get('action'))[:200]}`), table `{json.dumps(d.get('table'))}`.", "",
                "```json", json.dumps(d.get("diff"), indent=1, ensure_ascii=False)[:3000], "```", ""]
        if (rep.get("files") or {}).get("feature"):
            out += [f"Shrunk to {rep['actions']} action(s): `{rep['files']['feature']}`", ""]
    elif diff.get("ok"):
        out += ["No divergence.", ""]
    return out
