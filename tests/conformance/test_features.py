"""Bind every feature file to the step library."""

from pytest_bdd import scenarios

from kuhspec.resources import data_path

scenarios(str(data_path("features")))
