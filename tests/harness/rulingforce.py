"""The reference engine playing one ruling option it does not declare.

``kuhspec conform --impl python:rulingforce:R-KN-MILK-OVERFLOW=wrap`` (with tests/harness on
PYTHONPATH) runs the suite against the reference engine with ``milk_overflow: wrap`` forced
into every setup and position of its game, while its hello declares the default of every
option and nothing else. Scenarios under the default therefore apply, and each one that
the forced value decides differently must fail: tests/harness/test_ruling_options.py asks
that of every value of every ruling (issue: rulings a hostile reader accepts).

The bend is honest about everything but the rule: state() shows the options the harness
asked for (the forced value is the engine's secret), so a scenario fails only on what the
game does, never on the options field itself.
"""

from __future__ import annotations

import copy
from functools import lru_cache

from kuhspec.catalogue import Ruling, catalogue
from kuhspec.reference_impl import ReferenceImplementation


def ruling_of(name: str) -> tuple[Ruling, str]:
    """("R-X=value") -> (the ruling, the value), both checked against the catalogue."""
    rid, sep, value = name.partition("=")
    ruling = catalogue().ruling(rid)
    if ruling is None or not sep or not ruling.option or value not in ruling.values:
        raise AttributeError(f"{name!r} names no option value of a ruling")
    return ruling, value


def forced_cases() -> list[str]:
    """Every "R-X=value" whose value is not the default of some edition of its game: the
    runs tests/harness/test_ruling_options.py makes, in catalogue order."""
    out = []
    for game in catalogue().games.values():
        if game.status != "active" or not game.engine:
            continue
        for ruling in game.rulings.values():
            if not ruling.option:
                continue
            for value in ruling.values:
                if any(value != ruling.default_for(e) for e in game.editions):
                    out.append(f"{ruling.id}={value}")
    return out


def _defaults_only(hello: dict) -> dict:
    """The hello with every game's rulings cut down to the default of each option."""
    hello = copy.deepcopy(hello)
    for gid, g in hello["games"].items():
        game = catalogue().game(gid)
        g["rulings"] = {key: [r.default] for key, r in game.option_rulings().items()}
    return hello


@lru_cache(maxsize=None)
def make(name: str) -> type:
    """The Implementation class that plays `name` ("R-X=value") while declaring defaults."""
    ruling, value = ruling_of(name)
    game = catalogue().game(ruling.game)
    key = ruling.option

    class Forced(ReferenceImplementation):
        forced = name

        def __init__(self, fresh: bool = True) -> None:
            super().__init__(fresh)
            self._shown = None  # the value of `key` the harness asked for, while one is forced

        def hello(self):
            return _defaults_only(super().hello())

        def _force(self, data):
            self._shown = None
            if not isinstance(data, dict) or data.get("game", ruling.game) != ruling.game:
                return data
            variant = data.get("variant")
            if variant is None:  # the first variant that seats the players (games.resolve)
                count = len(data.get("players") or [])
                variant = next((v.name for v in game.variants.values() if v.allows(count)), None)
            if key not in game.option_choices(variant):
                return data  # the ruling does not apply to this variant
            data = copy.deepcopy(data)
            options = dict(data.get("options") or {})
            self._shown = options.get(key, ruling.default_for(data.get("edition", next(iter(game.editions)))))
            options[key] = value
            data["options"] = options
            return data

        def new_game(self, setup):
            return super().new_game(self._force(setup))

        def load(self, state):
            return super().load(self._force(state))

        def restore(self, snapshot):
            raise NotImplementedError("a forced run restores nothing")

        def state(self):
            out = super().state()
            if self._shown is not None and isinstance(out, dict) and isinstance(out.get("options"), dict):
                out = dict(out, options=dict(out["options"], **{key: self._shown}))
            return out

    Forced.__name__ = Forced.__qualname__ = f"Forced[{name}]"
    return Forced


def __getattr__(name: str):
    if name.startswith("__"):
        raise AttributeError(name)
    return make(name)
