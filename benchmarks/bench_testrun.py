"""The default test run versus the 2-minute goal (issue 12).

    python benchmarks/bench_testrun.py [--pairs N] [--short]

Runs the README's test run, `python -m pytest` in the checkout with the project's own
options (the default selection, `-m "not full"`, spread by pytest-xdist over one worker
per core and one more), N times (default 3; --short: once), and prints the median wall
time as a ratio to the 120 s goal. Beside it: the CPU time of the run and all its children (what the run would
cost in one process), and CPU / wall (how much the spread over the cores gives). A run
that fails is reported and makes the script exit 1: a broken suite has no speed.
"""

from __future__ import annotations

import argparse
import sys

import benchlib as b

GOAL_S = 120.0
NAME = "default-test-run-seconds/120s"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    b.common_args(ap, pairs=3)
    args = ap.parse_args()
    env = b.env_for()
    cmd = [b.python(), "-m", "pytest", "-q", "-p", "no:cacheprovider"]
    runs = b.interleaved({"tests": lambda: b.run(cmd, env=env, cwd=b.ROOT, timeout=1800)}, b.pairs_of(args))["tests"]
    bad = [r for r in runs if r.rc != 0]
    if bad:
        print(f"the default test run failed (exit {bad[0].rc}):\n{bad[0].out[-3000:]}\n{bad[0].err[-2000:]}")
    wall = [r.wall for r in runs]
    cpu = [r.cpu for r in runs]
    print(f"default test run  median {b.med(wall):7.1f}s wall  (min {min(wall):.1f}, max {max(wall):.1f}, "
          f"{len(wall)} runs)")
    print(f"                  median {b.med(cpu):7.1f}s CPU of the run and its children")
    print(b.ratio_line(NAME, b.med(wall) / GOAL_S, "<= 1.0x",
                       f"median {b.med(wall):.1f}s wall of {len(wall)} runs; CPU {b.med(cpu):.1f}s, "
                       f"CPU/wall {b.pair_ratio(cpu, wall):.2f}x"))
    return 0 if not bad else 1


if __name__ == "__main__":
    sys.exit(main())
