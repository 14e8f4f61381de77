"""An Implementation that talks to another process over the kuhspec wire protocol: the
protocol client (requests, answers and their validation). The process itself (spawning,
deadlines, the stderr tail, ending every process it started) is kuhspec.wire.process.

One long-running process; newline-delimited JSON requests on its stdin, answers on its
stdout, its stderr kept as a tail for diagnostics. Every request has a timeout, so a hung
process never hangs the run (the hello, which includes starting the process, at least
START_TIMEOUT). Every way the process can misbehave becomes an
ImplementationError with a clear message:

- kind ``crash``: the process exited (or could not be started);
- kind ``timeout``: no answer within the timeout;
- kind ``error``: a caught error answer, or a protocol violation (output that is not
  JSON, a wrong seq, an answer that does not match the schema, a flood of output).

After a crash, a timeout or a violation that leaves the stream out of step, the process
is killed; `alive` turns False and `restart()` starts a fresh one (the pytest plugin does
this before the next scenario).

With a `budget` (kuhspec.budget: the whole run's), every deadline, the hello's and the
writing of each request too, is cut to what is left of it; when it runs out, the process
is ended and BudgetSpent raised instead of a timeout (ending the run is no request's).
"""

from __future__ import annotations

import shlex
import time
from collections import deque
from collections.abc import Sequence
from typing import NoReturn

from kuhspec import __version__
from kuhspec.budget import Budget, BudgetSpent
from kuhspec.wire import protocol
from kuhspec.wire.lines import WIRE_KEEP, WIRE_LINE_CHARS, WIRE_PER_CALL, request_line, same_call, shown_wire
from kuhspec.wire.process import POSIX, Process
from kuhspec.interface import Implementation, ImplementationError, Json, Unsupported

AHEAD_BYTES = 1 << 18  # requests sent ahead at once, at most (and always at least one)
START_TIMEOUT = 30.0  # the hello's answer is awaited at least this long: it includes starting the process


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
        start_timeout: float | None = None,
    ):
        self.cmd = cmd if isinstance(cmd, str) else shlex.join(cmd)
        self.argv = cmd if isinstance(cmd, str) else list(cmd)  # a command line is split by Process
        self.timeout = float(timeout)
        # starting a process is not answering a request: on a busy machine it takes far
        # longer than any answer, so the handshake has its own allowance
        self.start_timeout = max(self.timeout, START_TIMEOUT) if start_timeout is None else float(start_timeout)
        self.cwd = cwd
        self.env = env
        self.max_line_bytes = max_line_bytes
        self.max_read_bytes = max_read_bytes
        self.stderr_keep_bytes = stderr_keep_bytes
        self.validate = validate
        self.starts = 0
        self._process: Process | None = None
        self._seq = 0
        self._hello: dict | None = None
        self._begun: tuple[int, ImplementationError | None] | ImplementationError | None = None  # begin()'s hello
        self.stopped: str | None = None  # why the process was stopped after a failure
        self.wire: deque[tuple[int, str, bytes, int]] = deque(maxlen=WIRE_KEEP)  # (n, "sent" | "received", line cut, its bytes)
        self.wire_count = 0
        self._ahead: deque[tuple[str, Json, int, bytes]] = deque()  # sent ahead, answer unread: (cmd, arg, seq, line)
        self.budget: Budget | None = None  # the run's budget (kuhspec.budget), set by the harness

    # -- lifecycle -------------------------------------------------------------------

    @property
    def _running(self) -> bool:
        return self._process is not None and self._process.alive

    @property
    def alive(self) -> bool:
        return self._running

    @property
    def pid(self) -> int | None:
        return self._process.pid if self._process else None

    @property
    def last_stderr(self) -> str:
        """The stderr tail of the last process that ended."""
        return self._process.last_stderr if self._process else ""

    def begin(self) -> None:
        """Start the process and send it the hello now, while the run has other work to do
        (pytest collects the scenarios meanwhile, and the implementation starts up on the
        other core); start() reads the answer when the run needs it. The implementation is
        sent the same lines in the same order, and a failure is raised by start() as if it
        had happened there."""
        if self._process is not None or self._begun is not None:
            return
        try:
            self._spawn()
        except ImplementationError as e:
            self._begun = e
            return
        self._begun = self._send_hello()

    def _spawn(self) -> None:
        self._kill()
        self.stopped = None
        self._seq = 0
        self._hello = None
        self._ahead.clear()
        self._process = None
        self._process = Process(
            self.argv, self.cmd, cwd=self.cwd, env=self.env, max_line_bytes=self.max_line_bytes,
            max_read_bytes=self.max_read_bytes, stderr_keep_bytes=self.stderr_keep_bytes,
        )
        self.starts += 1

    def _send_hello(self) -> tuple[int, ImplementationError | None]:
        """The hello request sent: its seq, and the error that stopped the sending, if any."""
        try:
            return self._request(
                "hello", {"protocol": protocol.PROTOCOL_VERSION, "client": {"name": "kuhspec", "version": __version__}}
            )[0], None
        except (ImplementationError, BudgetSpent) as e:
            return 0, e

    def start(self) -> dict:
        """Start the process (unless begin() has) and do the hello handshake. Returns the
        hello result."""
        begun, self._begun = self._begun, None
        if isinstance(begun, ImplementationError):
            raise begun  # the process could not be started
        if begun is None:
            self._spawn()
            begun = self._send_hello()
        seq, failed = begun
        where = "handshake failed"
        try:
            if failed is not None:
                raise failed
            allowed, by_budget = self._allowance(self.start_timeout, "during the handshake (hello)")
            hello = self._answer("hello", seq, time.monotonic() + allowed, self.start_timeout, by_budget)
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
        if self._begun is None:  # a begun handshake is this start, not one to end
            self.close()
        return self.start()

    def close(self) -> None:
        self._begun = None
        process = self._process
        if process is None or not process.alive or self._hello is None or (self.budget and self.budget.spent()):
            self._kill()  # a run out of budget ends it at once, without a bye
            return
        try:
            self._send(request_line(self._seq, "bye", {}), "bye", self._seq, min(self.timeout, 2.0))
            self._seq += 1
        except ImplementationError:
            pass
        process.end(min(self.timeout, 2.0))

    def _kill(self) -> None:
        if self._process is not None:
            self._process.kill()

    def stderr_tail(self) -> str:
        return self._process.stderr_tail() if self._process is not None else ""

    # -- errors ----------------------------------------------------------------------

    def _fail(self, kind: str, message: str, kill: bool = True) -> NoReturn:
        if kill:
            self._kill()
            self.stopped = message
        raise ImplementationError(kind, message, self.stderr_tail())

    def _violation(self, message: str, kill: bool = True) -> NoReturn:
        self._fail("error", f"protocol violation: {message}", kill)

    def _process_step(self, fn, *args, by_budget: str = "", **kwargs):
        """A read or write of the process; a failure that stopped it is remembered. `by_budget`:
        the run's budget set its deadline, so running out of time is the budget's (BudgetSpent,
        saying what the run was doing), not the implementation's timeout."""
        try:
            return fn(*args, **kwargs)
        except ImplementationError as e:
            if self._process.killed:
                self.stopped = str(e)
            if by_budget and e.kind == "timeout":
                self.stopped = "the run's budget ran out"
                raise BudgetSpent(self.budget.seconds, by_budget) from None
            raise

    def _allowance(self, seconds: float, doing: str) -> tuple[float, bool]:
        """`seconds`, cut to what is left of the budget, and whether the budget cut them
        (Budget.allowance); when nothing is left, the process is ended and BudgetSpent raised."""
        if self.budget is None:
            return seconds, False
        if self.budget.spent():
            self._kill()
            self.stopped = "the run's budget ran out"
        return self.budget.allowance(seconds, doing)

    # -- the wire ----------------------------------------------------------------------

    def _keep_line(self, direction: str, data: bytes) -> None:
        """Remember a line as it went over the wire, cut; decoded only if shown (shown_wire)."""
        data = data.rstrip(b"\r\n")
        self.wire.append((self.wire_count, direction, data[: WIRE_LINE_CHARS * 4], len(data)))
        self.wire_count += 1

    def wire_lines(self, mark: int, limit: int = WIRE_PER_CALL) -> list[tuple]:
        """The last `limit` kept wire lines from line number `mark` on, as kept (shown_wire
        shows them)."""
        lines = []
        for kept in reversed(self.wire):
            if kept[0] < mark or len(lines) == limit:
                break
            lines.append(kept)
        lines.reverse()
        return lines

    def wire_since(self, mark: int, limit: int = WIRE_PER_CALL) -> list[dict]:
        """The last `limit` kept wire lines from line number `mark` on: [{dir, line}]."""
        return shown_wire(self.wire_lines(mark, limit))

    def _send(self, data: bytes, cmd: str, seq: int, timeout: float, by_budget: bool = False) -> None:
        self._keep_line("sent", data)
        self._process_step(self._process.write, data, f"{cmd} (seq {seq})", timeout,
                           by_budget=f"while writing {cmd} (seq {seq})" if by_budget else "")

    def _call(self, cmd: str, arg: Json = None) -> Json:
        """The answer to `cmd` called with `arg`, its Implementation method's argument."""
        self._allowance(self.timeout, f"before {cmd}")  # BudgetSpent (and the process ended) if none is left
        if self._ahead and (self._process is None or self._process.killed):
            self._ahead.clear()  # the process that was sent them is gone
        if self._ahead:
            sent_cmd, sent_arg, seq, line = self._ahead[0]
            if same_call(sent_cmd, sent_arg, cmd, arg):
                self._ahead.popleft()
                self._keep_line("sent", line)  # kept next to its answer: the call's record shows both
                allowed, by_budget = self._allowance(self.timeout, f"before the answer to {cmd} (seq {seq})")
                return self._answer(cmd, seq, time.monotonic() + allowed, self.timeout, by_budget)
            self._drain()
        if self._process is None or self._process.killed:
            if self.stopped is not None or cmd == "hello":
                raise ImplementationError(
                    "crash", f"implementation is not running (stopped after: {self.stopped})", self.stderr_tail()
                )
            self.start()
        return self._answer(cmd, *self._request(cmd, protocol.fields(cmd, arg)))

    @property
    def pipelining(self) -> bool:
        """Whether requests may be sent ahead: the implementation said so in its hello
        (`pipeline: true`, spec/protocol.md), and the process is running (POSIX only)."""
        return POSIX and self._hello is not None and self._hello.get("pipeline") is True and self._running

    def send_ahead(self, calls) -> None:
        """Send these calls' requests now, without waiting for their answers, when the
        implementation pipelines (else nothing happens). Each is answered when it is then
        called with the same argument, in the same order; a call that is not the next one
        sent ahead first reads (and drops) the answers of all of them. The batch is written
        within a timeout per request (answers are read meanwhile, so it may wait on them).
        Calls that are on their way already, as the first of these, are not sent again; the
        rest follow them (calls that begin otherwise are not sent ahead)."""
        if not self.pipelining:
            return
        if self._ahead:
            if len(calls) < len(self._ahead) or not all(
                    same_call(sent[0], sent[1], *call) for sent, call in zip(self._ahead, calls)):
                return
            calls = calls[len(self._ahead):]
        batch = bytearray()
        first = self._seq
        encoded: dict[int, str] = {}  # each argument's JSON, once (the calls hold the arguments)
        for cmd, arg in calls:
            if batch and len(batch) > AHEAD_BYTES:
                break
            line = request_line(self._seq, cmd, protocol.fields(cmd, arg), encoded)
            self._ahead.append((cmd, arg, self._seq, line))
            self._seq += 1
            batch += line
        if batch:
            what = f"{self._seq - first} requests sent ahead (seq {first} to {self._seq - 1})"
            try:
                allowed, by_budget = self._allowance(self.timeout * (self._seq - first), f"before writing {what}")
                self._process_step(self._process.write, bytes(batch), what, allowed, reading=True,
                                   by_budget=f"while writing {what}" if by_budget else "")
            except ImplementationError:
                self._ahead.clear()
                raise

    def settle(self) -> None:
        """Read and drop the answers to requests sent ahead that no call has read, so that
        the next call (of the next scenario) starts in step; a failure among them is not
        that call's: a process it stopped is started again as after any failure."""
        if self._ahead and (self._process is None or self._process.killed):
            self._ahead.clear()  # the process that was sent them is gone: no answer will come
        if self._ahead:
            self._drain()

    def _drain(self) -> None:
        """Read and drop the answers to the requests sent ahead that were not called. A
        failure among them that stops the process is raised by the next call."""
        while self._ahead:
            cmd, _, seq, line = self._ahead.popleft()
            self._keep_line("sent", line)
            try:
                allowed, by_budget = self._allowance(self.timeout, f"before the answer to {cmd} (seq {seq})")
                self._answer(cmd, seq, time.monotonic() + allowed, self.timeout, by_budget)
            except (ImplementationError, Unsupported):
                if self._process is None or self._process.killed:
                    self._ahead.clear()

    def _request(self, cmd: str, fields: dict) -> tuple[int, float, float, bool]:
        """Send a request: its seq, the deadline of its answer (its timeout from now, or the
        budget's end if sooner), the timeout, and whether the budget set the deadline."""
        seq = self._seq
        self._seq += 1
        allowed, by_budget = self._allowance(self.timeout, f"before {cmd} (seq {seq}) was sent")
        deadline = time.monotonic() + allowed
        self._send(request_line(seq, cmd, fields), cmd, seq, allowed, by_budget)
        return seq, deadline, self.timeout, by_budget

    def _answer(self, cmd: str, seq: int, deadline: float, timeout: float | None = None, by_budget: bool = False) -> Json:
        """The answer to request `seq`, checked; ImplementationError or Unsupported if it is
        none (`timeout`: the allowance the deadline was set by, for the message; `by_budget`:
        the budget set the deadline, so running out of time raises BudgetSpent)."""
        line = self._process_step(self._process.read_line, f"{cmd} (seq {seq})", deadline, timeout or self.timeout,
                                  by_budget=f"while awaiting the answer to {cmd} (seq {seq})" if by_budget else "")
        self._keep_line("received", line)
        try:
            answer = protocol.loads(line)
        except protocol.MessageError as e:
            hint = protocol.STDOUT_ONLY if str(e).startswith("not JSON") else ""  # a banner, a log line
            self._violation(f"answer to {cmd} (seq {seq}) is {e}: {protocol.short(line)}{hint}")
        if not isinstance(answer, dict):
            self._violation(f"answer to {cmd} (seq {seq}) is not a JSON object: {protocol.short(answer)}"
                            f"{protocol.STDOUT_ONLY}")
        got = answer.get("seq", "<missing>")
        if got != seq or isinstance(got, bool):
            self._violation(f"answer has seq {protocol.short(got)}, expected {seq} (request {cmd}): {protocol.short(answer)}")
        if ("result" in answer) + ("unsupported" in answer) + ("error" in answer) != 1:
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
        return self._call("new_game", setup)

    def load(self, state: Json) -> Json:
        return self._call("load", state)

    def act(self, action: Json) -> Json:
        return self._call("act", action)

    def state(self) -> Json:
        return self._call("state")

    def view(self, player: int) -> Json:
        return self._call("view", player)

    def legal(self, player: int) -> Json:
        return self._call("legal", player)

    def score(self) -> Json:
        return self._call("score")

    def __repr__(self) -> str:
        return f"SubprocessImplementation({self.cmd!r}, timeout={self.timeout:g})"
