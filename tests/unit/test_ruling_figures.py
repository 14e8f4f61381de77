"""The positions of the rulings (spec/<game>/positions.yaml, kuhspec.positions) and their figures
(kuhspec.docs.figures): every position is a legal state the reference loads, reached by legal
play; every caption says what it shows and names the options it sets; the figures are the
same bytes every time and show what their captions say; a broken positions file is refused
naming the file, the line and the field."""

from __future__ import annotations

import dataclasses
import xml.etree.ElementTree as ET

import jsonschema
import pytest

from kuhspec import games, positions
from kuhspec.catalogue import CatalogueError, catalogue
from kuhspec.docs import figures as figures_mod
from kuhspec.docs.figures import figures, figures_of

GAMES = ("kuhno", "kuhhandel-festival")
# the rulings about geometry, spots, milk, red eyes, lots, Kuhpons and the neutral pile (issue 28)
MUST_SHOW = {
    "kuhno": ["R-KN-GEOMETRY", "R-KN-EXAMPLE", "R-KN-SPOT-FRAME", "R-KN-MILK-OVERFLOW", "R-KN-RED-EYES",
              "R-KN-COWPAT"],
    "kuhhandel-festival": ["R-KF-TWO-PILE-FACE", "R-KF-TWO-NEUTRAL-ORDER", "R-KF-TWO-HIDDEN-KUHPON",
                           "R-KF-TWO-PILE-TRIPLE", "R-KF-TWO-BLACK-SHEEP-BID", "R-KF-TWO-BOX",
                           "R-KF-COLOURED-AMOUNT", "R-KF-COPYCAT-PLACE", "R-KF-OFFER-COUNT"],
}
SVG = "{http://www.w3.org/2000/svg}"


def _all():
    return [(gid, p) for gid in GAMES for p in positions.positions(catalogue().game(gid))]


@pytest.mark.parametrize("gid, pos", _all(), ids=lambda x: getattr(x, "id", x))
def test_every_position_is_a_legal_state_of_the_reference(gid, pos):
    game = catalogue().game(gid)
    state = positions.reach(pos, game)
    jsonschema.validate(state, game.schema("state"))
    loaded = games.load(state).state  # the reference takes it as a position to play from
    assert loaded["players"] == state["players"] and loaded["phase"] == state["phase"]
    assert len(pos.caption.split()) >= 15, "a caption says what the position shows"
    if pos.loaded:  # hand-built: the state itself loads (reach loads it before any action)
        assert games.load(pos.start).state["game"] == gid


def test_each_question_about_a_position_has_its_figures():
    for gid, rulings in MUST_SHOW.items():
        for rid in rulings:
            assert figures_of(rid, gid), f"{rid} shows no position"
    assert figures_of("R-KN-TIES", "kuhno") == []


def test_a_position_that_sets_an_option_names_it_in_its_caption():
    game = catalogue().game("kuhno")
    chosen = {p.id: p.start.get("options") or {} for p in positions.positions(game)}
    assert chosen["kn-spots-as-laid"] == {"spot_frame": "as_laid"}
    assert chosen["kn-milk-wrap"] == {"milk_overflow": "wrap"}
    for pos in positions.positions(game):
        for key, value in chosen[pos.id].items():
            assert value in pos.caption, (pos.id, key)


def test_figures_are_the_same_bytes_every_time():
    first = {gid: [(f.id, f.svg) for f in figures(gid)] for gid in GAMES}
    positions._REACHED.clear()
    positions._read.cache_clear()
    figures_mod._DRAWN.clear()
    again = {gid: [(f.id, f.svg) for f in figures(gid)] for gid in GAMES}
    assert first == again


def _svg(fid: str, gid: str) -> ET.Element:
    fig = next(f for f in figures(gid) if f.id == fid)
    return ET.fromstring(fig.svg)


def _roles(root: ET.Element, role: str) -> list[dict]:
    return [dict(el.attrib) for el in root.iter() if el.get("data-role") == role]


def test_the_figures_show_what_their_captions_say():
    ring = _svg("kn-ring", "kuhno")  # the fifth cow covers the first; next to the right, clockwise
    sides = {s["data-side"]: int(s["data-cows"]) for s in _roles(ring, "side")}
    assert sides == {"top": 2, "right": 1, "bottom": 1, "left": 1}
    assert [c["data-count"] for c in _roles(ring, "covered")] == ["1"]
    assert _roles(ring, "position")[0]["data-side"] == "right"
    assert _roles(ring, "direction")[0]["data-direction"] == "clockwise"
    flip = _svg("kn-party-flip", "kuhno")
    assert _roles(flip, "direction")[0]["data-direction"] == "counterclockwise"
    assert _roles(flip, "position")[0]["data-side"] == "right"
    skip = _svg("kn-red-eyes-skip", "kuhno")  # the red-eyed side closed, the cow goes on
    assert _roles(skip, "closed")[0]["data-side"] == "right" and _roles(skip, "goes")[0]["data-side"] == "bottom"
    assert _roles(skip, "kuhno")[0]["data-side"] == "right" and _roles(skip, "red-eyes")
    wrap, cap = _svg("kn-milk-wrap", "kuhno"), _svg("kn-milk-cap", "kuhno")
    assert "skips 2" in "".join(_svg_text(wrap)) and "skips" not in "".join(_svg_text(cap))
    down, up = _svg("kf-two-pile-face-down", "kuhhandel-festival"), _svg("kf-two-pile-face-up", "kuhhandel-festival")
    assert _roles(down, "viewer") or "view of seat 0" in "".join(_svg_text(down))
    assert _roles(down, "neutral-top") == [] and _roles(up, "neutral-top")[0]["data-face"] == "face_up"
    assert _roles(down, "neutral-pile")[0]["data-count"] == "20"
    lot = _svg("kf-two-black-sheep-lot", "kuhhandel-festival")
    assert _roles(lot, "high-bid")[0] == {"data-role": "high-bid", "data-amount": "10", "data-seat": "1",
                                          "data-case": "B"}
    assert [c["data-card"] for c in _roles(lot, "cow") if c.get("data-turned") == "true"] == ["cow-220-1"]
    assert _roles(lot, "hidden-kuhpon")[0]["data-card"] == "kp-0-5"
    debt = _svg("kn-cowpat-debt", "kuhno")
    assert "owes 2" in "".join(_svg_text(debt))
    offer = _svg("kf-trade-offer-visible", "kuhhandel-festival")  # Claudi's view: the count, no values
    assert _roles(offer, "offer")[0]["data-count"] == "2"
    assert {m["data-seat"]: m["data-count"] for m in _roles(offer, "money")} == {"0": "6", "1": "8", "2": "8"}
    assert not {c.get("data-card") for c in _roles(offer, "money-card")} & {"kp-0-1", "kp-50-1"}


def _svg_text(root: ET.Element) -> list[str]:
    return [t for el in root.iter() if el.tag in (f"{SVG}text", "text") for t in el.itertext()]


# -- broken positions files ----------------------------------------------------------------------
GOOD = """\
setups:
  two:
    players: [Anne, Benno]
    seed: 3
positions:
  - id: one
    rulings: [R-KN-GEOMETRY]
    caption: A position reached by one play from a seeded deal, for the loader's own tests.
    from: two
    actions: []
"""


def _game_at(tmp_path, text: str):
    folder = tmp_path / "kuhno"
    folder.mkdir()
    (folder / positions.POSITIONS_FILE).write_text(text, encoding="utf-8")
    return dataclasses.replace(catalogue().game("kuhno"), folder=folder)


def _refusal(tmp_path, text: str) -> str:
    game = _game_at(tmp_path, text)
    with pytest.raises(CatalogueError) as err:
        for pos in positions.positions(game):
            positions.reach(pos, game)
    message = str(err.value)
    assert str(game.folder / positions.POSITIONS_FILE) in message and "\n" not in message
    return message


def test_a_good_file_plays(tmp_path):
    game = _game_at(tmp_path, GOOD)
    [pos] = positions.positions(game)
    assert positions.reach(pos, game)["players"][0]["name"] == "Anne"


@pytest.mark.parametrize("old, new, says", [
    ("rulings: [R-KN-GEOMETRY]", "rulings: [R-KN-NOPE]", "rulings[0]: R-KN-NOPE is no ruling of kuhno"),
    ("from: two", "from: three", "positions[0].from: no setup 'three'"),
    ("    seed: 3", "    seed: 3\n    first: 9", "position one: setup.first"),
    ("actions: []", "actions: [{type: draw, player: 1}]", "actions[0]: "),
    ("caption: A position", "options: {milk_overflow: wrap}\n    caption: A position",
     "caption: the position plays milk_overflow: wrap"),
    ("    caption:", "    colour: red\n    caption:", ":6: $.positions[0]: Additional properties"),
    ("positions:\n  - id: one", "positions:\n  - id: one\n    state: {game: kuhno}", "$.positions[0]"),
])
def test_a_broken_file_is_refused_naming_file_line_and_field(tmp_path, old, new, says):
    assert old in GOOD
    assert says in _refusal(tmp_path, GOOD.replace(old, new, 1))


def test_a_hand_built_state_the_reference_refuses_is_named_by_its_path(tmp_path):
    game = catalogue().game("kuhhandel-festival")
    state = next(p for p in positions.positions(game) if p.loaded).start
    bad = dict(state, players=[dict(state["players"][0], stack=["cow-999-1"]), *state["players"][1:]])
    import yaml

    text = yaml.safe_dump({"positions": [{"id": "bad", "rulings": ["R-KF-TWO-PILE-TRIPLE"], "state": bad,
                                          "caption": "A hand-built state with a card the game does not have."}]})
    folder = tmp_path / "kuhhandel-festival"
    folder.mkdir()
    (folder / positions.POSITIONS_FILE).write_text(text, encoding="utf-8")
    fake = dataclasses.replace(game, folder=folder)
    with pytest.raises(CatalogueError, match=r"position bad: state\.players\[0\]\.stack"):
        positions.reach(positions.positions(fake)[0], fake)


def test_a_position_that_cannot_be_drawn_is_named(tmp_path, monkeypatch):
    game = _game_at(tmp_path, GOOD)

    def refuse(state, seat=None):
        raise figures_mod.draw.DrawError("$.sides", "no room to draw")
    monkeypatch.setattr(figures_mod.draw, "render", refuse)
    with pytest.raises(CatalogueError, match=r"position one: cannot be drawn: \$\.sides: no room to draw"):
        figures(game)


def test_the_docs_generator_names_a_bad_position_in_one_line(tmp_path):
    import shutil
    import subprocess
    import sys

    from kuhspec.resources import data_path

    shutil.copytree(data_path("spec") / "schemas", tmp_path / "spec" / "schemas")
    shutil.copytree(data_path("spec") / "kuhno", tmp_path / "spec" / "kuhno")
    path = tmp_path / "spec" / "kuhno" / positions.POSITIONS_FILE
    text = path.read_text(encoding="utf-8")
    bad = "      - {type: play, player: 1, card: pasture-11, side: right, facing: top_right}\n"
    path.write_text(text.replace(bad.replace("top_right}", "bottom_right}"), bad, 1), encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "kuhspec.docs", "--check", "--spec-dir", str(tmp_path / "spec"),
                          "--docs-dir", str(tmp_path / "docs")], capture_output=True, text=True)
    assert run.returncode == 2, run.stderr
    [line] = run.stderr.strip().splitlines()
    assert f"{path}:" in line and "position kn-ring: actions[1]:" in line and "not among the legal actions" in line
