"""The catalogue: the one validated loader of spec/, and the id grammar.

Every reader of the spec (the engines' options and rejections, the pytest plugin, the
reports, the docs generator, the coverage gate, the spec tests) goes through here. Each
game is a folder ``spec/<game>/`` with a ``game.yaml`` descriptor; every file is checked
against its meta-schema in ``spec/schemas/`` and then against the others (a clause citing
an unknown ruling, a code citing an unknown clause ...). A problem is a CatalogueError that
names the file and line, never a guess.
"""

from __future__ import annotations

import functools
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kuhspec import yamlio
from kuhspec.resources import data_path

#: KF-AUC-3, KN-MILK-2, KF-AUC-3a: <prefix>-<section>-<number><suffix>
CLAUSE_RE = re.compile(r"^(?P<prefix>[A-Z]{2,4})-(?P<section>[A-Z]+)-(?P<number>[0-9]+)(?P<suffix>[a-z]?)$")
#: R-KF-PAYMENT
RULING_RE = re.compile(r"^R-(?P<prefix>[A-Z]{2,4})-[A-Z0-9]+(?:-[A-Z0-9]+)*$")


# The boundary of a game whose game.yaml names no boundary file (spec/schemas/boundary.schema.json):
# every member of every answer is compared, events included; refusals as the protocol says.
_MEMBERS = {"free": ["message"], "why": "spec/protocol.md"}
DEFAULT_BOUNDARY: dict = {
    "summary": "Every answer is normative, events included.",
    "events": {"status": "normative", "why": "the game names no boundary file"},
    "free": [], "samples": {"why": "sample members are compared by shape"}, "open": [], "order": [],
    "random": {"seed": "free", "deals": "explicit"},
    "refusals": {"act": {"normative": ["code", "clause"], "when_given": [], **_MEMBERS},
                 "position": {"normative": ["code", "path"], "when_given": ["clause"], **_MEMBERS},
                 "paths": "JSON Pointer or dotted", "several_faults": "any of them"},
}


class CatalogueError(Exception):
    """A spec file that is malformed or inconsistent; `where` is "file:line"."""

    def __init__(self, where: str, message: str):
        self.where = where
        self.message = message
        super().__init__(f"{where}: {message}")


def clause_sort_key(clause_id: str) -> tuple:
    m = CLAUSE_RE.match(clause_id)
    if not m:
        return ("~", clause_id, 0, "")
    return (m["prefix"], m["section"], int(m["number"]), m["suffix"])


@dataclass(frozen=True)
class Edition:
    code: str
    title: str
    language: str


@dataclass(frozen=True)
class Variant:
    name: str
    title: str
    min_players: int
    max_players: int
    clause: str | None = None

    def allows(self, players: int) -> bool:
        return self.min_players <= players <= self.max_players


@dataclass(frozen=True)
class Section:
    code: str
    title: str
    sources: dict[str, str]  # edition -> heading


@dataclass(frozen=True)
class Clause:
    id: str
    game: str
    section: str
    title: str
    statement: str
    sources: tuple[tuple[str, str], ...]  # (edition, heading)
    editions: tuple[str, ...]
    variants: tuple[str, ...]
    tier: str
    testable: bool
    untestable_reason: str
    rulings: tuple[str, ...]
    status: str
    notes: str
    where: str
    # the editions differ here: {"changes_play": bool, "ruling": id?} (what differs: notes)
    difference: dict | None = None

    @property
    def active(self) -> bool:
        return self.status != "retired"


@dataclass(frozen=True)
class Ruling:
    id: str
    game: str
    title: str
    clauses: tuple[str, ...]
    option: str | None
    values: tuple[str, ...]  # default first
    default: str
    default_by_edition: dict[str, str]
    raw: dict  # the whole entry, for the docs
    where: str

    def default_for(self, edition: str | None) -> str:
        return self.default_by_edition.get(edition or "", self.default)


@dataclass(frozen=True)
class Code:
    code: str
    clause: str
    meaning: str


@dataclass
class Game:
    id: str
    title: str
    prefix: str
    status: str
    engine: str | None
    folder: Path
    editions: dict[str, Edition]
    variants: dict[str, Variant]
    schemas: dict[str, Path]
    sections: dict[str, Section] = field(default_factory=dict)
    clauses: dict[str, Clause] = field(default_factory=dict)
    rulings: dict[str, Ruling] = field(default_factory=dict)
    codes: dict[str, Code] = field(default_factory=dict)
    smoke: list[str] = field(default_factory=list)  # scenario ids for `kuhspec smoke`, best first
    boundary: dict = field(default_factory=lambda: dict(DEFAULT_BOUNDARY))  # boundary.schema.json

    def active_clauses(self) -> list[Clause]:
        return [c for c in self.clauses.values() if c.active]

    def rejection_clause(self, code: str) -> str:
        try:
            return self.codes[code].clause
        except KeyError:
            raise KeyError(f"{code!r} is no rejection code of {self.id}") from None

    def ruling_variants(self, ruling: Ruling) -> tuple[str, ...]:
        """The variants a ruling applies to: those that any of its clauses applies to."""
        cited = [self.clauses[c] for c in ruling.clauses if c in self.clauses]
        return tuple(v for v in self.variants if any(v in c.variants for c in cited))

    def option_rulings(self, variant: str | None = None) -> dict[str, Ruling]:
        """option key -> the ruling it belongs to (only configurable rulings); with a
        variant, only the rulings that apply to it."""
        return {r.option: r for r in self.rulings.values()
                if r.option and (variant is None or variant in self.ruling_variants(r))}

    def default_options(self, edition: str | None = None, variant: str | None = None) -> dict[str, str]:
        return {key: r.default_for(edition) for key, r in self.option_rulings(variant).items()}

    def option_choices(self, variant: str | None = None) -> dict[str, tuple[str, ...]]:
        return {key: r.values for key, r in self.option_rulings(variant).items()}

    def schema(self, kind: str) -> dict:
        path = self.schemas.get(kind)
        if path is None:
            raise KeyError(f"{self.id} has no {kind} schema")
        return _json_file(path)

    def players_allowed(self) -> tuple[int, int]:
        return (min(v.min_players for v in self.variants.values()),
                max(v.max_players for v in self.variants.values()))


@dataclass
class Catalogue:
    games: dict[str, Game]
    spec_dirs: tuple[Path, ...]
    #: problems of draft games, which are left out instead of breaking the catalogue (the
    #: spec tests require this list to be empty)
    problems: list[str] = field(default_factory=list)

    def game(self, game_id: str) -> Game:
        try:
            return self.games[game_id]
        except KeyError:
            raise CatalogueError("catalogue", f"unknown game {game_id!r}; known: {', '.join(self.games)}") from None

    def game_of_clause(self, clause_id: str) -> Game | None:
        m = CLAUSE_RE.match(clause_id)
        return self._by_prefix().get(m["prefix"]) if m else None

    def game_of_ruling(self, ruling_id: str) -> Game | None:
        m = RULING_RE.match(ruling_id)
        return self._by_prefix().get(m["prefix"]) if m else None

    def clause(self, clause_id: str) -> Clause | None:
        g = self.game_of_clause(clause_id)
        return g.clauses.get(clause_id) if g else None

    def ruling(self, ruling_id: str) -> Ruling | None:
        g = self.game_of_ruling(ruling_id)
        return g.rulings.get(ruling_id) if g else None

    def _by_prefix(self) -> dict[str, Game]:
        return {g.prefix: g for g in self.games.values()}


# -- loading ----------------------------------------------------------------------------------


@functools.lru_cache(maxsize=None)
def _json_file(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def meta_schema_dir() -> Path:
    return data_path("spec") / "schemas"


@functools.lru_cache(maxsize=None)
def _meta_validator(name: str):
    import jsonschema

    return jsonschema.Draft202012Validator(_json_file(meta_schema_dir() / name))


@functools.lru_cache(maxsize=None)
def _meta_check(name: str):
    """The meta-schema's yes-or-no check compiled once (kuhspec.schemacheck); jsonschema
    (`_meta_validator`) only explains a no."""
    from kuhspec.schemacheck import compile_check

    return compile_check(_json_file(meta_schema_dir() / name)) or _meta_validator(name).is_valid


def _where(path: Path, data: Any, parts) -> str:
    """file:line of the deepest node of `parts` that remembers its line."""
    line, node = getattr(data, "line", 0), data
    for part in parts:
        if isinstance(node, yamlio.Mapping):
            line = node.line_of(part) if part in node else node.line
        try:
            node = node[part]
        except (KeyError, IndexError, TypeError):
            break
        line = getattr(node, "line", line)
    return f"{path}:{line}" if line else str(path)


def read_checked(path: Path, meta_schema: str) -> Any:
    """A spec file, parsed and validated against its meta-schema."""
    try:
        data = yamlio.load(path)
    except yamlio.YamlError as err:
        raise CatalogueError(f"{err.where}{f':{err.line}' if err.line else ''}", err.message) from None
    if _meta_check(meta_schema)(data):
        return data
    from jsonschema.exceptions import best_match

    err = best_match(_meta_validator(meta_schema).iter_errors(data))
    if err is not None:
        field_path = "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in err.absolute_path)
        raise CatalogueError(_where(path, data, err.absolute_path), f"{field_path}: {err.message}")
    return data


def _text(value: Any) -> str:
    return " ".join(str(value or "").split())


def _load_game(folder: Path, problems: list[str]) -> Game | None:
    desc = read_checked(folder / "game.yaml", "game.schema.json")
    if desc["status"] != "draft":
        return _load_rest(folder, desc)
    try:
        return _load_rest(folder, desc)
    except CatalogueError as err:
        problems.append(f"draft game left out: {err}")
        return None


def _load_rest(folder: Path, desc: yamlio.Mapping) -> Game:
    here = f"{folder / 'game.yaml'}"
    if desc["id"] != folder.name:
        raise CatalogueError(f"{here}:{desc.line_of('id')}", f"id {desc['id']!r} differs from the folder name {folder.name!r}")
    game = Game(
        id=desc["id"], title=desc["title"], prefix=desc["prefix"], status=desc["status"],
        engine=desc["engine"], folder=folder,
        editions={c: Edition(c, e["title"], e["language"]) for c, e in desc["editions"].items()},
        variants={n: Variant(n, v["title"], v["players"]["min"], v["players"]["max"], v.get("clause"))
                  for n, v in desc["variants"].items()},
        schemas={kind: folder / rel for kind, rel in desc["files"]["schemas"].items()},
        smoke=[str(x) for x in desc.get("smoke", [])],
    )
    for kind, path in game.schemas.items():
        if not path.is_file():
            raise CatalogueError(f"{here}:{desc['files'].line_of('schemas')}", f"{kind} schema {path} not found")
    for name in desc["files"]["clauses"]:
        _read_clauses(game, folder / name)
    for name in desc["files"]["rulings"]:
        _read_rulings(game, folder / name)
    _read_codes(game, folder / desc["files"]["rejections"])
    if "boundary" in desc["files"]:
        _read_boundary(game, folder / desc["files"]["boundary"])
    _cross_check(game)
    return game


def _read_clauses(game: Game, path: Path) -> None:
    data = read_checked(path, "clause-registry.schema.json")
    if data["game"] != game.id:
        raise CatalogueError(f"{path}:{data.line_of('game')}", f"game {data['game']!r} in the folder of {game.id}")
    for s in data["sections"]:
        if s["code"] in game.sections:
            raise CatalogueError(f"{path}:{s.line}", f"section {s['code']} is defined twice")
        game.sections[s["code"]] = Section(s["code"], s["title"], dict(s["source"]))
    for c in data["clauses"]:
        where = f"{path}:{c.line}"
        m = CLAUSE_RE.match(c["id"])
        if m["prefix"] != game.prefix:
            raise CatalogueError(where, f"clause {c['id']} does not start with the prefix {game.prefix} of {game.id}")
        if c["id"] in game.clauses:
            raise CatalogueError(where, f"clause {c['id']} is defined twice (first at {game.clauses[c['id']].where})")
        if m["section"] not in game.sections:
            raise CatalogueError(where, f"clause {c['id']}: unknown section {m['section']}")
        game.clauses[c["id"]] = Clause(
            id=c["id"], game=game.id, section=m["section"], title=c["title"],
            statement=_text(c["statement"]),
            sources=tuple((s["edition"], s["section"]) for s in c["sources"]),
            editions=tuple(c["editions"]), variants=tuple(c["variants"]), tier=c["tier"],
            testable=c["testable"], untestable_reason=_text(c.get("untestable_reason")),
            rulings=tuple(c["rulings"]), status=c["status"], notes=_text(c.get("notes")), where=where,
            difference=dict(c["edition_difference"]) if "edition_difference" in c else None)
        ruling = (c.get("edition_difference") or {}).get("ruling")
        if ruling and ruling not in c["rulings"]:
            raise CatalogueError(where, f"clause {c['id']}: its edition difference is decided by "
                                        f"{ruling}, which its rulings do not list")


def _read_rulings(game: Game, path: Path) -> None:
    data = read_checked(path, "rulings.schema.json")
    for r in data["rulings"]:
        where = f"{path}:{r.line}"
        if r["id"] in game.rulings:
            raise CatalogueError(where, f"ruling {r['id']} is defined twice")
        if RULING_RE.match(r["id"])["prefix"] != game.prefix:
            raise CatalogueError(where, f"ruling {r['id']} does not start with R-{game.prefix}-")
        values = tuple(o["value"] for o in r["options"])
        game.rulings[r["id"]] = Ruling(
            id=r["id"], game=game.id, title=r["title"], clauses=tuple(r["clauses"]), option=r["option"],
            values=values, default=r["default"], default_by_edition=dict(r.get("default_by_edition") or {}),
            raw=r, where=where)


def _read_codes(game: Game, path: Path) -> None:
    data = read_checked(path, "rejections.schema.json")
    if data["game"] != game.id:
        raise CatalogueError(f"{path}:{data.line_of('game')}", f"game {data['game']!r} in the folder of {game.id}")
    for code, c in data["codes"].items():
        if c["clause"] not in game.clauses:
            raise CatalogueError(f"{path}:{data['codes'].line_of(code)}",
                                 f"code {code} cites unknown clause {c['clause']}")
        game.codes[code] = Code(code, c["clause"], _text(c["meaning"]))


def _read_boundary(game: Game, path: Path) -> None:
    data = read_checked(path, "boundary.schema.json")
    if data["game"] != game.id:
        raise CatalogueError(f"{path}:{data.line_of('game')}", f"game {data['game']!r} in the folder of {game.id}")
    for i, entry in enumerate(data["free"]):
        for rid in entry.get("rulings", []):
            if rid not in game.rulings:
                raise CatalogueError(f"{path}:{data['free'][i].line_of('rulings')}",
                                     f"free part {entry['pointer']} cites unknown ruling {rid}")
    for i, entry in enumerate(data["open"]):
        if entry.get("ruling") and entry["ruling"] not in game.rulings:
            raise CatalogueError(f"{path}:{data['open'][i].line_of('ruling')}",
                                 f"open position cites unknown ruling {entry['ruling']}")
    game.boundary = json.loads(json.dumps(data))  # plain dicts and lists


def _cross_check(game: Game) -> None:
    for v in game.variants.values():
        if v.clause and v.clause not in game.clauses:
            raise CatalogueError(str(game.folder / "game.yaml"), f"variant {v.name} cites unknown clause {v.clause}")
    for c in game.clauses.values():
        for e in c.editions + tuple(e for e, _ in c.sources):
            if e not in game.editions:
                raise CatalogueError(c.where, f"clause {c.id}: unknown edition {e!r}; known: {', '.join(game.editions)}")
        for v in c.variants:
            if v not in game.variants:
                raise CatalogueError(c.where, f"clause {c.id}: unknown variant {v!r}; known: {', '.join(game.variants)}")
        for r in c.rulings:
            if r not in game.rulings:
                raise CatalogueError(c.where, f"clause {c.id} cites unknown ruling {r}")
    quoted = [(c.where, c.id, q) for c in game.clauses.values() for q in (c.difference or {}).get("quotes", ())]
    quoted += [(r.where, r.id, q) for r in game.rulings.values() for q in r.raw.get("quotes", ())]
    for where, owner, q in quoted:
        if q["edition"] not in game.editions:
            raise CatalogueError(where, f"{owner} quotes unknown edition {q['edition']!r}; known: {', '.join(game.editions)}")
    options: dict[str, str] = {}
    for r in game.rulings.values():
        for cid in r.clauses:
            if cid not in game.clauses:
                raise CatalogueError(r.where, f"ruling {r.id} cites unknown clause {cid}")
        if len(set(r.values)) != len(r.values):
            raise CatalogueError(r.where, f"ruling {r.id} lists an option twice")
        if r.default != r.values[0]:
            raise CatalogueError(r.where, f"ruling {r.id}: the default {r.default!r} must be listed first")
        for edition, value in r.default_by_edition.items():
            if edition not in game.editions:
                raise CatalogueError(r.where, f"ruling {r.id}: unknown edition {edition!r}")
            if value not in r.values:
                raise CatalogueError(r.where, f"ruling {r.id}: default {value!r} for {edition} is not an option")
        if r.option:
            if r.option in options:
                raise CatalogueError(r.where, f"option key {r.option!r} belongs to {options[r.option]} already")
            options[r.option] = r.id


def load_catalogue(spec_dirs: tuple[Path, ...]) -> Catalogue:
    games: dict[str, Game] = {}
    prefixes: dict[str, str] = {}
    problems: list[str] = []
    for spec_dir in spec_dirs:
        for descriptor in sorted(Path(spec_dir).glob("*/game.yaml")):
            game = _load_game(descriptor.parent, problems)
            if game is None:
                continue
            if game.id in games:
                raise CatalogueError(str(descriptor), f"game {game.id} is defined twice")
            if game.prefix in prefixes:
                raise CatalogueError(str(descriptor), f"prefix {game.prefix} is used by {prefixes[game.prefix]} already")
            games[game.id] = game
            prefixes[game.prefix] = game.id
    return Catalogue(games=games, spec_dirs=tuple(spec_dirs), problems=problems)


_extra_dirs: list[Path] = []


def add_spec_dir(path: str | Path) -> None:
    """Add a folder of game folders (a test's toy game, say) to the catalogue."""
    p = Path(path).resolve()
    if p not in _extra_dirs:
        _extra_dirs.append(p)
        _cached.cache_clear()


@functools.lru_cache(maxsize=None)
def _cached(spec_dirs: tuple[Path, ...]) -> Catalogue:
    return load_catalogue(spec_dirs)


def catalogue() -> Catalogue:
    """The catalogue of the shipped spec, and of any folders added with add_spec_dir or
    named in the environment variable KUHSPEC_SPEC_DIRS (separated like PATH), which
    also reaches a `kuhspec serve` subprocess."""
    return _cached(_spec_dirs(os.environ.get("KUHSPEC_SPEC_DIRS", ""), tuple(_extra_dirs)))


@functools.lru_cache(maxsize=16)
def _spec_dirs(env: str, added: tuple[Path, ...]) -> tuple[Path, ...]:
    """The spec folders, resolved once per value of the variable and of the added folders
    (catalogue() is asked thousands of times a run)."""
    named = [Path(p).resolve() for p in env.split(os.pathsep) if p]
    return (data_path("spec").resolve(), *dict.fromkeys([*named, *added]))
