"""`kuhspec differential --impl CMD`: differential testing on its own, without the scenarios
(kuhspec.harness.differential; `kuhspec conform --differential` runs the same after them)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

NAME = "differential"
HELP = ("play random legal games on the reference engine and an implementation at once, compare them "
        "after every action, and write the first divergence, shrunk, as a ready-to-run scenario")

EPILOG = """\
For every game, edition and variant the implementation's hello declares, N random legal
games are dealt by the reference and loaded into the implementation; every action goes to
both (and, now and then, an action the reference rejects). After each one the act answers,
state, score and (where declared) each seat's view and legal actions are compared.

writes (in --out): differential.json (the result, as in report.json's `differential`) and,
on a divergence, differential/divergence.json (seed, history, both answers) and
differential/features/<game>/diff-*.feature, the shrunk reproduction:
  kuhspec conform --impl CMD --features OUT/differential/features

exit status: 0 no divergence; 1 a divergence (or the implementation failed); 2 bad usage.
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from kuhspec.harness.differential import DEFAULT_GAMES, DEFAULT_SEED

    parser.epilog = EPILOG
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.add_argument("--impl", metavar="CMD", default="python:kuhspec.reference_impl:ReferenceImplementation",
                        help="the implementation's command (wire protocol), or python:module:Class in process "
                             "(default: the reference itself)")
    parser.add_argument("--games", type=int, default=DEFAULT_GAMES, metavar="N",
                        help=f"random games per declared game, edition and variant (default {DEFAULT_GAMES})")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED, metavar="S",
                        help=f"the master seed (default {DEFAULT_SEED}): the same seed plays the same games")
    parser.add_argument("--out", default="kuhspec-report", metavar="DIR", help="report folder (default kuhspec-report)")
    parser.add_argument("--timeout", type=float, default=10.0, metavar="SECONDS",
                        help="seconds per request to a subprocess implementation (default 10)")
    parser.add_argument("-q", "--quiet", action="store_true", help="no progress")


def run(args: argparse.Namespace) -> int:
    from kuhspec.harness.differential import run as differential
    from kuhspec.harness.differential.connect import Connection
    from kuhspec.harness.report.differential import console_lines, problem
    from kuhspec.interface import ImplementationError

    if args.games < 1:
        print("kuhspec differential: --games must be at least 1", file=sys.stderr)
        return 2
    if not args.timeout > 0:
        print("kuhspec differential: --timeout must be positive", file=sys.stderr)
        return 2
    conn = Connection(args.impl, args.timeout)
    try:
        hello = conn.start()
    except ImplementationError as e:
        print(f"kuhspec differential: {e}", file=sys.stderr)
        if e.detail:
            print(e.detail[-2000:], file=sys.stderr)
        conn.close()
        return 1

    def progress(table, game):
        if not args.quiet:
            print(f"  {table.label}: {len(game.history)} compared, "
                  f"{'diverged' if game.divergence else game.end}", flush=True)

    try:
        result = differential(hello, conn, args.games, args.seed, out_dir=args.out, label=args.impl,
                              progress=progress)
    finally:
        conn.close()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "differential.json").write_text(json.dumps(result, indent=1, default=str) + "\n", encoding="utf-8")
    print("\n".join(console_lines(result)))
    why = problem(result)
    if why:
        print(why, file=sys.stderr)
    return 0 if result["ok"] else 1
