"""The conformance suite's root: registers the game-neutral steps for every game below.

Each game's package registers its own steps in its own conftest, so the Festival steps are
only seen by the Festival features. The `impl`, `scenario_setting` and `scenario_options`
fixtures come from the kuhspec.harness.plugin pytest plugin."""

# The step modules are not registered for pytest's assertion rewriting: their checks raise
# errors that carry expected and actual themselves (common/recorded.py: Differs), and their
# asserts carry their own messages. Rewriting them would compile every step module from its
# source at every start, as no rewritten bytecode is kept (harness/launch.py: run): about
# 0.1 s of CPU in every `kuhspec conform`. A step library of one's own (--suite) may register its
# modules: the harness reads a rewritten `assert actual == expected` as a comparison.
from .common import steps  # noqa: F401  (records the common steps in COMMON)
from .common.book import COMMON

COMMON.install(globals())


def pytest_bdd_before_step(request, feature, scenario, step, step_func):
    """Tell the scenario's world which kind of step runs: an action a Given plays is the
    scenario's premise, so it must be accepted there and then (common/world.py, act), and a
    failure is blamed on that step rather than on the next one."""
    if "world" in request.fixturenames:
        request.getfixturevalue("world").step_type = step.type
