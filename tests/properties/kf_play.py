"""Random legal play for the property tests: setups (2 to 5 players: 2 play the two-player
variant), a chooser over `Game.legal` templates, a game walker, a matcher "is this action
one of the legal ones", and a strategy for actions that are legal, nearly legal or plain
garbage."""

from __future__ import annotations

import random
from dataclasses import dataclass

from hypothesis import strategies as st

from kuhspec.festival.engine import Game
from kf_model import ALL_IDS, COPYCAT_IDS, COW_IDS, COW_TYPES, fixture_table, spec, value

NAMES = ["Anne", "Benno", "Claudi", "Doris", "Emil"]
MAX_ACTIONS = 4000
ACTION_TYPES = ("auction", "auction_neutral", "bid", "pass", "close_auction", "sell", "first_refusal",
                "pay", "trade", "accept", "counter", "reoffer", "place_copycat")
TWO_PLAYER = "two-player"


def variant_of(players: int) -> str:
    return TWO_PLAYER if players == 2 else "standard"

# --- setups -------------------------------------------------------------------------

amounts = st.one_of(st.sampled_from([0, 10, 20, 50, 100, 200, 300, 500]), st.integers(0, 600))
tables = st.dictionaries(st.sampled_from(COW_IDS), amounts, max_size=36).map(lambda t: {"table": t})


@st.composite
def options(draw, variant: str = "standard") -> dict:
    """Random ruling options of the rulings that apply to the variant."""
    out = {key: draw(st.sampled_from(values)) for key, values in spec().option_choices(variant).items()
           if key != "coloured_amount"}
    # deck_table: the bare name (the shipped table), a random {"table": ...}, or the shipped
    # table spelled out (stated needs every amount in the setup: not drawn here).
    out["coloured_amount"] = draw(st.one_of(st.sampled_from(["deck_table"]), tables,
                                            st.builds(lambda: {"table": fixture_table()})))
    return out


@st.composite
def setups(draw, counts=(2, 3, 4, 5)) -> dict:
    n = draw(st.sampled_from(counts))
    options_ = draw(options(variant_of(n)))
    for key in draw(st.sets(st.sampled_from(sorted(options_)))):
        del options_[key]   # left out: the edition's default (R-KF-STACK-LOOK differs in nl)
    return {"players": NAMES[:n], "seed": draw(st.integers(0, 2**32 - 1)),
            "first": draw(st.integers(0, n - 1)), "options": options_,
            "edition": draw(st.sampled_from(["en", "nl"]))}


# --- choosing legal actions ---------------------------------------------------------

def templates(game: Game) -> list[dict]:
    n = len(game.state["players"])
    return [t for seat in range(n) for t in game.legal(seat)]


def fill(template: dict, state: dict, rng: random.Random) -> dict:
    """A concrete action for a legal template: its free choices made at random."""
    action = {k: v for k, v in template.items() if k not in ("min", "max")}
    kind_ = action["type"]
    hand = state["players"][action["player"]]["kuhpons"]
    options = state["options"]
    if kind_ == "auction" and "draw" in template:
        # a blind stack (R-KF-STACK-LOOK): chance draws the cards
        action.pop("draw")
        action["cards"] = rng.sample(sorted(state["players"][action["player"]]["stack"]), template["draw"])
    elif kind_ == "bid":
        amount = template["min"] + 10 * rng.choice([0, 0, 0, 1, 2, 5, 10])
        if "max" in template:
            amount = min(amount, template["max"] - template["max"] % 10)  # bids are x10
        action["amount"] = amount
    elif kind_ in ("trade", "counter", "reoffer"):
        p = rng.choice([0.0, 0.2, 0.35, 0.6, 1.0])
        action["kuhpons"] = [c for c in hand if rng.random() < p]
    elif kind_ == "pay":
        # The template names one acceptable set of values; any copies of those values do.
        pool = {}
        for card in hand:
            pool.setdefault(value(card, options), []).append(card)
        chosen = []
        for card in template["kuhpons"]:
            same = [c for c in pool[value(card, options)] if c not in chosen]
            chosen.append(rng.choice(same))
        rng.shuffle(chosen)
        action["kuhpons"] = chosen
    return action


def pick(game: Game, state: dict, rng: random.Random) -> dict:
    """A random legal action for whoever may act now (bidders pass more than they bid)."""
    options = templates(game)
    if state["phase"]["step"] == "auction":
        quiet = [t for t in options if t["type"] != "bid"]
        if quiet and rng.random() < 0.7:
            options = quiet
    return fill(rng.choice(options), state, rng)


@dataclass
class Step:
    index: int
    before: dict
    action: dict
    events: list
    after: dict


def walk(game: Game, rng: random.Random, max_actions: int = MAX_ACTIONS):
    """Play random legal actions until the game is over, or until `max_actions` actions
    were played (the game is then "aborted": a limit of the test driver, not a rule; trades
    can cycle for ever, R-KF-END-STALL); yield every Step. A legal action that is rejected
    fails the test right here."""
    state = game.state
    for index in range(max_actions):
        if state["phase"]["step"] == "over":
            return
        action = pick(game, state, rng)
        result = game.act(action)
        assert "events" in result, f"legal action rejected: {action} -> {result}"
        after = game.state
        yield Step(index, state, action, result["events"], after)
        state = after


def new_game(setup: dict) -> tuple[Game, random.Random]:
    return Game.new(setup), random.Random(setup["seed"] * 7 + 1)


# --- is an action legal? --------------------------------------------------------------

def _is_int(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _distinct_owned(cards, hand) -> bool:
    return (isinstance(cards, list) and all(isinstance(c, str) for c in cards)
            and len(set(cards)) == len(cards) and all(c in hand for c in cards))


# The fields of each action type (docs/state-and-actions.md); no others are allowed.
FIELDS = {"auction": {"cards"}, "bid": {"amount"}, "pay": {"kuhpons"},
          "trade": {"partner", "cows", "kuhpons"}, "counter": {"kuhpons"}, "reoffer": {"kuhpons"},
          "place_copycat": {"copycat", "cow"}}


def matches(action, template: dict, state: dict) -> bool:
    """Does `action` fill in `template`, with exactly the fields of its type?"""
    if not isinstance(action, dict) or action.get("type") != template["type"]:
        return False
    fields = {"type", "player"} | FIELDS.get(template["type"], set()) | ({"case"} & set(template))
    if set(action) != fields:
        return False  # a 2-player bid names its case; a standard one has none
    if not _is_int(action.get("player")) or action["player"] != template["player"]:
        return False
    kind_ = template["type"]
    hand = state["players"][template["player"]]["kuhpons"]
    options = state["options"]
    if kind_ == "auction":
        cards = action.get("cards")
        if not (isinstance(cards, list) and all(isinstance(c, str) for c in cards)
                and len(set(cards)) == len(cards)):
            return False
        if "draw" in template:  # a blind stack: any cards of it, as many as the draw
            stack = state["players"][template["player"]]["stack"]
            return len(cards) == template["draw"] and all(c in stack for c in cards)
        return sorted(cards) == sorted(template["cards"])
    if kind_ == "bid":
        amount = action.get("amount")
        return (_is_int(amount) and amount % 10 == 0 and amount >= template["min"]
                and amount <= template.get("max", amount) and action.get("case") == template.get("case"))
    if kind_ in ("counter", "reoffer"):
        return _distinct_owned(action.get("kuhpons"), hand)
    if kind_ == "trade":
        cows = action.get("cows")
        return (_is_int(action.get("partner")) and action["partner"] == template["partner"]
                and isinstance(cows, list) and all(_is_int(c) for c in cows)
                and len(cows) == len(template["cows"]) and sorted(cows) == sorted(template["cows"])
                and _distinct_owned(action.get("kuhpons"), hand))
    if kind_ == "pay":
        cards = action.get("kuhpons")
        if not _distinct_owned(cards, hand):
            return False
        if options["payment"] == "any_sufficient":
            # legal() lists only payments without a superfluous card; any sufficient one goes.
            return sum(value(c, options) for c in cards) >= state["phase"]["amount"]
        return sorted(value(c, options) for c in cards) == sorted(value(c, options) for c in template["kuhpons"])
    if kind_ == "place_copycat":
        cow = action["cow"]
        return (action.get("copycat") == template["copycat"]
                and (cow is None or _is_int(cow)) and cow == template["cow"])
    return True  # pass, close_auction, sell, first_refusal, accept: type and player only


def is_legal(action, legal_templates: list[dict], state: dict) -> bool:
    return any(matches(action, t, state) for t in legal_templates)


# --- actions: legal, nearly legal, garbage ------------------------------------------------

def _not_integral(x: float) -> bool:
    return x != int(x)


hashable_junk = st.one_of(st.none(), st.booleans(), st.text(max_size=4),
                         st.floats(-1e3, 1e3, allow_nan=False).filter(_not_integral))
junk = st.one_of(hashable_junk, st.lists(st.integers(0, 3), max_size=2), st.just({"x": 1}))
unknown_ids = st.sampled_from(["cow-11-1", "cow-10-5", "kp-5-1", "kp-0-11", "kp-200-6",
                               "copycat-5", "copycat", "", "KP-10-1", "cow-10-01"])


def action_strategy(state: dict, legal_templates: list[dict]):
    """Actions of every sort for `state`: filled legal templates (sometimes mutated),
    well-formed actions with random values (legal or not), and malformed ones."""
    n = len(state["players"])
    mine = [c for p in state["players"] for z in ("stack", "kuhpons") for c in p[z]]
    card = st.one_of(st.sampled_from(mine or list(ALL_IDS)), st.sampled_from(mine or list(ALL_IDS)),
                     st.sampled_from(ALL_IDS), unknown_ids)
    seat = st.one_of(st.integers(0, n - 1), st.integers(0, n - 1), st.integers(0, 4))
    # Values the action schema accepts (the rules may still refuse them) ...
    good = {
        "cards": st.lists(card, max_size=3),
        "kuhpons": st.lists(card, max_size=6),
        "amount": st.one_of(st.integers(-2, 70).map(lambda k: 10 * k), st.integers(-20, 700)),
        "partner": seat,
        "cows": st.lists(st.one_of(st.sampled_from(COW_TYPES), st.sampled_from(["copycat", "copycat-1"])),
                         max_size=3),
        "copycat": st.one_of(st.sampled_from(COPYCAT_IDS), unknown_ids),
        "cow": st.one_of(st.none(), st.sampled_from(COW_TYPES), st.sampled_from([0, 200])),
        "case": st.sampled_from(["A", "B"]),
    }
    # ... and values it refuses.
    bad_seat = st.one_of(st.sampled_from([-1, 5, 7]), junk)
    bad = {"cards": junk, "kuhpons": junk, "amount": junk, "partner": bad_seat,
           "cows": st.one_of(junk, st.lists(st.one_of(st.sampled_from([0, 5, "cow-10-1"]), junk),
                                            min_size=1, max_size=2)),
           "copycat": st.one_of(st.none(), st.integers(1, 4)), "cow": st.one_of(st.text(max_size=2), st.just(True)),
           "case": st.one_of(st.sampled_from(["a", "C", ""]), junk)}
    fields = {k: st.one_of(v, v, v, bad[k]) for k, v in good.items()}
    kind_ = st.one_of(st.sampled_from(ACTION_TYPES), st.sampled_from(ACTION_TYPES), st.just("Pass"),
                      junk)
    wild = st.fixed_dictionaries({}, optional={"type": kind_, "player": st.one_of(seat, bad_seat), **fields})
    shaped = st.sampled_from(ACTION_TYPES).flatmap(lambda t: st.fixed_dictionaries(
        {"type": st.just(t), "player": seat, **{k: good[k] for k in FIELDS.get(t, ())}},
        optional={"case": good["case"]} if t == "bid" else {}))
    garbage = st.one_of(junk, st.lists(st.sampled_from(ACTION_TYPES), max_size=2))
    choices = [shaped, shaped, shaped, wild, garbage]
    if legal_templates:
        choices = [_near_legal(state, legal_templates, fields, st.one_of(seat, bad_seat))] * 4 + choices
    return st.one_of(*choices)


def _near_legal(state, legal_templates, fields, seat):
    @st.composite
    def near(draw):
        template = draw(st.sampled_from(legal_templates))
        action = fill(template, state, random.Random(draw(st.integers(0, 2**16))))
        for _ in range(draw(st.integers(0, 2))):
            how = draw(st.sampled_from(["field", "field", "field", "player", "bid", "bid", "drop", "type"]))
            if how == "field":
                own = sorted(FIELDS.get(action.get("type"), ()))
                key = draw(st.sampled_from(own * 3 + sorted(fields)))
                action[key] = draw(fields[key])
            elif how == "drop":
                action.pop(draw(st.sampled_from(sorted(action))), None)
            elif how == "player":
                action["player"] = draw(seat)
            elif how == "type":
                action["type"] = draw(st.sampled_from(ACTION_TYPES))
            elif action.get("type") == "bid" and _is_int(action.get("amount")):
                action["amount"] += draw(st.sampled_from([-10, -5, 5, 10, 1000]))
        return action
    return near()
