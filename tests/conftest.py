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

