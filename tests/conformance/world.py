"""The scenario's world: a position being built, then an implementation being played.

Only JSON crosses into the implementation (`impl` is a kuhspec.interface.Implementation):
Given steps build a canonical state as plain data and `load` it; When steps send actions
with `act`; Then steps read `state`, `view`, `legal` and `score`. Nothing here touches
engine objects, so the same steps run against any implementation."""

from __future__ import annotations

import copy
import json
import re

CARD_RE = re.compile(r"^(cow-\d+-\d|copycat-\d|kp-\d+-\d+)$")
ALL_CARDS = (
    [f"cow-{v}-{c}" for v in (10, 30, 60, 100, 150, 220, 300, 400, 500) for c in range(1, 5)]
    + [f"copycat-{c}" for c in range(1, 5)]
    + [f"kp-{v}-{c}" for v, n in ((0, 10), (10, 5), (20, 5), (50, 5), (100, 10), (200, 5))
       for c in range(1, n + 1)]
)


def split_list(text: str) -> list[str]:
    """ "a, b and c" -> ["a", "b", "c"]; "nothing"/"no Kuhpons" -> []."""
    text = text.strip()
    if text in ("nothing", "no Kuhpons", "no cards", "niets", "geen Kuhpons", "geen kaarten"):
        return []
    parts = re.split(r",\s*|\s+(?:and|en)\s+", text)
    return [p.strip() for p in parts if p.strip()]


def card_list(text: str) -> list[str]:
    out = split_list(text)
    for card in out:
        if not CARD_RE.match(card):
            raise ValueError(f"step text names {card!r}, which is no card id")
    return out


class World:
    def __init__(self, impl, setting):
        self.impl = impl
        self.setting = setting  # kuhspec.harness.applicability.Setting: game, editions, variants, options
        self.options = dict(setting.options)
        self.draft: dict | None = None  # the position being built by Given steps
        self.names: list[str] = []
        self.before: dict | None = None  # state before the last action
        self.result: dict | None = None  # the last act() answer
        self.rejection_seen = True  # whether a Then step looked at the last rejection
        self.load_answer: dict | None = None

    def where(self, players: int, exact: bool = True) -> dict:
        """The game, edition and variant this scenario plays with `players` players (with
        exact=False, a setup that is meant to be refused: the scenario's first variant)."""
        variant = self.setting.variant_for(players) or (None if exact else self.setting.variants[0])
        if variant is None:
            import pytest

            pytest.skip(f"not applicable: no declared variant of {self.setting.game} "
                        f"({', '.join(self.setting.variants)}) is for {players} players")
        return {"game": self.setting.game, "edition": self.setting.edition, "variant": variant}

    # -- building a position -------------------------------------------------------
    def new_position(self, names: list[str]) -> None:
        self.names = names
        self.draft = {
            **self.where(len(names)),
            "options": copy.deepcopy(self.options),
            "players": [{"name": n, "stack": [], "display": [], "copycats": [], "triples": [],
                         "black_sheep": [], "kuhpons": [], "out": False} for n in names],
            "turn": 0, "phase": {"step": "turn"}, "box": [], "idle_turns": 0,
        }

    def player(self, name: str) -> dict:
        return self.draft["players"][self.seat(name)]

    def seat(self, name: str) -> int:
        if name not in self.names:
            raise AssertionError(f"{name!r} is not a player of this scenario ({self.names})")
        return self.names.index(name)

    def take_draft(self, without: str | None = None) -> dict:
        """The drafted position, complete: every card no step placed is set aside in the
        box (except `without`, which then lies nowhere)."""
        state, self.draft = self.draft, None
        used = set(state["box"])
        for p in state["players"]:
            used.update(p["stack"], p["display"], p["black_sheep"], p["kuhpons"])
            used.update(cc["card"] for cc in p["copycats"])
            used.update(c for t in p["triples"] for c in t["cards"])
        assert without is None or without not in used, f"{without} was placed by the scenario"
        state["box"] += [c for c in ALL_CARDS if c not in used and c != without]
        return state

    def ensure_loaded(self) -> None:
        """Load the drafted position, if there is one."""
        if self.draft is None:
            return
        answer = self.impl.load(self.take_draft())
        self.load_answer = answer
        assert answer.get("ok"), f"the implementation refused the scenario's position: {answer}"

    def new_game(self, names: list[str], seed: int, first: int = 0) -> None:
        self.names = names
        self.draft = None
        answer = self.impl.new_game({**self.where(len(names)), "players": names, "seed": seed,
                                     "options": self.options, "first": first})
        assert answer.get("ok"), f"new_game refused: {answer}"

    # -- playing -------------------------------------------------------------------
    def act(self, action: dict) -> dict:
        self.ensure_loaded()
        if not self.rejection_seen:
            raise AssertionError(f"an earlier action was rejected unexpectedly: {self.result}")
        self.before = self.impl.state()
        self.result = self.impl.act(action)
        self.rejection_seen = "rejection" not in self.result
        return self.result

    def act_as(self, name: str, type_: str, **fields) -> dict:
        return self.act({"type": type_, "player": self.seat(name), **fields})

    def state(self) -> dict:
        self.ensure_loaded()
        return self.impl.state()

    def state_player(self, name: str) -> dict:
        return self.state()["players"][self.seat(name)]

    def accepted(self) -> None:
        assert self.result is not None, "no action was taken"
        assert "events" in self.result, f"expected the action to be accepted, got {self.result}"

    @staticmethod
    def show(data) -> str:
        return json.dumps(data, sort_keys=True)
