"""report.html's position diagrams of a failing scenario (its report.json `positions`,
kuhspec.harness.diagrams): the position before the failing step, and the expected and actual
positions of a failed state comparison side by side, each drawn by kuhspec.draw.

A state that cannot be drawn (the implementation's state is malformed, or its game has no
drawing) is named in words with the reason, never a crash: the JSON is shown elsewhere in the
block. Each drawing is inline SVG with its title and description ids made unique in the page.
"""

from __future__ import annotations

import functools
from html import escape
from typing import Any

from kuhspec.harness.diagrams import STATES

CSS = (".positions .figs{display:flex;flex-wrap:wrap;gap:1em}.positions figure{margin:.4em 0;flex:1 1 24em;"
       "min-width:0}.positions svg{max-width:100%;height:auto;border:1px solid #ccc}"
       ".positions figcaption{font-weight:bold}")
LABEL = {"before": "before the failing step", "expected": "expected", "actual": "actual (the implementation's)"}


@functools.cache
def _pruner(game: str):
    """The game's state normaliser that drops members its schema does not know (the
    protocol lets an answer carry them; every verdict ignores them, and so does a drawing)."""
    from kuhspec.catalogue import catalogue
    from kuhspec.normalise import normaliser

    return normaliser(catalogue().game(game).schema("state"), prune=True)


def _pruned(state: Any) -> Any:
    from kuhspec.catalogue import catalogue

    game = state.get("game") if isinstance(state, dict) else None
    if not isinstance(game, str) or game not in catalogue().games or "state" not in catalogue().game(game).schemas:
        return state
    try:
        return _pruner(game)(state)
    except Exception:  # noqa: BLE001: a malformed state is drawn as it is, and refused in words
        return state


def drawing(state: Any, key: str) -> tuple[str | None, str | None]:
    """(inline SVG, None) of `state`, or (None, why it cannot be drawn). `key` makes the
    drawing's ids unique in the page."""
    from kuhspec import draw

    try:
        svg = draw.render(_pruned(state))
    except draw.DrawError as err:
        return None, f"the state is not one the reference can load: {err}"
    except Exception as err:  # noqa: BLE001: a report never fails on what an engine answered
        return None, f"drawing it failed ({type(err).__name__}: {err})"
    svg = svg.replace('aria-labelledby="title desc"', f'aria-labelledby="{key}-title {key}-desc"', 1)
    svg = svg.replace('<title id="title">', f'<title id="{key}-title">', 1)
    svg = svg.replace('<desc id="desc">', f'<desc id="{key}-desc">', 1)
    return svg, None


def _figure(name: str, state: Any, key: str, step: str, label: str | None = None) -> str:
    label = label or (LABEL[name] + (f": {escape(step)}" if name == "before" and step else ""))
    svg, why = drawing(state, f"{key}-{name}")
    if svg is None:
        svg = f'<p class="note" data-undrawn="{name}">The {name} position cannot be drawn: {escape(why or "")}</p>'
    return f'<figure data-position="{name}"><figcaption>{label}</figcaption>{svg}</figure>'


def positions_block(s: dict, key: str) -> list[str]:
    """The diagrams of scenario `s` (a report.json scenario); `key`: its page anchor."""
    pos = s.get("positions")
    if not isinstance(pos, dict):
        return []
    step = s.get("failing_step") or {}
    step_text = f'{step.get("keyword", "")} {step.get("text", "")}'.strip()
    p = ['<div class="positions"><b>positions</b>']
    if "before" in pos and "actual" in pos and pos["before"] == pos["actual"]:
        p.append('<p class="small" data-same="before actual">The position before the failing step is the actual '
                 "position below.</p>")
    elif "before" in pos:
        label = None if pos.get("before_is") != "last_read" else \
            "the last state read, before the action whose outcome the failing step checks"
        p.append('<div class="figs">' + _figure("before", pos["before"], key, step_text, label) + "</div>")
    pair = [name for name in STATES[1:] if name in pos]
    if pair:
        drawn = "".join(_figure(n, pos[n], key, step_text) for n in pair)
        p.append(f'<div class="figs side-by-side">{drawn}</div>')
    if pos.get("note"):
        p.append(f'<p class="small">{escape(str(pos["note"]))}</p>')
    p.append("</div>")
    return p
