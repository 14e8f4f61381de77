"""Kuhhandel Festival: the `world` fixture and the Festival steps, for festival/ only."""

import pytest

from . import steps  # noqa: F401  (steps/__init__.py imports every step module into BOOK)
from .book import BOOK
from .world import FestivalWorld


@pytest.fixture
def world(impl, scenario_setting):
    return FestivalWorld(impl, scenario_setting)


BOOK.install(globals())
