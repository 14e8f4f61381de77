"""The other settings a scenario can be played in, for `kuhspec export --all-settings`.

The harness plays a scenario in the first edition (the feature's language first) and the
first variant for its player count that the implementation declares. An export made against
the reference holds the preferred setting only; an implementation of, say, only the Dutch
edition plays the English features in Dutch. With --all-settings the suite runs again for
each edition, and for each variant that shares player counts with another, against the
reference behind a hello that declares only that one (`Restricted`), and the cases whose
setting differs are exported beside the preferred ones.
"""

from __future__ import annotations

from kuhspec.catalogue import catalogue
from kuhspec.reference_impl import ReferenceImplementation

#: game -> {"editions": [...]} or {"variants": [...]}: what `Restricted` declares (set by the writer)
RESTRICT: dict[str, dict] = {}


class Restricted(ReferenceImplementation):
    """The reference engine behind a hello narrowed by RESTRICT."""

    def hello(self):
        info = super().hello()
        games = info.get("games") or {}
        for game, narrow in RESTRICT.items():
            if game in games:
                games[game] = {**games[game], **narrow}
        return info


def alternatives() -> list[tuple[str, dict]]:
    """(game, restriction) for every setting the harness may choose other than the preferred:
    each edition of a game with several, and each variant whose player counts another
    variant shares."""
    out = []
    for gid, game in sorted(catalogue().games.items()):
        if len(game.editions) > 1:
            out += [(gid, {"editions": [e]}) for e in game.editions]
        variants = game.variants
        for v, spec in variants.items():
            if any(w != v and spec.min_players <= o.max_players and o.min_players <= spec.max_players
                   for w, o in variants.items()):
                out.append((gid, {"variants": [v]}))
    return out
