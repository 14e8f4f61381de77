"""Further `kuhspec` commands, one module each.

A command module defines ``NAME`` (the command word), ``HELP`` (one line for
`kuhspec --help`), ``add_arguments(parser)`` and ``run(args) -> int`` (the exit status).
It is registered by adding its module name to ``MODULES``; `cli.py` builds its parser and
dispatches to it. Keeping each command in its own module keeps `cli.py` small.
"""

from __future__ import annotations

import importlib

#: module names under kuhspec.commands, in the order `kuhspec --help` lists them
MODULES: list[str] = [
    "smoke",
    "listing",
    "docs",
    "compare",
    "differential",
    "golden",
    "export",
    "draw",
    "site",
]


def load():
    """The command modules, in order."""
    return [importlib.import_module(f"{__name__}.{name}") for name in MODULES]
