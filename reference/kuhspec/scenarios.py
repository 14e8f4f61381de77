"""Scenarios: what a Gherkin scenario is to kuhspec, read one way for every reader.

Tag vocabulary (tags of the feature and of a Rule are inherited):

- ``@id:KF-EN-AUC-01``: the scenario's stable id (exactly one);
- ``@KF-AUC-4``: a clause the scenario checks (one or more, all of one game);
- ``@R-KF-PAYMENT=any_sufficient``: the scenario runs under that ruling option (a bare
  ``@R-KF-PAYMENT`` only cites the ruling);
- ``@needs:legal``, ``@needs:view``: optional capabilities the scenario uses;
- ``@edition:nl``, ``@variant:two-player``: narrow where the scenario applies (repeatable).

The game of a scenario is the game of its clauses. It applies to the editions and variants
that all of its clauses apply to, narrowed by its tags. The language a feature is written
in (``# language: nl``) is a separate fact. The plugin (from pytest-bdd's templates) and
the coverage gate and docs (from the files) build scenarios with the same function.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kuhspec.catalogue import CLAUSE_RE, RULING_RE, Catalogue, Game, catalogue

RULING_TAG_RE = re.compile(r"^(?P<ruling>R-[A-Z0-9-]+?)(?:=(?P<value>[a-z][a-z0-9_]*))?$")
KINDS = ("id", "edition", "variant", "needs", "game")


def is_vocabulary_tag(tag: str) -> bool:
    """True for tags that carry kuhspec metadata (and must never become pytest marks)."""
    head, sep, _ = tag.partition(":")
    return (bool(sep) and head in KINDS) or bool(CLAUSE_RE.match(tag)) or bool(RULING_TAG_RE.match(tag))


@dataclass(slots=True)
class Step:
    keyword: str  # as written (Given, Gegeven, ...)
    type: str  # given, when, then
    text: str
    line: int
    background: bool = False  # a step of the feature's (or its Rule's) Background
    datatable: list[list[str]] = field(default_factory=list)
    docstring: str | None = None


@dataclass(slots=True)
class Examples:
    """An Examples table of a Scenario Outline."""
    name: str
    header: list[str]
    rows: list[list[str]]


@dataclass(slots=True)
class Scenario:
    id: str
    title: str
    feature: str  # the feature file, relative to the features folder
    line: int
    language: str
    clauses: list[str] = field(default_factory=list)
    rulings: dict[str, str | None] = field(default_factory=dict)
    needs: list[str] = field(default_factory=list)
    only_editions: list[str] = field(default_factory=list)
    only_variants: list[str] = field(default_factory=list)
    outline: bool = False
    problems: list[str] = field(default_factory=list)
    game: str | None = None
    editions: list[str] = field(default_factory=list)
    variants: list[str] = field(default_factory=list)
    options: dict[str, str] = field(default_factory=dict)
    # as written, for readers that show the scenario (the docs); not used to run it
    keyword: str = "Scenario"
    rule: str = ""  # the name of the Rule it is under
    description: str = ""
    tags: list[str] = field(default_factory=list)  # its own and its Rule's (read_features: as written)
    examples: list[Examples] = field(default_factory=list)
    # the pytest-bdd template the scenario was read from (from_template), which holds its steps
    template: Any = None

    @property
    def steps(self) -> list[Step]:
        """The scenario's steps. Read from its template on each call rather than kept: the
        harness builds a scenario for each of its ~1,000 items and asks only the exporter
        for steps, and a copy of every step of the suite would live for the whole run."""
        return steps_of(self.template) if self.template is not None else []

    @property
    def where(self) -> str:
        return f"{self.feature}:{self.line}"

    def ruling_tags(self) -> list[str]:
        return [rid if v is None else f"{rid}={v}" for rid, v in sorted(self.rulings.items())]


def _resolve(s: Scenario, cat: Catalogue) -> None:
    """Fill game, editions, variants and options from the catalogue; record problems."""
    games: list[Game] = []
    for cid in s.clauses:
        g = cat.game_of_clause(cid)
        if g is None or cid not in g.clauses:
            s.problems.append(f"cites unknown clause {cid}")
        elif g not in games:
            games.append(g)
    if len(games) > 1:
        s.problems.append(f"cites clauses of several games: {', '.join(g.id for g in games)}")
    if len(games) != 1:
        return
    game = games[0]
    s.game = game.id
    cited = [game.clauses[c] for c in s.clauses if c in game.clauses]
    s.editions = [e for e in game.editions if all(e in c.editions for c in cited)]
    s.variants = [v for v in game.variants if all(v in c.variants for c in cited)]
    for kind, only, known in (("edition", s.only_editions, game.editions), ("variant", s.only_variants, game.variants)):
        for name in only:
            if name not in known:
                s.problems.append(f"@{kind}:{name}: {game.id} has no {kind} {name!r}")
    if s.only_editions:
        s.editions = [e for e in s.editions if e in s.only_editions]
    if s.only_variants:
        s.variants = [v for v in s.variants if v in s.only_variants]
    if not s.editions or not s.variants:
        s.problems.append("applies to no edition or no variant (its clauses and tags exclude each other)")
    for rid, value in sorted(s.rulings.items()):
        ruling = cat.ruling(rid)
        if ruling is None or ruling.game != game.id:
            s.problems.append(f"cites unknown ruling {rid}")
        elif value is not None:
            if not ruling.option:
                s.problems.append(f"@{rid}={value}: {rid} has no option to set")
            elif value not in ruling.values:
                s.problems.append(f"@{rid}={value}: unknown option; known: {', '.join(ruling.values)}")
            else:
                s.options[ruling.option] = value


def build(title: str, tags, feature: str = "", line: int = 0, language: str = "en",
          outline: bool = False, cat: Catalogue | None = None) -> Scenario:
    """A scenario from its (inherited) tags (its steps come with its template: from_template)."""
    ids: list[str] = []
    s = Scenario(id="", title=title, feature=feature, line=line, language=language or "en",
                 outline=outline)
    for tag in sorted(tags):
        head, sep, value = tag.partition(":")
        if sep and head == "id":
            ids.append(value)
        elif sep and head == "needs":
            s.needs.append(value)
        elif sep and head == "edition":
            s.only_editions.append(value)
        elif sep and head == "variant":
            s.only_variants.append(value)
        elif sep and head == "game":
            pass  # the game follows from the clauses; an old feature-level tag is harmless
        elif CLAUSE_RE.match(tag):
            s.clauses.append(tag)
        elif m := RULING_TAG_RE.match(tag):
            if RULING_RE.match(m["ruling"]):
                s.rulings[m["ruling"]] = m["value"]
    s.clauses.sort(key=lambda c: (c not in tags, c))
    if not ids:
        s.id = f"{feature or '?'}:{line}"
        s.problems.append("has no @id: tag")
    else:
        s.id = ids[0]
        if len(ids) > 1:
            s.problems.append(f"has {len(ids)} @id: tags: {', '.join(ids)}")
    if not s.clauses:
        s.problems.append("cites no clause tag")
    _resolve(s, cat or catalogue())
    return s


def steps_of(template) -> list[Step]:
    """The steps of a pytest-bdd ScenarioTemplate, background steps first."""
    return [Step(st.keyword.strip(), st.type, st.name, st.line_number, st.background is not None,
                 [[str(c.value) for c in row.cells] for row in st.datatable.rows] if st.datatable else [],
                 st.docstring)
            for st in template.steps]


def from_template(template, feature_rel: str, cat: Catalogue | None = None) -> Scenario:
    """A scenario from a pytest-bdd ScenarioTemplate (feature and rule tags inherited)."""
    feature = template.feature
    tags = set(template.tags) | set(feature.tags)
    if getattr(template, "rule", None) is not None:
        tags |= set(template.rule.tags)
    s = build(template.name, tags, feature_rel, template.line_number, getattr(feature, "language", "en"),
              bool(template.templated), cat)
    s.template = template
    rule = getattr(template, "rule", None)
    s.keyword = template.keyword
    s.rule = rule.name if rule is not None else ""
    s.description = (template.description or "").strip("\n")
    s.tags = sorted(set(template.tags) | (set(rule.tags) if rule is not None else set()))
    s.examples = [Examples(ex.name or "", list(ex.example_params), [list(r) for r in ex.examples])
                  for ex in template.examples]
    return s


def _gherkin_document(path: Path):
    """The file's Gherkin document, parsed once per process while the file is unchanged
    (a speed measure: the parse is most of the cost of reading the features, and the docs,
    site, coverage gate and harness each read them; the document is only read, never changed)."""
    from pytest_bdd.gherkin_parser import get_gherkin_document

    stat = path.stat()
    key = (str(path), stat.st_mtime_ns, stat.st_size)
    if key not in _DOCUMENTS:
        if len(_DOCUMENTS) >= _KEPT_DOCUMENTS:  # the oldest goes (a long process reads many folders)
            _DOCUMENTS.pop(next(iter(_DOCUMENTS)))
        _DOCUMENTS[key] = get_gherkin_document(str(path))
    return _DOCUMENTS[key]


_DOCUMENTS: dict[tuple[str, int, int], Any] = {}
_KEPT_DOCUMENTS = 256  # the suite has about 50 feature files


def read_features(folder: Path, cat: Catalogue | None = None) -> list[Scenario]:
    """Every scenario of every .feature file under `folder`, parsed by pytest-bdd's parser."""
    from pytest_bdd.parser import FeatureParser

    out = []
    for path in sorted(Path(folder).rglob("*.feature")):
        rel = path.relative_to(folder).as_posix()
        document = _gherkin_document(path)
        parser = FeatureParser(str(folder), rel)
        if hasattr(parser, "_parse_feature_file"):  # pytest-bdd 8-9: parse the file once, not twice
            parser._parse_feature_file = lambda document=document: document
        feature = parser.parse()
        order = _tags_as_written(document)
        for template in feature.scenarios.values():
            s = from_template(template, rel, cat)
            s.tags = order.get(s.line, s.tags)
            out.append(s)
    return out


def _tags_as_written(document) -> dict[int, list[str]]:
    """Scenario line -> its Rule's and its own tags in file order (pytest-bdd keeps sets; the
    docs show the tags as written and a scenario under its first clause tag), from the
    feature file's Gherkin document."""
    out: dict[int, list[str]] = {}

    def walk(children, inherited: list[str]) -> None:
        for child in children:
            if child.rule is not None:
                walk(child.rule.children, inherited + [t.name.lstrip("@") for t in child.rule.tags])
            elif child.scenario is not None:
                own = [t.name.lstrip("@") for t in child.scenario.tags]
                out[child.scenario.location.line] = list(dict.fromkeys(inherited + own))

    walk(document.feature.children, [])
    return out
