"""The `kuhspec` command: conform, serve, play."""

from __future__ import annotations

import argparse
import os
import sys
import textwrap
from pathlib import Path

from kuhspec import __version__, budget
from kuhspec.harness import selection

DESCRIPTION = """\
kuhspec: the rules specification and conformance suite for the card games
Kuhhandel Festival and Kuhno.
"""

#: after the commands, which argparse lists from each one's `help` (a list written here too showed them twice)
MAIN_EPILOG = "Run `kuhspec COMMAND --help` for the options of a command."

CONFORM_EPILOG = """\
examples:
  kuhspec conform                                   # the reference engine, in process
  kuhspec conform --impl "./target/release/mykuh"   # your engine over the wire protocol
  kuhspec conform --impl "node impl.js" --clause 'KF-AUC-*' --fail-fast
  kuhspec conform --impl "python -m mykuh" --expectations known-failures.yaml

selection: --game/--edition/--variant/--clause/--scenario/--tags keep only matching
scenarios (each repeatable; clause and scenario take globs, case-insensitive; --tags takes
an expression such as "@KF-AUC-* and not @needs:legal"). `kuhspec list` shows what a
selection would run. Scenarios for a game, edition,
variant, ruling option or capability that the implementation did not declare in its
hello are skipped as "not applicable", not failed.

statuses: pass, fail (wrong answer), skip (not applicable), xfail (a failure listed in the
expectations file), xpass (listed but passed: update the file), error (a caught error or
protocol violation), crash (the process died), timeout (no answer in time), not_run (the
budget ran out first). A crashed or hung implementation is restarted for the next scenario.

budget: the whole run, the handshake included, may take --budget SECONDS (default 120 s +
2 s per scenario selected; none or 0: no limit). When it runs out, the implementation is
ended, the scenario under way and the rest are reported not_run, and the reports are
written, partial (grey badges).

reports (in --out, default kuhspec-report/): report.json (spec/schemas/report.schema.json),
junit.xml, summary.md, report.html, and per game badge-<game>.json (shields.io endpoint)
and badge-<game>.svg (--badge-url URL: summary.md shows them from where CI publishes
them). The badge reads "<passed>/<applicable> clauses": of the game's
clauses with at least one scenario applicable to the implementation, those whose
applicable scenarios all pass.

exit status: 0 when every applicable scenario passes (or is an expected failure);
1 on any fail, error, crash, timeout or xpass (or a suite that cannot be collected);
2 on bad usage; 4 when the budget ran out and nothing that ran failed; 5 when the
selection matches no scenario; 130 when interrupted.
"""


def _conform_parser(sub) -> argparse.ArgumentParser:
    p = sub.add_parser(
        "conform",
        help="run the conformance suite against an implementation (by default the reference engine, in "
             "process) and report clause by clause",
        description="Run the Gherkin conformance suite against an implementation and report clause by clause.",
        epilog=CONFORM_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--impl", metavar="CMD",
                   help="command that starts your implementation; it must speak the kuhspec wire protocol "
                        "on stdin/stdout (spec/protocol.md). 'python:module:Class' loads a Python "
                        "Implementation in process. Default: the reference engine in process")
    selection.add_arguments(p)
    p.add_argument("--fail-fast", "-x", action="store_true", help="stop at the first scenario that does not pass")
    p.add_argument("--max-fail", type=int, metavar="N", help="stop after N scenarios that do not pass")
    p.add_argument("--legal-probes", type=int, metavar="N",
                   help="try at most N legal() entries with act() per position (default: every one; "
                        "0: only check that each accepted action was listed); the run is then marked partial")
    p.add_argument("--differential", type=_count("games"), nargs="?", const=-1, metavar="N",
                   help="after the scenarios, play N random legal games (default 4) per declared game, edition "
                        "and variant on the reference and on the implementation, and compare state, score, views, "
                        "legal actions and act answers after every action; a divergence fails the run and is "
                        "written out, shrunk, as a scenario (DIR/differential/)")
    p.add_argument("--seed", type=int, metavar="S", help="the master seed of --differential (default 1)")
    p.add_argument("--features", metavar="DIR",
                   help="play the features in DIR (DIR/<game>/*.feature) instead of the packaged ones, e.g. a "
                        "reproduction written by --differential")
    p.add_argument("--expectations", metavar="FILE", help="YAML file of known failures (scenario id -> status, reason, issue)")
    p.add_argument("--write-expectations", metavar="FILE", help="write FILE listing the scenarios that do not pass now")
    p.add_argument("--out", default="kuhspec-report", metavar="DIR", help="report folder (default: kuhspec-report)")
    p.add_argument("--badge-url", metavar="URL",
                   help="where your CI publishes the badges (e.g. the raw URL of a badge branch): summary.md "
                        "then shows URL/badge-<game>.svg, which a CI step summary can display")
    p.add_argument("--timeout", type=selection.positive_seconds, default=10.0, metavar="SECONDS",
                   help="seconds per request to a subprocess implementation, per scenario in process (default 10)")
    p.add_argument("--budget", type=budget.option, default="auto", metavar="SECONDS",
                   help="seconds the whole run may take, the handshake included (default: 120 + 2 per "
                        "scenario selected; none or 0: no limit); when they run out the run stops with a "
                        "partial report, and exits with 4 unless something that ran failed")
    p.add_argument("--start-timeout", type=selection.positive_seconds, metavar="SECONDS",
                   help="seconds a subprocess implementation has to start and answer its hello (default: "
                        "the timeout, and at least 30)")
    p.add_argument("-q", "--quiet", action="store_true", help="no progress; summarise only the clauses that do not pass")
    p.add_argument("-v", "--verbose", action="store_true", help="one progress line per scenario, and the last calls of each failing scenario")
    p.add_argument("--suite", metavar="PATH",
                   help="another step library: a folder, or a Python file binding its features "
                        "(default: the packaged conformance suite)")
    p.add_argument("--spec", action="append", default=[], metavar="DIR",
                   help="a further folder of game spec folders (DIR/<game>/game.yaml), e.g. for a game "
                        "of your own (repeatable); a subprocess implementation reads KUHSPEC_SPEC_DIRS")
    p.add_argument("--pytest-arg", action="append", default=[], help=argparse.SUPPRESS)
    return p


def _count(what: str):
    """An argparse type: a whole number of `what`, at least 1."""
    def parse(text: str) -> int:
        try:
            n = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number of {what}") from None
        if n < 1:
            raise argparse.ArgumentTypeError(f"{n}: the number of {what} must be at least 1")
        return n

    return parse


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "play":
        return play(argv[1:])

    parser = argparse.ArgumentParser(
        prog="kuhspec", description=DESCRIPTION, epilog=MAIN_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"kuhspec {__version__}")
    sub = parser.add_subparsers(title="commands", dest="command", metavar="COMMAND")
    _conform_parser(sub)
    sp = sub.add_parser(
        "serve",
        help="serve the reference engine over the wire protocol on stdin/stdout (spec/protocol.md): the "
             "model answer for other implementations",
        description="Serve the reference engine over the kuhspec wire protocol (newline-delimited JSON "
                    "on stdin/stdout; logs on stderr). See spec/protocol.md.",
    )
    sp.add_argument("--impl", metavar="python:MODULE:CLASS", help=argparse.SUPPRESS)
    sp.add_argument("--debug", action="store_true",
                    help="print the traceback of an internal error on stderr (also: KUHSPEC_DEBUG=1); "
                         "an answer never carries one")
    sub.add_parser(
        "play",
        help="print a transcript of a random legal game, ending in the score (kuhspec play [--game GAME] "
             "--help; default kuhhandel-festival)",
        description="Print a readable transcript of a random legal game, ending in the score breakdown.",
        add_help=False,
    )
    cp = sub.add_parser(
        "check",
        help="validate canonical state files (JSON or YAML) and say what is wrong with each",
        description="Validate canonical states (docs/state-and-actions.md) by the engine of the game "
                    "each one names in its `game` field. Each problem names the file and the line or "
                    "JSON path, and the clause.",
    )
    cp.add_argument("files", nargs="+", metavar="FILE")
    cp.add_argument("--max-bytes", type=_count("bytes"), default=None, metavar="N",
                    help="refuse a file longer than N bytes, and stop reading endless input there "
                         "(default 16 MiB; a state is a few KB)")
    cp.add_argument("--timeout", type=selection.positive_seconds, default=None, metavar="SECONDS",
                    help="refuse a pipe or device still not read whole after SECONDS (default 10)")
    from kuhspec import commands

    extra = {}
    for module in commands.load():
        extra[module.NAME] = module
        module.add_arguments(sub.add_parser(module.NAME, help=module.HELP, description=module.HELP))
    args = parser.parse_args(argv)
    if args.command in extra:
        return extra[args.command].run(args)
    if args.command == "check":
        return check(args.files, max_bytes=args.max_bytes, seconds=args.timeout)
    if args.command == "conform":
        try:
            return conform(args)
        except BrokenPipeError:  # `kuhspec conform | head`
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 1
    if args.command == "serve":
        from kuhspec.wire import server as serve

        factory = None
        if args.impl:
            factory = _python_factory(args.impl, parser)
        return serve.main([], factory=factory, debug=args.debug)
    parser.print_help()
    return 2


DEFAULT_GAME = "kuhhandel-festival"
BUDGET_SPENT = 4  # conform's exit status when the budget ran out and nothing that ran failed


def play(argv: list[str]) -> int:
    """`kuhspec play [--game GAME] ...`: the rest of the arguments go to the game's player,
    the ``play`` module of its engine package (``main(argv) -> int``)."""
    import importlib

    from kuhspec import games
    from kuhspec.catalogue import CatalogueError

    game_id, rest, i = DEFAULT_GAME, [], 0
    while i < len(argv):
        arg = argv[i]
        if arg == "--game":
            if i + 1 >= len(argv):
                print("kuhspec play: --game needs a game id", file=sys.stderr)
                return 2
            game_id, i = argv[i + 1], i + 2
            continue
        if arg.startswith("--game="):
            game_id = arg.split("=", 1)[1]
        else:
            rest.append(arg)
        i += 1
    try:
        playable = games.playable()
    except CatalogueError as err:
        print(f"kuhspec play: the spec is broken: {err}", file=sys.stderr)
        return 2
    if game_id not in playable:
        print(f"kuhspec play: unknown game {game_id!r}; playable games: {', '.join(playable) or 'none'}",
              file=sys.stderr)
        return 2
    module_name = f"{playable[game_id].engine}.play"
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as err:
        if err.name != module_name:
            raise
        module = None
    if module is None or not callable(getattr(module, "main", None)):
        print(f"kuhspec play: {game_id} has no transcript player ({module_name}.main)", file=sys.stderr)
        return 2
    if "-h" in rest or "--help" in rest:
        print(f"kuhspec play [--game GAME]: GAME is one of {', '.join(playable)} (default {DEFAULT_GAME})\n")
    return module.main(rest) or 0


#: how to raise each bound of `kuhspec check`, named in the error it gives
CHECK_LIMITS = {"bytes": "--max-bytes N raises the limit", "seconds": "--timeout SECONDS raises the limit"}


def check(files: list[str], max_bytes: int | None = None, seconds: float | None = None) -> int:
    from kuhspec import statefile

    bad = 0
    for name in files:
        try:
            statefile.read_state(name, max_bytes=max_bytes or statefile.MAX_BYTES,
                                 seconds=seconds or statefile.READ_SECONDS)
        except statefile.StateFileError as err:
            bad += 1
            hint = f"; {CHECK_LIMITS[err.limit]}" if err.limit else ""
            print(f"invalid: {err}{hint}", file=sys.stderr)
        else:
            print(f"ok: {name}")
    return 1 if bad else 0


def _python_factory(spec: str, parser: argparse.ArgumentParser):
    import importlib

    target = spec.removeprefix("python:")
    module, _, attr = target.partition(":")
    try:
        obj = importlib.import_module(module)
        for part in attr.split("."):
            obj = getattr(obj, part)
    except (ImportError, AttributeError, ValueError) as e:
        parser.error(f"cannot load {spec!r}: {e}")
    return obj


def conform(args: argparse.Namespace) -> int:
    import pytest

    from kuhspec.harness import launch
    from kuhspec.harness.report import build_report, console_summary, report_listing
    from kuhspec.harness.report.build import INCOMPLETE
    from kuhspec.harness.report.markdown import console_failures
    from kuhspec.resources import FEATURES_ENV

    if args.expectations:
        from kuhspec.harness.expectations import ExpectationsError, load

        try:
            load(args.expectations)
        except ExpectationsError as err:
            print(f"kuhspec conform: {err}", file=sys.stderr)
            return 2
    progress = "none" if args.quiet else ("scenarios" if args.verbose else "features")
    extra = ["--kuhspec-out", str(Path(args.out).resolve())]
    if args.badge_url:
        extra.append(f"--kuhspec-badge-url={args.badge_url}")
    if args.legal_probes is not None:
        extra += ["--kuhspec-legal-probes", str(args.legal_probes)]
    if args.expectations:
        extra += ["--kuhspec-expectations", str(Path(args.expectations).resolve())]
    if args.write_expectations:
        extra += ["--kuhspec-write-expectations", str(Path(args.write_expectations).resolve())]
    extra += ["--kuhspec-budget", args.budget]
    if args.fail_fast:
        extra += ["--maxfail", "1"]
    elif args.max_fail:
        extra += ["--maxfail", str(args.max_fail)]
    try:
        pargs = launch.pytest_args(args, launch.INI, progress, extra + args.pytest_arg)
    except launch.LaunchError as err:
        print(f"kuhspec conform: {err}", file=sys.stderr)
        return 2
    if not args.quiet:
        label = args.impl or "the reference engine (in process)"
        print(f"kuhspec {__version__} conform: {label}", flush=True)
    if args.differential is not None:
        from kuhspec.harness.differential import DEFAULT_GAMES

        games_n = DEFAULT_GAMES if args.differential < 0 else args.differential
        pargs += ["--kuhspec-differential", str(games_n)]
    if args.seed is not None:
        pargs += ["--kuhspec-seed", str(args.seed)]
    old_features = os.environ.get(FEATURES_ENV)
    if args.features:
        if not Path(args.features).is_dir():
            print(f"kuhspec conform: --features {args.features}: no such folder", file=sys.stderr)
            return 2
        os.environ[FEATURES_ENV] = str(Path(args.features).resolve())
    try:
        rc, h = launch.run(pargs)
    finally:
        if args.features:
            if old_features is None:
                os.environ.pop(FEATURES_ENV, None)
            else:
                os.environ[FEATURES_ENV] = old_features
    if h is None:
        print(f"kuhspec conform: pytest could not start (exit status {int(rc)})", file=sys.stderr)
        return 2 if rc == pytest.ExitCode.USAGE_ERROR else 3
    if h.usage_error:
        print(f"kuhspec conform: {h.usage_error}", file=sys.stderr)
        return 2
    rep = h.report or build_report(h.record())
    for err in h.collection_errors:
        print(f"\ncollection error in {err['where']}:\n{textwrap.indent(err['message'][-3000:], '  ')}", file=sys.stderr)
    if h.handshake_error:
        he = h.handshake_error
        print(f"\nthe implementation failed its handshake ({he['status']}): {he['message']}", file=sys.stderr)
        if he.get("stderr"):
            print(textwrap.indent(he["stderr"][-2000:], "  stderr| "), file=sys.stderr)
    if not args.quiet:
        print()
    failures = console_failures(rep, verbose=args.verbose)
    if failures:
        print(failures + "\n")
    print(console_summary(rep, quiet=args.quiet))
    if not args.quiet and h.suite_problems:
        print(f"{len(h.suite_problems)} suite problem(s), e.g. {h.suite_problems[0]}")
    if h.budget_stop:
        print(f"kuhspec conform: {h.budget_stop}; {rep['totals']['not_run']} scenario(s) not run", file=sys.stderr)
    if h.report_paths:
        print(report_listing(h.report_paths, short=args.quiet))
    if h.expectations_written:
        path, n = h.expectations_written
        print(f"wrote {n} expectation(s) to {path}")
    if rc in (pytest.ExitCode.USAGE_ERROR, pytest.ExitCode.INTERNAL_ERROR):
        return 2 if rc == pytest.ExitCode.USAGE_ERROR else 3
    if h.collection_errors:
        return 1
    if h.interrupted:
        return 130
    if not h.selected and not h.collection_errors:
        print("kuhspec conform: no scenario matches the selection", file=sys.stderr)
        return 5
    if rep["verdict"] == INCOMPLETE:
        return BUDGET_SPENT
    return 0 if rep["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
