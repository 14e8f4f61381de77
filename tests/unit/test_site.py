"""The static rules site (kuhspec.site, `kuhspec site`), without a browser: it is a pure
function of the spec (the same bytes twice), every link and anchor of it resolves, every
clause, ruling, scenario and edition difference has its id as an anchor with a ¶ permalink
and an entry in the search index, ruling figures are one function away, and a bad report is
one clear line and exit status 2. Escaping, and a game without diagrams or editions:
tests/harness/test_toy_game.py. The browser checks: tests/harness/test_site_browser.py."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kuhspec.cli import main
from kuhspec.docs import books as docs_books
from kuhspec.docs.editions import differences, several_editions
from kuhspec.docs.guide import reference_engine
from kuhspec.draw import render
from kuhspec.site import WRITTEN, build, write
from kuhspec.site.check import anchors, parse, problems
from kuhspec.site.game import game_page_name

@pytest.fixture(scope="module")
def books():
    return docs_books()


@pytest.fixture(scope="module")
def site(books) -> dict[str, str]:
    return build(books)


def test_the_same_spec_gives_the_same_bytes(site, tmp_path, capsys):
    """A second build, from the spec read afresh by the command, writes the same bytes."""
    assert main(["site", "--out", str(tmp_path / "s")]) == 0
    written = {p.relative_to(tmp_path / "s").as_posix(): p.read_text(encoding="utf-8")
               for p in (tmp_path / "s").rglob("*") if p.is_file()}
    assert written == {**site, WRITTEN: "".join(f"{name}\n" for name in site)}  # and the list of them
    assert "written:" in capsys.readouterr().out


def test_every_link_and_anchor_resolves(site):
    assert problems(site) == []
    pages = [name for name in site if name.endswith(".html")]
    assert {"index.html", "editions.html"} <= set(pages)
    assert all("http:" not in site[p] and "https:" not in site[p] for p in pages)  # nothing from elsewhere


def test_every_clause_ruling_and_scenario_has_its_permalink(books, site):
    for book in books:
        g = book.game
        text = site[game_page_name(g.id)]
        ids = anchors(text)
        wanted = [*g.clauses, *g.rulings, *(s.id for s in book.scenarios)]
        assert wanted and set(wanted) <= ids, sorted(set(wanted) - ids)[:10]
        missing = [i for i in wanted if f'<a class="pl" href="#{i}"' not in text]
        assert not missing, missing[:10]
        assert len(book.scenarios) == text.count('<div class="scenario"')  # each shown in full once


def test_every_edition_difference_has_its_permalink(books, site):
    text = site["editions.html"]
    diffs = [c.id for b in several_editions(books) for c in differences(b)]
    assert diffs and set(diffs) <= anchors(text)
    assert all(f'<a class="pl" href="#{i}"' in text for i in diffs)


def test_the_search_index_holds_every_id_with_its_page(books, site):
    script = site["assets/search-index.js"]
    entries = json.loads(script.removeprefix("window.KUHSPEC_SEARCH = ").rstrip().removesuffix(";"))
    where = {(e["id"], e["page"]) for e in entries}
    for book in books:
        page = game_page_name(book.game.id)
        for c in book.game.clauses.values():
            assert (c.id, page) in where
            entry = next(e for e in entries if e["id"] == c.id and e["page"] == page)
            assert entry["text"] == " ".join(c.statement.split())
        assert {(r, page) for r in book.game.rulings} <= where
        assert {(s.id, page) for s in book.scenarios} <= where
    ids = {page: anchors(site[page]) for page in {e["page"] for e in entries}}
    for entry in entries:  # each leads to an anchor of its page
        assert entry["id"] in ids[entry["page"]]


def test_the_diagrams_are_svg_files_of_the_site(site):
    svgs = [name for name in site if name.endswith(".svg")]
    assert svgs and all(site[n].startswith("<svg") for n in svgs)
    shown = {src for name, text in site.items() if name.endswith(".html") for src in parse(text).refs
             if src.endswith(".svg")}
    assert shown == set(svgs)


def test_a_ruling_figure_is_one_function_away(books):
    book = next(b for b in books if b.game.rulings)
    ruling = next(iter(book.game.rulings.values()))
    impl = reference_engine()
    impl.new_game(book.game.schema("setup")["examples"][0])
    svg = render(impl.state())

    def figures(r, game):
        return [("The position `a < b`", svg)] if r.id == ruling.id else []

    site = build([book], figures=figures)
    src = f"diagrams/{ruling.id}-1.svg"
    assert site[src] == svg
    page = site[game_page_name(book.game.id)]
    assert f'<img src="{src}"' in page and "<figcaption>The position <code>a &lt; b</code></figcaption>" in page
    assert problems(site) == []



def test_the_rulings_show_the_positions_the_docs_show(books, site):
    """By default every ruling's figures are its positions (kuhspec.docs.figures), as in
    docs/<game>/rulings.md: each drawn, with its caption, under its ruling."""
    from kuhspec.docs.figures import figures_of

    shown = 0
    for book in books:
        page = site[game_page_name(book.game.id)]
        for rid in book.game.rulings:
            for n, (caption, svg) in enumerate(figures_of(rid, book.game), 1):
                src = f"diagrams/{rid}-{n}.svg"
                assert site[src] == svg and f'<img src="{src}"' in page, src
                shown += 1
    assert shown >= 15  # the positions of spec/<game>/positions.yaml


def _bad_reports(tmp_path: Path) -> list[tuple[Path, str]]:
    (tmp_path / "truncated.json").write_text('{"kuhspec_report": "1.1", "games": [', encoding="utf-8")
    (tmp_path / "other.json").write_text('{"tests": []}', encoding="utf-8")
    (tmp_path / "empty.json").write_text("", encoding="utf-8")
    (tmp_path / "binary.json").write_bytes(b"\xff\xfe\x00")
    (tmp_path / "folder").mkdir()
    return [(tmp_path / "missing.json", "no such file"), (tmp_path / "truncated.json", "truncated"),
            (tmp_path / "other.json", "not a kuhspec conform report"), (tmp_path / "empty.json", "empty"),
            (tmp_path / "binary.json", "not UTF-8"), (tmp_path / "folder", "without a report.json")]


def test_a_bad_report_is_one_line_naming_it_and_exit_2(tmp_path, capsys):
    for path, why in _bad_reports(tmp_path):
        assert main(["site", "--out", str(tmp_path / "s"), "--report", str(path)]) == 2
        err = capsys.readouterr().err.strip()
        assert err.startswith(f"kuhspec site: {path}") and why in err and "\n" not in err, err
        assert not (tmp_path / "s").exists()  # nothing written


def test_an_out_that_is_a_file_is_refused(tmp_path, capsys):
    (tmp_path / "f").write_text("x")
    assert main(["site", "--out", str(tmp_path / "f")]) == 2
    assert f"{tmp_path / 'f'} is a file" in capsys.readouterr().err


def test_a_second_write_removes_only_the_stale_files_of_the_first(tmp_path):
    """A page or diagram the last site wrote and this one does not is removed (and a folder
    it leaves empty); the folder's own files stay, and a list that names a file outside the
    folder removes nothing there."""
    out, outside = tmp_path / "site", tmp_path / "keep.html"
    outside.write_text("mine")
    write(out, {"index.html": "1", "results.html": "r", "diagrams/a/x.svg": "x", "diagrams/b.svg": "b"})
    (out / "notes.txt").write_text("the folder's own")
    write(out, {"index.html": "2", "diagrams/b.svg": "b"})
    assert sorted(p.relative_to(out).as_posix() for p in out.rglob("*")) == [
        ".kuhspec-site", "diagrams", "diagrams/b.svg", "index.html", "notes.txt"]
    assert (out / "index.html").read_text() == "2"
    (out / ".kuhspec-site").write_text("../keep.html\nnotes.txt/..\n\n/etc/passwd\n")
    write(out, {"index.html": "3"})
    assert outside.read_text() == "mine" and (out / "notes.txt").exists()
    assert (out / "diagrams" / "b.svg").exists()  # no longer named by the list: left as it is
