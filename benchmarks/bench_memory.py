"""Peak memory of `kuhspec conform` (in process, the full suite) versus the 70 MB goal.

    python benchmarks/bench_memory.py [--runs N] [--short]

The peak is the child's own ru_maxrss (os.wait4), the median of N runs (peak memory
hardly varies with the machine's load, unlike time); printed as a ratio to the goal of
70 MB, with the no-op pytest-bdd floor's peak (build_floor.py) beside it for scale: what
pytest, pytest-bdd and a suite of our shape take before our steps and engine add theirs.
--short: one run of each.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

import benchlib as b
import build_floor
from bench_floor import checked, conform_cmd

GOAL_MB = 70.0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    b.common_args(ap, pairs=3)
    args = ap.parse_args()
    env = b.env_for()
    with tempfile.TemporaryDirectory(prefix="kuhspec-bench-") as tmp:
        floor = Path(tmp) / "floor"
        build_floor.build(floor)
        got = b.interleaved({
            "conform": lambda: checked(b.run(conform_cmd(Path(tmp) / "report"), env=env), "conform"),
            "floor": lambda: checked(b.run(build_floor.pytest_args(floor), env=env, cwd=floor), "floor"),
        }, b.pairs_of(args))
    peak = b.med([r.maxrss_mb for r in got["conform"]])
    floor_peak = b.med([r.maxrss_mb for r in got["floor"]])
    print(f"conform in process  peak {peak:6.1f} MB  ({len(got['conform'])} runs)")
    print(f"pytest-bdd floor    peak {floor_peak:6.1f} MB")
    print(b.ratio_line("conform-peak-memory/70MB", peak / GOAL_MB, "<= 1.0x",
                       f"median peak {peak:.1f} MB of the conform child (ru_maxrss); "
                       f"floor {floor_peak:.1f} MB, conform/floor {peak / floor_peak:.2f}x"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
