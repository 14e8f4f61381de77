"""The engine of Toy Nim (tests/harness/toygame/spec/toy-nim): a pile of sticks, take 1 to
3, the last stick decides. It exists to prove that kuhspec's harness names no game.

    new_game(setup) -> Game    setup: {game, edition, variant, players, sticks, first, options}
    load(state) -> Game        any position the state schema allows
"""

from __future__ import annotations

import copy

from kuhspec import errors
from kuhspec.catalogue import catalogue
from kuhspec.errors import PositionError

GAME = "toy-nim"
MAX_TAKE = 3


class Rejection(errors.Rejection):
    game = GAME


def _options(given: object, where: str) -> dict:
    """The options object: every option key of the game, checked against its rulings."""
    choices = catalogue().game(GAME).option_choices()
    if given is None:
        given = {}
    if not isinstance(given, dict):
        raise PositionError(where, "must be an object")
    for key, value in given.items():
        if key not in choices:
            raise PositionError(f"{where}.{key}", f"unknown option; known: {', '.join(choices)}")
        if value not in choices[key]:
            raise PositionError(f"{where}.{key}", f"unknown value {value!r}; known: {', '.join(choices[key])}")
    return {key: given.get(key, values[0]) for key, values in choices.items()}


def _seat(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value in (0, 1)


class Game:
    def __init__(self, state: dict):
        self._state = state

    # -- the Implementation-facing methods ------------------------------------------------

    @property
    def state(self) -> dict:
        return copy.deepcopy(self._state)

    def view(self, player: int) -> dict:
        return {**self.state, "viewer": player}  # nothing is hidden in Nim

    def legal(self, player: int) -> list[dict]:
        return [{"type": "take", "player": player, "count": n} for n in range(1, MAX_TAKE + 1)
                if self.can_take(player, n)]

    def score(self) -> dict:
        s = self._state
        winner = s["winner"]
        players = [{"seat": i, "name": p["name"], "total": int(i == winner)} for i, p in enumerate(s["players"])]
        ranking = sorted(range(len(players)), key=lambda i: -players[i]["total"]) if winner is not None else []
        return {"players": players, "ranking": ranking, "winners": [] if winner is None else [winner]}

    def act(self, action: object) -> dict:
        try:
            self.verify_take(action)
        except Rejection as r:
            return {"rejection": r.as_json()}
        return {"events": self._take(action["player"], action["count"])}

    # -- the one rule: verify / can / do ----------------------------------------------------

    def verify_take(self, action: object) -> None:
        s = self._state
        if (not isinstance(action, dict) or set(action) != {"type", "player", "count"} or action["type"] != "take"
                or not _seat(action["player"]) or not isinstance(action["count"], int) or isinstance(action["count"], bool)):
            raise Rejection("malformed_action", 'an action is {"type": "take", "player": 0 or 1, "count": n}')
        if s["winner"] is not None:
            raise Rejection("game_over", "the game has ended")
        if action["player"] != s["turn"]:
            raise Rejection("not_your_turn", f"seat {s['turn']} is to move")
        if not 1 <= action["count"] <= MAX_TAKE:
            raise Rejection("take_one_to_three", f"take 1 to {MAX_TAKE} sticks, not {action['count']}")
        if action["count"] > s["sticks"]:
            raise Rejection("not_enough_sticks", f"only {s['sticks']} left")

    def can_take(self, player: int, count: int) -> bool:
        try:
            self.verify_take({"type": "take", "player": player, "count": count})
        except Rejection:
            return False
        return True

    def _take(self, player: int, count: int) -> list[dict]:
        s = self._state
        s["sticks"] -= count
        events = [{"type": "took", "player": player, "count": count, "left": s["sticks"]}]
        other = 1 - player
        if s["sticks"] == 0:
            s["winner"] = player if s["options"]["last_stick"] == "wins" else other
            events.append({"type": "game_over", "winner": s["winner"]})
        else:
            s["turn"] = other
        return events


def new_game(setup: dict) -> Game:
    sticks = setup.get("sticks", 10)
    if not isinstance(sticks, int) or isinstance(sticks, bool) or not 1 <= sticks <= 100:
        raise PositionError("$.sticks", "must be an integer from 1 to 100", "TN-SET-1")
    first = setup.get("first", 0)
    if not _seat(first):
        raise PositionError("$.first", "must be seat 0 or 1", "TN-SET-1")
    players = setup["players"]
    if not all(isinstance(p, str) for p in players):
        raise PositionError("$.players", "must be a list of names")
    return Game({"game": GAME, "edition": setup.get("edition", "en"), "variant": setup.get("variant", "standard"),
                 "players": [{"name": p} for p in players], "sticks": sticks, "turn": first, "winner": None,
                 "options": _options(setup.get("options"), "$.options")})


def load(state: dict) -> Game:
    import jsonschema

    schema = catalogue().game(GAME).schema("state")
    err = jsonschema.exceptions.best_match(jsonschema.Draft202012Validator(schema).iter_errors(state))
    if err is not None:
        where = "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in err.absolute_path)
        raise PositionError(where, err.message)
    if (state["winner"] is None) != (state["sticks"] > 0):
        raise PositionError("$.winner", "a game has a winner exactly when the pile is empty", "TN-END-1")
    loaded = copy.deepcopy(state)
    loaded["options"] = _options(state["options"], "$.options")
    return Game(loaded)
