"""The games differential testing plays: N per game, edition and variant the implementation
declares (and the reference engine plays), with seeds derived from one master seed.

Game i of a (game, edition, variant) has the variant's i-th player count (cycling from its
least), and its own seed. Game 0 plays the edition's default ruling options; every other
game picks, for each ruling option of the variant, one of the values the implementation
declares (or the default). The same master seed gives the same tables, so a run repeats
exactly.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from kuhspec import games
from kuhspec.catalogue import catalogue
from kuhspec.law.applicability import _names, declared_games, declared_rulings

NAMES = ["Anne", "Benno", "Claudi", "Doris", "Emil", "Fritz"]


@dataclass(frozen=True)
class Table:
    """One game to play: where, with how many players and options, from which seed."""

    game: str
    edition: str
    variant: str
    players: int
    seed: int
    index: int
    options: dict = field(default_factory=dict, hash=False)

    @property
    def label(self) -> str:
        opts = "default options" if not self.options else ", ".join(f"{k}={v}" for k, v in sorted(self.options.items()))
        return (f"{self.game} {self.edition} {self.variant} game {self.index}: {self.players} players, "
                f"seed {self.seed}, {opts}")

    def setup(self) -> dict:
        return {"game": self.game, "edition": self.edition, "variant": self.variant,
                "players": NAMES[: self.players], "seed": self.seed, "options": dict(self.options)}

    def to_json(self) -> dict:
        return {"game": self.game, "edition": self.edition, "variant": self.variant, "players": self.players,
                "seed": self.seed, "index": self.index, "options": dict(self.options)}


def settings(hello: dict) -> list[tuple[str, str, str]]:
    """(game, edition, variant) for everything the implementation declares that the
    reference plays, in catalogue order."""
    out = []
    playable = games.playable()
    for gid, decl in declared_games(hello).items():
        if gid not in playable:
            continue
        game = catalogue().game(gid)
        eds, vas = _names(decl.get("editions")), _names(decl.get("variants"))
        for edition in games.editions(gid):
            if eds is not None and edition not in eds:
                continue
            for variant in game.variants:
                if vas is None or variant in vas:
                    out.append((gid, edition, variant))
    return out


def _dealable(gid: str, edition: str, variant: str, key: str, value: str) -> bool:
    """Whether the reference deals a game from a seed under option `key`=`value` alone: an
    option that needs more than a seed (a position that states every card's amount, say)
    cannot be played from a seeded deal, so the differential leaves it at its default."""
    from kuhspec.errors import PositionError

    v = catalogue().game(gid).variants[variant]
    setup = {"game": gid, "edition": edition, "variant": variant, "players": NAMES[: v.min_players],
             "seed": 0, "options": {key: value}}
    try:
        games.new_game(setup)
    except PositionError:
        return False
    return True


def _options(hello: dict, gid: str, edition: str, variant: str, rng: random.Random) -> dict:
    game = catalogue().game(gid)
    declared = declared_rulings(hello, gid)
    out = {}
    for key, ruling in sorted(game.option_rulings(variant).items()):
        default = ruling.default_for(edition)
        values = [v for v in ruling.values
                  if v == default or (v in declared.get(key, []) and _dealable(gid, edition, variant, key, v))]
        out[key] = rng.choice(values) if values else default
    return out


def tables(hello: dict, per_setting: int, seed: int, only: dict | None = None) -> list[Table]:
    """`per_setting` games for every declared (game, edition, variant) (see the module);
    `only` narrows them as a conform selection does ({"games": [...], "editions": [...],
    "variants": [...]}, an empty list: no restriction)."""
    out = []
    only = only or {}
    for gid, edition, variant in settings(hello):
        if any(only.get(key) and value not in only[key]
               for key, value in (("games", gid), ("editions", edition), ("variants", variant))):
            continue
        rng = random.Random(f"{seed}:{gid}:{edition}:{variant}")
        v = catalogue().game(gid).variants[variant]
        counts = list(range(v.min_players, min(v.max_players, len(NAMES)) + 1))
        for i in range(per_setting):
            options = _options(hello, gid, edition, variant, rng) if i else {}
            out.append(Table(gid, edition, variant, counts[i % len(counts)], rng.getrandbits(31), i, options))
    return out
