"""Cards are never created, destroyed or duplicated (KF-CON-3), and triples are safe
(KF-TRI-1..6, KF-COP-4/5), after every action of random legal games."""

from collections import Counter

from hypothesis import event, given

from kf_model import conservation_errors, cow_type, kind, places
from kf_play import MAX_ACTIONS, new_game, setups, walk

# Which kinds of card each zone may hold (docs/state-and-actions.md).
ZONE_KINDS = {"stack": {"cow", "copycat"}, "display": {"cow"}, "copycats": {"copycat"},
              "triples": {"cow", "copycat"}, "black_sheep": {"cow"}, "kuhpons": {"kp", "cow"},
              "box": {"cow", "copycat", "kp"}, "lot": {"cow", "copycat"}, "offer": {"kp", "cow"},
              "neutral_pile": {"cow", "copycat"}, "neutral_kuhpons": {"kp"}, "lot_kuhpons": {"kp"}}


def zone_errors(state: dict) -> list[str]:
    return [f"{card} cannot lie in {where}" for card, where in places(state)
            if kind(card) not in ZONE_KINDS[where.split(".")[-1]]]


@given(setup=setups())
def test_every_card_lies_exactly_once_after_every_action(setup):
    game, rng = new_game(setup)
    assert conservation_errors(game.state) == []
    played = 0
    for step in walk(game, rng):
        played += 1
        errors = conservation_errors(step.after) + zone_errors(step.after)
        assert errors == [], f"action #{step.index} {step.action}: {errors}"
    # The rules do not guarantee an end (R-KF-END-STALL): a walk that reaches the action
    # limit is "aborted", a fact of the test driver; any other walk ended the game.
    outcome = "over" if game.state["phase"]["step"] == "over" else "aborted"
    event(f"game {outcome}")
    assert outcome == "over" or played == MAX_ACTIONS, f"the walk stopped after {played} actions"


def triples_of(state: dict) -> dict[int, tuple[int, list[str]]]:
    out = {}
    for seat, player in enumerate(state["players"]):
        for triple in player["triples"]:
            assert triple["cow"] not in out, f"two {triple['cow']}-triples"   # one per type
            out[triple["cow"]] = (seat, list(triple["cards"]))
    return out


def triple_shape_errors(cow: int, cards: list[str]) -> list[str]:
    copycats = [c for c in cards if kind(c) == "copycat"]
    cows = [c for c in cards if kind(c) == "cow"]
    errors = []
    if len(cards) != 3 or len(set(cards)) != 3:
        errors.append(f"{cow}-triple {cards} is not 3 cards")
    if len(copycats) > 1:
        errors.append(f"{cow}-triple {cards} holds {len(copycats)} Copycats")   # KF-COP-5
    if any(cow_type(c) != cow for c in cows):
        errors.append(f"{cow}-triple {cards} holds another type")
    return errors


def turned_errors(state: dict, done: dict) -> list[str]:
    """Every other cow of a completed type is turned: a black sheep, or money (KF-TRI-3/4);
    in the 2-player game it may wait in the neutral pile, or lie in a neutral lot, as a
    black sheep not yet delivered (KF-TWO-8)."""
    in_triple = {c for _, cards in done.values() for c in cards}
    waiting = ("neutral_pile", "lot") if "lot_kuhpons" in state["phase"] else ("neutral_pile",)
    return [f"{card} of a completed type lies in {where}" for card, where in places(state)
            if kind(card) == "cow" and cow_type(card) in done and card not in in_triple
            and where.split(".")[-1] not in ("black_sheep", "kuhpons", "offer") + waiting]


@given(setup=setups())
def test_triples_never_change_once_formed(setup):
    game, rng = new_game(setup)
    formed: dict = {}
    for step in walk(game, rng):
        now = triples_of(step.after)
        for cow, triple in formed.items():
            assert now.get(cow) == triple, f"action #{step.index} {step.action} changed the {cow}-triple"
        announced = {e["cow"]: (e["player"], e["cards"]) for e in step.events if e["type"] == "triple_formed"}
        new = {cow: t for cow, t in now.items() if cow not in formed}
        assert {c: (s, sorted(cards)) for c, (s, cards) in new.items()} == \
            {c: (s, sorted(cards)) for c, (s, cards) in announced.items()}, \
            f"action #{step.index}: new triples {new} but triple_formed events {announced}"
        for cow, (_, cards) in new.items():
            assert triple_shape_errors(cow, cards) == []
        formed.update(new)
        assert turned_errors(step.after, formed) == [], f"action #{step.index} {step.action}"
    sheep = Counter(cow_type(c) for p in game.state["players"] for c in p["black_sheep"])
    assert all(t in formed for t in sheep), "a black sheep of a type without a triple"
