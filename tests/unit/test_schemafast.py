"""kuhspec.schemafast: a validator with its local $refs inlined once says exactly what the
plain jsonschema validator says: valid or not, and the same best_match error (path,
keyword, message), for real states and for states broken in many ways."""

from __future__ import annotations

import random

import jsonschema
import pytest
from jsonschema.exceptions import best_match

from kuhspec.catalogue import catalogue
from kuhspec.normalise import Normaliser
from kuhspec.schemafast import compiled, inline_local_refs

from broken_json import broken, festival_play

def _verdict(validator, instance):
    err = best_match(validator.iter_errors(instance))
    return None if err is None else (list(err.absolute_path), err.validator, err.message)


def test_festival_states_get_the_same_verdicts():
    schema = catalogue().game("kuhhandel-festival").schema("state")
    plain, fast = jsonschema.Draft202012Validator(schema), compiled(schema)
    rng = random.Random(12)
    cases = [c for s in festival_play(4, every=15)[0] for c in [s, *broken(s, rng, 8)]]
    verdicts = [(_verdict(plain, c), _verdict(fast, c)) for c in cases]
    assert sum(a is None for a, _ in verdicts) >= 10 and sum(a is not None for a, _ in verdicts) >= 50
    assert [a for a, _ in verdicts] == [b for _, b in verdicts]


@pytest.mark.parametrize("game", ["kuhhandel-festival", "kuhno"])
def test_every_local_ref_of_the_state_schemas_is_inlined(game):
    if game not in catalogue().games:
        pytest.skip(f"no {game} in the catalogue")
    inlined = inline_local_refs(catalogue().game(game).schema("state"))
    left = [n["$ref"] for n in _nodes(inlined.get("properties", {})) if isinstance(n, dict) and "$ref" in n]
    assert left == []


def _nodes(node):
    yield node
    children = node.values() if isinstance(node, dict) else node if isinstance(node, list) else ()
    for c in children:
        yield from _nodes(c)


def test_a_cycle_and_a_ref_with_a_real_sibling_stay_refs_and_still_validate():
    schema = {
        "$defs": {
            "tree": {"type": "object", "properties": {"kids": {"type": "array", "items": {"$ref": "#/$defs/tree"}}},
                     "additionalProperties": False},
            "small": {"type": "integer", "maximum": 3},
        },
        "type": "object",
        "properties": {"tree": {"$ref": "#/$defs/tree"}, "n": {"$ref": "#/$defs/small", "minimum": 1},
                       "m": {"$ref": "#/$defs/small", "description": "inlined: a note is no check"}},
    }
    fast = compiled(schema)
    assert fast.schema["properties"]["n"] == {"$ref": "#/$defs/small", "minimum": 1}
    assert fast.schema["properties"]["m"] == {"type": "integer", "maximum": 3}
    plain = jsonschema.Draft202012Validator(schema)
    for inst in ({"tree": {"kids": [{"kids": []}]}, "n": 2, "m": 3}, {"tree": {"kids": [{"kids": [1]}]}},
                 {"tree": {"kids": [{"x": 1}]}}, {"n": 0}, {"n": 5}, {"m": 9}, {"m": "a"}):
        assert _verdict(fast, inst) == _verdict(plain, inst)


class _PlainNormaliser(Normaliser):
    """The normaliser without its shortcuts: every branch checked through jsonschema."""

    def _cannot_apply_check(self, branch, resolver):
        return lambda instance: False

    def _applies_check(self, branch, resolver):
        return self._validator.evolve(schema=branch, _resolver=resolver).is_valid


def test_the_normaliser_with_its_caches_and_shortcuts_sorts_as_without():
    schema = catalogue().game("kuhhandel-festival").schema("state")
    fast, plain = Normaliser(schema), _PlainNormaliser(schema)
    rng = random.Random(3)
    for state in festival_play(4, every=15)[0][::3]:
        for player in state["players"]:
            for zone in ("stack", "kuhpons"):
                rng.shuffle(player[zone])
        twice = fast(state), fast(state)
        assert twice[0] == twice[1] == plain(state)
