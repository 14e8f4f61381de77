"""Mutants of triples and the turning of the remaining cards (KF-TRI-*, KF-END-4)."""

from __future__ import annotations

from kuhspec.festival import money, triples
from kuhspec.festival.cards import is_cow

from . import bend, mutant, noop


@mutant("black-sheep-not-turned", "KF-TRI-3", "KF-TRI-1", "KF-TRI-4", "KF-TRI-5")
def _black_sheep_not_turned():
    """The remaining cow of a completed type in a display stays a cow, no black sheep
    (triples.turn_display_cows)."""
    bend(triples, "turn_display_cows", noop)


@mutant("stack-cow-not-turned", "KF-TRI-4", "KF-TRI-1", "KF-TRI-3", "KF-TRI-5")
def _stack_cow_not_turned():
    """The remaining cow of a completed type in a stack stays there, not turned into money
    (triples.turn_stack_cows)."""
    bend(triples, "turn_stack_cows", noop)


@mutant("own-remaining-not-turned", "KF-TRI-5", "KF-TRI-1", "KF-TRI-3", "KF-TRI-4")
def _own_remaining_not_turned():
    """The triple's owner keeps their own remaining cows of the type, only others' turn
    (triples.turns_cards_of)."""
    bend(triples, "turns_cards_of", lambda state, seat, former: seat != former)


@mutant("turned-cow-worth-nothing", "KF-TRI-4")
def _turned_cow_worth_nothing():
    """A cow turned into money is worth 0, not its coloured amount (money.card_values)."""
    original = money.card_values
    bend(money, "card_values", lambda cards, options: [0 if is_cow(card) else value
                                                       for card, value in zip(cards, original(cards, options))])


@mutant("game-goes-on-after-ninth-triple", "KF-END-4", "KF-END-7")
def _game_goes_on():
    """The game does not end when the ninth triple forms, only when nobody can act
    (triples.TRIPLES_IN_GAME)."""
    bend(triples, "TRIPLES_IN_GAME", triples.TRIPLES_IN_GAME + 1)
