"""Game-neutral steps for recorded positions: load a canonical state given as JSON, and
check an answer against JSON (the reproductions that differential testing writes use them,
kuhspec.harness.differential.reproduce).

Both sides of every check are judged by the law (kuhspec.law.agree), as every verdict is:
set-like zones sorted, members a schema does not know and the boundary's free parts
dropped, legal actions compared as a multiset with samples by shape, a rejection by its
normative members, events only where the boundary makes them normative."""

from __future__ import annotations

import json

from kuhspec.law.agree import law

from .book import COMMON


def _json(docstring: str, what: str):
    try:
        return json.loads(docstring)
    except (TypeError, ValueError) as err:
        raise AssertionError(f"the step's {what} is not JSON: {err}") from None


class Differs(AssertionError):
    """An answer that differs from the recorded one; a report shows both (and draws two states)."""

    def __init__(self, message: str, kind: str, expected, actual):
        super().__init__(message)
        self.expected, self.actual = expected, actual
        self.compares = kind if kind == "state" else None


def _same(world, kind: str, expected, actual) -> None:
    d = law(world.setting.game).differ(kind, expected, actual)
    if d is not None:
        raise Differs(f"the {kind} differs from the recorded one: "
                      + "; ".join(json.dumps(x, ensure_ascii=False) for x in d["diff"][:8]), kind, expected, actual)


@COMMON.step("position_given", "given")
def position_given(world, docstring):
    state = _json(docstring, "position")
    assert isinstance(state, dict) and isinstance(state.get("players"), list), \
        "the position must be a canonical state: a JSON object with players"
    world.names = [p.get("name") for p in state["players"]]
    world.draft = None
    world.load_answer = world.impl.load(state)
    assert world.load_answer.get("ok"), f"the implementation refused the position: {world.load_answer}"


@COMMON.step("state_is", "then")
def state_is(world, docstring):
    _same(world, "state", _json(docstring, "state"), world.state())


@COMMON.step("score_is", "then")
def score_is(world, docstring):
    _same(world, "score", _json(docstring, "score"), world.score())


@COMMON.step("view_is", "then")
def view_is(world, seat, docstring):
    world.ensure_loaded()
    _same(world, f"view:{seat}", _json(docstring, "view"), world.impl.view(int(seat)))


@COMMON.step("legal_is", "then")
def legal_is(world, seat, docstring):
    world.ensure_loaded()
    _same(world, f"legal:{seat}", _json(docstring, "legal actions"), world.impl.legal(int(seat)))


@COMMON.step("events_are", "then")
def events_are(world, docstring):
    assert world.result is not None, "no action was taken"
    _same(world, "act", {"events": _json(docstring, "events")}, world.result)
