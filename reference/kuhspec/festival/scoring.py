"""Scoring and the winner (KF-SCO-*)."""

from __future__ import annotations

from .cards import is_copycat
from .money import coloured_amount, rules, total

COPYCAT_BONUS = 50       # KF-SCO-4
MOST_KUHPONS_BONUS = 1   # KF-SCO-3: the most Kuhpons add 1 to the multiplier


def _money(player: dict, options: dict) -> int:
    """What "most Kuhpons" compares (R-KF-MOST-KUHPONS)."""
    if options["most_kuhpons"] == "count":
        return len(player["kuhpons"])
    return total(player["kuhpons"], options)


def compared_seats(state: dict) -> list[int]:
    """Whose money the most-Kuhpons bonus compares: everyone's, dropped out or not (KF-SCO-3)."""
    return list(range(len(state["players"])))


def triple_sum(triples: list[int]) -> int:
    """The values of a player's triples added up, each triple once (KF-SCO-1)."""
    return sum(triples)


def copycats_scored(player: dict) -> int:
    """Every Copycat a player owns scores: in a triple, with a type or separate (KF-SCO-4)."""
    return len(player["copycats"]) + sum(
        1 for t in player["triples"] for c in t["cards"] if is_copycat(c))


def black_sheep_cost(player: dict, options: dict) -> int:
    """Each black sheep costs its coloured amount (KF-SCO-5, R-KF-COLOURED-AMOUNT)."""
    return sum(coloured_amount(c, options) for c in player["black_sheep"])


def is_final(state: dict) -> bool:
    """The score is final once the game is over (KF-END-7)."""
    return state["phase"]["step"] == "over"


def breakdown(state: dict) -> dict:
    options = rules(state)
    money = [_money(p, options) for p in state["players"]]
    compared = set(compared_seats(state))
    most = max(money[s] for s in compared)
    rows = []
    for seat, player in enumerate(state["players"]):
        triples = sorted(t["cow"] for t in player["triples"])
        richest = seat in compared and money[seat] == most                # KF-SCO-3
        copycats = copycats_scored(player)
        sheep = black_sheep_cost(player, options)
        points = triple_sum(triples)
        multiplier = len(triples) + (MOST_KUHPONS_BONUS if richest else 0)  # KF-SCO-2
        rows.append({
            "seat": seat, "name": player["name"], "triples": triples,
            "triple_sum": points, "multiplier": multiplier,
            "most_kuhpons": richest, "kuhpons": money[seat],
            "copycats": copycats, "black_sheep": sheep,
            "total": points * multiplier + COPYCAT_BONUS * copycats - sheep,  # KF-SCO-4/5
        })
    ranking = sorted(range(len(rows)), key=lambda s: _rank_key(rows[s], options))
    best = _rank_key(rows[ranking[0]], options)
    winners = [s for s in ranking if _rank_key(rows[s], options) == best]
    return {"final": is_final(state), "players": rows, "ranking": ranking, "winners": winners}


def _rank_key(row: dict, options: dict) -> tuple:
    """Most points first (KF-SCO-6); a tie goes to the least valuable triple (KF-SCO-7,
    R-KF-TIE-BREAK)."""
    if row["triples"]:
        least = row["triples"][0]
    else:
        least = float("inf") if options["tie_break_no_triple"] == "loses" else 0
    return (-row["total"], least)
