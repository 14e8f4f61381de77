"""The game-neutral steps: outcomes of an action, raw actions, setups and positions.

Phrases: common/phrases/<language>.yaml. Every step reads the scenario's `world` fixture,
which each game's package provides (a subclass of common.world.World)."""

from __future__ import annotations

import json

from .book import COMMON


@COMMON.step("accepted", "then")
def is_accepted(world):
    world.accepted()


@COMMON.step("rejected", "then")
def is_rejected(world, code, clause):
    world.rejected(code, clause)


@COMMON.step("unchanged", "then")
def unchanged(world):
    world.unchanged()


@COMMON.step("raw_action", "when")
def raw_action(world, raw):
    world.act(json.loads(raw))


@COMMON.step("game_of", "given")
def game_of(world, names):
    world.new_position(COMMON.split(names))


@COMMON.step("new_game", "given")
def new_game(world, names, seed):
    world.new_game(COMMON.split(names), int(seed))


@COMMON.step("new_game_first", "given")
def new_game_first(world, names, seed, first):
    names = COMMON.split(names)
    world.new_game(names, int(seed), names.index(first))


@COMMON.step("deal_new_game", "when")
def deal_new_game(world, names, seed):
    world.deal(COMMON.split(names), int(seed), exact=False)


def refused(world, answer, what: str) -> None:
    """A refused setup or position: the protocol's refusal with the code invalid_state
    (spec/protocol.md; the boundary's refusals: the code is normative)."""
    assert answer is not None, f"step text: no {what} was sent"
    world.expect(answer, "/ok", "empty", because=f"the {what} is refused")
    world.expect(answer, "/error", "present", because=f"the {what} is refused with an error")
    world.expect(answer, "/error/code", "equals", "invalid_state", because=f"a refused {what} has the code invalid_state")


@COMMON.step("setup_refused", "then")
def setup_refused(world):
    refused(world, world.setup_answer, "setup")


def refused_at(world, answer, what: str, path: str, clause: str | None) -> None:
    """The setup or position refused, naming the path of the fault: where the input is
    wrong in several places the step lists each ("at $.a or $.b") and any one will do; the
    path is compared as a list of segments, in either spelling (the boundary's refusals).
    When the step names a clause, a refusal that gives one must give that one."""
    refused(world, answer, what)
    paths = [p for p in path.split() if p.startswith("$")]
    world.expect(answer, "/error/path", "path_one_of", paths,
                 because="the refusal names the fault's path" + (" (any of them)" if len(paths) > 1 else ""))
    if clause:
        world.expect(answer, "/error/clause", "equals", clause, default=clause,
                     because="the refusal names the clause, when it names one")


@COMMON.step("setup_refused_at", "then")
def setup_refused_at(world, path, clause=None):
    refused_at(world, world.setup_answer, "setup", path, clause)


@COMMON.step("position_loaded", "when")
def position_loaded(world):
    world.load_draft()


@COMMON.step("position_refused", "then")
def position_refused(world):
    refused(world, world.load_answer, "position")


@COMMON.step("position_refused_at", "then")
def position_refused_at(world, path, clause=None):
    refused_at(world, world.load_answer, "position", path, clause)


from . import recorded  # noqa: E402,F401  (the steps of recorded positions, in the same book)
