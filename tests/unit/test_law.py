"""The law of judgement (kuhspec.law.agree): what two answers must share under a game's
normative boundary, and what is free. Each test names the wrong engine it catches or the
honest engine it must not fail."""

from __future__ import annotations

import copy

import pytest

from kuhspec.law.agree import law, names_place, path_segments
from kuhspec.reference_impl import ReferenceImplementation


@pytest.mark.parametrize("path, segments", [
    ("$", []), ("", []), ("$.neutral_pile[0]", ["neutral_pile", "0"]), ("/neutral_pile/0", ["neutral_pile", "0"]),
    ("$.players[1].stack", ["players", "1", "stack"]), ("$['a b'].c", ["a b", "c"]), ("/a~1b/~0c", ["a/b", "~c"]),
])
def test_both_spellings_of_a_path_read_alike(path, segments):
    assert path_segments(path) == segments


@pytest.mark.parametrize("path", ["neutral_pile", "$.", "$[x]", 3, None])
def test_an_unreadable_path_names_nothing(path):
    assert path_segments(path) is None
    assert not names_place("$.neutral_pile", path)


def test_a_path_names_its_place_or_a_place_inside_it_but_not_a_wider_or_other_one():
    assert names_place("$.neutral_pile", "/neutral_pile/19")      # one card of the faulty list
    assert names_place("$.neutral_pile[0]", "/neutral_pile/0")
    assert not names_place("$.neutral_pile[0]", "$.neutral_pile")  # wider: not where the fault is
    assert not names_place("$.neutral_pile[0]", "$.neutral_pile[1]")
    assert not names_place("$.deal", "$.setup.deal")               # relative to the setup, not the request


def _game(gid: str, players: int, seed: int = 3) -> ReferenceImplementation:
    impl = ReferenceImplementation()
    impl.new_game({"game": gid, "players": ["Anne", "Benno", "Claudi"][:players], "seed": seed})
    return impl


@pytest.mark.parametrize("gid", ["kuhhandel-festival", "kuhno"])
def test_events_are_informative_but_accepted_and_rejected_differ(gid):
    """An engine with other events (or none) agrees; one that rejects what the reference
    accepts, or rejects with another code or clause, does not; the message is free."""
    judge = law(gid)
    assert judge.agree("act", {"events": [{"type": "x", "n": 1}]}, {"events": []})
    assert not judge.agree("act", {"events": []}, {"rejection": {"code": "c", "clause": "K", "message": "m"}})
    rej = {"rejection": {"code": "bid_too_low", "clause": "KF-AUC-4", "message": "too low"}}
    assert judge.agree("act", rej, {"rejection": {**rej["rejection"], "message": "another wording"}})
    assert not judge.agree("act", rej, {"rejection": {**rej["rejection"], "clause": "KF-AUC-5"}})


def test_the_kuhno_seed_is_free_and_the_rest_of_the_state_is_not():
    judge, state = law("kuhno"), _game("kuhno", 3).state()
    other = {**copy.deepcopy(state), "seed": None}
    assert judge.agree("state", state, other)
    other["turn"] = (state["turn"] + 1) % 3
    assert not judge.agree("state", state, other)


def test_a_festival_state_has_no_free_part():
    judge, state = law("kuhhandel-festival"), _game("kuhhandel-festival", 3).state()
    other = copy.deepcopy(state)
    other["players"][0]["stack"].reverse()   # a face-down stack is a set (x-order set)
    assert judge.agree("state", state, other)
    other["players"][0]["stack"][0] = other["players"][1]["stack"][0]   # but not another card
    assert not judge.agree("state", state, other)
    other = copy.deepcopy(state)
    other["players"].reverse()                # the seats are ordered
    assert not judge.agree("state", state, other)


def test_a_sample_sound_is_judged_by_its_shape():
    """legal(): an engine listing another new sound of the same length agrees; one listing a
    longer call, or another card, does not."""
    judge = law("kuhno")
    entry = {"type": "play", "player": 0, "card": "party-1", "side": "top", "facing": "left", "calls": ["neigh"]}
    assert judge.agree("legal", [entry], [{**entry, "calls": ["quack"]}])
    assert not judge.agree("legal", [entry], [{**entry, "calls": ["quack", "kuhno"]}])
    assert not judge.agree("legal", [entry], [{**entry, "card": "party-2", "calls": ["quack"]}])


def test_a_refusal_agrees_by_code_and_path_in_either_spelling_and_by_clause_only_where_both_give_one():
    judge = law("kuhhandel-festival")
    ref = {"ok": False, "error": {"code": "invalid_state", "path": "$.neutral_pile[0]", "clause": "KF-CON-3",
                                  "message": "two places"}}
    assert judge.agree("load", ref, {"error": {"code": "invalid_state", "path": "/neutral_pile/0", "message": "dup"}})
    assert not judge.agree("load", ref, {"error": {"code": "invalid_state", "path": "/neutral_pile/0",
                                                   "clause": "KF-CON-1", "message": "dup"}})
    assert not judge.agree("load", ref, {"error": {"code": "invalid_json", "path": "$.neutral_pile[0]", "message": "?"}})
    assert not judge.agree("load", ref, {"ok": True})
