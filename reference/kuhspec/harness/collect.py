"""Collection: feature tags stay kuhspec metadata (not pytest marks), every collected
scenario gets its Scenario (kuhspec.scenarios), the selection deselects the rest, and a run
of the suite alone plays what is left grouped by game, edition and variant
(kuhspec.harness.grouping)."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

import pytest

from kuhspec.harness import expectations as expectations_mod

from kuhspec.harness.grouping import run_order
from kuhspec.harness.stash import MAX_MESSAGE, META, current, harness
from kuhspec.resources import data_path, features_path, repo_root
from kuhspec.scenarios import Scenario, from_template, is_vocabulary_tag

BUILTIN_MARKS = {"skip", "skipif", "xfail", "usefixtures", "filterwarnings", "parametrize"}


@pytest.hookimpl(tryfirst=True)
def pytest_bdd_apply_tag(tag: str, function) -> Any:
    """Feature tags are kuhspec metadata, not pytest marks (read from the scenario later).

    Only tags naming a built-in or registered pytest mark (``@skip``, say) become marks.
    """
    if is_vocabulary_tag(tag):
        return True
    if tag in BUILTIN_MARKS:
        return None
    if current.config is not None:
        registered = {line.split(":", 1)[0].split("(", 1)[0].strip() for line in current.config.getini("markers")}
        if tag in registered:
            return None
    return True


def _template(item: pytest.Item):
    obj = getattr(item, "obj", None)
    return None if obj is None else _template_of(obj)


def _template_of(obj: Any):
    """The pytest-bdd ScenarioTemplate a test function was made from, or None."""
    try:
        from pytest_bdd.scenario import scenario_wrapper_template_registry
    except ImportError:  # pragma: no cover - pytest-bdd internals moved
        return None
    try:
        return scenario_wrapper_template_registry.get(obj)
    except TypeError:
        return None


@functools.lru_cache(maxsize=None)
def _feature_rel(filename: str) -> str:
    """The feature file relative to the features directory (or the checkout, or its name)."""
    path = Path(filename).resolve()
    bases = [features_path().resolve(), data_path("features").resolve()]
    if (root := repo_root()) is not None:
        bases.append(root.resolve())
    for base in bases:
        try:
            return path.relative_to(base).as_posix()
        except ValueError:
            pass
    return path.name


def scenario_meta(item: pytest.Item) -> Scenario | None:
    if META in item.stash:
        return item.stash[META]
    tmpl = _template(item)
    if tmpl is None:
        return None
    meta = from_template(tmpl, _feature_rel(tmpl.feature.filename))
    callspec = getattr(item, "callspec", None)
    if callspec is not None and "_pytest_bdd_example" in callspec.params:
        meta.id = f"{meta.id}[{callspec.id}]"
    item.stash[META] = meta
    return meta


@pytest.hookimpl(tryfirst=True)
def pytest_pycollect_makeitem(collector: pytest.Collector, name: str, obj: Any):
    """A speed measure, not a rule: a scenario the selection leaves out is not built into a
    pytest item (building one, with its fixture closure, is most of the cost of collecting;
    a one-scenario conform of the whole suite spends ~0.3 s of its 1.2 s of CPU on the
    items it then deselects). Its Scenario is kept (`Harness.unbuilt`) and counted, checked
    and deselected below as an item would be. Outlines are built as before: the ids of their
    examples are pytest's."""
    if current.config is None or not callable(obj):
        return None
    h = harness(current.config)
    tmpl = _template_of(obj)
    if tmpl is None or tmpl.templated:
        return None
    meta = from_template(tmpl, _feature_rel(tmpl.feature.filename))
    if h.selects(meta):
        return None
    h.unbuilt.append((f"{collector.nodeid}::{name}", meta))
    return []


def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
    h = harness(config)
    keep, drop = [], []
    seen: dict[str, str] = {}
    built = [(item.nodeid, scenario_meta(item), item) for item in items]
    scenarios = [*h.unbuilt, *((nodeid, meta) for nodeid, meta, _ in built if meta is not None)]
    for nodeid, meta in sorted(scenarios, key=_written_order):
        for p in meta.problems:
            h.suite_problems.append(f"{meta.feature}:{meta.line}: {p}")
        if meta.id in seen and seen[meta.id] != nodeid:
            h.suite_problems.append(f"{meta.feature}:{meta.line}: duplicate scenario id {meta.id}")
        seen.setdefault(meta.id, nodeid)
    for nodeid, meta, item in built:
        if meta is None:
            (drop if config.option.kuhspec_scenarios_only else keep).append(item)
        else:
            (keep if h.selects(meta) else drop).append(item)
    unknown = expectations_mod.unknown_ids(h.expectations, set(seen)) if seen else []
    if unknown:
        h.usage_error = (f"expectations file {h.expectations_path}: {len(unknown)} id(s) name no scenario of the "
                         f"suite: {', '.join(unknown[:20])}{' ...' if len(unknown) > 20 else ''}")
        raise pytest.UsageError(h.usage_error)
    if config.option.kuhspec_scenarios_only:  # a run of the suite alone: grouped (kuhspec.harness.grouping)
        keep.sort(key=lambda item: run_order(item.stash[META]))
    if drop:
        config.hook.pytest_deselected(items=drop)
    items[:] = keep
    h.deselected += len(drop) + len(h.unbuilt)
    h.unbuilt = []
    h.selected = [i.nodeid for i in keep if META in i.stash]
    h.selected_scenarios = [i.stash[META] for i in keep if META in i.stash]
    h.selected_now()


def _written_order(row) -> tuple:
    """Scenarios in the order the features are written: the collection's own order, into
    which the unbuilt ones are put back."""
    _, meta = row
    return (meta.feature, meta.line)


def pytest_collectreport(report: pytest.CollectReport) -> None:
    if report.failed and current.config is not None:
        text = str(report.longrepr) if report.longrepr else "collection failed"
        harness(current.config).collection_errors.append({"where": report.nodeid or "<session>", "message": text[-MAX_MESSAGE:]})


# -- fixtures ----------------------------------------------------------------------------------
