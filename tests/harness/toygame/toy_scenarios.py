"""Binds Toy Nim's features (and only those) to its steps. Run it with
`kuhspec conform --suite tests/harness/toygame/toy_scenarios.py --spec tests/harness/toygame/spec`.

The file name does not match test_*.py on purpose: a plain `pytest` run does not collect it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pytest_bdd import scenarios

pytest.register_assert_rewrite("toy_steps")

from toy_steps import *  # noqa: E402,F401,F403 (step definitions are fixtures)

scenarios(str(Path(__file__).resolve().parent / "features" / "toy-nim"))
