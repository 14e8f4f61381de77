"""The scenario's world: a position being built, then an implementation being played.

Only JSON crosses into the implementation (`impl` is a kuhspec.interface.Implementation):
Given steps build a canonical state as plain data and `load` it; When steps send actions
with `act`; Then steps read `state`, `view`, `legal` and `score`. Nothing here touches
engine objects, so the same steps run against any implementation.

This class names no game: a game's package subclasses it with `empty_position` (the
game's blank state for some players) and `complete` (what a drafted position still needs
before it is loaded, e.g. the cards no step placed)."""

from __future__ import annotations

import copy
import json

import pytest

from kuhspec.catalogue import catalogue
from kuhspec.harness.legalcheck import LegalCheck, Templates
from kuhspec.harness.strict import StrictImplementation
from kuhspec.normalise import differences, normaliser

_NORMALISERS: dict[str, object] = {}


class World:
    def __init__(self, impl, setting):
        # every answer is checked against its schema and pruned of unknown members
        self.impl = StrictImplementation(impl, setting.game)
        self.setting = setting  # kuhspec.harness.applicability.Setting: game, editions, variants, options
        self.options = dict(setting.options)
        self.draft: dict | None = None  # the position being built by Given steps
        self.names: list[str] = []
        self.before: dict | None = None  # state before the last action
        self.result: dict | None = None  # the last act() answer
        self.rejection_seen = True  # whether a Then step looked at the last rejection
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
        return LegalCheck(self.impl, Templates(game.schema("legal")),
                          lambda a, b: differences(self.normalise(a), self.normalise(b)), probes)

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
        variant = self.setting.variant_for(players) or (None if exact else self.setting.variants[0])
        if variant is None:
            pytest.skip(f"not applicable: no declared variant of {self.setting.game} "
                        f"({', '.join(self.setting.variants)}) is for {players} players")
        return {"game": self.setting.game, "edition": self.setting.edition, "variant": variant}

    def normalise(self, state: dict) -> dict:
        """The state with every zone whose order is not significant sorted (kuhspec.normalise,
        driven by the game's state schema)."""
        game = self.setting.game
        if game not in _NORMALISERS:
            _NORMALISERS[game] = normaliser(catalogue().game(game).schema("state"), prune=True)
        return _NORMALISERS[game](state)

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

    def load_draft(self, without: str | None = None) -> None:
        """Load the drafted position and keep the answer (accepted or not)."""
        self.load_answer = self.impl.load(self.take_draft(without))

    def ensure_loaded(self) -> None:
        """Load the drafted position, if there is one; it must be accepted."""
        if self.draft is None:
            return
        self.load_draft()
        assert self.load_answer.get("ok"), f"the implementation refused the scenario's position: {self.load_answer}"

    def deal(self, names: list[str], seed: int, first: int = 0, exact: bool = True) -> dict:
        self.names = names
        self.draft = None
        self.setup_answer = self.impl.new_game({**self.where(len(names), exact=exact), "players": names,
                                                "seed": seed, "options": self.options, "first": first})
        return self.setup_answer

    def new_game(self, names: list[str], seed: int, first: int = 0) -> None:
        answer = self.deal(names, seed, first)
        assert answer.get("ok"), f"new_game refused: {answer}"

    # -- playing ---------------------------------------------------------------------------
    def act(self, action) -> dict:
        self.ensure_loaded()
        if not self.rejection_seen:
            raise AssertionError(f"an earlier action was rejected unexpectedly: {self.result}")
        self.before = self.impl.state()
        if self.legal_check is not None:
            self.legal_check.probe(self.before)
        self.result = self.impl.act(action)
        self.rejection_seen = "rejection" not in self.result
        if self.legal_check is not None:
            self.legal_check.after(action, self.result)
        return self.result

    def act_as(self, name: str, type_: str, **fields) -> dict:
        return self.act({"type": type_, "player": self.seat(name), **fields})

    def state(self) -> dict:
        self.ensure_loaded()
        return self.impl.state()

    def state_player(self, name: str) -> dict:
        return self.state()["players"][self.seat(name)]

    def view(self, name: str) -> dict:
        self.ensure_loaded()
        return self.impl.view(self.seat(name))

    def legal(self, name: str) -> list:
        self.ensure_loaded()
        if self.legal_check is not None:
            self.legal_check.probe(self.impl.state())
        return self.impl.legal(self.seat(name))

    def score(self) -> dict:
        self.ensure_loaded()
        return self.impl.score()

    # -- outcomes ----------------------------------------------------------------------------
    def accepted(self) -> None:
        assert self.result is not None, "no action was taken"
        assert "events" in self.result, f"expected the action to be accepted, got {self.result}"

    def rejected(self, code: str, clause: str) -> None:
        result = self.result
        assert result is not None and "rejection" in result, f"expected rejection {code}, got {result}"
        self.rejection_seen = True
        got = result["rejection"]
        assert (got.get("code"), got.get("clause")) == (code, clause), \
            f"expected {code} under {clause}, got {got.get('code')} under {got.get('clause')}"

    def unchanged(self) -> None:
        assert self.before is not None, "no action was taken"
        before, after = self.normalise(self.before), self.normalise(self.state())
        assert after == before, ("state changed by a rejected action: "
                                 + "; ".join(differences(before, after)[:10])
                                 + f"\nbefore {self.show(before)}\nafter  {self.show(after)}")

    @staticmethod
    def show(data) -> str:
        return json.dumps(data, sort_keys=True)
