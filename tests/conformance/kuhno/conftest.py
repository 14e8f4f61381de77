"""Kuhno: the `world` fixture and the Kuhno steps, for kuhno/ only."""

import pytest

from . import steps  # noqa: F401  (steps/__init__.py imports every step module into BOOK)
from .book import BOOK
from .world import KuhnoWorld


@pytest.fixture
def world(impl, scenario_setting):
    return KuhnoWorld(impl, scenario_setting)


BOOK.install(globals())
