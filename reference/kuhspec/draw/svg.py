"""SVG written by hand: a small builder that escapes every text and attribute, formats
numbers one way (so the same drawing is the same bytes), and nests groups with `with`.

No fonts are loaded (the generic family sans-serif), no scripts run, nothing is fetched:
the document reads offline in any browser. Attributes keep the order they are given in;
`data_role="pile"` is written data-role="pile", `class_` is written class."""

from __future__ import annotations

import math
from contextlib import contextmanager
from xml.sax.saxutils import escape, quoteattr

#: shared look: the classes both games' drawings use
STYLE = """
text { font-family: sans-serif; font-size: 12px; fill: #222; }
.small { font-size: 10px; }
.tiny { font-size: 8px; }
.big { font-size: 15px; font-weight: bold; }
.muted { fill: #666; }
.card { stroke: #333; stroke-width: 1; }
.copycat { stroke: #8040c0; stroke-width: 2; }
.turned { stroke: #000; stroke-width: 2.5; }
.back { fill: #8a6a45; stroke: #4a3520; stroke-width: 1; }
.slot { fill: none; stroke: #aaa; stroke-width: 1; stroke-dasharray: 4 3; }
.hl { fill: none; stroke: #e0a000; stroke-width: 3; }
.ring { fill: none; stroke: #888; stroke-width: 2; }
.mark { fill: #e06000; }
.warn { fill: #c00; }
.good { fill: #2a7a2a; }
.light { fill: #fff; }
.panel { fill: #f7f5ef; stroke: #ccc; }
"""


def num(x: float) -> str:
    """A coordinate as text: at most two decimals, no trailing zeros, never "-0"."""
    text = f"{round(x, 2):.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _name(key: str) -> str:
    return key.rstrip("_").replace("_", "-")


def _value(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return num(value)
    return str(value)


def attrs(values: dict) -> str:
    """ key="value" pairs, escaped; None values are left out."""
    return "".join(f" {_name(k)}={quoteattr(_value(v))}" for k, v in values.items() if v is not None)


class Svg:
    def __init__(self, width: int, height: int, title: str, desc: str):
        self.width, self.height = width, height
        self.title, self.desc = title, desc
        self.parts: list[str] = []
        self.depth = 1

    def _put(self, text: str) -> None:
        self.parts.append("  " * self.depth + text)

    def element(self, tag: str, text: str | None = None, **values) -> None:
        if text is None:
            self._put(f"<{tag}{attrs(values)}/>")
        else:
            self._put(f"<{tag}{attrs(values)}>{escape(text)}</{tag}>")

    @contextmanager
    def group(self, tip: str | None = None, **values):
        """<g> with the attributes given; `tip` becomes its <title> (a tooltip, read aloud)."""
        self._put(f"<g{attrs(values)}>")
        self.depth += 1
        if tip:
            self.element("title", tip)
        yield
        self.depth -= 1
        self._put("</g>")

    def rect(self, x, y, w, h, **values) -> None:
        self.element("rect", x=x, y=y, width=w, height=h, **values)

    def circle(self, x, y, r, **values) -> None:
        self.element("circle", cx=x, cy=y, r=r, **values)

    def line(self, x1, y1, x2, y2, **values) -> None:
        self.element("line", x1=x1, y1=y1, x2=x2, y2=y2, **values)

    def path(self, d: str, **values) -> None:
        self.element("path", d=d, **values)

    def polygon(self, points, **values) -> None:
        self.element("polygon", points=" ".join(f"{num(x)},{num(y)}" for x, y in points), **values)

    def text(self, x, y, text: str, **values) -> None:
        self.element("text", str(text), x=x, y=y, **values)

    def document(self) -> str:
        head = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{self.width}" height="{self.height}" '
                f'viewBox="0 0 {self.width} {self.height}" role="img" aria-labelledby="title desc">')
        body = [head, f'  <title id="title">{escape(self.title)}</title>',
                f'  <desc id="desc">{escape(self.desc)}</desc>',
                f"  <style>{escape(STYLE)}  </style>",
                f'  <rect x="0" y="0" width="{self.width}" height="{self.height}" fill="#fffdf8"/>',
                *self.parts, "</svg>", ""]
        return "\n".join(body)


def arrowhead(x: float, y: float, angle: float, size: float = 9) -> list[tuple[float, float]]:
    """The three points of an arrowhead at (x, y) pointing along `angle` (radians, screen
    coordinates: 0 = right, pi/2 = down)."""
    back = angle + math.pi
    return [(x, y),
            (x + size * math.cos(back - 0.45), y + size * math.sin(back - 0.45)),
            (x + size * math.cos(back + 0.45), y + size * math.sin(back + 0.45))]


def wrap(words: list[str], width: int) -> list[str]:
    """`words` joined with ", " into lines of at most `width` characters (a word longer
    than that gets a line of its own)."""
    lines: list[str] = []
    for word in words:
        if lines and len(lines[-1]) + 2 + len(word) <= width:
            lines[-1] += ", " + word
        else:
            lines.append(word)
    return lines
