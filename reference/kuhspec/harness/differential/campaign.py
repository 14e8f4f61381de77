"""A differential campaign: the state machines of machine.py run by hypothesis, on one process
or several, all keeping their examples in one database (examples.py).

Every hypothesis run deals one declared setting (game, edition and variant), and keeps its
examples in the database under that setting (machine.duel_of), so an example kept there
replays the same game in any later run of the setting. Without a budget a campaign is fixed
by its master seed: one run of `games_per` examples for every setting. With a budget
(seconds) every process plays every setting in turn, the games interleaved (`_in_turn`),
until the budget is spent: first every setting once (two examples each), then about
`FIRST_SLICE` seconds of examples a run, doubling each round up to `SLICE` (`_slice`,
`_chunk`). Either way the examples the database holds for a setting are tried first, and a
divergence stops every process of the campaign (at the end of its current hypothesis run:
hypothesis has no way to stop a run from inside that it would not take for a flaky test).
Shrinking it may take `shrink_seconds` more (`shrinking_limit`).
"""

from __future__ import annotations

import hashlib
import itertools
import time
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass, field

from hypothesis import HealthCheck, Phase, Verbosity, seed as hypothesis_seed, settings as hypothesis_settings
from hypothesis.stateful import run_state_machine_as_test

from kuhspec.harness.differential import SHRINK_SECONDS
from kuhspec.harness.differential.examples import open_database
from kuhspec.harness.differential.machine import MAX_ACTIONS, Divergence, Fatal, Run, duel_of
from kuhspec.harness.differential.tables import settings as declared_settings
from kuhspec.law.applicability import _names

CHUNK = 20             # examples per hypothesis run of a campaign with a budget, at most
SLICE = 10.0           # seconds a hypothesis run of a campaign with a budget is meant to take, at most
FIRST_SLICE = 1.0      # ... in its second round (the first: every setting once), doubling each round


@dataclass
class Plan:
    """What a campaign does (picklable: every worker process gets it)."""

    games_per: int = 4
    seed: int = 1
    budget: float | None = None
    workers: int = 1
    database: str | None = None
    only: dict | None = None
    probe_rate: float = 0.125
    max_actions: int = MAX_ACTIONS
    shrink_seconds: float = SHRINK_SECONDS
    impl: str | None = None  # the implementation's command or python:module:Class (for workers)
    timeout: float = 10.0
    quiet: bool = True
    started: float = field(default_factory=time.time)


def capabilities(hello: dict) -> list[str]:
    return [c for c in (_names(hello.get("capabilities")) or []) if c in ("view", "legal")]


def _seed(*parts) -> int:
    return int.from_bytes(hashlib.sha256(repr(parts).encode()).digest()[:4], "big")


def _settings(plan: Plan, database, examples: int) -> hypothesis_settings:
    return hypothesis_settings(
        max_examples=examples, stateful_step_count=plan.max_actions, deadline=None, database=database,
        phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.shrink], report_multiple_bugs=False,
        suppress_health_check=list(HealthCheck), verbosity=Verbosity.quiet, print_blob=False)


def _schedule(plan: Plan, groups: dict, worker: int):
    """(the setting it deals, examples, hypothesis seed, round) of each run of `worker`; with
    a budget, `examples` is None after the first round: as many as fit in the round's slice
    (see `_chunk`)."""
    if plan.budget is None:
        # one example more: hypothesis tries the simplest example first, nearly every step the reference's alone
        runs = [(s, plan.games_per + 1, _seed(plan.seed, *s.key), 0) for sets in groups.values() for s in sets]
        yield from runs[worker::max(1, plan.workers)]
        return
    turns = _in_turn(groups)
    # the first round: every setting once (two examples: hypothesis's simplest, then a random
    # game), shared among the workers, so that every setting is played within seconds, as the
    # hand-written tool's first games were: a bug of one variant (say, Kuhno's red eyes) does
    # not wait for that variant to be drawn among the others
    first = [(s, 2, _seed(plan.seed, *s.key, "first"), 0) for s in turns]
    yield from first[worker::max(1, plan.workers)]
    for chunk in itertools.count(1):
        for s in turns:
            yield s, None, _seed(plan.seed, *s.key, worker, chunk), chunk


def _in_turn(groups: dict) -> list:
    """Every declared setting, the games taken in turn: the first setting of each game, then
    the second of each, and so on (Festival en standard, Kuhno standard, Festival en
    two-player, Kuhno easy, ...)."""
    return [sets[i] for i in range(max(len(sets) for sets in groups.values()))
            for sets in groups.values() if i < len(sets)]


def _slice(round_: int) -> float:
    """The seconds a run of round `round_` of a campaign with a budget is meant to take: short
    at first, so that every setting is played early (a bug of the last is not kept waiting by
    long runs of the others), doubling up to `SLICE`, so that later runs are long enough that
    what a run costs besides its examples does not matter."""
    return min(SLICE, FIRST_SLICE * 2 ** max(0, round_ - 1))


def _chunk(pace: dict, key, left: float, round_: int) -> int:
    """How many examples the next run of a setting (`key`) plays in a campaign with a budget:
    as many as take about the round's slice (`_slice`) at the pace seen so far (and no more
    than `left` allows), at least 2 (the simplest example and one more), at most `CHUNK`. A
    hypothesis run cannot be stopped from inside without hypothesis taking it for a flaky
    test, so the budget is kept by the size of each run: it is overrun by an example's length
    at most (and shrinking)."""
    seconds, examples = pace.get(key, (0.0, 0))
    if not examples:
        return 2
    each = seconds / examples
    return max(2, min(CHUNK, int(min(_slice(round_), left) / max(each, 1e-3))))


@contextmanager
def shrinking_limit(seconds: float):
    """Shrinking stops after `seconds` (hypothesis's own limit is five minutes, and has no
    setting). Over the wire a replay costs a request per observation, so a deep divergence
    can take minutes to shrink in full where its reproduction was already one action long
    after seconds (benchmarks/bench_differential.py). The limit is hypothesis's module
    constant, set for the run and put back; a hypothesis without it shrinks as long as it
    likes."""
    from hypothesis.internal.conjecture import engine

    before = getattr(engine, "MAX_SHRINKING_SECONDS", None)
    if before is None:
        yield
        return
    engine.MAX_SHRINKING_SECONDS = seconds
    try:
        yield
    finally:
        engine.MAX_SHRINKING_SECONDS = before


def _hunt(run: Run, settings: hypothesis_settings, seed: int, shrink_seconds: float) -> tuple[dict | None, bool]:
    """One hypothesis run of the game's machine: (the shrunk divergence or None, flaky).
    Fatal: the implementation could not be started."""
    machine = hypothesis_seed(seed)(duel_of(run.game, run.pin))
    machine.run = run
    try:
        with shrinking_limit(shrink_seconds):
            run_state_machine_as_test(machine, settings=settings)
    except Divergence as e:
        return e.found, False
    except BaseExceptionGroup as group:  # hypothesis's FlakyFailure: the replay did not diverge again
        found = [e for e in _leaves(group) if isinstance(e, Divergence)]
        fatal = [e for e in _leaves(group) if isinstance(e, Fatal)]
        if fatal:
            raise fatal[0] from None
        if not found:
            raise
        return found[0].found, True
    return None, False


def _leaves(group: BaseExceptionGroup):
    for e in group.exceptions:
        yield from _leaves(e) if isinstance(e, BaseExceptionGroup) else (e,)


def settle() -> None:
    """For a process that runs a campaign and nothing after it (the command, a worker): what
    it has loaded so far (kuhspec, the engines, hypothesis) is kept out of the garbage
    collector's passes (gc.freeze, which takes no time: it collects nothing). Hypothesis runs a
    full pass at its first run (register_random), about 0.1 s before the first example over
    all that, and the collector's full passes over it recur while the examples run."""
    import gc

    gc.freeze()


def play(hello: dict, connect: Callable, plan: Plan, worker: int = 0, stop: Callable | None = None,
         tell: Callable | None = None, progress: Callable | None = None) -> dict:
    """One process's part of the campaign (see the module): its counts, the divergence it
    found (or None) and why it could not go on (or None). `stop()` says another process
    found one; `tell()` tells the others this one did."""
    caps = capabilities(hello)
    groups: dict[str, list] = {}
    for s in declared_settings(hello, plan.only):
        groups.setdefault(s.game, []).append(s)
    part = {"worker": worker, "rows": {}, "examples": 0, "found": None, "error": None, "runs": 0}
    if not groups:
        return part
    database = open_database(plan.database)
    deadline = plan.started + plan.budget if plan.budget is not None else None
    pace: dict[tuple, tuple[float, int]] = {}  # setting -> (seconds, examples) of its runs so far
    for pin, examples, seed, round_ in _schedule(plan, groups, worker):
        if (deadline is not None and time.time() > deadline) or (stop is not None and stop()):
            break
        if examples is None:
            examples = _chunk(pace, pin.key, deadline - time.time(), round_)
        run = Run(pin.game, groups[pin.game], connect, caps, pin=pin, probe_rate=plan.probe_rate,
                  max_actions=plan.max_actions, tell=tell)
        began = time.time()
        try:
            found, flaky = _hunt(run, _settings(plan, database, examples), seed, plan.shrink_seconds)
        except Fatal as e:
            found, flaky, part["error"] = None, False, str(e)
        seconds, count = pace.get(pin.key, (0.0, 0))
        pace[pin.key] = (seconds + time.time() - began, count + run.examples)
        part["runs"] += 1
        part["examples"] += run.examples
        for key, row in run.rows.items():
            into = part["rows"].setdefault(key, dict.fromkeys(row, 0) | {k: row[k] for k in ("game", "edition", "variant")})
            for k, v in row.items():
                if isinstance(v, int):
                    into[k] += v
        if progress is not None:
            progress(run, pin, found)
        if part["error"]:
            break
        if found is not None:
            part["found"] = {**found, "seconds": round(run.found_at - plan.started, 3), "example": run.found_example,
                             "shrink_examples": run.examples - run.found_example, "flaky": flaky, "worker": worker}
            break
    part["rows"] = list(part["rows"].values())
    return part
