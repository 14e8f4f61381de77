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
    result = finish(SimpleNamespace(hello=None, positions_kept=0), state, SimpleNamespace(nodeid="n"))
    assert state.recorder is None
    assert [c["call"] for c in result.calls] == ["state"] and result.calls[0]["result"] == {"turn": 0}
    # no step began after the state was read: the last state read is the position shown
    assert result.positions == {"before": {"turn": 0}, "before_is": "last_read"}


def test_the_recorder_holds_the_position_a_step_began_with_and_the_last_one_only():
    rec = RecordingImplementation(_Engine(), hello={})
    rec.state()
    rec.step_started()  # nothing changed the position since it was read: that is the one
    assert rec.before_step == {"turn": 0} and rec.current
    rec.inner.act = lambda action: {"events": []}
    rec.act({"type": "x"})
    rec.step_started()  # after an action: the step's first state() read, before any change
    assert rec.before_step is None and not rec.current
    first = rec.state()
    rec.act({"type": "y"})
    rec.state()
    assert rec.before_step is first and rec.last_state is not first  # two answers held, no more
