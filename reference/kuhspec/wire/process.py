"""The process behind a wire-protocol implementation: spawn it in its own session, write a
line with a deadline, read a line with a deadline (bounded, so a flood of output never
exhausts memory), keep the tail of its stderr, and end every process it started.

On Linux the implementation runs under the keeper (kuhspec/wire/keeper.py, a child
subreaper): whatever the implementation starts, even a child that calls setsid or a
double-forked daemon, stays below the keeper and ends with the run, and the keeper exits
as soon as the implementation does. Elsewhere (or with KUHSPEC_KEEPER=0) the command runs
directly in a fresh session, and its process group is killed: a process that leaves the
group (setsid) is not ended there. See docs/harness-hardening.md.

Nothing here knows the protocol's messages (see client.py). Every way
the process can misbehave is an ImplementationError: ``crash`` (it exited, or could not be
started), ``timeout`` (no answer in time), ``error`` (a flood of output).
"""

from __future__ import annotations

import os
import select
import shlex
import signal
import threading
import time
from typing import Any, NoReturn

from kuhspec.wire import lifecycle
from kuhspec.wire.lifecycle import POSIX
from kuhspec.wire.protocol import short
from kuhspec.interface import ImplementationError

LEADER_POLL = 0.2  # while waiting on its pipes, whether the process has exited is asked this often (s)
CRASH_WAIT = 10.0  # once its stdout has ended, how long its exit code is awaited (s)
STDERR_WAIT = 5.0  # once it has been ended, how long the rest of its stderr is awaited (s)


class _StderrTail(threading.Thread):
    """Drains a pipe continuously (so the child never blocks on it) and keeps its tail."""

    def __init__(self, pipe, keep: int):
        super().__init__(daemon=True, name="kuhspec-stderr")
        self.pipe = pipe
        self.keep = keep
        self.buf = bytearray()
        self.total = 0
        self.lock = threading.Lock()

    def run(self) -> None:
        fd = self.pipe.fileno()
        while True:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            with self.lock:
                self.total += len(chunk)
                self.buf += chunk
                if len(self.buf) > 2 * self.keep:
                    del self.buf[: len(self.buf) - self.keep]

    def tail(self, chars: int = 4000) -> str:
        with self.lock:
            data = bytes(self.buf[-self.keep :])
        text = data.decode("utf-8", "replace")
        if len(text) > chars:
            text = "..." + text[-chars:]
        return text


class _Reader:
    """Reads stdout chunks with a deadline. POSIX: a non-blocking read, and select only when
    nothing is there yet (an answer often is by the time its request is written, so most
    lines cost no select); elsewhere: a reader thread."""

    def __init__(self, pipe):
        self.pipe = pipe
        self.fd = pipe.fileno()
        if POSIX:
            os.set_blocking(self.fd, False)
        else:
            import queue

            self.queue: Any = queue.Queue(maxsize=64)
            self.stop = threading.Event()
            threading.Thread(target=self._pump, daemon=True, name="kuhspec-stdout").start()

    def _pump(self) -> None:
        import queue

        while not self.stop.is_set():
            try:
                chunk = os.read(self.fd, 65536)
            except OSError:
                chunk = b""
            while not self.stop.is_set():
                try:
                    self.queue.put(chunk, timeout=0.2)
                    break
                except queue.Full:
                    continue
            if not chunk:
                return

    def read(self, timeout: float) -> bytes:
        """A chunk (b"" at end of file); raises TimeoutError when nothing arrives in time."""
        if POSIX:
            deadline = time.monotonic() + timeout
            while True:
                try:
                    return os.read(self.fd, 1 << 16)
                except BlockingIOError:
                    remaining = deadline - time.monotonic()
                    if remaining <= 0 or not select.select([self.fd], [], [], remaining)[0]:
                        raise TimeoutError from None
        import queue

        try:
            return self.queue.get(timeout=max(0.0, timeout))
        except queue.Empty:
            raise TimeoutError from None


class Process:
    """One run of the implementation's command (a fresh Process per start): `argv`, or on
    POSIX a command line, split as a shell would (`cmd` names it in messages)."""

    def __init__(self, argv: list[str] | str, cmd: str, *, cwd: str | None = None, env: dict[str, str] | None = None,
                 max_line_bytes: int = 16 << 20, max_read_bytes: int = 64 << 20, stderr_keep_bytes: int = 64 << 10):
        self.cmd = cmd
        self.max_line_bytes = max_line_bytes
        self.max_read_bytes = max_read_bytes
        self.last_stderr = ""  # the stderr tail, once the process has been killed
        self._buf = bytearray()
        self._scanned = 0  # the first bytes of _buf known to hold no newline
        try:
            if POSIX and isinstance(argv, str):
                argv = shlex.split(argv)  # ValueError: an unbalanced quote
            self._started: lifecycle.Started | None = lifecycle.start(argv, cwd=cwd, env=env)
        except (OSError, ValueError) as e:
            raise ImplementationError("crash", f"cannot start implementation {cmd!r}: {e}") from None
        proc = self._started.proc
        self.pid = proc.pid  # of the process the harness started: the keeper, where there is one
        self._stdin = proc.stdin
        self._stderr = _StderrTail(proc.stderr, stderr_keep_bytes)
        self._stderr.start()
        self._reader = _Reader(proc.stdout)
        if POSIX:
            os.set_blocking(self._stdin.fileno(), False)

    @property
    def alive(self) -> bool:
        return self._started is not None and self._started.exit_code() is None

    @property
    def killed(self) -> bool:
        """Killed (after a failure or at the end); it is never used again."""
        return self._started is None

    def stderr_tail(self) -> str:
        return self._stderr.tail() if self._started is not None else self.last_stderr

    def kill(self) -> None:
        """End every process of the implementation (the command may have started children,
        which may outlive it or hold its stdout open) and reap it."""
        started, self._started = self._started, None
        if started is None:
            return
        started.end()
        self._stderr.join(timeout=STDERR_WAIT)  # its end: every process that held the pipe has ended
        self.last_stderr = self._stderr.tail()
        proc = started.proc
        for pipe in (proc.stdin, proc.stdout, proc.stderr):
            try:
                if pipe:
                    pipe.close()
            except OSError:
                pass
        if not POSIX:
            self._reader.stop.set()

    def end(self, timeout: float) -> None:
        """Close its stdin and give it `timeout` seconds to exit by itself, then kill it."""
        if self.alive:
            try:
                self._stdin.close()
            except OSError:
                pass
            self._started.wait_exit(timeout)
        self.kill()

    # -- failures ---------------------------------------------------------------------

    def fail(self, kind: str, message: str, kill: bool = True) -> NoReturn:
        if kill:
            self.kill()
        raise ImplementationError(kind, message, self.stderr_tail())

    def crashed(self, doing: str) -> NoReturn:
        started = self._started
        code = started.wait_exit(CRASH_WAIT) if started is not None else None
        failure = started.start_failure() if started is not None and code is not None else None
        if failure:
            self.fail("crash", f"cannot start implementation {self.cmd!r}: {failure}")
        if code is None:
            how = "closed its stdout"
        elif code < 0:
            try:
                how = f"was killed by signal {signal.Signals(-code).name}"
            except ValueError:
                how = f"was killed by signal {-code}"
        else:
            how = f"exited with code {code}"
        self.fail("crash", f"implementation {how} {doing}")

    def _gone(self) -> bool:
        """Whether the process the harness started has exited (its pipes may still be open:
        a child of the command can hold them)."""
        return self._started is None or self._started.exit_code() is not None

    # -- lines --------------------------------------------------------------------------

    def write(self, data: bytes, what: str, timeout: float, *, reading: bool = False) -> None:
        """Write `data` to its stdin within `timeout` seconds (`what` names it in errors).
        `reading`: answers may come back while it is written (requests sent ahead, POSIX
        only), so its stdout is read meanwhile into the line buffer: a process that blocks
        on writing an answer still reads the rest."""
        if self._started is None:
            raise ImplementationError("crash", "implementation is not running", self.stderr_tail())
        if self._gone():
            self.crashed(f"before {what}")
        fd = self._stdin.fileno()
        out = [self._reader.fd] if reading and POSIX else []
        deadline = time.monotonic() + timeout
        view = memoryview(data)
        try:
            while view:
                try:
                    n = os.write(fd, view)
                    view = view[n:]
                except BlockingIOError:
                    remaining = deadline - time.monotonic()
                    if remaining <= 0:
                        self.fail("timeout", f"implementation did not read {what} within {timeout:g}s")
                    readable, writable, _ = select.select(out, [fd], [], min(remaining, LEADER_POLL))
                    if readable and not self._take_output(what):
                        out = []  # its stdout has ended: read_line will say so
                    if not readable and not writable and self._gone():
                        self.crashed(f"while receiving {what}")
        except (BrokenPipeError, ConnectionResetError, ValueError):
            self.crashed(f"while receiving {what}")

    def _take_output(self, what: str) -> bool:
        """Move what its stdout holds now into the line buffer (bounded); False at its end."""
        try:
            chunk = os.read(self._reader.fd, 1 << 16)
        except BlockingIOError:
            return True
        if len(self._buf) + len(chunk) > self.max_read_bytes:
            self.fail("error", f"protocol violation: flood: more than {self.max_read_bytes} bytes of output "
                               f"unread while sending {what}")
        self._buf += chunk
        return bool(chunk)

    def _next_chunk(self, deadline: float) -> bytes:
        """The next chunk of its stdout: b"" at its end, or once the process has exited with
        nothing more there (a child of the command may hold the pipe open: it is a crash all
        the same). TimeoutError when nothing is there by the monotonic `deadline`; what is
        there already is taken even past it (an over-long line is then a flood, not a
        timeout, however busy the machine was)."""
        while True:
            remaining = deadline - time.monotonic()
            try:
                return self._reader.read(max(0.0, min(remaining, LEADER_POLL)))
            except TimeoutError:
                pass
            if self._gone():
                try:
                    return self._reader.read(0.0)  # what it wrote before it exited
                except TimeoutError:
                    return b""
            if remaining <= 0:
                raise TimeoutError

    def read_line(self, what: str, deadline: float, timeout: float) -> bytes:
        """The next non-blank line of its stdout, by the monotonic `deadline`."""
        if self._started is None:  # its pipes are closed, and their numbers may be another file's by now
            raise ImplementationError("crash", f"implementation is not running (awaiting {what})", self.stderr_tail())
        consumed = 0
        while True:
            # blank lines go at once, not one by one (a flood of them is no slow timeout)
            blank = len(self._buf) - len(self._buf.lstrip()) if self._buf[:1].isspace() else 0
            if blank:
                del self._buf[:blank]
                self._scanned = 0
                consumed += blank
                if consumed > self.max_read_bytes:
                    self.fail("error", f"protocol violation: flood: more than {self.max_read_bytes} bytes "
                                       f"of blank output while awaiting {what}")
            nl = self._buf.find(b"\n", self._scanned)  # only the bytes not searched yet: a flood costs linear time
            if nl >= 0:
                line = bytes(self._buf[:nl])
                del self._buf[: nl + 1]
                self._scanned = 0
                consumed += nl + 1
                if line.strip():
                    return line
                continue
            self._scanned = len(self._buf)
            if len(self._buf) > self.max_line_bytes:
                self.fail("error", f"protocol violation: flood: a line longer than {self.max_line_bytes} bytes "
                                   f"while awaiting {what}: {short(bytes(self._buf[:120]), 120)}")
            try:
                chunk = self._next_chunk(deadline)
            except TimeoutError:
                partial = f"; partial output: {short(bytes(self._buf[:200]))}" if self._buf else ""
                self.fail("timeout", f"no answer to {what} within {timeout:g}s{partial}")
            if not chunk:
                if self._buf.strip():
                    self.fail("error", f"protocol violation: unterminated output before exit: {short(bytes(self._buf))}",
                              kill=False)
                self.crashed(f"while handling {what}")
            self._buf += chunk
