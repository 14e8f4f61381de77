"""Hostile input to `kuhspec serve`: every request gets a structured answer, and the
server keeps serving (issue 10: nesting, surrogates, floats for integers, huge input)."""

from __future__ import annotations

import json
import subprocess
import sys

from harnesslib import env

HELLO = '{"seq": 0, "cmd": "hello", "protocol": "1.1"}'
SETUP = {"game": "kuhhandel-festival", "edition": "en", "variant": "standard", "players": ["A", "B", "C"],
         "seed": 1, "options": {}, "first": 0}


def serve(*lines: str | bytes, timeout: float = 60) -> tuple[list[dict], str, int]:
    data = b"".join((x if isinstance(x, bytes) else x.encode("utf-8", "surrogatepass")) + b"\n" for x in lines)
    p = subprocess.run([sys.executable, "-m", "kuhspec", "serve"], input=data, capture_output=True,
                       env=env(), timeout=timeout)
    answers = [json.loads(line) for line in p.stdout.decode("utf-8").splitlines() if line.strip()]
    return answers, p.stderr.decode("utf-8", "replace"), p.returncode


def last_is_alive(answers: list[dict], seq: int) -> None:
    assert answers[-1] == {"seq": seq, "result": {"ok": True}}, answers[-1]


def test_deep_nesting_is_answered():
    answers, err, rc = serve(HELLO, "[" * 100_000, '{"seq": 1, "cmd": "load", "state": ' + "[" * 50_000 + "]" * 50_000 + "}",
                             '{"seq": 2, "cmd": "bye"}')
    assert rc == 0 and "Traceback" not in err, err[-2000:]
    assert answers[1]["seq"] is None and answers[1]["error"]["code"] == "invalid_json"
    assert "nested" in answers[1]["error"]["message"]
    assert answers[2]["seq"] is None and "error" in answers[2]
    last_is_alive(answers, 2)


def test_lone_surrogate_in_an_answer():
    setup = json.dumps({**SETUP, "players": ["\ud800", "B", "C"]})
    answers, err, rc = serve(HELLO, f'{{"seq": 1, "cmd": "new_game", "setup": {setup}}}',
                             '{"seq": 2, "cmd": "state"}', '{"seq": 3, "cmd": "bye"}')
    assert rc == 0 and "Traceback" not in err, err[-2000:]
    assert len(answers) == 4
    assert answers[1]["error"]["code"] == "malformed_request" and "lone surrogate" in answers[1]["error"]["message"]
    assert answers[2]["error"]["code"] == "no_game", answers[2]  # the refused setup dealt no game
    last_is_alive(answers, 3)


def test_float_for_an_integer_is_malformed():
    answers, err, rc = serve(HELLO, json.dumps({"seq": 1, "cmd": "new_game", "setup": SETUP}),
                             '{"seq": 2, "cmd": "view", "player": 0.0}', '{"seq": 3, "cmd": "legal", "player": 1.0}',
                             '{"seq": 4, "cmd": "act", "action": {"type": "pass", "player": 0.0}}',
                             '{"seq": 5, "cmd": "bye"}')
    assert "Traceback" not in err and "TypeError" not in err, err[-2000:]
    for a in answers[2:4]:
        assert a["error"]["code"] == "malformed_request", a
    assert "rejection" in answers[4]["result"], answers[4]
    last_is_alive(answers, 5)


def test_float_for_a_seat_in_an_action_is_malformed():
    """A float seat inside an action reached the engine's list indexing (internal_error
    TypeError) in both games; it is a malformed action under the game's form clause, which
    the action schema, read strictly (0.0 is no integer), now says."""
    kuhno = {"game": "kuhno", "edition": "en", "variant": "standard", "players": ["A", "B", "C"], "seed": 1}
    answers, err, rc = serve(HELLO, json.dumps({"seq": 1, "cmd": "new_game", "setup": SETUP}),
                             '{"seq": 2, "cmd": "act", "action": {"type": "auction", "player": 0.0, "cards": ["cow-10-1"]}}',
                             json.dumps({"seq": 3, "cmd": "new_game", "setup": kuhno}),
                             '{"seq": 4, "cmd": "act", "action": {"type": "play", "player": 0.0, "card": "pasture-01"}}',
                             '{"seq": 5, "cmd": "act", "action": {"type": "draw", "player": 0.0}}',
                             '{"seq": 6, "cmd": "bye"}')
    assert "Traceback" not in err and "TypeError" not in err, err[-2000:]
    for a, clause in ((answers[2], "KF-TURN-5"), (answers[4], "KN-TURN-3"), (answers[5], "KN-TURN-3")):
        assert a["result"]["rejection"]["code"] == "malformed_action", a
        assert a["result"]["rejection"]["clause"] == clause  # the action schema, read strictly, refuses it
        assert a["result"]["rejection"]["message"] == "$.player: 0.0 is not of type 'integer'"
    last_is_alive(answers, 6)


def test_huge_and_binary_input():
    big = '{"seq": 1, "cmd": "load", "state": {"pad": "' + "x" * (3 << 20) + '"}}'
    answers, err, rc = serve(HELLO, big, b"\xff\xfe\x00junk", "null", "1e999999", '{"seq": 2, "cmd": "bye"}')
    assert rc == 0 and "Traceback" not in err, err[-2000:]
    assert "error" in answers[1]["result"] or "error" in answers[1]
    assert answers[2]["error"]["code"] == "invalid_json"
    last_is_alive(answers, 2)
