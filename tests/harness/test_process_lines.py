"""The process's line reader (kuhspec.wire.process): a line that arrives in pieces, lines
that arrive together, and a partial line that is never finished, whether the answer is
already there when it is read or arrives later."""

from __future__ import annotations

import sys
import time

import pytest

from kuhspec.wire.process import Process
from kuhspec.interface import ImplementationError

# writes its argv[1] pieces, separated by pauses of argv[2] seconds, then waits for stdin to close
CHILD = ("import sys, time\n"
         "for piece in sys.argv[1].split('|'):\n"
         "    sys.stdout.buffer.write(piece.encode()); sys.stdout.buffer.flush(); time.sleep(float(sys.argv[2]))\n"
         "sys.stdin.read()\n")


def _process(pieces: str, pause: float) -> Process:
    return Process([sys.executable, "-c", CHILD, pieces, str(pause)], "child")


@pytest.mark.parametrize("pause", [0.0, 0.2])
def test_lines_in_pieces_and_together(pause):
    p = _process('{"seq":|0}\n\n  \n{"seq":1}\n{"seq"|:2}\n', pause)
    try:
        if not pause:
            time.sleep(0.3)  # every piece is there before the first read: no wait at all
        deadline = time.monotonic() + 60  # far more than the pauses, however busy the machine
        assert [p.read_line("answer", deadline, 60) for _ in range(3)] == [b'{"seq":0}', b'{"seq":1}', b'{"seq":2}']
    finally:
        p.kill()


def test_a_partial_line_never_finished_times_out_saying_so():
    p = _process('{"seq":0}\n{"seq"', 0.0)
    try:
        assert p.read_line("hello", time.monotonic() + 60, 60) == b'{"seq":0}'
        t0 = time.monotonic()
        with pytest.raises(ImplementationError) as err:
            p.read_line("state (seq 1)", time.monotonic() + 0.3, 0.3)
        assert time.monotonic() - t0 < 30  # at the timeout: the child would wait on its stdin for ever
        assert err.value.kind == "timeout"
        assert str(err.value) == 'no answer to state (seq 1) within 0.3s; partial output: {"seq"'
        assert p.killed
    finally:
        p.kill()
