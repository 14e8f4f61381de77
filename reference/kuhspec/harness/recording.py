"""A transparent Implementation proxy that remembers the last calls of a scenario.

The calls are shown in the report of a failing scenario, so an implementer sees exactly
what was asked and what their engine answered.
"""

from __future__ import annotations

import json
from collections import deque
from typing import Any

from kuhspec.interface import Implementation, Json

MAX_VALUE_CHARS = 6000


def clip(value: Any, limit: int = MAX_VALUE_CHARS) -> Any:
    """The value itself if its JSON is short, else a clipped JSON string of it."""
    try:
        text = json.dumps(value, sort_keys=True, ensure_ascii=False)
    except (TypeError, ValueError):
        return repr(value)[:limit]
    if len(text) <= limit:
        return value
    return text[:limit] + f"... (clipped, {len(text)} chars)"


class RecordingImplementation(Implementation):
    def __init__(self, inner: Implementation, hello: Json | None = None, keep: int = 16):
        self.inner = inner
        self._hello = hello
        self.calls: deque[dict] = deque(maxlen=keep)
        self.count = 0

    def _record(self, name: str, arg: Any, fn, *args):
        entry: dict[str, Any] = {"n": self.count, "call": name}
        self.count += 1
        if args:
            entry["arg"] = arg
        self.calls.append(entry)
        try:
            result = fn(*args)
        except BaseException as e:
            entry["raised"] = f"{type(e).__name__}: {e}"
            raise
        entry["result"] = result
        return result

    def snapshot(self) -> list[dict]:
        out = []
        for c in self.calls:
            d = dict(c)
            for k in ("arg", "result"):
                if k in d:
                    d[k] = clip(d[k])
            out.append(d)
        return out

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
