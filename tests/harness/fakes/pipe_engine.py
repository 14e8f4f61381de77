"""A fake implementation (the toy engine) that watches how its requests arrive.

    python pipe_engine.py MODE

MODE is one of:
  one_at_a_time  does not declare `pipeline`, and answers every request that arrived before
                 the answer to the one before it was written with an error whose code is
                 `sent_ahead` (the protocol forbids it without `pipeline: true`)
  pipeline       declares `pipeline: true`; answers `state` with a padding member of 200 KB
                 (an unknown member, pruned by the harness) and reads no request while it
                 writes an answer: requests and answers sent at once both fill their pipes
  crash_third    declares `pipeline: true` and exits on the third request after the hello
  bad_flag       declares `pipeline: "yes"`, which is no boolean
  slow_reader    after the hello, reads 4 KB of its input every 5 seconds (a page of a pipe)

Requests are read straight from the file descriptor, so a request that came early is seen
(a buffered reader would hide it). stderr logs each request as "<seq> <cmd> <ahead>", where
<ahead> says whether the next request had arrived before this one was answered.
"""

from __future__ import annotations

import json
import os
import select
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from toy import Toy  # noqa: E402

MODE = sys.argv[1] if len(sys.argv) > 1 else "one_at_a_time"
PADDING = "p" * (200 << 10)


def lines(fd: int):
    """Each request line, and whether more input was already there when it was taken."""
    buf = b""
    while True:
        while b"\n" not in buf:
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                return
            buf += chunk
        line, buf = buf.split(b"\n", 1)
        yield line, bool(buf) or bool(select.select([fd], [], [], 0)[0])


def answer(toy: Toy, req: dict) -> dict:
    seq, cmd = req["seq"], req["cmd"]
    if cmd == "hello":
        hello = toy.hello()
        hello["protocol"] = "1.2"
        if MODE != "one_at_a_time":
            hello["pipeline"] = "yes" if MODE == "bad_flag" else True
        return {"seq": seq, "result": hello}
    if cmd == "bye":
        return {"seq": seq, "result": {"ok": True}}
    arg = {"new_game": "setup", "load": "state", "act": "action", "view": "player", "legal": "player"}.get(cmd)
    method = getattr(toy, cmd, None)
    if method is None:
        return {"seq": seq, "unsupported": True}
    result = method(req[arg]) if arg else method()
    if cmd == "state" and MODE == "pipeline":
        result = {**result, "padding": PADDING}
    return {"seq": seq, "result": result}


def main() -> int:
    toy = Toy()
    out = sys.stdout.buffer
    if MODE == "slow_reader":
        line = sys.stdin.buffer.raw.readline()
        out.write(json.dumps(answer(toy, json.loads(line))).encode() + b"\n")
        out.flush()
        while os.read(sys.stdin.fileno(), 4096):
            time.sleep(5)
        return 0
    for n, (line, ahead) in enumerate(lines(sys.stdin.fileno())):
        req = json.loads(line)
        print(f"{req['seq']} {req['cmd']} {'ahead' if ahead else 'alone'}", file=sys.stderr, flush=True)
        if MODE == "crash_third" and n == 3:
            return 1
        if MODE == "one_at_a_time" and ahead and req["cmd"] != "bye":
            reply = {"seq": req["seq"], "error": {"message": "a request arrived before this one was answered",
                                                  "code": "sent_ahead"}}
        else:
            reply = answer(toy, req)
        out.write(json.dumps(reply).encode() + b"\n")
        out.flush()
        if req["cmd"] == "bye":
            return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
