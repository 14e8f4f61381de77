"""The order a run plays its scenarios in, and the groups its progress lines show: by game,
then edition, then variant, then feature file.

A feature's edition is the one written in its language (spec/<game>/game.yaml); its variant
is the folder it is filed under when that folder names a variant of the game
(features/kuhhandel-festival/two-player/...), else none: a feature filed under no variant
holds scenarios of every variant its clauses apply to. Games, editions and variants keep
the order of the catalogue; what it does not know comes last, by name.
"""

from __future__ import annotations

import functools
from pathlib import PurePosixPath

from kuhspec.catalogue import CatalogueError, catalogue


@functools.lru_cache(maxsize=256)
def group(game: str | None, language: str, feature: str) -> tuple[tuple, str]:
    """(sort key, heading) of a scenario's group: "Kuhhandel Festival, edition en, variant
    two-player"."""
    try:
        cat = catalogue()
        games = list(cat.games)
        g = cat.games.get(game or "")
    except CatalogueError:
        games, g = [], None
    if g is None:
        return (len(games), game or "", 0, language, 0, ""), f"{game or 'no game'}, language {language}"
    editions = [code for code, e in g.editions.items() if e.language == language]
    edition = editions[0] if editions else language
    folders = PurePosixPath(feature).parts[:-1]
    variant = next((part for part in folders if part in g.variants), "")
    order = list(g.editions)
    key = (games.index(g.id), g.id, order.index(edition) if edition in order else len(order), edition,
           list(g.variants).index(variant) + 1 if variant else 0, variant)
    return key, f"{g.title}, edition {edition}" + (f", variant {variant}" if variant else "")


def run_order(scenario) -> tuple:
    """The sort key of a scenario (a kuhspec.scenarios.Scenario or a result): its group's,
    then its feature file's path."""
    return group(scenario.game, scenario.language, scenario.feature)[0] + (scenario.feature,)


def heading(scenario) -> str:
    return group(scenario.game, scenario.language, scenario.feature)[1]
