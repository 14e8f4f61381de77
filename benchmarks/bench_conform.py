"""`kuhspec conform` over the wire protocol (`kuhspec serve`) versus in process.

    python benchmarks/bench_conform.py [--pairs N] [--short] [conform options...]

Runs `python -m kuhspec conform -q` with the reference engine in process and with
`--impl "python -m kuhspec serve"` in turn, in fresh processes; the ratio is wire / in
process, pair by pair (goal: <= 1.2x). Extra options go to both runs (e.g. --clause
'KF-AUC-*'). --short: one pair.
"""

from __future__ import annotations

import argparse
import shlex
import sys
import tempfile
from pathlib import Path

import benchlib as b
from bench_floor import checked, conform_cmd


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    b.common_args(ap, pairs=3)
    args, rest = ap.parse_known_args()
    serve = shlex.join([b.python(), "-m", "kuhspec", "serve"])
    env = b.env_for()
    with tempfile.TemporaryDirectory(prefix="kuhspec-bench-") as tmp:
        runs = {
            "in process": lambda: checked(b.run(conform_cmd(Path(tmp) / "a", rest), env=env), "conform"),
            "wire": lambda: checked(b.run(conform_cmd(Path(tmp) / "b", ["--impl", serve, *rest]), env=env),
                                    "conform --impl serve"),
        }
        got = b.interleaved(runs, b.pairs_of(args))
    local = [r.wall for r in got["in process"]]
    wire = [r.wall for r in got["wire"]]
    for name, ts in (("in process", local), ("over the wire", wire)):
        print(f"{name:<14} median {b.med(ts):6.2f}s  (min {min(ts):.2f}, max {max(ts):.2f}, {len(ts)} runs)")
    cpu = b.pair_ratio([r.cpu for r in got["wire"]], [r.cpu for r in got["in process"]])
    print(b.ratio_line("conform-wire/in-process", b.pair_ratio(wire, local), "<= 1.2x",
                       f"median of {len(local)} interleaved pairs, {b.med(wire):.2f}s vs {b.med(local):.2f}s; "
                       f"cpu {cpu:.2f}x (the server's included)"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
