"""Bind the Kuhno features (and only those) to the Kuhno steps."""

from pytest_bdd import scenarios

from kuhspec.resources import data_path

from . import FEATURES

scenarios(str(data_path("features") / FEATURES))
