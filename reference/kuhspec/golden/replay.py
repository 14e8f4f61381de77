"""Replaying a golden game against an implementation: load its deal, send every action, and
check after each one the act answer and the state, and at the end the score.

Against the reference the comparison is exact (``exact=True``: the same JSON, list order
and events included: a change of the reference shows). Against any other implementation
the answers are checked as strictly as in a conformance run and judged by the law
(kuhspec.law.agree, the game's normative boundary): set-like zones in any order, free parts
and informative events not compared, rejections by their normative members. Every deal is
in the file (the start state, and the deal of every new round), so no verdict depends on
the reference's shuffle. A file that is not a golden game is refused with its path and the
JSON path of the fault.
"""

from __future__ import annotations

import json
from pathlib import Path

from kuhspec.golden.delta import apply
from kuhspec.harness.results import json_diff


class GoldenError(Exception):
    """A golden game file that cannot be read (its path and what is wrong)."""


class GoldenMismatch(AssertionError):
    """The implementation answered otherwise than the recording: where, and how."""


def read(path: str | Path) -> dict:
    """A golden game file, checked against spec/schemas/golden-game.schema.json."""
    import jsonschema

    from kuhspec.resources import data_path

    path = Path(path)
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except OSError as err:
        raise GoldenError(f"{path}: cannot be read: {err.strerror or err}") from None
    except (UnicodeDecodeError, ValueError) as err:
        raise GoldenError(f"{path}: not JSON: {err}") from None
    schema = json.loads((data_path("spec") / "schemas" / "golden-game.schema.json").read_text(encoding="utf-8"))
    err = jsonschema.exceptions.best_match(jsonschema.Draft202012Validator(schema).iter_errors(doc))
    if err is not None:
        raise GoldenError(f"{path} at {err.json_path}: {err.message[:300]} (spec/schemas/golden-game.schema.json)")
    return doc


def _compare(judge, where: str, kind: str, expected, actual) -> None:
    d = judge(kind, expected, actual)
    if d is None:
        return
    if kind == "act":  # an act answer is short: both in full, as the law reads them
        raise GoldenMismatch(f"{where}: the act answer differs from the recording:\n"
                             f"  expected: {json.dumps(d['reference'], ensure_ascii=False)}\n"
                             f"  actual:   {json.dumps(d['implementation'], ensure_ascii=False)}")
    raise GoldenMismatch(f"{where}: the {kind} differs from the recording:\n"
                         + "\n".join("  " + json.dumps(x, ensure_ascii=False) for x in d["diff"]))


def _exact(kind: str, expected, actual) -> dict | None:
    """The reference against its own recording: the same JSON, or the difference."""
    if json.dumps(expected, sort_keys=True) == json.dumps(actual, sort_keys=True):
        return None
    return {"reference": expected, "implementation": actual, "diff": json_diff(expected, actual, limit=8)}


def _lawful(game: str):
    from kuhspec.law.agree import law

    return law(game).differ


def replay(doc: dict, impl, where: str = "golden game", exact: bool = False) -> int:
    """Replay `doc` on `impl` (an Implementation); the number of actions replayed.
    Raises GoldenMismatch at the first answer that differs from the recording."""
    if exact:
        same = _exact
    else:
        from kuhspec.harness.strict import StrictImplementation

        impl, same = StrictImplementation(impl, doc["game"]), _lawful(doc["game"])
    answer = impl.load(doc["start"])
    if answer.get("ok") is not True:
        raise GoldenMismatch(f"{where}: the implementation refused the recorded deal: {json.dumps(answer)}")
    state = doc["start"]
    _compare(same, f"{where}, the deal", "state", state, impl.state())
    for i, step in enumerate(doc["steps"]):
        at = f"{where}, step {i} ({json.dumps(step['action'])})"
        _compare(same, at, "act", {"events": step["events"]}, impl.act(step["action"]))
        state = apply(state, step["state"])
        _compare(same, at, "state", state, impl.state())
    _compare(same, f"{where}, the end", "score", doc["score"], impl.score())
    return len(doc["steps"])
