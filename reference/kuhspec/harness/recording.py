"""A transparent Implementation proxy that remembers the last calls of a scenario.

The calls are shown in the report of a failing scenario, so an implementer sees exactly
what was asked and what their engine answered. Over the wire, each call also keeps the raw
lines it sent and received (`wire`: [{dir, line}], as SubprocessImplementation kept them).

It also remembers two positions, for the diagrams of a failing scenario
(kuhspec.harness.diagrams): the last state() answer, and the position when the step under
way began (`step_started`): that answer if nothing (an act, a load, a new_game) came after
it, else the first state() read in the step before anything changes the position. Only these
two answers are held, and only as long as the scenario runs.
"""

from __future__ import annotations

import json
from collections import deque
from typing import Any

from kuhspec.wire.client import SubprocessImplementation
from kuhspec.wire.lines import shown_wire
from kuhspec.interface import Implementation, Json

MAX_VALUE_CHARS = 2000  # per argument or result kept: a padded answer never stays in memory
KEEP_CALLS = 8


class _Kept:
    """A value kept as its JSON text, read back only if the calls are shown (most scenarios
    pass, and their calls are never read)."""

    __slots__ = ("text",)

    def __init__(self, text: str):
        self.text = text


def _keep(value: Any, limit: int = MAX_VALUE_CHARS) -> Any:
    """What `clip` gives, with a short JSON text kept as text until `_shown`."""
    if isinstance(value, str) and len(value) <= limit:
        return value
    try:
        text = json.dumps(value, sort_keys=True)
    except (TypeError, ValueError, RecursionError):
        text = str(type(value).__name__)
    if len(text) <= limit:
        return _Kept(text)
    return text[:limit] + f"... (cut at {limit} of {len(text)} characters)"


class _KeptWire:
    """A call's wire lines as the client kept them, shown (decoded, cut) only if the calls are."""

    __slots__ = ("lines",)

    def __init__(self, lines: list[tuple]):
        self.lines = lines


def _shown(kept: Any) -> Any:
    if isinstance(kept, _Kept):
        return json.loads(kept.text)
    return shown_wire(kept.lines) if isinstance(kept, _KeptWire) else kept


def clip(value: Any, limit: int = MAX_VALUE_CHARS) -> Any:
    """A copy of the value if its JSON is short, else its JSON cut at `limit` characters,
    saying where it was cut."""
    return _shown(_keep(value, limit))


class RecordingImplementation(Implementation):
    def __init__(self, inner: Implementation, hello: Json | None = None, keep: int = KEEP_CALLS):
        self.inner = inner
        self._hello = hello
        self.calls: deque[dict] = deque(maxlen=keep)
        self.count = 0
        self.in_play = False  # the last load or new_game was accepted: a position is in play
        self.last_state: Any = None  # the last state() answer
        self.current = False  # nothing that may change the position came after last_state
        self.before_step: Any = None  # the position when the step under way began, if known
        self._awaiting = False  # the step's first state() read, before any change, is that position

    def step_started(self) -> None:
        """A step begins: the position now is the last state() answer if it is still current,
        else the next one read before anything changes it."""
        self.before_step = self.last_state if self.current else None
        self._awaiting = not self.current

    def _saw(self, name: str, result: Any) -> None:
        if name == "state":
            self.last_state, self.current = result, True
            if self._awaiting:
                self.before_step, self._awaiting = result, False
        elif name in ("act", "load", "new_game"):
            self.current = self._awaiting = False

    def _record(self, name: str, arg: Any, fn, *args):
        entry: dict[str, Any] = {"n": self.count, "call": name}
        self.count += 1
        if args:
            entry["arg"] = _keep(arg)
        self.calls.append(entry)
        over_wire = isinstance(self.inner, SubprocessImplementation)
        mark = self.inner.wire_count if over_wire else 0
        try:
            result = fn(*args)
        except BaseException as e:
            entry["raised"] = _keep(f"{type(e).__name__}: {e}")
            self._saw(name if name != "state" else "act", None)  # the position is no longer known
            raise
        finally:
            if over_wire:
                entry["wire"] = _KeptWire(self.inner.wire_lines(mark))
        entry["result"] = _keep(result)  # the clipped copy: the full answer goes to the caller only
        self._saw(name, result)
        return result

    def snapshot(self) -> list[dict]:
        return [{k: _shown(v) for k, v in c.items()} for c in self.calls]

    def hello(self) -> Json:
        if self._hello is not None:
            return self._hello
        return self._record("hello", None, self.inner.hello)

    def load(self, state: Json) -> Json:
        return self._position("load", state, self.inner.load)

    def new_game(self, setup: Json) -> Json:
        return self._position("new_game", setup, self.inner.new_game)

    def _position(self, name: str, arg: Json, fn) -> Json:
        """A load or new_game, remembering whether it put a position in play."""
        self.in_play = False
        answer = self._record(name, arg, fn, arg)
        self.in_play = isinstance(answer, dict) and answer.get("ok") is True
        return answer

    def act(self, action: Json) -> Json:
        return self._record("act", action, self.inner.act, action)

    def state(self) -> Json:
        return self._record("state", None, self.inner.state)

    def view(self, player: int) -> Json:
        return self._record("view", player, self.inner.view, player)

    def legal(self, player: int) -> Json:
        return self._record("legal", player, self.inner.legal, player)

    def score(self) -> Json:
        return self._record("score", None, self.inner.score)

    def send_ahead(self, calls: list[tuple[str, Json]]) -> None:
        self.inner.send_ahead(calls)

    def close(self) -> None:
        pass  # the harness owns the inner implementation's lifetime

    def __getattr__(self, name: str):
        return getattr(self.inner, name)
