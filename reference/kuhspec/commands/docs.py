"""`kuhspec docs [PAGE]`: the offline docs that ship with kuhspec.

Without PAGE it lists the pages: per game the rules reference, the rulings and the
normative boundary, the editions side by side, the implementer's guide, the wire protocol,
the canonical state and actions, reports and badges, the exported cases and differential
testing. With PAGE it prints that page (Markdown); with ``--out DIR`` it writes the docs as
they lie in the source tree (DIR/docs, DIR/spec, DIR/features, DIR/examples), so that every
relative link of every page resolves offline, the JavaScript runner included.

The pages come from the installed wheel (kuhspec/_data/docs and the spec's protocol.md)
or, in a source checkout, from docs/ and spec/.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

NAME = "docs"
HELP = "list the offline docs (rules reference, rulings, guide, protocol ...), print one, or write them all"

#: the hand-written pages: name -> (data directory, path inside it, what it is)
FIXED = {
    "implementing": ("docs", "implementing.md", "the implementer's guide: install, protocol, CI workflow"),
    "protocol": ("spec", "protocol.md", "the wire protocol, version by version"),
    "state-and-actions": ("docs", "state-and-actions.md", "the canonical state, actions, events and rejections"),
    "reports": ("docs", "reports.md", "the reports and what the badge counts"),
    "editions": ("docs", "editions.md", "the editions side by side, with every difference"),
    "exported-cases": ("docs", "exported-cases.md", "every scenario as JSON data, and the runners that replay it"),
    "differential": ("docs", "differential.md", "differential testing and the golden games"),
    "harness-hardening": ("docs", "harness-hardening.md", "what the harness withstands, case by case"),
}
#: generated per game: page file -> what it is
PER_GAME = {"rules-reference.md": "rules reference: every clause and its scenarios",
            "rulings.md": "rulings: every open question, its options and the choice",
            "boundary.md": "the normative boundary: what must match, what is yours",
            "guide.md": "the implementer's guide: every shape and code, worked examples, what to implement first"}
#: what `--out` writes: the data directories the pages link into, as they lie in the source tree
TREES = {"docs": "docs", "spec": "spec", "features": "features", "examples": "examples"}


@dataclass
class Page:
    name: str  # as typed: "implementing", "kuhno/rulings"
    path: Path
    rel: str  # where --out writes it
    title: str


def pages() -> list[Page]:
    from kuhspec.docs.cli import documented, shipped_catalogue
    from kuhspec.resources import data_path

    out: list[Page] = []
    cat = shipped_catalogue()
    for game in documented(cat):
        for filename, what in PER_GAME.items():
            rel = f"{game}/{filename}"
            out.append(Page(rel[:-3], data_path("docs") / rel, rel, f"{cat.game(game).title}: {what}"))
    for name, (data, rel, what) in FIXED.items():
        out.append(Page(name, data_path(data) / rel, Path(rel).name, what))
    return out


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("page", nargs="?", metavar="PAGE", help="the page to print, e.g. implementing or kuhno/rulings")
    parser.add_argument("--out", metavar="DIR", help="write every page to DIR (Markdown, links kept)")


def _find(name: str, every: list[Page]) -> Page | None:
    key = name.strip().lower().removesuffix(".md")
    for p in every:
        if p.name.lower() == key:
            return p
    return None


def _write_tree(out: Path) -> int:
    """Every page and what the pages link to, as laid out in the source tree."""
    import shutil

    from kuhspec.resources import data_path

    written = 0
    for name, target in TREES.items():
        source = data_path(name)
        if not source.is_dir():
            print(f"kuhspec docs: this installation lacks {source}", file=sys.stderr)
            return 1
        for path in sorted(source.rglob("*")):
            if path.is_dir() or "__pycache__" in path.parts or path.suffix in (".pyc", ".pyo"):
                continue
            dest = out / target / path.relative_to(source)
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, dest)
            written += 1
    from kuhspec.docs.links import dead_links

    dead = dead_links(out)
    if dead:  # the installation's own pages disagree with what it ships: say so, plainly
        print("kuhspec docs: these links lead nowhere:\n  " + "\n  ".join(dead[:20]), file=sys.stderr)
        return 1
    print(f"wrote {written} files to {out}/ (start with {out / 'docs' / 'implementing.md'})")
    return 0


def run(args: argparse.Namespace) -> int:
    from kuhspec.catalogue import CatalogueError

    try:
        every = pages()
    except CatalogueError as err:
        print(f"kuhspec docs: the spec is broken: {err}", file=sys.stderr)
        return 2
    missing = [p for p in every if not p.path.is_file()]
    if missing:
        print("kuhspec docs: this installation lacks " + ", ".join(str(p.path) for p in missing), file=sys.stderr)
        return 1
    if args.out:
        out = Path(args.out)
        if out.exists() and not out.is_dir():
            print(f"kuhspec docs: --out {out}: not a folder", file=sys.stderr)
            return 2
        return _write_tree(out)
    if args.page:
        page = _find(args.page, every)
        if page is None:
            print(f"kuhspec docs: no page {args.page!r}; the pages are: {', '.join(p.name for p in every)}",
                  file=sys.stderr)
            return 2
        try:
            sys.stdout.write(page.path.read_text(encoding="utf-8"))
        except BrokenPipeError:  # `kuhspec docs implementing | head`
            return 0
        return 0
    width = max(len(p.name) for p in every)
    print("The offline docs (`kuhspec docs PAGE` prints one; `--out DIR` writes them all):")
    for p in every:
        print(f"  {p.name:<{width}}  {p.title}")
    return 0
