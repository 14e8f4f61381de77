"""The budget of a whole conformance run: how long `kuhspec conform` may take, all told.

A per-request timeout bounds one answer; it does not bound a run. An implementation that
answers every request a little slower than it should, inside the timeout, would hold a CI
job for hours. So a run has a budget of seconds from its start (`conform --budget`), and
by default one derived from the number of scenarios selected (`derived`):

    BASE_SECONDS + PER_SCENARIO_SECONDS * scenarios   (120 s + 2 s a scenario)

- 120 s covers what every run does once, on a slow CI machine: starting, collecting the
  suite, the handshake (which starts the implementation), writing the reports.
- 2 s a scenario is over a hundred times what the reference takes (a full run of about a
  thousand scenarios takes 15-20 s, in process or over the wire), so an honest engine,
  even a slow one, never meets the budget; one that answers every request 0.8 s late is
  stopped after about 35 minutes instead of running for 7 hours.

The budget covers the whole run: the handshake, writing each request and awaiting each
answer (kuhspec.wire.client cuts each of its deadlines to what is left of it), and a
scenario in process (its alarm). When it runs out, `BudgetSpent` is raised wherever the
run is; the harness ends the implementation, marks the scenario under way and the rest
`not_run`, and writes a complete, partial report (kuhspec.harness.finish).

`BudgetSpent` is a BaseException, as KeyboardInterrupt is: it stops the run, it is no
error of the implementation's, and no `except Exception` in a step or an engine may take
it for one (a rejection, a crash, a timeout).
"""

from __future__ import annotations

import argparse
import math
import time
from collections.abc import Callable

BASE_SECONDS = 120.0
PER_SCENARIO_SECONDS = 2.0
UNLIMITED = ("none", "0")  # what --budget takes for no budget at all


class BudgetSpent(BaseException):
    """The run's budget ran out; the message says where the run was (`doing`)."""

    def __init__(self, seconds: float, doing: str = ""):
        self.seconds = seconds
        self.doing = doing
        super().__init__(f"the run's budget of {seconds:g}s ran out" + (f" {doing}" if doing else ""))


def derived(scenarios: int) -> float:
    """The default budget of a run of `scenarios` selected scenarios (see the module docstring)."""
    return BASE_SECONDS + PER_SCENARIO_SECONDS * max(0, scenarios)


def parse(text: str) -> float | None:
    """argparse type of --budget: seconds above 0 (None for `none` or `0`: no budget)."""
    value = str(text).strip().lower()
    if value in UNLIMITED:
        return None
    try:
        seconds = float(value)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a number of seconds (give seconds above 0, or none or 0 for no budget)") from None
    if not math.isfinite(seconds) or seconds < 0:
        raise argparse.ArgumentTypeError(
            f"{text!r}: the budget must be a finite number of seconds above 0 (or none or 0 for no budget)")
    return seconds or None


def option(text: str) -> str:
    """argparse type of `conform --budget`: the value as the harness takes it (its option
    --kuhspec-budget): `auto` (the default: derived), `none`, or the seconds."""
    if str(text).strip().lower() == "auto":
        return "auto"
    seconds = parse(text)
    return "none" if seconds is None else f"{seconds:g}"


class Budget:
    """A run's budget: `seconds` from `start` on the `clock` (time.monotonic unless a test
    gives another); None seconds: no budget. Its seconds may be set after it started (the
    default is derived once the scenarios are collected; the clock runs from the start)."""

    def __init__(self, seconds: float | None = None, clock: Callable[[], float] = time.monotonic,
                 start: float | None = None):
        self.clock = clock
        self.start = clock() if start is None else start
        self.seconds = seconds
        self.derived = False  # the seconds were derived from the number of scenarios

    def left(self) -> float | None:
        """Seconds left (0 or less: spent), or None when there is no budget."""
        if self.seconds is None:
            return None
        return self.start + self.seconds - self.clock()

    def spent(self) -> bool:
        left = self.left()
        return left is not None and left <= 0

    def check(self, doing: str = "") -> None:
        """BudgetSpent if nothing is left."""
        if self.spent():
            raise BudgetSpent(self.seconds, doing)

    def allowance(self, seconds: float, doing: str = "") -> tuple[float, bool]:
        """`seconds` (a timeout), cut to what is left: (the seconds allowed, whether the budget
        set them rather than the timeout). BudgetSpent if nothing is left."""
        left = self.left()
        if left is None or left >= seconds:
            return seconds, False
        if left <= 0:
            raise BudgetSpent(self.seconds, doing)
        return left, True

    def as_json(self, ran_out: str | None) -> dict:
        """The run's budget as report.json `run.budget` says it."""
        return {"seconds": self.seconds, "derived": self.derived, "ran_out": ran_out is not None,
                **({"where": ran_out} if ran_out is not None else {})}
