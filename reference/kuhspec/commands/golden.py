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
  kuhspec golden replay --impl "./my-engine --kuhspec" --game kuhno
  kuhspec golden record                              # (re)record them from the reference (a source checkout)

Against an implementation, a golden game of a game, edition, variant or ruling option its hello does
not declare is not applicable (as in conform), and answers are judged by the law of the game's
normative boundary (docs/<game>/boundary.md): every deal is in the file, events are informative.

exit status: 0 every applicable game replays as recorded; 1 a game differs (or cannot be read,
or none was selected); 2 bad usage.
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
    rep.add_argument("--game", action="append", metavar="GAME",
                     help="replay only this game's golden games (repeatable; default: every game)")
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


def _shown(path: Path) -> str:
    """A golden game's path as a reader wants it: relative to the project (or the installed
    package's data), else to the working directory, else as given."""
    from kuhspec.resources import data_path

    path = Path(path).resolve()
    for base in (data_path("fixtures").parent, Path.cwd()):
        try:
            return path.relative_to(base.resolve()).as_posix()
        except ValueError:
            continue
    return str(path)


def _not_applicable(doc: dict, hello: dict) -> str | None:
    """Why a golden game does not apply to the implementation that said `hello` (None: it
    does), by the law every verdict asks (kuhspec.law.applicability): its game, edition and
    variant, and the ruling options its start state plays, as a scenario of those."""
    from kuhspec.catalogue import catalogue
    from kuhspec.law.applicability import not_applicable
    from kuhspec.scenarios import Scenario

    game = catalogue().game(doc["game"])
    by_option = game.option_rulings(doc["variant"])
    rulings = {by_option[k].id: v for k, v in sorted((doc["start"].get("options") or {}).items()) if k in by_option}
    as_scenario = Scenario(id=f"golden:{doc['edition']}-{doc['variant']}", title="golden game", feature="", line=0,
                           language=game.editions[doc["edition"]].language, rulings=rulings, game=doc["game"],
                           editions=[doc["edition"]], variants=[doc["variant"]])
    return not_applicable(as_scenario, hello)


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
    counts = {"passed": 0, "failed": 0, "not applicable": 0}
    try:
        for path in files:
            shown = _shown(path)
            try:
                doc = read(path)
                if args.game and doc["game"] not in args.game:
                    continue
                if conn is None:
                    from kuhspec.reference_impl import ReferenceImplementation

                    n = replay(doc, ReferenceImplementation(), shown, exact=True)
                else:
                    reason = _not_applicable(doc, conn.hello or conn.start())
                    if reason:
                        counts["not applicable"] += 1
                        print(f"n/a  {shown}: {reason}")
                        continue
                    n = replay(doc, conn(), shown)
            except (GoldenError, GoldenMismatch, ImplementationError) as err:
                counts["failed"] += 1
                print(f"FAIL {str(err).replace(str(Path(path)), shown)}", file=sys.stderr)
                continue
            counts["passed"] += 1
            print(f"ok   {shown} ({n} actions)")
    finally:
        if conn is not None:
            conn.close()
    ran = sum(counts.values())
    if not ran:
        print(f"kuhspec golden: no golden game of {', '.join(args.game)}", file=sys.stderr)
        return 1
    print(f"golden replay: {counts['passed']} passed, {counts['failed']} failed, "
          f"{counts['not applicable']} not applicable (of {ran} games)")
    return 1 if counts["failed"] else 0
