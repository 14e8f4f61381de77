"""Requests sent ahead (protocol 1.2, `pipeline: true`): only to an implementation that
declares it, answered in order, no deadlock when requests and answers both fill their
pipes, and a call out of order or a crash among them keeps the stream in step."""

from __future__ import annotations

import shlex
import sys
import time

import pytest

from kuhspec.harness.legalcheck import LegalCheck, LegalFailure, Templates
from kuhspec.wire.client import SubprocessImplementation
from kuhspec.interface import Implementation, ImplementationError

from harnesslib import FAKES, WIDE, env, serve_cmd

POSITION = {"game": "kuhhandel-festival", "players": [{"name": "Anne"}, {"name": "Benno"}]}
BIG = {**POSITION, "ballast": "b" * (100 << 10)}  # an unknown member: the toy engine keeps it


def pipe_cmd(mode: str) -> str:
    return shlex.join([sys.executable, str(FAKES / "pipe_engine.py"), mode])


@pytest.fixture
def client():
    made = []

    def make(cmd: str, timeout: float = WIDE) -> SubprocessImplementation:
        c = SubprocessImplementation(cmd, timeout, env=env())
        made.append(c)
        return c

    yield make
    for c in made:
        c.close()


def _logged(impl: SubprocessImplementation, lines: int) -> list[list[str]]:
    """The fake's stderr log, [seq, cmd, "ahead" | "alone"] per request read, once it holds
    `lines` lines: the fake writes each line before its answer, but the harness drains stderr
    on a thread of its own, which may not have read it yet (within 60 s)."""
    deadline = time.monotonic() + 60
    while True:
        logged = [line.split() for line in impl.stderr_tail().splitlines() if line.strip()]
        if len(logged) >= lines or time.monotonic() > deadline:
            return logged
        time.sleep(0.02)


def test_an_implementation_that_does_not_declare_it_gets_one_request_at_a_time(client):
    impl = client(pipe_cmd("one_at_a_time"))
    assert "pipeline" not in impl.hello() and not impl.pipelining
    assert impl.load(POSITION) == {"ok": True}
    impl.send_ahead([("state", None), ("load", POSITION), ("state", None)])
    first = impl.state()  # the fake answers a request that came early with an error: none did
    assert impl.load(POSITION) == {"ok": True} and impl.state() == first
    assert [entry[2] for entry in _logged(impl, 5)] == ["alone"] * 5


def test_requests_sent_ahead_are_answered_in_order_without_a_deadlock(client):
    impl = client(pipe_cmd("pipeline"))
    assert impl.hello()["pipeline"] is True and impl.pipelining
    calls = [("load", BIG), ("state", None)] * 3  # ~300 KB of requests, ~600 KB of answers
    impl.send_ahead(calls)
    for cmd, arg in calls:
        answer = impl.load(arg) if cmd == "load" else impl.state()
        assert answer == {"ok": True} if cmd == "load" else len(answer["padding"]) == 200 << 10
    logged = _logged(impl, 7)
    assert [entry[1] for entry in logged] == ["hello"] + ["load", "state"] * 3
    assert [int(entry[0]) for entry in logged] == list(range(7))
    assert "ahead" in [entry[2] for entry in logged]  # they were sent ahead
    assert impl.state()["players"] == BIG["players"]  # and the stream is still in step


def test_a_call_out_of_order_drops_the_answers_sent_ahead(client):
    impl = client(serve_cmd())
    assert impl.hello()["pipeline"] is True
    assert impl.new_game({"game": "kuhhandel-festival", "players": ["Anne", "Benno", "Claudi"], "seed": 3}) == {"ok": True}
    impl.send_ahead([("state", None), ("legal", 0), ("legal", 1)])
    score = impl.score()  # not the next one sent ahead: their answers are read and dropped
    assert "players" in score and "phase" not in score
    assert impl.state()["game"] == "kuhhandel-festival"
    assert any(impl.legal(seat) for seat in range(3))  # someone is to move


def test_calls_on_their_way_already_are_not_sent_again_and_the_rest_follow_them(client):
    impl = client(serve_cmd())
    impl.hello()
    assert impl.new_game({"game": "kuhhandel-festival", "players": ["Anne", "Benno", "Claudi"], "seed": 3}) == {"ok": True}
    impl.send_ahead([("state", None)])
    impl.send_ahead([("legal", 0), ("state", None)])  # begins otherwise: not sent
    assert [(cmd, seq) for cmd, _, seq, _ in impl._ahead] == [("state", 2)]
    impl.send_ahead([("state", None), ("legal", 0), ("legal", 1)])
    assert [(cmd, seq) for cmd, _, seq, _ in impl._ahead] == [("state", 2), ("legal", 3), ("legal", 4)]
    state, legal = impl.state(), [impl.legal(0), impl.legal(1)]
    assert state["game"] == "kuhhandel-festival" and impl._seq == 5 and not impl._ahead
    assert impl.state() == state and [impl.legal(0), impl.legal(1)] == legal  # answered alone, the same


def test_a_crash_among_requests_sent_ahead_is_raised_by_the_call_that_needs_its_answer(client):
    impl = client(pipe_cmd("crash_third"))
    impl.hello()
    assert impl.load(POSITION) == {"ok": True}
    impl.send_ahead([("state", None), ("state", None), ("state", None)])
    assert impl.state()["players"] == POSITION["players"]
    with pytest.raises(ImplementationError) as err:
        impl.state()
    assert err.value.kind == "crash" and "exited with code 1" in str(err.value)


def test_a_pipeline_flag_that_is_no_boolean_is_refused_at_the_handshake(client):
    impl = client(pipe_cmd("bad_flag"))
    with pytest.raises(ImplementationError) as err:
        impl.hello()
    assert "handshake failed" in str(err.value) and "pipeline" in str(err.value)


class _Unsound(Implementation):
    """legal() lists an action act() rejects, and load() then fails to restore."""

    def hello(self):
        return {}

    def load(self, state):
        return {"ok": True}

    def new_game(self, setup):
        return {"ok": True}

    def act(self, action):
        return {"rejection": {"code": "no", "clause": "X-1", "message": "no"}}

    def state(self):
        return {"players": [{}], "moved": True}

    def legal(self, player):
        return [{"type": "go", "player": player}]

    def score(self):
        return {}


def test_the_first_failure_of_a_probe_is_the_one_reported():
    check = LegalCheck(_Unsound(), Templates({}), lambda a, b: [] if a == b else ["differs"])
    with pytest.raises(LegalFailure) as err:
        check.probe({"players": [{}]})
    assert "legal(0) is not sound" in str(err.value) and "X-1" in str(err.value)


def test_settle_reads_what_was_sent_ahead_so_the_next_scenario_starts_in_step(client):
    impl = client(pipe_cmd("crash_third"))
    impl.hello()
    assert impl.load(POSITION) == {"ok": True}
    impl.send_ahead([("state", None), ("state", None)])
    impl.settle()  # as the session does before each scenario: the crash on the second is read here
    assert not impl.alive
    impl.restart()
    assert impl.load(POSITION) == {"ok": True} and impl.state()["players"] == POSITION["players"]


def test_a_process_that_reads_slowly_times_out_and_does_not_stall_the_run(client):
    impl = client(pipe_cmd("slow_reader"), timeout=1.0)
    impl.hello()
    started = time.monotonic()
    with pytest.raises(ImplementationError) as err:
        impl.load(BIG)  # 100 KB: more than the pipe holds, taken 4 KB every 5 s (~45 s for the rest)
    assert err.value.kind == "timeout" and "did not read load (seq 1) within 1s" in str(err.value)
    assert time.monotonic() - started < 30 and not impl.alive  # killed at the timeout: nothing to wait for


def test_after_a_crash_the_answers_still_due_are_not_read_from_the_dead_process(client):
    """A crash among requests sent ahead leaves answers due that will never come: settle()
    (the session's, before the next scenario) and any later call must not read the closed
    pipe (an OSError that failed every following scenario), but start afresh."""
    impl = client(pipe_cmd("crash_third"))
    impl.hello()
    assert impl.load(POSITION) == {"ok": True}
    impl.send_ahead([("state", None)] * 4)
    assert impl.state()["players"] == POSITION["players"]
    with pytest.raises(ImplementationError) as err:
        impl.state()
    assert err.value.kind == "crash" and not impl.alive
    impl.settle()  # two answers were still due
    impl.restart()
    assert impl.load(POSITION) == {"ok": True} and impl.state()["players"] == POSITION["players"]


def test_a_request_line_is_the_compact_json_of_its_message_and_a_batch_encodes_each_argument_once():
    import json

    from kuhspec.wire.client import request_line

    state = {"game": "kuhhandel-festival", "players": [{"name": "Änne \ud800"}], "n": [1.5, None, True]}
    compact = lambda message: (json.dumps(message, separators=(",", ":")) + "\n").encode("ascii")  # noqa: E731
    assert request_line(7, "state", {}) == compact({"seq": 7, "cmd": "state"})
    assert request_line(8, "load", {"state": state}) == compact({"seq": 8, "cmd": "load", "state": state})
    assert request_line(0, "hello", {"protocol": "1.2", "client": {"name": "x"}}) == \
        compact({"seq": 0, "cmd": "hello", "protocol": "1.2", "client": {"name": "x"}})
    encoded: dict = {}
    lines = [request_line(seq, "load", {"state": state}, encoded) for seq in range(3)]
    assert lines == [compact({"seq": seq, "cmd": "load", "state": state}) for seq in range(3)]
    assert list(encoded) == [id(state)]  # encoded once
