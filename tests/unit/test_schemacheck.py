"""kuhspec.schemacheck: the compiled yes-or-no check answers exactly as jsonschema's
is_valid, for every schema of the games it compiles, on real instances and on instances
broken in many ways; a schema with a keyword it does not know is left to jsonschema."""

from __future__ import annotations

import json
import random

import jsonschema
import pytest

from kuhspec.catalogue import catalogue
from kuhspec.schemacheck import compile_check, equal

from broken_json import JUNK, broken, festival_play


def _agree(schema: dict, instances) -> tuple[int, int]:
    fast = compile_check(schema)
    assert fast is not None, "the schema uses a keyword schemacheck does not compile"
    plain = jsonschema.Draft202012Validator(schema)
    valid = 0
    for inst in instances:
        expected = plain.is_valid(inst)
        assert fast(inst) is expected or fast(inst) == expected, inst
        valid += expected
    return valid, len(instances) - valid


@pytest.mark.parametrize("players", [4, 2])
def test_festival_states_and_actions_get_the_same_answers(players):
    spec = catalogue().game("kuhhandel-festival")
    states, actions = festival_play(players)
    rng = random.Random(players)
    states = [c for s in states for c in [s, *broken(s, rng, 6)]]
    actions = [c for a in actions[::3] for c in [a, *broken(a, rng, 3)]] + JUNK
    valid, invalid = _agree(spec.schema("state"), states)
    assert valid >= 5 and invalid >= 30
    valid, invalid = _agree(spec.schema("action"), actions)
    assert valid >= 20 and invalid >= 20


def test_kuhno_schemas_get_the_same_answers():
    if "kuhno" not in catalogue().games:
        pytest.skip("no kuhno in the catalogue")
    from kuhspec.kuhno.engine import Game

    spec = catalogue().game("kuhno")
    rng = random.Random(9)
    game = Game.new({"players": ["A", "B", "C"], "seed": 4})
    state = json.loads(json.dumps(game.state))
    actions = [json.loads(json.dumps(a)) for s in range(3) for a in game.legal(s)]
    _agree(spec.schema("state"), [state, *broken(state, rng, 60)])
    _agree(spec.schema("action"), [c for a in actions for c in [a, *broken(a, rng, 5)]] + JUNK)


def test_each_keyword_as_jsonschema_reads_it():
    schema = {
        "$defs": {"tree": {"type": "object", "properties": {"kids": {"type": "array", "items": {"$ref": "#/$defs/tree"}}},
                           "additionalProperties": False}},
        "type": "object",
        "properties": {
            "tree": {"$ref": "#/$defs/tree"},
            "n": {"type": ["integer", "null"], "minimum": 1, "maximum": 9, "multipleOf": 2},
            "f": {"type": "number", "exclusiveMinimum": 0, "multipleOf": 0.5},
            "e": {"enum": [1, "a", [1, 2], {"k": True}, None]},
            "c": {"const": False},
            "s": {"type": "string", "minLength": 2, "maxLength": 3, "pattern": "^[a-z]+$"},
            "u": {"type": "array", "uniqueItems": True, "minItems": 1, "maxItems": 3},
            "t": {"type": "array", "prefixItems": [{"type": "integer"}, {"type": "string"}], "items": {"const": None}},
            "o": {"oneOf": [{"type": "integer"}, {"minimum": 5}]},
            "x": {"not": {"type": "string"}, "anyOf": [{"type": "integer"}, {"type": "array"}]},
            "i": {"if": {"type": "integer"}, "then": {"minimum": 3}, "else": {"type": "string"}},
            "p": {"type": "object", "propertyNames": {"pattern": "^[0-9]+$"}, "additionalProperties": {"type": "integer"}},
        },
        "required": ["tree"],
    }
    values = [None, True, False, 0, 1, 2, 4, 6, 1.0, 2.0, 2.5, 7.5, 10, "a", "ab", "abcd", "AB", [], [1, 1],
              [1, True], [1, 1.0], [[1, 2]], [1, 2], {"k": True}, {"k": 1}, {"1": 2}, {"a": 2}, {"1": "x"}]
    instances = [{"tree": {}}, {}, [], {"tree": {"kids": [{"kids": []}]}}, {"tree": {"kids": [{"x": 1}]}},
                 {"tree": {"kids": [1]}}]
    instances += [{"tree": {}, key: v} for key in schema["properties"] if key != "tree" for v in values]
    valid, invalid = _agree(schema, instances)
    assert valid >= 40 and invalid >= 40


def test_what_it_does_not_know_is_left_to_jsonschema():
    assert compile_check({"type": "object", "patternProperties": {"^a": {"type": "integer"}}}) is None
    assert compile_check({"properties": {"a": {"$ref": "other.json#/x"}}}) is None
    assert compile_check({"$ref": "#/$defs/missing"}) is None
    assert compile_check({"contains": {"type": "integer"}}) is None
    assert compile_check({"type": "integer"}) is not None


def test_json_equality_tells_true_from_one():
    assert equal(1, 1.0) and equal([1, {"a": "x"}], [1.0, {"a": "x"}])
    assert not equal(True, 1) and not equal(0, False) and not equal([True], [1]) and not equal("1", 1)
    assert not equal({"a": 1}, {"a": 1, "b": 2}) and not equal([1], [1, 2]) and not equal([], {})


META = {"game.yaml": "game.schema.json", "clauses.yaml": "clause-registry.schema.json",
        "rulings.yaml": "rulings.schema.json", "rejections.yaml": "rejections.schema.json"}


def test_the_meta_schemas_get_the_same_answers_on_the_spec_files():
    from kuhspec.catalogue import meta_schema_dir
    from kuhspec.resources import data_path
    from kuhspec.yamlio import load

    rng = random.Random(5)
    checked = 0
    for path in sorted(data_path("spec").glob("*/*.yaml")):
        meta = next((m for suffix, m in META.items() if path.name.endswith(suffix)), None)
        if meta is None:
            continue
        schema = json.loads((meta_schema_dir() / meta).read_text(encoding="utf-8"))
        data = load(path)
        _agree(schema, [data, *broken(data, rng, 25)])
        checked += 1
    assert checked >= 8


def test_the_strict_answers_checks_agree_with_the_harness_validators():
    """The checks the strict harness compiles (every schema of the game, refs between them,
    integers never floats) answer as its StrictValidator on real answers and broken ones."""
    from kuhspec.harness import strict
    from kuhspec.wire import protocol
    from kuhspec.reference_impl import ReferenceImplementation

    kinds = strict.game_kinds("kuhhandel-festival")
    impl = ReferenceImplementation()
    impl.new_game({"game": "kuhhandel-festival", "players": ["A", "B", "C", "D"], "seed": 3})
    answers = {"state": [impl.state()], "view": [impl.view(s) for s in range(4)],
               "legal": [impl.legal(0)], "score": [impl.score()]}
    events = impl.act(impl.legal(0)[0] | {"cards": impl.legal(0)[0].get("cards", [])})["events"]
    answers["event"] = events
    rng = random.Random(7)
    for kind, values in answers.items():
        checker = kinds[kind]
        assert checker.valid != checker.validator.is_valid, f"{kind}: not compiled"
        for value in values:
            for inst in [value, *broken(value, rng, 20), {"x": 1.0}, 2.0]:
                assert checker.valid(inst) == checker.validator.is_valid(inst), (kind, inst)
    for cmd, value in [("state", impl.state()), ("legal", impl.legal(0)), ("act", {"events": events})]:
        for inst in [value, *broken(value, rng, 10)]:
            fast = protocol._check("protocol-result.schema.json", f"/$defs/{cmd}")
            assert fast(inst) == protocol.validator("protocol-result.schema.json", f"/$defs/{cmd}").is_valid(inst)
