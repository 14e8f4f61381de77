"""The tables differential testing deals: for every game, edition and variant the
implementation declares (and the reference engine plays), a player count and the ruling
options, drawn by hypothesis.

A `Setting` is one declared (game, edition, variant) with what may vary in it: the player
counts of the variant, and for each ruling option of the variant the values the table may
play (the edition's default first, then every other value the implementation declares that
the reference can deal from a seed). `Setting.table` draws a `Table` from them; each draw is
an index that shrinks to the first choice (the least players, the default options), and a
`Table` draws no deal: the machine shuffles it (kuhspec.games.dealt), so the deal is drawn
and shrinks too.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from hypothesis import strategies as st

from kuhspec import games
from kuhspec.catalogue import catalogue
from kuhspec.law.applicability import _names, declared_games, declared_rulings

NAMES = ["Anne", "Benno", "Claudi", "Doris", "Emil", "Fritz"]


@dataclass(frozen=True)
class Table:
    """One game to deal: where, with how many players and which options."""

    game: str
    edition: str
    variant: str
    players: int
    options: dict = field(default_factory=dict, hash=False)

    @property
    def setting(self) -> tuple[str, str, str]:
        return self.game, self.edition, self.variant

    @property
    def label(self) -> str:
        opts = "default options" if not self.options else ", ".join(f"{k}={v}" for k, v in sorted(self.options.items()))
        return f"{self.game} {self.edition} {self.variant}: {self.players} players, {opts}"

    def setup(self) -> dict:
        return {"game": self.game, "edition": self.edition, "variant": self.variant,
                "players": NAMES[: self.players], "options": dict(self.options)}

    def to_json(self) -> dict:
        return {"game": self.game, "edition": self.edition, "variant": self.variant, "players": self.players,
                "options": dict(self.options)}


@dataclass(frozen=True)
class Setting:
    """A declared (game, edition, variant) and the choices a table of it draws among."""

    game: str
    edition: str
    variant: str
    counts: tuple[int, ...]
    options: tuple[tuple[str, tuple[str, ...]], ...]  # (key, values: the default first)

    @property
    def key(self) -> tuple[str, str, str]:
        return self.game, self.edition, self.variant

    def table(self, draw) -> Table:
        """A table of this setting; `draw(n)` is a drawn index below n (0 the first choice)."""
        players = self.counts[draw(len(self.counts))]
        options = {}
        for key, values in self.options:
            value = values[draw(len(values))]
            if value != values[0]:  # the default is left out, as a setup may
                options[key] = value
        return Table(self.game, self.edition, self.variant, players, options)


def declared(hello: dict) -> list[tuple[str, str, str]]:
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


@cache  # asked for every declared setting at each run's start (a new game each time)
def _dealable(gid: str, edition: str, variant: str, key: str, value: str) -> bool:
    """Whether the reference deals a game from a seed under option `key`=`value` alone: an
    option that needs more than a seed (a position that states every card's amount, say)
    cannot be played from a dealt game, so the differential leaves it at its default."""
    from kuhspec.errors import PositionError

    v = catalogue().game(gid).variants[variant]
    setup = {"game": gid, "edition": edition, "variant": variant, "players": NAMES[: v.min_players],
             "seed": 0, "options": {key: value}}
    try:
        games.new_game(setup)
    except PositionError:
        return False
    return True


def settings(hello: dict, only: dict | None = None) -> list[Setting]:
    """Every declared setting (see `declared`), narrowed by `only` as a conform selection
    narrows it ({"games": [...], "editions": [...], "variants": [...]}; an empty list: no
    restriction), each with the choices its tables draw among."""
    only = only or {}
    out = []
    for gid, edition, variant in declared(hello):
        if any(only.get(key) and value not in only[key]
               for key, value in (("games", gid), ("editions", edition), ("variants", variant))):
            continue
        game = catalogue().game(gid)
        v = game.variants[variant]
        counts = tuple(range(v.min_players, min(v.max_players, len(NAMES)) + 1))
        declared_values = declared_rulings(hello, gid)
        options = []
        for key, ruling in sorted(game.option_rulings(variant).items()):
            default = ruling.default_for(edition)
            others = tuple(x for x in ruling.values if x != default and x in declared_values.get(key, [])
                           and _dealable(gid, edition, variant, key, x))
            options.append((key, (default, *others)))
        out.append(Setting(gid, edition, variant, counts, tuple(options)))
    return out


def drawing(data):
    """`draw(n)` for Setting.table: an index below n drawn from hypothesis's `data`."""
    return lambda n: data.draw(st.integers(0, n - 1)) if n > 1 else 0
