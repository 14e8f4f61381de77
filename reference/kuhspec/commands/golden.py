"""`kuhspec golden`: record the golden games (fixtures/<game>/games/), or replay them
against the reference or an implementation (kuhspec.golden)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

NAME = "golden"
HELP = "record the golden games (complete games from fixed deals) or replay them against an implementation"

EPILOG = """\
examples:
  kuhspec golden replay                              # every golden game, on the reference in process
  kuhspec golden replay --impl "./my-engine --kuhspec"   # over the wire protocol
  kuhspec golden record                              # (re)record them from the reference (a source checkout)

exit status: 0 every game replays as recorded; 1 a game differs (or cannot be read); 2 bad usage.
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = EPILOG
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    sub = parser.add_subparsers(dest="golden_command", metavar="ACTION")
    rec = sub.add_parser("record", help="play and write every golden game of kuhspec.golden.GOLDEN")
    rec.add_argument("--out", metavar="DIR", help="the fixtures folder to write into (default: the suite's)")
    rep = sub.add_parser("replay", help="replay golden games and check every answer")
    rep.add_argument("files", nargs="*", metavar="FILE", help="golden game files (default: all of them)")
    rep.add_argument("--impl", metavar="CMD", help="an implementation's command (wire protocol), or "
                                                   "python:module:Class; default: the reference in process, exactly")
    rep.add_argument("--timeout", type=float, default=10.0, metavar="SECONDS",
                     help="seconds per request to a subprocess implementation (default 10)")


def run(args: argparse.Namespace) -> int:
    if args.golden_command == "record":
        return _record(args)
    if args.golden_command == "replay":
        return _replay(args)
    print("kuhspec golden: say record or replay (kuhspec golden --help)", file=sys.stderr)
    return 2


def _record(args) -> int:
    from kuhspec.golden import GOLDEN
    from kuhspec.golden.record import write

    total = 0
    for g in GOLDEN:
        path = write(g, Path(args.out) if args.out else None)
        size = path.stat().st_size
        total += size
        print(f"wrote {path} ({size // 1024} KiB)")
    print(f"{len(GOLDEN)} golden games, {total // 1024} KiB")
    return 0


def _replay(args) -> int:
    from kuhspec.golden import recorded
    from kuhspec.golden.replay import GoldenError, GoldenMismatch, read, replay
    from kuhspec.interface import ImplementationError

    if not args.timeout > 0:
        print("kuhspec golden: --timeout must be positive", file=sys.stderr)
        return 2
    files = [Path(f) for f in args.files] or recorded()
    if not files:
        print("kuhspec golden: no golden games found", file=sys.stderr)
        return 1
    conn = None
    if args.impl:
        from kuhspec.harness.differential.connect import Connection

        conn = Connection(args.impl, args.timeout)
    bad = 0
    try:
        for path in files:
            try:
                doc = read(path)
                if conn is None:
                    from kuhspec.reference_impl import ReferenceImplementation

                    n = replay(doc, ReferenceImplementation(), str(path), exact=True)
                else:
                    declared = (conn.hello or conn.start()).get("games") or {}
                    if doc["game"] not in declared:
                        print(f"skip {path}: {doc['game']} not declared")
                        continue
                    n = replay(doc, conn(), str(path))
            except (GoldenError, GoldenMismatch, ImplementationError) as err:
                bad += 1
                print(f"FAIL {err}", file=sys.stderr)
                continue
            print(f"ok   {path} ({n} actions)")
    finally:
        if conn is not None:
            conn.close()
    return 1 if bad else 0
