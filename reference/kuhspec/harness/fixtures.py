"""The fixtures the step library uses: impl, scenario_setting, scenario_options."""

from __future__ import annotations

import pytest

from kuhspec.law.applicability import Setting, setting
from kuhspec.harness.collect import scenario_meta
from kuhspec.harness.stash import STATE, harness
from kuhspec.interface import Implementation


@pytest.fixture
def impl(request: pytest.FixtureRequest) -> Implementation:
    """The Implementation under test, for one scenario."""
    h = harness(request.config)
    state = request.node.stash.get(STATE, None)
    return h.impl_for_scenario(state)


@pytest.fixture
def scenario_setting(request: pytest.FixtureRequest) -> Setting | None:
    """The game, editions, variants and ruling options this scenario runs in (see
    kuhspec.law.applicability.Setting)."""
    meta = scenario_meta(request.node)
    if meta is None:
        return None
    return setting(meta, harness(request.config).hello)


@pytest.fixture
def scenario_options(scenario_setting) -> dict[str, str]:
    """The ruling options of this scenario (from its @R-...=value tags): option key -> value."""
    return dict(scenario_setting.options) if scenario_setting else {}
