"""Every spec file loads through the catalogue, and every JSON Schema is a valid Draft 2020-12
schema: the game-neutral meta-schemas of spec/schemas/ and each game's own schemas.

That each YAML file matches its meta-schema, that ids are unique and that references resolve
is enforced by the catalogue on load; here the shipped spec must load without a problem, and
the catalogue must refuse the broken files that tests/unit/test_catalogue.py does not try.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from kuhspec.catalogue import CatalogueError, catalogue, load_catalogue
from kuhspec.resources import data_path

SPEC = data_path("spec")
DRAFT_2020_12 = "https://json-schema.org/draft/2020-12/schema"


def game_folders() -> list[str]:
    return sorted(p.parent.name for p in SPEC.glob("*/game.yaml"))


def test_the_catalogue_loads_every_game_folder_without_problems():
    cat = catalogue()
    assert cat.problems == []
    assert game_folders() and set(game_folders()) <= set(cat.games)


@pytest.mark.parametrize("name", sorted(p.name for p in (SPEC / "schemas").glob("*.json")))
def test_meta_and_protocol_schemas_are_valid_draft_2020_12(name):
    schema = json.loads((SPEC / "schemas" / name).read_text(encoding="utf-8"))
    assert schema["$schema"] == DRAFT_2020_12
    Draft202012Validator.check_schema(schema)


def game_schemas() -> list[tuple[str, str]]:
    return [(g.id, kind) for g in catalogue().games.values() for kind in sorted(g.schemas)]


def test_every_active_game_has_state_action_and_event_schemas():
    for g in catalogue().games.values():
        if g.status == "active":
            assert {"state", "action", "event"} <= set(g.schemas), g.id


@pytest.mark.parametrize("game, kind", game_schemas())
def test_game_schema_is_valid_draft_2020_12(game, kind):
    schema = catalogue().game(game).schema(kind)
    assert schema["$schema"] == DRAFT_2020_12
    Draft202012Validator.check_schema(schema)


@pytest.mark.parametrize("game, kind", game_schemas())
def test_game_state_schema_names_its_game(game, kind):
    schema = catalogue().game(game).schema(kind)
    if kind == "state":
        assert Draft202012Validator(schema["properties"]["game"]).is_valid(game)
        assert not Draft202012Validator(schema["properties"]["game"]).is_valid("chess")


# -- the catalogue refuses what the checks of the old spec tests caught -----------------------
# (test_catalogue.py covers unknown rulings, clauses, sections, editions, variants, duplicate
# clause ids, prefixes, duplicate keys, YAML syntax, defaults not first and bad fields)

FESTIVAL = "kuhhandel-festival"


@pytest.mark.parametrize("file, old, new, message", [
    ("rulings.yaml", "  - id: R-KF-REJECTION-ORDER\n", "  - id: R-KF-START-PLAYER\n",
     "ruling R-KF-START-PLAYER is defined twice"),
    ("rulings.yaml", "    option: payment\n", "    option: auction_close\n", "option key 'auction_close' belongs to"),
    ("rulings.yaml", "      - value: any_sufficient\n", "      - value: exact_or_least\n", "lists an option twice"),
    ("rulings.yaml", "    default: exact_or_minimal\n",
     "    default: exact_or_minimal\n    default_by_edition: {de: any_sufficient}\n", "unknown edition 'de'"),
    ("rulings.yaml", "    default: exact_or_minimal\n",
     "    default: exact_or_minimal\n    default_by_edition: {nl: cheapest}\n", "is not an option"),
    ("clauses.yaml", "    testable: true\n", "    testable: false\n", "untestable_reason"),
    ("clauses.yaml", "  - {code: SET, title: Setup,", "  - {code: CON, title: Setup,", "section CON is defined twice"),
])
def test_the_catalogue_refuses(tmp_path: Path, file, old, new, message):
    folder = tmp_path / "spec" / FESTIVAL
    shutil.copytree(SPEC / FESTIVAL, folder)
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(CatalogueError) as err:
        load_catalogue((tmp_path / "spec",))
    assert message in str(err.value)
    assert err.value.where.startswith(str(path) + ":"), err.value.where
