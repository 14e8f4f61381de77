"""The implementation's answers remembered by what it was told since its last load: a speed
trick for shrinking, and nothing else.

Hypothesis shrinks a divergence by replaying variants of the failing example from its deal.
Most of a variant asks the implementation exactly what the failing example asked: the same
position loaded, the same actions since, the same question. An implementation is
deterministic (the protocol asks it to be: the same requests give the same answers), so such
an answer is taken from memory, and the implementation is asked only from the first request
that is new, after it was brought to the same place (loaded, and the actions since replayed).
Over the wire this turns a replay of a few hundred compared actions into a few new ones
(benchmarks/bench_differential.py measures the shrinking it buys).

What agreed with the reference before is not even judged again (duel.Sides._observe): the
same place holds the same reference state, so the verdict is the same. Only what was asked
since the current example began, or since the first divergence (while shrinking), is kept,
and never more than `LIMIT` answers; an error is never remembered.
"""

from __future__ import annotations

import hashlib
import json

LIMIT = 30_000  # answers kept at most (a few KB each: about 100 MB at worst)


def _key(value) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


class Remembered:
    """An Implementation (load, act, state, score, view, legal, send_ahead) over `live()`, the
    live implementation, answering from memory what it was asked before in the same place."""

    def __init__(self, live):
        self.live = live
        self.answers: dict[str, str] = {}
        self.agreements: set[str] = set()  # requests whose answer agreed with the reference's
        self.keep = False  # shrinking: keep every answer (else only the current example's)
        self.told: tuple[dict, list] | None = None  # (position loaded, actions since): where we are
        self.place = ""  # a digest of `told`
        self.impl = None  # the live implementation
        self.real: str | None = None  # the place it is at (None: unknown)
        self.asked = 0  # requests sent to the live implementation

    def begin(self) -> None:
        """A new example: forget the last one's answers, unless shrinking."""
        if not self.keep:
            self.answers.clear()
            self.agreements.clear()

    def judged(self, cmd: str, arg) -> bool:
        """Whether the answer to this request, in this place, agreed with the reference's
        before: it agrees again (the reference is deterministic too)."""
        return self._request(cmd, arg) in self.agreements

    def agreed(self, cmd: str, arg) -> None:
        if len(self.agreements) < 10 * LIMIT:
            self.agreements.add(self._request(cmd, arg))

    def _request(self, cmd: str, arg) -> str:
        return hashlib.sha1(f"{self.place}|{cmd}|{_key(arg)}".encode()).hexdigest()

    def _impl(self):
        """The live implementation: the one of the last load (a new one after a failure, or
        for a load: in process a fresh object, over the wire the same process)."""
        if self.impl is None:
            self.impl, self.real = self.live(), None
        return self.impl

    def _sync(self):
        """The live implementation, brought to the place we are at."""
        impl = self._impl()
        if self.real != self.place or getattr(impl, "alive", True) is False:
            position, actions = self.told
            self.real = None
            impl.load(position)
            for action in actions:
                impl.act(action)
            self.real = self.place
        return impl

    def _call(self, cmd: str, arg, *args):
        """The answer to `cmd`, from memory or from the live implementation (which then is
        where we are: True as the second member)."""
        request = self._request(cmd, arg)
        if request in self.answers:
            return json.loads(self.answers[request]), False
        if cmd == "load":
            self.impl = None
        impl = self._sync() if cmd != "load" else self._impl()
        self.asked += 1
        try:
            answer = getattr(impl, cmd)(*args)
        except BaseException:
            self.impl = self.real = None
            raise
        if len(self.answers) < LIMIT:
            self.answers[request] = _key(answer)
        return answer, True

    def load(self, state):
        self.told, self.place = (state, []), hashlib.sha1(f"load|{_key(state)}".encode()).hexdigest()
        answer, live = self._call("load", None, state)
        if live:
            self.real = self.place
        return answer

    def act(self, action):
        answer, live = self._call("act", action, action)
        self.told[1].append(action)
        self.place = hashlib.sha1(f"{self.place}|{_key(action)}".encode()).hexdigest()
        if live:
            self.real = self.place
        return answer

    def state(self):
        return self._call("state", None)[0]

    def score(self):
        return self._call("score", None)[0]

    def view(self, player):
        return self._call("view", player, player)[0]

    def legal(self, player):
        return self._call("legal", player, player)[0]

    def send_ahead(self, calls) -> None:
        """Send ahead only what memory does not answer: when the first call is new."""
        if not calls:
            return
        cmd, arg = calls[0]
        if cmd == "load":
            place = hashlib.sha1(f"load|{_key(arg)}".encode()).hexdigest()
            new = hashlib.sha1(f"{place}|load|null".encode()).hexdigest() not in self.answers
        else:
            new = self._request(cmd, arg) not in self.answers
        if new:
            if cmd == "load":
                self.impl = None
            impl = self._impl() if cmd == "load" else self._sync()
            send = getattr(impl, "send_ahead", None)
            if callable(send):
                send(calls)
