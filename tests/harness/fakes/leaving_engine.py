"""A fake implementation that leaves processes behind, then behaves as fake_engine.py MODE.

    python leaving_engine.py KINDS [MODE]

KINDS is a comma-separated list of the processes it starts before it reads anything:
  setsid   a child that calls setsid (a session of its own) and keeps stdin and stdout open
  daemon   a double-forked daemon: a child calls setsid and forks again, and exits at once;
           the daemon puts /dev/null on its stdin, stdout and stderr
  holder   a plain child that keeps stdout open (with MODE crash_on_act: a parent that exits
           while its child holds its stdout)

Each of them, and the engine itself, writes "PID STARTTIME" (STARTTIME: field 22 of
/proc/PID/stat, so a reused pid is told apart) to the file named by $LEAVING_PIDS, and the
engine answers nothing before all of them have. Linux only. Each child sleeps 600 s.
"""

from __future__ import annotations

import os
import sys
import time

KINDS = [k for k in (sys.argv[1] if len(sys.argv) > 1 else "").split(",") if k]
PIDS = os.environ["LEAVING_PIDS"]


def record() -> None:
    with open(f"/proc/{os.getpid()}/stat", "rb") as f:
        stat = f.read()
    start = stat[stat.rindex(b")") + 2:].split()[19].decode()
    with open(PIDS, "a") as f:
        f.write(f"{os.getpid()} {start}\n")


def leave(kind: str) -> None:
    pid = os.fork()
    if pid:
        if kind == "daemon":
            os.waitpid(pid, 0)  # the middle process exits at once: the daemon is an orphan
        return
    try:
        if kind in ("setsid", "daemon"):
            os.setsid()
        if kind == "daemon":
            if os.fork():
                os._exit(0)
            null = os.open(os.devnull, os.O_RDWR)
            for fd in (0, 1, 2):
                os.dup2(null, fd)
        record()
        time.sleep(600)
    finally:
        os._exit(0)


def main() -> int:
    for kind in KINDS:
        leave(kind)
    record()
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        with open(PIDS) as f:
            if len(f.read().splitlines()) >= len(KINDS) + 1:
                break
        time.sleep(0.01)
    sys.argv = ["fake_engine.py", *sys.argv[2:3]]  # its MODE (this folder is on sys.path: the script's own)
    import fake_engine

    return fake_engine.main()


if __name__ == "__main__":
    sys.exit(main())
