"""SubprocessImplementation against `kuhspec serve` and against faulty fake implementations.

No verdict here depends on how busy the machine is: a timeout is asked of a process that
never answers (the handshake, which starts a process, has its own allowance), and every
other allowance (WIDE) is far more than any answer takes on a loaded machine."""

from __future__ import annotations

import sys
import time

import pytest

from kuhspec.wire import protocol
from kuhspec.wire.client import START_TIMEOUT, SubprocessImplementation
from kuhspec.interface import ImplementationError, Unsupported

from harnesslib import FAKES, WIDE, env, fake_cmd, serve_cmd

POSITION = {"game": "kuhhandel-festival", "players": [{"name": "Anne"}, {"name": "Benno"}]}


@pytest.fixture
def client():
    made = []

    def make(cmd: str, timeout: float = WIDE, **kw) -> SubprocessImplementation:
        c = SubprocessImplementation(cmd, timeout, env=env(), **kw)
        made.append(c)
        return c

    yield make
    for c in made:
        c.close()


def test_reference_server_round_trip(client):
    impl = client(serve_cmd())
    hello = impl.hello()
    assert hello["protocol"] == protocol.PROTOCOL_VERSION == "1.2" and hello["pipeline"] is True
    assert set(hello["games"]["kuhhandel-festival"]["rulings"]) >= {"payment", "auction_close"}  # 1.1: per game
    assert hello["name"] == "kuhspec-reference"
    assert "kuhhandel-festival" in hello["games"]
    setup = {"game": "kuhhandel-festival", "players": ["Anne", "Benno", "Claudi"], "seed": 7}
    assert impl.new_game(setup) == {"ok": True}
    state = impl.state()
    assert state["game"] == "kuhhandel-festival" and len(state["players"]) == 3
    answer = impl.act({"type": "no-such-action", "player": 0})
    assert answer["rejection"]["code"] == "malformed_action"
    assert impl.state() == state  # a rejected action changes nothing
    assert impl.load(state) == {"ok": True}
    assert impl.load({"game": "kuhhandel-festival"}).get("error")  # refused, not a crash
    assert isinstance(impl.view(1), dict)
    pid = impl.pid
    impl.close()
    assert not impl.alive and pid is not None


def test_good_fake_and_unsupported(client):
    impl = client(fake_cmd("good"))
    assert impl.hello()["name"] == "toy"
    assert impl.load(POSITION) == {"ok": True}
    assert impl.act({"type": "bid", "player": 1, "amount": 15})["rejection"]["code"] == "bid_not_multiple_of_10"
    with pytest.raises(Unsupported):
        impl.legal(0)  # the toy has no legal(): answered unsupported
    assert impl.alive


def _fault(impl, call, kind: str, *fragments: str) -> ImplementationError:
    with pytest.raises(ImplementationError) as e:
        call(impl)
    assert e.value.kind == kind, str(e.value)
    for f in fragments:
        assert f in str(e.value), str(e.value)
    return e.value


def load(impl):
    return impl.load(POSITION)


@pytest.mark.parametrize(
    "mode, fragments, kill",
    [
        ("garbage", ["protocol violation", "not JSON", "Loading position", "only protocol lines"], True),
        ("wrong_seq", ["protocol violation", "seq 8, expected 1"], True),
        ("invalid_json", ["protocol violation", "not JSON"], True),
    ],
)
def test_protocol_violations(client, mode, fragments, kill):
    impl = client(fake_cmd(mode))
    impl.hello()
    err = _fault(impl, load, "error", *fragments)
    assert f"fake({mode}): load" in err.detail  # the stderr tail comes along
    assert impl.alive is (not kill)
    with pytest.raises(ImplementationError) as again:
        impl.state()  # no silent restart in the middle of a scenario
    assert again.value.kind == "crash" and "not running" in str(again.value)
    assert impl.restart()["name"] == "toy"  # ... but an explicit restart works
    assert impl.alive


def test_schema_invalid_state_keeps_process(client):
    impl = client(fake_cmd("schema_invalid_state"))
    impl.load(POSITION)
    _fault(impl, lambda i: i.state(), "error", "protocol violation", "result of state", "does not match")
    assert impl.alive
    assert impl.act({"type": "pass", "player": 1}) == {"events": [{"type": "pass_done"}]}


def test_exit_at_once(client):
    impl = client(fake_cmd("exit_at_once"))
    err = _fault(impl, lambda i: i.hello(), "crash", "handshake failed: implementation exited with code 3")
    assert "cannot start, no engine configured" in err.detail


@pytest.mark.parametrize("cmd, why", [
    ("/nonexistent/engine --flag", "No such file or directory: '/nonexistent/engine'"),
    ("'/unbalanced --flag", "No closing quotation"),
    ("  ", "the command is empty"),
])
def test_cannot_start(client, cmd, why):
    impl = client(cmd)
    _fault(impl, lambda i: i.hello(), "crash", f"cannot start implementation {cmd!r}: ", why)


def test_never_answers(client):
    impl = client(fake_cmd("never_answers"), timeout=0.5)
    impl.hello()  # awaited up to START_TIMEOUT: starting a process is no answer
    t0 = time.monotonic()
    _fault(impl, load, "timeout", "no answer to load (seq 1) within 0.5s")
    assert time.monotonic() - t0 < WIDE / 2  # not the hour the fake sleeps
    assert not impl.alive


def test_never_says_hello(client):
    impl = client(fake_cmd("never_hello"), timeout=0.5, start_timeout=0.5)
    _fault(impl, lambda i: i.hello(), "timeout", "handshake failed: no answer to hello (seq 0) within 0.5s")


def test_the_handshake_has_its_own_allowance():
    assert SubprocessImplementation("x", 1).start_timeout == START_TIMEOUT >= 30
    assert SubprocessImplementation("x", 90).start_timeout == 90
    assert SubprocessImplementation("x", 1, start_timeout=2).start_timeout == 2


def test_flood(client):
    impl = client(fake_cmd("flood"), max_line_bytes=1 << 20)
    impl.hello()
    _fault(impl, load, "error", "flood", "longer than 1048576 bytes", "xxxx")
    assert not impl.alive


def test_crash_mid_scenario(client):
    impl = client(fake_cmd("crash_on_act"))
    impl.load(POSITION)
    err = _fault(impl, lambda i: i.act({"type": "pass", "player": 1}), "crash", "exited with code 1", "act (seq 2)")
    assert "fake engine exploded" in err.detail  # the traceback on stderr


def test_caught_error_answer(client):
    impl = client(fake_cmd("error_answer"))
    impl.load(POSITION)
    err = _fault(impl, lambda i: i.act({"type": "pass", "player": 1}), "error", "implementation error in act", "not implemented yet")
    assert "NotImplementedError" in err.detail
    assert impl.alive and impl.state()["players"][0]["name"] == "Anne"


@pytest.mark.parametrize(
    "mode, fragments",
    [
        ("bad_hello", ["handshake failed", "does not match", "version"]),
        ("old_protocol", ["handshake failed", "protocol '2.0'", "major versions must match"]),
    ],
)
def test_bad_handshakes(client, mode, fragments):
    impl = client(fake_cmd(mode))
    _fault(impl, lambda i: i.hello(), "error", *fragments)


def test_stderr_flood_does_not_block(client, tmp_path):
    script = tmp_path / "noisy.py"
    script.write_text(
        "import sys, json\n"
        "for line in sys.stdin:\n"
        "    req = json.loads(line)\n"
        "    sys.stderr.write('log ' * 100000 + '\\n'); sys.stderr.flush()\n"
        "    res = {'protocol': '1.0', 'name': 'noisy', 'version': '1', 'games': {}} if req['cmd'] == 'hello' else {'ok': True}\n"
        "    print(json.dumps({'seq': req['seq'], 'result': res}), flush=True)\n"
    )
    impl = client(f"{sys.executable} {script}", timeout=WIDE, stderr_keep_bytes=4096)
    impl.hello()
    for _ in range(5):
        assert impl.load(POSITION) == {"ok": True}
    assert len(impl.stderr_tail()) <= 4100


def test_fakes_exist():
    assert (FAKES / "fake_engine.py").is_file()


def test_a_begun_handshake_is_read_when_it_is_needed(client):
    impl = client(serve_cmd())
    impl.begin()  # the process starts and is sent its hello; nothing is read yet
    assert [w["dir"] for w in impl.wire_since(0)] == ["sent"] and '"cmd":"hello"' in impl.wire_since(0)[0]["line"]
    impl.begin()  # no second process
    hello = impl.hello()
    assert hello["protocol"] == protocol.PROTOCOL_VERSION and impl.starts == 1
    assert [w["dir"] for w in impl.wire_since(0)] == ["sent", "received"]
    assert impl.load(POSITION)["error"]["path"]  # the same process serves the run: seq 1 follows the hello


@pytest.mark.parametrize("cmd, kind, fragment, start_timeout", [
    ("/nonexistent/engine --flag", "crash", "cannot start implementation", None),
    (fake_cmd("exit_at_once"), "crash", "handshake failed: implementation exited with code 3", None),
    (fake_cmd("never_hello"), "timeout", "handshake failed: no answer to hello (seq 0) within 0.5s", 0.5),
])
def test_a_begun_handshake_fails_as_a_started_one(client, cmd, kind, fragment, start_timeout):
    impl = client(cmd, timeout=0.5, start_timeout=start_timeout)
    impl.begin()
    _fault(impl, lambda i: i.hello(), kind, fragment)
    assert impl.starts <= 1 and not impl.alive


def test_a_begun_handshake_never_needed_is_ended(client):
    impl = client(serve_cmd())
    impl.begin()
    assert impl.alive
    impl.close()
    assert not impl.alive
