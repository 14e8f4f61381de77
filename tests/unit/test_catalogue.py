"""The catalogue (kuhspec.catalogue), the scenario tags (kuhspec.scenarios), applicability
from clauses (kuhspec.law.applicability) and the games registry (kuhspec.games)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from kuhspec import games
from kuhspec.catalogue import CatalogueError, catalogue, load_catalogue
from kuhspec.errors import PositionError
from kuhspec.law.applicability import not_applicable, setting
from kuhspec.resources import data_path
from kuhspec.scenarios import build, is_vocabulary_tag, read_features

FESTIVAL = "kuhhandel-festival"
HELLO = {
    "games": {FESTIVAL: {"editions": ["en"], "variants": ["standard"], "rulings": {"payment": ["any_sufficient"]}}},
    "capabilities": ["view"],
}


def scn(*tags, language="en"):
    return build("t", set(tags), "x.feature", 3, language)


# -- the catalogue ------------------------------------------------------------------------------


def test_the_shipped_catalogue_loads_without_problems():
    cat = catalogue()
    assert cat.problems == []
    g = cat.game(FESTIVAL)
    assert (g.prefix, g.title) == ("KF", "Kuhhandel Festival")
    assert list(g.editions) == ["en", "nl"] and "standard" in g.variants
    assert g.rejection_clause("lot_size") == "KF-AUC-1"
    assert g.default_options("en")["payment"] == "exact_or_minimal"
    assert cat.clause("KF-AUC-4").section == "AUC"
    assert cat.ruling("R-KF-PAYMENT").option == "payment"


def test_an_unknown_game_is_named():
    with pytest.raises(CatalogueError, match="unknown game 'chess'; known: kuhhandel-festival"):
        catalogue().game("chess")


def _copy_spec(tmp_path: Path) -> Path:
    folder = tmp_path / "spec" / FESTIVAL
    shutil.copytree(data_path("spec") / FESTIVAL, folder)
    return folder


def _broken(tmp_path, file, old, new):
    folder = _copy_spec(tmp_path)
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(CatalogueError) as err:
        load_catalogue((tmp_path / "spec",))
    return err.value


@pytest.mark.parametrize("file, old, new, message", [
    ("clauses.yaml", "rulings: [R-KF-REJECTION-ORDER]", "rulings: [R-KF-NO-SUCH]", "cites unknown ruling R-KF-NO-SUCH"),
    ("clauses.yaml", "  - id: KF-CON-2\n", "  - id: KF-CON-1\n", "clause KF-CON-1 is defined twice"),
    ("clauses.yaml", "  - id: KF-CON-2\n", "  - id: KF-XYZ-2\n", "unknown section XYZ"),
    ("clauses.yaml", "  - id: KF-CON-2\n", "  - id: KN-CON-2\n", "does not start with the prefix KF"),
    ("clauses.yaml", "    editions: [en, nl]\n", "    editions: [en, de]\n", "unknown edition 'de'"),
    ("clauses.yaml", "    variants: [standard]\n", "    variants: [solo]\n", "unknown variant 'solo'"),
    ("clauses.yaml", "    tier: core\n", "    tier: core\n    tier: optional\n", "duplicate key 'tier'"),
    ("clauses.yaml", "    tier: core\n", "    tier: [core\n", "KF"),
    ("rulings.yaml", "    clauses: [KF-SET-6, KF-TWO-1]\n", "    clauses: [KF-SET-99, KF-TWO-1]\n", "cites unknown clause KF-SET-99"),
    ("rulings.yaml", "    default: setup_first\n", "    default: random\n", "must be listed first"),
    ("rejections.yaml", "    clause: KF-AUC-1\n", "    clause: KF-AUC-99\n", "cites unknown clause KF-AUC-99"),
    ("game.yaml", "prefix: KF", "prefix: kf", "$.prefix"),
])
def test_a_broken_spec_file_is_named_with_its_line(tmp_path, file, old, new, message):
    err = _broken(tmp_path, file, old, new)
    assert message in str(err) or file == "clauses.yaml" and message == "KF"
    assert err.where.startswith(str(tmp_path / "spec" / FESTIVAL / file))
    assert ":" in err.where[len(str(tmp_path)):], "the line is named"


def test_a_broken_draft_game_is_left_out_and_reported(tmp_path):
    folder = _copy_spec(tmp_path)
    desc = folder / "game.yaml"
    desc.write_text(desc.read_text().replace("status: active", "status: draft"))
    (folder / "rulings.yaml").write_text("rulings: [")
    cat = load_catalogue((tmp_path / "spec",))
    assert FESTIVAL not in cat.games
    assert len(cat.problems) == 1 and "rulings.yaml" in cat.problems[0]


# -- scenarios --------------------------------------------------------------------------------


@pytest.mark.parametrize("tag", ["id:KF-EN-AUC-01", "KF-AUC-4", "KF-AUC-10b", "KN-PLAY-2", "R-KF-PAYMENT=any_sufficient",
                                 "R-KF-TIE-BREAK", "needs:view", "game:kuhno", "edition:nl", "variant:two-player"])
def test_vocabulary_tags(tag):
    assert is_vocabulary_tag(tag)


@pytest.mark.parametrize("tag", ["wip", "slow", "KF-auc-4", "skip"])
def test_other_tags(tag):
    assert not is_vocabulary_tag(tag)


def test_tags_are_parsed_and_resolved():
    s = scn("id:KF-EN-AUC-01", "KF-AUC-4", "R-KF-PAYMENT=any_sufficient", "R-KF-BIDDING", "needs:legal", "wip")
    assert s.id == "KF-EN-AUC-01" and s.clauses == ["KF-AUC-4"]
    assert (s.game, s.editions, s.variants) == (FESTIVAL, ["en", "nl"], ["standard", "two-player"])
    assert s.rulings == {"R-KF-PAYMENT": "any_sufficient", "R-KF-BIDDING": None}
    assert s.options == {"payment": "any_sufficient"}
    assert s.needs == ["legal"] and not s.problems


@pytest.mark.parametrize("tags, problem", [
    (("KF-AUC-1",), "has no @id: tag"),
    (("id:A",), "cites no clause tag"),
    (("id:A", "KF-AUC-99"), "cites unknown clause KF-AUC-99"),
    (("id:A", "KF-AUC-1", "R-KF-NOPE=x"), "cites unknown ruling R-KF-NOPE"),
    (("id:A", "KF-AUC-1", "R-KF-PAYMENT=cheap"), "@R-KF-PAYMENT=cheap: unknown option"),
    (("id:A", "KF-AUC-1", "R-KF-BIDDING=x"), "R-KF-BIDDING has no option to set"),
    (("id:A", "KF-AUC-1", "edition:de"), "has no edition 'de'"),
])
def test_problems_are_noted(tags, problem):
    assert any(problem in p for p in scn(*tags).problems), scn(*tags).problems


def test_the_shipped_features_have_no_problems():
    scenarios = read_features(data_path("features"))
    assert len(scenarios) >= 330
    assert [f"{s.where}: {p}" for s in scenarios for p in s.problems] == []


def test_an_edited_feature_is_read_again(tmp_path):
    """read_features keeps each file's parse while the file is unchanged: an edit (another
    size or time) is read afresh, in the same process."""
    path = tmp_path / "auction" / "a.feature"
    path.parent.mkdir()
    text = "Feature: F\n\n  @id:KF-EN-AUC-01 @KF-AUC-1\n  Scenario: {name}\n    Given a game\n"
    path.write_text(text.format(name="first"), encoding="utf-8")
    assert [s.title for s in read_features(tmp_path)] == ["first"]
    assert [s.title for s in read_features(tmp_path)] == ["first"]
    path.write_text(text.format(name="the second"), encoding="utf-8")
    assert [s.title for s in read_features(tmp_path)] == ["the second"]


# -- applicability from clauses ---------------------------------------------------------------


@pytest.mark.parametrize("tags, reason", [
    (("id:A", "KF-AUC-1"), None),
    (("id:A", "KF-AUC-1", "R-KF-PAYMENT=any_sufficient"), None),
    (("id:A", "KF-AUC-1", "R-KF-PAYMENT=exact_or_minimal"), None),  # the default is always supported
    (("id:A", "KF-AUC-1", "R-KF-MOST-KUHPONS=count"), "ruling option R-KF-MOST-KUHPONS=count (most_kuhpons: count) not declared"),
    (("id:A", "KF-AUC-1", "needs:legal"), "capability legal not declared"),
    (("id:A", "KF-AUC-1", "edition:nl"), "none of the editions nl of kuhhandel-festival declared"),
])
def test_applicability(tags, reason):
    assert not_applicable(scn(*tags), HELLO) == reason


def test_a_dutch_only_implementation_runs_the_scenarios_whose_clauses_hold_in_nl():
    hello = {"games": {FESTIVAL: {"editions": ["nl"], "variants": ["standard"]}}}
    s = scn("id:A", "KF-AUC-1")
    assert not_applicable(s, hello) is None
    assert setting(s, hello).edition == "nl"


def test_the_feature_language_picks_the_edition_when_both_are_declared():
    hello = {"games": {FESTIVAL: {"editions": ["en", "nl"], "variants": ["standard"]}}}
    assert setting(scn("id:A", "KF-AUC-1"), hello).edition == "en"
    assert setting(scn("id:A", "KF-AUC-1", language="nl"), hello).edition == "nl"


def test_protocol_1_0_top_level_rulings_are_still_read():
    hello = {"games": {FESTIVAL: {"editions": ["en"], "variants": ["standard"]}}, "rulings": {"most_kuhpons": ["count"]}}
    assert not_applicable(scn("id:A", "KF-AUC-1", "R-KF-MOST-KUHPONS=count"), hello) is None


def test_an_undeclared_game_does_not_apply():
    assert not_applicable(scn("id:A", "KF-AUC-1"), {"games": {}}) == f"game {FESTIVAL} not declared"


def test_the_variant_follows_the_player_count():
    s = setting(scn("id:A", "KF-AUC-1"), HELLO)
    assert s.variant_for(3) == "standard" and s.variant_for(2) is None
    both = {"games": {FESTIVAL: {"editions": ["en"], "variants": ["standard", "two-player"]}}}
    s = setting(scn("id:A", "KF-AUC-1"), both)
    assert s.variant_for(3) == "standard" and s.variant_for(2) == "two-player"


def test_a_two_player_only_implementation_runs_what_the_variant_keeps():
    """Applicability comes from the clauses: a kept base rule applies to the variant, a
    replaced one does not, and the variant's own clauses apply to it alone."""
    hello = {"games": {FESTIVAL: {"editions": ["en"], "variants": ["two-player"]}}}
    assert not_applicable(scn("id:A", "KF-TRD-6"), hello) is None          # the cow trade is kept
    assert setting(scn("id:A", "KF-TRD-6"), hello).variant_for(2) == "two-player"
    assert not_applicable(scn("id:A", "KF-TWO-9"), hello) is None
    assert not_applicable(scn("id:A", "KF-AUC-3"), hello) == \
        f"none of the variants standard of {FESTIVAL} declared"            # replaced by KF-TWO-9
    assert not_applicable(scn("id:A", "KF-TWO-9"), HELLO) == \
        f"none of the variants two-player of {FESTIVAL} declared"


def test_the_options_of_a_ruling_belong_to_the_variants_of_its_clauses():
    game = catalogue().game(FESTIVAL)
    two = set(game.default_options("en", "two-player"))
    standard = set(game.default_options("en", "standard"))
    assert two - standard == {"pile_face", "hidden_kuhpon", "case_b", "black_sheep_pass"}
    assert standard <= two and set(game.default_options("en")) == two
    assert game.default_options("nl", "two-player")["pile_face"] == "face_up"
    assert game.default_options("en", "two-player")["pile_face"] == "face_down"


# -- the games registry -----------------------------------------------------------------------


@pytest.mark.parametrize("setup, path, message", [
    ({"game": "chess", "players": ["A", "B", "C"]}, "$.game", "unknown game 'chess'"),
    ({"game": "kuhno", "players": ["A", "B", "C", "D", "E", "F", "G"]}, "$.players", "is for 2-6 players, not 7"),
    ({"game": FESTIVAL, "edition": "de", "players": ["A", "B", "C"]}, "$.edition", "has no edition 'de'"),
    ({"game": FESTIVAL, "variant": "solo", "players": ["A", "B", "C"]}, "$.variant", "has no variant 'solo'"),
    ({"game": FESTIVAL, "players": ["A", "B", "C", "D", "E", "F"]}, "$.players", "is for 3-5 players, not 6"),
])
def test_new_game_refuses_what_the_catalogue_does_not_know(setup, path, message):
    with pytest.raises(PositionError) as err:
        games.new_game(setup)
    assert err.value.path == path and message in err.value.message


def test_engine_options_default_to_the_rulings():
    from kuhspec.festival.options import defaults

    assert defaults("en") == catalogue().game(FESTIVAL).default_options("en")
    state = games.new_game({"game": FESTIVAL, "players": ["A", "B", "C"], "seed": 1}).state
    assert state["options"] == catalogue().game(FESTIVAL).default_options("en", "standard")
