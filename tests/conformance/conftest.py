"""The conformance suite's root: registers the game-neutral steps for every game below.

Each game's package registers its own steps in its own conftest, so the Festival steps are
only seen by the Festival features. The `impl`, `scenario_setting` and `scenario_options`
fixtures come from the kuhspec.harness.plugin pytest plugin."""

import pytest

from . import game_packages

# plain asserts in the step modules report expected and actual values (this must run
# before the packages are imported)
pytest.register_assert_rewrite(f"{__package__}.common", *(f"{__package__}.{g}" for g in game_packages()))

from .common import steps  # noqa: E402,F401  (records the common steps in COMMON)
from .common.book import COMMON  # noqa: E402

COMMON.install(globals())


def pytest_bdd_before_step(request, feature, scenario, step, step_func):
    """Tell the scenario's world which kind of step runs: an action a Given plays is the
    scenario's premise, so it must be accepted there and then (common/world.py, act), and a
    failure is blamed on that step rather than on the next one."""
    if "world" in request.fixturenames:
        request.getfixturevalue("world").step_type = step.type
