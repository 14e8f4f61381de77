"""The parsed feature files kept between runs (kuhspec.harness.parsed): kept and loaded whole,
parsed afresh when a file changes, never read when broken, and nothing kept when turned off."""

from __future__ import annotations

import shutil

import pytest
from pytest_bdd import feature
from pytest_bdd.feature import get_features

from kuhspec.harness import parsed
from kuhspec.resources import features_path


@pytest.fixture
def store():
    """pytest-bdd's dict of parsed features, emptied for the test and given back after it."""
    before = dict(feature.features)
    feature.features.clear()
    yield feature.features
    feature.features.clear()
    feature.features.update(before)


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.setenv(parsed.CACHE_ENV, str(tmp_path / "cache"))
    root = tmp_path / "features"
    shutil.copytree(features_path() / "kuhno", root)
    return root


def _parse_and_keep(root, store):
    kept = parsed.preload(root)
    get_features([str(root)])
    parsed.keep(kept)
    return kept


def test_a_kept_parse_is_loaded_whole_by_the_next_run(folder, store):
    first = _parse_and_keep(folder, store)
    assert first is not None and not first.loaded and first.path.is_file()
    parsed_once = {name: f.scenarios.keys() for name, f in store.items()}
    store.clear()
    second = parsed.preload(folder)
    assert second.loaded and set(store) == set(second.names) == set(parsed_once)
    assert {name: f.scenarios.keys() for name, f in store.items()} == parsed_once


def test_an_edited_feature_is_parsed_afresh_and_replaces_the_old_pickle(folder, store):
    first = _parse_and_keep(folder, store)
    one = next(folder.rglob("*.feature"))
    one.write_text(one.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    store.clear()
    second = parsed.preload(folder)
    assert not second.loaded and second.path != first.path and not store
    get_features([str(folder)])
    parsed.keep(second)
    assert second.path.is_file() and not first.path.exists()


def test_a_broken_pickle_is_parsed_over(folder, store):
    kept = _parse_and_keep(folder, store)
    kept.path.write_bytes(b"not a pickle")
    store.clear()
    again = parsed.preload(folder)
    assert again is not None and not again.loaded and not store


def test_nothing_is_kept_when_turned_off(folder, store, monkeypatch, tmp_path):
    monkeypatch.setenv(parsed.CACHE_ENV, "off")
    assert parsed.preload(folder) is None
    parsed.keep(None)
    assert not (tmp_path / "cache").exists()


def test_a_cache_folder_that_cannot_be_written_costs_nothing_but_the_parse(folder, store, monkeypatch, tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setenv(parsed.CACHE_ENV, str(blocker / "cache"))
    kept = parsed.preload(folder)
    get_features([str(folder)])
    parsed.keep(kept)  # cannot make the folder: nothing raised, nothing written
    assert not kept.loaded and not kept.path.exists()
