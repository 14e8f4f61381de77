"""Mutants of the setup, the turn order, acting and the end of the game (KF-SET-2/6,
KF-TURN-*, KF-END-*, KF-CON-3)."""

from __future__ import annotations

import random

from kuhspec.festival import engine, position, setup, turns
from kuhspec.festival.cards import COPYCAT_IDS, COW_IDS, is_copycat, is_cow, sorted_cards

from . import bend, mutant


@mutant("three-players-four-copycats", "KF-SET-2")
def _three_players_four_copycats():
    """A 3-player game keeps all 4 Copycats: a cow goes to the box instead, 13 cards each
    (setup.new_game, which has no constant for the boxed Copycat to bend)."""
    original = setup.new_game

    def new_game(setup_: dict) -> dict:
        state = original(setup_)
        if len(state["players"]) != 3 or "deal" in setup_:
            return state
        deck = list(COW_IDS + COPYCAT_IDS)
        random.Random(setup_.get("seed", 0)).shuffle(deck)
        boxed = [c for c in deck if not is_copycat(c)][-1]   # the last cow, not a Copycat
        deck.remove(boxed)
        for i, player in enumerate(state["players"]):
            player["stack"] = sorted_cards(deck[i * 13:(i + 1) * 13])
        state["box"] = sorted_cards([c for c in state["box"] if not (is_cow(c) or is_copycat(c))]
                                    + [boxed])
        return state

    bend(setup, "new_game", new_game)


@mutant("first-player-ignored", "KF-SET-6")
def _first_player_ignored():
    """The setup's `first` is ignored: seat 0 always starts (setup.new_game)."""
    original = setup.new_game
    bend(setup, "new_game", lambda setup_: dict(original(setup_), turn=0))


@mutant("anticlockwise", "KF-TURN-2", "KF-TURN-1", "KF-TURN-3", "KF-TURN-4")
def _anticlockwise():
    """Play passes anticlockwise: to the next lower seat (turns.next_seat)."""
    bend(turns, "next_seat", lambda state, seat: (seat - 1) % len(state["players"]))


@mutant("anyone-may-take-the-turn", "KF-TURN-3", "KF-TURN-1")
def _anyone_may_take_the_turn():
    """In step turn the game waits for every player still in, not just the turn player
    (turns.waits_for)."""
    original = turns.waits_for

    def waits_for(state: dict, seat: int) -> bool:
        if state["phase"]["step"] == "turn":
            return not state["players"][seat]["out"]
        return original(state, seat)

    bend(turns, "waits_for", waits_for)


@mutant("extra-fields-accepted", "KF-TURN-5")
def _extra_fields_accepted():
    """An action with fields its type does not have is accepted, the extra fields ignored
    (engine.check_form)."""
    original = engine.check_form

    def check_form(action: object) -> None:
        if isinstance(action, dict) and action.get("type") in engine.HANDLERS:
            known = engine._action_schema(action["type"])["properties"]
            action = {k: v for k, v in action.items() if k in known}
        original(action)

    bend(engine, "check_form", check_form)


@mutant("load-accepts-duplicate-card", "KF-CON-3")
def _load_accepts_duplicate_card():
    """load() accepts a position in which a card lies in two places: the card check sees
    each card once (position._places)."""
    original = position._places

    def _places(state: dict):
        seen: set[str] = set()
        for card, path, zone in original(state):
            if card not in seen:
                seen.add(card)
                yield card, path, zone

    bend(position, "_places", _places)


@mutant("drops-out-at-once", "KF-END-3", "KF-END-2", "KF-END-4", "KF-END-5", "KF-END-6")
def _drops_out_at_once():
    """A player drops out the moment stack and display are empty, not when their turn
    comes: turns.drops_out is applied after every action (engine.apply)."""
    original = engine.apply

    def apply(state: dict, action: object) -> list:
        events = original(state, action)
        if state["phase"]["step"] != "over":
            for seat, player in enumerate(state["players"]):
                if not player["out"] and not player["stack"] and turns.drops_out(state, seat):
                    player["out"] = True
                    events.append({"type": "dropped_out", "player": seat})
        return events

    bend(engine, "apply", apply)


@mutant("forced-trade-drops-out", "KF-END-5", "KF-END-2", "KF-END-3", "KF-END-6")
def _forced_trade_drops_out():
    """A player who must trade but has no partner drops out instead of being skipped
    (turns.drops_out)."""
    bend(turns, "drops_out", lambda state, seat: True)


@mutant("stall-counts-dropped-out", "KF-END-6", "KF-END-3")
def _stall_counts_dropped_out():
    """The game ends for want of turns only after as many skips as seats, dropped out or
    not (turns.stalled)."""
    bend(turns, "stalled", lambda state: state["idle_turns"] >= len(state["players"]))


@mutant("actions-after-game-over", "KF-END-7")
def _actions_after_game_over():
    """After the end an action is refused as a wrong step, not with game_over
    (engine.verify_game_on)."""
    bend(engine, "verify_game_on", lambda state: None)


@mutant("stuck-position-loaded", "KF-TURN-6")
def _stuck_position_loaded():
    """load accepts a position whose turn player can neither auction nor trade
    (position._check_can_move)."""
    bend(position, "_check_can_move", lambda state: None)
