"""A cached step lookup for pytest-bdd, so that finding a step's definition does not cost
more with every step definition a new game or language adds.

pytest-bdd (9.x; 8.x alike) finds the definitions of a step in
``pytest_bdd.scenario.find_fixturedefs_for_step(step, fixturemanager, node)``: for EVERY
step it walks ALL fixture names, asks pytest which definitions of each are visible to the
test item, keeps the step definitions whose type and parser match the step, and yields
them; ``inject_fixturedefs_for_step`` then sorts them, injects them under the step's
fixture name and lets pytest resolve it. With ~190 fixture names and ~5,000 steps a run
that is about a million ``getfixturedefs`` calls.

This module replaces only the first part, and only its cost:

- the CANDIDATES (every step-definition fixturedef visible to an item, in pytest-bdd's own
  order) are computed once per collector (the item's parent: a test module or class),
  with pytest-bdd's own helpers (``pytest_bdd.compat.get_fixture_names`` and
  ``getfixturedefs``), and recomputed whenever the set of fixture names changes;
- the MATCHES of a (step type, step text) among them are computed once per collector.

Everything else (the sort, the injection, pytest's resolution of overrides, arguments,
``target_fixture``) stays pytest-bdd's. The one assumption: step definitions are
registered on collectors (a conftest, a module, a class, a plugin), never on a single test
item, which is how pytest-bdd's decorators register them. tests/harness/test_steplookup.py
checks that the cached lookup returns the same definitions as the uncached one for every
step of the suite.

The wrapper is installed only if the installed pytest-bdd is a version it was checked
against (SUPPORTED) and still has the shape it relies on; otherwise, or with
KUHSPEC_STEP_CACHE=0, pytest-bdd's own uncached lookup runs. ``STATUS`` says which.
Registered by plugin.py (``pytest_plugins``).
"""

from __future__ import annotations

import importlib
import inspect
import os
from typing import Any
from weakref import WeakKeyDictionary

import pytest

#: pytest-bdd versions (major) whose find_fixturedefs_for_step this wrapper was checked
#: against (9.0). On 8.x (no compat.get_fixture_names) pytest-bdd's own lookup runs.
SUPPORTED = (9,)

#: "cached", or why pytest-bdd's own lookup runs
STATUS = "not installed"

_original: Any = None
_installs = 0
_caches: "WeakKeyDictionary[Any, _Cache]" = WeakKeyDictionary()  # fixture manager -> cache


class _Cache:
    def __init__(self) -> None:
        self.fingerprint: Any = None
        self.candidates: dict[Any, list[tuple[Any, Any]]] = {}  # collector -> [(fixturedef, context)]
        self.matches: dict[tuple[Any, str, str], tuple] = {}  # (collector, type, text) -> fixturedefs

    def clear(self) -> None:
        self.candidates.clear()
        self.matches.clear()


def _scenario_module():
    # not `import pytest_bdd.scenario`: the package's `scenario` function shadows the module
    return importlib.import_module("pytest_bdd.scenario")


def _problem() -> str | None:
    """Why the wrapper must not be installed, or None."""
    if os.environ.get("KUHSPEC_STEP_CACHE", "1") in ("0", "", "no", "off"):
        return "disabled by KUHSPEC_STEP_CACHE"
    try:
        from importlib.metadata import version

        compat = importlib.import_module("pytest_bdd.compat")
        scenario = _scenario_module()
        from pytest_bdd.steps import step_function_context_registry  # noqa: F401
    except Exception as err:  # pragma: no cover - pytest-bdd moved its modules
        return f"pytest-bdd internals not found ({err})"
    try:
        major = int(version("pytest-bdd").split(".")[0])
    except Exception:  # pragma: no cover
        return "pytest-bdd's version is unknown"
    if major not in SUPPORTED:
        return f"pytest-bdd {version('pytest-bdd')} is not a version this cache was checked against"
    find = getattr(scenario, "find_fixturedefs_for_step", None)
    inject = getattr(scenario, "inject_fixturedefs_for_step", None)
    if find is None or inject is None or not hasattr(compat, "get_fixture_names") or not hasattr(compat, "getfixturedefs"):
        return "pytest-bdd's step lookup has changed shape"
    if list(inspect.signature(find).parameters) != ["step", "fixturemanager", "node"]:
        return "find_fixturedefs_for_step has a new signature"
    code = getattr(inspect.unwrap(inject), "__code__", None)
    if code is None or "find_fixturedefs_for_step" not in code.co_names:
        return "inject_fixturedefs_for_step no longer calls find_fixturedefs_for_step"
    return None


def _collector(node: Any) -> Any:
    """The node whose visible fixtures an item shares with its siblings."""
    return node.parent if isinstance(node, pytest.Item) and node.parent is not None else node


def _candidates(cache: _Cache, fixturemanager: Any, node: Any) -> list[tuple[Any, Any]]:
    from pytest_bdd.compat import get_fixture_names, getfixturedefs
    from pytest_bdd.steps import step_function_context_registry

    names = get_fixture_names(fixturemanager=fixturemanager)
    fingerprint = (len(names), names[-1] if names else None)
    if fingerprint != cache.fingerprint:
        cache.clear()
        cache.fingerprint = fingerprint
    key = _collector(node)
    found = cache.candidates.get(key)
    if found is None:
        found = []
        for name in names:  # the order pytest-bdd itself walks them in
            for fixturedef in getfixturedefs(fixturemanager, name, node) or []:
                context = step_function_context_registry.get(fixturedef.func)
                if context is not None:
                    found.append((fixturedef, context))
        cache.candidates[key] = found
    return found


def cached_find_fixturedefs_for_step(step: Any, fixturemanager: Any, node: Any):
    """pytest-bdd's find_fixturedefs_for_step, with its candidates and matches cached."""
    cache = _caches.get(fixturemanager)
    if cache is None:
        cache = _caches[fixturemanager] = _Cache()
    candidates = _candidates(cache, fixturemanager, node)
    key = (_collector(node), step.type, step.name)
    hit = cache.matches.get(key)
    if hit is None:
        hit = tuple(fixturedef for fixturedef, context in candidates
                    if (context.type is None or context.type == step.type) and context.parser.is_matching(step.name))
        cache.matches[key] = hit
    return iter(hit)


def uncached_find_fixturedefs_for_step(step: Any, fixturemanager: Any, node: Any):
    """pytest-bdd's own lookup (whether or not the cache is installed)."""
    scenario = _scenario_module()
    return (_original or scenario.find_fixturedefs_for_step)(step=step, fixturemanager=fixturemanager, node=node)


def install() -> str:
    global _original, _installs, STATUS
    problem = _problem()
    if problem is not None:
        if _installs == 0:
            STATUS = problem
        return problem
    scenario = _scenario_module()
    if _installs == 0:
        _original = scenario.find_fixturedefs_for_step
        scenario.find_fixturedefs_for_step = cached_find_fixturedefs_for_step
        STATUS = "cached"
    _installs += 1
    return STATUS


def uninstall() -> None:
    global _original, _installs, STATUS
    if _installs == 0:
        return
    _installs -= 1
    if _installs == 0:
        scenario = _scenario_module()
        if scenario.find_fixturedefs_for_step is cached_find_fixturedefs_for_step:
            scenario.find_fixturedefs_for_step = _original
        _original = None
        STATUS = "not installed"


# -- the hooks (a plugin of its own, registered by plugin.py) ---------------------------------


def pytest_configure(config: pytest.Config) -> None:
    config._kuhspec_step_cache = install() == "cached"  # type: ignore[attr-defined]


def pytest_unconfigure(config: pytest.Config) -> None:
    if getattr(config, "_kuhspec_step_cache", False):
        uninstall()
