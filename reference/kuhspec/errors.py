"""Refusals shared by every engine: a rejected action, a position that cannot be loaded,
and a request that cannot be answered at all (no game yet, a seat the game does not have).

A rejection carries a stable code from its game's vocabulary (spec/<game>/rejections.yaml)
and takes the clause from there, so a code always names the same clause. An engine binds
the game once: ``class Rejection(errors.Rejection): game = "kuhno"``."""

from __future__ import annotations


class Rejection(Exception):
    """An action the rules forbid."""

    game: str = ""  # set by each engine's subclass
    _clauses: dict = {}  # (game, code) -> clause, filled as codes are first raised

    def __init__(self, code: str, message: str):
        clause = self.clause_of(code)
        super().__init__(f"{code} ({clause}): {message}")
        self.code = code
        self.clause = clause
        self.message = message

    @classmethod
    def clause_of(cls, code: str) -> str:
        """The clause of `code` in the game's vocabulary, read once per code (legal() builds
        many rejections while it tries actions); an unknown code is a KeyError."""
        key = (cls.game, code)
        clause = Rejection._clauses.get(key)
        if clause is None:
            from kuhspec.catalogue import catalogue

            clause = Rejection._clauses[key] = catalogue().game(cls.game).rejection_clause(code)
        return clause

    def as_json(self) -> dict:
        return {"code": self.code, "clause": self.clause, "message": self.message}


class PositionError(ValueError):
    """A state or setup that cannot be loaded: malformed or impossible. Names the JSON path."""

    def __init__(self, path: str, message: str, clause: str | None = None):
        super().__init__(f"{path}: {message}" + (f" [{clause}]" if clause else ""))
        self.path = path
        self.message = message
        self.clause = clause

    def as_json(self) -> dict:
        out = {"code": "invalid_state", "path": self.path, "message": self.message}
        if self.clause:
            out["clause"] = self.clause
        return out


def json_path(parts) -> str:
    """A JSON path (`$.players[0].stack`) of the parts of an error's path."""
    return "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in parts)


class RequestError(ValueError):
    """A request the implementation cannot answer, for a reason it can name: `code` is one of
    the wire protocol's error codes (spec/protocol.md, "The reference server"), e.g.
    ``no_game`` (no position yet) or ``bad_seat`` (a seat the game does not have). `kuhspec
    serve` answers it as a structured error with that code, never as an internal error."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message


def check_seat(seat: object, players: int) -> None:
    """`seat` names one of the `players` seats (an int, not a bool nor a float: 0.0 is no
    seat), else RequestError ``bad_seat``: view and legal of every engine."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        raise RequestError("bad_seat", f"no seat {seat!r} in this game: its seats are 0 to {players - 1}")
