"""A view never depends on hidden information (KF-SET-5, KF-TRD-12, KF-TWO-4).

For a viewer, the hidden facts are the other players' stacks, the values of their plain
Kuhpons (the count and the turned cows on the money stack are public), and a trade offer
the viewer did not make; in the 2-player game also the neutral Kuhpon stack, the hidden
Kuhpon of a lot, the box, and the neutral pile (all of it face down; below its top card
face up). We redeal exactly those facts at random and check that the viewer's view and
legal actions stay the same. In the standard game the box stays as it is: the contract
makes it public, so it cannot absorb hidden cards. Hands shown after a failed payment
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


def hidden_from(state: dict, viewer: int) -> tuple[list[list[str]], list[list[str]], int]:
    """(stacks, money zones) whose content `viewer` may not see, inside `state`, and how many
    cards of the neutral pile the viewer sees from the top (the rest are hidden)."""
    phase = state["phase"]
    shown = set(phase.get("revealed", {}))
    others = [p for s, p in enumerate(state["players"]) if s != viewer]
    stacks = [p["stack"] for p in others]
    if state["options"]["stack_look"] == "blind":   # R-KF-STACK-LOOK: nobody sees a stack
        stacks.append(state["players"][viewer]["stack"])
    money = [p["kuhpons"] for s, p in enumerate(state["players"]) if s != viewer and str(s) not in shown]
    if phase["step"] == "trade" and phase["challenger"] != viewer:
        money.append(phase["offer"])
    seen_of_pile = 0
    if state["variant"] == "two-player":
        money += [state["neutral_kuhpons"], state["box"]] + ([phase["lot_kuhpons"]] if "lot_kuhpons" in phase else [])
        seen_of_pile = 1 if state["options"]["pile_face"] == "face_up" else 0
    return stacks, money, seen_of_pile


def perturbed(state: dict, viewer: int, rng: random.Random) -> dict:
    out = json.loads(json.dumps(state))
    stacks, money, seen_of_pile = hidden_from(out, viewer)
    _redeal(stacks, lambda c: True, rng)
    _redeal(money, lambda c: kind(c) == "kp", rng)   # turned cows are public
    if "neutral_pile" in out:                         # its hidden cards change places
        below = out["neutral_pile"][seen_of_pile:]
        rng.shuffle(below)
        out["neutral_pile"][seen_of_pile:] = below
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
    stacks, money, seen_of_pile = hidden_from(state, viewer)
    secret = [c for z in stacks for c in z] + [c for z in money for c in z if kind(c) == "kp"]
    secret += state.get("neutral_pile", [])[seen_of_pile:]
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
        if "lot_kuhpons" in step.after["phase"]:
            step_kind = "neutral " + step_kind       # a neutral lot lies out (KF-TWO-4)
        interesting = step_kind not in seen and (step_kind.startswith("neutral")
                                                 or step_kind in ("trade", "payment", "award"))
        if interesting or probe.random() < 0.03 or step.after["phase"].get("revealed"):
            seen.add(step_kind)
            for viewer in range(n):
                check_view(game, step.after, viewer, probe)
