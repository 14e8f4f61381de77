"""Mutants of Kuhno (kuhspec.kuhno): each bends one verifier, rule function or constant of
the engine, in the module that looks it up at call time. Every one runs only the Kuhno
scenarios of the sections of its clauses (--clause 'KN-PARTY-*' ...)."""

from __future__ import annotations

from kuhspec.kuhno import actions, deal, effects, engine, mistakes, placement, play, rounds, sounds, turns
from kuhspec.kuhno.cards import kind

from kuhspec.errors import Rejection

from . import bend, mutant, noop


@mutant("kuhno-party-does-not-reverse", "KN-PARTY-1")
def _party_does_not_reverse():
    """A party cow faces the way every cow faces, so nothing turns round (placement.faces_back)."""
    bend(placement, "faces_back", lambda state, seat, card: False)


@mutant("kuhno-last-party-reverses", "KN-CALL-2")
def _last_party_reverses():
    """A party cow as the last card still faces back: its function is not ignored
    (placement.faces_back)."""
    bend(placement, "faces_back", lambda state, seat, card: kind(state, card) == "party")


@mutant("kuhno-milk-one-too-many", "KN-MILK-1")
def _milk_one_too_many():
    """A milk cow makes one player more lose a turn than it has spots (effects.milk)."""
    original = effects.milk
    bend(effects, "milk", lambda state, seat, n, events: original(state, seat, n + 1, events))


@mutant("kuhno-cowpat-not-added-up", "KN-COWPAT-3")
def _cowpat_not_added_up():
    """A cowpat cow laid against a debt passes on only its own spots; the debt is dropped
    (effects.cowpat)."""
    def cowpat(state, seat, n, events):
        state["players"][seat]["owes"] = 0
        left = (seat + 1) % len(state["players"])
        state["players"][left]["owes"] += n
        events.append({"type": "owes", "player": left, "cards": state["players"][left]["owes"]})

    bend(effects, "cowpat", cowpat)


@mutant("kuhno-flower-first-allowed", "KN-FLOWER-3")
def _flower_first_allowed():
    """A flower cow may open the round (placement.faults no longer finds flower_first)."""
    original = placement.faults
    bend(placement, "faults", lambda *args: [f for f in original(*args) if f[0] != "flower_first"])


@mutant("kuhno-does-not-end-round", "KN-ROUND-1", "KN-CALL-2")
def _kuhno_does_not_end_round():
    """Placing the last card with "Kuhno" does not end the round: the turn passes on
    (play.end_round)."""
    bend(play, "end_round", lambda state, reason, events: play.finish_turn(state, events))


@mutant("kuhno-red-eyes-ignored", "KN-RED-1", "KN-RED-2")
def _red_eyes_ignored():
    """Kuhno's red eyes close no side (placement.closed_side)."""
    bend(placement, "closed_side", lambda state: None)


@mutant("kuhno-draw-at-will", "KN-DRAW-1")
def _draw_at_will():
    """A player may draw although a cow of the hand fits (turns.verify_draw without card_fits)."""
    original = turns.verify_draw

    def verify_draw(state, action):
        try:
            return original(state, action)
        except Rejection as rejection:
            if rejection.code != "card_fits":
                raise
            return {"count": 1, "reason": "stuck"}

    bend(turns, "verify_draw", verify_draw)


@mutant("kuhno-spots-as-printed", "KN-PLACE-3")
def _spots_as_printed():
    """The spots are always read as printed, whatever the spot_frame option
    (geometry.spot_directions as called by placement.spot_fits)."""
    original = placement.geometry.spot_directions

    def spot_directions(places, side, facing, frame):
        return original(places, side, facing, "printed")

    bend(placement.geometry, "spot_directions", spot_directions)


@mutant("kuhno-sound-may-repeat", "KN-PARTY-2")
def _sound_may_repeat():
    """A party cow may repeat a sound made this round; only moo, bssszzzz and kuhno are
    refused (sounds.is_new)."""
    bend(sounds, "is_new", lambda state, sound: bool(sounds.normal(sound))
         and sounds.normal(sound) not in sounds.RESERVED_NORMAL)


@mutant("kuhno-no-moo", "KN-CALL-1")
def _no_moo():
    """The next-to-last card needs no sound (sounds.due)."""
    original = sounds.due

    def due(state, seat, card):
        fixed, new = original(state, seat, card)
        return ([] if fixed != [sounds.KUHNO] else fixed), new

    bend(sounds, "due", due)


@mutant("kuhno-view-leaks-hand", "KN-SET-3")
def _view_leaks_hand():
    """view() shows every player's hand (engine.view)."""
    original = engine.view

    def view(state, seat):
        out = original(state, seat)
        for shown, player in zip(out["players"], state["players"]):
            shown["hand"] = list(player["hand"])
        return out

    bend(engine, "view", view)


@mutant("kuhno-view-keeps-seed", "KN-SET-3")
def _view_keeps_seed():
    """view() keeps the game's seed, with which the viewer deals every hand again (engine.view)."""
    original = engine.view

    def view(state, seat):
        return {**original(state, seat), "seed": state["seed"]}

    bend(engine, "view", view)


@mutant("kuhno-view-hides-backs", "KN-SET-3")
def _view_hides_backs():
    """view() shows the others' hands as their size with no backs, though the backs are
    public (engine.view)."""
    original = engine.view

    def view(state, seat):
        out = original(state, seat)
        for shown in out["players"]:
            if "backs" in shown:
                shown["backs"] = []
        return out

    bend(engine, "view", view)


@mutant("kuhno-caught-card-stays", "KN-BSS-3")
def _caught_card_stays():
    """A caught mistake is not undone: the card stays on the table, only the card is drawn
    (mistakes.restore)."""
    bend(mistakes, "restore", noop)


@mutant("kuhno-six-card-hands", "KN-SET-1")
def _six_card_hands():
    """Each player is dealt 6 cards, not 7 (deal.HAND_SIZE)."""
    bend(deal, "HAND_SIZE", 6)


@mutant("kuhno-dung-points-count-cards", "KN-ROUND-3")
def _dung_points_count_cards():
    """Dung points count the cards left in the hand, not their spots (rounds.spots)."""
    bend(rounds, "spots", lambda state, card: 1)


@mutant("kuhno-empty-pile-plays-on", "KN-ROUND-2")
def _empty_pile_plays_on():
    """Drawing the last card of the pile does not end the round (turns.end_round)."""
    bend(turns, "end_round", noop)


@mutant("kuhno-tie-one-winner", "KN-END-2")
def _tie_one_winner():
    """Of the players tied for the fewest dung points only the first seat wins (rounds.winners)."""
    original = rounds.winners
    bend(rounds, "winners", lambda state: original(state)[:1])


@mutant("kuhno-refused-player-takes-the-turn", "KN-TURN-1")
def _refused_player_takes_the_turn():
    """A play refused because it is not the player's turn still hands them the turn: the
    rejection is right, but the rejected action changes the state (actions.verify)."""
    original = actions.verify

    def verify(state, action, built=False):
        try:
            return original(state, action, built)
        except Rejection as rejection:
            if rejection.code == "not_your_turn" and isinstance(action, dict) and action.get("type") == "play":
                state["turn"] = action["player"]
            raise

    bend(actions, "verify", verify)
