"""The clauses, rulings and rejection codes of every game, read through the catalogue, agree
with each other, with the rulebooks, with the clause plan, with the state schema and with the
engine's defaults.

(Unique ids, known sections and editions, existing clauses and rulings and defaults listed
first are enforced by the catalogue on load: see test_spec_schemas.py and test_catalogue.py.)
"""

from __future__ import annotations

import importlib
import json
import re
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from kuhspec import yamlio
from kuhspec.catalogue import CLAUSE_RE, RULING_RE, Game, catalogue
from kuhspec.resources import data_path

ROOT = Path(__file__).parents[2]
RULEBOOKS = ROOT.parent / "shared" / "rulebooks"
PLAN = ROOT / "docs" / "clause-plan.md"
REJECTION_SCHEMA = data_path("spec") / "schemas" / "rejection.schema.json"


def games() -> list[Game]:
    return list(catalogue().games.values())


def ids(gs) -> list[str]:
    return [g.id for g in gs]


GAMES = pytest.mark.parametrize("game", games(), ids=ids(games()))
ACTIVE = pytest.mark.parametrize("game", [g for g in games() if g.status == "active"],
                                 ids=ids(g for g in games() if g.status == "active"))


# -- clauses ----------------------------------------------------------------------------------


@GAMES
def test_clause_sources_are_rulebook_headings(game):
    descriptor = yamlio.load(game.folder / "game.yaml")  # the rulebook file names are not shipped data
    headings = {}
    for code, edition in descriptor["editions"].items():
        path = RULEBOOKS / edition["rulebook"]
        if not path.exists():
            pytest.skip("the rulebooks are not next to the repository")
        headings[code] = {line.strip() for line in path.read_text(encoding="utf-8").splitlines()}
    for clause in game.clauses.values():
        for edition, heading in clause.sources:
            assert heading in headings[edition], (clause.id, edition, heading)
    for section in game.sections.values():
        for edition, heading in section.sources.items():
            assert heading in headings[edition], (section.code, heading)


@GAMES
def test_every_clause_cites_the_first_edition(game):
    first = next(iter(game.editions))
    for clause in game.clauses.values():
        assert any(edition == first for edition, _ in clause.sources), clause.id


def test_every_planned_clause_is_registered():
    plan = PLAN.read_text(encoding="utf-8")
    planned = set(re.findall(r"^\| ([A-Z]{2,4}-[A-Z]+-[0-9]+[a-z]?) \|", plan, flags=re.M))
    assert planned, "no clause ids found in docs/clause-plan.md"
    assert {cid for cid in planned if catalogue().clause(cid) is None} == set()


@GAMES
def test_clause_rulings_point_back(game):
    for clause in game.clauses.values():
        for rid in clause.rulings:
            assert clause.id in game.rulings[rid].clauses, (clause.id, rid)


@GAMES
def test_ruling_clauses_point_back(game):
    for ruling in game.rulings.values():
        for cid in ruling.clauses:
            assert ruling.id in game.clauses[cid].rulings, (ruling.id, cid)


@GAMES
def test_ids_carry_the_game_prefix(game):
    assert all(CLAUSE_RE.match(cid)["prefix"] == game.prefix for cid in game.clauses)
    assert all(RULING_RE.match(rid)["prefix"] == game.prefix for rid in game.rulings)


# -- rulings ----------------------------------------------------------------------------------


def test_planned_rulings_have_their_option_keys_and_values():
    plan = PLAN.read_text(encoding="utf-8")
    rows = re.findall(r"^\| (R-[A-Z]{2,4}-[A-Z0-9-]+) \| ([^|]+) \| ([^|]+) \|", plan, flags=re.M)
    assert rows
    for rid, key, values in rows:
        ruling = catalogue().ruling(rid)
        assert ruling is not None, rid
        key = key.strip()
        if key == "-":
            assert ruling.option is None, rid
        else:
            assert ruling.option == key, rid
            assert list(ruling.values) == [v.strip() for v in values.split(",")], rid


def options_validator(game: Game) -> Draft202012Validator | None:
    schema = game.schema("state")
    if "options" not in schema.get("$defs", {}):
        return None
    return Draft202012Validator({"$schema": schema["$schema"], "$defs": schema["$defs"], "$ref": "#/$defs/options"})


@GAMES
def test_state_options_match_the_rulings(game):
    validator = options_validator(game)
    if validator is None:
        pytest.skip(f"{game.id} has no options in its state schema")
    props = game.schema("state")["$defs"]["options"]["properties"]
    assert set(props) == set(game.option_rulings())
    for key, ruling in game.option_rulings().items():
        if "enum" in props[key]:
            assert props[key]["enum"] == list(ruling.values), key
        else:  # a richer form (a card table, say) beside the named values
            assert validator.is_valid({key: ruling.default}), key
        assert not validator.is_valid({key: "no_such_reading"}), key


@ACTIVE
def test_engine_defaults_are_the_rulings_defaults(game):
    options = importlib.import_module(f"{game.engine}.options")
    for edition in game.editions:
        assert options.defaults(edition) == game.default_options(edition), edition


# -- rejections -------------------------------------------------------------------------------


@GAMES
def test_rejection_codes_cite_existing_clauses(game):
    assert all(code.clause in game.clauses for code in game.codes.values())


def schema_words(node) -> set[str]:
    """Every property name and string constant of a JSON Schema."""
    out: set[str] = set()
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "properties" and isinstance(value, dict):
                out |= set(value)
            if key in ("enum", "const"):
                out |= {v for v in (value if isinstance(value, list) else [value]) if isinstance(v, str)}
            out |= schema_words(value)
    elif isinstance(node, list):
        for value in node:
            out |= schema_words(value)
    return out


@GAMES
def test_rejection_codes_named_in_statements_exist(game):
    """A snake_case word in a statement is a rejection code, unless it is a name the game's
    schemas or rulings define (an action type, a field, an option key or value, ...)."""
    known = set(game.codes) | set(game.option_rulings())
    known |= {v for r in game.rulings.values() for v in r.values}
    for kind in game.schemas:
        known |= schema_words(game.schema(kind))
    for clause in game.clauses.values():
        for word in re.findall(r"\b[a-z]+(?:_[a-z0-9]+)+\b", clause.statement):
            assert word in known, (clause.id, word)


@GAMES
def test_a_rejection_of_the_game_matches_the_rejection_schema(game):
    if not game.codes:
        pytest.skip(f"{game.id} has no rejection codes yet")
    validator = Draft202012Validator(json.loads(REJECTION_SCHEMA.read_text(encoding="utf-8")))
    code = next(iter(game.codes.values()))
    example = {"code": code.code, "clause": code.clause, "message": "a reason"}
    assert list(validator.iter_errors(example)) == []
    assert list(validator.iter_errors({**example, "reason": "x"}))
    assert list(validator.iter_errors({"code": code.code, "message": "x"}))
