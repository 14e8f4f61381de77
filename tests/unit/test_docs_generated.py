"""docs/<game>/rulings.md and docs/<game>/rules-reference.md are generated (kuhspec.docs) from
the catalogue and the scenarios, and are up to date.

The committed pages are compared in memory with what the generator makes now; nothing is
written. Also: every scenario is shown in full exactly once, as a Gherkin block that parses on
its own and has the scenario's steps, Background included; every ruling is presented with
every option; a broken spec or feature is one clear line, never a traceback; the generator
names no game.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from gherkin.dialect import Dialect
from gherkin.parser import Parser

from kuhspec import docs
from kuhspec.docs.figures import figures
from kuhspec.resources import data_path

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
BLOCK = re.compile(r'<a id="([a-z0-9-]+)"></a>\*\*Example .*?\n\n```gherkin\n(.*?)\n```', re.S)


@pytest.fixture(scope="module")
def cat():
    return docs.shipped_catalogue()


@pytest.fixture(scope="module")
def books(cat) -> list[docs.GameDocs]:
    return docs.books(cat)


@pytest.fixture(scope="module")
def generated(cat) -> dict[str, str]:
    return docs.generate(cat)


def active_games():
    return [g.id for g in docs.shipped_catalogue().games.values() if g.status == "active"]


@pytest.mark.parametrize("game", active_games())
@pytest.mark.parametrize("page", docs.PAGES)
def test_committed_page_is_up_to_date(game, page, generated):
    name = docs.page_path(game, page)
    path = DOCS / name
    assert path.is_file(), f"docs/{name} is missing: run `python -m kuhspec.docs` and commit it"
    assert path.read_text(encoding="utf-8") == generated[name], (
        f"docs/{name} is stale (it differs from what spec/ and features/ generate): "
        f"run `python -m kuhspec.docs` and commit the result; do not edit it by hand")


def test_every_active_game_has_its_pages_and_nothing_else(cat, generated):
    assert sorted(generated) == sorted([docs.page_path(g, p) for g in active_games() for p in docs.PAGES]
                                       + [docs.EDITIONS_DOC]
                                       + [f"{g}/{f.file}" for g in active_games() for f in figures(cat.game(g))])
    assert docs.stale(DOCS, generated, cat) == []


def test_committed_editions_page_is_up_to_date(generated):
    path = DOCS / docs.EDITIONS_DOC
    assert path.is_file(), f"docs/{docs.EDITIONS_DOC} is missing: run `python -m kuhspec.docs` and commit it"
    assert path.read_text(encoding="utf-8") == generated[docs.EDITIONS_DOC], (
        f"docs/{docs.EDITIONS_DOC} is stale: run `python -m kuhspec.docs` and commit the result")


def test_editions_page_lists_every_difference_with_its_ruling(cat, generated):
    page = generated[docs.EDITIONS_DOC]
    several = [g for g in cat.games.values() if g.status == "active" and len(g.editions) > 1]
    assert several, "no game with several editions"
    for game in several:
        part = page.split(f"## {game.title}\n", 1)[1].split("\n## ", 1)[0]
        differences = part.split("### Differences", 1)[1].split("\n### ", 1)[0]
        side_by_side = part.split("### Every clause, side by side", 1)[1]
        for clause in game.active_clauses():
            assert f"[{clause.id}](" in side_by_side, clause.id
            row = next((line for line in differences.splitlines() if line.startswith(f"| [{clause.id}](")), None)
            assert (row is not None) == (clause.difference is not None), clause.id
            if clause.difference:
                assert ("**yes**" in row) == clause.difference["changes_play"], clause.id
                if clause.difference.get("ruling"):
                    assert f"[{clause.difference['ruling']}](" in row, clause.id
        for ruling in game.rulings.values():
            if ruling.option and ruling.default_by_edition:
                per = part.split("### Rulings whose default depends on the edition", 1)[1].split("\n### ", 1)[0]
                row = next(line for line in per.splitlines() if f"[{ruling.id}](" in line)
                for edition in game.editions:
                    assert f"{edition.upper()}: `{ruling.default_for(edition)}`" in row, (ruling.id, edition)


def as_feature(block: str) -> str:
    """A shown block as a feature file: a Dutch block's "# language: nl" must come first,
    before the feature keyword of its language."""
    head, language = "", "en"
    if block.startswith("# language: "):
        head, block = block.split("\n", 1)
        language = head.split(":", 1)[1].strip()
        head += "\n"
    return f"{head}{Dialect.for_name(language).feature_keywords[0]}: block\n{block}"


def test_every_scenario_is_shown_once_and_parses_on_its_own(books, generated):
    from kuhspec.scenarios import read_features

    every = [s for s in read_features(data_path("features")) if s.game in {b.game.id for b in books}]
    assert sum(len(b.scenarios) for b in books) == len(every) > 0
    for book in books:
        blocks = BLOCK.findall(generated[docs.page_path(book.game.id, docs.REFERENCE_DOC)])
        shown = [a for a, _ in blocks]
        assert len(shown) == len(set(shown))
        by_anchor = {docs.anchor(s.id): s for s in book.scenarios}
        assert sorted(shown) == sorted(by_anchor)
        for a, text in blocks:
            source = by_anchor[a]
            feature = Parser().parse(as_feature(text))["feature"]
            children = feature["children"]
            background = [st["text"] for c in children if "background" in c for st in c["background"]["steps"]]
            (scenario,) = [c["scenario"] for c in children if "scenario" in c]
            assert scenario["name"] == source.title, a
            assert [t["name"] for t in scenario["tags"]] == ["@" + t for t in source.tags], a
            assert background == [st.text for st in source.steps if st.background], a
            assert [st["text"] for st in scenario["steps"]] == [st.text for st in source.steps if not st.background], a
            assert len(scenario.get("examples") or []) == len(source.examples), a


def test_a_scenario_is_shown_under_its_first_clause_tag(books, generated):
    book = books[0]
    page = generated[docs.page_path(book.game.id, docs.REFERENCE_DOC)]
    for s in book.scenarios[:40]:
        home = book.home_clause(s)
        assert home == next(t for t in s.tags if t in book.game.clauses)
        clause_part = page.split(f'<a id="{docs.anchor(home)}"></a>\n###', 1)[1].split("\n### ", 1)[0]
        assert f'<a id="{docs.anchor(s.id)}"></a>**Example' in clause_part, s.id


@pytest.mark.parametrize("game", active_games())
def test_rulings_page_presents_every_ruling_and_option(game, cat, generated):
    doc = generated[docs.page_path(game, docs.RULINGS_DOC)]
    rulings = cat.game(game).rulings
    assert set(re.findall(r"^### (R-[A-Z0-9-]+):", doc, flags=re.M)) == set(rulings)
    for ruling in rulings.values():
        section = doc.split(f"### {ruling.id}:", 1)[1].split("\n### ", 1)[0]
        for value in ruling.values:
            assert f"`{value}`" in section, (ruling.id, value)
        assert "**Why.**" in section and "**Question.**" in section
    # rulings.schema.json has no field saying a ruling was "added"; the page must not claim it
    assert "(added)" not in doc


def test_check_mode_names_the_stale_page(tmp_path, generated, capsys):
    for name, text in generated.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    assert docs.main(["--check", "--docs-dir", str(tmp_path)]) == 0
    game = active_games()[0]
    rulings, reference = docs.page_path(game, docs.RULINGS_DOC), docs.page_path(game, docs.REFERENCE_DOC)
    (tmp_path / rulings).write_text("hand-edited\n", encoding="utf-8")
    assert docs.main(["--check", "--docs-dir", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert rulings in err and reference not in err
    assert "python -m kuhspec.docs" in err
    assert (tmp_path / rulings).read_text(encoding="utf-8") == "hand-edited\n"


@pytest.mark.full  # a second whole generation; the stale-page check stays in the default run
def test_check_mode_names_a_page_of_a_game_that_is_gone(tmp_path, generated, capsys):
    for name, text in generated.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    (tmp_path / "chess").mkdir()
    (tmp_path / "chess" / docs.RULINGS_DOC).write_text(next(iter(generated.values())), encoding="utf-8")
    assert docs.main(["--check", "--docs-dir", str(tmp_path)]) == 1
    assert "chess/rulings.md" in capsys.readouterr().err


def _spec_copy(tmp_path: Path, game: str) -> Path:
    shutil.copytree(data_path("spec") / "schemas", tmp_path / "spec" / "schemas")
    shutil.copytree(data_path("spec") / game, tmp_path / "spec" / game)
    return tmp_path / "spec" / game


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_a_malformed_spec_is_one_line_naming_file_and_line(tmp_path):
    game = active_games()[0]
    folder = _spec_copy(tmp_path, game)
    _edit(folder / "clauses.yaml", "    tier: core\n", "    tier: [core\n")
    run = subprocess.run([sys.executable, "-m", "kuhspec.docs", "--check", "--spec-dir", str(tmp_path / "spec"),
                          "--docs-dir", str(tmp_path / "docs")], capture_output=True, text=True, cwd=ROOT)
    assert run.returncode == 2, run.stderr
    assert "Traceback" not in run.stderr
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and re.search(r"clauses\.yaml:[0-9]+", lines[0]), run.stderr


def test_a_broken_feature_is_one_line_naming_file_and_line(tmp_path, capsys):
    (tmp_path / "features").mkdir()
    (tmp_path / "features" / "x.feature").write_text("Feature: x\n  Scenario: y\n    Given a\n  Nonsense here\n")
    code = docs.main(["--check", "--features-dir", str(tmp_path / "features"), "--docs-dir", str(tmp_path)])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1 and "x.feature:" in err[0], err


def test_defaults_per_edition_and_draft_games_are_shown(tmp_path):
    game = active_games()[0]
    folder = _spec_copy(tmp_path, game)
    cat = docs.shipped_catalogue(tmp_path / "spec")
    ruling = next(r for r in cat.game(game).rulings.values()
                  if r.option and len(r.values) > 1 and not r.default_by_edition)
    edition = list(cat.game(game).editions)[-1]
    text = (folder / "rulings.yaml").read_text(encoding="utf-8")
    start = text.index(f"- id: {ruling.id}\n")
    at = text.index(f"    default: {ruling.default}\n", start)
    (folder / "rulings.yaml").write_text(
        text[:at] + f"    default_by_edition: {{{edition}: {ruling.values[1]}}}\n" + text[at:], encoding="utf-8")
    _edit(folder / "game.yaml", "status: active", "status: draft")
    cat = docs.shipped_catalogue(tmp_path / "spec")
    assert cat.problems == [] and cat.game(game).rulings[ruling.id].default_for(edition) == ruling.values[1]
    assert set(docs.generate(cat, tmp_path / "nofeatures")) == {docs.EDITIONS_DOC}
    pages = docs.generate(cat, tmp_path / "nofeatures", drafts=True)
    rulings = pages[docs.page_path(game, docs.RULINGS_DOC)]
    assert rulings.count("**Draft.**") == 1
    part = rulings.split(f"### {ruling.id}:", 1)[1].split("\n### ", 1)[0]
    assert f"`{ruling.default}` (default, except in the {edition.upper()} edition)" in part
    assert f"`{ruling.values[1]}` (default in the {edition.upper()} edition)" in part
    assert f"`{ruling.default}`; {edition.upper()}: `{ruling.values[1]}`" in rulings  # the summary table
    reference = pages[docs.page_path(game, docs.REFERENCE_DOC)]
    assert "**Draft.**" in reference and "*No scenario checks this clause yet.*" in reference


def test_the_generator_names_no_game(cat):
    source = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "reference" / "kuhspec" / "docs").glob("*.py"))
    for g in cat.games.values():
        for word in (g.id, g.title, f"{g.prefix}-", "festival", "kuhno", "Kuhhandel"):
            assert word not in source, word
    assert "yaml" not in re.sub(r"\.yaml|YAML", "", source).lower()  # no YAML reading of its own


def test_wrap_never_starts_a_line_with_block_syntax():
    text = "a total is triple sum x multiplier + 50 x Copycats - black sheep and 1. more # here"
    for width in range(10, 40):
        for line in docs.wrap(text, width=width)[1:]:
            assert not docs.BLOCK_START.match(line.split(" ", 1)[0]), (width, line)


def test_every_relative_link_of_the_docs_resolves_in_the_source_tree():
    from kuhspec.docs.links import dead_links
    from kuhspec.resources import data_path

    for name in ("docs", "spec", "examples"):
        assert dead_links(data_path(name)) == [], name


@pytest.mark.parametrize("game_id", active_games())
def test_every_setup_example_is_valid_and_the_reference_deals_it(game_id):
    """The implementer's guide shows the setup schema's examples as worked examples: each
    must be a valid setup, and the reference must accept it."""
    import jsonschema

    from kuhspec.catalogue import catalogue
    from kuhspec.reference_impl import ReferenceImplementation

    schema = catalogue().game(game_id).schema("setup")
    assert schema.get("examples"), f"spec/{game_id}/schemas/setup.schema.json has no examples"
    for example in schema["examples"]:
        jsonschema.Draft202012Validator(schema).validate(example)
        assert ReferenceImplementation().new_game(example) == {"ok": True}, example


def test_the_first_path_starts_with_smoke_and_unlocks_every_scenario(cat):
    from kuhspec.docs.cli import books
    from kuhspec.docs.guide import first_path

    for book in books(cat):
        path = first_path(book)
        smoke = next(s for s in book.scenarios if s.id == book.game.smoke[0])
        assert [c for c, _, _ in path[:len(smoke.clauses)]] == smoke.clauses
        assert path[-1][2] == sum(1 for s in book.scenarios if s.clauses)  # at the end every scenario runs
