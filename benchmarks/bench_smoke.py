"""`kuhspec smoke` versus the 3 s goal, and versus a bare `kuhspec --version` start-up.

    python benchmarks/bench_smoke.py [--pairs N] [--short]

Runs `python -m kuhspec smoke` and `python -m kuhspec --version` in turn; prints the median
wall time of smoke as a ratio to the 3 s goal, and its ratio to the bare start-up (which
is the part no smoke test can avoid). Prints SKIP while there is no `kuhspec smoke`.
--short: one pair.
"""

from __future__ import annotations

import argparse
import sys
import tempfile

import benchlib as b

GOAL_S = 3.0
NAME = "smoke-seconds/3s"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    b.common_args(ap, pairs=5)
    args = ap.parse_args()
    env = b.env_for()
    cwd = tempfile.gettempdir()
    probe = b.run([b.python(), "-m", "kuhspec", "smoke", "--help"], env=env, cwd=cwd, timeout=60)
    if probe.rc != 0:
        print(b.skip_line(NAME, "there is no `kuhspec smoke` command yet"))
        return 0
    got = b.interleaved({
        "smoke": lambda: b.run([b.python(), "-m", "kuhspec", "smoke"], env=env, cwd=cwd, timeout=120),
        "start": lambda: b.run([b.python(), "-m", "kuhspec", "--version"], env=env, cwd=cwd, timeout=60),
    }, b.pairs_of(args))
    bad = [r for r in got["smoke"] if r.rc != 0]
    if bad:
        print(f"kuhspec smoke failed (exit {bad[0].rc}):\n{bad[0].out[-2000:]}\n{bad[0].err[-2000:]}")
    smoke = [r.wall for r in got["smoke"]]
    start = [r.wall for r in got["start"]]
    print(f"kuhspec smoke      median {b.med(smoke):6.2f}s  (min {min(smoke):.2f}, max {max(smoke):.2f})")
    print(f"kuhspec --version  median {b.med(start):6.2f}s")
    print(b.ratio_line(NAME, b.med(smoke) / GOAL_S, "<= 1.0x",
                       f"median {b.med(smoke):.2f}s of {len(smoke)} runs; smoke/start-up "
                       f"{b.pair_ratio(smoke, start):.2f}x"))
    return 0 if not bad else 1


if __name__ == "__main__":
    sys.exit(main())
