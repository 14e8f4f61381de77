"""The one seam between the conformance suite and an engine.

Every method takes and returns JSON-shaped data only (dicts, lists, str, int, bool, None).
The step library talks to implementations exclusively through this interface; the
reference engine sits behind it in process, any other implementation over the wire
protocol.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any

Json = Any


class Unsupported(Exception):
    """The implementation does not offer this optional capability."""


class ImplementationError(Exception):
    """The implementation failed to answer (a caught error, a crash, a timeout).

    `kind` is one of "error", "crash", "timeout"; `detail` carries the message and, for a
    subprocess, the tail of its stderr.
    """

    def __init__(self, kind: str, message: str, detail: str = ""):
        super().__init__(message)
        self.kind = kind
        self.detail = detail


class Implementation(ABC):
    """A game engine behind the seam. A request it cannot answer for a reason it can name
    (no game yet, a seat the game does not have) raises kuhspec.errors.RequestError with
    that reason's code; `kuhspec serve` sends it as a structured error."""

    @abstractmethod
    def hello(self) -> Json:
        """{name, version, language, homepage, games: {game: {editions, variants}},
        rulings: {option: [supported values]}, capabilities: [...]}"""

    @abstractmethod
    def load(self, state: Json) -> Json:
        """Set the position. Returns {"ok": true} or {"error": {code, path, message}}."""

    @abstractmethod
    def new_game(self, setup: Json) -> Json:
        """Deal a new game: {game, players: [names], seed | deal, options, first}.
        Returns {"ok": true} or {"error": ...}."""

    @abstractmethod
    def act(self, action: Json) -> Json:
        """{"events": [...]} or {"rejection": {code, clause, message}}."""

    @abstractmethod
    def state(self) -> Json:
        """The canonical state (god view)."""

    def view(self, player: int) -> Json:
        raise Unsupported("view")

    def legal(self, player: int) -> Json:
        raise Unsupported("legal")

    @abstractmethod
    def score(self) -> Json:
        """The score breakdown of the current position."""

    def send_ahead(self, calls: list[tuple[str, Json]]) -> None:
        """A hint: these calls, (method name, argument or None), come next, in this order,
        whatever each answers (the last may not come after all, when the caller only expects
        it). An implementation over the wire may send their requests at once
        (spec/protocol.md, Pipelining); in process there is nothing to gain. The answers are
        still those of the calls as they are made: a call that is not the next one sent
        ahead has the answers of those before it read and dropped first."""

    def close(self) -> None:
        """Release resources (a subprocess, say)."""
