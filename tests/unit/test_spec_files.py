"""The spec data is well-formed and consistent.

Every spec YAML validates against its JSON Schema; ids are unique; clauses, rulings and
rejection codes refer only to each other's existing ids; every option default is one of its
values; the state and action schemas accept the documented examples and catch wrong names.
"""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import pytest
import yaml
from jsonschema import Draft202012Validator

ROOT = Path(__file__).parents[2]
SPEC = ROOT / "spec"
SCHEMAS = SPEC / "schemas"

SPEC_FILES = {
    "kuhhandel-festival.yaml": "clause-registry.schema.json",
    "rulings.yaml": "rulings.schema.json",
    "rejections.yaml": "rejections.schema.json",
}
OUR_SCHEMAS = [
    "clause-registry.schema.json", "rulings.schema.json", "rejections.schema.json",
    "festival-state.schema.json", "festival-action.schema.json", "festival-event.schema.json",
    "rejection.schema.json",
]


def load_yaml(name: str):
    with open(SPEC / name, encoding="utf-8") as f:
        return yaml.safe_load(f)


def schema(name: str) -> dict:
    return json.loads((SCHEMAS / name).read_text(encoding="utf-8"))


def validator(name: str) -> Draft202012Validator:
    return Draft202012Validator(schema(name))


def errors(name: str, instance) -> list[str]:
    return [e.message for e in validator(name).iter_errors(instance)]


@pytest.fixture(scope="module")
def registry() -> dict:
    return load_yaml("kuhhandel-festival.yaml")


@pytest.fixture(scope="module")
def rulings() -> list[dict]:
    return load_yaml("rulings.yaml")["rulings"]


@pytest.fixture(scope="module")
def rejections() -> dict:
    return load_yaml("rejections.yaml")["codes"]


@pytest.fixture(scope="module")
def clause_ids(registry) -> set[str]:
    return {c["id"] for c in registry["clauses"]}


# ---------------------------------------------------------------- schemas and files

@pytest.mark.parametrize("name", OUR_SCHEMAS)
def test_schema_is_valid_draft_2020_12(name):
    s = schema(name)
    assert s["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    Draft202012Validator.check_schema(s)


@pytest.mark.parametrize("spec_file,schema_file", sorted(SPEC_FILES.items()))
def test_spec_file_matches_its_schema(spec_file, schema_file):
    assert errors(schema_file, load_yaml(spec_file)) == []


# ---------------------------------------------------------------- clause registry

def test_clause_ids_are_unique(registry):
    ids = [c["id"] for c in registry["clauses"]]
    assert len(ids) == len(set(ids))


def test_section_codes_are_unique_and_every_clause_has_its_section(registry):
    codes = [s["code"] for s in registry["sections"]]
    assert len(codes) == len(set(codes))
    for clause in registry["clauses"]:
        assert clause["id"].split("-")[1] in codes, clause["id"]


def test_clause_sources_name_known_editions(registry):
    editions = set(registry["editions"])
    for clause in registry["clauses"]:
        assert {s["edition"] for s in clause["sources"]} <= editions, clause["id"]
        assert set(clause["editions"]) <= editions, clause["id"]
        assert any(s["edition"] == "en" for s in clause["sources"]), clause["id"]


def test_clause_sources_are_rulebook_headings(registry):
    headings = {}
    for edition, name in (("en", "kuhhandel-festival.en.txt"), ("nl", "koehandel-festival.nl.txt")):
        path = ROOT.parent / "shared" / "rulebooks" / name
        if not path.exists():
            pytest.skip("the rulebooks are not next to the repository")
        headings[edition] = {line.strip() for line in path.read_text(encoding="utf-8").splitlines()}
    for clause in registry["clauses"]:
        for source in clause["sources"]:
            assert source["section"] in headings[source["edition"]], (clause["id"], source)
    for section in registry["sections"]:
        for edition, heading in section["source"].items():
            assert heading in headings[edition], (section["code"], heading)


def test_every_planned_clause_is_registered(clause_ids):
    plan = (ROOT / "docs" / "clause-plan.md").read_text(encoding="utf-8")
    planned = set(re.findall(r"^\| (KF-[A-Z]+-[0-9]+[a-z]?) \|", plan, flags=re.M))
    assert planned, "no clause ids found in docs/clause-plan.md"
    assert planned <= clause_ids, sorted(planned - clause_ids)


def test_clause_rulings_exist_and_point_back(registry, rulings):
    by_id = {r["id"]: r for r in rulings}
    for clause in registry["clauses"]:
        for rid in clause["rulings"]:
            assert rid in by_id, (clause["id"], rid)
            assert clause["id"] in by_id[rid]["clauses"], (clause["id"], rid)


def test_untestable_clauses_give_a_reason(registry):
    for clause in registry["clauses"]:
        if not clause["testable"]:
            assert clause.get("untestable_reason", "").strip(), clause["id"]


# ---------------------------------------------------------------- rulings

def test_ruling_ids_are_unique(rulings):
    ids = [r["id"] for r in rulings]
    assert len(ids) == len(set(ids))


def test_ruling_clauses_exist_and_point_back(registry, rulings):
    by_id = {c["id"]: c for c in registry["clauses"]}
    for ruling in rulings:
        for cid in ruling["clauses"]:
            assert cid in by_id, (ruling["id"], cid)
            assert ruling["id"] in by_id[cid]["rulings"], (ruling["id"], cid)


def test_ruling_defaults_are_first_and_among_their_values(rulings):
    for ruling in rulings:
        values = [o["value"] for o in ruling["options"]]
        assert len(values) == len(set(values)), ruling["id"]
        assert ruling["default"] in values, ruling["id"]
        assert values[0] == ruling["default"], ruling["id"]


def test_option_keys_are_unique(rulings):
    keys = [r["option"] for r in rulings if r["option"]]
    assert len(keys) == len(set(keys))


def test_planned_rulings_have_their_option_keys_and_values(rulings):
    plan = (ROOT / "docs" / "clause-plan.md").read_text(encoding="utf-8")
    by_id = {r["id"]: r for r in rulings}
    rows = re.findall(r"^\| (R-KF-[A-Z0-9-]+) \| ([^|]+) \| ([^|]+) \|", plan, flags=re.M)
    assert rows
    for rid, key, values in rows:
        assert rid in by_id, rid
        key = key.strip()
        if key == "-":
            assert by_id[rid]["option"] is None, rid
        else:
            assert by_id[rid]["option"] == key, rid
            assert [o["value"] for o in by_id[rid]["options"]] == [v.strip() for v in values.split(",")], rid


def test_state_options_match_the_rulings(rulings):
    props = schema("festival-state.schema.json")["$defs"]["options"]["properties"]
    keyed = {r["option"]: r for r in rulings if r["option"]}
    assert set(props) == set(keyed)
    for key, ruling in keyed.items():
        values = [o["value"] for o in ruling["options"]]
        if key == "coloured_amount":
            assert values == ["type_value", "card_table"]
            continue
        assert props[key]["enum"] == values, key


# ---------------------------------------------------------------- rejections

def test_rejection_codes_enforce_existing_clauses(rejections, clause_ids):
    for code, entry in rejections.items():
        assert entry["clause"] in clause_ids, (code, entry["clause"])


def test_rejection_codes_named_in_statements_exist(registry, rejections):
    known_words = set(rejections)
    for clause in registry["clauses"]:
        for word in re.findall(r"\b[a-z]+(?:_[a-z0-9]+)+\b", clause["statement"]):
            if word in {"all_pass", "auctioneer_calls", "exact_or_least", "any_sufficient",
                        "one_per_type", "pairs_when_both_hold_two", "most_kuhpons",
                        "tie_break_no_triple", "auction_close", "trade_quantity",
                        "coloured_amount", "idle_turns", "first_refusal", "close_auction",
                        "place_copycat", "trade_again", "black_sheep", "cows_arrived",
                        "all_triples", "all_dropped_out"}:
                continue
            assert word in known_words, (clause["id"], word)


def test_rejection_example_matches_schema(rejections):
    example = {"code": "bid_too_low", "clause": "KF-AUC-4", "message": "bid 20; at least 40 needed"}
    assert errors("rejection.schema.json", example) == []
    assert example["code"] in rejections
    assert errors("rejection.schema.json", {**example, "reason": "x"})
    assert errors("rejection.schema.json", {"code": "bid_too_low", "message": "x"})


# ---------------------------------------------------------------- canonical state

# The example of docs/state-and-actions.md, copied literally (abbreviated: one player, few
# cards; the schema checks shape, load() checks completeness).
EXAMPLE_STATE = {
    "game": "kuhhandel-festival",
    "edition": "en",
    "variant": "standard",
    "options": {"auction_close": "all_pass", "payment": "exact_or_least",
                "most_kuhpons": "value", "tie_break_no_triple": "loses",
                "trade_quantity": "one_per_type", "coloured_amount": "type_value"},
    "players": [
        {"name": "Anne",
         "stack": ["cow-10-1", "copycat-2"],
         "display": ["cow-150-1"],
         "copycats": [{"card": "copycat-1", "cow": 150}],
         "triples": [{"cow": 300, "cards": ["cow-300-1", "cow-300-2", "cow-300-3"]}],
         "black_sheep": ["cow-300-4"],
         "kuhpons": ["kp-0-1", "kp-100-1", "cow-220-4"],
         "out": False}
    ],
    "turn": 0,
    "phase": {"step": "turn"},
    "box": ["copycat-4"],
    "idle_turns": 0,
}

AUCTION = {"auctioneer": 0, "lot": ["cow-10-1", "copycat-2"], "high_bid": {"player": 1, "amount": 40},
           "passed": [2], "caps": {"1": 130}, "revealed": {"1": ["kp-100-2", "kp-20-1", "kp-10-1"]},
           "repeat": 1}
PHASES = [
    {"step": "turn"},
    {"step": "auction", **AUCTION, "high_bid": None, "passed": [], "caps": {}, "revealed": {}, "repeat": 0},
    {"step": "auction", **AUCTION},
    {"step": "award", **AUCTION},
    {"step": "payment", **AUCTION, "payer": 1, "payee": 0, "amount": 40, "buyer": 1},
    {"step": "trade", "challenger": 0, "partner": 2, "cows": [150, 10], "offer": [], "round": 1},
    {"step": "trade", "challenger": 0, "partner": 2, "cows": [150], "offer": ["kp-0-2", "cow-220-4"], "round": 2},
    {"step": "trade_again", "challenger": 0, "partner": 2, "cows": [150], "round": 2},
    {"step": "copycat", "queue": [{"player": 0, "card": "copycat-1", "reason": "received"},
                                  {"player": 1, "card": "copycat-3", "reason": "turned"},
                                  {"player": 1, "card": "copycat-4", "reason": "freed"},
                                  {"player": 2, "card": "copycat-2", "reason": "cows_arrived"}]},
    {"step": "over"},
    {"step": "over", "reason": "all_triples"},
    {"step": "over", "reason": "stalled"},
    {"step": "over", "reason": "all_dropped_out"},
]


def with_(path: list, value):
    state = copy.deepcopy(EXAMPLE_STATE)
    target = state
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return state


def test_documented_example_state_passes():
    assert errors("festival-state.schema.json", EXAMPLE_STATE) == []


@pytest.mark.parametrize("phase", PHASES, ids=lambda p: p["step"] + str(len(p)))
def test_every_phase_variant_passes(phase):
    assert errors("festival-state.schema.json", with_(["phase"], phase)) == []


def test_options_may_be_partial_and_take_a_card_table():
    assert errors("festival-state.schema.json", with_(["options"], {})) == []
    table = {"coloured_amount": {"table": {"cow-220-4": 200, "cow-10-4": 10}}}
    assert errors("festival-state.schema.json", with_(["options"], table)) == []


BAD_STATES = {
    "wrong top-level name": lambda s: s.update(idle_turn=s.pop("idle_turns")),
    "extra top-level field": lambda s: s.update(round=3),
    "wrong player field": lambda s: s["players"][0].update(stak=s["players"][0].pop("stack")),
    "missing player field": lambda s: s["players"][0].pop("out"),
    "bad cow id": lambda s: s["players"][0]["display"].append("cow-200-1"),
    "bad copy number": lambda s: s["players"][0]["display"].append("cow-150-5"),
    "bad kuhpon id": lambda s: s["players"][0]["kuhpons"].append("kp-10-6"),
    "kuhpon in a display": lambda s: s["players"][0]["display"].append("kp-10-1"),
    "copycat in money": lambda s: s["players"][0]["kuhpons"].append("copycat-3"),
    "duplicate card in a zone": lambda s: s["players"][0]["kuhpons"].append("kp-0-1"),
    "copycat placed with no type": lambda s: s["players"][0]["copycats"].append({"card": "copycat-3", "cow": 200}),
    "triple of mixed types": lambda s: s["players"][0]["triples"].append(
        {"cow": 10, "cards": ["cow-10-2", "cow-10-3", "cow-30-1"]}),
    "triple of 2 cards": lambda s: s["players"][0]["triples"].append({"cow": 10, "cards": ["cow-10-2", "cow-10-3"]}),
    "unknown option": lambda s: s["options"].update(payments="exact_or_least"),
    "unknown option value": lambda s: s["options"].update(payment="exact"),
    "table with a Kuhpon": lambda s: s["options"].update(coloured_amount={"table": {"kp-10-1": 10}}),
    "unknown step": lambda s: s.update(phase={"step": "bidding"}),
    "field of another step": lambda s: s.update(phase={"step": "turn", "auctioneer": 0}),
    "auction missing a field": lambda s: s.update(phase={k: v for k, v in {"step": "auction", **AUCTION}.items()
                                                         if k != "caps"}),
    "wrong auction field name": lambda s: s.update(phase={"step": "auction", **AUCTION, "passes": []}),
    "bid not a multiple of 10": lambda s: s.update(
        phase={"step": "auction", **AUCTION, "high_bid": {"player": 1, "amount": 45}}),
    "caps keyed by int-like word": lambda s: s.update(phase={"step": "auction", **AUCTION, "caps": {"one": 10}}),
    "trade of 3 types": lambda s: s.update(phase={"step": "trade", "challenger": 0, "partner": 1,
                                                  "cows": [10, 30, 60], "offer": [], "round": 1}),
    "trade_again in round 1": lambda s: s.update(phase={"step": "trade_again", "challenger": 0, "partner": 1,
                                                        "cows": [10], "round": 1}),
    "unknown queue reason": lambda s: s.update(phase={"step": "copycat", "queue": [
        {"player": 0, "card": "copycat-1", "reason": "moved"}]}),
    "empty queue": lambda s: s.update(phase={"step": "copycat", "queue": []}),
    "over with a field": lambda s: s.update(phase={"step": "over", "winner": 0}),
    "over with an unknown reason": lambda s: s.update(phase={"step": "over", "reason": "time_up"}),
    "seat out of range": lambda s: s.update(turn=5),
    "six players": lambda s: s.update(players=s["players"] * 6),
    "other game": lambda s: s.update(game="kuhno"),
}


@pytest.mark.parametrize("name", sorted(BAD_STATES))
def test_state_schema_catches(name):
    state = copy.deepcopy(EXAMPLE_STATE)
    BAD_STATES[name](state)
    assert errors("festival-state.schema.json", state), name


# ---------------------------------------------------------------- actions, events

GOOD_ACTIONS = [
    {"type": "auction", "player": 0, "cards": ["cow-10-1", "copycat-2"]},
    {"type": "bid", "player": 1, "amount": 40},
    {"type": "pass", "player": 2},
    {"type": "close_auction", "player": 0},
    {"type": "sell", "player": 0},
    {"type": "first_refusal", "player": 0},
    {"type": "pay", "player": 1, "kuhpons": ["kp-20-1", "kp-20-2"]},
    {"type": "trade", "player": 0, "partner": 2, "cows": [150, 10], "kuhpons": []},
    {"type": "accept", "player": 2},
    {"type": "counter", "player": 2, "kuhpons": ["kp-0-3"]},
    {"type": "reoffer", "player": 0, "kuhpons": ["kp-100-1"]},
    {"type": "place_copycat", "player": 0, "copycat": "copycat-1", "cow": 150},
    {"type": "place_copycat", "player": 0, "copycat": "copycat-1", "cow": None},
    # well-formed but illegal: answered with a rule's code, not malformed_action
    {"type": "bid", "player": 1, "amount": 45},
    {"type": "auction", "player": 0, "cards": ["cow-999-1", "cow-999-1", "x"]},
    {"type": "trade", "player": 0, "partner": 0, "cows": ["copycat-1"], "kuhpons": []},
    {"type": "trade", "player": 0, "partner": 1, "cows": [10, 10, 30], "kuhpons": []},
]

BAD_ACTIONS = [
    {"type": "bet", "player": 1, "amount": 40},
    {"type": "bid", "player": 1},
    {"type": "bid", "player": 1, "amount": 40, "kuhpons": []},
    {"type": "bid", "player": 1, "amount": "40"},
    {"type": "bid", "amount": 40},
    {"type": "pass", "player": 9},
    {"type": "pass", "player": "Anne"},
    {"type": "sell", "player": 0, "to": 1},
    {"type": "pay", "player": 1, "cards": ["kp-20-1"]},
    {"type": "trade", "player": 0, "partner": 2, "cow": [150], "kuhpons": []},
    {"type": "trade", "player": 0, "partner": 2, "cows": [150]},
    {"type": "trade", "player": 0, "partner": 2, "cows": ["Punk"], "kuhpons": []},
    {"type": "counter", "player": 2, "kuhpons": "kp-0-3"},
    {"type": "place_copycat", "player": 0, "copycat": "copycat-1"},
    {"type": "place_copycat", "player": 0, "card": "copycat-1", "cow": 150},
    ["bid", 1, 40],
]


@pytest.mark.parametrize("action", GOOD_ACTIONS, ids=lambda a: a["type"])
def test_action_schema_accepts(action):
    assert errors("festival-action.schema.json", action) == []


@pytest.mark.parametrize("action", BAD_ACTIONS, ids=lambda a: str(a)[:40])
def test_action_schema_rejects(action):
    assert errors("festival-action.schema.json", action)


def test_action_schema_covers_every_documented_type():
    doc = (ROOT / "docs" / "state-and-actions.md").read_text(encoding="utf-8")
    actions_part = doc.split("## Actions", 1)[1].split("##", 1)[0]
    documented = set(re.findall(r"^\| `([a-z_]+)` \|", actions_part, flags=re.M)) - {"type"}
    assert documented == set(schema("festival-action.schema.json")["properties"]["type"]["enum"])


def test_event_schema_is_loose_but_needs_a_type():
    assert errors("festival-event.schema.json", {"type": "bid", "player": 1, "amount": 40}) == []
    assert errors("festival-event.schema.json", {"player": 1})
    assert errors("festival-event.schema.json", {"type": 3})


# ---------------------------------------------------------------- docs

def test_rulings_doc_presents_every_ruling(rulings):
    doc = (ROOT / "docs" / "rulings.md").read_text(encoding="utf-8")
    headings = set(re.findall(r"^### (R-[A-Z0-9-]+):", doc, flags=re.M))
    assert headings == {r["id"] for r in rulings}
    for ruling in rulings:
        section = doc.split(f"### {ruling['id']}:", 1)[1].split("\n### ", 1)[0]
        for option in ruling["options"]:
            assert f"`{option['value']}`" in section, (ruling["id"], option["value"])
