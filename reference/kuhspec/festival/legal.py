"""Legal actions of one player, as templates (see docs/state-and-actions.md).

A template is an action with its free choices described instead of made:
`bid` carries `min` (and `max` under a cap; in the 2-player game also its `case`, one
template per case the lot offers); `trade`, `counter` and `reoffer` leave
`kuhpons` free (any set of the player's own money); `pay` lists concrete payments, one
per distinct set of values: under exact_or_least every payment the rule accepts, under
any_sufficient those without a superfluous card (any larger payment is accepted too).

Nothing here is a rule of its own: who may act is `turns.waits_for`, and every template
is built from the rule functions the verifiers use and checked with the action's `can_x`
(a template with free choices is checked with an empty choice of money), or with the
rules it is made of, each asked once where it is the same for many templates: what an
action asks of its actor, a lot's size and each card of the stack, each traded cow."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import combinations

from . import auction, award, copycats, trade, turns, views
from .cards import sorted_cards
from .money import payment_choices, rules
from .neutral import two_player


def legal(state: dict, seat: int, bids: bool = True) -> list[dict]:
    """The seat's legal templates; `bids=False` leaves out the bid templates of an auction
    (the random player, who mostly passes, asks for them only when it bids: play.choose)."""
    if not turns.waits_for(state, seat):
        return []
    return listing(state, seat, bids)


def listing(state: dict, seat: int, bids: bool = True) -> list[dict]:
    """legal() of a seat the game waits for (turns.waits_for, which legal() asks first: the
    random player, play.choose, has asked turns.waiting_for)."""
    step = state["phase"]["step"]
    if step == "turn":
        return list(turn_listing(state, seat))
    if step == "auction":
        return _auction(state, seat, bids)
    if step == "payment":
        return _payments(state, seat)
    if step == "copycat":
        return _placements(state, seat)
    return _plain(state, step, seat)


# (loops below, not comprehensions: a frame each, for a template or two)


def _payments(state: dict, seat: int) -> list[dict]:
    """The payments the payer may make (money.payment_choices)."""
    phase = state["phase"]
    choices = payment_choices(state["players"][seat]["kuhpons"], phase["amount"],
                              rules(state), award.payment_rule(state))
    out = []
    for choice in choices:
        out.append({"type": "pay", "player": seat, "kuhpons": choice})
    return out


def _placements(state: dict, seat: int) -> list[dict]:
    """can_place_copycat of each place, what it asks of the placer asked once."""
    head = state["phase"]["queue"][0]
    separately = {"type": "place_copycat", "player": seat, "copycat": head["card"], "cow": None}
    if copycats.refuse_placer(state, separately):
        return []
    player = state["players"][seat]
    out = []
    for cow in [None] + copycats.copycat_targets(state, seat):
        if not copycats.refuse_copycat_cow(player, cow):
            out.append(dict(separately, cow=cow))
    return out


#: the steps whose actions carry nothing but the actor, or money as their only free choice
_PLAIN = {"award": ("sell", "first_refusal"), "trade": ("accept", "counter"), "trade_again": ("reoffer",)}


def _plain(state: dict, step: str, seat: int) -> list[dict]:
    """The templates of the actions of a step that carry nothing but the actor, and of those
    whose only free choice is money, each checked with its can_x (_can)."""
    out = []
    for kind in _PLAIN.get(step, ()):
        template = {"type": kind, "player": seat}
        if _can(state, template):
            out.append(template)
    return out


_CAN = {"sell": award.can_sell, "first_refusal": award.can_first_refusal,
        "accept": trade.can_accept, "counter": trade.can_counter, "reoffer": trade.can_reoffer}


def _can(state: dict, template: dict) -> bool:
    """The action's can_x, its money chosen empty (counter, reoffer)."""
    action = dict(template, kuhpons=[]) if template["type"] in ("counter", "reoffer") else template
    return _CAN[template["type"]](state, action)


class Listing:
    """Templates listed in parts, each part its free choices (lots, cows) with how a
    template is made of one; a template is built when it is asked for. legal() lists them
    all; the random player (play.choose) asks how many there are and for the one it picks."""

    __slots__ = ("parts", "size")

    def __init__(self) -> None:
        self.parts: list[tuple[list, Callable[[object], dict]]] = []
        self.size = 0  # the templates of all parts

    def add(self, choices: list, make: Callable[[object], dict]) -> None:
        if choices:
            self.parts.append((choices, make))
            self.size += len(choices)

    def __len__(self) -> int:
        return self.size

    def __getitem__(self, i: int) -> dict:
        for choices, make in self.parts:
            if i < len(choices):
                return make(choices[i])
            i -= len(choices)
        raise IndexError(i)

    def __iter__(self) -> Iterator[dict]:
        for choices, make in self.parts:
            yield from map(make, choices)


def turn_listing(state: dict, seat: int) -> Listing:
    """The turn player's templates (legal() of step turn, for a seat it waits for): the
    lots to auction, a neutral lot, the cow trades. What each of these actions asks of its
    actor first, that the game waits for them (turns.refuse_actor), holds for the seat, so
    each part asks the rest of its rules."""
    out = Listing()
    _lots(state, seat, out)
    if two_player(state) and auction.refuse_neutral_pile(state) is None:  # can_auction_neutral
        out.add([{"type": "auction_neutral", "player": seat}], dict)
    _trades(state, seat, out)
    return out


def _trades(state: dict, seat: int, out: Listing) -> None:
    partners = turns.trade_partners(state, seat)  # in seat order
    if not partners:
        return
    # can_trade of each template with an empty offer: what it asks of the offer asked once,
    # of the partner once per partner, of the cows below. (The challenger is the turn player,
    # refuse_challenger, and has someone to challenge, refuse_unavailable: `partners`.)
    probe = {"type": "trade", "player": seat, "partner": next(iter(partners)), "kuhpons": []}
    if trade.refuse_offer(state, probe):
        return
    for partner, shared in partners.items():
        if trade.refuse_partner(state, dict(probe, partner=partner)):
            continue
        shared = sorted(shared)
        lots = list(map(list, combinations(shared, 1)))  # of 1 cow and of 2 (map: no frame)
        lots += map(list, combinations(shared, 2))
        # refuse_cows asks of each cow that it is no Copycat: asked of all the shared types at
        # once; that both sides own it (refuse_unowned): they do, the shared types are those
        # both own (own_types, as trade_owners gives them), which the partner was found by;
        # and of the lot its size and that its types differ, the same for every lot of a size
        # here (their types all differ): asked of a lot of 1 and one of 2 (the last lot, where
        # there are 2 types). Only where one refuses is each lot asked
        if trade.refuse_copycats(shared) or trade.refuse_cow_lot(lots[0]) or trade.refuse_cow_lot(lots[-1]):
            owners = trade.trade_owners(state, seat, partner)
            lots = [cows for cows in lots if not trade.refuse_cows(cows, owners)]
        out.add(lots, lambda cows, partner=partner: {"type": "trade", "player": seat, "partner": partner,
                                                     "cows": cows})


def _lots(state: dict, seat: int, out: Listing) -> None:
    """The auction templates: can_auction of each lot of the stack, what it asks of its
    actor asked once (the turn player: turn_listing)."""
    if auction.refuse_stack_empty(state, seat):
        return
    stack = sorted_cards(state["players"][seat]["stack"])
    held = frozenset(stack)  # refuse_lot asks of it what it would of the stack
    size = auction.lot_size(stack)
    lots = combinations(stack, size)
    # refuse_lot asks of a lot its size, the same for every lot here, and of each of its
    # cards that it lies in the stack: asked once, and of every card of the stack once, they
    # allow every lot; else each lot is asked
    if auction.refuse_lot_size(stack[:size], size) is None and auction.refuse_lot_cards(held, stack) is None:
        allowed = list(lots)
    else:
        allowed = [lot for lot in lots if not auction.refuse_lot(held, lot, size)]
    if views.sees_own_stack(state):
        out.add(allowed, lambda lot: {"type": "auction", "player": seat, "cards": list(lot)})
    elif allowed:
        # a blind stack (R-KF-STACK-LOOK): one template, the cards left to the draw
        out.add([{"type": "auction", "player": seat, "draw": size}], dict)


def _auction(state: dict, seat: int, bids: bool) -> list[dict]:
    out = []
    close = {"type": "close_auction", "player": seat}
    if not auction.refuse_close_auction(state, close):
        out.append(close)
    passing = {"type": "pass", "player": seat}
    if not auction.refuse_pass(state, passing):
        out.append(passing)
    return with_bids(state, seat, out) if bids else out


def with_bids(state: dict, seat: int, listed: list[dict]) -> list[dict]:
    """legal() of a seat the game waits for in an auction, from what it lists without the
    bids (`listed`: listing(state, seat, bids=False)): the bid templates go between
    close_auction and pass. (The random player, who asked for the listing without bids
    first, adds them when it bids: play.choose.)"""
    at = 1 if listed and listed[0]["type"] == "close_auction" else 0
    return listed[:at] + _bids(state, seat) + listed[at:]


def _bids(state: dict, seat: int) -> list[dict]:
    """The bid templates: can_bid of the least bid, case by case, what it asks of the bidder
    and of the amount asked once."""
    out = []
    least, cap = auction.least_next_bid(state), auction.bid_cap(state, seat)
    if not auction.refuse_bidder(state, seat) and not auction.refuse_amount(least, least, cap):
        for case in ("A", "B") if two_player(state) else (None,):  # the 2-player bid names its case
            template = {"type": "bid", "player": seat, "min": least}
            if case:
                template["case"] = case
            if not auction.refuse_bid_case(state, auction.bid_case(template)):
                if cap is not None:
                    template["max"] = cap - cap % auction.BID_STEP  # bids are multiples of the step
                out.append(template)
    return out
