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

    def zone(self, name: str, zone: str) -> list[str]:
        """A player's zone, sorted (the zones are sets); "money" is the Kuhpon hand."""
        zone = ZONE_WORDS.get(zone, zone)
        return sorted(self.state_player(name)["kuhpons" if zone == "money" else zone])

    def money_amount(self, cards) -> int:
        """The total of money cards under the options of the position being played."""
        state = self.state()
        options = state.get("options") or {}
        return sum(deck().amount(c, options, state.get("amounts")) for c in cards)

    def score(self) -> dict:
        """score(), its rows read in full (score.schema.json): one row per seat in seat order,
        named as in the state, the triples ascending (the first breaks a tie, KF-SCO-7) and
        the same as the state's, and each total its own terms (KF-SCO-4/5)."""
        score = super().score()
        players = self.state()["players"]
        rows = score["players"]
        assert len(rows) == len(players), f"score() has {len(rows)} rows for {len(players)} players"
        for seat, (row, player) in enumerate(zip(rows, players)):
            want = {"seat": seat, "name": player["name"], "triples": sorted(t["cow"] for t in player["triples"])}
            got = {k: row[k] for k in want}
            assert got == want, f"score() row {seat} does not match the state: {self.show(got)}, expected {self.show(want)}"
            total = row["triple_sum"] * row["multiplier"] + COPYCAT_POINTS * row["copycats"] - row["black_sheep"]
            assert row["triple_sum"] == sum(want["triples"]) and row["total"] == total, (
                f"score() row {seat} does not add up: triple_sum {row['triple_sum']} of triples "
                f"{self.show(row['triples'])}, total {row['total']} for {row['multiplier']} x {row['triple_sum']} "
                f"+ {COPYCAT_POINTS} x {row['copycats']} - {row['black_sheep']}")
        return score
