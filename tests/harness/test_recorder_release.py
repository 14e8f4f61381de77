"""A scenario's call recorder (and the engine it wraps) is released once the scenario's
result is built; a failing scenario keeps the last calls in its result."""

from __future__ import annotations

from types import SimpleNamespace

from kuhspec.harness.outcome import finish
from kuhspec.harness.recording import RecordingImplementation
from kuhspec.harness.session import ItemState
from kuhspec.scenarios import build


class _Engine:
    def state(self):
        return {"turn": 0}


def _state(status: str | None) -> ItemState:
    meta = build("a scenario", {"id:KF-AUC-X1", "KF-AUC-1"}, "auction.feature", 3)
    state = ItemState(meta=meta, status=status)
    state.recorder = RecordingImplementation(_Engine(), hello={})
    state.recorder.state()
    return state


def test_a_passed_scenario_lets_go_of_its_recorder():
    state = _state("pass")
    result = finish(SimpleNamespace(hello=None), state, SimpleNamespace(nodeid="n"))
    assert result.status == "pass" and state.recorder is None and not result.calls


def test_a_failed_scenario_keeps_its_calls_in_the_result_only():
    state = _state("fail")
    result = finish(SimpleNamespace(hello=None), state, SimpleNamespace(nodeid="n"))
    assert state.recorder is None
    assert [c["call"] for c in result.calls] == ["state"] and result.calls[0]["result"] == {"turn": 0}
