"""Scenario metadata from Gherkin tags, and whether a scenario applies to an implementation.

Tag vocabulary (feature-level tags are inherited; a scenario tag of the same kind wins):

- ``@game:kuhhandel-festival`` ``@edition:en`` ``@variant:standard``
- ``@id:KF-EN-AUC-01``: the scenario's stable id (exactly one)
- ``@KF-AUC-4``: a clause the scenario checks (one or more)
- ``@R-KF-PAYMENT=any_sufficient``: the scenario runs under that ruling option (a bare
  ``@R-KF-PAYMENT`` only cites the ruling)
- ``@needs:legal``, ``@needs:view``: optional capabilities the scenario uses
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from kuhspec.harness.specdata import CLAUSE_RE, ruling_option

RULING_RE = re.compile(r"^(R-[A-Z0-9-]+?)(?:=(.+))?$")
KINDS = ("id", "game", "edition", "variant", "needs")


def is_vocabulary_tag(tag: str) -> bool:
    """True for tags that carry kuhspec metadata (and must never become pytest marks)."""
    head = tag.split(":", 1)[0]
    return (":" in tag and head in KINDS) or bool(CLAUSE_RE.match(tag)) or bool(RULING_RE.match(tag))


@dataclass
class ScenarioMeta:
    id: str
    title: str
    feature: str = ""  # feature file, relative to the features directory
    line: int = 0
    game: str | None = None
    edition: str | None = None
    variant: str | None = None
    clauses: list[str] = field(default_factory=list)
    rulings: dict[str, str | None] = field(default_factory=dict)
    needs: list[str] = field(default_factory=list)
    other_tags: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    def options(self, spec_dir: str | None = None) -> dict[str, str]:
        """The ruling options this scenario runs under: option key -> value."""
        out = {}
        for rid, value in self.rulings.items():
            if value is not None:
                key, _ = ruling_option(rid, spec_dir)
                out[key] = value
        return out

    def ruling_tags(self) -> list[str]:
        return [rid if v is None else f"{rid}={v}" for rid, v in sorted(self.rulings.items())]


def parse_tags(scenario_tags: set[str] | list[str], feature_tags: set[str] | list[str] = ()) -> dict[str, Any]:
    """Split tags into kinds. Scenario tags override feature tags of the same single kind."""
    out: dict[str, Any] = {"ids": [], "clauses": [], "rulings": {}, "needs": [], "other": []}
    for level, tags in (("feature", sorted(feature_tags)), ("scenario", sorted(scenario_tags))):
        for tag in tags:
            head, _, value = tag.partition(":")
            if value and head in ("game", "edition", "variant"):
                out[head] = value
            elif value and head == "id":
                if level == "scenario" or not out["ids"]:
                    out["ids"].append(value)
            elif value and head == "needs":
                if value not in out["needs"]:
                    out["needs"].append(value)
            elif CLAUSE_RE.match(tag):
                if tag not in out["clauses"]:
                    out["clauses"].append(tag)
            elif m := RULING_RE.match(tag):
                out["rulings"][m.group(1)] = m.group(2)
            else:
                out["other"].append(tag)
    return out


def build_meta(title: str, scenario_tags, feature_tags=(), feature: str = "", line: int = 0) -> ScenarioMeta:
    t = parse_tags(scenario_tags, feature_tags)
    problems = []
    ids = t["ids"]
    if not ids:
        sid = f"{feature or '?'}:{line}"
        problems.append("scenario has no @id: tag")
    else:
        sid = ids[0]
        if len(ids) > 1:
            problems.append(f"scenario has {len(ids)} @id: tags: {', '.join(ids)}")
    if not t["clauses"]:
        problems.append("scenario cites no clause tag")
    return ScenarioMeta(
        id=sid,
        title=title,
        feature=feature,
        line=line,
        game=t.get("game"),
        edition=t.get("edition"),
        variant=t.get("variant"),
        clauses=t["clauses"],
        rulings=t["rulings"],
        needs=t["needs"],
        other_tags=t["other"],
        problems=problems,
    )


def _declared(values: Any) -> list[str] | None:
    """A declared list of names, or None for 'not restricted'."""
    if values is None:
        return None
    if isinstance(values, str):
        return [values]
    if isinstance(values, (list, tuple)):
        return [str(v) for v in values]
    if isinstance(values, dict):
        return [str(v) for v in values]
    return []


def not_applicable(meta: ScenarioMeta, hello: dict, spec_dir: str | None = None) -> str | None:
    """Why `meta` does not apply to the implementation that said `hello`, or None if it does."""
    games = hello.get("games") or {}
    if meta.game:
        if isinstance(games, list):
            games = {str(g): {} for g in games}
        if meta.game not in games:
            return f"game {meta.game} not declared"
        g = games.get(meta.game) or {}
        if not isinstance(g, dict):
            g = {}
        editions = _declared(g.get("editions"))
        if meta.edition and editions is not None and meta.edition not in editions:
            return f"edition {meta.edition} of {meta.game} not declared"
        variants = _declared(g.get("variants"))
        if meta.variant and variants is not None and meta.variant not in variants:
            return f"variant {meta.variant} of {meta.game} not declared"
    rulings = hello.get("rulings") or {}
    if not isinstance(rulings, dict):
        rulings = {}
    for rid, value in sorted(meta.rulings.items()):
        if value is None:
            continue
        key, default = ruling_option(rid, spec_dir)
        if value == default:
            continue  # every implementation supports the default option
        supported = _declared(rulings.get(key)) or []
        if value not in supported:
            return f"ruling option {rid}={value} ({key}: {value}) not declared"
    caps = set(_declared(hello.get("capabilities")) or [])
    for need in meta.needs:
        if need not in caps:
            return f"capability {need} not declared"
    return None
