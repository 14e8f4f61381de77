"""The static rules site (docs/site.md): plain HTML and CSS, a small script for the offline
search, and the position diagrams as SVG files; readable from file:// and publishable on any
static host.

    build(books, results.read(reports)) -> {relative path: text}
    write(out, files)

`books` are the docs model's games (kuhspec.docs.books), so the site shows what docs/ shows
from the same data: a page per game (kuhspec.site.game), its worked examples drawn
(kuhspec.site.examples), the editions (kuhspec.site.editions), the results matrix of any
conform reports (kuhspec.site.results) and the index. Every clause, ruling, scenario and
edition difference has its id as its anchor, with a visible ¶ permalink. The output is a
pure function of its inputs: the same spec and reports give the same bytes.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from kuhspec.docs.figures import figures_of
from kuhspec.docs.model import GameDocs
from kuhspec.harness.report.style import status_css
from kuhspec.site import editions, examples, game, results, search
from kuhspec.site.html import CSS, FAVICON, SEARCH_INDEX, SEARCH_JS, Diagrams, Links, escape, page, prose
from kuhspec.site.rulings import Figures

INDEX = "index.html"


def asset(name: str) -> str:
    return resources.files(__name__).joinpath("assets", name).read_text(encoding="utf-8")


def nav(books: list[GameDocs], with_results: bool) -> list[tuple[str, str]]:
    out = [(INDEX, "Index")] + [(game.game_page_name(b.game.id), b.game.title) for b in books]
    out.append((editions.PAGE, "Editions"))
    return out + ([(results.PAGE, "Results")] if with_results else [])


def index_body(books: list[GameDocs], cmp: dict | None) -> list[str]:
    out = ['<p class="lead">The rules of the card games in kuhspec, clause by clause: each rule stated precisely '
           "in our own words with the rulebook sections it restates, every ambiguity settled by a ruling with its "
           "options and reasons, and the scenarios that check each clause, exactly as <code>kuhspec conform</code> "
           "runs them against an implementation. Every clause, ruling, scenario and edition difference has a "
           "permalink (¶): its id. The search box finds them by id or by a word of their statement; "
           "<kbd>/</kbd> jumps to it.</p>", '<h2 id="games">Games</h2><ul class="games">']
    for b in books:
        g = b.game
        sections = ", ".join(f'<a href="{game.game_page_name(g.id)}#{escape(game.section_anchor(s.code))}">'
                             f"{prose(s.title)}</a>" for s in b.sections())
        out.append(f'<li><a href="{game.game_page_name(g.id)}"><b>{escape(g.title)}</b></a>: {len(g.clauses)} '
                   f"clauses, {len(g.rulings)} rulings, {len(b.scenarios)} scenarios; editions "
                   f"{escape(', '.join(e.upper() for e in g.editions))}; "
                   f'<a href="{game.examples_page_name(g.id)}">worked examples with diagrams</a>.'
                   f'<br><span class="small">{sections}</span></li>')
    out.append("</ul>")
    out.append(f'<h2 id="more">More</h2><ul><li><a href="{editions.PAGE}">Editions</a>: every difference between '
               "the editions of a game, and the ruling that decides it.</li>")
    if cmp is not None:
        out.append(f'<li><a href="{results.PAGE}">Results</a>: {len(cmp["columns"])} conform reports, clause by '
                   f"clause ({escape(', '.join(c['label'] for c in cmp['columns']))}).</li>")
    out.append("</ul>")
    return out


def build(books: list[GameDocs], cmp: dict | None = None, figures: Figures = figures_of) -> dict[str, str]:
    """Relative path -> content of every file of the site. `cmp`: the comparison of the
    conform reports for the results page (results.read), or None for a site without one.
    `figures`: the figures of a ruling (by default its positions, kuhspec.docs.figures, as in
    docs/<game>/rulings.md)."""
    links, diagrams = Links(), Diagrams()
    for b in books:
        game.register(b, links)
    menu = nav(books, cmp is not None)
    files = {INDEX: page("kuhspec: the rules", INDEX, index_body(books, cmp), menu)}
    for b in books:
        g = b.game
        here = game.game_page_name(g.id)
        files[here] = page(f"{g.title}: the rules", here, game.body(game.GamePage(b, links, diagrams, figures)), menu)
        name = game.examples_page_name(g.id)
        files[name] = page(f"{g.title}: worked examples", name, examples.body(b, diagrams), menu)
    files[editions.PAGE] = page("Editions", editions.PAGE, editions.body(books, links), menu)
    if cmp is not None:
        files[results.PAGE] = page("Results: conform reports side by side", results.PAGE, results.body(cmp, links), menu)
    files[CSS] = asset("site.css") + status_css() + "\n"
    files[SEARCH_JS] = asset("search.js")
    files[FAVICON] = asset("favicon.svg")
    files[SEARCH_INDEX] = search.index_script(books)
    files.update(diagrams.files)
    return dict(sorted(files.items()))


#: the names of the files the last write put in the folder, one per line
WRITTEN = ".kuhspec-site"


def write(out: Path, files: dict[str, str]) -> None:
    """Write the files under `out` (UTF-8, \\n line ends); OSError names the path. A file an
    earlier write put there and this one does not (the results page of a run with reports,
    a diagram of a position since changed) is removed, so the folder holds this site and no
    stale page of another; files of the folder's own (never written by a site) are left."""
    earlier = _written(out)
    for name, text in files.items():
        path = out / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8", newline="\n")
    for name in sorted(earlier - set(files)):
        path = out / name
        path.unlink(missing_ok=True)
        for folder in path.parents:  # the folders it leaves empty, up to `out`
            if folder == out or any(folder.iterdir()):
                break
            folder.rmdir()
    (out / WRITTEN).write_text("".join(f"{name}\n" for name in files), encoding="utf-8", newline="\n")


def _written(out: Path) -> set[str]:
    """The files the last write put in `out`: the names of its list that stand for a file
    inside `out` (a name that leads out of it, or to a folder, is ignored)."""
    try:
        names = (out / WRITTEN).read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        return set()
    root = out.resolve()
    kept = set()
    for name in filter(None, names):
        try:
            path = (out / name).resolve()
        except (OSError, RuntimeError):  # a name through a file, a symlink loop
            continue
        if path.is_relative_to(root) and path != root / WRITTEN and not path.is_dir():
            kept.add(name)
    return kept
