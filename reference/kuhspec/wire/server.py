"""`kuhspec serve`: an Implementation (by default the reference engine) over the wire
protocol on stdin/stdout. See spec/protocol.md.

Every request it can diagnose gets a structured error with a code (spec/protocol.md, "The
reference server"), and the server keeps serving: ``invalid_json`` (the line is not JSON),
``malformed_request`` (not a request object, or fields missing or of the wrong type),
``unsupported_protocol`` (a hello of another major version), and the codes of a
kuhspec.errors.RequestError the engine raises (``no_game``, ``bad_seat``); an unknown
command is answered ``unsupported``. Only an exception it did not foresee is an
``internal_error``: its message names the exception, and its traceback goes to stderr under
``kuhspec serve --debug`` (or KUHSPEC_DEBUG=1), never into the answer. Anything the engine
prints goes to stderr, so stdout carries protocol messages only.
"""

from __future__ import annotations

import hashlib
import io
import os
import re
import sys
import traceback
from collections.abc import Callable
from typing import IO, Any

from kuhspec.errors import RequestError
from kuhspec.interface import Implementation, ImplementationError, Unsupported
from kuhspec.wire import protocol

MAX_REQUEST_BYTES = 64 << 20
DEBUG_ENV = "KUHSPEC_DEBUG"  # set (not "" or "0"): as `kuhspec serve --debug`
NO_TRACEBACK = f"run `kuhspec serve --debug` (or set {DEBUG_ENV}=1) to print the traceback on stderr"

def _error(seq: Any, code: str, message: str, detail: str = "") -> dict:
    err = {"code": code, "message": message}
    if detail:
        err["detail"] = detail
    return {"seq": seq, "error": err}


#: a load request line as the harness writes it (compact JSON, seq first): its seq, and the
#: rest of the line, which decides the answer (Server.handle_line)
_LOAD_LINE = re.compile(rb'\{"seq":(0|[1-9][0-9]{0,17}),("cmd":"load","state":\{.*\})\}\r?\n?\Z', re.S)
LOADS_KEPT = 64  # load lines remembered (the harness loads a saved position back after every probe)
LOAD_KEPT_BYTES = 1 << 20  # a longer load line is never remembered


class Server:
    """Answers request lines. `log`: where an internal error is reported (stderr), with its
    traceback when `debug`."""

    def __init__(self, impl: Implementation, log: IO[str] | None = None, debug: bool = False):
        self.impl = impl
        self.log = log
        self.debug = debug
        self.done = False
        # SHA-256 of the rest of a load line that was answered ok -> the implementation's
        # snapshot right after it, where the implementation can restore() one (the reference)
        self.loads: dict[bytes, Any] | None = (
            {} if callable(getattr(impl, "snapshot", None)) and callable(getattr(impl, "restore", None)) else None)

    def hello(self, request: dict) -> dict:
        theirs = request.get("protocol")
        if not protocol.compatible(str(theirs)):
            ours = protocol.PROTOCOL_VERSION
            raise RequestError("unsupported_protocol", f"protocol {theirs} is not supported: this server speaks "
                                                       f"{ours} (any {protocol.major(ours)}.x)")
        info = dict(self.impl.hello())
        info["protocol"] = protocol.PROTOCOL_VERSION
        info["pipeline"] = True  # serve() reads each request line as it comes and answers in order
        return info

    def handle_line(self, line: bytes | str) -> dict:
        """The answer to one request line (never raises). A load line that only its seq
        tells from one answered ok before is answered as that one was, by restoring the
        snapshot taken after it: the same bytes passed the same checks and loaded the same
        position, so only the seq can differ (the rest holds no other seq: no "seq" in it,
        and no escape that could spell one)."""
        key = None
        if self.loads is not None and isinstance(line, bytes) and len(line) <= LOAD_KEPT_BYTES:
            m = _LOAD_LINE.match(line)
            if m is not None and b'"seq"' not in m[2] and b"\\" not in m[2]:
                key = hashlib.sha256(m[2]).digest()
                if key in self.loads and self._restored(key):
                    return {"seq": int(m[1]), "result": {"ok": True}}
        answer = self._handle_line(line)
        if key is not None and answer.get("result") == {"ok": True}:
            if len(self.loads) >= LOADS_KEPT:
                self.loads.pop(next(iter(self.loads)))
            try:
                self.loads[key] = self.impl.snapshot()
            except Exception:  # no snapshot: the line is loaded each time
                pass
        return answer

    def _restored(self, key: bytes) -> bool:
        """Whether the snapshot kept under `key` was restored (else it is forgotten, and the
        line is loaded as any other)."""
        try:
            self.impl.restore(self.loads[key])
            return True
        except Exception:
            del self.loads[key]
            return False

    def _handle_line(self, line: bytes | str) -> dict:
        try:
            request = protocol.loads(line, check=False)
        except protocol.MessageError as e:
            return _error(None, "invalid_json", f"request is {e}: {protocol.short(line)}")
        return self.handle(request, line if isinstance(line, bytes) else None)

    def handle(self, request: Any, raw: bytes | None = None) -> dict:
        """The answer to one request (`raw`: the UTF-8 line it was read from, if any)."""
        if not isinstance(request, dict):
            return _error(None, "malformed_request", f"request is not a JSON object: {protocol.short(request)}")
        seq = request.get("seq")
        if not isinstance(seq, int) or isinstance(seq, bool) or seq < 0:
            return _error(None, "malformed_request", f"request seq must be a non-negative integer, got {protocol.short(seq)}")
        problem = protocol.problem_in(request, raw=raw)
        if problem:
            return _error(seq, "malformed_request", f"request refused: {problem}")
        cmd = request.get("cmd")
        if not isinstance(cmd, str):
            return _error(seq, "malformed_request", f"request cmd must be a string, got {protocol.short(cmd)}")
        if cmd not in protocol.COMMANDS:
            return {"seq": seq, "unsupported": True, "message": f"unknown command {cmd!r}"}
        problem = protocol.first_error(request, "protocol-request.schema.json", f"/$defs/{cmd}")
        if problem:
            return _error(seq, "malformed_request", f"{cmd} request {problem}")
        try:
            if cmd == "hello":
                return {"seq": seq, "result": self.hello(request)}
            if cmd == "bye":
                self.done = True
                return {"seq": seq, "result": {"ok": True}}
            field = protocol.ARGUMENT[cmd]
            fn: Callable = getattr(self.impl, cmd)
            result = fn(request[field]) if field else fn()
            return {"seq": seq, "result": result}
        except Unsupported as e:
            return {"seq": seq, "unsupported": True, "message": f"{cmd} is not supported ({e})"}
        except RequestError as e:  # a request the engine can diagnose
            return _error(seq, e.code, f"{cmd}: {e.message}")
        except ImplementationError as e:  # the engine behind us failed (kuhspec serve --impl)
            return self._internal(seq, cmd, f"{e.kind}: {e}", e.detail)
        except Exception as e:  # a caught error: the answer says so and we keep serving
            return self._internal(seq, cmd, f"{type(e).__name__}: {e}",
                                  "".join(traceback.format_exception(e)))

    def _internal(self, seq: int, cmd: str, message: str, detail: str) -> dict:
        """An internal error: the answer names it; its detail (a traceback) goes to the log,
        and only under debug."""
        if self.debug and self.log is not None:
            print(f"kuhspec serve: internal error in {cmd} (seq {seq}): {message}\n{detail}",
                  file=self.log, flush=True)
        return _error(seq, "internal_error", message, "the traceback is on stderr" if self.debug else NO_TRACEBACK)


def _encode(answer: dict) -> bytes:
    """The answer as one line of UTF-8; an answer that is no acceptable message becomes an error."""
    try:
        data = protocol.dumps(answer)
        problem = protocol.problem_in(answer, raw=data) if "result" in answer else None
    except (TypeError, ValueError, RecursionError) as e:
        problem = f"not JSON-serialisable ({type(e).__name__}: {e})"
    if problem:
        data = protocol.dumps(_error(answer.get("seq"), "internal_error", f"the answer is {problem}"))
    return data


class _Requests:
    """The request lines of a binary stream, read a chunk at a time (`read1`: what is there,
    at most one read of the pipe, so a request is answered as soon as it has come)."""

    def __init__(self, stream: IO[bytes]):
        self.read = stream.read1 if hasattr(stream, "read1") else stream.read
        self.buf = bytearray()
        self.ended = False

    def next(self) -> bytes | None:
        """The next line (with its newline; the last one may lack it), None at the end, or
        b"" for a line longer than MAX_REQUEST_BYTES, which is skipped to its end."""
        too_long = False
        while True:
            nl = self.buf.find(b"\n")
            if nl >= 0:
                line = bytes(self.buf[: nl + 1])
                del self.buf[: nl + 1]
                return b"" if too_long or len(line) > MAX_REQUEST_BYTES + 1 else line
            if len(self.buf) > MAX_REQUEST_BYTES:
                too_long = True
                self.buf.clear()  # what came of it so far; the rest goes up to its newline
            if self.ended:
                line, self.buf = bytes(self.buf), bytearray()
                return b"" if too_long else line or None
            chunk = self.read(1 << 16)
            if chunk:
                self.buf += chunk
            else:
                self.ended = True


def serve(impl: Implementation, stdin: IO[bytes], stdout: IO[bytes], log: IO[str] | None = None,
          debug: bool = False) -> int:
    """Answer each request line of `stdin` on `stdout`, in order, each answer flushed as
    soon as it is written: the harness checks one answer while the engine works on the
    next request sent ahead (benchmarks/README.md: faster than one write per batch).
    Each error answer is logged on `log` in one line (`debug`: and a traceback, if any)."""
    server = Server(impl, log=log, debug=debug)
    requests = _Requests(stdin)
    while not server.done:
        line = requests.next()
        if line is None:
            break
        if not line:
            answer = _error(None, "malformed_request", f"request longer than {MAX_REQUEST_BYTES} bytes")
        elif not line.strip():
            continue
        else:
            answer = server.handle_line(line)
        if log is not None and "error" in answer:
            print(f"kuhspec serve: {answer['error']['message']}", file=log, flush=True)
        stdout.write(_encode(answer) + b"\n")
        stdout.flush()
    try:
        impl.close()
    except Exception:
        pass
    return 0


def default_implementation() -> Implementation:
    """The reference engine, without its copies: every argument it is given was parsed from
    its own request line, and every answer is encoded (`_encode`) before the next request
    is read, so no copy in or out is needed (kuhspec.reference_impl, ``fresh=False``)."""
    from kuhspec.reference_impl import ReferenceImplementation

    return ReferenceImplementation(fresh=False)


def debugging(flag: bool = False) -> bool:
    """Whether internal errors print their traceback: `flag` (--debug), or KUHSPEC_DEBUG set."""
    return flag or os.environ.get(DEBUG_ENV, "") not in ("", "0")


def main(argv: list[str] | None = None, factory: Callable[[], Implementation] | None = None,
         debug: bool = False) -> int:
    """Serve on this process's stdin/stdout. Stray prints go to stderr."""
    out = sys.stdout.buffer
    if not isinstance(out, io.BufferedWriter):  # PYTHONUNBUFFERED: a raw file may write a line in part
        out = io.BufferedWriter(out)
    sys.stdout = sys.stderr  # keep the protocol channel clean
    impl = (factory or default_implementation)()
    try:
        return serve(impl, sys.stdin.buffer, out, log=sys.stderr, debug=debugging(debug))
    except KeyboardInterrupt:
        return 130
