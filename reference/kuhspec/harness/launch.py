"""Starting the conformance suite under pytest, for every command that runs or lists it
(`kuhspec conform`, `kuhspec list`, `kuhspec smoke`): one way to find the step library,
build pytest's arguments from the command's options and read the run back.
"""

from __future__ import annotations

import argparse
import gc
import sys
import tempfile
from pathlib import Path

from kuhspec.harness import parsed, selection
from kuhspec.resources import data_path, features_path


class LaunchError(Exception):
    """The suite cannot be started (the message says why); a usage error, exit status 2."""


def suite_path(args: argparse.Namespace) -> Path:
    suite = Path(args.suite) if getattr(args, "suite", None) else data_path("conformance")
    if not suite.exists():
        raise LaunchError(f"the conformance step library was not found at {suite}")
    return suite.resolve()


def pytest_args(args: argparse.Namespace, ini: Path, progress: str = "none", extra: list[str] | None = None) -> list[str]:
    """pytest's command line for `args` (the options of conform, list or smoke)."""
    suite = suite_path(args)
    root = suite if suite.is_dir() else suite.parent
    pargs = [
        str(suite),
        "-c", str(ini), "--rootdir", str(root), "--confcutdir", str(root),
        # only the plugins the suite runs on: none of whatever else this Python has installed
        # (xdist, hypothesis, a coverage or random-order plugin) loads and changes the run,
        # and pytest's own that read other kinds of tests stay out (their imports cost ~2 MB)
        "--disable-plugin-autoload", "-p", "pytest_bdd.plugin", "-p", "kuhspec.harness.plugin",
        "-p", "no:terminal", "-p", "no:cacheprovider",
        "-p", "no:doctest", "-p", "no:unittest", "-p", "no:legacypath", "-p", "no:pastebin", "-p", "no:tmpdir",
        "-W", "ignore::pytest.PytestAssertRewriteWarning",
        "--kuhspec-scenarios-only", "--kuhspec-progress", progress,
    ]
    if getattr(args, "timeout", None) is not None:
        pargs += ["--kuhspec-timeout", str(args.timeout)]
    if getattr(args, "start_timeout", None) is not None:
        pargs += ["--kuhspec-start-timeout", str(args.start_timeout)]
    if getattr(args, "impl", None):
        pargs += ["--kuhspec-impl", args.impl]
    for spec_dir in getattr(args, "spec", None) or []:
        pargs += ["--kuhspec-spec", str(Path(spec_dir).resolve())]
    pargs += selection.pytest_args(args)
    return pargs + list(extra or [])


class _Grab:
    """A tiny pytest plugin that keeps the config, so the harness can be read afterwards."""

    config = None
    kept = None  # the cache of parsed features (kuhspec.harness.parsed)

    def pytest_configure(self, config):
        self.config = config

    def pytest_collection_finish(self, session):
        """What collection built (pytest's nodes, the parsed features, the catalogue, the
        modules) lives to the end of the run: gc.freeze() moves it out of the collector's
        generations, so the full collections of the run no longer walk it (measured: about
        3 MB less at the peak of a full conform run, and a little faster). run() unfreezes.
        The features parsed are kept for the next run (kuhspec.harness.parsed)."""
        parsed.keep(self.kept)
        gc.freeze()


def run(pargs: list[str], plugins: list | None = None):
    """Run pytest with `pargs` (in a temporary folder holding an empty pytest.ini, which
    `pargs` names as "{ini}") and further `plugins`; returns (exit code, the Harness or None)."""
    import pytest

    from kuhspec.harness.stash import HARNESS

    with tempfile.TemporaryDirectory(prefix="kuhspec-") as tmp:
        ini = Path(tmp) / "pytest.ini"
        ini.write_text("[pytest]\n", encoding="utf-8")
        pargs = [str(ini) if a == "{ini}" else a for a in pargs]
        grab = _Grab()
        grab.kept = parsed.preload(features_path())
        old_dwb = sys.dont_write_bytecode
        sys.dont_write_bytecode = True  # the suite may live in a read-only site-packages
        try:
            rc = pytest.main(pargs, plugins=[grab, *(plugins or [])])
        finally:
            sys.dont_write_bytecode = old_dwb
            gc.unfreeze()  # what the run froze can be collected again once it is garbage
    config = grab.config
    h = config.stash.get(HARNESS, None) if config is not None else None
    return rc, h


INI = Path("{ini}")  # stands for the temporary pytest.ini in pytest_args(args, INI)
