"""The coverage gate, per active game of the catalogue (issue "One suite, many games").

Everything is read through kuhspec.catalogue (clauses, rulings, rejection codes) and
kuhspec.scenarios.read_features (scenarios, their tags, language and steps); the step
phrases through the conformance suite's phrasebooks. The gate fails when

- an active testable clause has no scenario (an untestable one needs a reason), or none
  written in the language of an edition it applies to;
- a scenario has a problem (unknown clause, ruling or option, no or several ids, ...);
- a scenario id is used twice anywhere under features/;
- a rejection code of a game is never expected by a negative scenario, or is expected
  under another clause than its own;
- a step's text matches no phrase of the scenario's language (English or Dutch alike);
- a phrasebook is inconsistent (a phrase for no step, a step without an English phrase).

Negative scenarios are found with the `rejected` phrase of the scenario's language, not with
an English regex.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from collections import defaultdict
from functools import cache

import pytest

from kuhspec.catalogue import catalogue
from kuhspec.resources import data_path
from kuhspec.scenarios import read_features

SUITE_NAME = "kuhspec_gate_suite"  # a private name: the copy pytest imports stays untouched


@cache
def suite():
    """The conformance package (tests/conformance, or the wheel's copy), imported under a
    private name; importing a game's steps package only records its steps in its book."""
    root = data_path("conformance")
    spec = importlib.util.spec_from_file_location(SUITE_NAME, root / "__init__.py",
                                                  submodule_search_locations=[str(root)])
    module = importlib.util.module_from_spec(spec)
    sys.modules[SUITE_NAME] = module
    spec.loader.exec_module(module)
    importlib.import_module(f"{SUITE_NAME}.common.steps")
    return module


@cache
def books() -> dict:
    """game id -> that game's phrasebook (its steps recorded; the common book is its parent)."""
    out = {}
    for name in suite().game_packages():
        package = importlib.import_module(f"{SUITE_NAME}.{name}")
        importlib.import_module(f"{SUITE_NAME}.{name}.steps")
        out[package.GAME] = importlib.import_module(f"{SUITE_NAME}.{name}.book").BOOK
    return out


CAT = catalogue()
GAMES = sorted(g.id for g in CAT.games.values() if g.status == "active")
SCENARIOS = read_features(data_path("features"), CAT)
BY_GAME = defaultdict(list)
for _s in SCENARIOS:
    BY_GAME[_s.game].append(_s)


def concrete_steps(s):
    """The steps of a scenario as they run: an outline's steps once per Examples row, with
    the row's values filled in by pytest-bdd's own rendering."""
    if not s.outline:
        return [(st.line, st.keyword, st.type, st.text) for st in s.steps]
    template = s.template  # the pytest-bdd template read_features parsed
    out = []
    for examples in template.examples:
        for context in examples.as_contexts():
            out += [(st.line_number, st.keyword, st.type, st.name) for st in template.render(context).steps]
    return out


@cache
def negative_steps(game_id: str) -> tuple:
    """(scenario, line, code, clause) for every step that expects a rejection, found with
    the `rejected` phrase of the scenario's language (found once per game: every rejection
    code's test reads them)."""
    common = books()[game_id].parent
    out = []
    for s in BY_GAME[game_id]:
        patterns = common.pattern(s.language, "rejected")
        for line, _keyword, _type, text in concrete_steps(s):
            for rx in patterns:
                if m := rx.match(text):
                    out.append((s, line, m["code"], m["clause"]))
                    break
    return tuple(out)


def test_every_active_game_has_scenarios_and_steps():
    for game in GAMES:
        assert BY_GAME[game], f"{game} has no scenario under features/"
        assert game in books(), f"{game} has no step package under {data_path('conformance')}"


def test_scenarios_have_no_problems():
    problems = [f"{s.where} {s.id}: {p}" for s in SCENARIOS for p in s.problems]
    assert not problems, "\n".join(problems)


def test_scenario_ids_are_unique():
    seen: dict[str, str] = {}
    dupes = []
    for s in SCENARIOS:
        if s.id in seen:
            dupes.append(f"{s.where}: {s.id} is already used at {seen[s.id]}")
        seen.setdefault(s.id, s.where)
    assert not dupes, "\n".join(dupes)


@pytest.mark.parametrize("game,clause", [(g, c.id) for g in GAMES for c in CAT.game(g).active_clauses()])
def test_every_clause_has_a_scenario(game, clause):
    entry = CAT.game(game).clauses[clause]
    if not entry.testable:
        assert entry.untestable_reason, f"{clause} is untestable without a reason ({entry.where})"
        return
    assert any(clause in s.clauses for s in BY_GAME[game]), f"no scenario checks {clause} ({entry.title})"


@pytest.mark.parametrize("game,edition,clause", [
    (g, e, c.id) for g in GAMES for e in CAT.game(g).editions for c in CAT.game(g).active_clauses()
    if c.testable and e in c.editions])
def test_every_clause_has_a_scenario_in_each_editions_language(game, edition, clause):
    """A clause that applies to an edition is checked by a scenario written in that edition's
    language (a Dutch clause by a Dutch feature, which plays the nl edition first), so each
    rulebook's text is tested in its own words, the 2-player game's included."""
    language = CAT.game(game).editions[edition].language
    assert any(clause in s.clauses and s.language == language and edition in s.editions
               for s in BY_GAME[game]), f"no {language} scenario checks {clause} for the {edition} edition"


@pytest.mark.parametrize("game,code", [(g, code) for g in GAMES for code in sorted(CAT.game(g).codes)])
def test_every_rejection_code_has_a_negative_scenario(game, code):
    used = [n for n in negative_steps(game) if n[2] == code]
    assert used, f"no {game} scenario expects the rejection {code} ({CAT.game(game).codes[code].meaning})"


@pytest.mark.parametrize("game", GAMES)
def test_rejections_are_expected_with_their_clause(game):
    codes = CAT.game(game).codes
    wrong = []
    for s, line, code, clause in negative_steps(game):
        where = f"{s.feature}:{line}"
        if code not in codes:
            wrong.append(f"{where} expects unknown rejection code {code}")
        elif clause != codes[code].clause:
            wrong.append(f"{where} expects {code} under {clause}; the vocabulary says {codes[code].clause}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("game", GAMES)
def test_every_step_has_a_phrase(game):
    """Every step text of every scenario matches a registered step of its type in the
    scenario's language (the same phrases pytest-bdd is given)."""
    book = books()[game]
    missing = sorted({f"{s.feature}:{line}: {keyword} {text!r} ({s.language})"
                      for s in BY_GAME[game] for line, keyword, type_, text in concrete_steps(s)
                      if not book.matches(s.language, type_, text)})
    assert not missing, "no step matches:\n" + "\n".join(missing)


@pytest.mark.parametrize("game", GAMES)
def test_phrasebook_is_consistent(game):
    book = books()[game]
    problems = book.problems() + book.parent.problems()
    assert not problems, "\n".join(problems)


def test_a_dutch_phrase_reaches_the_same_step_through_pytest_bdd():
    """Installed into a namespace, the book gives pytest-bdd step fixtures whose parsers match
    the Dutch phrase and the English one, and both lead to the same function."""
    from pytest_bdd.steps import step_function_context_registry

    book = books()["kuhhandel-festival"].parent
    namespace: dict = {}
    book.install(namespace)
    contexts = [step_function_context_registry[f._get_wrapped_function()] if hasattr(f, "_get_wrapped_function")
                else step_function_context_registry[f.__wrapped__] for f in namespace.values()]
    texts = {"en": 'the action is rejected with "bid_too_low" under KF-AUC-4',
             "nl": 'de actie wordt geweigerd met "bid_too_low" onder KF-AUC-4'}
    funcs = {}
    for lang, text in texts.items():
        hits = [c for c in contexts if c.type == "then" and c.parser.is_matching(text)]
        assert len(hits) == 1, f"{lang}: {len(hits)} steps match {text!r}"
        assert hits[0].parser.parse_arguments(text) == {"code": "bid_too_low", "clause": "KF-AUC-4"}
        funcs[lang] = hits[0].step_func
    assert funcs["en"] is funcs["nl"] is book.entries["rejected"].func
