"""The implementation of a `kuhspec differential` run of its own: the process handling of a
conformance run (kuhspec.wire.client: timeouts, the stderr tail, killing the
process group, a restart after a crash) and its handshake checks, without the scenarios."""

from __future__ import annotations

import importlib

from kuhspec.law.applicability import unknown_declarations
from kuhspec.interface import Implementation, ImplementationError

MAX_STARTS = 3  # a restart that fails this many times in a row ends the run


class Connection:
    """`connection()` gives the live implementation, started (or restarted) as needed."""

    def __init__(self, impl: str, timeout: float = 10.0):
        self.spec = impl
        self.timeout = timeout
        self.in_process = impl.startswith("python:")
        self.factory = None
        self.process = None
        self.hello: dict | None = None
        self.failures = 0

    def _factory(self):
        if self.factory is None:
            module, _, attr = self.spec[len("python:"):].partition(":")
            try:
                obj = importlib.import_module(module)
                for part in (attr or "Implementation").split("."):
                    obj = getattr(obj, part)
            except (ImportError, AttributeError, ValueError) as e:
                raise ImplementationError("crash", f"cannot load in-process implementation {self.spec!r}: {e}") from None
            self.factory = obj
        return self.factory

    def start(self) -> dict:
        """The handshake: the hello, refused if it declares what the suite does not know."""
        impl = self()
        hello = self.hello if self.hello is not None else impl.hello()
        problems = unknown_declarations(hello) if isinstance(hello, dict) else ["hello is not an object"]
        if problems:
            raise ImplementationError("error", "handshake refused: the implementation declares what the suite "
                                               "does not know: " + "; ".join(problems))
        self.hello = hello
        return hello

    def __call__(self) -> Implementation:
        if self.in_process:
            return self._factory()()
        from kuhspec.wire.client import SubprocessImplementation

        if self.process is None:
            self.process = SubprocessImplementation(self.spec, self.timeout)
        if not self.process.alive:
            if self.failures >= MAX_STARTS:
                raise ImplementationError("crash", f"the implementation failed to start {self.failures} times in a row")
            try:
                self.process.restart() if self.process.starts else self.process.start()
            except ImplementationError:
                self.failures += 1
                raise
            self.failures = 0
        return self.process

    def close(self) -> None:
        if self.process is not None:
            self.process.close()
