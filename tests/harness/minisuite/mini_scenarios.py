"""Step definitions and bindings of the mini suite (run with `kuhspec conform --suite`).

The file name does not match test_*.py on purpose: a plain `pytest` run does not collect it.
"""

from __future__ import annotations

import json
import os

from pytest_bdd import given, parsers, scenarios, then, when

scenarios(os.path.join(os.path.dirname(os.path.abspath(__file__)), "mini.feature"))


@given("the position", target_fixture="loaded")
def the_position(impl, docstring):
    answer = impl.load(json.loads(docstring))
    assert answer == {"ok": True}
    return answer


@when(parsers.parse("seat {seat:d} acts"), target_fixture="outcome")
def seat_acts(impl, seat, docstring):
    return impl.act(json.loads(docstring))


@then("the action is accepted")
def accepted(outcome):
    assert "events" in outcome, f"expected events, got {outcome}"


@then(parsers.parse('the action is rejected with code "{code}" and clause "{clause}"'))
def rejected(outcome, code, clause):
    got = outcome.get("rejection")
    assert got is not None, f"expected rejection {code} ({clause}), but the action was accepted: {outcome}"
    assert {"code": got.get("code"), "clause": got.get("clause")} == {"code": code, "clause": clause}


@then(parsers.parse('the state at "{path}" is "{value}"'))
def state_at(impl, path, value):
    node = impl.state()
    for part in path.split("/"):
        node = node[int(part)] if isinstance(node, list) else node[part]
    assert node == value


@then("the state is")
def state_is(impl, docstring):
    assert impl.state() == json.loads(docstring)


@then(parsers.parse("the view of seat {seat:d} shows seat {other:d}'s kuhpons as {expected}"))
def view_hides(impl, seat, other, expected):
    assert impl.view(seat)["players"][other]["kuhpons"] == json.loads(expected)


@then(parsers.parse("the scenario options are {expected}"))
def options_are(scenario_options, expected):
    assert scenario_options == json.loads(expected)


@when(parsers.parse("seat {seat:d} bids {amount:d}"), target_fixture="outcome")
def seat_bids(impl, seat, amount):
    return impl.act({"type": "bid", "player": seat, "amount": amount})


@then("the action is refused")
def refused(outcome):
    assert "rejection" in outcome, f"expected a rejection, got {outcome}"
