"""Settings of every test folder: the hypothesis profiles (described in
tests/properties/conftest.py), loaded from HYPOTHESIS_PROFILE (default: ``default``).

None has a deadline or the too_slow health check: how long an example takes depends on how
busy the machine is, and no verdict may (a property that must be fast is a benchmark)."""

import os

from hypothesis import HealthCheck, settings

_common = dict(deadline=None, database=None, print_blob=True,
               suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
settings.register_profile("default", max_examples=10, stateful_step_count=30, **_common)
settings.register_profile("full", max_examples=100, stateful_step_count=60, **_common)
# a campaign keeps its examples where KUHSPEC_DATABASE says (a folder, or redis://HOST for
# machines that share a Redis server: the differential's own database, kuhspec.harness.
# differential.examples), so every process of `-n N` and every machine shares what was found
_database = os.environ.get("KUHSPEC_DATABASE")
if _database:
    from kuhspec.harness.differential.examples import open_database

    settings.register_profile("campaign", max_examples=1000, stateful_step_count=100,
                              **{**_common, "database": open_database(_database)})
else:
    settings.register_profile("campaign", max_examples=1000, stateful_step_count=100, **_common)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


def pytest_configure(config):
    if not hasattr(config, "workerinput"):  # once: in the controller of -n N, or in a run without xdist
        compile_the_checkout()


def compile_the_checkout() -> None:
    """A speed measure, not a check: write the bytecode of the checkout's Python files once,
    where this Python is told not to (PYTHONDONTWRITEBYTECODE, set on the machines this
    project runs on). Otherwise every process the tests start (a `kuhspec conform`, a served
    engine, a mutant) compiles the package again from source: measured on a 2-core machine,
    a one-scenario conform costs 1.36 s of CPU without the bytecode and 1.19 s with it, and
    the default run starts some 150 of them. Reading bytecode is allowed under the variable;
    compileall writes it whatever the variable says (atomically, so concurrent runs are safe).
    """
    import compileall
    import sys
    from pathlib import Path

    if not sys.dont_write_bytecode:
        return  # Python writes the bytecode itself as it imports
    root = Path(__file__).resolve().parent.parent
    for folder in ("reference", "tests", "benchmarks"):
        if (root / folder).is_dir():
            compileall.compile_dir(root / folder, quiet=2, workers=1)
