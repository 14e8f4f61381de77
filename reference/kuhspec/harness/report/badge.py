"""Conformance badges: a shields.io endpoint JSON and a self-contained SVG per game, and
the words every report says of a game. One function (`of_game`) makes a badge's label,
message and colour; the badge files, report.html, summary.md, compare and the README's
badges (kuhspec.docs.badges) all show what it makes.

The message is "<passed>/<total> clauses": of every testable clause of the game (not only
those the implementation's declarations reach), how many passed, where a clause passes only
when every one of its applicable scenarios passes. An implementation that leaves part of
the game out (an edition, a variant, the capability view: kuhspec.law.coverage) gets a
badge that names what it covers and what it leaves out, and is never coloured like a full
pass (at best yellowgreen). report.json keeps the percentage of the applicable clauses.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from html import escape

COLORS = {
    "brightgreen": "#4c1",
    "green": "#97ca00",
    "yellowgreen": "#a4a61d",
    "yellow": "#dfb317",
    "orange": "#fe7d37",
    "red": "#e05d44",
    "lightgrey": "#9f9f9f",
}

# approximate advance widths of Verdana 11px (what shields.io uses), in pixels
_NARROW = set("fijlrtI!|.,:;'` ()[]")
_WIDE = set("mwMWQGOD@%&")


def text_width(text: str) -> float:
    w = 0.0
    for ch in text:
        if ch in _NARROW:
            w += 4.0
        elif ch in _WIDE:
            w += 10.0
        elif ch.isupper() or ch.isdigit() or ch in "/#$+=?~_<>":
            w += 7.6
        elif ch == "·":
            w += 4.5
        else:
            w += 6.6
    return w


def color_for(passed: int, applicable: int) -> str:
    if applicable == 0:
        return "lightgrey"
    ratio = passed / applicable
    if ratio >= 1:
        return "brightgreen"
    if ratio >= 0.9:
        return "green"
    if ratio >= 0.75:
        return "yellowgreen"
    if ratio >= 0.5:
        return "yellow"
    if ratio >= 0.25:
        return "orange"
    return "red"


@dataclass(frozen=True)
class Badge:
    """A badge as every writer shows it: the badge files (endpoint JSON and SVG),
    report.html, summary.md and compare. Only `of_game` makes one."""

    label: str
    message: str
    color: str  # a key of COLORS

    def endpoint_json(self) -> dict:
        """https://shields.io/badges/endpoint-badge"""
        return {"schemaVersion": 1, "label": self.label, "message": self.message, "color": self.color}

    def text(self) -> str:
        return f"{self.label} · {self.message}"


CAPPED = "yellowgreen"  # the best colour of a badge whose implementation leaves part of the game out


def of_game(game: dict, partial: bool) -> Badge:
    """The badge of one game of a report (a row of report.json `games`) in a run that is
    partial or not: "<passed>/<total> clauses" of the whole game, coloured by their ratio;
    what the implementation leaves out is named ("without edition nl, capability view") and
    caps the colour; a partial run's says so, in grey, so that it cannot pass for a full run's."""
    passed, total = game["clauses_passed"], game.get("clauses_total") or game["clauses_applicable"]
    message = f"{passed}/{total} clauses" if total else "no testable clauses"
    left = [x for x in game.get("left_out") or () if x != "the game"]
    if left:
        message += f" (without {', '.join(left)})"
    if partial:
        return Badge(game["title"], f"{message} (partial run)", "lightgrey")
    color = color_for(passed, total)
    if left and list(COLORS).index(color) < list(COLORS).index(CAPPED):
        color = CAPPED
    return Badge(game["title"], message, color)


def has_badge(game: dict) -> bool:
    """Whether a game of a report gets a badge (and its clauses in full, in every report):
    the implementation declared it, or some of its clauses applied all the same."""
    return bool(game["declared"] or game["clauses_applicable"])


def standing(game: dict, handshake_failed: bool = False) -> str:
    """One game of a report in words, as the terminal, summary.md and report.html say it."""
    if game.get("not_run"):  # the budget ran out before the game's scenarios (report.json `games[].not_run`)
        return f"not run: {game['not_run']}"
    if not has_badge(game):
        return "not run: the handshake failed" if handshake_failed else "not declared by the implementation"
    total = f"{game['clauses_total']} testable clauses in the spec"
    left = [x for x in game.get("left_out") or () if x != "the game"]
    without = f"; the implementation leaves out {', '.join(left)}" if left else ""
    if not game["clauses_applicable"]:
        return f"no clause applied ({total}{without})"
    return (f"{game['clauses_passed']}/{game['clauses_total']} clauses of the game pass; "
            f"{game['clauses_passed']}/{game['clauses_applicable']} applicable ({game['percent']}%){without}")


def files(rep: dict) -> dict[str, str]:
    """The badge files of a report: badge-<game>.json (a shields.io endpoint) and
    badge-<game>.svg for every game that gets a badge, by file name."""
    partial = bool(rep.get("partial"))
    out = {}
    for g in rep["games"]:
        if has_badge(g):
            b = of_game(g, partial)
            out[f"badge-{g['game']}.json"] = json.dumps(b.endpoint_json(), indent=2) + "\n"
            out[f"badge-{g['game']}.svg"] = svg(b, key=g["game"])
    return out


def _id_prefix(key: str) -> str:
    """SVG ids unique per badge, so that several badges inlined in one page do not clash."""
    safe = "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in key)
    return f"kuhspec-{safe}-" if safe else "kuhspec-"


def svg(b: Badge, key: str = "") -> str:
    """The badge as SVG; `key` (a game id, say) makes its element ids unique in a page."""
    ids = _id_prefix(key)
    label, message = b.label, b.message
    color = COLORS[b.color]
    lw = round(text_width(label) + 10)
    mw = round(text_width(message) + 10)
    total = lw + mw
    title = b.text()
    lx, mx = lw * 5, lw * 10 + mw * 5  # text is drawn at scale(.1)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{total}" height="20" role="img" aria-label="{escape(title)}">'
        f"<title>{escape(title)}</title>"
        f'<linearGradient id="{ids}s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/>'
        '<stop offset="1" stop-opacity=".1"/></linearGradient>'
        f'<clipPath id="{ids}r"><rect width="{total}" height="20" rx="3" fill="#fff"/></clipPath>'
        f'<g clip-path="url(#{ids}r)"><rect width="{lw}" height="20" fill="#555"/>'
        f'<rect x="{lw}" width="{mw}" height="20" fill="{color}"/>'
        f'<rect width="{total}" height="20" fill="url(#{ids}s)"/></g>'
        '<g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" '
        'text-rendering="geometricPrecision" font-size="110">'
        f'<text aria-hidden="true" x="{lx}" y="150" fill="#010101" fill-opacity=".3" transform="scale(.1)">{escape(label)}</text>'
        f'<text x="{lx}" y="140" transform="scale(.1)">{escape(label)}</text>'
        f'<text aria-hidden="true" x="{mx}" y="150" fill="#010101" fill-opacity=".3" transform="scale(.1)">{escape(message)}</text>'
        f'<text x="{mx}" y="140" transform="scale(.1)">{escape(message)}</text>'
        "</g></svg>\n"
    )
