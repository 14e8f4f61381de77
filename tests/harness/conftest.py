"""Fixtures of the harness's own tests (helpers live in harnesslib.py)."""

from __future__ import annotations

import pytest

from harnesslib import MINI, run_conform


@pytest.fixture
def conform(tmp_path):
    """conform(*args, suite=MINI) -> Run: `kuhspec conform` in a subprocess on the mini suite."""
    counter = [0]

    def run(*args: str, suite=MINI, timeout: float = 120):
        counter[0] += 1
        return run_conform(tmp_path, counter[0], *args, suite=suite, timeout=timeout)

    return run


@pytest.fixture(scope="session")
def report_matrix(tmp_path_factory):
    """name -> Run of each engine of the report matrix (tests/harness/report_matrix.py):
    real conform runs of a full, a partial, a crashing, a wrong and a known-wrong engine,
    one stopped early and one whose handshake fails; built once per test session."""
    from report_matrix import shared

    return shared(tmp_path_factory)


@pytest.fixture(scope="session")
def real_reports(report_matrix):
    """Report folders of the reference over the wire and of the two wrong engines of the
    report matrix, each bending one clause (KF-AUC-2, KF-AUC-4) (test_compare)."""
    return [report_matrix[name].out for name in ("reference", "wrong", "wrong-2")]


@pytest.fixture(scope="session")
def real_failing_report(report_matrix):
    """The report folder of the wrong engine of the report matrix, over the wire (test_report_html)."""
    return report_matrix["wrong"].out
