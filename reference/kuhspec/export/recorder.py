"""The recorder: an Implementation proxy that writes one scenario down as a program.

The harness puts a `CaseRecorder` between the step library and the implementation when it
exports (`kuhspec export`). Every request becomes a `send` entry of the program (the wire
request of spec/protocol.md, without `seq`), followed by `schema` checks of its answer (the
schemas kuhspec.harness.strict holds it to). The World adds its checks as `check` entries
(kuhspec.export.checks) in the order it makes them, and the legal() probes of
kuhspec.harness.legalcheck as one `probe_legal` entry: its requests depend on the
implementation's own legal() answers, so a runner makes them itself, as the harness does.
After a scenario whose steps all passed, the harness adds the secrecy check of its last
position (`add_secrecy`, kuhspec.export.secrecy).
Entries made while a capability is in use (`needing("legal")`) say so in `needs`: a runner
leaves them out for an implementation that does not declare it, as the harness does.
"""

from __future__ import annotations

import copy
from contextlib import contextmanager
from typing import Any

from kuhspec.harness.strict import answer_schemas
from kuhspec.interface import Implementation, Json


class CaseRecorder(Implementation):
    def __init__(self, inner: Implementation):
        self.inner = inner
        self.game: str | None = None  # set by the World: the game whose schemas hold the answers
        self.program: list[dict] = []
        self.choices: list[dict] = []  # the variant chosen at each deal (World.where; see `deal`)
        self.last: int | None = None  # the entry of the last request's answer
        self._needs: list[str] = []
        self._quiet = 0

    # -- the program -------------------------------------------------------------------
    def _entry(self, entry: dict) -> int:
        if self._needs:
            entry["needs"] = sorted(set(self._needs))
        self.program.append(entry)
        return len(self.program) - 1

    def add_check(self, check: dict) -> None:
        self._entry({"check": copy.deepcopy(check)})

    def deal(self, players: int, exact: bool, variant: str | None) -> None:
        """The scenario deals a game of `players` players in `variant` (None: no declared
        variant allows it, and the scenario ends here, not applicable). `at`: the length of
        the program so far, so a runner can stop a case here for a setting that finds no
        variant (kuhspec.export.settings)."""
        self.choices.append({"players": players, "exact": exact, "variant": variant, "at": len(self.program)})

    def add_secrecy(self, game: str, scenario_id: str) -> None:
        """The secrecy check conform makes after a scenario whose steps all passed, at the
        engine's last position (kuhspec.export.secrecy): the program's last entry."""
        from kuhspec.export.secrecy import entry

        step = entry(game, scenario_id, self.inner.state())
        if step is not None:
            self.program.append({"needs": ["view"], "secrecy": step})

    @contextmanager
    def needing(self, capability: str):
        self._needs.append(capability)
        try:
            yield
        finally:
            self._needs.pop()

    @contextmanager
    def probing(self, state_entry: int):
        """The legal() probes at the position answered by entry `state_entry`: one entry; the
        requests the probes make are not written down one by one."""
        index = self._entry({"probe_legal": {"state": state_entry}})
        self._quiet += 1
        try:
            yield index
        finally:
            self._quiet -= 1
            self.last = index

    def _send(self, cmd: str, fields: dict, fn, *args) -> Any:
        if self._quiet:
            return fn(*args)
        index = self._entry({"send": {"cmd": cmd, **copy.deepcopy(fields)}})
        self.last = index
        answer = fn(*args)
        for path, schema in answer_schemas(self.game, cmd):
            self._entry({"check": {"answer": index, "op": "schema", "path": path, "schema": schema}})
        return answer

    # -- the Implementation interface ------------------------------------------------------
    def hello(self) -> Json:
        return self.inner.hello()

    def load(self, state: Json) -> Json:
        return self._send("load", {"state": state}, self.inner.load, state)

    def new_game(self, setup: Json) -> Json:
        return self._send("new_game", {"setup": setup}, self.inner.new_game, setup)

    def act(self, action: Json) -> Json:
        return self._send("act", {"action": action}, self.inner.act, action)

    def state(self) -> Json:
        return self._send("state", {}, self.inner.state)

    def view(self, player: int) -> Json:
        return self._send("view", {"player": player}, self.inner.view, player)

    def legal(self, player: int) -> Json:
        return self._send("legal", {"player": player}, self.inner.legal, player)

    def score(self) -> Json:
        return self._send("score", {}, self.inner.score)

    def close(self) -> None:
        pass

    def __getattr__(self, name: str):
        return getattr(self.inner, name)
