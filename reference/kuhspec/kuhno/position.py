"""Loading a position: a canonical state is checked in full before it is accepted.

The shape against spec/kuhno/schemas/state.schema.json; then what no schema can say: the
player count (KN-SET-2), every card exactly once (KN-MAT-4), faces (KN-MAT-2), a position
and direction that fit the sides (KN-PLACE-1), a running round with a pile and no empty
hand (KN-ROUND-1/2), the round and scores (KN-END-1), sounds (KN-PARTY-2) and the claim
(KN-BSS-2). Every error names the JSON path and, where one applies, the clause."""

from __future__ import annotations

import copy
import functools

from kuhspec.loaded import remembered
from kuhspec.errors import json_path

from . import sounds
from .cards import ALL_CARDS, CARD_SET, manifest, sorted_cards
from .errors import PositionError
from .geometry import SIDES
from .options import normalise


@functools.lru_cache(maxsize=1)
def _strict():
    """The state schema read strictly (0.0 is no integer): kuhspec.schemafast.Strict."""
    from kuhspec.catalogue import catalogue
    from kuhspec.schemafast import Strict

    return Strict(catalogue().game("kuhno").schema("state"))


def check_faces(cards: dict, path: str) -> dict:
    """The complete cards table: the given faces over the manifest's (R-KN-DECK)."""
    table = manifest()
    for card, face in cards.items():
        if card not in CARD_SET:
            raise PositionError(f"{path}.{card}", f"{card!r} is no card of the game", "KN-MAT-1")
        spots = face.get("spots") if isinstance(face, dict) else None
        if not isinstance(spots, list) or not 1 <= len(spots) <= 4 or len(set(spots)) != len(spots):
            raise PositionError(f"{path}.{card}.spots", "a cow has 1 to 4 spots, each at a "
                                "different place", "KN-MAT-2")
        table[card] = copy.deepcopy(face)
    return table


def _load(state: object) -> dict:
    """A validated deep copy of `state`, with the cards table and the options completed (a
    position loaded again is answered from its first load: kuhspec.loaded)."""
    if not isinstance(state, dict):
        raise PositionError("$", "a state must be a JSON object")
    err = _strict().error(state)
    if err is not None:
        raise PositionError(json_path(err.absolute_path), err.message)
    state = copy.deepcopy(state)
    state["options"] = normalise(state.get("options"))
    state["cards"] = check_faces(state["cards"], "$.cards")
    _check_players(state)
    _check_cards(state)
    _check_table(state)
    _check_rounds(state)
    _check_claim(state)
    return state


load = remembered(_load, kept=16)  # a conformance run reloads no Kuhno position older than that: each is ~6 KB


def _check_players(state: dict) -> None:
    from kuhspec.catalogue import catalogue

    variant = catalogue().game("kuhno").variants[state["variant"]]
    players = state["players"]
    if not variant.allows(len(players)):
        raise PositionError("$.players", f"the {state['variant']} game is for "
                            f"{variant.min_players}-{variant.max_players} players", "KN-SET-2")
    names = [p["name"] for p in players]
    if len(set(names)) != len(names):
        raise PositionError("$.players", "player names must be distinct")
    for key in ("turn", "first", "starter"):
        if state[key] >= len(players):
            raise PositionError(f"$.{key}", f"seat {state[key]} does not exist")
    if state["variant"] == "easy":
        for s, p in enumerate(players):
            for key in ("skips", "owes"):
                if p[key]:
                    raise PositionError(f"$.players[{s}].{key}", "the easy way has no effects",
                                        "KN-EASY-1")


def _places(state: dict):
    for s, player in enumerate(state["players"]):
        for i, card in enumerate(player["hand"]):
            yield card, f"$.players[{s}].hand[{i}]"
    for i, card in enumerate(state["pile"]):
        yield card, f"$.pile[{i}]"
    for side in SIDES:
        for i, card in enumerate(state["sides"][side]):
            yield card, f"$.sides.{side}[{i}]"


def _check_cards(state: dict) -> None:
    seen: dict[str, str] = {}
    for card, path in _places(state):
        if card not in CARD_SET:
            raise PositionError(path, f"unknown card {card!r}", "KN-MAT-1")
        if card in seen:
            raise PositionError(path, f"{card} is already at {seen[card]}", "KN-MAT-4")
        seen[card] = path
    missing = [c for c in ALL_CARDS if c not in seen]
    if missing:
        raise PositionError("$", f"{len(missing)} card(s) are nowhere, e.g. "
                            f"{', '.join(missing[:3])}", "KN-MAT-4")
    for player in state["players"]:
        player["hand"] = sorted_cards(player["hand"])


def _check_table(state: dict) -> None:
    empty = not any(state["sides"][s] for s in SIDES)
    if (state["position"] is None) != (state["direction"] is None):
        raise PositionError("$.direction", "position and direction are null together", "KN-PLACE-1")
    if (state["position"] is None) != empty:
        raise PositionError("$.position", "the position is null exactly while no cow has been "
                            "placed this round", "KN-PLACE-4")
    # Under mistakes: challenge a party cow's wrong sound (reserved, repeated or no word at
    # all) stands once nobody challenged it, and stays the sound of the round (R-KN-MISTAKES).
    seen = set()
    for i, sound in enumerate(state["sounds"] if state["options"]["mistakes"] != "challenge" else ()):
        n = sounds.same(state, sound)
        if not n or n in sounds.reserved(state) or n in seen:
            raise PositionError(f"$.sounds[{i}]", f"{sound!r} cannot be a party cow's new sound",
                                "KN-PARTY-2")
        seen.add(n)
    if state["variant"] == "easy" and state["sounds"]:
        raise PositionError("$.sounds", "the easy way has no party sounds", "KN-EASY-1")


def _check_rounds(state: dict) -> None:
    n, step, rnd = len(state["players"]), state["phase"]["step"], state["round"]
    if rnd > n:
        raise PositionError("$.round", f"a game of {n} players has {n} rounds", "KN-END-1")
    for r, row in enumerate(state["scores"]):
        if len(row) != n:
            raise PositionError(f"$.scores[{r}]", f"a round scores each of the {n} players")
    done = len(state["scores"])
    running = step in ("play", "after_draw", "extra")
    if done != (rnd - 1 if running else rnd):
        raise PositionError("$.scores", f"round {rnd} is {'running' if running else 'over'}, "
                            f"so {rnd - 1 if running else rnd} rounds are scored, not {done}",
                            "KN-ROUND-3")
    if step == "game_over" and rnd != n:
        raise PositionError("$.phase.step", f"the game ends after round {n}", "KN-END-1")
    if step == "round_over" and rnd == n:
        raise PositionError("$.phase.step", "the last round's end is the game's end", "KN-END-1")
    if ("allowance" in state["phase"]) != (step == "extra"):
        raise PositionError("$.phase.allowance", "a flower allowance is open exactly in step "
                            "extra", "KN-FLOWER-1")
    if running:
        if not state["pile"]:
            raise PositionError("$.pile", "a round ends when the pile is empty", "KN-ROUND-2")
        for s, p in enumerate(state["players"]):
            if not p["hand"]:
                raise PositionError(f"$.players[{s}].hand", "a round ends when a hand is empty",
                                    "KN-ROUND-1")


def _check_claim(state: dict) -> None:
    claim = state["phase"]["claim"]
    if claim is None:
        return
    if state["options"]["mistakes"] != "challenge":
        raise PositionError("$.phase.claim", "plays are open to a challenge only under "
                            "mistakes challenge", "KN-BSS-1")
    n = len(state["players"])
    before = claim["before"]
    if claim["player"] >= n or before["turn"] >= n:
        raise PositionError("$.phase.claim.player", "no such seat")
    cows = state["sides"][claim["side"]]
    if not cows or cows[0] != claim["card"]:
        raise PositionError("$.phase.claim.card", f"{claim['card']} is not the top cow of the "
                            f"{claim['side']} side", "KN-BSS-3")
    for key in ("skips", "owes"):
        if len(before[key]) != n:
            raise PositionError(f"$.phase.claim.before.{key}", f"one number per seat ({n})")
    if (before["allowance"] is not None) != (before["step"] == "extra"):
        raise PositionError("$.phase.claim.before.allowance", "an allowance belongs to step extra")
