"""`kuhspec compare REPORT ...`: conform reports of several implementations side by side,
clause by clause, as compare.md and compare.html (kuhspec.harness.report.compare)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

NAME = "compare"
HELP = "compare the conform reports (report.json) of several implementations, clause by clause"

EPILOG = """\
examples:
  kuhspec conform --out ref && kuhspec conform --impl "./mykuh" --out mine
  kuhspec compare ref/report.json mine/report.json            # or the folders: ref mine
  kuhspec compare a.json b.json --name reference --name "mine (dev)" --out cmp

Writes compare.md and compare.html into --out (default kuhspec-compare/): one column per
report, named after its implementation's hello (name and version), one row per clause,
grouped by game, with the clause's status and its scenarios passed / applicable, a totals
row, and the clauses where the reports disagree marked. Reports of different kuhspec
versions or selections are compared all the same, with a note.

exit status: 0 when the comparison was written; 2 when a file is not a readable conform
report (the message names it) or on bad usage.
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = EPILOG
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.add_argument("reports", nargs="+", metavar="REPORT",
                        help="a report.json written by kuhspec conform, or its report folder")
    parser.add_argument("--out", default="kuhspec-compare", metavar="DIR",
                        help="folder for compare.md and compare.html (default: kuhspec-compare)")
    parser.add_argument("--name", action="append", default=[], metavar="LABEL",
                        help="the column label of the next report, in order (repeatable)")


def run(args: argparse.Namespace) -> int:
    from kuhspec.harness.report.compare import ReportError, comparison, load_report
    from kuhspec.harness.report.compare_render import html, markdown, total_text

    if len(args.name) > len(args.reports):
        print(f"kuhspec compare: {len(args.name)} --name labels for {len(args.reports)} reports", file=sys.stderr)
        return 2
    if any(not n.strip() for n in args.name):
        print("kuhspec compare: a --name label is empty", file=sys.stderr)
        return 2
    reports = []
    for path in args.reports:
        try:
            reports.append(load_report(path))
        except ReportError as e:
            print(f"kuhspec compare: {e}", file=sys.stderr)
            return 2
    cmp = comparison(args.reports, reports, args.name)
    out = Path(args.out)
    try:
        out.mkdir(parents=True, exist_ok=True)
        (out / "compare.md").write_text(markdown(cmp), encoding="utf-8")
        (out / "compare.html").write_text(html(cmp), encoding="utf-8")
    except OSError as e:
        print(f"kuhspec compare: cannot write {e.filename or out}: {e.strerror or e}", file=sys.stderr)
        return 2
    for note in cmp["notes"]:
        print(f"note: {note}")
    print(f"{len(reports)} reports, {cmp['clauses']} clauses; they disagree on {cmp['disagree']}")
    for g in cmp["games"]:
        totals = ", ".join(f"{c['label']} {total_text(t)}" for c, t in zip(cmp["columns"], g["totals"]))
        print(f"  {g['title']}: {totals}")
    print(f"written: {out / 'compare.md'}, {out / 'compare.html'}")
    return 0
