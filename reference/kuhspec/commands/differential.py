"""`kuhspec differential --impl CMD`: differential testing on its own, without the scenarios
(kuhspec.harness.differential; `kuhspec conform --differential` runs the same after them)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from kuhspec import budget
from kuhspec.harness.selection import OPTIONS as SELECTION

NARROWING = ("games", "editions", "variants")

NAME = "differential"
HELP = ("play random legal games on the reference engine and an implementation at once, compare them "
        "after every action, and write the first divergence, shrunk, as a ready-to-run scenario")

EPILOG = """\
hypothesis plays each declared game as a state machine: it deals tables of the editions,
variants and ruling options the hello declares, sends every action to both engines (and,
now and then, an action the reference rejects), and compares the act answers, state, score
and (where declared) each seat's view and legal actions after each one. A divergence is
shrunk, kept in the example database (tried first by the next run) and written out.

Without --budget: N examples per declared game, edition and variant (--games), fixed by the
seed. With --budget: as many as fit in SECONDS, on --workers processes sharing --database.

writes (in --out): differential.json (the result, as in report.json's `differential`) and,
on a divergence, differential/divergence.json (the table, history, both answers) and
differential/features/<game>/diff-*.feature, the shrunk reproduction:
  kuhspec conform --impl CMD --features OUT/differential/features

exit status: 0 no divergence; 1 a divergence (or the implementation failed); 2 bad usage.
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from kuhspec.harness.differential import DEFAULT_GAMES, DEFAULT_SEED, SHRINK_SECONDS
    from kuhspec.harness.differential.examples import DEFAULT

    parser.epilog = EPILOG
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.add_argument("--impl", metavar="CMD", default="python:kuhspec.reference_impl:ReferenceImplementation",
                        help="the implementation's command (wire protocol), or python:module:Class in process "
                             "(default: the reference itself)")
    parser.add_argument("--games", type=int, default=DEFAULT_GAMES, metavar="N",
                        help=f"examples (random games) per declared game, edition and variant, without --budget "
                             f"(default {DEFAULT_GAMES})")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED, metavar="S",
                        help=f"the master seed (default {DEFAULT_SEED}): the same seed plays the same games, after "
                             "those the database holds")
    parser.add_argument("--budget", type=budget.parse, default=None, metavar="SECONDS",
                        help="play until SECONDS have passed (or a divergence), every declared setting in turn; "
                             "shrinking a divergence may take --shrink seconds more (none or 0: --games examples, "
                             "as without it)")
    parser.add_argument("--workers", type=int, default=1, metavar="N",
                        help="processes on this machine, each with its own implementation, sharing the database "
                             "(default 1)")
    parser.add_argument("--shrink", type=float, default=SHRINK_SECONDS, metavar="SECONDS",
                        help=f"how long hypothesis may shrink a divergence (default {SHRINK_SECONDS:g})")
    parser.add_argument("--database", default=DEFAULT, metavar="PATH|URL",
                        help=f"hypothesis's example database: a folder (default {DEFAULT}), or redis://HOST[:PORT] "
                             "for machines sharing a Redis server (needs: pip install redis)")
    parser.add_argument("--out", default="kuhspec-report", metavar="DIR", help="report folder (default kuhspec-report)")
    parser.add_argument("--timeout", type=float, default=10.0, metavar="SECONDS",
                        help="seconds per request to a subprocess implementation (default 10)")
    parser.add_argument("-q", "--quiet", action="store_true", help="no progress")
    for kind in NARROWING:  # the options of conform's selection that narrow the settings dealt
        option, _plugin, metavar, help_text = SELECTION[kind]
        parser.add_argument(option, action="append", default=[], metavar=metavar, dest=f"only_{kind}",
                            help=f"{help_text} (repeatable; default: every one the implementation declares)")


def run(args: argparse.Namespace) -> int:
    from kuhspec.harness.differential import run as differential
    from kuhspec.harness.differential.connect import Connection
    from kuhspec.harness.differential.examples import DatabaseError, open_database
    from kuhspec.harness.report.differential import console_lines, problem
    from kuhspec.interface import ImplementationError

    if args.games < 1:
        print("kuhspec differential: --games must be at least 1", file=sys.stderr)
        return 2
    if not args.timeout > 0:
        print("kuhspec differential: --timeout must be positive", file=sys.stderr)
        return 2
    if not args.shrink > 0:
        print("kuhspec differential: --shrink must be a positive number of seconds", file=sys.stderr)
        return 2
    if args.workers < 1:
        print("kuhspec differential: --workers must be at least 1", file=sys.stderr)
        return 2
    unknown = _unknown(args)
    if unknown:
        print(f"kuhspec differential: {unknown}", file=sys.stderr)
        return 2
    try:
        open_database(args.database)
    except DatabaseError as e:
        print(f"kuhspec differential: {e}", file=sys.stderr)
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

    def progress(run, pin, found):
        if not args.quiet:
            where = f"{pin.game} {pin.edition} {pin.variant}" if pin is not None else run.game
            compared = sum(r["compared"] for r in run.rows.values())
            print(f"  {where}: {run.examples} examples, {compared} compared, "
                  f"{'diverged' if found else 'no divergence'}", flush=True)

    if args.workers > 1:
        conn.close()  # each worker starts its own
    try:
        result = differential(hello, conn, args.games, args.seed, out_dir=args.out, label=args.impl,
                              progress=progress, budget=args.budget, workers=args.workers,
                              database=args.database, impl=args.impl, timeout=args.timeout, quiet=args.quiet,
                              shrink=args.shrink, settle=True, only={k: getattr(args, f"only_{k}") for k in NARROWING})
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


def _unknown(args: argparse.Namespace) -> str | None:
    """What a --game, --edition or --variant names that no game of the catalogue has."""
    from kuhspec.catalogue import catalogue

    games = catalogue().games
    for gid in args.only_games:
        if gid not in games:
            return f"--game {gid}: no such game (known: {', '.join(games)})"
    chosen = [games[g] for g in args.only_games] or list(games.values())
    for kind, option in (("editions", "--edition"), ("variants", "--variant")):
        known = sorted({name for g in chosen for name in getattr(g, kind)})
        for name in getattr(args, f"only_{kind}"):
            if name not in known:
                of = ", ".join(g.id for g in chosen)
                return f"{option} {name}: no such {kind[:-1]} of {of} (known: {', '.join(known)})"
    return None
