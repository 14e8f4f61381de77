"""`kuhspec export DIR`: the suite as data (kuhspec.export, docs/exported-cases.md)."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

NAME = "export"
HELP = "write every scenario as a JSON case (requests and declarative checks) for runners in any language"
EPILOG = """\
DIR must be new, empty, or an earlier export (which is replaced). It receives index.json,
cases/<game>/<id>.json and schemas/. Replay it with
  python -m kuhspec.export.replay DIR --impl "CMD"
or with any runner that reads docs/exported-cases.md (examples/js-runner/ is one in JavaScript).
"""


def add_arguments(parser) -> None:
    parser.epilog = EPILOG
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.add_argument("dir", metavar="DIR", help="the folder to write the export to")
    for opt, what, help_ in (("game", "GAME", "of this game"), ("clause", "GLOB", "citing a clause matching this glob"),
                             ("scenario", "ID", "with this id (glob allowed)")):
        parser.add_argument(f"--{opt}", action="append", default=[], metavar=what,
                            help=f"export only scenarios {help_} (repeatable, as for conform)")
    parser.add_argument("--preferred-only", action="store_true",
                        help="export each scenario in the reference's preferred setting only (faster; a runner then "
                             "cannot play, for an implementation of only some editions or variants, what conform would)")
    parser.add_argument("--all-settings", action="store_true", help=argparse.SUPPRESS)  # every setting is the default now
    parser.add_argument("--quiet", "-q", action="store_true", help="print nothing but errors")


def run(args) -> int:
    from kuhspec.export.writer import ExportError, export

    selection = [x for opt in ("game", "clause", "scenario") for v in getattr(args, opt)
                 for x in (f"--kuhspec-{opt}", v)]
    started = time.perf_counter()
    try:
        index = export(Path(args.dir), selection, all_settings=not args.preferred_only,
                       progress=None if args.quiet else lambda line: print(f"kuhspec export: {line}", file=sys.stderr))
    except ExportError as e:
        print(f"kuhspec export: {e}", file=sys.stderr)
        return 2
    for u in index["unexported"]:
        print(f"kuhspec export: warning: {u['id']} not exported for {u['edition']}/{'/'.join(u['variants'])}: "
              f"the reference does not pass it there ({u['status']}: {(u['message'] or '?').splitlines()[0][:200]})",
              file=sys.stderr)
    if not args.quiet:
        games = {}
        for c in index["cases"]:
            games[c["game"]] = games.get(c["game"], 0) + 1
        per_game = ", ".join(f"{g}: {n}" for g, n in sorted(games.items()))
        print(f"kuhspec export: {len(index['cases'])} cases of {index['scenarios']} scenarios ({per_game}) "
              f"written to {args.dir} "
              f"in {time.perf_counter() - started:.1f}s")
    return 0
