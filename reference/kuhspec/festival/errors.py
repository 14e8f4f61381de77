"""Rejections and position errors: every refusal is explained."""

from __future__ import annotations

import functools


@functools.lru_cache(maxsize=1)
def vocabulary() -> dict[str, dict]:
    """spec/rejections.yaml: every rejection code and the one clause it enforces."""
    import yaml

    from ..resources import data_path

    path = data_path("spec") / "rejections.yaml"
    return yaml.safe_load(path.read_text(encoding="utf-8"))["codes"]


class Rejection(Exception):
    """An action the rules forbid. Carries a stable code and the clause it enforces, which
    comes from the spec's vocabulary, so a code always names the same clause."""

    def __init__(self, code: str, message: str):
        clause = vocabulary()[code]["clause"]
        super().__init__(f"{code} ({clause}): {message}")
        self.code = code
        self.clause = clause
        self.message = message

    def as_json(self) -> dict:
        return {"code": self.code, "clause": self.clause, "message": self.message}


class PositionError(ValueError):
    """A state that cannot be loaded: malformed or impossible. Names the JSON path."""

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
