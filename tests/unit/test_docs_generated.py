"""docs/rulings.md and docs/rules-reference.md are generated (kuhspec.docs) and up to date.

The committed pages are compared in memory with what the generator makes from spec/ and
features/ now; nothing is written. Also checks that every scenario is shown in full exactly
once, as a Gherkin block that parses on its own and has the scenario's steps, Background
included.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from gherkin.parser import Parser

from kuhspec import docs

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
BLOCK = re.compile(r'<a id="([a-z0-9-]+)"></a>\*\*Example .*?\n\n```gherkin\n(.*?)\n```', re.S)


@pytest.fixture(scope="module")
def spec() -> docs.Spec:
    return docs.load_spec(ROOT / "spec", ROOT / "features")


@pytest.fixture(scope="module")
def generated(spec) -> dict[str, str]:
    return docs.generate(spec)


@pytest.mark.parametrize("name", [docs.RULINGS_DOC, docs.REFERENCE_DOC])
def test_committed_doc_is_up_to_date(name, generated):
    path = DOCS / name
    assert path.is_file(), f"docs/{name} is missing: run `python -m kuhspec.docs` and commit it"
    assert path.read_text(encoding="utf-8") == generated[name], (
        f"docs/{name} is stale (it differs from what spec/ and features/ generate): "
        f"run `python -m kuhspec.docs` and commit the result; do not edit it by hand")


def test_every_scenario_is_shown_once_and_parses_on_its_own(spec, generated):
    blocks = BLOCK.findall(generated[docs.REFERENCE_DOC])
    shown = [anchor for anchor, _ in blocks]
    assert len(shown) == len(set(shown))
    by_anchor = {s.anchor: s for s in spec.scenarios}
    assert sorted(shown) == sorted(by_anchor)
    for anchor, text in blocks:
        source = by_anchor[anchor]
        feature = Parser().parse("Feature: block\n" + text)["feature"]
        children = feature["children"]
        background = [st["text"] for c in children if "background" in c for st in c["background"]["steps"]]
        (scenario,) = [c["scenario"] for c in children if "scenario" in c]
        assert scenario["name"] == source.name, anchor
        assert [t["name"] for t in scenario["tags"]] == source.tags, anchor
        assert background == [st["text"] for st in source.background], anchor
        assert [st["text"] for st in scenario["steps"]] == [st["text"] for st in source.steps], anchor


def test_rulings_doc_has_no_added_markers_the_yaml_cannot_back(generated):
    # rulings.schema.json has no field saying a ruling was "added"; the page must not claim it
    assert "(added)" not in generated[docs.RULINGS_DOC]


def test_check_mode_names_the_stale_file(tmp_path, generated, capsys):
    for name, text in generated.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    assert docs.main(["--check", "--docs-dir", str(tmp_path)]) == 0
    (tmp_path / docs.RULINGS_DOC).write_text("hand-edited\n", encoding="utf-8")
    assert docs.main(["--check", "--docs-dir", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert docs.RULINGS_DOC in err and docs.REFERENCE_DOC not in err
    assert "python -m kuhspec.docs" in err
    assert (tmp_path / docs.RULINGS_DOC).read_text(encoding="utf-8") == "hand-edited\n"


def test_wrap_never_starts_a_line_with_block_syntax():
    text = "a total is triple sum x multiplier + 50 x Copycats - black sheep and 1. more # here"
    for width in range(10, 40):
        for line in docs.wrap(text, width=width)[1:]:
            assert not docs.BLOCK_START.match(line.split(" ", 1)[0]), (width, line)
