"""The scenario's world: a position being built, then an implementation being played.

Only JSON crosses into the implementation (`impl` is a kuhspec.interface.Implementation):
Given steps build a canonical state as plain data and `load` it; When steps send actions
with `act`; Then steps read `state`, `view`, `legal` and `score`. Nothing here touches
engine objects, so the same steps run against any implementation.

This class names no game: a game's package subclasses it with `empty_position` (the
game's blank state for some players) and `complete` (what a drafted position still needs
before it is loaded, e.g. the cards no step placed).

Every check of an answer goes through `expect` (kuhspec.export.checks): a declarative check,
evaluated here and, when the suite is exported, written down with the requests, so any
runner can replay the scenario as data (docs/exported-cases.md)."""

from __future__ import annotations

import copy
import functools
import json

import pytest

from kuhspec.catalogue import catalogue
from kuhspec.export import checks
from kuhspec.harness.legalcheck import LegalCheck, Templates
from kuhspec.harness.strict import StrictImplementation
from kuhspec.law.agree import law
from kuhspec.normalise import normaliser

_NORMALISERS: dict[str, object] = {}


def _normalised(game: str, state: dict) -> dict:
    """`state` of `game` normalised by the game's state schema (World.normalise)."""
    if game not in _NORMALISERS:
        _NORMALISERS[game] = normaliser(catalogue().game(game).schema("state"), prune=True)
    return _NORMALISERS[game](state)


def _state_differences(game: str, a: dict, b: dict) -> list[str]:
    """Where two states of `game` differ under the law (LegalCheck's comparison: the state
    after probing legal() is the state before; the boundary's free parts are not compared)."""
    d = law(game).differ("state", a, b)
    return [] if d is None else [json.dumps(x, ensure_ascii=False) for x in d["diff"]]


class World:
    def __init__(self, impl, setting):
        # every answer is checked against its schema and pruned of unknown members
        self.impl = StrictImplementation(impl, setting.game)
        self.case = getattr(impl, "case", None)  # kuhspec.export.recorder.CaseRecorder, when exporting
        if self.case is not None:
            self.case.game = setting.game
        self.answers: dict[int, object] = {}  # program entry -> the (pruned) answer
        self._entries: dict[int, int] = {}  # id(answer) -> its entry
        self._count = 0
        self.facts: dict = {"options": dict(setting.options), "amounts": None}  # of the position played
        self.setting = setting  # kuhspec.law.applicability.Setting: game, editions, variants, options
        self.options = dict(setting.options)
        self.draft: dict | None = None  # the position being built by Given steps
        self.names: list[str] = []
        self.before: dict | None = None  # state before the last action
        self.result: dict | None = None  # the last act() answer
        self.rejection_seen = True  # whether a Then step looked for a rejection of the last action
        self.step_type: str | None = None  # the kind of step that runs (set by the suite's conftest)
        self.load_answer: dict | None = None
        self.setup_answer: dict | None = None
        self.legal_check = self._legal_check(impl)

    def _legal_check(self, impl) -> LegalCheck | None:
        """legal() checked in full, where it is declared and the game has a legal schema."""
        caps = (impl.hello() or {}).get("capabilities") or []
        game = catalogue().game(self.setting.game)
        if "legal" not in caps or "legal" not in game.schemas:
            return None
        probes = (getattr(impl, "checks", None) or {}).get("legal_probes")
        # the comparison refers to the game, not to this world: a world that its own legal
        # check referred back to would outlive its scenario, answers and all, until Python's
        # cycle collector came by (measured: ~2.7 MB of such worlds at a time in a full run)
        return LegalCheck(self.impl, Templates(game.schema("legal")),
                          functools.partial(_state_differences, self.setting.game), probes)

    # -- hooks of a game ---------------------------------------------------------------
    def empty_position(self, names: list[str]) -> dict:
        """The game's blank state for these players (without game/edition/variant/options)."""
        raise NotImplementedError

    def complete(self, state: dict, without: str | None = None) -> dict:
        """A drafted position made whole before it is loaded (default: as drafted)."""
        return state

    # -- the setting -------------------------------------------------------------------
    def where(self, players: int, exact: bool = True) -> dict:
        """The game, edition and variant this scenario plays with `players` players (with
        exact=False, a setup that is meant to be refused: the scenario's first variant)."""
        variant = self.setting.choose_variant(players, exact)
        if self.case is not None:  # how an exported case chose its variant, for a runner to redo
            self.case.deal(players, exact, variant)
        if variant is None:
            pytest.skip(f"not applicable: {self.setting.no_variant(players)}")
        return {"game": self.setting.game, "edition": self.setting.edition, "variant": variant}

    def normalise(self, state: dict) -> dict:
        """The state with every zone whose order is not significant sorted (kuhspec.normalise,
        driven by the game's state schema)."""
        return _normalised(self.setting.game, state)

    # -- building a position -------------------------------------------------------------
    def new_position(self, names: list[str]) -> None:
        self.names = names
        self.draft = {**self.where(len(names)), "options": copy.deepcopy(self.options),
                      **self.empty_position(names)}

    def player(self, name: str) -> dict:
        return self.draft["players"][self.seat(name)]

    def seat(self, name: str) -> int:
        if name not in self.names:
            raise AssertionError(f"{name!r} is not a player of this scenario ({self.names})")
        return self.names.index(name)

    def take_draft(self, without: str | None = None) -> dict:
        state, self.draft = self.draft, None
        return self.complete(state, without)

    def load_draft(self, without: str | None = None, then: list[tuple] = ()) -> None:
        """Load the drafted position and keep the answer (accepted or not). `then`: the
        calls made next, whatever it answers (a hint for the wire: Implementation.send_ahead)."""
        state = self.take_draft(without)
        self.facts = {"options": state.get("options") or {}, "amounts": state.get("amounts")}
        if then:
            self.impl.send_ahead([("load", state), *then])
        self.load_answer = self.answer(self.impl.load(state))

    def ensure_loaded(self, then: list[tuple] = ()) -> None:
        """Load the drafted position, if there is one; it must be accepted."""
        if self.draft is None:
            return
        self.load_draft(then=then)
        self.expect(self.load_answer, "/ok", "equals", True, because="the scenario's position is accepted")

    def deal(self, names: list[str], seed: int, first: int = 0, exact: bool = True) -> dict:
        self.names = names
        self.draft = None
        return self.start({**self.where(len(names), exact=exact), "players": names,
                           "seed": seed, "options": self.options, "first": first})

    def start(self, setup: dict) -> dict:
        """new_game(setup); the answer is kept (accepted or not)."""
        self.facts = {"options": setup.get("options") or {}, "amounts": None}
        self.setup_answer = self.answer(self.impl.new_game(setup))
        return self.setup_answer

    def new_game(self, names: list[str], seed: int, first: int = 0) -> None:
        answer = self.deal(names, seed, first)
        self.expect(answer, "/ok", "equals", True, because="new_game accepts the setup")

    # -- answers and checks --------------------------------------------------------------------
    def answer(self, value):
        """Keep an answer the scenario reads, under its program entry."""
        n = self.case.last if self.case is not None else self._count
        self._count += 1
        self.answers[n] = value
        self._entries[id(value)] = n
        return value

    def expect(self, answer, path, op: str, value=None, *, frm=None, **more) -> None:
        """Check `answer` (as a step read it) declaratively: see kuhspec.export.checks.
        `frm` is (another answer, its path) or (another answer, {"formula": ...}), the
        expected value read from that answer."""
        if id(answer) not in self._entries:
            raise TypeError("World.expect checks whole answers (of state(), view(), legal() ...), not parts of them")
        check = {"answer": self._entries[id(answer)], "path": path, "op": op}
        if frm is not None:
            other, where = frm
            check["from"] = {"answer": self._entries[id(other)], **(where if isinstance(where, dict) else {"path": where})}
        elif op not in checks.NO_VALUE:
            check["value"] = value
        check.update({k: v for k, v in more.items() if v is not None})
        if self.case is not None:
            self.case.add_check(check)
        checks.evaluate(check, self.answers.__getitem__, self)

    # the Schemas a same_state check reads (kuhspec.export.checks.Schemas); answers were
    # already held to their schemas by StrictImplementation
    def normalise_as(self, schema: str, value):
        return self.normalise(value)

    def problem(self, schema: str, value):
        return None

    # -- playing ---------------------------------------------------------------------------
    def _probe(self, state: dict, then: list[tuple] = ()) -> int | None:
        """legal() checked in full at this position (kuhspec.harness.legalcheck); the entry
        that stands for the probes in an exported case. `then`: the calls made next."""
        if self.case is None:
            self.legal_check.probe(state, then)
            return None
        with self.case.needing("legal"), self.case.probing(self._entries[id(state)]) as entry:
            self.legal_check.probe(state, then)
        return entry

    def act(self, action) -> dict:
        # what comes next, whatever the answers: a hint for the wire (Implementation.send_ahead)
        following = [("state", None), *(("legal", seat) for seat in range(len(self.names)))] \
            if self.legal_check is not None else []
        self.ensure_loaded(then=following)
        if self.result is not None and not self.rejection_seen:
            # no step looked for a rejection of the last action: it must have been accepted
            self.expect(self.result, "/rejection", "absent", because="the earlier action was not rejected")
        if following:
            self.impl.send_ahead(following)  # unless they are on their way already, after the load
        self.before = self.answer(self.impl.state())
        # the action, and the state after it, which nearly every scenario reads next (if it
        # does not, its answer is read and dropped, as for any call sent ahead that is not made)
        then = [("act", action), ("state", None)]
        probe = None
        if self.legal_check is not None:
            probe = self._probe(self.before, then)
        else:
            self.impl.send_ahead(then)
        self.result = self.answer(self.impl.act(action))
        self.rejection_seen = False  # until a step checks for a rejection of it (or it is accepted)
        if self.step_type == "given":  # a premise: accepted now, or this step fails
            self.expect(self.result, "/rejection", "absent", because="the action is part of the scenario's premise")
            self.rejection_seen = True
        if self.legal_check is not None:
            if self.case is not None:
                with self.case.needing("legal"):
                    self.case.add_check({"answer": self._entries[id(self.result)], "op": "legal_covers",
                                         "value": action, "probe": probe})
            self.legal_check.after(action, self.result)
        return self.result

    def act_as(self, name: str, type_: str, **fields) -> dict:
        return self.act({"type": type_, "player": self.seat(name), **fields})

    def state(self) -> dict:
        self.ensure_loaded()
        return self.answer(self.impl.state())

    def view(self, name: str) -> dict:
        self.ensure_loaded()
        return self.answer(self.impl.view(self.seat(name)))

    def legal(self, name: str) -> list:
        self.ensure_loaded()
        if self.legal_check is not None:
            self._probe(self.answer(self.impl.state()))
        return self.answer(self.impl.legal(self.seat(name)))

    def score(self) -> dict:
        self.ensure_loaded()
        return self.answer(self.impl.score())

    # -- outcomes ----------------------------------------------------------------------------
    def accepted(self) -> None:
        assert self.result is not None, "step text: no action was taken"
        self.expect(self.result, "/events", "present", because="the action is accepted")

    def rejected(self, code: str, clause: str) -> None:
        assert self.result is not None, "step text: no action was taken"
        self.rejection_seen = True
        self.expect(self.result, ["/rejection/code", "/rejection/clause"], "equals", [code, clause],
                    because=f"rejected with {code} under {clause}")

    def unchanged(self) -> None:
        assert self.before is not None, "step text: no action was taken"
        self.expect(self.state(), "", "same_state", frm=(self.before, ""), schema=f"{self.setting.game}/state",
                    because="a rejected action changes nothing")

    @staticmethod
    def show(data) -> str:
        return json.dumps(data, sort_keys=True)
