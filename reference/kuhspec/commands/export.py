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
    parser.add_argument("--all-settings", action="store_true",
                        help="also export each scenario in the other editions and variants the harness may play it "
                             "in (for an implementation of only some of them); slower")
    parser.add_argument("--quiet", "-q", action="store_true", help="print nothing but errors (no progress)")


class Progress:
    """Progress on stderr: on a terminal one line kept up to date, elsewhere (a CI log) a line
    at each tenth of a run. `for_run(label)` is the writer's `progress(label)`."""

    def __init__(self, stream=None):
        self.stream = stream or sys.stderr
        self.live = bool(getattr(self.stream, "isatty", lambda: False)())
        self.started = time.perf_counter()

    def for_run(self, label: str):
        shown = [-1]

        def told(done: int, total: int) -> None:
            tenth = done * 10 // max(total, 1)
            if not self.live and tenth == shown[0]:
                return
            shown[0] = tenth
            line = f"kuhspec export: {label}: {done}/{total} scenarios, {time.perf_counter() - self.started:.0f}s"
            if self.live:
                end = "\n" if done >= total else ""
                print(f"\r{line}\x1b[K", end=end, file=self.stream, flush=True)
            else:
                print(line, file=self.stream, flush=True)

        return told


def run(args) -> int:
    from kuhspec.export.writer import ExportError, export

    selection = [x for opt in ("game", "clause", "scenario") for v in getattr(args, opt)
                 for x in (f"--kuhspec-{opt}", v)]
    started = time.perf_counter()
    try:
        index = export(Path(args.dir), selection, all_settings=args.all_settings,
                       progress=None if args.quiet else Progress().for_run)
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
