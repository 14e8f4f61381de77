"""`kuhspec serve` that also writes every request line it reads to a file.

    python benchmarks/wire_tap.py FILE

What bench_wire_floor.py gives `kuhspec conform --impl` to record the request lines of a
real run: the lines are the harness's, as sent, in order (the hello first, the bye last).
"""

from __future__ import annotations

import sys

from kuhspec.wire import server as serve


class _Tap:
    """A binary stdin whose every byte read is also written to `out` (serve reads it a
    chunk at a time: `read1`)."""

    def __init__(self, src, out):
        self.src, self.out = src, out

    def read1(self, size: int = -1) -> bytes:
        chunk = self.src.read1(size)
        self.out.write(chunk)
        return chunk


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    try:
        tap = open(sys.argv[1], "wb")
    except OSError as err:
        print(f"{sys.argv[1]}: cannot write the request lines there ({err.strerror or err})", file=sys.stderr)
        return 2
    out = sys.stdout.buffer
    sys.stdout = sys.stderr  # the protocol channel stays clean, as in serve.main
    with tap:
        return serve.serve(serve.default_implementation(), _Tap(sys.stdin.buffer, tap), out, log=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
