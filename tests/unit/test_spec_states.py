"""Kuhhandel Festival's state, action and event schemas accept the documented examples and
catch wrong names, shapes and values (the game's schemas, as the catalogue gives them)."""

from __future__ import annotations

import copy
import functools
import re
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from kuhspec.catalogue import catalogue

ROOT = Path(__file__).parents[2]
FESTIVAL = catalogue().game("kuhhandel-festival")


@functools.lru_cache(maxsize=None)
def validator(kind: str) -> Draft202012Validator:
    return Draft202012Validator(FESTIVAL.schema(kind))


def errors(kind: str, instance) -> list[str]:
    return [e.message for e in validator(kind).iter_errors(instance)]


# ---------------------------------------------------------------- canonical state

# The example of docs/state-and-actions.md, copied literally (abbreviated: one player, few
# cards; the schema checks shape, load() checks completeness).
EXAMPLE_STATE = {
    "game": "kuhhandel-festival",
    "edition": "en",
    "variant": "standard",
    "options": {"auction_close": "all_pass", "payment": "exact_or_minimal",
                "most_kuhpons": "value", "tie_break_no_triple": "loses",
                "trade_quantity": "one_per_type", "coloured_amount": "deck_table"},
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
    assert errors("state", EXAMPLE_STATE) == []


@pytest.mark.parametrize("phase", PHASES, ids=lambda p: p["step"] + str(len(p)))
def test_every_phase_variant_passes(phase):
    assert errors("state", with_(["phase"], phase)) == []


def test_options_may_be_partial_and_take_a_card_table():
    assert errors("state", with_(["options"], {})) == []
    table = {"coloured_amount": {"table": {"cow-220-4": 200, "cow-10-4": 10}}}
    assert errors("state", with_(["options"], table)) == []


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
    assert errors("state", state), name


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
    assert errors("action", action) == []


@pytest.mark.parametrize("action", BAD_ACTIONS, ids=lambda a: str(a)[:40])
def test_action_schema_rejects(action):
    assert errors("action", action)


def test_action_schema_covers_every_documented_type():
    doc = (ROOT / "docs" / "state-and-actions.md").read_text(encoding="utf-8")
    actions_part = doc.split("## Actions", 1)[1].split("##", 1)[0]
    documented = set(re.findall(r"^\| `([a-z_]+)` \|", actions_part, flags=re.M)) - {"type"}
    assert documented == set(FESTIVAL.schema("action")["properties"]["type"]["enum"])


def test_event_schema_is_loose_but_needs_a_type():
    assert errors("event", {"type": "bid", "player": 1, "amount": 40}) == []
    assert errors("event", {"player": 1})
    assert errors("event", {"type": 3})
