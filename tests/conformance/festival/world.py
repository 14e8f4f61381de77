"""The Kuhhandel Festival world: the empty position and the card zones of a player."""

from __future__ import annotations

import re

from ..common.world import World
from .book import BOOK
from .deck import deck

#: the shape of a card id; a scenario may name a card the deck lacks (to see it refused)
CARD_ID = re.compile(r"^(cow-\d+-\d|copycat-\d|kp-\d+-\d+)$")
COPYCAT_POINTS = 50  # each Copycat in front of a player (KF-SCO-4)
PLAYER_ZONES = ("stack", "display", "black_sheep", "kuhpons")  # plain lists of card ids
#: the words a Dutch phrase uses for a zone (phrases/nl.yaml): "de stapel van Anne", "Anne
#: heeft ... open voor zich liggen", "... bij haar koepons"; English names map to themselves
ZONE_WORDS = {"stapel": "stack", "open": "display", "koepons": "money"}


def card_list(text: str) -> list[str]:
    """The card ids of a step's list ("cow-10-1, kp-0-1 and copycat-2"; "nothing" -> [])."""
    return BOOK.ids(text, CARD_ID)


def cards_of_player(p: dict) -> list[str]:
    out = [c for zone in PLAYER_ZONES for c in p[zone]]
    return out + [cc["card"] for cc in p["copycats"]] + [c for t in p["triples"] for c in t["cards"]]


#: the variant whose positions have neutral zones, and those zones (ordered, top first)
TWO_PLAYER, NEUTRAL_ZONES = "two-player", ("neutral_pile", "neutral_kuhpons")


class FestivalWorld(World):
    def empty_position(self, names: list[str]) -> dict:
        state = {"players": [{"name": n, "stack": [], "display": [], "copycats": [], "triples": [],
                              "black_sheep": [], "kuhpons": [], "out": False} for n in names],
                 "turn": 0, "phase": {"step": "turn"}, "box": [], "idle_turns": 0}
        if self.setting.variant_for(len(names)) == TWO_PLAYER:
            state.update({zone: [] for zone in NEUTRAL_ZONES})
        return state

    def complete(self, state: dict, without: str | None = None) -> dict:
        """Every card no step placed is set aside in the box (except `without`, which then
        lies nowhere)."""
        used = set(state["box"]).union(*(state.get(zone, []) for zone in NEUTRAL_ZONES))
        for p in state["players"]:
            used.update(cards_of_player(p))
        assert without is None or without not in used, f"{without} was placed by the scenario"
        state["box"] += [c for c in deck().ids if c not in used and c != without]
        return state

    def zone_path(self, name: str, zone: str) -> str:
        """The JSON path of a player's zone in the state; "money" is the Kuhpon hand."""
        zone = ZONE_WORDS.get(zone, zone)
        return f"/players/{self.seat(name)}/{'kuhpons' if zone == 'money' else zone}"

    def check_zone(self, name: str, zone: str, op: str, value=None, **more) -> None:
        """A player's zone in the state, checked (the zones are sets: same_items, not equals)."""
        self.expect(self.state(), self.zone_path(name, zone), op, value, **more)

    def money_values(self) -> dict[str, int]:
        """What each money card counts under the position being played (its options and the
        amounts it gives), as the `map` of a sum check."""
        options, amounts = self.facts["options"], self.facts["amounts"]
        out = {}
        for c in deck().ids:
            if deck().kind(c) == "copycat":
                continue
            value = deck().amount(c, options, amounts)
            if isinstance(value, int):
                out[c] = value
        return out

    def score(self) -> dict:
        """score(), its rows read in full (score.schema.json): one row per seat in seat order,
        named as in the state, the triples ascending (the first breaks a tie, KF-SCO-7) and
        the same as the state's, and each total its own terms (KF-SCO-4/5)."""
        score, state = super().score(), self.state()
        self.expect(score, "/players", "length", len(self.names), because="one score row per player")
        for seat in range(len(self.names)):
            row, unlike = f"/players/{seat}", f"score() row {seat} does not match the state"
            self.expect(score, f"{row}/seat", "equals", seat, because=unlike)
            self.expect(score, f"{row}/name", "equals", frm=(state, f"/players/{seat}/name"), because=unlike)
            self.expect(score, f"{row}/triples", "same_items", frm=(state, f"/players/{seat}/triples/*/cow"),
                        because=f"{unlike}: its triples are the state's")
            self.expect(score, f"{row}/triples", "ascending", because=f"{unlike}: its triples ascending (KF-SCO-7)")
            self.expect(score, f"{row}/triples", "sum", frm=(score, f"{row}/triple_sum"),
                        because=f"score() row {seat} does not add up: the triple sum")
            self.expect(score, f"{row}/total", "equals", because="total = multiplier x triple sum + 50 x Copycats "
                        "- black sheep", frm=(score, {"formula": [[1, f"{row}/multiplier", f"{row}/triple_sum"],
                                                                  [COPYCAT_POINTS, f"{row}/copycats"],
                                                                  [-1, f"{row}/black_sheep"]]}))
        return score
