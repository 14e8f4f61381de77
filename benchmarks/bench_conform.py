"""Wall time of `kuhspec conform` in process versus over the wire protocol (`kuhspec serve`).

    python benchmarks/bench_conform.py [--repeat 3] [conform options...]

Runs each mode REPEAT times (alternating) in fresh processes and prints the best and
median wall times and the ratio wire / in process. Not a test: numbers vary by machine.
"""

from __future__ import annotations

import argparse
import shlex
import statistics
import subprocess
import sys
import tempfile
import time


def run(args: list[str], out: str) -> float:
    t0 = time.perf_counter()
    p = subprocess.run([sys.executable, "-m", "kuhspec", "conform", "-q", "--out", out, *args],
                       capture_output=True, text=True)
    elapsed = time.perf_counter() - t0
    if p.returncode not in (0, 1):
        sys.exit(f"conform failed ({p.returncode}):\n{p.stdout}\n{p.stderr}")
    return elapsed


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repeat", type=int, default=3)
    args, rest = ap.parse_known_args()
    serve = shlex.join([sys.executable, "-m", "kuhspec", "serve"])
    times: dict[str, list[float]] = {"in process": [], "wire": []}
    with tempfile.TemporaryDirectory() as tmp:
        for _ in range(args.repeat):
            times["in process"].append(run(rest, f"{tmp}/a"))
            times["wire"].append(run(["--impl", serve, *rest], f"{tmp}/b"))
    for mode, ts in times.items():
        print(f"{mode:<11} best {min(ts):6.2f}s  median {statistics.median(ts):6.2f}s")
    ratio = min(times["wire"]) / min(times["in process"])
    print(f"wire / in process (best): {ratio:.2f}x")


if __name__ == "__main__":
    main()
