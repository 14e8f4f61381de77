"""Imported by forkrun's server (its PRELOAD), never by a test: what every `kuhspec conform`
first imports and builds from the shipped spec, done once before any run is forked.

Measured on a 2-core machine, a one-scenario conform forked after the server had imported
only kuhspec's command line, pytest and pytest-bdd cost 0.76 s of CPU; 0.58 s once the
spec's catalogue, answer checks and law were built here, and 0.47 s once the modules below
were imported too. The harness tests fork about a hundred runs.

- Modules: pytest's default plugins and pytest-bdd's plugin (which imports mako and
  pygments), kuhspec's commands, both reference engines and the report writers.
- Built from the spec, each where kuhspec keeps it and under its own key: the catalogue by
  its spec folders (a run naming others in KUHSPEC_SPEC_DIRS reads its own), the answer
  checks and the law by game id, for the shipped games only. A test of how the spec is
  read starts a real process or reads it in its own process.
"""

import importlib
import pkgutil

from _pytest.config import default_plugins

import kuhspec.commands
import kuhspec.harness.report
from kuhspec.catalogue import catalogue
from kuhspec.harness.strict import game_kinds
from kuhspec.law.agree import law

MODULES = ["pytest_bdd.plugin", "pdb", "kuhspec.reference_impl", "kuhspec.festival", "kuhspec.kuhno",
           "kuhspec.law.coverage", "kuhspec.export.checks", "kuhspec.harness.differential.examples",
           "kuhspec.harness.steplookup", *(f"_pytest.{name}" for name in default_plugins),
           *(f"{package.__name__}.{m.name}" for package in (kuhspec.commands, kuhspec.harness.report)
             for m in pkgutil.iter_modules(package.__path__))]


def warm() -> None:
    """A speed measure only: whatever fails here (another pytest, a broken spec in the
    checkout) is left for each run to meet, and say, itself; the server must start."""
    for name in MODULES:
        try:
            importlib.import_module(name)
        except Exception:  # noqa: BLE001
            pass
    try:
        for game in [g.id for g in catalogue().games.values() if g.status == "active"]:
            game_kinds(game)
            law(game)
    except Exception:  # noqa: BLE001
        pass


warm()
