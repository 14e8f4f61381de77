"""The Kuhno world: the empty position, card specs and completing a drafted position.

A scenario names every card it depends on with its face: "pasture-01 (back, head)" is a
pasture cow with spots at its back and head; a pile card may add where Kuhno sits on its
back, "pasture-30 (belly, Kuhno left, red eyes)". complete() gives every other card a fixed
face of its own (one spot at the back, Kuhno on the top side, no red eyes) and puts it at
the bottom of the cowpat pile (a player the scenario gives no cards holds three of them), so
no scenario depends on the assumed deck manifest."""

from __future__ import annotations

import functools
import re

from kuhspec import yamlio
from kuhspec.resources import data_path

from ..common.world import World
from .book import BOOK

CARD_ID = re.compile(r"^[a-z]+-\d+(?:-\d+)?$")
SPEC = re.compile(r"(?P<card>[a-z]+-\d+(?:-\d+)?)(?:\s*\((?P<face>[^)]*)\))?")
PLACES = ("back", "head", "belly", "tail")
SIDES = ("top", "right", "bottom", "left")  # clockwise, fixed to the table
#: corner -> the two sides that meet there, in clockwise order
CORNERS = {"top_right": ("top", "right"), "bottom_right": ("right", "bottom"),
           "bottom_left": ("bottom", "left"), "top_left": ("left", "top")}
FILLER = {"spots": ["back"], "fly": "top", "red_eyes": False}


@functools.cache
def card_ids() -> tuple[str, ...]:
    """The 64 card ids, in the order of fixtures/kuhno/deck.yaml (ids only, never faces)."""
    data = yamlio.load(data_path("fixtures") / "kuhno" / "deck.yaml")
    return tuple(data["cards"])


def card_list(text: str) -> list[str]:
    """The card ids of "pasture-01, milk-2 and flower-03" ("nothing" -> [])."""
    return BOOK.ids(text, CARD_ID)


def parse_specs(text: str) -> list[tuple[str, dict]]:
    """[(card, face)] of "pasture-01 (back, head), pasture-30 (Kuhno left, red eyes) and milk-2"."""
    if text.strip() in BOOK.list_words()[1]:
        return []
    out = []
    for m in SPEC.finditer(text):
        face = {"spots": [], "fly": "top", "red_eyes": False}
        for token in (t.strip() for t in (m["face"] or "").split(",") if t.strip()):
            if token in PLACES:
                face["spots"].append(token)
            elif token == "red eyes":
                face["red_eyes"] = True
            elif token.startswith("Kuhno ") and token[6:] in SIDES:
                face["fly"] = token[6:]
            else:
                raise ValueError(f"card spec {m.group(0)!r}: {token!r} is no place, 'Kuhno <side>' "
                                 "or 'red eyes'")
        face["spots"] = face["spots"] or ["back"]
        out.append((m["card"], face))
    if not out:
        raise ValueError(f"step text {text!r} names no card")
    return out


def corner_name(text: str) -> str:
    """ "top right" -> "top_right" """
    return text.strip().replace(" ", "_")


def lead(side: str, facing: str) -> tuple[str, str]:
    """(next position, direction) after a cow along `side` facing `facing`: the other side
    at that corner (R-KN-GEOMETRY)."""
    a, b = CORNERS[facing]
    other = b if a == side else a
    step = (SIDES.index(other) - SIDES.index(side)) % 4
    return other, "clockwise" if step == 1 else "counterclockwise"


class KuhnoWorld(World):
    def __init__(self, impl, setting):
        super().__init__(impl, setting)
        self.faces: dict[str, dict] = {}
        self.next_deal: dict[str, list[str]] = {}
        self.deal_hands: dict[str, list[str]] = {}
        self.deal_top: list[str] = []
        self.pile_only = False

    # Under mistakes challenge a play that breaks a rule is accepted too, open to a challenge
    # (KN-BSS-1). A scenario that means a mistake says so (the mistake_stands step) or
    # challenges it with the very next action; every other play must keep every rule, which
    # is checked when it is accepted explicitly, or else before the next action.
    unchecked_play = False

    def act(self, action) -> dict:
        kind = action.get("type") if isinstance(action, dict) else None
        if self.unchecked_play and kind != "bssszzzz":
            self._no_fault("an earlier play kept every rule (a mistake is checked or challenged at once)")
        self.unchecked_play = kind == "play"
        return super().act(action)

    def _no_fault(self, because: str) -> None:
        self.unchecked_play = False
        self.expect(self.state(), "/phase/claim/faults", "empty", because=because)

    def accepted(self) -> None:
        """Accepted, and for a play, accepted as keeping every rule."""
        super().accepted()
        if self.unchecked_play:
            self._no_fault("the play is accepted as keeping every rule")

    def mistake_checked(self) -> None:
        self.unchecked_play = False

    def empty_position(self, names: list[str]) -> dict:
        return {"cards": {}, "players": [{"name": n, "hand": [], "skips": 0, "owes": 0} for n in names],
                "pile": [], "sides": {s: [] for s in SIDES}, "position": None, "direction": None,
                "sounds": [], "round": 1, "first": 0, "starter": 0, "scores": [], "seed": None,
                "turn": 0, "phase": {"step": "play", "claim": None}}

    def face(self, card: str, face: dict) -> None:
        self.faces[card] = face
        if self.draft is not None:
            self.draft["cards"][card] = face

    def used(self, state: dict) -> list[str]:
        cards = [c for p in state["players"] for c in p["hand"]] + list(state["pile"])
        return cards + [c for cows in state["sides"].values() for c in cows]

    def complete(self, state: dict, without: str | None = None) -> dict:
        """Every card no step placed goes, with the filler face, below the named pile cards."""
        used = set(self.used(state))
        rest = [c for c in card_ids() if c not in used and c != without]
        if state["phase"]["step"] in ("play", "after_draw", "extra"):
            for player in state["players"]:      # a running round has no empty hand
                if not player["hand"]:
                    player["hand"], rest = rest[:3], rest[3:]
        if self.pile_only:                        # the rest lies covered along the sides
            side = next((s for s in SIDES if state["sides"][s]), None)
            assert side, "step text: a pile of only some cards needs a cow on the table"
            state["sides"][side] += rest
        else:
            state["pile"] += rest
        for card in card_ids():
            state["cards"].setdefault(card, dict(FILLER))
        return state

    def place_cow(self, card: str, side: str, facing: str) -> None:
        """A cow already lying along `side` facing `facing` (on top of the cows there); the
        next cow goes round the corner it faces."""
        self.draft["sides"][side].insert(0, card)
        self.draft["position"], self.draft["direction"] = lead(side, facing)

    def deal_setup(self, hands: list[list[str]], pile: list[str], first: int = 0) -> dict:
        """A setup with an explicit deal and every card's face (KN-SET-1)."""
        cards = {c: self.faces.get(c, dict(FILLER)) for c in card_ids()}
        return {**self.where(len(self.names)), "players": self.names, "deal": {"hands": hands, "pile": pile},
                "options": self.options, "first": first, "cards": cards}
