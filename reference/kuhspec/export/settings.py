"""The settings a scenario can be played in, and the runs of the reference that export each.

Conform plays a scenario in the setting kuhspec.law.applicability chooses for the hello: the
first declared edition of the scenario (the feature's language first) and, each time it
deals a game, the first declared variant for that many players (`Setting.choose_variant`).
A case's requests are written for one setting: its `edition` and the variant of each of its
`choices` (`case_key`). So that a runner finds, for any hello, the case conform would play,
the export holds a case for every setting some hello can make the harness choose:

- the first run plays every scenario against the reference in its preferred setting, and
  records how many players each deal has (`choices`);
- from those, `plan` works out every other setting a hello could choose (each edition of
  the scenario, with each non-empty set of its variants declared) and which restricted
  hellos (`Restricted`) reach the ones not exported yet;
- the writer runs the suite again behind each restricted hello, for those scenarios only.

A setting in which a deal finds no declared variant ends the scenario there, not applicable
(conform skips it at that step): its case holds the requests up to that deal, and its last
choice names no variant.
"""

from __future__ import annotations

import json
from itertools import combinations

from kuhspec.law.applicability import Setting, case_setting
from kuhspec.reference_impl import ReferenceImplementation

#: game -> {"editions": [...], "variants": [...]}: what `Restricted` declares (set by the writer)
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


def played(chosen: Setting, choices: list[dict]) -> list[str | None]:
    """The variant `chosen` deals at each of a scenario's `choices` ({players, exact}), up to
    the first deal that finds none (None: the scenario ends there, not applicable)."""
    out: list[str | None] = []
    for choice in choices:
        out.append(chosen.choose_variant(choice["players"], choice["exact"]))
        if out[-1] is None:
            break
    return out


def key(edition: str, variants: list[str | None]) -> str:
    return json.dumps([edition, variants])


def case_key(case: dict) -> str:
    """The setting a case's requests are written for."""
    return key(case["edition"], [c["variant"] for c in case["choices"]])


def reachable(case: dict) -> dict[str, dict]:
    """key -> a restriction ({editions, variants} of the case's game) under which the harness
    plays the case's scenario in that setting, for every setting some hello can choose."""
    out: dict[str, dict] = {}
    variants = case["variants"]
    for edition in case["editions"]:
        for n in range(len(variants), 0, -1):  # the widest declaration first: fewer runs
            for chosen in combinations(variants, n):
                narrow = {"editions": [edition], "variants": list(chosen)}
                setting = case_setting(case, {"games": {case["game"]: narrow}})
                out.setdefault(key(edition, played(setting, case["choices"])), narrow)
    return out


def plan(cases: list[dict], tried: set[tuple[str, str]]) -> dict[tuple[str, str], set[str]]:
    """(game, restriction as JSON) -> the scenario ids to run behind it: every setting some
    hello can choose that no case holds yet and no earlier run (`tried`: (id, restriction))
    has tried."""
    have = {(c["id"], case_key(c)) for c in cases}
    runs: dict[tuple[str, str], set[str]] = {}
    for c in cases:
        if c["choices"] and c["choices"][-1]["variant"] is None:
            continue  # ended at a deal, so its choices are not all known
        for k, narrow in reachable(c).items():
            restriction = json.dumps(narrow, sort_keys=True)
            if (c["id"], k) not in have and (c["id"], restriction) not in tried:
                runs.setdefault((c["game"], restriction), set()).add(c["id"])
    return runs
