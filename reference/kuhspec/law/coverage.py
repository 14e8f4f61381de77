"""What of a game an implementation leaves out: the badge's side of the law.

A badge counts the game, not what an engine declares (DESIGN, the law of judgement): its
denominator is every testable clause of the game, and an engine that declares less than the
whole game (an edition, a variant, or the capability `view`, which the secrecy clauses need)
gets a badge that says what it left out and is never coloured like a full pass. Ruling
options other than the defaults and the capability `legal` are optional: leaving them out
leaves no rule of the game unjudged, since every clause has scenarios under the defaults.
"""

from __future__ import annotations

from kuhspec.catalogue import Game
from kuhspec.law.applicability import _names, declared_games

#: capabilities every full badge needs: view carries the secrecy clauses (KF-SET-5, KN-SET-3 ...)
REQUIRED_CAPABILITIES = ("view",)


def left_out(game: Game, hello: dict | None) -> list[str]:
    """What of `game` the implementation that said `hello` does not declare, in words
    ("edition nl", "variant two-player", "capability view"); [] for the whole game."""
    hello = hello or {}
    declared = declared_games(hello)
    if game.id not in declared:
        return ["the game"]
    mine = declared[game.id]
    out = []
    for what, known in (("edition", game.editions), ("variant", game.variants)):
        names = _names(mine.get(f"{what}s"))
        out += [f"{what} {name}" for name in known if names is not None and name not in names]
    caps = set(_names(hello.get("capabilities")) or [])
    out += [f"capability {cap}" for cap in REQUIRED_CAPABILITIES if cap not in caps]
    return out
