"""Bind the Kuhhandel Festival features (and only those) to the Festival steps."""

from pytest_bdd import scenarios

from kuhspec.resources import features_path

from . import FEATURES

if (features_path() / FEATURES).is_dir():  # --features DIR may hold only some games
    scenarios(str(features_path() / FEATURES))
