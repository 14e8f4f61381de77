"""The floor under `kuhspec conform` over the wire: what taking turns alone costs.

    python benchmarks/bench_wire_floor.py [--pairs N] [--short] [conform options...]

The protocol has one request at a time (spec/protocol.md, Transport): the harness and the
implementation take turns, once per request (about 32k requests in a full run). This
script records the request lines of one real run over the wire (wire_tap.py: `kuhspec
serve` writing each line it reads to a file), then measures in fresh processes, in turn:

- `conform in process` and `conform over the wire` (as bench_conform.py);
- `memory`: the recorded lines served in one process from memory (wire_replay.py --memory);
- `pipe`: the same lines sent to `kuhspec serve`, each answer read before the next line
  is sent, by a client that does nothing else (wire_replay.py --pipe).

pipe - memory is the cost of taking turns with no work on the client beyond writing and
reading the lines. So even a harness whose own wire work were free would run over the wire
at no less than (in process + pipe - memory) / in process: that is the figure (a floor
for the conditions of the run; see benchmarks/README.md on why a loaded machine shows a
lower one). bench_conform's goal (<= 1.2x) is reachable only where the floor is below it. Extra options go to the conform runs and the recording (e.g. --clause 'KF-AUC-*');
--short: one pair of the KF-AUC clauses.
"""

from __future__ import annotations

import argparse
import re
import shlex
import sys
import tempfile
from pathlib import Path

import benchlib as b
from bench_floor import checked, conform_cmd

NAME = "conform-wire-floor/in-process"
SERVED = re.compile(r"served (\d+) lines in ([0-9.]+) s")


def replay(how: str, lines: Path, env: dict) -> float:
    r = checked(b.run([b.python(), str(b.HERE / "wire_replay.py"), how, str(lines)], env=env), f"wire_replay {how}")
    m = SERVED.search(r.out)
    if not m:
        raise SystemExit(f"wire_replay {how} printed no time:\n{r.out[-2000:]}\n{r.err[-2000:]}")
    return float(m.group(2))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    b.common_args(ap, pairs=2)
    args, rest = ap.parse_known_args()
    if args.short and not rest:
        rest = ["--clause", "KF-AUC-*"]
    env = b.env_for()
    serve = shlex.join([b.python(), "-m", "kuhspec", "serve"])
    with tempfile.TemporaryDirectory(prefix="kuhspec-bench-") as tmp:
        lines = Path(tmp) / "requests.jsonl"
        tap = shlex.join([b.python(), str(b.HERE / "wire_tap.py"), str(lines)])
        checked(b.run(conform_cmd(Path(tmp) / "tap", ["--impl", tap, *rest]), env=env), "conform --impl wire_tap")
        count = sum(1 for _ in lines.open("rb"))
        runs = {
            "conform in process": lambda: checked(b.run(conform_cmd(Path(tmp) / "a", rest), env=env), "conform").wall,
            "conform over the wire": lambda: checked(b.run(conform_cmd(Path(tmp) / "b", ["--impl", serve, *rest]),
                                                           env=env), "conform --impl serve").wall,
            "memory": lambda: replay("--memory", lines, env),
            "pipe": lambda: replay("--pipe", lines, env),
        }
        got = b.interleaved(runs, b.pairs_of(args))
    for name, ts in got.items():
        print(f"{name:<22} median {b.med(ts):6.2f}s  (min {min(ts):.2f}, max {max(ts):.2f}, {len(ts)} runs)")
    local, wire, mem, pipe = (got[k] for k in runs)
    turns = [p - m for p, m in zip(pipe, mem)]
    extra = [w - i for w, i in zip(wire, local)]
    floor = [(i + t) / i for i, t in zip(local, turns)]
    print(f"taking turns {b.med(turns):.2f}s of the wire's {b.med(extra):.2f}s over in process "
          f"({count} request lines)")
    print(b.ratio_line(NAME, b.med(floor), "none: the floor under bench_conform's <= 1.2x",
                       f"median of {len(floor)} interleaved rounds; in process {b.med(local):.2f}s + taking turns "
                       f"{b.med(turns):.2f}s (pipe {b.med(pipe):.2f}s - memory {b.med(mem):.2f}s); "
                       f"the wire itself {b.pair_ratio(wire, local):.2f}x"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
