"""Legal actions of one player, as templates (see docs/state-and-actions.md).

A template is an action with its free choices described instead of made:
`bid` carries `min` (and `max` under a cap); `trade`, `counter` and `reoffer` leave
`kuhpons` free (any set of the player's own money); `pay` lists concrete payments, one
per distinct set of values: under exact_or_least every payment the rule accepts, under
any_sufficient those without a superfluous card (any larger payment is accepted too)."""

from __future__ import annotations

from itertools import combinations

from .cards import sorted_cards
from .money import payment_choices, total
from .turns import trade_partners


def legal(state: dict, seat: int) -> list[dict]:
    phase, player = state["phase"], state["players"][seat]
    step = phase["step"]
    if step == "over" or player["out"]:
        return []
    if step == "turn":
        if seat != state["turn"]:
            return []
        stack = sorted_cards(player["stack"])
        out = [{"type": "auction", "player": seat, "cards": list(lot)}
               for lot in combinations(stack, min(2, len(stack)))] if stack else []
        for partner, shared in sorted(trade_partners(state, seat).items()):
            shared = sorted(shared)
            lots = [[c] for c in shared] + [list(p) for p in combinations(shared, 2)]
            out += [{"type": "trade", "player": seat, "partner": partner, "cows": cows}
                    for cows in lots]
        return out
    if step == "auction":
        return _auction(state, seat)
    if step == "award":
        if seat != phase["auctioneer"]:
            return []
        out = [{"type": "sell", "player": seat}]
        if total(player["kuhpons"], state["options"]) >= phase["high_bid"]["amount"]:
            out.append({"type": "first_refusal", "player": seat})
        return out
    if step == "payment":
        if seat != phase["payer"]:
            return []
        choices = payment_choices(player["kuhpons"], phase["amount"], state["options"])
        return [{"type": "pay", "player": seat, "kuhpons": c} for c in choices]
    if step == "trade":
        if seat != phase["partner"]:
            return []
        return [{"type": "accept", "player": seat}, {"type": "counter", "player": seat}]
    if step == "trade_again":
        return [{"type": "reoffer", "player": seat}] if seat == phase["challenger"] else []
    if step == "copycat":
        head = phase["queue"][0]
        if seat != head["player"]:
            return []
        types = sorted({int(c.split("-")[1]) for c in player["display"]}
                       - {cc["cow"] for cc in player["copycats"]})
        return [{"type": "place_copycat", "player": seat, "copycat": head["card"], "cow": t}
                for t in [None] + types]
    return []


def _auction(state: dict, seat: int) -> list[dict]:
    phase = state["phase"]
    out = []
    if seat == phase["auctioneer"]:
        if state["options"]["auction_close"] == "auctioneer_calls":
            out.append({"type": "close_auction", "player": seat})
        return out
    least = phase["high_bid"]["amount"] + 10 if phase["high_bid"] else 10
    cap = phase["caps"].get(str(seat))
    if cap is not None:
        cap -= cap % 10  # bids are multiples of 10 (R-KF-BIDDING)
    if cap is None or cap >= least:
        template = {"type": "bid", "player": seat, "min": least}
        if cap is not None:
            template["max"] = cap
        out.append(template)
    if not (phase["high_bid"] and phase["high_bid"]["player"] == seat):
        out.append({"type": "pass", "player": seat})
    return out
