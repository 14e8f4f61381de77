"""docs/badges/: the README's badges, made by the code that makes every run's badges
(kuhspec.harness.report.badge.files) from a full run of the reference engine.

    python -m kuhspec.docs.badges                       # run the reference (`kuhspec conform`, the
                                                        # whole suite, in process), write docs/badges/
    python -m kuhspec.docs.badges --report DIR          # from that run's report folder (or report.json)
    python -m kuhspec.docs.badges --check [--report DIR]  # write nothing; exit 1 naming each stale badge

A report of a partial run (a selection, a stop, scenarios not run) or of another
implementation is refused: the README's badges say what the reference scores on the whole
suite. tests/harness/test_report_matrix.py checks them against a full run of the reference.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

from kuhspec.harness.report import badge
from kuhspec.harness.report.compare import ReportError, load_report
from kuhspec.docs.cli import docs_folder

REGENERATE = "python -m kuhspec.docs.badges"
REFERENCE = "kuhspec-reference"  # the reference engine's name in its hello


class BadgeError(Exception):
    """A report the README's badges cannot be made from; the message says why."""


def from_report(rep: dict, where: str) -> dict[str, str]:
    """The README's badge files (badge-<game>.svg, by name) of a full run of the reference."""
    hello = rep["implementation"].get("hello") or {}
    if hello.get("name") != REFERENCE:
        raise BadgeError(f"{where}: a report of {hello.get('name') or rep['implementation']['label']!r}, "
                         f"not of the reference engine ({REFERENCE})")
    if rep.get("partial"):
        raise BadgeError(f"{where}: a partial run ({'; '.join(rep['partial'])}); the badges need the whole suite")
    return {name: text for name, text in badge.files(rep).items() if name.endswith(".svg")}


def run_reference(out: Path) -> Path:
    """`kuhspec conform` of the reference engine, the whole suite, into `out`; its report.json."""
    proc = subprocess.run([sys.executable, "-m", "kuhspec", "conform", "-q", "--out", str(out)],
                          capture_output=True, text=True)
    if not (out / "report.json").is_file():
        raise BadgeError(f"kuhspec conform wrote no report (exit status {proc.returncode}): {proc.stderr[-2000:]}")
    return out / "report.json"


def stale(folder: Path, files: dict[str, str]) -> list[str]:
    """The badge files of `folder` that differ from `files`, are missing, or are left over."""
    out = [name for name, text in sorted(files.items())
           if not (folder / name).is_file() or (folder / name).read_text(encoding="utf-8") != text]
    out += [p.name for p in sorted(folder.glob("badge-*.svg")) if p.name not in files]
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog=REGENERATE, description="Write docs/badges/ (the README's badges) "
                                     "from a full conform run of the reference engine.")
    parser.add_argument("--report", metavar="PATH", help="the report folder (or report.json) of a full run of the "
                        "reference; default: run it now (the whole suite, in process)")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 naming every stale badge")
    parser.add_argument("--docs-dir", type=Path, default=None, help="where the docs live (default: docs/ of the checkout)")
    args = parser.parse_args(argv)
    folder = docs_folder(parser, args.docs_dir) / "badges"
    try:
        with tempfile.TemporaryDirectory(prefix="kuhspec-badges-") as tmp:
            path = Path(args.report) if args.report else run_reference(Path(tmp) / "report")
            files = from_report(load_report(path), str(path))
    except (BadgeError, ReportError) as err:
        print(f"{REGENERATE}: {err}", file=sys.stderr)
        return 2
    if args.check:
        bad = stale(folder, files)
        for name in bad:
            print(f"{folder / name} is stale: run `{REGENERATE}` and commit the result", file=sys.stderr)
        return 1 if bad else 0
    folder.mkdir(parents=True, exist_ok=True)
    for name in stale(folder, files):
        if name in files:
            (folder / name).write_text(files[name], encoding="utf-8", newline="\n")
            print(f"wrote {folder / name}")
        else:
            (folder / name).unlink()
            print(f"removed {folder / name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
