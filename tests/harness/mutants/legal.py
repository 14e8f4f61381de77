"""Mutants of legal() alone: act() still checks, so only the agreement of legal() and
act() can catch them (KF-AUC-4/5, KF-COP-2, KF-TRD-7)."""

from __future__ import annotations

from collections.abc import Callable

from kuhspec.festival import engine

from . import bend, mutant


def _bend_legal(change: Callable[[dict, list[dict]], list[dict]]) -> None:
    """Bend engine.legal: `change(state, templates)` gives the templates it answers."""
    original = engine.legal
    bend(engine, "legal", lambda state, seat: change(state, original(state, seat)))


def _drop(drop: Callable[[dict, dict], bool]) -> None:
    _bend_legal(lambda state, templates: [t for t in templates if not drop(state, t)])


@mutant("legal-min-bid-10", "KF-AUC-4", "KF-AUC-3", "KF-AUC-5")
def _legal_min_bid_10():
    """legal() offers bids from 10 whatever the highest bid."""
    _bend_legal(lambda state, templates: [dict(t, min=10) if t["type"] == "bid" else t
                                          for t in templates])


@mutant("legal-omits-separate-copycat", "KF-COP-2")
def _legal_omits_separate_copycat():
    """legal() in step copycat leaves out placing the Copycat separately."""
    _drop(lambda state, t: t["type"] == "place_copycat" and t["cow"] is None
          and len(state["players"][t["player"]]["display"]) > 0)


@mutant("legal-omits-counter", "KF-TRD-7", "KF-TRD-6", "KF-TRD-9")
def _legal_omits_counter():
    """legal() of the challenged player lists only accept, not counter."""
    _drop(lambda state, t: t["type"] == "counter")


@mutant("legal-omits-pass", "KF-AUC-5", "KF-AUC-3")
def _legal_omits_pass():
    """legal() in an auction lists bids only, never pass."""
    _drop(lambda state, t: t["type"] == "pass")
