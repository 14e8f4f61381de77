"""A shrunk divergence written out as a ready-to-run Gherkin scenario.

The scenario uses the suite's own steps, so it runs like any other (`kuhspec conform
--impl CMD --features DIR`, where DIR holds ``<game>/<file>.feature``) and can be copied
into ``features/<game>/``:

    Given the position                       (the reference's canonical state, as JSON)
    When the action {...} is sent            (each action of the reproduction)
    Then the action is accepted              (or: is rejected with "code" under CLAUSE,
                                              and the state is unchanged)
    And the score is                         (the observation that diverged, as the
                                              reference answers it: state, score, the view
                                              or the legal actions of seat N, the events)

Every expected answer comes from replaying the reproduction on a fresh reference engine.
The scenario cites the clause of the reference's rejection when the divergence is one;
otherwise a clause of the variant (the tag says which clause the position breaks only when
someone reads it: the comment above the scenario asks for that before it joins the suite).
"""

from __future__ import annotations

import hashlib
import json
import textwrap

from kuhspec import games
from kuhspec.catalogue import catalogue

DOC_STEP = {"state": "the state is", "score": "the score is", "act": "the events are"}


def _doc(value) -> str:
    body = json.dumps(value, indent=2, sort_keys=True, ensure_ascii=False)
    return textwrap.indent(f'"""json\n{body}\n"""', " " * 6)


def _check(observation: str, expected) -> tuple[str, object]:
    """(step text, the docstring's value) that checks one observation."""
    kind, _, seat = observation.partition(":")
    if kind == "view":
        return f"the view of seat {seat} is", expected
    if kind == "legal":
        return f"the legal actions of seat {seat} are", expected
    if kind == "load":
        return DOC_STEP["state"], expected
    return DOC_STEP[kind], expected


def _clause(game, edition: str, variant: str, rejection: dict | None) -> tuple[str, bool]:
    """(the clause to cite, whether it is the clause the divergence is about)."""
    if rejection and rejection.get("clause") in game.clauses:
        return rejection["clause"], True
    clause = game.variants[variant].clause
    if clause and clause in game.clauses:
        return clause, False
    for c in game.active_clauses():
        if edition in c.editions and variant in c.variants:
            return c.id, False
    raise ValueError(f"{game.id} has no clause for {edition} {variant}")


def _tags(game, position: dict, edition: str, variant: str) -> list[str]:
    tags = [f"@edition:{edition}", f"@variant:{variant}"]
    rulings = game.option_rulings(variant)
    for key, value in sorted((position.get("options") or {}).items()):
        ruling = rulings.get(key)
        if ruling is not None and value != ruling.default_for(edition):
            tags.append(f"@{ruling.id}={value}")
    return tags


def scenario_id(game, position: dict, actions: list[dict]) -> str:
    digest = hashlib.sha1(json.dumps([position, actions], sort_keys=True).encode()).hexdigest()[:8].upper()
    return f"DIFF-{game.prefix}-{digest}"


def feature(position: dict, actions: list[dict], observation: str, found: str) -> tuple[str, str]:
    """(scenario id, the text of the .feature file) of a reproduction: the actions played
    from `position`, ending in a check of `observation` (see the module)."""
    from kuhspec.law.agree import law

    gid, edition, variant = position["game"], position["edition"], position["variant"]
    game = catalogue().game(gid)
    ref = games.load(position)
    steps = [f"    Given the position\n{_doc(position)}"]
    answer = None
    for action in actions:
        answer = ref.act(action)
        steps.append(f"    When the action {json.dumps(action, separators=(', ', ': '))} is sent")
        if "rejection" in answer:
            rej = answer["rejection"]
            steps.append(f'    Then the action is rejected with "{rej["code"]}" under {rej["clause"]}')
            steps.append("    And the state is unchanged")
        else:
            steps.append("    Then the action is accepted")
    kind, _, seat = observation.partition(":")
    judge = law(gid)
    if kind == "act" and answer is not None and "events" in answer and judge.events_normative:
        expected = answer["events"]
    elif kind in ("state", "load"):
        expected = judge.normal("state", ref.state)
    elif kind == "score":
        expected = judge.normal("score", ref.score())
    elif kind in ("view", "legal"):
        expected = judge.normal(kind, getattr(ref, kind)(int(seat)))
    else:
        expected = None  # an act that differs: the accepted or rejected step above checks it
    if expected is not None:
        text, value = _check(observation, expected)
        keyword = "And" if actions else "Then"  # after the Given alone, a check is a Then
        steps.append(f"    {keyword} {text}\n{_doc(value)}")
    rejection = answer.get("rejection") if isinstance(answer, dict) else None
    clause, exact = _clause(game, edition, variant, rejection)
    sid = scenario_id(game, position, actions)
    needs = [f"@needs:{kind}"] if kind in ("view", "legal") else []
    tags = " ".join([f"@id:{sid}", f"@{clause}", *_tags(game, position, edition, variant), *needs])
    note = ("" if exact else
            f"  # {clause} is a placeholder: cite the clause this position breaks before the scenario joins the suite\n")
    last = f"the action {actions[-1]['type']}" if actions and isinstance(actions[-1], dict) and "type" in actions[-1] \
        else "loading the position"
    text = (f"# Written by kuhspec differential testing: {found}.\n"
            f"Feature: A divergence from the reference engine ({game.title}, {edition}, {variant})\n"
            f"  The position is the reference's canonical state before the divergence; the answers\n"
            f"  are the reference's. Shrunk to {len(actions)} action(s).\n\n"
            f"{note}  {tags}\n"
            f"  Scenario: {observation} differs after {last}\n" + "\n".join(steps) + "\n")
    return sid, text
