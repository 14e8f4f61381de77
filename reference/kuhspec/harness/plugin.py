"""The kuhspec pytest plugin: runs the Gherkin conformance suite against an Implementation.

It provides the fixtures the step library uses:

- ``impl``: the Implementation under test (an interface.Implementation), wrapped so that
  its last calls can be shown when a scenario fails;
- ``scenario_options``: the ruling options the scenario runs under (option key -> value,
  from its ``@R-...=value`` tags).

and it

- keeps feature tags from becoming pytest marks (``pytest_bdd_apply_tag``);
- selects scenarios by game, edition, variant, clause glob, scenario id and tag expression
  (selection.py; deselecting the rest);
- skips, as "not applicable: ...", scenarios for a game, edition, variant, ruling option
  or capability the implementation did not declare in hello;
- restarts a crashed or hung implementation process before the next scenario;
- checks secrecy at the last position of every scenario that passed (secrecy.py);
- records one result per scenario (see results.py) and writes the reports.

The hooks live along their seams: collect.py (tags, scenarios, selection), fixtures.py,
running.py (applicability, timeouts, steps, outcomes) and finish.py (reports, summary);
stash.py holds what they share. This module declares the options and gathers the hooks.

Loaded by ``kuhspec conform`` (``pytest.main([..., "-p", "kuhspec.harness.plugin"])``)
and, in a source checkout, by the root conftest.py for a plain ``pytest`` run. Its options
(``--kuhspec-impl`` ...) work in both.
"""

from __future__ import annotations

import pytest

from kuhspec.catalogue import CatalogueError, add_spec_dir
from kuhspec.harness.selection import OPTIONS as SELECTION_OPTIONS, positive_seconds, tag_expression
from kuhspec.harness.session import Harness
from kuhspec.harness.stash import HARNESS, META, STATE, current, harness  # noqa: F401 (used by cli and hooks)

pytest_plugins = ["kuhspec.harness.steplookup"]  # pytest-bdd's step lookup, cached

# The plugin's hooks and fixtures live in these modules; pytest finds them here.
from kuhspec.harness.collect import (  # noqa: F401
    pytest_bdd_apply_tag, pytest_collection_modifyitems, pytest_collectreport, pytest_pycollect_makeitem, scenario_meta)
from kuhspec.harness.finish import pytest_keyboard_interrupt, pytest_sessionfinish, pytest_terminal_summary  # noqa: F401
from kuhspec.harness.fixtures import impl, scenario_options, scenario_setting  # noqa: F401
from kuhspec.harness.running import (  # noqa: F401
    pytest_assertrepr_compare, pytest_bdd_after_scenario, pytest_bdd_after_step, pytest_bdd_before_scenario, pytest_bdd_before_step,
    pytest_bdd_step_error, pytest_bdd_step_func_lookup_error, pytest_runtest_call, pytest_runtest_makereport,
    pytest_runtest_protocol, pytest_runtest_setup)


def pytest_addoption(parser: pytest.Parser) -> None:
    g = parser.getgroup("kuhspec", "kuhspec conformance harness")
    g.addoption("--kuhspec-impl", default=None, metavar="CMD",
                help="command of the implementation under test, speaking the kuhspec wire protocol; "
                     "'python:module:Class' instantiates a Python Implementation in process "
                     "(default: the reference engine in process)")
    g.addoption("--kuhspec-timeout", type=positive_seconds, default=10.0, metavar="SECONDS",
                help="seconds allowed per request (subprocess) or per scenario (in process); default 10")
    g.addoption("--kuhspec-start-timeout", type=positive_seconds, default=None, metavar="SECONDS",
                help="seconds allowed a subprocess to start and answer its hello; default the timeout, "
                     "and at least 30")
    for kind, (_option, plugin_option, metavar, help_text) in SELECTION_OPTIONS.items():  # repeatable
        g.addoption(plugin_option, action="append", default=[], metavar=metavar, help=help_text,
                    **({"type": tag_expression} if kind == "tags" else {}))
    g.addoption("--kuhspec-expectations", default=None, metavar="FILE",
                help="YAML file of known failures (scenario id -> status, reason, issue)")
    g.addoption("--kuhspec-write-expectations", default=None, metavar="FILE",
                help="write an expectations file listing the scenarios that do not pass")
    g.addoption("--kuhspec-budget", default=None, metavar="SECONDS",
                help="seconds the whole run may take (none or 0: no limit; auto: derived from the number of "
                     "scenarios, kuhspec.budget); when they run out the run stops and the rest is not run. "
                     "Default: no limit")
    g.addoption("--kuhspec-legal-probes", type=int, default=None, metavar="N",
                help="try at most N legal() entries with act() per position (default: every entry; 0: only "
                     "check that every accepted action was listed); a limited run is marked partial")
    g.addoption("--kuhspec-differential", type=int, default=None, metavar="N",
                help="after the scenarios, play N random legal games per declared game, edition and variant "
                     "on the reference and the implementation, and compare them after every action")
    g.addoption("--kuhspec-seed", type=int, default=None, metavar="S",
                help="the master seed of --kuhspec-differential (default 1)")
    g.addoption("--kuhspec-out", default=None, metavar="DIR", help="write the reports to this folder")
    g.addoption("--kuhspec-badge-url", default=None, metavar="URL",
                help="where the badges get published; summary.md shows them from URL/badge-<game>.svg")
    g.addoption("--kuhspec-progress", default="none", choices=("none", "features", "scenarios"),
                help="print kuhspec's own progress lines")
    g.addoption("--kuhspec-scenarios-only", action="store_true",
                help="deselect collected tests that are not Gherkin scenarios")
    g.addoption("--kuhspec-record", action="store_true",
                help="write each scenario down as an exported case (used by kuhspec export)")
    g.addoption("--kuhspec-spec", action="append", default=[], metavar="DIR",
                help="a further folder of game spec folders (<DIR>/<game>/game.yaml), added to the packaged spec")


# -- configuration ---------------------------------------------------------------------------


def pytest_configure(config: pytest.Config) -> None:
    current.config = config
    try:
        for extra in config.option.kuhspec_spec or []:
            add_spec_dir(extra)
        from kuhspec.catalogue import catalogue

        catalogue()
    except CatalogueError as err:
        raise pytest.UsageError(f"kuhspec: the spec is broken: {err}") from None
    config.stash[HARNESS] = Harness(config)


def pytest_unconfigure(config: pytest.Config) -> None:
    if current.config is config:
        current.config = None
