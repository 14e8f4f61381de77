"""The totals a payment walks (kuhspec.festival.money._later_totals): the bit set and the
set it falls back to for totals too far apart answer as the plain enumeration of every
choice of cards does (R-KF-PAYMENT needs the exact totals a hand can pay)."""

import itertools
import random

import pytest

from kuhspec.festival import money


def _enumerated(groups) -> set[int]:
    """Every total of some number (0..count) of cards of each group, by brute force."""
    return {sum(n * value for n, (value, _) in zip(ns, groups))
            for ns in itertools.product(*(range(count + 1) for _, count in groups))}


def _random_groups(rng: random.Random, values) -> tuple[tuple[int, int], ...]:
    chosen = rng.sample(values, rng.randint(0, min(5, len(values))))
    return tuple(sorted((v, rng.randint(1, 4)) for v in chosen))


@pytest.mark.parametrize("values", [
    [10, 20, 30, 50, 60, 100, 150, 200, 220, 300, 400, 500],  # the game's values: a bit set
    [7, 35, 10, 1, 3],                                          # odd amounts (unit 1)
    [10 ** 9, 10 ** 9 + 10, 10, 20],                            # too far apart: a set
])
def test_later_totals_are_the_enumerated_totals(values):
    rng = random.Random(12)
    for _ in range(60):
        groups = _random_groups(rng, values)
        later = money._later_totals(groups)
        assert len(later) == len(groups) + 1
        for i, totals in enumerate(later):
            want = _enumerated(groups[i:])
            assert totals.largest() == max(want)
            probes = sorted(want | {t + 1 for t in want} | {t - 1 for t in want} | {-10, 0})
            assert [n for n in probes if totals.has(n)] == [n for n in probes if n in want]
            for n in probes:
                above = [t for t in want if t >= n]
                assert totals.least_from(n) == (min(above) if above else None), (groups[i:], n)


def test_huge_amounts_keep_a_set():
    """Totals spread over more than BIT_SET_LIMIT units are kept as a set, not a huge bit set."""
    later = money._later_totals(((7, 1), (10 ** 12, 2)))
    assert isinstance(later[0], money.SetTotals)
    assert later[0].least_from(8) == 10 ** 12 and later[0].largest() == 2 * 10 ** 12 + 7
    assert isinstance(money._later_totals(((10, 3), (200, 2)))[0], money.Totals)
