"""Every option of every ruling is proven by the suite.

For each ruling with an options key and each value that is not the default of some edition,
the reference engine plays that value while its hello declares only the defaults
(rulingforce): the scenarios that run under the default must then notice. A run of the
scenarios citing the ruling has to fail at least two of them; a value the suite cannot tell
from the default is a ruling whose option is not tested. Nothing here names a ruling: a new
ruling or value in spec/<game>/*rulings.yaml is covered without new code.

The full sweep (every value, about 3 s a run) carries the marker `full`; the default run
keeps a sample, the first forced value of each game, and the static check below, which asks
of every value that at least two scenarios citing the ruling run under another value.
"""

from __future__ import annotations

import pytest

from kuhspec.catalogue import catalogue

from rulingforce import forced_cases, ruling_of
from rulingforce_run import run_forced

CASES = forced_cases()
LEAST = 2  # scenarios citing the ruling that a forced value must fail


def _sample() -> list[str]:
    first: dict[str, str] = {}
    for name in CASES:
        ruling, _ = ruling_of(name)
        first.setdefault(ruling.game, name)
    return list(first.values())


SAMPLE = _sample()


def _scenarios():
    from kuhspec.resources import data_path
    from kuhspec.scenarios import read_features

    return [s for s in read_features(data_path("features")) if not s.problems]


def _runs_under_default(s, ruling, value: str) -> bool:
    """`s` cites `ruling` and runs, against a hello of defaults only, in an edition whose
    default is not `value` (so playing `value` there may change what it observes)."""
    if ruling.id not in s.rulings:
        return False
    tagged = s.rulings[ruling.id]
    game = catalogue().game(ruling.game)
    editions = sorted(s.editions, key=lambda e: game.editions[e].language != s.language)
    edition = editions[0] if editions else None
    default = ruling.default_for(edition)
    return (tagged is None or tagged == default) and default != value


def test_every_forced_value_has_scenarios_under_another_value():
    scenarios = _scenarios()
    thin = []
    for name in CASES:
        ruling, value = ruling_of(name)
        n = sum(_runs_under_default(s, ruling, value) for s in scenarios)
        if n < LEAST:
            thin.append(f"{name}: {n} scenario(s) citing {ruling.id} run under another value")
    assert not thin, "\n".join(thin)


@pytest.mark.parametrize("name", [pytest.param(n, id=n, marks=() if n in SAMPLE else pytest.mark.full)
                                  for n in CASES])
def test_forced_value_fails_scenarios_citing_its_ruling(name, tmp_path):
    forced = run_forced(name, tmp_path / "report")
    assert forced.ran, forced.describe()
    assert len(forced.failing) >= LEAST, forced.describe()
