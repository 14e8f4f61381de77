"""The positions a failing scenario's report draws (report.json `positions`, report.html).

- `before`: the position when the failing step began, as the implementation answered state()
  (kept by kuhspec.harness.recording: the last answer, or the step's first one); where the
  step began after an action whose resulting state was never read (a Then step checking the
  action's answer), the last state read, before that action (`before_is`: "last_read");
- `expected` and `actual`: both sides of a failed comparison of two states (an exception
  with `compares == "state"`: a same_state check, a recorded state, load() after probing
  legal()), the actual one exactly as the implementation answered it, however malformed.

Only the states are stored; report.html draws them with kuhspec.draw, and says in words why
one cannot be drawn. The states are kept whole, so they are bounded: a state whose JSON is
longer than MAX_STATE_CHARS is left out with a note, and after MAX_SCENARIOS failing
scenarios of a run no more positions are kept (the calls and the message still are).
"""

from __future__ import annotations

import json
from typing import Any

MAX_STATE_CHARS = 200_000
MAX_SCENARIOS = 40
STATES = ("before", "expected", "actual")  # the positions, in the order a report shows them


def _sized(state: Any) -> tuple[Any, str | None]:
    """`state` if its JSON is short enough, else (None, why it was left out)."""
    try:
        text = json.dumps(state, sort_keys=True)
    except (TypeError, ValueError, RecursionError) as err:
        return None, f"not JSON ({type(err).__name__})"
    if len(text) > MAX_STATE_CHARS:
        return None, f"{len(text)} characters of JSON, more than the {MAX_STATE_CHARS} kept"
    return json.loads(text), None  # a copy: the report never shares the engine's objects


def positions(before: Any, compared: tuple[Any, Any] | None, kept: int, exact: bool = True) -> dict | None:
    """The `positions` member of a failing scenario's result, or None when there is nothing
    to draw. `before`: the position when the failing step began (None: unknown), or, not
    `exact`, the last one read before it; `compared`: (expected, actual) of a failed state
    comparison; `kept`: how many failing scenarios of the run have positions already."""
    if before is None and compared is None:
        return None
    if kept >= MAX_SCENARIOS:
        return {"note": f"positions are kept for the first {MAX_SCENARIOS} failing scenarios of a run only"}
    out: dict[str, Any] = {}
    notes = []
    named = [("before", before)] + (list(zip(("expected", "actual"), compared)) if compared is not None else [])
    for name, value in named:
        if name == "before" and value is None:
            continue
        state, why = _sized(value)
        if why is None:
            out[name] = state
        else:
            notes.append(f"the {name} position is left out: {why}")
    if "before" in out:
        out["before_is"] = "step_start" if exact else "last_read"
    if notes:
        out["note"] = "; ".join(notes)
    return out or None
