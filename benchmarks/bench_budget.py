"""A budget stop: `kuhspec conform --budget B` of the whole suite on an engine that answers
every request 0.2 s late (it would take hours), its wall time as a ratio to B.

    python benchmarks/bench_budget.py [--pairs N] [--short]

The engine is `kuhspec serve` made late (tests/harness/fakes/slow_engine.py). The run must
stop at its budget and still write every report (1001 scenarios, all but a few not run):
the goal, "within about 40 s for a budget of 30 s", is <= 1.33x. The budget counts from the
start of the run's harness, so what the ratio adds to 1.0 is the interpreter's start-up
before it and the ending after it (the engine ended, the reports written), beside the
engine's own start. Each run is one measurement (there is no other side to take turns
with); --pairs N runs N of them, and the median is quoted. --short: one run with B = 10 s.
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
import tempfile
from pathlib import Path

import benchlib as b

ROOT = Path(__file__).resolve().parents[1]
SLOW = ROOT / "tests" / "harness" / "fakes" / "slow_engine.py"
NAME = "budget-stop-seconds/budget"
BUDGET_SPENT = 4  # conform's exit status when the budget ran out (kuhspec.cli.BUDGET_SPENT)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    b.common_args(ap, pairs=3)
    args = ap.parse_args()
    budget = 10.0 if args.short else 30.0
    env = b.env_for()
    impl = shlex.join([b.python(), str(SLOW), "late", "0.2"])
    walls, ends = [], []
    for _ in range(b.pairs_of(args)):
        with tempfile.TemporaryDirectory(prefix="bench-budget-") as tmp:
            out = Path(tmp) / "report"
            got = b.run([b.python(), "-m", "kuhspec", "conform", "--impl", impl, "--budget", f"{budget:g}", "-q",
                         "--out", str(out)], env=env, cwd=tmp, timeout=budget * 10)
            if got.rc != BUDGET_SPENT or not (out / "report.html").is_file():
                print(f"conform did not stop at its budget (exit {got.rc}):\n{got.out[-2000:]}\n{got.err[-2000:]}")
                return 1
            rep = json.loads((out / "report.json").read_text())
            walls.append(got.wall)
            ends.append(got.wall - rep["run"]["duration"])
            print(f"budget {budget:g}s: {got.wall:6.2f}s wall, run {rep['run']['duration']:.2f}s, "
                  f"{rep['totals']['not_run']} of {rep['totals']['scenarios']} not run")
    print(b.ratio_line(NAME, b.med(walls) / budget, "<= 1.33x",
                       f"median {b.med(walls):.2f}s of {len(walls)} runs for a budget of {budget:g}s; "
                       f"outside the harness's own clock (start-up, reports): median {b.med(ends):.2f}s"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
