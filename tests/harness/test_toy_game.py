"""Proof of neutrality (issue 6, item 10): Toy Nim, a tiny second game with its own spec
folder, features, steps and engine (all under tests/harness/toygame/), runs through the same
harness as Kuhhandel Festival, in process and over the wire, with its own rows in every
report and its own badge. No file outside tests/harness/toygame/ and this test names it."""

from __future__ import annotations

import json
import os
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from kuhspec.wire import protocol

import harnesslib
from harnesslib import HERE, env, run_conform, serve_cmd

TOY = HERE / "toygame"
SPEC = TOY / "spec"
SUITE = TOY / "toy_scenarios.py"
ROOT = HERE.parent.parent


def toy_env(spec_dirs: bool = True) -> dict:
    e = env(TOY)
    if spec_dirs:
        e["KUHSPEC_SPEC_DIRS"] = str(SPEC)
    return e


@pytest.fixture
def toy_catalogue(monkeypatch):
    """The catalogue with the toy's spec folder, for this test only (the cache keys on it)."""
    monkeypatch.setenv("KUHSPEC_SPEC_DIRS", str(SPEC))
    monkeypatch.syspath_prepend(str(TOY))
    from kuhspec.catalogue import catalogue

    return catalogue()


def test_the_toy_spec_is_read_like_any_other(toy_catalogue):
    game = toy_catalogue.game("toy-nim")
    assert (game.prefix, game.engine, list(game.variants)) == ("TN", "toy_nim", ["standard"])
    assert game.option_choices() == {"last_stick": ("wins", "loses")}
    assert toy_catalogue.game_of_clause("TN-TAKE-2") is game
    assert game.rejection_clause("not_enough_sticks") == "TN-TAKE-2"


def test_the_toy_engine_goes_through_the_games_registry(toy_catalogue):
    from kuhspec import games
    from kuhspec.errors import PositionError
    from kuhspec.reference_impl import ReferenceImplementation

    assert "toy-nim" in games.playable()
    with pytest.raises(PositionError, match=r"\$\.players.*for 2 players, not 3"):
        games.new_game({"game": "toy-nim", "players": ["A", "B", "C"]})
    g = games.new_game({"game": "toy-nim", "players": ["A", "B"], "sticks": 4})
    assert g.act({"type": "take", "player": 0, "count": 4})["rejection"]["clause"] == "TN-TAKE-1"
    hello = ReferenceImplementation().hello()
    assert hello["games"]["toy-nim"] == {"editions": ["en"], "variants": ["standard"],
                                         "rulings": {"last_stick": ["wins", "loses"]}}
    assert protocol.first_error(hello, "protocol-hello.schema.json") is None


def _assert_own_rows(run) -> dict:
    assert run.rc == 0, run.stdout + run.stderr
    rep = run.report
    assert protocol.first_error(rep, "report.schema.json") is None
    assert [g["game"] for g in rep["games"]] == ["toy-nim"]
    row = rep["games"][0]
    assert (row["title"], row["clauses_passed"], row["clauses_applicable"], row["clauses_total"]) == ("Toy Nim", 6, 6, 6)
    assert {c["game"] for c in rep["clauses"]} == {"toy-nim"}
    assert rep["totals"]["pass"] == rep["totals"]["scenarios"] == 11
    assert run.scenario("TN-EN-END-02")["rulings"] == ["R-TN-LAST-STICK=loses"]  # a non-default option ran
    assert "| Toy Nim | 6/6 clauses | 6 | 6 | 0 | 0 |" in (run.out / "summary.md").read_text()
    cases = ET.parse(run.out / "junit.xml").getroot().iter("testcase")
    assert sum(1 for c in cases if c.get("name", "").startswith("TN-EN-")) == 11
    html = (run.out / "report.html").read_text()
    assert "Toy Nim: clauses" in html and 'id="kuhspec-toy-nim-s"' in html
    assert json.loads((run.out / "badge-toy-nim.json").read_text())["message"] == "6/6 clauses"
    assert ET.fromstring((run.out / "badge-toy-nim.svg").read_text()).get("aria-label") == "Toy Nim · 6/6 clauses"
    assert not list(run.out.glob("badge-kuhhandel-festival.*"))
    return rep


def _statuses(rep: dict) -> dict:
    return {s["id"]: s["status"] for s in rep["scenarios"]} | {c["id"]: c["status"] for c in rep["clauses"]}


@pytest.mark.slow
def test_conform_in_process_and_over_the_wire(tmp_path):
    local = run_conform(tmp_path, 1, "--spec", str(SPEC), suite=SUITE, environ=toy_env(spec_dirs=False))
    local_rep = _assert_own_rows(local)
    assert local_rep["implementation"]["in_process"] is True
    wire = run_conform(tmp_path, 2, "--impl", serve_cmd(), suite=SUITE, environ=toy_env())
    wire_rep = _assert_own_rows(wire)
    assert wire_rep["implementation"]["hello"]["games"]["toy-nim"]["rulings"] == {"last_stick": ["wins", "loses"]}
    assert _statuses(local_rep) == _statuses(wire_rep)


@pytest.mark.slow
def test_an_implementation_without_the_toy_skips_it(tmp_path):
    """The harness reads the game from hello like any other: undeclared means not applicable,
    and a run in which nothing applies fails, naming what was declared and what exists."""
    run = run_conform(tmp_path, 1, "--impl", "python:fake_impl:Good", suite=SUITE,
                      environ=toy_env() | {"PYTHONPATH": env().get("PYTHONPATH", "") + os.pathsep + str(TOY)})
    assert run.rc == 1, run.stdout + run.stderr
    assert {s["status"] for s in run.report["scenarios"]} == {"skip"}
    assert run.report["problems"] == ["no scenario applies to the implementation: its hello declares the games "
                                      "kuhhandel-festival; the suite has kuhhandel-festival, kuhno, toy-nim"]
    assert run.scenario("TN-EN-TAKE-02")["message"] == "not applicable: game toy-nim not declared"


@pytest.mark.slow
def test_play_and_check_know_the_toy(tmp_path):
    def kuhspec(*args):
        return harnesslib.kuhspec(*args, environ=toy_env(), cwd=tmp_path)

    played = kuhspec("play", "--game", "toy-nim", "--seed", "3")
    assert played.returncode == 0 and "Winner:" in played.stdout, played.stderr
    unknown = kuhspec("play", "--game", "chess")
    assert unknown.returncode == 2 and "playable games: kuhhandel-festival, kuhno, toy-nim" in unknown.stderr
    good = tmp_path / "nim.json"
    good.write_text(json.dumps({"game": "toy-nim", "edition": "en", "variant": "standard",
                                "players": [{"name": "A"}, {"name": "B"}], "sticks": 3, "turn": 1,
                                "winner": None, "options": {"last_stick": "wins"}}))
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"game": "toy-nim", "players": [{"name": "A"}, {"name": "B"}]}))
    checked = kuhspec("check", str(good), str(bad))
    assert checked.returncode == 1
    assert f"ok: {good}" in checked.stdout
    assert f"invalid: {bad}: $: 'edition' is a required property" in checked.stderr


def test_no_file_outside_the_toy_names_it():
    """Removing tests/harness/toygame/ (and this test) touches no harness file."""
    mine = {Path(__file__).resolve()}
    hits = []
    for top in ("reference", "spec", "features", "fixtures", "tests", "docs"):
        for path in (ROOT / top).rglob("*"):
            if (not path.is_file() or TOY in path.resolve().parents or path.resolve() in mine
                    or path.suffix in (".pyc",) or "__pycache__" in path.parts):
                continue
            try:
                text = path.read_text(encoding="utf-8")
            except (UnicodeDecodeError, OSError):
                continue
            if "toy-nim" in text or "toy_nim" in text or "toygame" in text:
                hits.append(str(path.relative_to(ROOT)))
    assert hits == []


@pytest.fixture
def toy_game(toy_catalogue):
    """A new game of Toy Nim, its answers checked by strict.py with the toy's own schemas."""
    from kuhspec.harness.strict import game_kinds

    game_kinds.cache_clear()
    import toy_nim

    yield toy_nim.new_game({"game": "toy-nim", "players": ["Anne", "Benno"], "sticks": 5})
    game_kinds.cache_clear()


def _violation(cmd: str, answer, seat=None) -> str:
    from kuhspec.harness.strict import check_answer
    from kuhspec.interface import ImplementationError

    with pytest.raises(ImplementationError) as e:
        check_answer("toy-nim", cmd, answer, seat)
    return str(e.value)


def test_toy_answers_are_strict(toy_game):
    """The toy's view, score, legal and event schemas (issue 10): its answers pass, and a
    view of the wrong seat, a float count, a wrong score row or an event out of range do not."""
    from kuhspec.harness.strict import check_answer

    check_answer("toy-nim", "view", toy_game.view(1), 1)
    check_answer("toy-nim", "legal", toy_game.legal(0), 0)
    check_answer("toy-nim", "score", toy_game.score())
    check_answer("toy-nim", "act", toy_game.act({"type": "take", "player": 0, "count": 2}))
    assert "at $.viewer" in _violation("view", toy_game.view(0), 1)
    assert "toy-nim legal schema at $[0].count" in _violation("legal", [{"type": "take", "player": 1, "count": 1.0}], 1)
    rows = [{"seat": 0, "name": "Anne", "total": 2}, {"seat": 1, "name": "Benno", "total": 0}]
    assert "toy-nim score schema at $.players[0].total" in _violation("score", {**toy_game.score(), "players": rows})
    assert "event 0 of act does not match the toy-nim event schema" in _violation(
        "act", {"events": [{"type": "took", "player": 0, "count": 9, "left": 1}]})


def _hostile_toy(tmp_path: Path) -> Path:
    """The toy game's spec with markup and ampersands in a clause's title, statement and notes."""
    import shutil

    import yaml

    spec = tmp_path / "spec"
    shutil.copytree(SPEC, spec)
    path = spec / "toy-nim" / "clauses.yaml"
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    doc["clauses"][0]["title"] = "Sticks <b>bold</b> & co"
    doc["clauses"][0]["statement"] += " A pile < 5 & > 0 is <script>alert(1)</script> `<i>`."
    doc["clauses"][0]["notes"] = 'Quote " and <img src=x onerror=alert(2)>'
    path.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
    return spec


def test_the_site_escapes_spec_text_and_serves_a_game_without_diagrams(tmp_path):
    """kuhspec.site on the toy: its spec text with markup is escaped everywhere, and a game
    with no diagram and one edition gets its pages."""
    from kuhspec.catalogue import load_catalogue
    from kuhspec.docs import books as docs_books
    from kuhspec.site import build
    from kuhspec.site.check import problems

    cat = load_catalogue((_hostile_toy(tmp_path).resolve(),))
    toy = docs_books(cat, TOY / "features")
    assert [b.game.id for b in toy] == ["toy-nim"]
    site = build(toy)
    page = site["toy-nim.html"]
    assert "<script>alert" not in page and "<img src=x" not in page and "<b>bold" not in page
    assert "Sticks &lt;b&gt;bold&lt;/b&gt; &amp; co" in page
    assert "A pile &lt; 5 &amp; &gt; 0 is &lt;script&gt;alert(1)&lt;/script&gt; <code>&lt;i&gt;</code>." in page
    script = site["assets/search-index.js"]
    assert "</" not in script  # the index is data in a script: no tag can end it early
    entries = json.loads(script.removeprefix("window.KUHSPEC_SEARCH = ").rstrip().removesuffix(";").replace("<\\/", "</"))
    assert any("<script>alert(1)</script>" in e["text"] for e in entries)
    assert "No diagram is drawn for this game." in site["toy-nim-examples.html"]
    assert "No game of the suite has more than one edition." in site["editions.html"]
    assert problems(site) == []
