"""A fake implementation speaking the kuhspec wire protocol, with selectable faults.

    python fake_engine.py MODE

MODE is one of:
  good                  behaves (the toy engine)
  garbage               prints a non-JSON line instead of answering load
  wrong_seq             answers load with the wrong seq
  invalid_json          answers load with truncated JSON
  schema_invalid_state  answers state with a result that is not a state
  exit_at_once          writes to stderr and exits before the handshake
  never_answers         answers hello, then never answers load
  never_hello           never answers hello
  deaf                  answers hello, then reads nothing more and never answers
  flood                 answers load with an endless line
  crash_on_act          dies (with a traceback on stderr) on the first act
  error_answer          answers act with a caught error
  bad_hello             answers hello without the required fields
  old_protocol          answers hello with protocol 2.0
  unsupported_view      declares view but answers it unsupported
"""

from __future__ import annotations

import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from toy import Toy  # noqa: E402

MODE = sys.argv[1] if len(sys.argv) > 1 else "good"
out = sys.stdout


def send(obj) -> None:
    out.write(json.dumps(obj) + "\n")
    out.flush()


def main() -> int:
    if MODE == "exit_at_once":
        print("fake: cannot start, no engine configured", file=sys.stderr)
        return 3
    toy = Toy()
    for line in sys.stdin:
        req = json.loads(line)
        seq, cmd = req["seq"], req["cmd"]
        print(f"fake({MODE}): {cmd} seq {seq}", file=sys.stderr, flush=True)
        if cmd == "hello":
            if MODE == "never_hello":
                time.sleep(3600)
            hello = toy.hello()
            hello["protocol"] = "2.0" if MODE == "old_protocol" else "1.0"
            if MODE == "bad_hello":
                hello = {"protocol": "1.0", "name": "bad"}
            send({"seq": seq, "result": hello})
            if MODE == "deaf":
                time.sleep(3600)
        elif cmd == "load" and MODE == "garbage":
            out.write("Loading position... done!\n")
            out.flush()
        elif cmd == "load" and MODE == "wrong_seq":
            send({"seq": seq + 7, "result": {"ok": True}})
        elif cmd == "load" and MODE == "invalid_json":
            out.write('{"seq": %d, "result": {"ok": tru\n' % seq)
            out.flush()
        elif cmd == "load" and MODE == "never_answers":
            time.sleep(3600)
        elif cmd == "load" and MODE == "flood":
            chunk = "x" * 65536
            while True:
                out.write(chunk)
        elif cmd == "state" and MODE == "schema_invalid_state":
            send({"seq": seq, "result": ["not", "a", "state"]})
        elif cmd == "act" and MODE == "crash_on_act":
            raise RuntimeError("fake engine exploded while handling act")
        elif cmd == "act" and MODE == "error_answer":
            send({"seq": seq, "error": {"message": "act is not implemented yet", "detail": "NotImplementedError"}})
        elif cmd == "view" and MODE == "unsupported_view":
            send({"seq": seq, "unsupported": True})
        elif cmd == "bye":
            send({"seq": seq, "result": {"ok": True}})
            return 0
        else:
            method = getattr(toy, cmd, None)
            if method is None:
                send({"seq": seq, "unsupported": True})
                continue
            arg = {"new_game": "setup", "load": "state", "act": "action", "view": "player", "legal": "player"}.get(cmd)
            send({"seq": seq, "result": method(req[arg]) if arg else method()})
    return 0


if __name__ == "__main__":
    sys.exit(main())
