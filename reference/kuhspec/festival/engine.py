"""The game: verify an action in full, then apply it in place.

Every handler first runs its action's verifier (`verify_x`, see auction.py, award.py,
trade.py and copycats.py), which raises the Rejection before anything changes; only then does it change
the state. So a rejected action leaves the state exactly as it was without a copy. Set
KUHSPEC_CHECK_REJECTIONS=1 (or `engine.CHECK_REJECTIONS = True`) to have act() keep a copy
and assert that every rejected action changed nothing."""

from __future__ import annotations

import functools
import json
import os
from collections import Counter

from kuhspec.errors import check_seat, json_path

from . import auction, award, copycats, position, setup, trade, turns
from .cards import is_card
from .context import Ctx
from .errors import Rejection
from .legal import legal
from .neutral import two_player
from .scoring import breakdown
from .turns import finish_turn
from .views import view

#: the checked debug mode: a rejected action must leave the state unchanged
CHECK_REJECTIONS = os.environ.get("KUHSPEC_CHECK_REJECTIONS", "") not in ("", "0")

# action type -> (steps it belongs to, handler). Each handler verifies its action in full
# (the actor too: turns.waits_for) before it changes anything.
HANDLERS = {
    "auction": (("turn",), auction.start),
    "auction_neutral": (("turn",), auction.start_neutral),
    "trade": (("turn",), trade.offer),
    "bid": (("auction",), auction.bid),
    "pass": (("auction",), auction.pass_),
    "close_auction": (("auction",), auction.call_close),
    "sell": (("award",), award.sell),
    "first_refusal": (("award",), award.first_refusal),
    "pay": (("payment",), award.pay),
    "accept": (("trade",), trade.accept),
    "counter": (("trade",), trade.counter),
    "reoffer": (("trade_again",), trade.reoffer),
    "place_copycat": (("copycat",), copycats.place),
}


class Game:
    def __init__(self, state: dict):
        self._state = position.load(state)

    @classmethod
    def new(cls, setup_: dict) -> "Game":
        """A game as `setup.new_game` deals it. The engine built that state itself, so it is
        not validated again as a loaded position would be (only in the checked mode)."""
        state = setup.new_game(setup_)
        if CHECK_REJECTIONS:
            return cls(state)
        game = cls.__new__(cls)
        game._state = state
        return game

    @property
    def state(self) -> dict:
        return _copy(self._state)

    @property
    def position(self) -> dict:
        """The canonical state itself, not a copy: for a caller that only reads it, and
        before the next action (kuhspec.reference_impl copies it, or encodes it at once)."""
        return self._state

    def act(self, action: object) -> dict:
        """{"events": [...]} or {"rejection": {code, clause, message}}."""
        before = _copy(self._state) if CHECK_REJECTIONS else None
        try:
            events = apply(self._state, action)
        except Rejection as rejection:
            if before is not None and before != self._state:
                raise AssertionError(f"the rejected action {action!r} ({rejection.code}) "
                                     "changed the state") from rejection
            return {"rejection": rejection.as_json()}
        return {"events": events}

    def act_built(self, action: dict) -> dict:
        """act() for an action a driver built from this game's legal() templates (filling in
        their free choices with the cards, money and amounts the templates offer, as
        `kuhspec play` does): its form is known to be good, so the action schema is not
        checked again. Every rule is verified as in act(); the checked mode checks the form too."""
        if CHECK_REJECTIONS:
            return self.act(action)
        try:
            return {"events": apply(self._state, action, built=True)}
        except Rejection as rejection:
            return {"rejection": rejection.as_json()}

    def waiting_for(self) -> list[int]:
        """The seats the game waits for (turns.waiting_for): only they have legal actions."""
        return list(turns.waiting_for(self._state))

    def view(self, seat: int) -> dict:
        check_seat(seat, len(self._state["players"]))
        return view(self._state, seat)

    def legal(self, seat: int) -> list[dict]:
        state = self._state
        if seat.__class__ is not int or not 0 <= seat < len(state["players"]):  # else a seat
            check_seat(seat, len(state["players"]))
        return legal(state, seat)

    def score(self) -> dict:
        return breakdown(self._state)


def _copy(state: dict) -> dict:
    """A deep copy of plain JSON data (several times faster than copy.deepcopy)."""
    return json.loads(json.dumps(state))


def _action_schema(kind: str) -> dict:
    """The schema of one action type (spec/kuhhandel-festival/schemas/action.schema.json),
    with the $defs its references need."""
    from kuhspec.catalogue import catalogue

    from .errors import GAME

    schema = catalogue().game(GAME).schema("action")
    return dict(schema["$defs"][kind], **{"$defs": schema["$defs"]})


@functools.lru_cache(maxsize=1)
def _action_forms() -> dict:
    """Per action type, its schema read strictly (kuhspec.schemafast.Strict: 0.0 is no seat,
    20.0 no amount), its check compiled once."""
    from kuhspec.schemafast import Strict

    return {kind: Strict(_action_schema(kind)) for kind in HANDLERS}


def check_form(action: object) -> None:
    """The action must have the form the action schema gives it (KF-TURN-5)."""
    kind = action.get("type") if isinstance(action, dict) else None
    if not isinstance(kind, str) or kind not in HANDLERS:
        known = ", ".join(sorted(HANDLERS))
        raise Rejection("malformed_action", f"an action is an object whose type is one of: {known}")
    err = _action_forms()[kind].error(action)
    if err is not None:
        raise Rejection("malformed_action", f"{json_path(err.absolute_path)}: {err.message}")
    named = list(action.get("cards", [])) + list(action.get("kuhpons", []))
    if "copycat" in action:
        named.append(action["copycat"])
    for card in named:
        if not is_card(card):
            raise Rejection("unknown_card", f"{card!r} is no card of this game")
    for key in ("cards", "kuhpons"):
        twice = [c for c, n in Counter(action.get(key, [])).items() if n > 1]
        if twice:
            raise Rejection("duplicate_card", f"{twice[0]} is named twice in `{key}`")


def check_variant_form(state: dict, action: dict) -> None:
    """The 2-player action and bid field are malformed in a standard game, and a 2-player
    bid names its case (KF-TURN-5, KF-TWO-10)."""
    two = two_player(state)
    if not two and (action["type"] == "auction_neutral" or "case" in action):
        raise Rejection("malformed_action", f"{action['type']} with these fields belongs to the two-player "
                                            "variant only")
    if two and action["type"] == "bid" and "case" not in action:
        raise Rejection("malformed_action", 'a two-player bid says its case: "A" to take the lot, '
                                            '"B" not to take it')


def verify_game_on(state: dict) -> None:
    """Nothing is played once the game is over (KF-END-7)."""
    if state["phase"]["step"] == "over":
        raise Rejection("game_over", "the game has ended")


def apply(state: dict, action: object, built: bool = False) -> list[dict]:
    """Verify `action` (R-KF-REJECTION-ORDER: form, seat, game over, step, dropped out, then
    the action's own verifier in its handler), then apply it to `state` in place. `built`:
    the action was filled in from a legal() template, so its form is known (Game.act_built)."""
    if not built:  # a built action has the form of the variant's legal() templates
        check_form(action)
        check_variant_form(state, action)
    seat = action["player"]
    if not isinstance(seat, int) or not 0 <= seat < len(state["players"]):  # 0.0 is no seat
        raise Rejection("malformed_action", f"there is no seat {seat} in this game")
    verify_game_on(state)
    step = state["phase"]["step"]
    steps, handler = HANDLERS[action["type"]]
    if step not in steps:
        raise Rejection("wrong_step", f"{action['type']} does not belong to the {step} step")
    turns.verify_in_game(state, action)
    ctx = Ctx()
    handler(state, action, ctx)
    if step == "copycat" and state["phase"]["step"] == "copycat":
        state["phase"]["queue"] = ctx.queue
        if not ctx.queue:
            finish_turn(state, ctx)
    return ctx[:]  # the events, a plain list
