"""`kuhspec draw STATE`: a canonical state (JSON or YAML) as a position diagram, an SVG
(kuhspec.draw, docs/diagrams.md), on stdout or into --out; with --view SEAT, what that
seat's view shows (hidden cards as backs and counts)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

NAME = "draw"
HELP = "draw a canonical state (or one seat's view of it) as an SVG position diagram"

EPILOG = """\
examples:
  kuhspec draw position.json > position.svg
  kuhspec draw position.yaml --view 1 --out benno.svg

The diagram shows what the state holds (docs/diagrams.md has the legend): for Kuhno the
pile and Kuhno's side, each side's cows (the visible one with its spots, the covered ones
as edges), the last cow's facing, the next position and the direction, the hands, sounds
and dung points; for Kuhhandel Festival each player's cows, triples, black sheep,
Copycats, stack and money, the auction or trade under way, and the 2-player neutral piles.
The same state always gives the same bytes.

exit status: 0 when the SVG was written; 2 when the file is no state the reference can
load (the message names the file and the JSON path), --view names no seat, or bad usage.
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = EPILOG
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.add_argument("state", metavar="STATE", help="a canonical state file, JSON or YAML")
    parser.add_argument("--view", type=int, metavar="SEAT",
                        help="draw what this seat's view shows instead of the whole state")
    parser.add_argument("--out", metavar="FILE", help="write the SVG here instead of stdout")


def run(args: argparse.Namespace) -> int:
    from kuhspec.draw import DrawError, render
    from kuhspec.statefile import StateFileError, read_state

    try:
        svg = render(read_state(args.state), args.view)
    except (StateFileError, DrawError) as err:
        print(f"kuhspec draw: {err}", file=sys.stderr)
        return 2
    if args.out is None:
        sys.stdout.flush()
        sys.stdout.buffer.write(svg.encode("utf-8"))  # UTF-8 whatever the terminal's encoding
        sys.stdout.buffer.flush()
        return 0
    try:
        Path(args.out).write_text(svg, encoding="utf-8")
    except OSError as err:
        print(f"kuhspec draw: cannot write {args.out}: {err.strerror or err}", file=sys.stderr)
        return 2
    print(f"written: {args.out}", file=sys.stderr)
    return 0
