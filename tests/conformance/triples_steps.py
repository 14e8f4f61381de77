"""Steps for triples and Copycat cards (KF-TRI-*, KF-COP-*).

Like festival_steps.py, every step talks to the implementation through World (JSON only):
it reads `state` and nothing else."""

from __future__ import annotations

from pytest_bdd import then

from festival_steps import CARDS, NAME, re
from world import card_list


@then(re(NAME + r" must place (?P<copycat>copycat-\d) \(reason (?P<reason>[a-z_]+)\)"))
def must_place_because(world, name, copycat, reason):
    phase = world.state()["phase"]
    assert phase["step"] == "copycat", f"expected a Copycat to be placed, the step is {phase}"
    head = phase["queue"][0]
    want = {"player": world.seat(name), "card": copycat, "reason": reason}
    assert head == want, f"expected {want} first in the queue; waiting: {phase['queue']}"


@then(re(r"(?P<copycat>copycat-\d) waits to be placed by " + NAME))
def waits_to_be_placed(world, copycat, name):
    phase = world.state()["phase"]
    assert phase["step"] == "copycat", f"expected Copycats to be placed, the step is {phase}"
    waiting = [(item["player"], item["card"]) for item in phase["queue"]]
    assert (world.seat(name), copycat) in waiting, f"waiting: {phase['queue']}"


@then(re(r"(?P<copycat>copycat-\d) does not wait to be placed"))
def does_not_wait(world, copycat):
    phase = world.state()["phase"]
    waiting = [item["card"] for item in phase.get("queue", [])]
    assert copycat not in waiting, f"{copycat} waits to be placed: {phase}"


@then(re(r"(?P<cards>(?:copycat-\d)(?:(?:, | and )copycat-\d)*) (?:is|are) not turned"))
def copycat_not_turned(world, cards):
    state = world.state()
    for player in state["players"]:
        turned = set(player["black_sheep"]) | set(player["kuhpons"])
        found = [c for c in card_list(cards) if c in turned]
        assert not found, f"{found} turned in front of {player['name']}: {player}"


@then(re(NAME + r" does not have the black sheep " + CARDS))
def not_black_sheep(world, name, cards):
    got = sorted(world.state_player(name)["black_sheep"])
    present = [c for c in card_list(cards) if c in got]
    assert not present, f"{name}'s black sheep include {present}: {got}"


@then(re(NAME + r"'s black sheep are exactly " + CARDS))
def black_sheep_exactly(world, name, cards):
    got = sorted(world.state_player(name)["black_sheep"])
    assert got == sorted(card_list(cards)), f"{name}'s black sheep: expected {sorted(card_list(cards))}, got {got}"


@then(re(NAME + r" has no triple of the (?P<cow>\d+)-cows"))
def no_triple_of(world, name, cow):
    got = [t["cow"] for t in world.state_player(name)["triples"]]
    assert int(cow) not in got, f"{name} has a triple of the {cow}-cows: {world.state_player(name)['triples']}"
