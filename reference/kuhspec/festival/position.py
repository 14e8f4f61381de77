"""Loading a position: a canonical state is checked in full before it is accepted.

Structure is checked against spec/kuhhandel-festival/schemas/state.schema.json, then the facts no
schema can express: every card exactly once (KF-CON-3), cards in zones that can hold
them, triples that are triples, no 4th card left unturned (KF-TRI-3/4), and in the
two-player variant neutral zones that match (KF-TWO-5)."""

from __future__ import annotations

import copy
import functools
from collections import Counter

from .cards import (ALL_CARDS, COW_VALUES, TRIPLES_IN_GAME, cow_type, is_copycat, is_cow,
                    is_kuhpon, sorted_cards)
from kuhspec.games import resolve
from kuhspec.loaded import remembered
from kuhspec.errors import json_path

from .errors import PositionError
from .neutral import LOT_COWS, LOT_KUHPONS, VARIANT, case_b_open, is_neutral_lot, two_player
from .money import check_stated
from .options import normalise
from .triples import completed_types

ZONES = ("stack", "display", "black_sheep", "kuhpons")


def _schema() -> dict:
    from kuhspec.catalogue import catalogue

    from .errors import GAME

    return catalogue().game(GAME).schema("state")


@functools.lru_cache(maxsize=1)
def _strict():
    """The state schema read strictly (0.0 is no integer): kuhspec.schemafast.Strict."""
    from kuhspec.schemafast import Strict

    return Strict(_schema())


def _load(state: object) -> dict:
    """A validated deep copy of `state` with option defaults filled in (a position loaded
    again is answered from its first load: kuhspec.loaded)."""
    if not isinstance(state, dict):
        raise PositionError("$", "a state must be a JSON object")
    _check_neutral_zones_present(state)
    err = _strict().error(state)
    if err is not None:
        where = json_path(err.absolute_path)
        if isinstance(err.instance, str) and err.instance.startswith(("cow-", "copycat-", "kp-")) \
                and err.instance not in ALL_CARDS:
            raise PositionError(where, f"unknown card {err.instance!r}", "KF-CON-3")
        raise PositionError(where, err.message)
    resolve(state)
    state = copy.deepcopy(state)
    state["options"] = normalise(state.get("options"), state["edition"], state["variant"])
    check_stated(state.get("amounts"), state["options"])
    players = state["players"]
    names = [p["name"] for p in players]
    if len(set(names)) != len(names):
        raise PositionError("$.players", "player names must be distinct")
    _check_cards(state)
    _check_triples(state)
    _check_phase(state)
    _check_neutral(state)
    _check_can_move(state)
    return state


load = remembered(_load)

NEUTRAL_ZONES = ("neutral_pile", "neutral_kuhpons")


def _check_neutral_zones_present(state: dict) -> None:
    """The neutral zones exist in a two-player state and only there (KF-TWO-5); the schema
    says so too, in words less plain."""
    variant = state.get("variant")
    for zone in NEUTRAL_ZONES:
        if variant == VARIANT and zone not in state:
            raise PositionError(f"$.{zone}", f"a two-player state has a {zone}", "KF-TWO-5")
        if variant != VARIANT and zone in state:
            raise PositionError(f"$.{zone}", f"only a two-player state has a {zone}", "KF-TWO-5")


def _places(state: dict):
    """Every card in the state with the JSON path where it lies."""
    for s, player in enumerate(state["players"]):
        for zone in ZONES:
            for i, card in enumerate(player[zone]):
                yield card, f"$.players[{s}].{zone}[{i}]", zone
        for i, cc in enumerate(player["copycats"]):
            yield cc["card"], f"$.players[{s}].copycats[{i}].card", "copycats"
        for t, triple in enumerate(player["triples"]):
            for i, card in enumerate(triple["cards"]):
                yield card, f"$.players[{s}].triples[{t}].cards[{i}]", "triples"
    for i, card in enumerate(state["box"]):
        yield card, f"$.box[{i}]", "box"
    for zone in NEUTRAL_ZONES:
        for i, card in enumerate(state.get(zone, [])):
            yield card, f"$.{zone}[{i}]", zone
    for key in ("lot", "lot_kuhpons", "offer"):
        for i, card in enumerate(state["phase"].get(key) or []):
            yield card, f"$.phase.{key}[{i}]", key


ALLOWED = {
    "stack": lambda c: is_cow(c) or is_copycat(c),
    "display": is_cow,
    "black_sheep": is_cow,
    "kuhpons": lambda c: is_kuhpon(c) or is_cow(c),
    "copycats": is_copycat,
    "triples": lambda c: is_cow(c) or is_copycat(c),
    "box": lambda c: True,
    "lot": lambda c: is_cow(c) or is_copycat(c),
    "lot_kuhpons": is_kuhpon,
    "neutral_pile": lambda c: is_cow(c) or is_copycat(c),
    "neutral_kuhpons": is_kuhpon,
    "offer": lambda c: is_kuhpon(c) or is_cow(c),
}


def _check_cards(state: dict) -> None:
    seen: dict[str, str] = {}
    for card, path, zone in _places(state):
        if card not in ALL_CARDS:
            raise PositionError(path, f"unknown card {card!r}", "KF-CON-3")
        if card in seen:
            raise PositionError(path, f"{card} is already at {seen[card]}", "KF-CON-3")
        if not ALLOWED[zone](card):
            raise PositionError(path, f"{card} cannot lie in {zone}")
        seen[card] = path
    missing = ALL_CARDS - set(seen)
    if missing:
        raise PositionError("$", f"{len(missing)} card(s) are nowhere, e.g. "
                            f"{', '.join(sorted_cards(missing)[:3])}; put unused cards in $.box",
                            "KF-CON-3")


def _check_triples(state: dict) -> None:
    done: dict[int, str] = {}
    for s, player in enumerate(state["players"]):
        for t, triple in enumerate(player["triples"]):
            path = f"$.players[{s}].triples[{t}]"
            cows = [c for c in triple["cards"] if is_cow(c)]
            if len(triple["cards"]) != 3 or len(cows) < 2 or any(cow_type(c) != triple["cow"] for c in cows):
                raise PositionError(path, "a triple is 3 cows of its type, or 2 and one Copycat",
                                    "KF-COP-5")
            if triple["cow"] in done:
                raise PositionError(path, f"the {triple['cow']}-cows already form a triple at "
                                    f"{done[triple['cow']]}", "KF-TRI-1")
            done[triple["cow"]] = path
        for zone in ("display", "stack"):
            for i, card in enumerate(player[zone]):
                if is_cow(card) and cow_type(card) in done:
                    raise PositionError(f"$.players[{s}].{zone}[{i}]",
                                        f"{card} should have been turned: its triple is complete",
                                        "KF-TRI-3" if zone == "display" else "KF-TRI-4")
    for s, player in enumerate(state["players"]):
        for zone in ("black_sheep", "kuhpons"):
            for i, card in enumerate(player[zone]):
                if is_cow(card) and cow_type(card) not in done:
                    raise PositionError(f"$.players[{s}].{zone}[{i}]",
                                        f"{card} is turned, but no {cow_type(card)}-triple exists",
                                        "KF-TRI-6")
        counts = Counter(cow_type(c) for c in player["display"])
        placed = {cc["cow"] for cc in player["copycats"] if cc["cow"] is not None}
        for value, n in counts.items():
            if n >= 3 or (n == 2 and value in placed):
                raise PositionError(f"$.players[{s}].display",
                                    f"the {value}-cows there form a triple", "KF-TRI-1")
        for i, cc in enumerate(player["copycats"]):
            if cc["cow"] is not None and cc["cow"] in done:
                raise PositionError(f"$.players[{s}].copycats[{i}]",
                                    "a Copycat cannot stay with a completed type", "KF-COP-3")
        if len(placed) != len([cc for cc in player["copycats"] if cc["cow"] is not None]):
            raise PositionError(f"$.players[{s}].copycats", "two Copycats go with one type",
                                "KF-COP-5")
    if len(done) == TRIPLES_IN_GAME and state["phase"]["step"] != "over":
        raise PositionError("$.phase", "all 9 triples are complete, so the game is over", "KF-END-4")


def _check_can_move(state: dict) -> None:
    """Play never reaches a turn player who cannot act (KF-TURN-6): refuse such a position."""
    from .turns import has_lot, has_trade_partner

    if state["phase"]["step"] != "turn":
        return
    seat = state["turn"]
    player = state["players"][seat]
    if player["out"]:
        raise PositionError("$.turn", f"seat {seat} has dropped out and takes no turns", "KF-TURN-6")
    if not has_lot(state, seat) and not has_trade_partner(state, seat):
        raise PositionError("$.turn", f"seat {seat} can neither auction (nothing left to auction) nor "
                            "trade (nobody else owns one of their cows): play never passes to them",
                            "KF-TURN-6")


def _check_phase(state: dict) -> None:
    n = len(state["players"])
    phase = state["phase"]
    if phase["step"] in ("award", "payment") and not phase.get("high_bid"):
        raise PositionError("$.phase.high_bid", "a lot is awarded only after a bid; with no bid "
                            "the auctioneer has taken it for free", "KF-SPC-1")
    seats = [("$.turn", state["turn"])]
    for key in ("auctioneer", "payer", "payee", "buyer", "challenger", "partner"):
        if key in phase:
            seats.append((f"$.phase.{key}", phase[key]))
    if phase.get("high_bid"):
        seats.append(("$.phase.high_bid.player", phase["high_bid"]["player"]))
    seats += [(f"$.phase.passed[{i}]", s) for i, s in enumerate(phase.get("passed", []))]
    for key in ("caps", "revealed"):
        seats += [(f"$.phase.{key}.{k}", int(k)) for k in phase.get(key, {})]
    for i, item in enumerate(phase.get("queue", [])):
        seats.append((f"$.phase.queue[{i}].player", item["player"]))
    for path, seat in seats:
        if not 0 <= seat < n:
            raise PositionError(path, f"seat {seat} does not exist")
    for i, item in enumerate(phase.get("queue", [])):
        owned = {cc["card"]: cc["cow"] for cc in state["players"][item["player"]]["copycats"]}
        if owned.get(item["card"], 0) is not None:
            raise PositionError(f"$.phase.queue[{i}]",
                                f"{item['card']} is no unplaced Copycat of seat {item['player']}",
                                "KF-COP-2")
    for key in ("cows",):
        for i, value in enumerate(phase.get(key, [])):
            if value not in COW_VALUES:
                raise PositionError(f"$.phase.cows[{i}]", f"{value} is no cow type")
    bid = phase.get("high_bid")
    if bid and two_player(state) and "case" not in bid:
        raise PositionError("$.phase.high_bid", "a two-player bid says its case, A or B", "KF-TWO-10")
    if bid and not two_player(state) and "case" in bid:
        raise PositionError("$.phase.high_bid.case", "only a two-player bid has a case", "KF-TWO-10")


def _check_neutral(state: dict) -> None:
    """The neutral zones match (one Kuhpon for every lot of the pile), a neutral lot is whole,
    and a cow of a completed type lies in a lot only as a black sheep of a neutral lot
    (KF-TWO-5, KF-TWO-7, KF-TWO-8, KF-TRI-4)."""
    phase = state["phase"]
    if is_neutral_lot(phase):
        if not two_player(state):
            raise PositionError("$.phase.lot_kuhpons", "only a two-player game has neutral lots", "KF-TWO-5")
        if len(phase["lot"]) != LOT_COWS:
            raise PositionError("$.phase.lot", f"a neutral lot holds {LOT_COWS} cows", "KF-TWO-7")
    done = completed_types(state)
    for i, card in enumerate(phase.get("lot") or []):
        if is_cow(card) and cow_type(card) in done and not is_neutral_lot(phase):
            raise PositionError(f"$.phase.lot[{i}]", f"{card} should have been turned: its triple is "
                                "complete, so it cannot have stayed in a stack", "KF-TRI-4")
    bid = phase.get("high_bid")
    if bid and bid.get("case") == "B" and not case_b_open(state):
        raise PositionError("$.phase.high_bid.case", "a bid not to take the lot (B) needs a neutral lot "
                            "with a black sheep", "KF-TWO-10")
    if not two_player(state):
        return
    pile, stack = state["neutral_pile"], state["neutral_kuhpons"]
    if len(pile) % LOT_COWS:
        raise PositionError("$.neutral_pile", f"the neutral pile is taken {LOT_COWS} cows at a time, so it "
                            f"cannot hold {len(pile)}", "KF-TWO-5")
    if len(stack) != len(pile) // LOT_COWS * LOT_KUHPONS:
        raise PositionError("$.neutral_kuhpons", f"the neutral Kuhpon stack holds one card for every "
                            f"{LOT_COWS} cows of the pile: {len(pile) // LOT_COWS} expected, not "
                            f"{len(stack)}", "KF-TWO-5")
