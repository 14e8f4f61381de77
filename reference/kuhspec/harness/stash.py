"""What the kuhspec plugin's modules share: the keys of the per-run and per-item state in
pytest's stash, and the config of the run (for the hooks that get none)."""

from __future__ import annotations

import pytest

from kuhspec.harness.session import Harness, ItemState
from kuhspec.scenarios import Scenario

MAX_MESSAGE = 4000

HARNESS = pytest.StashKey[Harness]()
META = pytest.StashKey[Scenario]()
STATE = pytest.StashKey[ItemState]()


class _Current:
    config: pytest.Config | None = None  # for pytest_bdd_apply_tag, which gets no config


current = _Current()


def harness(config: pytest.Config) -> Harness:
    return config.stash[HARNESS]
