"""Read-only access to the spec data the harness needs: clause registries, rulebook
sections and the ruling -> option mapping.

The files are read defensively: a missing file or an unexpected shape degrades to less
information (a clause without a title, a section shown by its code), never to a crash.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from kuhspec.resources import data_path

#: clause-id prefix -> game
GAME_PREFIXES = {"KF": "kuhhandel-festival", "KN": "kuhno"}
GAME_TITLES = {"kuhhandel-festival": "Kuhhandel Festival", "kuhno": "Kuhno"}
CLAUSE_RE = re.compile(r"^(KF|KN)-([A-Z]+)-([0-9]+)([a-z]?)$")


def game_of_clause(clause_id: str) -> str | None:
    m = CLAUSE_RE.match(clause_id)
    return GAME_PREFIXES.get(m.group(1)) if m else None


def section_of_clause(clause_id: str) -> str:
    m = CLAUSE_RE.match(clause_id)
    return m.group(2) if m else "?"


def clause_sort_key(clause_id: str) -> tuple:
    m = CLAUSE_RE.match(clause_id)
    if not m:
        return ("~", clause_id, 0, "")
    return (m.group(1), m.group(2), int(m.group(3)), m.group(4))


def game_title(game: str, registry: "Registry | None" = None) -> str:
    if registry is not None and registry.title:
        return registry.title
    return GAME_TITLES.get(game, game.replace("-", " ").title())


@dataclass
class Clause:
    id: str
    title: str = ""
    testable: bool = True
    status: str = "active"
    section: str = ""
    untestable_reason: str = ""


@dataclass
class Registry:
    game: str
    title: str = ""
    sections: dict[str, str] = field(default_factory=dict)  # code -> title, in rulebook order
    clauses: dict[str, Clause] = field(default_factory=dict)
    problem: str = ""  # why the file could not be read, if it could not

    def section_title(self, code: str) -> str:
        return self.sections.get(code) or code

    def active_clauses(self) -> list[Clause]:
        return [c for c in self.clauses.values() if c.status != "retired"]


def _load_yaml(path: Path) -> tuple[Any, str]:
    try:
        with open(path, encoding="utf-8") as f:
            return yaml.safe_load(f), ""
    except FileNotFoundError:
        return None, f"{path} not found"
    except (OSError, yaml.YAMLError) as e:
        return None, f"{path}: {e}"


def _text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, dict):  # {en: ..., nl: ...}
        value = value.get("en") or next(iter(value.values()), "")
    return " ".join(str(value).split())


@lru_cache(maxsize=None)
def load_registry(game: str, spec_dir: str | None = None) -> Registry:
    spec = Path(spec_dir) if spec_dir else data_path("spec")
    data, problem = _load_yaml(spec / f"{game}.yaml")
    reg = Registry(game=game, problem=problem)
    if not isinstance(data, dict):
        if data is not None:
            reg.problem = f"{spec / f'{game}.yaml'}: not a mapping"
        return reg
    reg.title = _text(data.get("title") or data.get("name"))
    sections = data.get("sections")
    if isinstance(sections, list):
        for s in sections:
            if isinstance(s, dict) and s.get("code"):
                reg.sections[str(s["code"])] = _text(s.get("title")) or str(s["code"])
    elif isinstance(sections, dict):
        for code, title in sections.items():
            reg.sections[str(code)] = _text(title.get("title") if isinstance(title, dict) else title) or str(code)
    clauses = data.get("clauses")
    if isinstance(clauses, dict):
        clauses = [dict(v, id=k) if isinstance(v, dict) else {"id": k} for k, v in clauses.items()]
    if isinstance(clauses, list):
        for c in clauses:
            if not isinstance(c, dict) or not c.get("id"):
                continue
            cid = str(c["id"])
            testable = c.get("testable", True)
            reason = ""
            if isinstance(testable, dict):
                reason = _text(testable.get("reason"))
                testable = bool(testable.get("value", testable.get("testable", False)))
            reg.clauses[cid] = Clause(
                id=cid,
                title=_text(c.get("title")),
                testable=bool(testable),
                status=str(c.get("status") or "active"),
                section=str(c.get("section") or section_of_clause(cid)),
                untestable_reason=reason or _text(c.get("untestable_reason") or c.get("reason")),
            )
    return reg


@dataclass
class Ruling:
    id: str
    option: str | None
    default: str | None
    values: list[str]


def _option_value(v: Any) -> str | None:
    if isinstance(v, dict):
        for k in ("value", "id", "name", "key"):
            if v.get(k) is not None:
                return str(v[k])
        return None
    return None if v is None else str(v)


def _fallback_option_key(ruling_id: str) -> str:
    # R-KF-PAYMENT -> payment
    parts = ruling_id.split("-")
    return "_".join(parts[2:]).lower() if len(parts) > 2 else ruling_id.lower()


@lru_cache(maxsize=None)
def load_rulings(spec_dir: str | None = None) -> dict[str, Ruling]:
    spec = Path(spec_dir) if spec_dir else data_path("spec")
    data, _ = _load_yaml(spec / "rulings.yaml")
    items: list = []
    if isinstance(data, dict):
        r = data.get("rulings", data)
        if isinstance(r, dict):
            items = [dict(v, id=k) if isinstance(v, dict) else {"id": k} for k, v in r.items()]
        elif isinstance(r, list):
            items = r
    elif isinstance(data, list):
        items = data
    out: dict[str, Ruling] = {}
    for r in items:
        if not isinstance(r, dict) or not r.get("id"):
            continue
        options = r.get("options") or []
        if isinstance(options, dict):
            values = [str(k) for k in options]
        else:
            values = [v for v in (_option_value(o) for o in options) if v is not None]
        option = r.get("option") or r.get("option_key") or r.get("key")
        out[str(r["id"])] = Ruling(
            id=str(r["id"]),
            option=str(option) if option else None,
            default=_option_value(r.get("default")),
            values=values,
        )
    return out


def ruling_option(ruling_id: str, spec_dir: str | None = None) -> tuple[str, str | None]:
    """(option key, default value) of a ruling; the key falls back to one derived from the id."""
    r = load_rulings(spec_dir).get(ruling_id)
    if r is None or not r.option:
        return _fallback_option_key(ruling_id), (r.default if r else None)
    return r.option, r.default
