"""A view never depends on hidden information (KF-SET-5, KF-TRD-12).

For a viewer, the hidden facts are the other players' stacks, the values of their plain
Kuhpons (the count and the turned cows on the money stack are public), and a trade offer
the viewer did not make. We redeal exactly those facts at random and check that the
viewer's view and legal actions stay the same. The box stays as it is: the contract makes
it public, so it cannot absorb hidden cards. Hands shown after a failed payment
(`revealed`) are public too, so they stay put."""

import json
import random

from hypothesis import given, strategies as st

from kuhspec.festival.engine import Game

from kf_model import kind
from kf_play import new_game, setups, walk


def _redeal(zones: list[list[str]], movable, rng: random.Random) -> None:
    """Shuffle the movable cards among the zones, each keeping its size and the places of
    its other cards (the order of turned cows on a money stack is public)."""
    pool = [c for zone in zones for c in zone if movable(c)]
    rng.shuffle(pool)
    for zone in zones:
        zone[:] = [pool.pop() if movable(c) else c for c in zone]


def hidden_from(state: dict, viewer: int) -> tuple[list[list[str]], list[list[str]]]:
    """(stacks, money zones) whose content `viewer` may not see, inside `state`."""
    phase = state["phase"]
    shown = set(phase.get("revealed", {}))
    others = [p for s, p in enumerate(state["players"]) if s != viewer]
    stacks = [p["stack"] for p in others]
    if state["options"]["stack_look"] == "blind":   # R-KF-STACK-LOOK: nobody sees a stack
        stacks.append(state["players"][viewer]["stack"])
    money = [p["kuhpons"] for s, p in enumerate(state["players"]) if s != viewer and str(s) not in shown]
    if phase["step"] == "trade" and phase["challenger"] != viewer:
        money.append(phase["offer"])
    return stacks, money


def perturbed(state: dict, viewer: int, rng: random.Random) -> dict:
    out = json.loads(json.dumps(state))
    stacks, money = hidden_from(out, viewer)
    _redeal(stacks, lambda c: True, rng)
    _redeal(money, lambda c: kind(c) == "kp", rng)   # turned cows are public
    return out


def check_view(game: Game, state: dict, viewer: int, rng: random.Random) -> None:
    view = game.view(viewer)
    # The offer of a trade the viewer did not make is only a count.
    phase = state["phase"]
    if phase["step"] == "trade":
        offer = view["phase"]["offer"]
        if viewer == phase["challenger"]:
            assert offer == phase["offer"]
        else:
            shown = {"count": len(phase["offer"])} if state["options"]["offer_count"] == "visible" else {}
            assert offer == shown, f"seat {viewer} sees the offer {offer} (R-KF-OFFER-COUNT)"
    # No hidden card id appears anywhere in the view.
    text = json.dumps({k: v for k, v in view.items() if k != "options"})  # a card table names cows
    stacks, money = hidden_from(state, viewer)
    secret = [c for z in stacks for c in z] + [c for z in money for c in z if kind(c) == "kp"]
    leaked = [c for c in secret if f'"{c}"' in text]
    assert not leaked, f"seat {viewer} can see {leaked}"
    # Redealing the hidden facts changes nothing the viewer sees or may do.
    other = Game(perturbed(state, viewer, rng))     # loads: the redealt position is legal
    assert other.view(viewer) == view
    assert other.legal(viewer) == game.legal(viewer)


@given(setup=setups(), seed=st.integers(0, 2**32 - 1))
def test_views_do_not_depend_on_hidden_information(setup, seed):
    game, rng = new_game(setup)
    probe = random.Random(seed)
    n = len(setup["players"])
    seen = set()
    for viewer in range(n):
        check_view(game, game.state, viewer, probe)
    for step in walk(game, rng):
        step_kind = step.after["phase"]["step"]
        interesting = step_kind in ("trade", "payment", "award") and step_kind not in seen
        if interesting or probe.random() < 0.03 or step.after["phase"].get("revealed"):
            seen.add(step_kind)
            for viewer in range(n):
                check_view(game, step.after, viewer, probe)
