"""Reading a drawn SVG back: the groups by their data attributes (kuhspec.draw marks every
thing it draws with data-role, and data-card, data-side ... where they apply); and the
Kuhno position the tests draw."""

from __future__ import annotations

import copy
import xml.etree.ElementTree as ET

from kuhspec.kuhno.cards import ALL_CARDS

NS = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    """The SVG's root; a malformed document fails here."""
    root = ET.fromstring(svg)
    assert root.tag == f"{NS}svg"
    assert root.find(f"{NS}title").text and root.find(f"{NS}desc").text
    return root


def roles(root: ET.Element, role: str, **data) -> list[ET.Element]:
    """The elements of `role` whose data attributes have the values given (data_side="top")."""
    want = {f"data-{k.replace('_', '-')}": str(v) for k, v in data.items()}
    return [e for e in root.iter() if e.get("data-role") == role
            and all(e.get(k) == v for k, v in want.items())]


def one(root: ET.Element, role: str, **data) -> ET.Element:
    found = roles(root, role, **data)
    assert len(found) == 1, f"{len(found)} elements of role {role} {data}"
    return found[0]


HANDS = [["pasture-10", "pasture-11"], ["milk-1", "flower-01", "cowpat-01"], ["pasture-12"]]
SIDES = {"top": ["party-1", "pasture-01", "pasture-02"], "right": ["pasture-03"], "bottom": [], "left": []}
TOP = "pasture-20"


def party_flip(**changes) -> dict:
    """Red eyes and a party flip: party-1 was just laid along the top side facing the top
    left corner (a party cow faces back, KN-PARTY-1) over two covered cows, so the cows now
    travel counterclockwise to the left side; Kuhno sits there with red eyes (KN-RED-1)."""
    used = {c for hand in HANDS for c in hand} | {c for cows in SIDES.values() for c in cows} | {TOP}
    state = {
        "game": "kuhno", "edition": "en", "variant": "red-eyes", "options": {"spot_frame": "as_laid"},
        "cards": {TOP: {"spots": ["back"], "fly": "left", "red_eyes": True},
                  "party-1": {"spots": ["back", "head"], "fly": "top", "red_eyes": False},
                  "pasture-03": {"spots": ["tail"], "fly": "top", "red_eyes": False}},
        "players": [{"name": n, "hand": h, "skips": 0, "owes": 0}
                    for n, h in zip(["Anne", "Benno", "Claudi"], HANDS)],
        "pile": [TOP] + [c for c in ALL_CARDS if c not in used],
        "sides": copy.deepcopy(SIDES), "position": "left", "direction": "counterclockwise",
        "sounds": ["meow"], "round": 1, "first": 0, "starter": 0, "scores": [], "seed": None,
        "turn": 1, "phase": {"step": "play", "claim": None},
    }
    state.update(changes)
    return state
