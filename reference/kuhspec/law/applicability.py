"""Whether a case applies to an implementation, and the setting it then runs in: the rule
written once, over plain data.

A case is what applicability reads of a scenario (`describe`), the same members an exported
case carries (docs/exported-cases.md): its game; the editions it applies to, best first (the
edition of the feature's language leads); its variants and their player counts; the ruling
options it runs under, each with its option key, value and default per edition; the
capabilities it needs. It applies when the implementation's hello declares its game, at
least one of its editions and one of its variants, every non-default ruling option it runs
under (the default of the edition it is played in) and every capability it needs. Rulings
are declared per game (protocol 1.1: ``games.<id>.rulings``); the top-level ``rulings`` map
of protocol 1.0 is still read, for every declared game that has that option key.

The setting (`case_setting`) is the first declared edition in that order and the declared
variants in the case's order; each time the scenario deals a game, it plays the first of
them that allows that many players (`Setting.choose_variant`). Conform (`not_applicable`,
`setting`) and the export's replay decide by these functions; the JavaScript runner by a
transcription (examples/js-runner/applicability.mjs) that
tests/harness/test_export_agreement.py holds to the same answers.
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

    def choose_variant(self, players: int, exact: bool = True) -> str | None:
        """The variant a game of `players` players is dealt in; with exact=False (a setup meant
        to be refused) the first variant when none allows that many. None: the scenario does
        not apply (`no_variant` says why)."""
        return self.variant_for(players) or (None if exact else self.variants[0])

    def no_variant(self, players: int) -> str:
        return f"no declared variant of {self.game} ({', '.join(self.variants)}) is for {players} players"


def describe(s: Scenario) -> dict:
    """The plain data applicability reads of scenario `s` (whose game is known)."""
    game = catalogue().game(s.game)
    editions = sorted(s.editions, key=lambda e: game.editions[e].language != s.language)  # stable
    rulings = []
    for rid, value in sorted(s.rulings.items()):
        r = game.rulings.get(rid)
        if value is not None and r is not None and r.option:
            rulings.append({"id": rid, "option": r.option, "value": value,
                            "defaults": {e: r.default_for(e) for e in sorted(game.editions)}})
    return {"game": s.game, "editions": editions, "variants": list(s.variants),
            "players": {v: [game.variants[v].min_players, game.variants[v].max_players] for v in s.variants},
            "options": dict(sorted(s.options.items())), "rulings": rulings, "needs": sorted(s.needs)}


def _declared(case: dict, hello: dict | None) -> tuple[list[str], list[str]]:
    """The case's editions and variants (in its order) that `hello` declares (hello None,
    or a game declared without editions or variants: all of them)."""
    g = declared_games(hello).get(case["game"], {}) if hello is not None else {}
    ed, va = _names(g.get("editions")), _names(g.get("variants"))
    return ([e for e in case["editions"] if ed is None or e in ed],
            [v for v in case["variants"] if va is None or v in va])


def case_setting(case: dict, hello: dict | None) -> Setting | None:
    """The setting `case` runs in against `hello` (None: no declared edition or variant of
    it; hello None: every edition and variant it applies to)."""
    editions, variants = _declared(case, hello)
    if not editions or not variants:
        return None
    players = {v: tuple(case["players"][v]) for v in variants}
    return Setting(case["game"], editions, variants, dict(case.get("options") or {}), players)


def case_not_applicable(case: dict, hello: dict) -> str | None:
    """Why `case` does not apply to the implementation that said `hello`, or None if it does."""
    game = case["game"]
    if game not in declared_games(hello):
        return f"game {game} not declared"
    editions, variants = _declared(case, hello)
    if not editions:
        return f"none of the editions {', '.join(case['editions'])} of {game} declared"
    if not variants:
        return f"none of the variants {', '.join(case['variants'])} of {game} declared"
    rulings = declared_rulings(hello, game)
    for r in case["rulings"]:  # every implementation supports the default of the edition played
        if r["value"] != r["defaults"].get(editions[0]) and r["value"] not in rulings.get(r["option"], []):
            return f"ruling option {r['id']}={r['value']} ({r['option']}: {r['value']}) not declared"
    caps = set(_names(hello.get("capabilities")) or [])
    for need in case["needs"]:
        if need not in caps:
            return f"capability {need} not declared"
    return None


def setting(s: Scenario, hello: dict | None) -> Setting | None:
    """The setting `s` runs in against `hello` (None: it does not apply)."""
    return None if s.game is None else case_setting(describe(s), hello)


def skipped(reason: str) -> str:
    """The message of a scenario skipped because it does not apply (`reason`): the same in
    the harness, in every report and in the exported cases' runner."""
    return f"not applicable: {reason}"


def not_applicable(s: Scenario, hello: dict) -> str | None:
    """Why `s` does not apply to the implementation that said `hello`, or None if it does."""
    if s.game is None:
        return "the scenario names no known game"
    return case_not_applicable(describe(s), hello)


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
