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
