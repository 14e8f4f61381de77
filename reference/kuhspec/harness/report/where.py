"""Where the reports went, as the terminal says it: each file with what it is for, its
path relative to the working folder when the report folder is inside it, else absolute."""

from __future__ import annotations

import os
from pathlib import Path

#: the key of write_reports' paths -> what the file is for
PURPOSE = {
    "html": "the full report, to read in a browser",
    "markdown": "the summary in Markdown, e.g. for a CI step summary",
    "junit": "JUnit XML, for a CI's test view",
    "json": "every result, for programs",
}


def shown(path: str | os.PathLike, cwd: str | os.PathLike | None = None) -> str:
    """`path` relative to `cwd` (default: the working folder) when inside it, else absolute."""
    p = Path(path).resolve()
    base = Path(cwd or os.getcwd()).resolve()
    try:
        rel = p.relative_to(base)
    except ValueError:
        return str(p)
    return rel.as_posix() or "."


def report_listing(paths: dict[str, str], short: bool = False, cwd: str | None = None) -> str:
    """The lines that say where each report is (`paths` as write_reports returns them)."""
    folder = shown(paths["dir"], cwd)
    if short:
        return f"reports: {folder}/"
    rows = [(shown(paths[k], cwd), what) for k, what in PURPOSE.items() if k in paths]
    for key in sorted(k for k in paths if k.startswith("badge:")):
        svg = shown(paths[key], cwd)
        rows.append((svg, f"badge of {key.split(':', 1)[1]} (its .json: a shields.io endpoint)"))
    width = max(len(r[0]) for r in rows) if rows else 0
    lines = [f"reports in {folder}/:"] + [f"  {p:<{width}}  {what}" for p, what in rows]
    return "\n".join(lines)
