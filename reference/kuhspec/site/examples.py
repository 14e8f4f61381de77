"""A game's worked examples, drawn: each setup example of its setup schema (the position the
reference deals from it) and the first action of each kind in its golden games (the
position before and after), as the implementer's guide plays them (kuhspec.docs.guide),
each with a position diagram (kuhspec.draw)."""

from __future__ import annotations

import json

from kuhspec.docs.guide import first_actions, reference_engine
from kuhspec.docs.model import GameDocs
from kuhspec.draw import DRAWERS, render
from kuhspec.site.game import game_page_name
from kuhspec.site.html import Diagrams, escape, figure, permalink, prose, svg_title


def _json(value: object) -> str:
    return f'<pre class="json"><code>{escape(json.dumps(value, ensure_ascii=False, indent=None))}</code></pre>'


def _drawn(diagrams: Diagrams, stem: str, state: dict, caption: str) -> str:
    svg = render(state)
    return figure(diagrams.add(stem, svg), svg_title(svg), escape(caption))


def _setups(book: GameDocs, diagrams: Diagrams) -> list[str]:
    g = book.game
    if "setup" not in g.schemas:
        return []
    out = ['<h2 id="setups">Setups</h2>', f"<p>{prose(g.schema('setup').get('description', ''))}</p>"]
    for i, example in enumerate(g.schema("setup").get("examples", []), 1):
        impl = reference_engine()
        impl.new_game(example)
        ident = f"setup-{i}"
        out += [f'<section class="example" id="{ident}"><h3>{permalink(ident)} Setup {i}</h3>',
                "<p>The setup sent with <code>new_game</code>:</p>", _json(example),
                _drawn(diagrams, f"{g.id}-{ident}", impl.state(), f"The position the reference deals from setup {i}."),
                "</section>"]
    return out


def _actions(book: GameDocs, diagrams: Diagrams) -> list[str]:
    g = book.game
    seen = first_actions(g.id)
    if not seen:
        return []
    out = ['<h2 id="actions">Actions</h2>',
           "<p>The first action of each kind in the golden games, with the position before and after it.</p>"]
    for kind, (before, action, after) in seen.items():
        ident = f"action-{kind}"
        out += [f'<section class="example" id="{escape(ident)}"><h3>{permalink(ident)} <code>{escape(kind)}</code></h3>',
                _json(action), '<div class="pair">',
                _drawn(diagrams, f"{g.id}-{ident}-before", before, f"Before {kind}."),
                _drawn(diagrams, f"{g.id}-{ident}-after", after, f"After {kind}."), "</div></section>"]
    return out


def body(book: GameDocs, diagrams: Diagrams) -> list[str]:
    g = book.game
    intro = (f'<p class="lead">Positions of {escape(g.title)} drawn from the canonical state alone '
             f"(<code>kuhspec draw</code>), for the worked examples of its implementer's guide. The rules: "
             f'<a href="{game_page_name(g.id)}">{escape(g.title)}</a>.</p>')
    if g.id not in DRAWERS:
        return [intro, "<p>No diagram is drawn for this game.</p>"]
    return [intro, *_setups(book, diagrams), *_actions(book, diagrams)]
