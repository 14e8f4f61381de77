"""`kuhspec smoke --impl CMD`: a check in seconds that an implementation is worth a full run.

It does the handshake, checks that every game, edition, variant, ruling option and
capability the hello declares exists in the suite, and runs one scenario per declared game:
the first of the game's ``smoke`` list (spec/<game>/game.yaml) that applies to the
implementation, else the game's first applicable scenario. It writes no reports unless
``--out`` is given.

Exit status: 0 when the handshake and every scenario pass; 1 when the handshake fails, the
hello declares no game or something the suite does not know, or a scenario does not pass;
2 on bad usage.
"""

from __future__ import annotations

import argparse
import sys
import threading
import time
from pathlib import Path

import pluggy

#: pytest's hook marker, from pluggy: importing pytest here would cost every `kuhspec`
#: command (`kuhspec serve` included) 0.1 s of start-up
hookimpl = pluggy.HookimplMarker("pytest")

NAME = "smoke"
HELP = "a quick check: the handshake and one scenario per declared game, in seconds"

EPILOG = """\
exit status: 0 when the handshake and every scenario pass; 1 when the handshake fails, the
hello declares no game or one the suite does not know (or an unknown edition, variant,
ruling option or capability), or a scenario does not pass; 2 on bad usage.
No reports are written unless --out DIR is given.
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.epilog = EPILOG
    from kuhspec.harness.selection import positive_seconds

    parser.add_argument("--impl", metavar="CMD",
                        help="command that starts your implementation (the wire protocol on stdin/stdout); "
                             "'python:module:Class' loads one in process. Default: the reference engine")
    parser.add_argument("--timeout", type=positive_seconds, default=10.0, metavar="SECONDS",
                        help="seconds per request (default 10)")
    parser.add_argument("--out", metavar="DIR", help="also write the reports of the smoke run to DIR")
    parser.add_argument("--suite", metavar="PATH", help=argparse.SUPPRESS)
    parser.add_argument("--spec", action="append", default=[], metavar="DIR",
                        help="a further folder of game spec folders (as for conform)")


class Pick:
    """A pytest plugin: after the suite's own selection, say hello and keep one scenario
    per declared game."""

    def __init__(self) -> None:
        self.hello_seconds: float | None = None
        self.unplayable: list[str] = []  # declared games with no applicable scenario
        self._hello: threading.Thread | None = None

    @hookimpl(trylast=True)
    def pytest_configure(self, config) -> None:
        """Start the implementation and say hello while the suite is being collected."""
        from kuhspec.harness.stash import harness

        self._hello = threading.Thread(target=self._say_hello, args=(harness(config),), daemon=True)
        self._hello.start()

    def _say_hello(self, h) -> None:
        from kuhspec.interface import ImplementationError

        started = time.perf_counter()
        try:
            h.ensure_ready()
        except ImplementationError:
            pass  # the harness keeps the handshake error
        self.hello_seconds = time.perf_counter() - started

    @hookimpl(trylast=True)
    def pytest_collection_modifyitems(self, session, config, items) -> None:
        from kuhspec.catalogue import catalogue
        from kuhspec.law.applicability import declared_games, not_applicable
        from kuhspec.harness.stash import META, harness

        h = harness(config)
        if self._hello is not None:
            self._hello.join()
        keep = []
        if h.hello is not None:
            scenarios = [(item, item.stash[META]) for item in items if META in item.stash]
            for game in declared_games(h.hello):
                fits = [(item, s) for item, s in scenarios if s.game == game and not_applicable(s, h.hello) is None]
                order = {sid: i for i, sid in enumerate(catalogue().game(game).smoke)}
                fits.sort(key=lambda pair: order.get(pair[1].id, len(order)))  # stable: else suite order
                if fits:
                    keep.append(fits[0][0])
                else:
                    self.unplayable.append(game)
        drop = [item for item in items if item not in keep]
        if drop:
            config.hook.pytest_deselected(items=drop)
        items[:] = keep
        h.deselected += len(drop)
        h.selected = [i.nodeid for i in keep]
        h.selected_scenarios = [i.stash[META] for i in keep]


def _declared(hello: dict) -> str:
    from kuhspec.law.applicability import declared_games

    parts = []
    for gid, g in declared_games(hello).items():
        eds, vas = g.get("editions"), g.get("variants")
        detail = "; ".join(", ".join(map(str, v)) for v in (eds, vas) if isinstance(v, list) and v)
        parts.append(f"{gid} ({detail})" if detail else gid)
    return ", ".join(parts) or "no game"


def run(args: argparse.Namespace) -> int:
    from kuhspec import __version__
    from kuhspec.harness import launch
    from kuhspec.law.applicability import declared_games

    started = time.perf_counter()
    extra = ["--kuhspec-out", str(Path(args.out).resolve())] if args.out else []
    try:
        pargs = launch.pytest_args(args, launch.INI, "none", extra)
    except launch.LaunchError as err:
        print(f"kuhspec smoke: {err}", file=sys.stderr)
        return 2
    label = args.impl or "the reference engine (in process)"
    print(f"kuhspec {__version__} smoke: {label}")
    pick = Pick()
    rc, h = launch.run(pargs, plugins=[pick])
    if h is None or h.usage_error:
        print(f"kuhspec smoke: {h.usage_error if h else f'pytest could not start (exit status {int(rc)})'}",
              file=sys.stderr)
        return 2
    ok = True
    if h.hello is None:
        err = h.handshake_error or {"status": "error", "message": "no answer"}
        print(f"  handshake  {err['status']:<7} {err['message']}")
        if err.get("stderr"):
            print("\n".join(f"    stderr| {line}" for line in err["stderr"].splitlines()[-10:]))
        ok = False
    else:
        hello = h.hello
        print(f"  handshake  pass    {hello.get('name', '?')} {hello.get('version', '')}, protocol "
              f"{hello.get('protocol', '?')} ({pick.hello_seconds or 0:.2f} s)")
        print(f"  declares   {'pass' if declared_games(hello) else 'fail':<7} {_declared(hello)}")
        ok = bool(declared_games(hello))
        for game in pick.unplayable:
            print(f"  {game}: fail    no scenario of the suite applies to what the hello declares")
            ok = False
        for result in h.results.values():
            print(f"  {result.game}: {result.status:<7} {result.id}  {result.title} ({result.duration:.2f} s)")
            if result.status != "pass":
                ok = False
                for line in (result.message or "").strip().splitlines()[:12]:
                    print(f"      {line}")
    if h.report_paths:
        from kuhspec.harness.report import report_listing

        print(report_listing(h.report_paths, short=True))
    print(f"smoke: {'pass' if ok else 'FAIL'} in {time.perf_counter() - started:.1f} s"
          + ("" if ok else "; run `kuhspec conform` for the full report"))
    return 0 if ok else 1
