"""Root conftest: registers the kuhspec pytest plugin for a plain `pytest` run.

`kuhspec conform` loads the same plugin with `-p kuhspec.harness.plugin` instead.
"""

import sys
from pathlib import Path

pytest_plugins = ["kuhspec.harness.plugin"]


def pytest_configure(config):
    """Compile the tree's own sources once, before any test starts a child process. Where
    the environment forbids writing bytecode (PYTHONDONTWRITEBYTECODE, as on the project's
    machines and CI), every child (each `kuhspec conform`, `kuhspec serve` and mutant the
    harness tests start, a few hundred a run) would otherwise compile them all again, about
    0.2 s of CPU each; children still read bytecode that is there. Done by the controller
    only (pytest-xdist workers and their children find it there)."""
    if not sys.dont_write_bytecode or hasattr(config, "workerinput"):
        return
    import compileall

    root = Path(__file__).resolve().parent
    for folder in ("reference", "tests"):
        compileall.compile_dir(root / folder, quiet=2)
