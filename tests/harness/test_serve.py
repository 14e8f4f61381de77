"""`kuhspec serve` answers malformed requests with structured errors and keeps serving."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from kuhspec.wire import protocol
from kuhspec.wire.server import Server
from kuhspec.interface import Implementation

from harnesslib import env

HELLO = {"seq": 0, "cmd": "hello", "protocol": "1.0"}


class Exploding(Implementation):
    def hello(self):
        return {"name": "exploding", "version": "0", "games": {}}

    def load(self, state):
        raise KeyError("players")

    def new_game(self, setup):
        return {"ok": True}

    def act(self, action):
        return {"events": []}

    def state(self):
        return {"game": "x", "players": []}

    def score(self):
        return {"players": []}


def valid_answer(answer: dict) -> None:
    assert protocol.first_error(answer, "protocol-response.schema.json") is None, answer


@pytest.mark.parametrize(
    "line, code, seq",
    [
        (b"this is not json", "invalid_json", None),
        (b"\xff\xfe{", "invalid_json", None),
        (b"[1, 2, 3]", "malformed_request", None),
        (b'{"cmd": "state"}', "malformed_request", None),
        (b'{"seq": -1, "cmd": "state"}', "malformed_request", None),
        (b'{"seq": "3", "cmd": "state"}', "malformed_request", None),
        (b'{"seq": 3}', "malformed_request", 3),
        (b'{"seq": 4, "cmd": "act"}', "malformed_request", 4),
        (b'{"seq": 5, "cmd": "view", "player": "Anne"}', "malformed_request", 5),
        (b'{"seq": 6, "cmd": "hello", "protocol": "one"}', "malformed_request", 6),
    ],
)
def test_malformed_requests_get_structured_errors(line, code, seq):
    server = Server(Exploding())
    answer = server.handle_line(line)
    valid_answer(answer)
    assert answer["seq"] == seq
    assert answer["error"]["code"] == code
    assert answer["error"]["message"]
    # ... and the server keeps serving
    assert server.handle_line(json.dumps(HELLO))["result"]["name"] == "exploding"


def test_unknown_command_is_unsupported():
    answer = Server(Exploding()).handle({"seq": 9, "cmd": "teleport"})
    valid_answer(answer)
    assert answer == {"seq": 9, "unsupported": True, "message": "unknown command 'teleport'"}


@pytest.mark.parametrize("debug", [False, True])
def test_engine_exception_is_a_caught_error_whose_traceback_only_debug_prints(debug):
    log = io.StringIO()
    server = Server(Exploding(), log=log, debug=debug)
    answer = server.handle({"seq": 2, "cmd": "load", "state": {}})
    valid_answer(answer)
    assert answer["error"]["code"] == "internal_error"
    assert "KeyError" in answer["error"]["message"] and "Traceback" not in answer["error"]["detail"]
    assert ("--debug" in answer["error"]["detail"]) is not debug
    assert ("Traceback" in log.getvalue() and "in load" in log.getvalue()) is debug
    assert server.handle({"seq": 3, "cmd": "state"})["result"]["game"] == "x"


def test_optional_capability_unsupported():
    answer = Server(Exploding()).handle({"seq": 1, "cmd": "legal", "player": 0})
    assert answer["unsupported"] is True and answer["seq"] == 1


def test_incompatible_protocol_version():
    answer = Server(Exploding()).handle({"seq": 0, "cmd": "hello", "protocol": "2.0"})
    valid_answer(answer)
    assert answer["error"]["code"] == "unsupported_protocol" and "2.0" in answer["error"]["message"]
    assert "1.2" in answer["error"]["message"] and "detail" not in answer["error"]


def test_serve_process_survives_garbage():
    lines = [
        b"garbage\n",
        b"\n",
        b'{"seq": 0, "cmd": "hello", "protocol": "1.0"}\n',
        b'{"seq": 1, "cmd": "act"}\n',
        b"[]\n",
        b'{"seq": 2, "cmd": "new_game", "setup": {"game": "kuhhandel-festival", "players": ["Anne", "Benno", "Claudi"], "seed": 3}}\n',
        b'{"seq": 3, "cmd": "act", "action": "nonsense"}\n',
        b'{"seq": 4, "cmd": "frobnicate"}\n',
        b'{"seq": 5, "cmd": "state"}\n',
        b'{"seq": 6, "cmd": "bye"}\n',
    ]
    p = subprocess.run(
        [sys.executable, "-m", "kuhspec", "serve"], input=b"".join(lines), capture_output=True, env=env(), timeout=300
    )
    assert p.returncode == 0, p.stderr.decode()
    answers = [json.loads(x) for x in p.stdout.decode().splitlines()]
    for a in answers:
        valid_answer(a)
    assert [a["seq"] for a in answers] == [None, 0, 1, None, 2, 3, 4, 5, 6]
    assert answers[0]["error"]["code"] == "invalid_json"
    assert answers[1]["result"]["protocol"] == "1.2"  # a 1.0 client gets the server's 1.2 hello
    assert answers[2]["error"]["code"] == "malformed_request"
    assert answers[4]["result"] == {"ok": True}
    assert answers[5]["result"]["rejection"]["code"] == "malformed_action"
    assert answers[6]["unsupported"] is True
    assert answers[7]["result"]["game"] == "kuhhandel-festival"
    assert answers[8]["result"] == {"ok": True}
    assert b"invalid_json" not in p.stdout.split(b"\n")[1]  # errors are logged to stderr
    assert b"request is not JSON" in p.stderr


def test_serve_exits_on_eof():
    p = subprocess.run([sys.executable, "-m", "kuhspec", "serve"], input=b"", capture_output=True, env=env(), timeout=300)
    assert p.returncode == 0 and p.stdout == b""


def _session(impl, requests: list[dict]) -> list[bytes]:
    """Every answer line `kuhspec serve` writes for `requests`, serving `impl`."""
    import io

    from kuhspec.wire.server import serve

    out = io.BytesIO()
    serve(impl, io.BytesIO(b"".join(json.dumps(r).encode() + b"\n" for r in requests)), out)
    return out.getvalue().splitlines()


def test_serve_answers_without_copies_exactly_as_with_them():
    """serve's reference engine takes its arguments as parsed and encodes the engine's answers
    without copying either (ReferenceImplementation(fresh=False)): line for line the answers of
    the copying engine, over a golden game of each game with every question asked after every
    action, a malformed action, a rejected one and the state loaded back."""
    from kuhspec.golden import GOLDEN
    from kuhspec.golden.replay import read
    from kuhspec.wire.server import default_implementation
    from kuhspec.reference_impl import ReferenceImplementation

    first_of: dict[str, dict] = {}
    for golden in GOLDEN:
        doc = read(golden.path())
        first_of.setdefault(doc["game"], doc)
    assert len(first_of) == 2
    requests: list[dict] = [HELLO]
    for doc in first_of.values():
        requests += [{"cmd": "new_game", "setup": doc["setup"]}, {"cmd": "load", "state": doc["start"]}]
        for step in doc["steps"][:40]:
            seats = range(doc["players"])
            requests += [{"cmd": "legal", "player": s} for s in seats] + [{"cmd": "view", "player": s} for s in seats]
            requests += [{"cmd": "act", "action": {"type": "no-such-action"}}, {"cmd": "act", "action": step["action"]},
                         {"cmd": "act", "action": step["action"]}, {"cmd": "state"}, {"cmd": "score"}]
        requests.append({"cmd": "state"})
    requests = [{**r, "seq": i} for i, r in enumerate(requests)]
    plain = _session(default_implementation(), requests)
    assert plain == _session(ReferenceImplementation(), requests)
    answers = [json.loads(line) for line in plain]
    assert [a["seq"] for a in answers] == list(range(len(requests)))
    assert all("result" in a for a in answers), [a for a in answers if "result" not in a][:1]
    assert sum("rejection" in a["result"] for a in answers if isinstance(a["result"], dict)) > 40


class _Arrivals:
    """stdin as chunks that arrive one by one; each read checks that every answer so far
    has been flushed first (a server that waits for input with an answer held back hangs
    a harness that waits for that answer)."""

    def __init__(self, chunks: list[bytes], out):
        self.chunks, self.out = list(chunks), out

    def read1(self, size: int = -1) -> bytes:
        assert not self.out.held, f"read before flushing {len(self.out.held)} answers"
        return self.chunks.pop(0) if self.chunks else b""


class _Flushes:
    """stdout that records which answers went out at each flush."""

    def __init__(self):
        self.held, self.flushed = [], []

    def write(self, data: bytes) -> None:
        self.held.append(json.loads(data)["seq"])

    def flush(self) -> None:
        if self.held:
            self.flushed.append(self.held)
            self.held = []


def test_each_answer_goes_out_as_soon_as_it_is_written_even_to_requests_sent_together():
    from kuhspec.wire.server import default_implementation, serve

    line = lambda seq, cmd, **f: json.dumps({"seq": seq, "cmd": cmd, **f}).encode() + b"\n"  # noqa: E731
    setup = {"game": "kuhhandel-festival", "players": ["Anne", "Benno", "Claudi"], "seed": 1}
    out = _Flushes()
    chunks = [line(0, "hello", protocol="1.2"), line(1, "new_game", setup=setup) + line(2, "state") + line(3, "legal", player=0),
              line(4, "score")[:9], line(4, "score")[9:] + line(5, "bye")]
    assert serve(default_implementation(), _Arrivals(chunks, out), out) == 0
    assert out.flushed == [[0], [1], [2], [3], [4], [5]] and not out.held


def test_an_answer_is_not_held_back_behind_a_blank_line():
    """A blank line after a request is no request: the server must not wait for more
    input with that request's answer unflushed."""
    from kuhspec.wire.server import default_implementation, serve

    out = _Flushes()
    chunks = [json.dumps({"seq": 0, "cmd": "hello", "protocol": "1.2"}).encode() + b"\n\n",
              json.dumps({"seq": 1, "cmd": "bye"}).encode() + b"\n"]
    assert serve(default_implementation(), _Arrivals(chunks, out), out) == 0
    assert out.flushed == [[0], [1]] and not out.held


def _counted_loads(plain: bool = False):
    """The reference engine as serve runs it, counting its loads (`type(impl).loads`); without
    snapshot() and restore() when `plain` (serve then answers every load line by loading it)."""
    from kuhspec.reference_impl import ReferenceImplementation

    class Counted(ReferenceImplementation):
        loads = 0

        def load(self, state):
            Counted.loads += 1
            return super().load(state)

    impl = Counted(fresh=False)
    if plain:
        impl.snapshot = impl.restore = None  # not callable: serve does not take snapshots
    return impl


def _lines(requests: list[tuple[str, dict]]) -> list[bytes]:
    from kuhspec.wire.client import request_line

    return [request_line(seq, cmd, fields) for seq, (cmd, fields) in enumerate(requests)]


def test_a_load_line_seen_again_is_answered_by_restoring_the_position_it_loaded():
    """Only the seq tells the line from one answered ok before: the snapshot taken after that
    load is restored, and every answer is the one a server that loads every line gives. A
    line whose rest could hold another seq ("seq" in it, or an escape), and a refused
    position, are loaded every time."""
    from kuhspec.wire.server import Server, _encode
    from kuhspec.reference_impl import ReferenceImplementation

    game = ReferenceImplementation()
    game.new_game({"game": "kuhhandel-festival", "players": ["Anne", "Benno", "Claudi"], "seed": 3})
    saved = game.state()
    moves = []
    for entry in (e for seat in range(3) for e in game.legal(seat)):
        game.load(saved)
        if "events" in game.act(entry) and len(moves) < 3:
            moves.append(entry)
    named = {**saved, "players": [{**p, "name": n} for p, n in zip(saved["players"], ["seq", "Zo\u00eb", "Claudi"])]}
    refused = {**saved, "players": saved["players"][:1]}
    requests = [("load", {"state": saved})]
    for move in moves:  # 1 + 4i: the move, the state after it, the saved position back, its state
        requests += [("act", {"action": move}), ("state", {}), ("load", {"state": saved}), ("state", {})]
    requests += [("load", {"state": named}), ("load", {"state": named}), ("load", {"state": refused}),
                 ("load", {"state": refused}), ("state", {}), ("load", {"state": saved}), ("state", {})]
    answers, loads = {}, {}
    for plain in (False, True):
        impl = _counted_loads(plain)
        server = Server(impl)
        answers[plain] = [json.loads(_encode(server.handle_line(line))) for line in _lines(requests)]  # at once, as serve does
        assert (server.loads is None) is plain
        loads[plain] = type(impl).loads
    assert answers[False] == answers[True]
    assert loads == {False: 1 + 2 + 2, True: len(requests) - len(moves) * 3 - 2}  # saved loaded once, named and refused each time
    got = [a["result"] for a in answers[False]]
    assert [a["seq"] for a in answers[False]] == list(range(len(requests))) and len(moves) == 3
    for i in range(len(moves)):
        assert got[2 + 4 * i] != saved and got[3 + 4 * i] == {"ok": True} and got[4 + 4 * i] == saved
    assert "error" in got[-5] and "error" in got[-4] and got[-3] == named and got[-1] == saved


def test_a_snapshot_that_cannot_be_taken_or_restored_leaves_the_line_to_be_loaded():
    from kuhspec.wire.server import Server, _encode

    def broken(*_):
        raise RuntimeError("no snapshot here")

    game = _counted_loads()
    game.new_game({"game": "kuhhandel-festival", "players": ["Anne", "Benno", "Claudi"], "seed": 3})
    saved = game.state()
    lines = _lines([("load", {"state": saved})] * 3 + [("state", {})])
    for kind in ("snapshot", "restore"):
        impl = _counted_loads()
        setattr(impl, kind, broken)
        server = Server(impl)
        start = type(impl).loads
        answers = [json.loads(_encode(server.handle_line(line))) for line in lines]
        assert answers == [{"seq": i, "result": {"ok": True}} for i in range(3)] + [{"seq": 3, "result": saved}]
        assert type(impl).loads - start == 3  # every line loaded
        assert len(server.loads) == (0 if kind == "snapshot" else 1)  # a snapshot that failed is not kept


@pytest.mark.parametrize("how", ["plain", "--debug", "KUHSPEC_DEBUG=1"])
def test_an_internal_error_prints_its_traceback_on_stderr_only_when_debugging(how):
    """`kuhspec serve` answers an exception it did not foresee as internal_error, naming it;
    the traceback never goes into the answer, and goes to stderr under --debug or KUHSPEC_DEBUG."""
    from harnesslib import FAKES

    e = env(FAKES)
    if how.startswith("KUHSPEC_DEBUG"):
        e["KUHSPEC_DEBUG"] = "1"
    setup = {"game": "kuhhandel-festival", "players": ["Anne", "Benno", "Claudi"], "seed": 3}
    lines = [HELLO, {"seq": 1, "cmd": "new_game", "setup": setup}, {"seq": 2, "cmd": "score"}, {"seq": 3, "cmd": "bye"}]
    p = subprocess.run([sys.executable, "-m", "kuhspec", "serve", "--impl", "python:exploding:Exploding",
                        *(["--debug"] if how == "--debug" else [])],
                       input=b"".join(json.dumps(x).encode() + b"\n" for x in lines), capture_output=True, env=e,
                       timeout=60)
    answers = [json.loads(x) for x in p.stdout.decode().splitlines()]
    assert p.returncode == 0 and [a["seq"] for a in answers] == [0, 1, 2, 3]
    error = answers[2]["error"]
    assert error["code"] == "internal_error" and error["message"] == "KeyError: 'players'"
    assert "Traceback" not in json.dumps(answers)
    debugging = how != "plain"
    assert (b"Traceback (most recent call last)" in p.stderr and b"in score" in p.stderr) is debugging, p.stderr
    assert ("--debug" in error["detail"]) is not debugging
