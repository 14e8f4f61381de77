"""Root conftest: registers the kuhspec pytest plugin for a plain `pytest` run.

`kuhspec conform` loads the same plugin with `-p kuhspec.harness.plugin` instead.
"""

import os
import sys
from pathlib import Path

import pytest

pytest_plugins = ["kuhspec.harness.plugin"]


def pytest_configure(config):
    """Compile the tree's own sources once, before any test starts a child process. Where
    the environment forbids writing bytecode (PYTHONDONTWRITEBYTECODE, as on the project's
    machines and CI), every child (each `kuhspec conform`, `kuhspec serve` and mutant the
    harness tests start) would otherwise compile them all again: measured on a 2-core
    machine, a one-scenario conform costs 1.36 s of CPU without the bytecode and 1.19 s with
    it. Children still read bytecode that is there; compileall writes it whatever the
    variable says (atomically, so concurrent runs are safe). Done by the controller only
    (pytest-xdist workers and their children find it there)."""
    if not sys.dont_write_bytecode or hasattr(config, "workerinput"):
        return
    import compileall

    root = Path(__file__).resolve().parent
    for folder in ("reference", "tests", "benchmarks"):
        if (root / folder).is_dir():
            compileall.compile_dir(root / folder, quiet=2, workers=1)


@pytest.hookimpl(wrapper=True)
def pytest_collection(session):
    """While the test modules are collected, let pytest keep their assertion-rewritten
    bytecode (beside compileall's, in the checkout's __pycache__ folders) where the
    environment forbids writing bytecode: every pytest-xdist worker collects every module,
    and rewriting them all again cost each worker 3 s of its 6.6 s collection (measured on
    a 2-core machine). Only collection: a test's own imports keep the environment's rule."""
    forbidden = sys.dont_write_bytecode
    sys.dont_write_bytecode = False
    try:
        return (yield)
    finally:
        sys.dont_write_bytecode = forbidden


@pytest.hookimpl(optionalhook=True)  # pytest-xdist's hook: no error where xdist is absent
def pytest_xdist_auto_num_workers(config):
    """`-n auto` (the default run's addopts): one pytest-xdist worker more than the cores.
    Part of the run waits rather than computes (the engines' timeouts and budgets that the
    harness tests run out, children starting): on a 2-core machine that is about 15 s of
    idle core time, which a third worker fills. Measured there, quiet, two runs each:
    113.4 and 114.8 s with two workers, 110.1 and 109.1 s with three."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # no affinity on this platform
        cores = os.cpu_count() or 1
    return cores + 1
