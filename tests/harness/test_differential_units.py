"""Differential testing's parts, in process and fast: the settings it deals, the state
machine against the reference itself, divergences of several kinds shrunk by hypothesis, the
example database that replays a divergence first, the written scenario, and implementations
that fail in other ways. (tests/harness/test_differential.py runs it over the wire.)"""

from __future__ import annotations

import copy
import json
import random

import pytest

from kuhspec import games
from kuhspec.harness.differential import run
from kuhspec.harness.differential.duel import Sides
from kuhspec.harness.differential.examples import DatabaseError, open_database
from kuhspec.harness.differential.reproduce import feature
from kuhspec.harness.differential.tables import settings
from kuhspec.reference_impl import ReferenceImplementation

HELLO = ReferenceImplementation().hello()
FESTIVAL_2P = {"games": ["kuhhandel-festival"], "editions": ["en"], "variants": ["two-player"]}
KUHNO_EASY = {"games": ["kuhno"], "variants": ["easy"]}
# short games and a short shrink: the default run's budget. Shrinking stops on a clock, so a
# test of the default run asserts only what holds of any failing example, shrunk or not
SHORT = {"max_actions": 30, "shrink": 1.0}


def test_the_settings_cover_what_is_declared_with_the_default_first():
    every = settings(HELLO)
    assert [s.key for s in every] == [
        ("kuhhandel-festival", "en", "standard"), ("kuhhandel-festival", "en", "two-player"),
        ("kuhhandel-festival", "nl", "standard"), ("kuhhandel-festival", "nl", "two-player"),
        ("kuhno", "en", "standard"), ("kuhno", "en", "easy"), ("kuhno", "en", "red-eyes")]
    standard = every[0]
    assert standard.counts == (3, 4, 5) and every[1].counts == (2,)
    rulings = HELLO["games"]["kuhhandel-festival"]["rulings"]
    assert all(v in rulings[key] for key, values in standard.options for v in values[1:])  # declared values only
    assert sum(len(values) > 1 for _, values in standard.options) >= 5  # most options have a choice
    drawn = standard.table(lambda n: 0)
    assert drawn.players == 3 and drawn.options == {}  # the first choice: the least players, the defaults
    only = settings(HELLO, KUHNO_EASY)
    assert [s.key for s in only] == [("kuhno", "en", "easy")]
    narrow = copy.deepcopy(HELLO)
    narrow["games"] = {"kuhhandel-festival": {"editions": ["nl"], "variants": ["two-player"],
                                              "rulings": {"stack_look": ["owner_sees"]}}}
    [one] = settings(narrow)
    assert one.key == ("kuhhandel-festival", "nl", "two-player")
    assert all(len(values) == 1 for key, values in one.options if key != "stack_look")  # the default alone


def test_a_budget_plays_every_setting_once_first_then_every_setting_in_turn():
    """With a budget, the first round deals each setting once (two examples), the games
    interleaved, shared among the workers; then every worker plays the settings in turn
    (the number of examples left to the pace); every run deals one setting, and keeps its
    examples under that setting's own name."""
    from kuhspec.harness.differential.campaign import Plan, _schedule
    from kuhspec.harness.differential.machine import duel_of

    groups: dict = {}
    for s in settings(HELLO):
        groups.setdefault(s.game, []).append(s)
    keys = [("kuhhandel-festival", "en", "standard"), ("kuhno", "en", "standard"),
            ("kuhhandel-festival", "en", "two-player"), ("kuhno", "en", "easy"),
            ("kuhhandel-festival", "nl", "standard"), ("kuhno", "en", "red-eyes"),
            ("kuhhandel-festival", "nl", "two-player")]
    one = _schedule(Plan(budget=60), groups, 0)
    first = [next(one) for _ in range(7)]
    assert [s.key for s, _, _, _ in first] == keys
    assert all(examples == 2 and round_ == 0 for _, examples, _, round_ in first)
    later = [next(one) for _ in range(14)]
    assert [s.key for s, _, _, _ in later] == keys * 2
    assert all(examples is None for _, examples, _, _ in later)
    assert [r for *_, r in later] == [1] * 7 + [2] * 7
    a, b = _schedule(Plan(budget=60, workers=2), groups, 0), _schedule(Plan(budget=60, workers=2), groups, 1)
    assert [next(a)[0].key for _ in range(4)] + [next(b)[0].key for _ in range(3)] == keys[0::2] + keys[1::2]
    assert next(a)[3] == next(b)[3] == 1  # then each worker plays every setting
    names = {duel_of(s.game, s).__name__ for s in settings(HELLO)}
    assert len(names) == 7 and "Duel[kuhno en red-eyes]" in names and duel_of("kuhno").__name__ == "Duel[kuhno]"


def test_the_reference_against_itself_has_no_divergence():
    result = run(HELLO, ReferenceImplementation, games_per=1, seed=9, only=FESTIVAL_2P, **SHORT)
    assert result["ok"] and result["divergence"] is None and result["error"] is None, result
    [row] = result["settings"]
    assert row["variant"] == "two-player" and row["games"] >= 1
    assert result["compared"] == result["actions"] + result["probes"] > 0 and result["alone"] > 0


class OtherClause(ReferenceImplementation):
    """Rejects what the reference rejects, citing another clause."""

    def act(self, action):
        answer = super().act(action)
        if "rejection" in answer:
            answer["rejection"]["clause"] = "KN-SET-1" if answer["rejection"]["clause"] != "KN-SET-1" else "KN-SET-2"
        return answer


def test_a_rejection_is_written_citing_its_clause_and_is_replayed_first_next_time(tmp_path):
    """The divergence is written as a scenario that cites the rejection's clause, and kept in
    the example database: the next run (another seed) tries it first, and it diverges."""
    db = str(tmp_path / "db")
    first = run(HELLO, OtherClause, games_per=3, seed=1, only=KUHNO_EASY, database=db, out_dir=str(tmp_path / "a"),
                **SHORT)
    d = first["divergence"]
    assert d["observation"] == "act" and d["action"]["rejected"], d
    rep = d["reproduction"]
    assert rep["shrunk"] and rep["actions"] >= 1
    clause, code = (d["reference"]["rejection"][k] for k in ("clause", "code"))
    text = open(rep["files"]["feature"], encoding="utf-8").read()
    assert f"@{clause} @edition:en @variant:easy" in text and "placeholder" not in text
    assert f'Then the action is rejected with "{code}" under {clause}' in text and "And the state is unchanged" in text
    again = run(HELLO, OtherClause, games_per=3, seed=2, only=KUHNO_EASY, database=db, **SHORT)
    assert again["divergence"]["reproduction"]["example"] == 1  # the kept example, tried first, diverges


@pytest.mark.full  # shrinking to the end takes 5-20 s in process
def test_a_rejection_shrinks_to_the_one_action_that_shows_it():
    result = run(HELLO, OtherClause, games_per=3, seed=1, only=KUHNO_EASY, max_actions=30, shrink=600)
    rep = result["divergence"]["reproduction"]
    assert rep["actions"] == 1 and rep["replays"] > 0


def test_a_divergence_at_the_load_is_a_reproduction_of_no_action(tmp_path):
    from score_bent import ScoreBent

    result = run(HELLO, ScoreBent, games_per=1, seed=1, only=FESTIVAL_2P, out_dir=str(tmp_path), **SHORT)
    d = result["divergence"]
    assert d["observation"] == "score" and d["entry"] == -1 and d["reproduction"]["actions"] == 0
    text = open(d["reproduction"]["files"]["feature"], encoding="utf-8").read()
    assert "    Given the position\n" in text and "    Then the score is\n" in text and "And the score is" not in text


class Forgetful(ReferenceImplementation):
    """Scores one point too many after its 6th accepted action since a load: a bug of hidden
    memory, which no position alone reproduces."""

    def load(self, state):
        self.acted = 0
        return super().load(state)

    def act(self, action):
        answer = super().act(action)
        self.acted += "events" in answer
        return answer

    def score(self):
        score = super().score()
        if self.acted >= 6:
            score["players"][0]["total"] += 1
        return score


def test_shrinking_keeps_what_hidden_memory_needs():
    result = run(HELLO, Forgetful, games_per=5, seed=3, only=FESTIVAL_2P, **SHORT)
    d = result["divergence"]
    assert d["observation"] == "score"
    full = d["history"][d["reproduction"]["from_entry"]:d["entry"] + 1]
    assert sum(1 for e in full if not e["rejected"]) >= 6  # the six accepted actions the bug needs are kept
    assert all(e["compared"] for e in full)  # sent to both since the load


class Crashing(ReferenceImplementation):
    def act(self, action):
        if action.get("type") == "auction":
            raise RuntimeError("auction is not implemented")
        return super().act(action)


class NoView(ReferenceImplementation):
    def view(self, player):
        from kuhspec.interface import Unsupported

        raise Unsupported("view")


@pytest.mark.parametrize("impl, observation, answer", [
    (Crashing, "act", {"error": "error"}),
    pytest.param(NoView, "view:0", {"unsupported": "view"}, marks=pytest.mark.full),
])
def test_an_implementation_that_fails_diverges_with_its_error(impl, observation, answer, tmp_path):
    result = run(HELLO, impl, games_per=1, seed=1, out_dir=str(tmp_path), label="test", only=FESTIVAL_2P, **SHORT)
    assert not result["ok"] and result["error"] is None
    d = result["divergence"]
    assert d["observation"] == observation and answer.items() <= d["implementation"].items()
    assert (tmp_path / "differential" / "divergence.json").is_file()
    assert d["reproduction"]["files"]["feature"].endswith(".feature")


def test_a_reproduction_replays_on_the_reference_as_written():
    """The scenario's expected answers are the reference's, replayed from its position."""
    game = games.dealt({"game": "kuhno", "variant": "easy", "players": ["A", "B"]}, random.Random(4))
    choose, _ = games.random_player("kuhno")
    sides = Sides("kuhno", game, ["view", "legal"])
    position = sides.current
    actions = [games.explicit("kuhno", sides.current, choose(sides.ref, random.Random(i)), random.Random(i))
               for i in range(1)]
    sid, text = feature(position, actions, "state", "a test")
    assert sid.startswith("DIFF-KN-") and "Then the action is accepted" in text and "And the state is" in text


def test_a_database_is_a_folder_or_a_redis_url(tmp_path):
    assert open_database(None) is None
    assert type(open_database(str(tmp_path / "db"))).__name__ == "DirectoryBasedExampleDatabase"
    (tmp_path / "file").write_text("x")
    with pytest.raises(DatabaseError, match="not a folder"):
        open_database(str(tmp_path / "file"))
    try:
        import redis  # noqa: F401
    except ImportError:
        with pytest.raises(DatabaseError, match="pip install redis"):
            open_database("redis://localhost:1")
    else:
        with pytest.raises(DatabaseError, match="cannot reach the Redis server"):
            open_database("redis://localhost:1")


def test_the_engines_deal_from_a_given_random_source():
    """games.dealt: the same draws give the same deal; the deal is checked as any explicit one."""
    for setup in ({"game": "kuhno", "players": ["A", "B", "C"]}, {"game": "kuhhandel-festival", "players": ["A", "B"]},
                  {"game": "kuhhandel-festival", "players": ["A", "B", "C", "D"]}):
        a, b = (games.dealt(setup, random.Random(5)).state for _ in range(2))
        assert json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)
        assert games.load(a).state == a
