"""Serve recorded request lines (wire_tap.py) in one process, or over pipes; print the time.

    python benchmarks/wire_replay.py --memory FILE
    python benchmarks/wire_replay.py --pipe FILE

--memory: the reference engine's server (kuhspec.wire.server.serve) reads the lines from
memory and writes its answers to /dev/null: what serving them costs. --pipe: `python -m
kuhspec serve` is sent each line and its answer read before the next is sent, as the
protocol has it (one request at a time), by a client that does nothing else: what serving
them costs plus taking turns. Both time every line after the first (the hello, which warms
the server up: its imports and the catalogue of games) and print "served N lines in S s".
"""

from __future__ import annotations

import argparse
import io
import os
import subprocess
import sys
import time


def memory(lines: list[bytes]) -> float:
    from kuhspec.wire import server as serve

    impl = serve.default_implementation()
    serve.Server(impl).handle_line(lines[0])
    with open(os.devnull, "wb") as devnull:
        t0 = time.perf_counter()
        serve.serve(impl, io.BytesIO(b"".join(lines[1:])), devnull)
        return time.perf_counter() - t0


def pipe(lines: list[bytes]) -> float:
    p = subprocess.Popen([sys.executable, "-m", "kuhspec", "serve"], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, bufsize=0)
    fd, buf = p.stdout.fileno(), bytearray()

    def answer() -> None:
        while True:
            nl = buf.find(b"\n")
            if nl >= 0:
                del buf[: nl + 1]
                return
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                raise SystemExit("kuhspec serve exited before answering every line")
            buf.extend(chunk)

    p.stdin.write(lines[0])
    answer()
    t0 = time.perf_counter()
    for line in lines[1:]:
        p.stdin.write(line)
        answer()
    took = time.perf_counter() - t0
    p.stdin.close()
    p.wait()
    return took


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    how = ap.add_mutually_exclusive_group(required=True)
    how.add_argument("--memory", action="store_true")
    how.add_argument("--pipe", action="store_true")
    ap.add_argument("file")
    args = ap.parse_args()
    try:
        with open(args.file, "rb") as f:
            lines = [line if line.endswith(b"\n") else line + b"\n" for line in f.read().splitlines(keepends=True)]
    except OSError as err:
        raise SystemExit(f"{args.file}: cannot read the request lines ({err.strerror or err})") from None
    if len(lines) < 2:
        raise SystemExit(f"{args.file}: no request lines after the hello")
    took = (memory if args.memory else pipe)(lines)
    print(f"served {len(lines) - 1} lines in {took:.3f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
