"""The right-hand panel of a Kuhno diagram: the round, the turn and its step, the sounds
called, an open claim, and each player's hand (count, skips, owes, dung points), with the
hand's cards where the drawing may show them (every hand in the god view; in a view, the
viewer's own, and the backs of the others, which are public: KN-SET-3)."""

from __future__ import annotations

from kuhspec.kuhno import geometry
from kuhspec.kuhno.cards import card_type
from kuhspec.kuhno.rounds import totals

from .svg import Svg, wrap

WIDTH = 330
MINI_W, MINI_H, PER_ROW = 18, 26, 14
LINE = 16
#: the background colour of each cow type (the cards have five, KN-MAT-1)
FILL = {"pasture": "#cfe8b0", "milk": "#dde8fa", "cowpat": "#dcc39c", "party": "#f4c2de",
        "flower": "#fbeb8c"}
#: the unit step toward each side of the pile (screen coordinates)
VEC = {"top": (0, -1), "right": (1, 0), "bottom": (0, 1), "left": (-1, 0)}


def _hand(doc: dict, player: dict) -> tuple[int, list[str] | None, list[dict] | None]:
    """(count, card ids or None, backs or None) of a player in a state or a view."""
    if "cards" in player:  # a view: {cards, hand} for the viewer, {cards, backs} for the others
        return player["cards"], player.get("hand"), player.get("backs")
    return len(player["hand"]), player["hand"], None


class Panel:
    def __init__(self, doc: dict):
        self.doc = doc
        self.viewer = doc.get("seat")
        self.lines = self._lines()
        self.blocks = [self._rows(p) for p in doc["players"]]
        self.height = 40 + LINE * len(self.lines) + 24 + sum(
            LINE + 6 + rows * (MINI_H + 4) for rows in self.blocks)

    def _rows(self, player: dict) -> int:
        count, cards, backs = _hand(self.doc, player)
        shown = cards if cards is not None else backs
        return -(-len(shown) // PER_ROW) if shown else 0

    def name(self, seat: int) -> str:
        return f"{self.doc['players'][seat]['name']} (seat {seat})"

    def title(self) -> str:
        doc = self.doc
        who = f" as {self.name(self.viewer)} sees it" if self.viewer is not None else ""
        return (f"Kuhno{who}: round {doc['round']} of {len(doc['players'])}, "
                f"{self.name(doc['turn'])} to act ({self.step()})")

    def step(self) -> str:
        phase = self.doc["phase"]
        step = phase["step"].replace("_", " ")
        return f"{step}, {phase['allowance']} more allowed" if "allowance" in phase else step

    def _lines(self) -> list[tuple[str, str]]:
        doc = self.doc
        options = doc["options"]
        out = [(f"variant {doc['variant']}, edition {doc['edition']}", "small muted"),
               (f"spot frame {options['spot_frame']}, mistakes {options['mistakes']}, "
                f"milk {options['milk_overflow']}, round start {options['round_start']}", "tiny muted"),
               (f"turn: {self.name(doc['turn'])}, step {self.step()}", "")]
        if doc["phase"]["step"] in ("round_over", "game_over"):
            out.append(("the round is over" + (f"; cows travelled {doc['direction']}" if doc["direction"] else ""), ""))
        elif doc["position"] is None:
            out.append(("first cow of the round: any side, any corner", ""))
        else:
            out.append((f"next cow: {doc['position']} side ({doc['direction']})", ""))
        sounds = doc["sounds"]
        for i, line in enumerate(wrap([f'"{s}"' for s in sounds], 40) or ['none yet (call "moo")']):
            out.append((("sounds called: " if i == 0 else "  ") + line, "small"))
        claim = doc["phase"].get("claim")
        if claim:
            faults = ", ".join(claim["faults"]) or "none" if "faults" in claim else "not shown to players"
            out.append((f"open to bssszzzz: {self.name(claim['player'])} placed", "small warn"))
            out.append((f"  {claim['card']} along the {claim['side']} side", "small warn"))
            out.append((f"  faults: {faults}", "small warn"))
        for r, row in enumerate(doc["scores"], 1):
            out.append((f"round {r} dung points by seat: " + " / ".join(map(str, row)), "small muted"))
        if doc["phase"]["step"] == "game_over":
            best = min(totals(doc))
            won = [p["name"] for p, t in zip(doc["players"], totals(doc)) if t == best]
            out.append((f"game over: {', '.join(won)} won with {best} dung points", "small"))
        return out

    def summary(self, pile: tuple[int, dict | None], last: tuple[str | None, str | None]) -> str:
        """The position in words (the SVG's <desc>, read by screen readers)."""
        doc = self.doc
        count, back = pile
        parts = [self.title() + "."]
        if back:
            eyes = " with red eyes" if back["red_eyes"] and doc["variant"] == "red-eyes" else ""
            parts.append(f"The cowpat pile has {count} cards; Kuhno sits on its {back['fly']} side{eyes}.")
        else:
            parts.append("The cowpat pile is empty.")
        for side in geometry.SIDES:
            cows = doc["sides"][side]
            if cows:
                parts.append(f"Along the {side} side: {cows[0]}" +
                             (f" over {len(cows) - 1} covered." if len(cows) > 1 else "."))
        side, facing = last
        if facing:
            parts.append(f"The last cow, along the {side} side, faces the {facing.replace('_', ' ')} "
                         f"corner; the next cow goes to the {doc['position']} side, "
                         f"travelling {doc['direction']}.")
        parts.append("Hands: " + ", ".join(f"{p['name']} {_hand(doc, p)[0]}" for p in doc["players"]) + ".")
        return " ".join(parts)

    def draw(self, svg: Svg, x0: int) -> None:
        with svg.group(data_role="panel"):
            svg.rect(x0, 10, WIDTH - 10, self.height, rx=8, class_="panel")
            x, y = x0 + 12, 34
            svg.text(x, y, f"Kuhno: round {self.doc['round']} of {len(self.doc['players'])}",
                     class_="big", data_role="round", data_round=self.doc["round"])
            if self.viewer is not None:
                svg.text(x0 + WIDTH - 20, y, f"view of seat {self.viewer}", text_anchor="end",
                         class_="small warn", data_role="viewer", data_seat=self.viewer)
            for text, cls in self.lines:
                y += LINE
                svg.text(x, y, text, class_=cls or None)
            y += LINE + 8
            for seat, player in enumerate(self.doc["players"]):
                y = self.player(svg, x, y, seat, player)

    def player(self, svg: Svg, x: float, y: float, seat: int, player: dict) -> float:
        doc = self.doc
        count, cards, backs = _hand(doc, player)
        total = totals(doc)[seat]
        rounds = ", ".join(str(row[seat]) for row in doc["scores"]) or "none yet"
        facts = [f"{count} card{'s' if count != 1 else ''}"]
        facts += [f"{k} {player[k]}" for k in ("skips", "owes") if player[k]] + [f"dung {total}"]
        if seat == doc["starter"]:
            facts.append("started the round")
        turn = seat == doc["turn"]
        with svg.group(f"{player['name']}: dung points by round: {rounds}", data_role="player", data_seat=seat,
                       data_cards=count, data_dung=total):
            if turn:
                svg.polygon([(x - 8, y - 11), (x - 1, y - 6), (x - 8, y - 1)], class_="mark", data_role="turn")
            svg.text(x + 2, y, f"{seat} {player['name']}", class_="big" if turn else None,
                     font_weight="bold")
            svg.text(x + 92, y, ", ".join(facts), class_="small")
            y += 6
            shown = cards if cards is not None else backs or []
            for i, item in enumerate(shown):
                cx = x + (i % PER_ROW) * (MINI_W + 2)
                cy = y + (i // PER_ROW) * (MINI_H + 4)
                if cards is not None:
                    self.mini_face(svg, cx, cy, item)
                else:
                    self.mini_back(svg, cx, cy, item)
            rows = -(-len(shown) // PER_ROW)
            return y + rows * (MINI_H + 4) + LINE

    def mini_face(self, svg: Svg, x: float, y: float, card: str) -> None:
        face = self.doc["cards"][card]
        with svg.group(f"{card}: spots {', '.join(face['spots'])} (as printed)", data_card=card,
                       data_role="hand-card"):
            svg.rect(x, y, MINI_W, MINI_H, rx=2, fill=FILL[card_type(card)], class_="card")
            for place in face["spots"]:
                dx, dy = VEC[geometry.PRINTED[place]]
                svg.circle(x + MINI_W / 2 + dx * (MINI_W / 2 - 4), y + MINI_H / 2 + dy * (MINI_H / 2 - 4),
                           2.2, fill="#222")

    def mini_back(self, svg: Svg, x: float, y: float, back: dict) -> None:
        red = back["red_eyes"] and self.doc["variant"] == "red-eyes"
        tip = f"a back: Kuhno on the {back['fly']} side" + (" with red eyes" if red else "")
        with svg.group(tip, data_role="hand-back", data_fly=back["fly"]):
            svg.rect(x, y, MINI_W, MINI_H, rx=2, class_="back")
            dx, dy = VEC[back["fly"]]
            svg.circle(x + MINI_W / 2 + dx * (MINI_W / 2 - 4), y + MINI_H / 2 + dy * (MINI_H / 2 - 4),
                       2.6, fill="#f00" if red else "#203040")
