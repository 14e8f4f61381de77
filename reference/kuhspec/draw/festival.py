"""A Kuhhandel Festival position as a diagram: the turn and the phase (top left), the middle
of the table (top right: the lot of an auction with its high bid and passes, or a cow
trade with its face-down offer; in the 2-player game the neutral pile and Kuhpon stack and
a neutral lot's hidden Kuhpon; the box), then one band per player (festival_cards).

Draws a canonical state (the god view: every stack and money value) or a view
(view(seat)): hidden zones are drawn as face-down cards with their count."""

from __future__ import annotations

from kuhspec.festival.cards import sorted_cards
from kuhspec.festival.neutral import lot_black_sheep
from kuhspec.festival.scoring import breakdown

from . import festival_cards as fc
from .festival_cards import H, W, Flow, zone
from .svg import Svg, wrap

WIDTH = 1000
MIDDLE = 540                # the middle of the table, from here to the right
LEFT = 200                  # a player's stack and money, then the cows from here
LINE = 16


def name(doc: dict, seat: int) -> str:
    return f"{doc['players'][seat]['name']} (seat {seat})"


def title(doc: dict) -> str:
    seen = f" as {name(doc, doc['viewer'])} sees it" if "viewer" in doc else ""
    return (f"Kuhhandel Festival{seen}: {len(doc['players'])} players, "
            f"{name(doc, doc['turn'])} to act ({doc['phase']['step'].replace('_', ' ')})")


def phase_lines(doc: dict) -> list[str]:
    """The phase in words: who acts and on what."""
    phase, step = doc["phase"], doc["phase"]["step"]
    if step == "turn":
        return [f"{name(doc, doc['turn'])} chooses: an auction or a cow trade"]
    if step in ("auction", "award", "payment"):
        own = "a neutral lot" if "lot_kuhpons" in phase else "from their own stack"
        out = [f"auction by {name(doc, phase['auctioneer'])}, {own}: {', '.join(sorted_cards(phase['lot']))}"]
        bid = phase["high_bid"]
        out.append(f"high bid: {bid['amount']} by {name(doc, bid['player'])}"
                   + (f", case {bid['case']}" if "case" in bid else "") if bid else "high bid: none yet")
        if phase["passed"]:
            out.append("passed: " + ", ".join(doc["players"][s]["name"] for s in sorted(phase["passed"])))
        if phase["repeat"]:
            out.append(f"auctioned again: {phase['repeat']} time(s)")
        for seat, cap in sorted(phase["caps"].items()):
            out.append(f"{name(doc, int(seat))} may bid at most {cap}")
        for seat, cards in sorted(phase["revealed"].items()):
            out.extend(wrap([f"{name(doc, int(seat))} showed"] + sorted_cards(cards), 70))
        if step == "award":
            out.append(f"{name(doc, phase['auctioneer'])} sells, or takes it by first refusal")
        if step == "payment":
            out.append(f"{name(doc, phase['payer'])} pays {phase['amount']} to {name(doc, phase['payee'])}; "
                       f"{doc['players'][phase['buyer']]['name']} receives the lot")
        return out
    if step in ("trade", "trade_again"):
        out = [f"cow trade: {name(doc, phase['challenger'])} challenges {name(doc, phase['partner'])}",
               f"for the {' and '.join(str(c) for c in sorted(phase['cows']))} cows, round {phase['round']}"]
        if step == "trade_again":
            out.append(f"the offers tied: {doc['players'][phase['challenger']]['name']} offers again")
        return out
    if step == "copycat":
        return ["Copycats to place:"] + [f"  {name(doc, q['player'])}: {q['card']} ({q['reason']})"
                                         for q in phase["queue"]]
    return ["game over" + (f" ({phase['reason'].replace('_', ' ')})" if "reason" in phase else "")]


def header(svg: Svg, doc: dict, score: dict | None) -> float:
    y = 30
    svg.text(16, y, "Kuhhandel Festival" + (" (2-player game)" if doc["variant"] == "two-player" else ""),
             class_="big", data_role="title")
    if "viewer" in doc:
        svg.text(MIDDLE - 20, y, f"view of seat {doc['viewer']}", text_anchor="end", class_="small warn",
                 data_role="viewer", data_seat=doc["viewer"])
    options = [f"{k} {v if not isinstance(v, dict) else 'table'}" for k, v in sorted(doc["options"].items())]
    lines = [(f"edition {doc['edition']}, variant {doc['variant']}", "small muted")]
    lines += [(line, "tiny muted") for line in wrap(options, 100)]
    lines += [(line, "") for line in phase_lines(doc)]
    if score and score["final"]:
        lines.append(("winner: " + ", ".join(name(doc, s) for s in score["winners"]), ""))
    with svg.group(data_role="phase", data_step=doc["phase"]["step"]):
        for text, cls in lines:
            y += LINE
            svg.text(16, y, text, class_=cls or None)
    return y


def lot(svg: Svg, doc: dict, x: float, y: float) -> float:
    """The lot of an auction, face up; a black sheep of a neutral lot turned; a neutral
    lot's hidden Kuhpon face down."""
    phase = doc["phase"]
    sheep = set(lot_black_sheep(doc))
    with svg.group(data_role="lot", data_count=len(phase["lot"])):
        svg.text(x, y - 6, "the lot", class_="small muted")
        for card in sorted_cards(phase["lot"]):
            fc.any_card(svg, x, y, card, turned=card in sheep)
            x += W + 8
    if "lot_kuhpons" in phase:
        count, cards = zone(phase["lot_kuhpons"])
        tip = "the hidden Kuhpon, face down" + (f": {cards[0]}" if cards else "")
        fc.back(svg, x, y, count, "hidden-kuhpon", tip, "hidden Kuhpon" + (f" ({cards[0]})" if cards else ""),
                mark="K", data_card=cards[0] if cards else None)
        x += W + 8
    bid = phase["high_bid"]
    if bid:
        with svg.group(data_role="high-bid", data_amount=bid["amount"], data_seat=bid["player"],
                       data_case=bid.get("case")):
            svg.text(x + 4, y - 6, "high bid", class_="small muted")
            svg.text(x + 4, y + 20, f"{bid['amount']}", class_="big")
            svg.text(x + 4, y + 36, f"by {doc['players'][bid['player']]['name']}"
                     + (f" ({bid['case']})" if "case" in bid else ""), class_="small")
    return x


def trade(svg: Svg, doc: dict, x: float, y: float) -> None:
    phase = doc["phase"]
    with svg.group(data_role="trade", data_challenger=phase["challenger"], data_partner=phase["partner"],
                   data_cows=" ".join(str(c) for c in sorted(phase["cows"]))):
        svg.text(x, y - 6, f"{doc['players'][phase['challenger']]['name']} -> "
                 f"{doc['players'][phase['partner']]['name']}: " + " + ".join(str(c) for c in sorted(phase["cows"])),
                 class_="small")
        if "offer" in phase:
            count, cards = zone(phase["offer"])
            fc.back(svg, x, y, count, "offer", fc.listed("the face-down offer", cards), "offer")
            if cards:
                fc.chips(svg, x + W + 10, y, cards, doc, 4)


def neutral(svg: Svg, doc: dict, x: float, y: float) -> None:
    """The 2-player game's neutral cow pile (its top card where the drawing may show it)
    and neutral Kuhpon stack."""
    count, cards = zone(doc["neutral_pile"])
    shown = cards[0] if cards else doc["neutral_pile"].get("top") if isinstance(doc["neutral_pile"], dict) else None
    face = doc["options"]["pile_face"]
    fc.back(svg, x, y, count, "neutral-pile", f"the neutral cow pile, {face.replace('_', ' ')}", "neutral pile")
    if shown:
        with svg.group(data_role="neutral-top", data_face=face):
            fc.any_card(svg, x + W + 8, y, shown)
            svg.text(x + W + 8, y + H + 12, "top" + (" (face down)" if face == "face_down" else ""),
                     class_="tiny muted")
    count, cards = zone(doc["neutral_kuhpons"])
    fc.back(svg, x + 2 * W + 60, y, count, "neutral-kuhpons",
            "the neutral Kuhpon stack" + (f", top {cards[0]}" if cards else ""), "neutral Kuhpons")


def middle(svg: Svg, doc: dict) -> float:
    """The middle of the table; the y below it."""
    x, y = MIDDLE, 36
    step = doc["phase"]["step"]
    bottom = y + H + 24
    with svg.group(data_role="middle"):
        svg.rect(x - 10, 12, WIDTH - x, 2 * H + 80, rx=8, class_="panel")
        if step in ("auction", "award", "payment"):
            lot(svg, doc, x, y)
        elif step in ("trade", "trade_again"):
            trade(svg, doc, x, y)
        y2 = y + H + 34
        if doc["variant"] == "two-player":
            neutral(svg, doc, x, y2)
        count, cards = zone(doc["box"])
        fc.back(svg, WIDTH - W - 20, y2, count, "box", fc.listed("the box, out of play", cards), "box")
        bottom = y2 + H + 24
    return bottom


def band(svg: Svg, doc: dict, seat: int, y: float, score: dict | None) -> float:
    """One player's band; the y below it."""
    player = doc["players"][seat]
    stack_count, stack = zone(player["stack"])
    money_count, money = zone(player["kuhpons"])
    turn = seat == doc["turn"]
    with svg.group(data_role="player", data_seat=seat, data_out=player["out"]):
        top = y
        if turn:
            svg.polygon([(8, y - 11), (15, y - 6), (8, y - 1)], class_="mark", data_role="turn")
        svg.text(18, y, f"{seat} {player['name']}", font_weight="bold", class_="big" if turn else None)
        facts = [f"{len(player['triples'])} triple(s)"]
        if score:
            facts.append(f"score now {score['players'][seat]['total']}")
        if player["out"]:
            facts.append("dropped out")
        svg.text(LEFT, y, ", ".join(facts), class_="small muted")
        y += 10
        fc.back(svg, 16, y, stack_count, "stack", fc.listed("cow stack", stack), "stack", data_seat=seat)
        fc.back(svg, 16 + W + 16, y, money_count, "money", f"{money_count} Kuhpons", "Kuhpons", data_seat=seat)
        shown = money if money is not None else player["kuhpons"]["turned"]
        below = fc.chips(svg, 16, y + H + 18, shown, doc) if shown else y + H + 18
        flow = Flow(LEFT, y, WIDTH - 10, H + 24)
        fc.display(svg, flow, player)
        fc.triples(svg, flow, player)
        fc.black_sheep(svg, flow, player, doc)
        y = max(flow.bottom(), below, y + H + 24) + 12
        svg.line(10, y - 6, WIDTH - 10, y - 6, stroke="#ddd")
    return y + 18 if y > top else y


def summary(doc: dict, score: dict | None) -> str:
    parts = [title(doc) + "."] + [line.strip() + "." for line in phase_lines(doc)]
    for seat, player in enumerate(doc["players"]):
        stack, _ = zone(player["stack"])
        money, _ = zone(player["kuhpons"])
        parts.append(f"{player['name']}: {stack} cows in the stack, {money} Kuhpons, "
                     f"{len(player['display']) + len(player['copycats'])} face-up cows, "
                     f"{len(player['triples'])} triples, {len(player['black_sheep'])} black sheep"
                     + (f", score now {score['players'][seat]['total']}" if score else "") + ".")
    return " ".join(parts)


LEGEND = ["Cards of one type lie offset so their number shows; C: a Copycat placed with that type.",
          "Green frame: a triple. Upside down with a thick edge: a turned cow (a black sheep on the table, "
          "money in a hand: its coloured amount).",
          "Brown: face down, with the number of cards. Chips: the values of the money (the god view, "
          "or the viewer's own)."]


def render(doc: dict) -> str:
    """The SVG of a Kuhhandel Festival state or view."""
    score = None if "viewer" in doc else breakdown(doc)
    svg = Svg(WIDTH, 0, title(doc), summary(doc, score))
    y = max(header(svg, doc, score), middle(svg, doc)) + 28
    for seat in range(len(doc["players"])):
        y = band(svg, doc, seat, y, score)
    with svg.group(data_role="legend"):
        for i, line in enumerate(LEGEND):
            svg.text(16, y + 14 * i, line, class_="small muted")
    svg.height = int(y + 14 * len(LEGEND) + 10)
    return svg.document()
