"""Mutants of what a player may see (KF-SET-5, KF-TRD-12)."""

from __future__ import annotations

from kuhspec.festival import views
from kuhspec.festival.cards import sorted_cards

from . import bend, mutant


@mutant("view-leaks-kuhpons", "KF-SET-5")
def _view_leaks_kuhpons():
    """view() lists another player's whole money hand under `turned`, not just turned cows
    (views.hidden_money)."""
    bend(views, "hidden_money", lambda cards: {"count": len(cards), "turned": sorted_cards(cards)})


@mutant("view-leaks-stack", "KF-SET-5")
def _view_leaks_stack():
    """view() sends another player's stack cards along with its count (views.hidden_stack)."""
    bend(views, "hidden_stack", lambda cards: {"count": len(cards), "cards": sorted_cards(cards)})


@mutant("offer-shown-to-others", "KF-TRD-12", "KF-TRD-5")
def _offer_shown_to_others():
    """A third player's view shows the cards of the face-down offer (views.sees_offer)."""
    bend(views, "sees_offer", lambda phase, seat: seat != phase["partner"])


@mutant("offer-shown-to-partner", "KF-TRD-12", "KF-TRD-5")
def _offer_shown_to_partner():
    """The partner's view shows the cards of the face-down offer before it is handed over
    (views.sees_offer)."""
    bend(views, "sees_offer", lambda phase, seat: seat in (phase["challenger"], phase["partner"]))


@mutant("blind-stack-seen-by-owner", "KF-SET-5")
def _blind_stack_seen_by_owner():
    """Under stack_look: blind the owner still sees their stack (views.sees_own_stack)."""
    bend(views, "sees_own_stack", lambda state: True)


@mutant("hidden-offer-count-shown", "KF-TRD-12", "KF-TRD-5")
def _hidden_offer_count_shown():
    """Under offer_count: hidden the number of offered cards is shown anyway
    (views.hidden_offer)."""
    bend(views, "hidden_offer", lambda cards, state: {"count": len(cards)})
