"""`kuhspec conform` in process versus the no-op pytest-bdd floor of the same shape.

    python benchmarks/bench_floor.py [--pairs N] [--short] [--keep DIR]

Builds the floor (build_floor.py: as many feature files, scenarios, steps and step
definitions as the real suite, every step a no-op), then runs, in fresh processes and in
turn, `python -m kuhspec conform -q` (the reference engine in process, the full suite) and
`python -m pytest FLOOR` with the same pytest options. The ratio conform / floor is what our
steps, harness and engine cost over pytest-bdd's own (goal: <= 1.0x). --short: one pair.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

import benchlib as b
import build_floor


def conform_cmd(out: Path, extra: list[str] | None = None) -> list[str]:
    return [b.python(), "-m", "kuhspec", "conform", "-q", "--out", str(out), *(extra or [])]


def checked(r: b.Run, what: str, ok=(0,)) -> b.Run:
    if r.rc not in ok:
        raise SystemExit(f"{what} failed (exit {r.rc}):\n{r.out[-3000:]}\n{r.err[-3000:]}")
    return r


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    b.common_args(ap, pairs=3)
    ap.add_argument("--keep", type=Path, help="build the floor here (and keep it)")
    args = ap.parse_args()
    env = b.env_for()
    with tempfile.TemporaryDirectory(prefix="kuhspec-bench-") as tmp:
        floor = args.keep or Path(tmp) / "floor"
        counts = build_floor.build(floor)
        print(f"floor: {build_floor.summary(counts)}", flush=True)
        runs = {
            "conform": lambda: checked(b.run(conform_cmd(Path(tmp) / "report"), env=env), "conform"),
            "floor": lambda: checked(b.run(build_floor.pytest_args(floor), env=env, cwd=floor), "floor"),
        }
        got = b.interleaved(runs, b.pairs_of(args))
    conform = [r.wall for r in got["conform"]]
    floor_t = [r.wall for r in got["floor"]]
    for name, ts in (("conform in process", conform), ("pytest-bdd floor", floor_t)):
        print(f"{name:<20} median {b.med(ts):6.2f}s  (min {min(ts):.2f}, max {max(ts):.2f}, {len(ts)} runs)")
    cpu = b.pair_ratio([r.cpu for r in got["conform"]], [r.cpu for r in got["floor"]])
    print(b.ratio_line("conform-in-process/pytest-bdd-floor", b.pair_ratio(conform, floor_t), "<= 1.0x",
                       f"median of {len(conform)} interleaved pairs, {b.med(conform):.2f}s vs {b.med(floor_t):.2f}s; "
                       f"cpu {cpu:.2f}x"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
