"""Scoring and the winner (KF-SCO-*)."""

from __future__ import annotations

from .cards import is_copycat
from .money import coloured_amount, total

COPYCAT_BONUS = 50


def _money(player: dict, options: dict) -> int:
    """What "most Kuhpons" compares (R-KF-MOST-KUHPONS)."""
    if options["most_kuhpons"] == "count":
        return len(player["kuhpons"])
    return total(player["kuhpons"], options)


def breakdown(state: dict) -> dict:
    options = state["options"]
    money = [_money(p, options) for p in state["players"]]
    most = max(money)
    rows = []
    for seat, player in enumerate(state["players"]):
        triples = sorted(t["cow"] for t in player["triples"])
        bonus = 1 if money[seat] == most else 0                      # KF-SCO-3
        copycats = len(player["copycats"]) + sum(
            1 for t in player["triples"] for c in t["cards"] if is_copycat(c))
        sheep = sum(coloured_amount(c, options) for c in player["black_sheep"])
        triple_sum = sum(triples)                                     # KF-SCO-1
        multiplier = len(triples) + bonus                             # KF-SCO-2
        rows.append({
            "seat": seat, "name": player["name"], "triples": triples,
            "triple_sum": triple_sum, "multiplier": multiplier,
            "most_kuhpons": bool(bonus), "kuhpons": money[seat],
            "copycats": copycats, "black_sheep": sheep,
            "total": triple_sum * multiplier + COPYCAT_BONUS * copycats - sheep,  # KF-SCO-4/5
        })
    ranking = sorted(range(len(rows)), key=lambda s: _rank_key(rows[s], options))
    best = _rank_key(rows[ranking[0]], options)
    winners = [s for s in ranking if _rank_key(rows[s], options) == best]
    return {"final": state["phase"]["step"] == "over", "players": rows,
            "ranking": ranking, "winners": winners}


def _rank_key(row: dict, options: dict) -> tuple:
    """Most points first (KF-SCO-6); a tie goes to the least valuable triple (KF-SCO-7,
    R-KF-TIE-BREAK)."""
    if row["triples"]:
        least = row["triples"][0]
    else:
        least = float("inf") if options["tie_break_no_triple"] == "loses" else 0
    return (-row["total"], least)
