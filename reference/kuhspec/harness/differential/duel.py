"""One position played on both engines: the reference (in process) and the implementation
(over its Implementation interface, strict as in a conformance run), the same action sent
to both and every observation compared after it under the law (kuhspec.law.agree).

`Sides` holds the pair. The state machine (machine.py) moves it: it loads the reference's
position into the implementation (`send_load`), sends an action to both (`send`), or lets
the reference act alone (`alone`: the implementation is then loaded afresh before it is
asked anything again). `verdict` judges what was sent last, then the position after it.
"""

from __future__ import annotations

from kuhspec.harness.strict import check_answer
from kuhspec.interface import ImplementationError, Unsupported
from kuhspec.law.agree import key as _key, law


class Failed(dict):
    """What the implementation gave instead of an answer: {unsupported} or {error, message}."""


class Sides:
    """The reference Game and the implementation at the same position.

    An answer equal to the reference's (as JSON) is the same and valid, since the
    reference's answers are; any other answer is first checked as strictly as in a
    conformance run (kuhspec.harness.strict: a protocol violation is a divergence too),
    then both are compared in normal form."""

    def __init__(self, game_id: str, ref, capabilities):
        self.game = game_id
        self.law = law(game_id)
        self.ref = ref
        self.impl = None  # None: not loaded yet, or stale since the reference acted alone
        self.caps = set(capabilities or ())
        self._current = None  # the reference's state, as a copy (made when asked for)
        self.pending: tuple[str, object, object] | None = None  # (kind, reference's, implementation's)
        self.rejected = False  # the pending act was rejected by the reference

    @property
    def current(self) -> dict:
        """The reference's state, a copy of its own (made once per position)."""
        if self._current is None:
            self._current = self.ref.state
        return self._current

    @property
    def position(self) -> dict:
        """The reference's state to read, not to keep (no copy where the engine offers one)."""
        return self.ref.position if hasattr(self.ref, "position") else self.current

    # -- asking --------------------------------------------------------------------------

    def _ask(self, kind: str, fn, *args):
        try:
            return fn(*args)
        except Unsupported as e:
            return Failed(unsupported=str(e))
        except ImplementationError as e:
            return Failed(error=e.kind, message=str(e))
        except Exception as e:  # an in-process implementation raised: its error, not the run's
            return Failed(error="error", message=f"{kind} raised {type(e).__name__}: {e}")

    def _ahead(self, first: tuple[str, object], rejected: bool = False) -> None:
        """Tell the implementation what comes next: `first`, then the observations `compare`
        asks for (only the state after a rejection). Over the wire they go in one round trip
        (Implementation.send_ahead; a pipelining implementation's answers are read in order)."""
        send = getattr(self.impl, "send_ahead", None)
        if not callable(send):
            return
        calls = [first, ("state", None)]
        if not rejected:
            seats = range(len(self.position["players"]))
            calls += [("score", None)] + [(cap, seat) for cap in ("view", "legal") if cap in self.caps for seat in seats]
        try:
            send(calls)
        except ImplementationError:
            pass  # the call itself fails the same way, and is judged

    def send_load(self, impl) -> None:
        """Load the reference's position into `impl` (a live implementation)."""
        self.impl = impl
        self._ahead(("load", self.current))
        self.pending, self.rejected = ("load", {"ok": True}, self._ask("load", impl.load, self.current)), False

    def send(self, action) -> bool:
        """Send `action` to both; whether the reference rejected it."""
        answer = self.ref.act(action)
        self.rejected = "rejection" in answer
        if not self.rejected:
            self._current = None
        self._ahead(("act", action), self.rejected)
        self.pending = ("act", answer, self._ask("act", self.impl.act, action))
        return self.rejected

    def alone(self, action) -> bool:
        """The reference alone plays `action` (the implementation is stale from now on);
        whether it rejected it."""
        answer = self.ref.act(action)
        if "rejection" not in answer:
            self._current = None
        self.impl = None
        return "rejection" in answer

    # -- judging -------------------------------------------------------------------------

    def judge(self, kind: str, expected, actual) -> dict | None:
        """The divergence of the implementation's answer `actual` from `expected` (None: they
        agree under the law)."""
        cmd = kind.split(":")[0]
        if not isinstance(actual, Failed):
            if _key(actual) == _key(expected):
                return None
            try:
                actual = check_answer(self.game, cmd, actual)
            except ImplementationError as e:
                actual = Failed(error=e.kind, message=str(e))
            else:
                return self.law.differ(kind, expected, actual)
        return {"observation": kind, "reference": self.law.normal(cmd, expected), "implementation": dict(actual)}

    def verdict(self) -> dict | None:
        """Judge the pending answer, then the position after it (only the state, unchanged,
        after a rejected action); the first divergence or None."""
        if self.pending is None:
            return None
        kind, expected, actual = self.pending
        self.pending = None
        return self.judge(kind, expected, actual) or self.compare(only_state=self.rejected)

    def _observe(self, kind: str, arg, expected) -> dict | None:
        """Judge one observation (`expected()` gives the reference's answer). One the
        implementation's memory (memo.Remembered) says agreed before in the same place is not
        asked or computed again: the same place gives the same answers on both sides."""
        cmd = kind.split(":")[0]
        judged, agreed = getattr(self.impl, "judged", None), getattr(self.impl, "agreed", None)
        if callable(judged) and judged(cmd, arg):
            return None
        fn = getattr(self.impl, cmd)
        d = self.judge(kind, expected(), self._ask(kind, fn, *(() if arg is None else (arg,))))
        if d is None and callable(agreed):
            agreed(cmd, arg)
        return d

    def compare(self, only_state: bool = False) -> dict | None:
        """The first observation of the position that differs (None: all the same)."""
        d = self._observe("state", None, lambda: self.current)
        if d or only_state:
            return d
        d = self._observe("score", None, self.ref.score)
        seats = range(len(self.position["players"]))
        for cap in ("view", "legal"):
            if d is None and cap in self.caps:
                for seat in seats:
                    d = self._observe(f"{cap}:{seat}", seat, lambda: getattr(self.ref, cap)(seat))
                    if d:
                        break
        return d
