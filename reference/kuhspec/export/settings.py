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
  hellos reach the ones not exported yet;
- the writer runs the suite again behind each restricted hello (kuhspec.export.writer.Restricted),
  for those scenarios only.

A setting in which a deal finds no declared variant ends the scenario there, not applicable
(conform skips it at that step): its case holds the requests up to that deal, and its last
choice names no variant. A runner (`pick`) plays, per scenario, the case of the setting the
law chooses for its hello, whole or up to such a deal (`entries_played`).
"""

from __future__ import annotations

import json
from itertools import combinations

from kuhspec.law.applicability import Setting, case_not_applicable, case_setting

def played(chosen: Setting, choices: list[dict]) -> list[str | None]:
    """The variant `chosen` deals at each of a scenario's `choices` ({players, exact}), up to
    the first deal that finds none (None: the scenario ends there, not applicable)."""
    out: list[str | None] = []
    for choice in choices:
        out.append(chosen.choose_variant(choice["players"], choice["exact"]))
        if out[-1] is None:
            break
    return out


def entries_played(case: dict, chosen: Setting) -> int | None:
    """How many entries of the case's program conform plays in setting `chosen`: all of them,
    or those before the deal where `chosen` finds no variant (the scenario then ends, not
    applicable; every entry before it is the same in both settings). None: the case is written
    for another setting."""
    if chosen.edition != case["edition"]:
        return None
    plays, recorded = played(chosen, case["choices"]), [c["variant"] for c in case["choices"]]
    if plays == recorded:
        return len(case["program"])
    n = len(plays)
    if n and plays[-1] is None and plays[:-1] == recorded[:n - 1] and isinstance(case["choices"][n - 1].get("at"), int):
        return case["choices"][n - 1]["at"]
    return None


def case_key(case: dict) -> str:
    """The setting a case's requests are written for."""
    return json.dumps([case["edition"], [c["variant"] for c in case["choices"]]])


def reachable(case: dict) -> list[tuple[str, list[str | None], dict]]:
    """(edition, variants dealt, restriction) for every setting some hello can make the harness
    play the case's scenario in: a restriction ({editions, variants} of its game) under which
    it does, the widest first."""
    out = []
    variants = case["variants"]
    for edition in case["editions"]:
        for n in range(len(variants), 0, -1):  # the widest declaration first: fewer runs
            for chosen in combinations(variants, n):
                narrow = {"editions": [edition], "variants": list(chosen)}
                setting = case_setting(case, {"games": {case["game"]: narrow}})
                out.append((edition, played(setting, case["choices"]), narrow))
    return out


def plan(cases: list[dict], tried: set[tuple[str, str]]) -> dict[tuple[str, str], set[str]]:
    """(game, restriction as JSON) -> the scenario ids to run behind it: every setting some
    hello can choose that no case holds, as a whole or up to a deal (`entries_played`), and
    no earlier run (`tried`: (id, restriction)) has tried."""
    held = {(c["id"], case_key(c)) for c in cases}
    wanted: dict[tuple[str, str], tuple[str, str]] = {}  # (id, key) -> (game, restriction)
    ended: list[tuple[dict, str, list, dict]] = []
    for c in cases:
        if c["choices"] and c["choices"][-1]["variant"] is None:
            continue  # ended at a deal, so its choices are not all known
        for edition, plays, narrow in reachable(c):
            if plays and plays[-1] is None:
                ended.append((c, edition, plays, narrow))
            else:
                wanted.setdefault((c["id"], json.dumps([edition, plays])), (c["game"], json.dumps(narrow, sort_keys=True)))
    full = [(sid, json.loads(k)) for sid, k in {*held, *wanted}]
    for c, edition, plays, narrow in ended:  # held up to the deal by a case of the same edition and deals before it?
        if not any(sid == c["id"] and e == edition and len(vs) >= len(plays) and vs[:len(plays) - 1] == plays[:-1]
                   for sid, (e, vs) in full):
            wanted.setdefault((c["id"], json.dumps([edition, plays])), (c["game"], json.dumps(narrow, sort_keys=True)))
    runs: dict[tuple[str, str], set[str]] = {}
    for (sid, k), (game, restriction) in wanted.items():
        if (sid, k) not in held and (sid, restriction) not in tried:
            runs.setdefault((game, restriction), set()).add(sid)
    return runs


# -- which case a runner plays ---------------------------------------------------------------


def not_exported(case: dict, hello: dict) -> str | None:
    """Why `case` (which applies to `hello`) is not the one conform would play: its requests
    are written for another setting; None if it is."""
    chosen = case_setting(case, hello)
    if chosen.edition != case["edition"]:
        return f"exported for edition {case['edition']}; this implementation plays it as {chosen.edition}"
    if entries_played(case, chosen) is None:
        show = lambda vs: ", ".join(v or "none" for v in vs)  # noqa: E731
        return (f"exported for variants {show(c['variant'] for c in case['choices'])}; this implementation "
                f"plays it as {show(played(chosen, case['choices']))}")
    return None


def pick(cases: list[dict], hello: dict) -> tuple[dict, str | None]:
    """The case of a scenario to run against `hello`, or the scenario's case and why none
    runs: not applicable (the law's reason, as conform gives it), or "not exported: ..."
    when the export holds no case for the setting conform would play."""
    reason = case_not_applicable(cases[0], hello)
    if reason:
        return cases[0], reason
    reasons = [not_exported(c, hello) for c in cases]
    for case, why in zip(cases, reasons):
        if why is None:
            return case, None
    return cases[0], f"{NOT_EXPORTED} {reasons[0]}"


#: the start of pick's reason when the export lacks the setting (status "unexported")
NOT_EXPORTED = "not exported:"
