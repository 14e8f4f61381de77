"""Protocol 1.1 declares ruling options per game (hello `games.<id>.rulings`); the harness
still accepts a 1.0 implementation and reads its top-level `rulings` map."""

from __future__ import annotations

import pytest

from kuhspec.wire import protocol
from kuhspec.law.applicability import declared_rulings

from harnesslib import fake_cmd


def test_protocol_versions():
    assert protocol.PROTOCOL_VERSION == "1.2"
    assert protocol.compatible("1.0") and protocol.compatible("1.7") and not protocol.compatible("2.0")


def test_rulings_per_game_and_the_1_0_top_level_map():
    v11 = {"protocol": "1.1", "games": {"kuhhandel-festival": {"rulings": {"payment": ["any_sufficient"]}}}}
    v10 = {"protocol": "1.0", "games": {"kuhhandel-festival": {}}, "rulings": {"payment": ["any_sufficient"]}}
    assert declared_rulings(v11, "kuhhandel-festival") == declared_rulings(v10, "kuhhandel-festival") \
        == {"payment": ["any_sufficient"]}
    both = dict(v11, rulings={"payment": ["exact_or_least"]})  # the per-game map wins
    assert declared_rulings(both, "kuhhandel-festival") == {"payment": ["any_sufficient"]}


@pytest.mark.slow
def test_a_1_0_implementation_over_the_wire(conform):
    """fakes/fake_engine.py answers hello with protocol 1.0 and a top-level rulings map."""
    run = conform("--impl", fake_cmd("good"))
    assert run.rc == 0, run.stdout + run.stderr
    hello = run.report["implementation"]["hello"]
    assert hello["protocol"] == "1.0" and "rulings" in hello
    assert "rulings" not in hello["games"]["kuhhandel-festival"]
    assert run.scenario("MINI-05")["status"] == "pass"  # runs under R-KF-PAYMENT=any_sufficient, declared in 1.0 form
    assert run.scenario("MINI-06")["status"] == "skip"  # an option it did not declare
