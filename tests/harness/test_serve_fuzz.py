"""`kuhspec serve` answers every request it can diagnose with a structured error, never with
`internal_error` (issue: serve answers without internal errors): wrong types in every field of
every command of both games, whole floats for integers, requests before any game, seats the
game does not have, and random requests (hypothesis). A quick campaign runs by default; the
long one, and every member of every position broken, under the `full` marker."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings

from serve_fuzz import FEW, GAMES, JUNK, Session, broken, diagnosed, material, paths, requests_of, sessions

FUZZ = dict(deadline=None, database=None, print_blob=True,
            suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])


def one_of_each(game: str) -> list[dict]:
    """The first template of each command of `game`."""
    firsts: dict[str, dict] = {}
    for r in requests_of(game):
        firsts.setdefault(r["cmd"], r)
    return list(firsts.values())


def play(session: Session, requests) -> list[dict]:
    answers = []
    for request in requests:
        answer = session.send(request)
        diagnosed(request, answer)
        answers.append(answer)
    return answers


def shallow(request: dict, depth: int):
    """The paths of `request` at most `depth` members deep (the whole excluded)."""
    return [p for p in paths(request) if 0 < len(p) <= depth]


@pytest.mark.parametrize("game", GAMES)
def test_every_field_of_every_command_with_a_wrong_type(game):
    """Each member of each command, and each member of its setup, state, action or client,
    replaced by each junk value (a state's members: a few), turned into a whole float, or
    dropped: a structured answer every time, with a game of its own in play."""
    session = Session()
    play(session, [next(r for r in requests_of(game) if r["cmd"] == "new_game")])
    sent = 0
    for template in one_of_each(game):
        for path in shallow(template, 2):
            values = FEW if path[0] == "state" else JUNK  # a state is slow to explain: a few values
            variants = [broken(template, path, "replace", v) for v in values]
            variants += [broken(template, path, "float"), broken(template, path, "delete")]
            play(session, variants)
            sent += len(variants)
    assert sent > 600


@pytest.mark.parametrize("game", GAMES)
def test_requests_before_any_game(game):
    """Before any game, a request about the game is answered `no_game`, not internal_error;
    hello, bye and a bad load still get their own answers."""
    for template in requests_of(game):
        (answer,) = play(Session(), [template])
        if template["cmd"] in ("act", "state", "view", "legal", "score"):
            assert answer["error"]["code"] == "no_game", answer
            assert "new_game or load" in answer["error"]["message"]
        else:
            assert "result" in answer, answer


@pytest.mark.parametrize("game", GAMES)
def test_seats_the_game_does_not_have(game):
    session = Session()
    start = next(r for r in requests_of(game) if r["cmd"] == "new_game")
    seats = len(start["setup"]["players"])
    for cmd in ("view", "legal"):
        for seat in (seats, seats + 2, 2 ** 40):
            _, answer = play(session, [start, {"seq": 1, "cmd": cmd, "player": seat}])
            assert answer["error"]["code"] == "bad_seat", answer
            assert f"no seat {seat}" in answer["error"]["message"] and "detail" not in answer["error"]


@pytest.mark.parametrize("game", GAMES)
def test_whole_floats_in_a_state_are_refused_at_load(game):
    """Every integer of every position, as a whole float (0.0 for 0): load answers
    invalid_state naming the member, and the game in play stays as it was."""
    session = Session()
    loads = [r for r in requests_of(game) if r["cmd"] == "load"]
    checked = 0
    for request in loads[:: max(1, len(loads) // 4)]:
        assert session.send(request)["result"] == {"ok": True}
        before = session.send({"seq": 1, "cmd": "state"})["result"]
        for path in paths(request["state"]):
            value = request["state"]
            for k in path:
                value = value[k]
            if not isinstance(value, int) or isinstance(value, bool):
                continue
            answer = session.send(broken(request, ("state", *path), "float"))
            error = answer["result"]["error"]
            assert error["code"] == "invalid_state", (path, answer)
            assert error["path"] == "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path)
            assert error["message"].startswith(f"{float(value)} is not"), error  # of type 'integer', or of any branch
            checked += 1
        assert session.send({"seq": 1, "cmd": "state"})["result"] == before
    assert checked > 20


@settings(max_examples=30, **FUZZ)
@given(sessions())
def test_random_requests_quick(requests):
    play(Session(), requests)


@pytest.mark.full
@settings(max_examples=2000, **FUZZ)
@given(sessions())
def test_random_requests_long(requests):
    play(Session(), requests)


@pytest.mark.full
@pytest.mark.parametrize("game", GAMES)
def test_every_member_of_some_positions_broken(game):
    """Every member, at any depth, of a few positions and actions of the random games:
    replaced by a junk value, turned into a whole float, or dropped."""
    session = Session()
    _, positions, actions = material(game)
    play(session, [next(r for r in requests_of(game) if r["cmd"] == "new_game")])
    rng = random.Random(7)
    for cmd, field, values in (("load", "state", positions[:: max(1, len(positions) // 3)]),
                               ("act", "action", actions[:: max(1, len(actions) // 30)])):
        for value in values:
            template = {"seq": 1, "cmd": cmd, field: value}
            for path in shallow(template, 99):
                if path[0] == field:
                    play(session, [broken(template, path, "replace", rng.choice(JUNK)),
                                   broken(template, path, "float"), broken(template, path, "delete")])
