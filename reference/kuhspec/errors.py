"""Refusals shared by every engine: a rejected action and a position that cannot be loaded.

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
