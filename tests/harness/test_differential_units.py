"""Differential testing's parts, in process and fast: the tables it plays, the rejected
probes, shrinking, the written scenario, and implementations that fail in other ways.
(tests/harness/test_differential.py runs it over the wire against a bent engine.)"""

from __future__ import annotations

import copy

import pytest

from kuhspec.harness.differential import duel, run
from kuhspec.harness.differential.reproduce import feature
from kuhspec.harness.differential.shrink import shrink
from kuhspec.harness.differential.tables import tables
from kuhspec.reference_impl import ReferenceImplementation

HELLO = ReferenceImplementation().hello()


def _festival(tables_, variant="standard", edition="en"):
    return [t for t in tables_ if (t.game, t.edition, t.variant) == ("kuhhandel-festival", edition, variant)]


def test_the_tables_repeat_from_the_seed_and_cover_what_is_declared():
    a, b = tables(HELLO, 4, 7), tables(HELLO, 4, 7)
    assert a == b and [t.options for t in a] == [t.options for t in b]
    assert a != tables(HELLO, 4, 8)
    assert len(a) == 7 * 4
    std = _festival(a)
    assert [t.players for t in std] == [3, 4, 5, 3] and std[0].options == {}
    assert all(t.options for t in std[1:])  # the other games choose among the declared options
    assert {t.players for t in _festival(a, "two-player")} == {2}
    only = tables(HELLO, 2, 7, {"games": ["kuhno"], "variants": ["easy"]})
    assert {(t.game, t.variant) for t in only} == {("kuhno", "easy")} and len(only) == 2


def test_an_implementation_is_played_only_where_it_declares():
    hello = copy.deepcopy(HELLO)
    hello["games"] = {"kuhhandel-festival": {"editions": ["nl"], "variants": ["two-player"],
                                             "rulings": {"stack_look": ["owner_sees"]}}}
    plan = tables(hello, 3, 1)
    assert {(t.game, t.edition, t.variant) for t in plan} == {("kuhhandel-festival", "nl", "two-player")}
    rulings = HELLO["games"]["kuhhandel-festival"]["rulings"]
    for t in plan[1:]:  # a value not declared is never chosen (the default always may be)
        assert all(v in rulings[k] for k, v in t.options.items())


def test_probes_are_rejected_by_both_and_change_nothing():
    table = tables(HELLO, 1, 2)[0]
    out = duel.play(table, ReferenceImplementation(), ["view", "legal"], max_actions=60, probe_rate=0.6)
    assert out.divergence is None and out.end == "abandoned"
    assert out.actions >= 60  # the walk's 60, and any probe the reference accepted
    assert out.probes >= 15
    rejected = [i for i, e in enumerate(out.history) if e["rejected"]]
    assert all(out.befores[i] == out.befores[i + 1] for i in rejected if i + 1 < len(out.befores))


class Forgetful(ReferenceImplementation):
    """Scores one point too many after its 12th accepted action since a load: a bug of
    hidden memory, which no position alone reproduces."""

    def load(self, state):
        self.acted = 0
        return super().load(state)

    def act(self, action):
        answer = super().act(action)
        self.acted += "events" in answer
        return answer

    def score(self):
        score = super().score()
        if self.acted >= 12:
            score["players"][0]["total"] += 1
        return score


def test_shrinking_keeps_what_hidden_memory_needs():
    table = tables(HELLO, 1, 4)[0]
    game = duel.play(table, Forgetful(), ["view", "legal"])
    assert game.divergence["observation"] == "score"
    rep = shrink(game, Forgetful, ["view", "legal"])
    assert rep.shrunk and sum(1 for e in rep.actions if not e["rejected"]) == 12
    assert rep.actions[0]["rejected"] is False  # nothing before the 12 accepted actions is kept


class OtherClause(ReferenceImplementation):
    """Rejects what the reference rejects, citing another clause."""

    def act(self, action):
        answer = super().act(action)
        if "rejection" in answer:
            answer["rejection"]["clause"] = "KF-SET-1" if answer["rejection"]["clause"] != "KF-SET-1" else "KF-SET-2"
        return answer


def test_a_rejection_divergence_shrinks_to_one_action_and_cites_its_clause():
    table = tables(HELLO, 1, 1)[0]
    game = duel.play(table, OtherClause(), [])
    assert game.divergence["observation"] == "act" and game.history[game.at]["rejected"]
    rep = shrink(game, OtherClause, [])
    assert len(rep.actions) == 1 and rep.start_entry == game.at
    clause = game.divergence["reference"]["rejection"]["clause"]
    code = game.divergence["reference"]["rejection"]["code"]
    sid, text = feature(rep.position, [e["action"] for e in rep.actions], "act", "a test")
    assert f"@id:{sid} @{clause} @edition:en @variant:standard" in text and "placeholder" not in text
    assert f'Then the action is rejected with "{code}" under {clause}' in text
    assert "And the state is unchanged" in text


class Crashing(ReferenceImplementation):
    def act(self, action):
        if action.get("type") == "pass":
            raise RuntimeError("pass is not implemented")
        return super().act(action)


class NoView(ReferenceImplementation):
    def view(self, player):
        from kuhspec.interface import Unsupported

        raise Unsupported("view")


@pytest.mark.parametrize("impl, observation, answer", [
    (Crashing, "act", {"error": "error"}),
    (NoView, "view:0", {"unsupported": "view"}),
])
def test_an_implementation_that_fails_diverges_with_its_error(impl, observation, answer, tmp_path):
    result = run(HELLO, impl, games_per=1, seed=1, out_dir=str(tmp_path), label="test",
                 only={"games": ["kuhhandel-festival"], "variants": ["standard"], "editions": ["en"]})
    assert not result["ok"] and result["games"] == 1
    d = result["divergence"]
    assert d["observation"] == observation
    assert answer.items() <= d["implementation"].items()
    files = d["reproduction"]["files"]
    assert (tmp_path / "differential" / "divergence.json").is_file() and files["feature"].endswith(".feature")


def test_the_reference_against_itself_in_process_has_no_divergence():
    result = run(HELLO, ReferenceImplementation, games_per=1, seed=9)
    assert result["ok"] and result["games"] == 7 and result["divergence"] is None
    assert result["compared"] == result["actions"] + result["probes"] and result["probes"] > 0
    assert all(s["over"] + s["abandoned"] == s["games"] == 1 for s in result["settings"])


def test_a_divergence_at_the_load_writes_a_reproduction_of_no_action_that_replays(tmp_path):
    """Shrunk to 0 actions, the reproduction checks right after its Given with a Then (an
    And there would be a Given step, which does not exist), and it replays with
    `kuhspec conform --features`: it fails on the bent engine and passes on the reference."""
    import subprocess
    import sys

    import harnesslib
    from score_bent import ScoreBent

    table = tables(HELLO, 1, 1)[0]
    game = duel.play(table, ScoreBent(), [])
    assert game.divergence["observation"] == "score" and game.at == -1
    sid, text = feature(game.start, [], "score", "a test")
    assert "    Given the position\n" in text and "    Then the score is\n" in text and "And the score is" not in text
    folder = tmp_path / "features" / table.game
    folder.mkdir(parents=True)
    (folder / "repro.feature").write_text(text, encoding="utf-8")

    def conform(*impl: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "kuhspec", "conform", *impl, "--features", str(tmp_path / "features"),
                               "--out", str(tmp_path / ("bent" if impl else "ref")), "-q"],
                              capture_output=True, text=True, env=harnesslib.env(harnesslib.HERE), timeout=300)
    bent = conform("--impl", "python:score_bent:ScoreBent")
    assert bent.returncode == 1 and f"{sid}" in bent.stdout + bent.stderr, bent.stdout + bent.stderr
    ref = conform()
    assert ref.returncode == 0, ref.stdout + ref.stderr
