"""Whether a scenario applies to an implementation, and the setting it then runs in.

A scenario applies when the implementation's hello declares its game, at least one of the
editions and one of the variants it applies to (from its clauses, see kuhspec.scenarios),
every non-default ruling option it runs under and every capability it needs. Rulings are
declared per game (protocol 1.1: ``games.<id>.rulings``); the top-level ``rulings`` map
of protocol 1.0 is still read, for every declared game that has that option key.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from kuhspec.catalogue import catalogue
from kuhspec.scenarios import Scenario


def _names(values: Any) -> list[str] | None:
    """A declared list of names, or None for 'not restricted'."""
    if values is None:
        return None
    if isinstance(values, str):
        return [values]
    if isinstance(values, (list, tuple, dict)):
        return [str(v) for v in values]
    return []


def declared_games(hello: dict) -> dict[str, dict]:
    games = hello.get("games") or {}
    if isinstance(games, list):
        games = {str(g): {} for g in games}
    if not isinstance(games, dict):
        return {}
    return {str(k): (v if isinstance(v, dict) else {}) for k, v in games.items()}


def declared_rulings(hello: dict, game: str) -> dict[str, list[str]]:
    """option key -> declared values, for one game (1.1), else from the 1.0 top-level map."""
    g = declared_games(hello).get(game, {})
    rulings = g.get("rulings")
    if not isinstance(rulings, dict):
        rulings = hello.get("rulings")
    if not isinstance(rulings, dict):
        return {}
    return {str(k): _names(v) or [] for k, v in rulings.items()}


@dataclass
class Setting:
    """What a scenario is played as: its game, the editions and variants it may use (best
    first), its ruling options, and the player counts of each variant."""

    game: str
    editions: list[str]
    variants: list[str]
    options: dict[str, str] = field(default_factory=dict)
    players: dict[str, tuple[int, int]] = field(default_factory=dict)

    @property
    def edition(self) -> str:
        return self.editions[0]

    def variant_for(self, players: int) -> str | None:
        """The first variant the scenario may use that allows `players` players."""
        for v in self.variants:
            lo, hi = self.players.get(v, (0, 1 << 30))
            if lo <= players <= hi:
                return v
        return None


def setting(s: Scenario, hello: dict | None) -> Setting | None:
    """The setting `s` runs in against `hello` (None: it does not apply)."""
    if s.game is None:
        return None
    game = catalogue().game(s.game)
    g = declared_games(hello or {}).get(s.game, {}) if hello is not None else {}
    ed = _names(g.get("editions"))
    va = _names(g.get("variants"))
    editions = [e for e in s.editions if ed is None or e in ed]
    # the edition the feature is written for comes first (an English feature plays en)
    editions.sort(key=lambda e: game.editions[e].language != s.language)
    variants = [v for v in s.variants if va is None or v in va]
    if not editions or not variants:
        return None
    players = {v: (game.variants[v].min_players, game.variants[v].max_players) for v in variants}
    return Setting(s.game, editions, variants, dict(s.options), players)


def not_applicable(s: Scenario, hello: dict) -> str | None:
    """Why `s` does not apply to the implementation that said `hello`, or None if it does."""
    if s.game is None:
        return "the scenario names no known game"
    games = declared_games(hello)
    if s.game not in games:
        return f"game {s.game} not declared"
    g = games[s.game]
    ed, va = _names(g.get("editions")), _names(g.get("variants"))
    if ed is not None and not any(e in ed for e in s.editions):
        return f"none of the editions {', '.join(s.editions)} of {s.game} declared"
    if va is not None and not any(v in va for v in s.variants):
        return f"none of the variants {', '.join(s.variants)} of {s.game} declared"
    game = catalogue().game(s.game)
    rulings = declared_rulings(hello, s.game)
    chosen = setting(s, hello)
    edition = chosen.edition if chosen else None
    for rid, value in sorted(s.rulings.items()):
        ruling = game.rulings.get(rid)
        if value is None or ruling is None or not ruling.option:
            continue
        if value == ruling.default_for(edition):
            continue  # every implementation supports the default option
        if value not in rulings.get(ruling.option, []):
            return f"ruling option {rid}={value} ({ruling.option}: {value}) not declared"
    caps = set(_names(hello.get("capabilities")) or [])
    for need in s.needs:
        if need not in caps:
            return f"capability {need} not declared"
    return None


CAPABILITIES = ("view", "legal")


def unknown_declarations(hello: dict) -> list[str]:
    """What a hello declares that the suite does not know: a game, an edition, a variant, a
    ruling option or value, a capability. Each names what was declared and what exists."""
    from kuhspec.catalogue import CatalogueError

    out: list[str] = []
    cat = catalogue()
    for gid, g in declared_games(hello).items():
        try:
            game = cat.game(gid)
        except CatalogueError:
            out.append(f"game {gid!r} (the suite has {', '.join(sorted(cat.games))})")
            continue
        for what, known in (("editions", game.editions), ("variants", game.variants)):
            for name in _names(g.get(what)) or []:
                if name not in known:
                    out.append(f"{what[:-1]} {name!r} of {gid} (the suite has {', '.join(known)})")
        choices = game.option_choices()
        for key, values in declared_rulings(hello, gid).items():
            if key not in choices:
                if isinstance(g.get("rulings"), dict):  # a 1.0 top-level map may name other games' keys
                    out.append(f"ruling option {key!r} of {gid} (the suite has {', '.join(choices) or 'none'})")
                continue
            for value in values:
                if value not in choices[key]:
                    out.append(f"value {value!r} of ruling option {key} of {gid} "
                               f"(the suite has {', '.join(choices[key])})")
    for cap in _names(hello.get("capabilities")) or []:
        if cap not in CAPABILITIES:
            out.append(f"capability {cap!r} (the suite has {', '.join(CAPABILITIES)})")
    return out
