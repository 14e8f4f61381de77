"""A transparent Implementation proxy that remembers the last calls of a scenario.

The calls are shown in the report of a failing scenario, so an implementer sees exactly
what was asked and what their engine answered. Over the wire, each call also keeps the raw
lines it sent and received (`wire`: [{dir, line}], as SubprocessImplementation kept them).
"""

from __future__ import annotations

import json
from collections import deque
from typing import Any

from kuhspec.harness.subprocess_impl import SubprocessImplementation
from kuhspec.interface import Implementation, Json

MAX_VALUE_CHARS = 2000  # per argument or result kept: a padded answer never stays in memory
KEEP_CALLS = 8


def clip(value: Any, limit: int = MAX_VALUE_CHARS) -> Any:
    """A copy of the value if its JSON is short, else its JSON cut at `limit` characters,
    saying where it was cut."""
    if isinstance(value, str) and len(value) <= limit:
        return value
    try:
        text = json.dumps(value, sort_keys=True)
    except (TypeError, ValueError, RecursionError):
        text = str(type(value).__name__)
    if len(text) <= limit:
        return json.loads(text)
    return text[:limit] + f"... (cut at {limit} of {len(text)} characters)"


class RecordingImplementation(Implementation):
    def __init__(self, inner: Implementation, hello: Json | None = None, keep: int = KEEP_CALLS):
        self.inner = inner
        self._hello = hello
        self.calls: deque[dict] = deque(maxlen=keep)
        self.count = 0

    def _record(self, name: str, arg: Any, fn, *args):
        entry: dict[str, Any] = {"n": self.count, "call": name}
        self.count += 1
        if args:
            entry["arg"] = clip(arg)
        self.calls.append(entry)
        over_wire = isinstance(self.inner, SubprocessImplementation)
        mark = self.inner.wire_count if over_wire else 0
        try:
            result = fn(*args)
        except BaseException as e:
            entry["raised"] = clip(f"{type(e).__name__}: {e}")
            raise
        finally:
            if over_wire:
                entry["wire"] = self.inner.wire_since(mark)
        entry["result"] = clip(result)  # the clipped copy: the full answer goes to the caller only
        return result

    def snapshot(self) -> list[dict]:
        return [dict(c) for c in self.calls]

    def hello(self) -> Json:
        if self._hello is not None:
            return self._hello
        return self._record("hello", None, self.inner.hello)

    def load(self, state: Json) -> Json:
        return self._record("load", state, self.inner.load, state)

    def new_game(self, setup: Json) -> Json:
        return self._record("new_game", setup, self.inner.new_game, setup)

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

    def close(self) -> None:
        pass  # the harness owns the inner implementation's lifetime

    def __getattr__(self, name: str):
        return getattr(self.inner, name)
