"""The step library of Toy Nim: a small World and its steps, bound only to
features/toy-nim by toy_scenarios.py. It talks to the implementation only through the
`impl` fixture and reads its setting (game, edition, variant, options) from
`scenario_setting`; it imports no engine and no other game's steps."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest
from pytest_bdd import given, parsers, then, when

GAME = "toy-nim"


@dataclass
class World:
    impl: Any
    setting: Any
    names: list[str] = field(default_factory=list)
    outcome: dict | None = None
    before: dict | None = None  # the state before the last action

    def seat(self, name: str) -> int:
        return self.names.index(name)

    def setup(self, names: list[str], **extra) -> dict:
        variant = self.setting.choose_variant(len(names), exact=False)
        return {"game": GAME, "edition": self.setting.edition, "variant": variant, "players": names,
                "options": dict(self.setting.options), **extra}


@pytest.fixture
def world(impl, scenario_setting) -> World:
    return World(impl, scenario_setting)


def _names(text: str) -> list[str]:
    return [n.strip() for n in text.replace(" and ", ",").split(",") if n.strip()]


@given(parsers.parse("a new game of Toy Nim between {names}"))
def new_game(world: World, names: str):
    world.names = _names(names)
    assert world.impl.new_game(world.setup(world.names)) == {"ok": True}


@when(parsers.parse("a game of Toy Nim is dealt for {names}"))
def deal(world: World, names: str):
    world.names = _names(names)
    world.outcome = world.impl.new_game(world.setup(world.names))


@given(parsers.parse("a position of Toy Nim with {sticks:d} sticks left and {name} to move"))
def position(world: World, sticks: int, name: str):
    world.names = ["Anne", "Benno"]
    setup = world.setup(world.names)
    state = {"game": GAME, "edition": setup["edition"], "variant": setup["variant"],
             "players": [{"name": n} for n in world.names], "sticks": sticks, "turn": world.seat(name),
             "winner": None, "options": setup["options"]}
    assert world.impl.load(state) == {"ok": True}


@when(parsers.parse("{name} takes {count:d} sticks"))
def take(world: World, name: str, count: int):
    world.before = world.impl.state()
    world.outcome = world.impl.act({"type": "take", "player": world.seat(name), "count": count})


@then("the action is accepted")
def accepted(world: World):
    assert "events" in world.outcome, f"expected events, got {world.outcome}"


@then(parsers.parse('the action is rejected with code "{code}" under clause "{clause}"'))
def rejected(world: World, code: str, clause: str):
    got = world.outcome.get("rejection")
    assert got is not None, f"expected the rejection {code} ({clause}), got {world.outcome}"
    assert {"code": got.get("code"), "clause": got.get("clause")} == {"code": code, "clause": clause}


@then("the state is unchanged")
def unchanged(world: World):
    assert world.impl.state() == world.before


@then(parsers.parse('the deal is refused at "{path}"'))
def deal_refused(world: World, path: str):
    assert (world.outcome.get("error") or {}).get("path") == path, world.outcome


@then(parsers.parse("{sticks:d} sticks are left"))
def sticks_left(world: World, sticks: int):
    assert world.impl.state()["sticks"] == sticks


@then(parsers.parse("{name} is to move"))
def to_move(world: World, name: str):
    assert world.impl.state()["turn"] == world.seat(name)


@then(parsers.parse("the winner is {name}"))
def winner(world: World, name: str):
    assert world.impl.score()["winners"] == [world.seat(name)]


@then(parsers.parse("the legal takes of {name} are {counts}"))
def legal_takes(world: World, name: str, counts: str):
    seat = world.seat(name)
    got = sorted(a["count"] for a in world.impl.legal(seat) if a.get("type") == "take" and a.get("player") == seat)
    assert got == [int(c) for c in counts.split(",")]


@then(parsers.parse("{name} has no legal take"))
def no_legal_take(world: World, name: str):
    assert world.impl.legal(world.seat(name)) == []
