"""`kuhspec site --out DIR [--report REPORT ...]`: the static rules site (kuhspec.site,
docs/site.md): a page per game, its worked examples drawn, the editions, and the results
matrix of the conform reports given."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

NAME = "site"
HELP = "write the static rules site (HTML and CSS, offline search, diagrams; a results matrix of conform reports)"

EPILOG = """\
examples:
  kuhspec site --out site
  kuhspec conform --out ref && kuhspec conform --impl "./mykuh" --out mine
  kuhspec site --out site --report ref/report.json --report mine

Writes index.html, a page per game with every clause (statement, rulebook sources side by
side per edition, scenarios as Gherkin, rulings), its worked examples with position
diagrams, editions.html and, with --report, results.html: clauses x implementations with
the counts and colours of `kuhspec compare`. Every clause, ruling, scenario and edition
difference has its id as its anchor (index.html links them; kuhhandel-festival.html#KF-AUC-5).
Open DIR/index.html in a browser, or publish DIR on any static host. The same inputs give
the same bytes. A file an earlier site wrote into DIR and this one does not is removed
(DIR/.kuhspec-site lists what the last run wrote); other files in DIR are left alone.

exit status: 0 when the site was written; 2 when a report is not a readable conform
report (the message names the file), the spec or a feature cannot be read, or DIR cannot
be written.
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = EPILOG
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.add_argument("--out", required=True, metavar="DIR", help="the folder to write the site into")
    parser.add_argument("--report", action="append", default=[], metavar="REPORT",
                        help="a report.json written by kuhspec conform, or its report folder (repeatable): "
                             "a column of the results matrix")


def run(args: argparse.Namespace) -> int:
    from pytest_bdd.exceptions import GherkinParseError

    from kuhspec.catalogue import CatalogueError
    from kuhspec.docs import books
    from kuhspec.harness.report.compare import ReportError
    from kuhspec.site import build, results, write

    out = Path(args.out)
    if out.exists() and not out.is_dir():
        print(f"kuhspec site: {out} is a file, not a folder", file=sys.stderr)
        return 2
    try:
        cmp = results.read(args.report) if args.report else None
    except ReportError as err:
        print(f"kuhspec site: {err}", file=sys.stderr)
        return 2
    try:
        files = build(books(), cmp)
    except (CatalogueError, GherkinParseError) as err:
        print(f"kuhspec site: the spec or a feature cannot be read: {' '.join(str(err).split())}", file=sys.stderr)
        return 2
    try:
        write(out, files)
    except OSError as err:
        print(f"kuhspec site: cannot write {err.filename or out}: {err.strerror or err}", file=sys.stderr)
        return 2
    pages = sum(1 for name in files if name.endswith(".html"))
    diagrams = sum(1 for name in files if name.startswith("diagrams/"))
    print(f"written: {out / 'index.html'} ({pages} pages, {diagrams} diagrams"
          + (f", {len(args.report)} reports" if args.report else "") + ")")
    return 0
