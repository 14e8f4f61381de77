"""Mutants of scoring and the winner (KF-SCO-*, KF-END-7)."""

from __future__ import annotations

from kuhspec.festival import scoring

from . import bend, mutant


@mutant("triple-scores-per-card", "KF-SCO-1", "KF-SCO-2", "KF-SCO-3", "KF-SCO-4", "KF-SCO-5")
def _triple_scores_per_card():
    """A triple adds its value once per card: a 400-triple adds 1200 (scoring.triple_sum)."""
    bend(scoring, "triple_sum", lambda triples: 3 * sum(triples))


@mutant("no-most-kuhpons-bonus", "KF-SCO-3", "KF-SCO-2", "KF-SCO-4", "KF-SCO-5", "KF-SCO-6")
def _no_most_kuhpons_bonus():
    """The most Kuhpons are flagged but add nothing to the multiplier
    (scoring.MOST_KUHPONS_BONUS)."""
    bend(scoring, "MOST_KUHPONS_BONUS", 0)


@mutant("dropped-out-not-compared", "KF-SCO-3")
def _dropped_out_not_compared():
    """Players who dropped out are left out of the most-Kuhpons comparison
    (scoring.compared_seats)."""

    def compared_seats(state: dict) -> list[int]:
        seats = [s for s, p in enumerate(state["players"]) if not p["out"]]
        return seats or list(range(len(state["players"])))

    bend(scoring, "compared_seats", compared_seats)


@mutant("separate-copycat-scores-nothing", "KF-SCO-4", "KF-SCO-1", "KF-SCO-2", "KF-SCO-3", "KF-SCO-5")
def _separate_copycat_scores_nothing():
    """A Copycat placed separately scores nothing, only those in a triple or with a type
    do (scoring.copycats_scored)."""
    original = scoring.copycats_scored
    bend(scoring, "copycats_scored",
         lambda player: original(player) - sum(1 for cc in player["copycats"] if cc["cow"] is None))


@mutant("black-sheep-free", "KF-SCO-5", "KF-SCO-1", "KF-SCO-2", "KF-SCO-3", "KF-SCO-4")
def _black_sheep_free():
    """Black sheep cost nothing (scoring.black_sheep_cost)."""
    bend(scoring, "black_sheep_cost", lambda player, options: 0)


@mutant("tie-break-most-valuable-triple", "KF-SCO-7")
def _tie_break_most_valuable():
    """A tie on points goes to the player with the most valuable triple (scoring._rank_key)."""

    def _rank_key(row: dict, options: dict) -> tuple:
        if row["triples"]:
            key = -row["triples"][-1]
        else:
            key = float("inf") if options["tie_break_no_triple"] == "loses" else float("-inf")
        return (-row["total"], key)

    bend(scoring, "_rank_key", _rank_key)


@mutant("score-not-final", "KF-END-7")
def _score_not_final():
    """score() after the end of the game does not say it is final (scoring.is_final)."""
    bend(scoring, "is_final", lambda state: False)



@mutant("big-purse-counted-short", "KF-SCO-3", "KF-SCO-2", "KF-SCO-6",
        sections=("KF-SCO-*", "KF-END-*", "KF-TWO-*"),
        gap="no scenario scores a player holding 16 Kuhpons or more; differential testing "
            "finds it (tests/harness/test_differential.py)")
def _big_purse_counted_short():
    """A purse of 16 Kuhpons or more is counted 10 short in the score, as if it were kept
    in 15 slots (scoring._money): a late-game position that no scenario reaches."""
    original = scoring._money

    def money(player: dict, options: dict) -> int:
        held = original(player, options)
        return held - 10 if len(player["kuhpons"]) >= 16 else held

    bend(scoring, "_money", money)
