"""The score (KF-SCO-1..7) recomputed from the final state of random legal games, by the
rulebook's 'End of game and scoring': triple values added, multiplied by the number of
triples plus 1 for the most Kuhpons (all tied players get it), +50 per Copycat, minus the
black sheep; the most points win, a tie goes to the least valuable triple."""

from hypothesis import given, strategies as st

from kf_model import score
from kf_play import new_game, setups, walk

FIELDS = ("triples", "triple_sum", "multiplier", "most_kuhpons", "copycats", "black_sheep", "total")


def check_score(state: dict, got: dict) -> None:
    want = score(state)
    assert [r["seat"] for r in got["players"]] == list(range(len(state["players"])))
    for row, mine in zip(got["players"], want["rows"]):
        assert row["name"] == state["players"][row["seat"]]["name"]
        assert {f: row[f] for f in FIELDS} == {f: mine[f] for f in FIELDS}, f"seat {row['seat']}"
        assert row["kuhpons"] == mine["money"], f"seat {row['seat']}: what most Kuhpons compares"
    assert sorted(got["winners"]) == want["winners"]
    # By total, then R-KF-TIE-BREAK, then by seat.
    assert got["ranking"] == sorted(range(len(state["players"])),
                                    key=lambda s: (want["key"](want["rows"][s]), s))


@given(setup=setups(), probe=st.integers(0, 400))
def test_the_score_adds_up(setup, probe):
    game, rng = new_game(setup)
    for step in walk(game, rng):
        if step.index == probe:            # the breakdown of a game in progress, too
            check_score(step.after, game.score())
    state = game.state
    check_score(state, game.score())
    assert game.score()["final"] is (state["phase"]["step"] == "over")


def test_score_rows_carry_the_documented_fields():
    game, rng = new_game({"players": ["Anne", "Benno", "Claudi"], "seed": 1, "options": {}})
    for _ in walk(game, rng):
        pass
    got = game.score()
    assert {"final", "players", "ranking", "winners"} <= set(got) and got["final"] is True
    documented = {"seat", "name", "triples", "triple_sum", "multiplier", "most_kuhpons",
                  "kuhpons", "copycats", "black_sheep", "total"}
    for row in got["players"]:
        assert documented <= set(row), f"missing {sorted(documented - set(row))}"
