"""English step library for Kuhhandel Festival scenarios.

Every step talks to the implementation through World (JSON only). Step texts read like
the rulebook; card ids are the canonical ones (cow-150-1, copycat-2, kp-100-3)."""

from __future__ import annotations

import pytest
from pytest_bdd import given, parsers, then, when

from world import World, card_list, split_list

NAME = r"(?P<name>[A-Z][a-z]+)"
OTHER = r"(?P<other>[A-Z][a-z]+)"
CARD = r"(?:cow-\d+-\d|copycat-\d|kp-\d+-\d+)"
CARDS = r"(?P<cards>" + CARD + r"(?:(?:, | and )" + CARD + r")*|nothing|no Kuhpons)"
NUM = r"(?P<amount>-?\d+)"


def re(text: str):
    return parsers.re("^" + text + "$")


@pytest.fixture
def world(impl, scenario_setting):
    return World(impl, scenario_setting)


def cow_values(text: str) -> list[int]:
    return [int(v) for v in split_list(text)]


# --------------------------------------------------------------------------- positions

@given(re(r"a game of (?P<names>.+)"))
def game_of(world, names):
    world.new_position(split_list(names))


@given(re(r"a new game of (?P<names>.+) dealt from seed (?P<seed>\d+)"))
def new_game(world, names, seed):
    world.new_game(split_list(names), int(seed))


@given(re(r"a new game of (?P<names>.+) dealt from seed (?P<seed>\d+) where (?P<first>[A-Z][a-z]+) starts"))
def new_game_first(world, names, seed, first):
    names = split_list(names)
    world.new_game(names, int(seed), names.index(first))


@given(re(NAME + r"'s stack holds " + CARDS))
def stack_holds(world, name, cards):
    world.player(name)["stack"] += card_list(cards)


@given(re(NAME + r"'s display holds " + CARDS))
def display_holds(world, name, cards):
    world.player(name)["display"] += card_list(cards)


@given(re(NAME + r" has the Kuhpons " + CARDS))
def has_kuhpons(world, name, cards):
    world.player(name)["kuhpons"] += card_list(cards)


@given(re(NAME + r" has a triple of " + CARDS))
def has_triple(world, name, cards):
    triple = card_list(cards)
    cow = next(int(c.split("-")[1]) for c in triple if c.startswith("cow-"))
    world.player(name)["triples"].append({"cow": cow, "cards": triple})


@given(re(NAME + r" has the black sheep " + CARDS))
def has_black_sheep(world, name, cards):
    world.player(name)["black_sheep"] += card_list(cards)


@given(re(NAME + r"'s (?P<copycat>copycat-\d) is placed with the (?P<cow>\d+)-cows"))
def copycat_with(world, name, copycat, cow):
    world.player(name)["copycats"].append({"card": copycat, "cow": int(cow)})


@given(re(NAME + r"'s (?P<copycat>copycat-\d) is placed separately"))
def copycat_separate(world, name, copycat):
    world.player(name)["copycats"].append({"card": copycat, "cow": None})


@given(re(NAME + r" has dropped out"))
def dropped_out(world, name):
    world.player(name)["out"] = True


@given(re(r"it is " + NAME + r"'s turn"))
def turn_of(world, name):
    world.draft["turn"] = world.seat(name)


@given(re(r"the game is over"))
def game_is_over(world):
    world.draft["phase"] = {"step": "over"}


@given(re(r"the coloured amount of (?P<card>cow-\d+-\d) is (?P<amount>\d+)"))
def coloured_amount(world, card, amount):
    rule = world.draft["options"].get("coloured_amount")
    if not isinstance(rule, dict):
        rule = world.draft["options"]["coloured_amount"] = {"table": {}}
    rule["table"][card] = int(amount)


# --------------------------------------------------------------------------- actions
# Every action step is also a Given, for scenarios that play their way into a position.

def _step(text):
    def deco(fn):
        when(re(text), stacklevel=2)(fn)
        return given(re(text), stacklevel=2)(fn)
    return deco


@_step(NAME + r" auctions " + CARDS)
def auctions(world, name, cards):
    world.act_as(name, "auction", cards=card_list(cards))


@_step(NAME + r" bids " + NUM)
def bids(world, name, amount):
    world.act_as(name, "bid", amount=int(amount))


@_step(NAME + r" passes")
def passes(world, name):
    world.act_as(name, "pass")


@_step(NAME + r" closes the auction")
def closes(world, name):
    world.act_as(name, "close_auction")


@_step(NAME + r" sells to the highest bidder")
def sells(world, name):
    world.act_as(name, "sell")


@_step(NAME + r" uses first refusal")
def first_refusal(world, name):
    world.act_as(name, "first_refusal")


@_step(NAME + r" pays " + CARDS)
def pays(world, name, cards):
    world.act_as(name, "pay", kuhpons=card_list(cards))


@_step(NAME + r" challenges " + OTHER + r" over the (?P<cows>[\w ,]+?)-cows? offering " + CARDS)
def challenges(world, name, other, cows, cards):
    world.act_as(name, "trade", partner=world.seat(other), cows=cow_values(cows),
                 kuhpons=card_list(cards))


@_step(NAME + r" challenges " + OTHER + r" over the Copycat offering " + CARDS)
def challenges_copycat(world, name, other, cards):
    world.act_as(name, "trade", partner=world.seat(other), cows=["copycat"],
                 kuhpons=card_list(cards))


@_step(NAME + r" accepts")
def accepts(world, name):
    world.act_as(name, "accept")


@_step(NAME + r" counters with " + CARDS)
def counters(world, name, cards):
    world.act_as(name, "counter", kuhpons=card_list(cards))


@_step(NAME + r" offers again with " + CARDS)
def offers_again(world, name, cards):
    world.act_as(name, "reoffer", kuhpons=card_list(cards))


@_step(NAME + r" places (?P<copycat>copycat-\d) with the (?P<cow>\d+)-cows")
def places_with(world, name, copycat, cow):
    world.act_as(name, "place_copycat", copycat=copycat, cow=int(cow))


@_step(NAME + r" places (?P<copycat>copycat-\d) separately")
def places_separately(world, name, copycat):
    world.act_as(name, "place_copycat", copycat=copycat, cow=None)


@when(re(r"the action (?P<raw>\{.*\}) is sent"))
def raw_action(world, raw):
    import json

    world.act(json.loads(raw))


# --------------------------------------------------------------------------- outcomes

@then(re(r"the action is accepted"))
def is_accepted(world):
    world.accepted()


@then(re(r'the action is rejected with "(?P<code>[a-z0-9_]+)" under (?P<clause>K[FN]-[A-Z]+-\d+[a-z]?)'))
def is_rejected(world, code, clause):
    result = world.result
    assert result is not None and "rejection" in result, f"expected rejection {code}, got {result}"
    world.rejection_seen = True
    got = result["rejection"]
    assert (got.get("code"), got.get("clause")) == (code, clause), \
        f"expected {code} under {clause}, got {got.get('code')} under {got.get('clause')}"


@then(re(r"the state is unchanged"))
def unchanged(world):
    after = world.state()
    assert after == world.before, \
        f"state changed by a rejected action:\nbefore {World.show(world.before)}\nafter  {World.show(after)}"


def _zone(world, name, zone):
    return sorted(world.state_player(name)[zone])


@then(re(NAME + r"'s (?P<zone>stack|display) holds exactly " + CARDS))
def zone_exactly(world, name, zone, cards):
    got = _zone(world, name, zone)
    assert got == sorted(card_list(cards)), f"{name}'s {zone}: expected {sorted(card_list(cards))}, got {got}"


@then(re(NAME + r"'s (?P<zone>stack|display|money) holds " + CARDS))
def zone_contains(world, name, zone, cards):
    got = _zone(world, name, "kuhpons" if zone == "money" else zone)
    missing = [c for c in card_list(cards) if c not in got]
    assert not missing, f"{name}'s {zone} lacks {missing}; it holds {got}"


@then(re(NAME + r"'s (?P<zone>stack|display|money) does not hold " + CARDS))
def zone_lacks(world, name, zone, cards):
    got = _zone(world, name, "kuhpons" if zone == "money" else zone)
    present = [c for c in card_list(cards) if c in got]
    assert not present, f"{name}'s {zone} should not hold {present}; it holds {got}"


@then(re(NAME + r"'s (?P<zone>stack|display|money) holds (?P<n>\d+) cards?"))
def zone_count(world, name, zone, n):
    got = _zone(world, name, "kuhpons" if zone == "money" else zone)
    assert len(got) == int(n), f"{name}'s {zone}: expected {n} cards, got {len(got)}: {got}"


@then(re(NAME + r" holds exactly the Kuhpons " + CARDS))
def money_exactly(world, name, cards):
    got = _zone(world, name, "kuhpons")
    assert got == sorted(card_list(cards)), f"{name}'s money: expected {sorted(card_list(cards))}, got {got}"


@then(re(NAME + r" has a triple of the (?P<cow>\d+)-cows"))
def triple_of(world, name, cow):
    got = [t["cow"] for t in world.state_player(name)["triples"]]
    assert int(cow) in got, f"{name} has triples {got}, none of the {cow}-cows"


@then(re(NAME + r"'s triple of the (?P<cow>\d+)-cows is " + CARDS))
def triple_cards(world, name, cow, cards):
    triples = {t["cow"]: sorted(t["cards"]) for t in world.state_player(name)["triples"]}
    assert triples.get(int(cow)) == sorted(card_list(cards)), f"{name}'s triples: {triples}"


@then(re(NAME + r" has (?P<n>\d+) triples?"))
def triple_count(world, name, n):
    got = world.state_player(name)["triples"]
    assert len(got) == int(n), f"{name}: expected {n} triples, got {[t['cow'] for t in got]}"


@then(re(NAME + r" has the black sheep " + CARDS))
def black_sheep(world, name, cards):
    got = _zone(world, name, "black_sheep")
    missing = [c for c in card_list(cards) if c not in got]
    assert not missing, f"{name}'s black sheep lack {missing}; they are {got}"


@then(re(NAME + r" has no black sheep"))
def no_black_sheep(world, name):
    got = _zone(world, name, "black_sheep")
    assert not got, f"{name} has black sheep {got}"


@then(re(NAME + r"'s (?P<copycat>copycat-\d) is placed with the (?P<cow>\d+)-cows"))
def copycat_is_with(world, name, copycat, cow):
    got = {cc["card"]: cc["cow"] for cc in world.state_player(name)["copycats"]}
    assert got.get(copycat) == int(cow), f"{name}'s Copycats: {got}"


@then(re(NAME + r"'s (?P<copycat>copycat-\d) is placed separately"))
def copycat_is_separate(world, name, copycat):
    got = {cc["card"]: cc["cow"] for cc in world.state_player(name)["copycats"]}
    assert copycat in got and got[copycat] is None, f"{name}'s Copycats: {got}"


@then(re(NAME + r" must place (?P<copycat>copycat-\d)"))
def must_place(world, name, copycat):
    phase = world.state()["phase"]
    assert phase["step"] == "copycat", f"expected a Copycat to be placed, the step is {phase}"
    head = phase["queue"][0]
    assert (head["player"], head["card"]) == (world.seat(name), copycat), f"waiting: {phase['queue']}"


@then(re(r"it is " + NAME + r"'s turn"))
def is_turn(world, name):
    state = world.state()
    assert state["phase"]["step"] == "turn", f"expected a new turn, the step is {state['phase']}"
    assert state["turn"] == world.seat(name), \
        f"expected {name}'s turn, it is {world.names[state['turn']]}'s"


@then(re(r"the step is (?P<step>[a-z_]+)"))
def step_is(world, step):
    got = world.state()["phase"]["step"]
    assert got == step, f"expected step {step}, got {got}"


@then(re(r"the highest bid is " + NUM + r" by " + NAME))
def high_bid(world, amount, name):
    got = world.state()["phase"].get("high_bid")
    assert got == {"player": world.seat(name), "amount": int(amount)}, f"highest bid: {got}"


@then(re(r"there is no bid"))
def no_bid(world):
    phase = world.state()["phase"]
    assert phase["step"] == "auction" and phase["high_bid"] is None, f"phase: {phase}"


@then(re(NAME + r" must pay " + NUM + r" to " + OTHER))
def must_pay(world, name, amount, other):
    phase = world.state()["phase"]
    got = (phase.get("step"), phase.get("payer"), phase.get("payee"), phase.get("amount"))
    want = ("payment", world.seat(name), world.seat(other), int(amount))
    assert got == want, f"expected {name} to pay {amount} to {other}; phase is {phase}"


@then(re(r"the lot is " + CARDS))
def lot_is(world, cards):
    phase = world.state()["phase"]
    assert sorted(phase.get("lot", [])) == sorted(card_list(cards)), f"phase: {phase}"


@then(re(NAME + r"'s Kuhpons are revealed as " + CARDS))
def revealed(world, name, cards):
    got = world.state()["phase"].get("revealed", {}).get(str(world.seat(name)))
    assert got is not None and sorted(got) == sorted(card_list(cards)), f"revealed: {got}"


@then(re(NAME + r" may bid at most " + NUM))
def capped(world, name, amount):
    got = world.state()["phase"].get("caps", {}).get(str(world.seat(name)))
    assert got == int(amount), f"{name}'s cap: {got}"


@then(re(NAME + r" has dropped out"))
def has_dropped_out(world, name):
    assert world.state_player(name)["out"], f"{name} is still in the game"


@then(re(r"the game is over"))
def is_over(world):
    got = world.state()["phase"]["step"]
    assert got == "over", f"the game is not over: step {got}"


@then(re(r"the game is not over"))
def not_over(world):
    got = world.state()["phase"]["step"]
    assert got != "over", "the game is over"


@then(re(r"(?P<card>[a-z0-9-]+) lies in the box"))
def in_box(world, card):
    assert card in world.state()["box"], f"{card} is not in the box"


# --------------------------------------------------------------------------- setup

@then(re(r"every player's stack holds (?P<n>\d+) cards"))
def every_stack(world, n):
    sizes = [len(p["stack"]) for p in world.state()["players"]]
    assert sizes == [int(n)] * len(sizes), f"stack sizes: {sizes}"


@then(re(r"every player holds Kuhpons worth (?P<values>[\d, and]+)"))
def every_hand(world, values):
    want = sorted(int(v) for v in split_list(values))
    for p in world.state()["players"]:
        got = sorted(int(c.split("-")[1]) for c in p["kuhpons"])
        assert got == want, f"{p['name']} holds Kuhpons worth {got}, expected {want}"


@then(re(r"the box holds (?P<n>\d+) (?P<kind>Kuhpons|Copycats?|cows?)"))
def box_holds(world, n, kind):
    prefix = {"Kuhpons": "kp-", "Copycat": "copycat-", "Copycats": "copycat-",
              "cow": "cow-", "cows": "cow-"}[kind]
    got = [c for c in world.state()["box"] if c.startswith(prefix)]
    assert len(got) == int(n), f"the box holds {len(got)} {kind}: {got}"


@then(re(r"every card of the game lies in exactly one place"))
def conserved(world):
    from world import ALL_CARDS

    state = world.state()
    seen = list(state["box"])
    for p in state["players"]:
        seen += p["stack"] + p["display"] + p["black_sheep"] + p["kuhpons"]
        seen += [cc["card"] for cc in p["copycats"]] + [c for t in p["triples"] for c in t["cards"]]
    seen += state["phase"].get("lot", []) + state["phase"].get("offer", [])
    assert sorted(seen) == sorted(ALL_CARDS), "cards are missing or doubled"



# --------------------------------------------------------------------------- scoring

def _score_row(world, name):
    world.ensure_loaded()
    score = world.impl.score()
    return score, score["players"][world.seat(name)]


def _row_is(world, name, field, want):
    _, row = _score_row(world, name)
    assert row[field] == want, f"{name}'s {field} is {row[field]!r}, expected {want!r}: {row}"


@then(re(NAME + r" scores " + NUM))
def scores(world, name, amount):
    _row_is(world, name, "total", int(amount))


@then(re(NAME + r"'s multiplier is (?P<n>\d+)"))
def multiplier(world, name, n):
    _row_is(world, name, "multiplier", int(n))


@then(re(NAME + r" (?P<neg>has|does not have) the most Kuhpons"))
def most_kuhpons(world, name, neg):
    _row_is(world, name, "most_kuhpons", neg == "has")


@then(re(NAME + r"'s triples add up to (?P<n>\d+)"))
def triple_sum(world, name, n):
    _row_is(world, name, "triple_sum", int(n))


@then(re(NAME + r" counts (?P<n>\d+) Copycats?"))
def copycat_count(world, name, n):
    _row_is(world, name, "copycats", int(n))


@then(re(NAME + r" loses (?P<n>\d+) for black sheep"))
def sheep_loss(world, name, n):
    _row_is(world, name, "black_sheep", int(n))


@then(re(r"the (?:winner is|winners are) (?P<names>.+)"))
def winners(world, names):
    world.ensure_loaded()
    score = world.impl.score()
    got = sorted(world.names[s] for s in score["winners"])
    assert got == sorted(split_list(names)), f"winners: {got}; score {score}"


@then(re(r"the ranking is (?P<names>.+)"))
def ranking(world, names):
    world.ensure_loaded()
    score = world.impl.score()
    got = [world.names[s] for s in score["ranking"]]
    assert got == split_list(names), f"ranking: {got}"


# --------------------------------------------------------------------------- views

def _view(world, name):
    world.ensure_loaded()
    return world.impl.view(world.seat(name))


@then(re(NAME + r"'s view shows none of " + CARDS))
def view_hides(world, name, cards):
    import json

    text = json.dumps(_view(world, name))
    shown = [c for c in card_list(cards) if f'"{c}"' in text]
    assert not shown, f"{name}'s view shows {shown}"


@then(re(NAME + r"'s view shows " + CARDS))
def view_shows(world, name, cards):
    import json

    text = json.dumps(_view(world, name))
    hidden = [c for c in card_list(cards) if f'"{c}"' not in text]
    assert not hidden, f"{name}'s view does not show {hidden}"


@then(re(NAME + r" sees (?P<other>[A-Z][a-z]+)'s (?P<zone>stack|money) as (?P<n>\d+) cards"))
def view_count(world, name, other, zone, n):
    got = _view(world, name)["players"][world.seat(other)]["kuhpons" if zone == "money" else zone]
    count = got.get("count") if isinstance(got, dict) else None
    assert count == int(n), f"{name} sees {other}'s {zone} as {got}"


@then(re(NAME + r" sees the trade offer as (?P<n>\d+) cards"))
def view_offer(world, name, n):
    got = _view(world, name)["phase"].get("offer")
    count = got.get("count") if isinstance(got, dict) else None
    assert count == int(n), f"{name} sees the offer as {got}"


# --------------------------------------------------------------------------- legal actions

def _legal(world, name):
    world.ensure_loaded()
    return world.impl.legal(world.seat(name))


def _has(world, name, template):
    got = _legal(world, name)
    return template in got, got


@then(re(NAME + r" may auction " + CARDS))
def may_auction(world, name, cards):
    ok, got = _has(world, name, {"type": "auction", "player": world.seat(name),
                                 "cards": sorted(card_list(cards))})
    assert ok, f"{name}'s legal actions: {got}"


@then(re(NAME + r" may challenge " + OTHER + r" over the (?P<cows>[\w ,]+?)-cows?"))
def may_trade(world, name, other, cows):
    ok, got = _has(world, name, {"type": "trade", "player": world.seat(name),
                                 "partner": world.seat(other), "cows": sorted(cow_values(cows))})
    assert ok, f"{name}'s legal actions: {got}"


KINDS = {"use first refusal": "first_refusal", "close the auction": "close_auction",
         "offer again": "reoffer", "sell to the highest bidder": "sell"}
KIND = r"(?P<kind>auction|trade|bid|pass|accept|counter|offer again|sell to the highest bidder|use first refusal|close the auction)"


@then(re(NAME + r" may not " + KIND))
def may_not(world, name, kind):
    kind = KINDS.get(kind, kind)
    got = _legal(world, name)
    assert not [a for a in got if a["type"] == kind], f"{name} may {kind}: {got}"


@then(re(NAME + r" may " + KIND))
def may(world, name, kind):
    kind = KINDS.get(kind, kind)
    got = _legal(world, name)
    assert [a for a in got if a["type"] == kind], f"{name} may not {kind}: {got}"


@then(re(NAME + r" may place (?P<copycat>copycat-\d) (?:with the (?P<cow>\d+)-cows|(?P<separately>separately))"))
def may_place(world, name, copycat, cow, separately):
    value = None if separately else int(cow)
    ok, got = _has(world, name, {"type": "place_copycat", "player": world.seat(name),
                                 "copycat": copycat, "cow": value})
    assert ok, f"{name}'s legal actions: {got}"


@then(re(r"the score is (?P<neg>final|not final)"))
def score_final(world, neg):
    world.ensure_loaded()
    got = world.impl.score().get("final")
    assert got is (neg == "final"), f"score()['final'] is {got!r}"


@then(re(NAME + r" may bid from " + NUM + r"(?: up to (?P<top>\d+))?"))
def may_bid(world, name, amount, top):
    template = {"type": "bid", "player": world.seat(name), "min": int(amount)}
    if top:
        template["max"] = int(top)
    ok, got = _has(world, name, template)
    assert ok, f"{name}'s legal actions: {got}"


@then(re(NAME + r" has no legal action"))
def no_legal(world, name):
    got = _legal(world, name)
    assert got == [], f"{name}'s legal actions: {got}"


@then(re(NAME + r" may pay (?P<totals>[\d, and]+) and nothing else"))
def may_pay(world, name, totals):
    got = _legal(world, name)
    pays = [a for a in got if a["type"] == "pay"]
    assert pays, f"{name} has no payment to make: {got}"
    values = sorted({sum(_money_value(c) for c in a["kuhpons"]) for a in pays})
    want = sorted(int(t) for t in split_list(totals))
    assert values == want, f"{name} may pay totals {values}, expected {want}"


def _money_value(card: str) -> int:
    return int(card.split("-")[1])
