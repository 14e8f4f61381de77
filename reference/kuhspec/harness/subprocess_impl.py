"""An Implementation that talks to another process over the kuhspec wire protocol.

One long-running process; newline-delimited JSON requests on its stdin, answers on its
stdout, its stderr kept as a tail for diagnostics. Every request has a timeout, so a hung
process never hangs the run. Every way the process can misbehave becomes an
ImplementationError with a clear message:

- kind ``crash``: the process exited (or could not be started);
- kind ``timeout``: no answer within the timeout;
- kind ``error``: a caught error answer, or a protocol violation (output that is not
  JSON, a wrong seq, an answer that does not match the schema, a flood of output).

After a crash, a timeout or a violation that leaves the stream out of step, the process
is killed; `alive` turns False and `restart()` starts a fresh one (the pytest plugin does
this before the next scenario).
"""

from __future__ import annotations

import json
import os
import select
import shlex
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from typing import Any

from kuhspec import __version__
from kuhspec.harness import protocol
from kuhspec.interface import Implementation, ImplementationError, Json, Unsupported

POSIX = os.name == "posix"


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
    """Reads stdout chunks with a deadline. POSIX: select; elsewhere: a reader thread."""

    def __init__(self, pipe):
        self.pipe = pipe
        self.fd = pipe.fileno()
        if not POSIX:
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
            ready, _, _ = select.select([self.fd], [], [], max(0.0, timeout))
            if not ready:
                raise TimeoutError
            return os.read(self.fd, 1 << 16)
        import queue

        try:
            return self.queue.get(timeout=max(0.0, timeout))
        except queue.Empty:
            raise TimeoutError from None


class SubprocessImplementation(Implementation):
    def __init__(
        self,
        cmd: str | Sequence[str],
        timeout: float = 10.0,
        *,
        cwd: str | None = None,
        env: dict[str, str] | None = None,
        max_line_bytes: int = 16 << 20,
        max_read_bytes: int = 64 << 20,
        stderr_keep_bytes: int = 64 << 10,
        validate: bool = True,
    ):
        self.cmd = cmd if isinstance(cmd, str) else shlex.join(cmd)
        self.argv = (shlex.split(cmd) if POSIX else cmd) if isinstance(cmd, str) else list(cmd)
        self.timeout = float(timeout)
        self.cwd = cwd
        self.env = env
        self.max_line_bytes = max_line_bytes
        self.max_read_bytes = max_read_bytes
        self.stderr_keep_bytes = stderr_keep_bytes
        self.validate = validate
        self.starts = 0
        self._proc: subprocess.Popen | None = None
        self._stderr: _StderrTail | None = None
        self._reader: _Reader | None = None
        self._buf = bytearray()
        self._seq = 0
        self._hello: dict | None = None
        self.last_stderr = ""  # stderr tail of the last process that ended
        self.stopped: str | None = None  # why the process was stopped after a failure

    # -- lifecycle -------------------------------------------------------------------

    @property
    def alive(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    @property
    def pid(self) -> int | None:
        return self._proc.pid if self._proc else None

    def start(self) -> dict:
        """Start the process and do the hello handshake. Returns the hello result."""
        if self._proc is not None:
            self._kill()
        self.stopped = None
        self._buf = bytearray()
        self._seq = 0
        self._hello = None
        try:
            self._proc = subprocess.Popen(
                self.argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                bufsize=0,
                cwd=self.cwd,
                env=self.env,
                start_new_session=POSIX,
            )
        except (OSError, ValueError) as e:
            self._proc = None
            raise ImplementationError("crash", f"cannot start implementation {self.cmd!r}: {e}") from None
        self.starts += 1
        self._stderr = _StderrTail(self._proc.stderr, self.stderr_keep_bytes)
        self._stderr.start()
        self._reader = _Reader(self._proc.stdout)
        if POSIX:
            os.set_blocking(self._proc.stdin.fileno(), False)
        where = "handshake failed"
        try:
            hello = self._call(
                "hello", {"protocol": protocol.PROTOCOL_VERSION, "client": {"name": "kuhspec", "version": __version__}}
            )
        except Unsupported:
            self._violation(f"{where}: hello answered unsupported")
        except ImplementationError as e:
            self._kill()
            self.stopped = str(e)
            raise ImplementationError(e.kind, f"{where}: {e}", e.detail) from None
        if not isinstance(hello, dict):
            self._violation(f"{where}: hello result is not an object: {protocol.short(hello)}")
        version = hello.get("protocol")
        if not isinstance(version, str) or not protocol.compatible(version):
            self._violation(
                f"{where}: implementation speaks protocol {version!r}, kuhspec speaks "
                f"{protocol.PROTOCOL_VERSION} (the major versions must match)"
            )
        self._hello = hello
        return hello

    def restart(self) -> dict:
        self.close()
        return self.start()

    def close(self) -> None:
        proc = self._proc
        if proc is None:
            return
        if proc.poll() is None and self._hello is not None:
            try:
                self._send({"seq": self._seq, "cmd": "bye"}, "bye", min(self.timeout, 2.0))
                self._seq += 1
                proc.stdin.close()
                proc.wait(timeout=min(self.timeout, 2.0))
            except (ImplementationError, OSError, subprocess.TimeoutExpired):
                pass
        self._kill()

    def _kill(self) -> None:
        proc, self._proc = self._proc, None
        if proc is None:
            return
        if proc.poll() is None:
            try:
                if POSIX:
                    os.killpg(proc.pid, signal.SIGKILL)
                else:
                    proc.kill()
            except (ProcessLookupError, PermissionError, OSError):
                pass
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass
        if self._stderr is not None:
            self._stderr.join(timeout=0.5)
            self.last_stderr = self._stderr.tail()
        for pipe in (proc.stdin, proc.stdout, proc.stderr):
            try:
                if pipe:
                    pipe.close()
            except OSError:
                pass
        if self._reader is not None and not POSIX:
            self._reader.stop.set()

    def stderr_tail(self) -> str:
        if self._stderr is not None and (self._proc is not None or not self.last_stderr):
            return self._stderr.tail()
        return self.last_stderr

    # -- errors ----------------------------------------------------------------------

    def _fail(self, kind: str, message: str, kill: bool = True) -> None:
        if kill:
            self._kill()
            self.stopped = message
        raise ImplementationError(kind, message, self.stderr_tail())

    def _violation(self, message: str, kill: bool = True) -> None:
        self._fail("error", f"protocol violation: {message}", kill)

    def _crashed(self, doing: str) -> None:
        proc = self._proc
        code = None
        if proc is not None:
            try:
                code = proc.wait(timeout=1.0)
            except subprocess.TimeoutExpired:
                code = None
        if code is None:
            how = "closed its stdout"
        elif code < 0:
            try:
                how = f"was killed by signal {signal.Signals(-code).name}"
            except ValueError:
                how = f"was killed by signal {-code}"
        else:
            how = f"exited with code {code}"
        self._fail("crash", f"implementation {how} {doing}")

    # -- the wire ----------------------------------------------------------------------

    def _send(self, message: dict, cmd: str, timeout: float) -> None:
        proc = self._proc
        if proc is None or proc.poll() is not None:
            if proc is None:
                raise ImplementationError("crash", "implementation is not running", self.stderr_tail())
            self._crashed(f"before {cmd} (seq {message['seq']})")
        data = (json.dumps(message, separators=(",", ":")) + "\n").encode("utf-8")
        fd = proc.stdin.fileno()
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
                        self._fail("timeout", f"implementation did not read {cmd} (seq {message['seq']}) within {timeout:g}s")
                    select.select([], [fd], [], remaining)
        except (BrokenPipeError, ConnectionResetError, ValueError):
            self._crashed(f"while receiving {cmd} (seq {message['seq']})")

    def _readline(self, cmd: str, seq: int, deadline: float) -> bytes:
        consumed = 0
        while True:
            nl = self._buf.find(b"\n")
            if nl >= 0:
                line = bytes(self._buf[:nl])
                del self._buf[: nl + 1]
                consumed += nl + 1
                if line.strip():
                    return line
                if consumed > self.max_read_bytes:
                    self._violation(f"flood: more than {self.max_read_bytes} bytes of blank output while awaiting {cmd} (seq {seq})")
                continue
            if len(self._buf) > self.max_line_bytes:
                self._violation(
                    f"flood: a line longer than {self.max_line_bytes} bytes while awaiting {cmd} (seq {seq}): "
                    f"{protocol.short(bytes(self._buf[:120]), 120)}"
                )
            remaining = deadline - time.monotonic()
            try:
                if remaining <= 0:
                    raise TimeoutError
                chunk = self._reader.read(remaining)
            except TimeoutError:
                partial = f"; partial output: {protocol.short(bytes(self._buf[:200]))}" if self._buf else ""
                self._fail("timeout", f"no answer to {cmd} (seq {seq}) within {self.timeout:g}s{partial}")
            if not chunk:
                if self._buf.strip():
                    self._violation(f"unterminated output before exit: {protocol.short(bytes(self._buf))}", kill=False)
                self._crashed(f"while handling {cmd} (seq {seq})")
            self._buf += chunk

    def _call(self, cmd: str, fields: dict) -> Json:
        if self._proc is None:
            if self.stopped is not None or cmd == "hello":
                raise ImplementationError(
                    "crash", f"implementation is not running (stopped after: {self.stopped})", self.stderr_tail()
                )
            self.start()
        seq = self._seq
        self._seq += 1
        message = {"seq": seq, "cmd": cmd, **fields}
        deadline = time.monotonic() + self.timeout
        self._send(message, cmd, self.timeout)
        line = self._readline(cmd, seq, deadline)
        try:
            answer = json.loads(line.decode("utf-8"))
        except UnicodeDecodeError:
            self._violation(f"answer to {cmd} (seq {seq}) is not UTF-8: {protocol.short(line)}")
        except ValueError as e:
            self._violation(f"answer to {cmd} (seq {seq}) is not JSON ({e}): {protocol.short(line)}")
        if not isinstance(answer, dict):
            self._violation(f"answer to {cmd} (seq {seq}) is not a JSON object: {protocol.short(answer)}")
        got = answer.get("seq", "<missing>")
        if got != seq or isinstance(got, bool):
            self._violation(f"answer has seq {protocol.short(got)}, expected {seq} (request {cmd}): {protocol.short(answer)}")
        kinds = [k for k in ("result", "unsupported", "error") if k in answer]
        if len(kinds) != 1:
            self._violation(
                f"answer to {cmd} (seq {seq}) must have exactly one of result, unsupported, error: {protocol.short(answer)}",
                kill=False,
            )
        if "unsupported" in answer:
            if answer["unsupported"] is not True:
                self._violation(f"answer to {cmd} (seq {seq}): unsupported must be true", kill=False)
            raise Unsupported(cmd)
        if "error" in answer:
            err = answer["error"]
            if not isinstance(err, dict) or not isinstance(err.get("message"), str):
                self._violation(f"answer to {cmd} (seq {seq}): error must be an object with a message: {protocol.short(err)}", kill=False)
            detail = err.get("detail") or ""
            tail = self.stderr_tail()
            raise ImplementationError(
                "error",
                f"implementation error in {cmd} (seq {seq}): {err['message']}",
                "\n".join(x for x in (str(detail), tail) if x),
            )
        result = answer["result"]
        if self.validate:
            problem = protocol.first_error(result, "protocol-result.schema.json", f"/$defs/{cmd}")
            if problem:
                self._violation(
                    f"result of {cmd} (seq {seq}) does not match the protocol schema {problem}: {protocol.short(result)}",
                    kill=False,
                )
        return result

    # -- the Implementation interface ---------------------------------------------------

    def hello(self) -> Json:
        if self._hello is None or not self.alive:
            return self.start()
        return self._hello

    def new_game(self, setup: Json) -> Json:
        return self._call("new_game", {"setup": setup})

    def load(self, state: Json) -> Json:
        return self._call("load", {"state": state})

    def act(self, action: Json) -> Json:
        return self._call("act", {"action": action})

    def state(self) -> Json:
        return self._call("state", {})

    def view(self, player: int) -> Json:
        return self._call("view", {"player": player})

    def legal(self, player: int) -> Json:
        return self._call("legal", {"player": player})

    def score(self) -> Json:
        return self._call("score", {})

    def __repr__(self) -> str:
        return f"SubprocessImplementation({self.cmd!r}, timeout={self.timeout:g})"


if __name__ == "__main__":  # pragma: no cover - manual poking: python -m ... "cmd"
    impl = SubprocessImplementation(sys.argv[1])
    print(json.dumps(impl.hello(), indent=2))
    impl.close()
