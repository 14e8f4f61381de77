"""What the benchmark scripts share: timed child processes, interleaved runs, ratio lines.

Every figure is a RATIO of two things measured in the same run, A B A B ..., so that a
shared, noisy machine slows both alike; the ratio is taken pair by pair and the median of
the pairs is quoted (one slow or lucky pair does not move it). Each script prints one line

    RATIO <name> = <value>x  (goal <goal>; <details>)

or, when the figure cannot be measured yet,

    SKIP <name>: <reason>

which tests/benchmarks/test_benchmarks_short.py looks for. Not a test: no timing is ever
asserted.
"""

from __future__ import annotations

import os
import re
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
REFERENCE = ROOT / "reference"


@dataclass
class Run:
    wall: float  # seconds, start to reaped
    cpu: float  # user + system seconds of the child
    maxrss_mb: float  # the child's peak resident set (ru_maxrss), MB
    rc: int
    out: str
    err: str


_COMPILED: set[Path] = set()


def compiled(reference: Path) -> None:
    """Compile the sources of the tree at `reference` (and of its step library, the
    tree's tests/conformance), once: an installed kuhspec has its bytecode, and where the
    environment forbids writing it (PYTHONDONTWRITEBYTECODE, as on the project's machines)
    every timed child would compile the tree again (~0.2 s a process, a server's included),
    a cost no installed kuhspec pays. Both trees of a comparison are compiled alike."""
    import compileall

    reference = Path(reference).resolve()
    if reference in _COMPILED:
        return
    _COMPILED.add(reference)
    for folder in (reference, reference.parent / "tests" / "conformance"):
        if folder.is_dir():
            compileall.compile_dir(folder, quiet=2)


def env_for(reference: Path = REFERENCE, **extra: str) -> dict[str, str]:
    """The environment of a child that imports kuhspec from `reference` (compiled first)."""
    compiled(reference)
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(reference), *[p for p in env.get("PYTHONPATH", "").split(os.pathsep)
                                                         if p and Path(p).resolve() != REFERENCE.resolve()]])
    env.update(extra)
    return env


def run(cmd: list[str], env: dict | None = None, cwd: str | Path | None = None,
        timeout: float = 600, cpu: int | None = None) -> Run:
    """Run `cmd` to its end: its wall time, and the CPU time and peak memory of exactly this
    child (os.wait4's rusage; RUSAGE_CHILDREN would be a max over every child reaped)."""
    pin = None
    if cpu is not None and hasattr(os, "sched_setaffinity"):
        def pin():  # "one core": the child runs on processor `cpu` only (if allowed)
            try:
                os.sched_setaffinity(0, {cpu})
            except OSError:
                pass
    t0 = time.perf_counter()
    with open(os.devnull, "rb") as devnull:
        p = subprocess.Popen(cmd, env=env, cwd=cwd, stdin=devnull, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, preexec_fn=pin)
    out, err = b"", b""
    import selectors

    sel = selectors.DefaultSelector()
    sel.register(p.stdout, selectors.EVENT_READ, "out")
    sel.register(p.stderr, selectors.EVENT_READ, "err")
    deadline = t0 + timeout
    while sel.get_map():
        if time.perf_counter() > deadline:
            p.kill()
            break
        for key, _ in sel.select(timeout=1.0):
            chunk = os.read(key.fileobj.fileno(), 65536)
            if not chunk:
                sel.unregister(key.fileobj)
            elif key.data == "out":
                out += chunk
            else:
                err += chunk
    _, status, ru = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t0
    p.returncode = os.waitstatus_to_exitcode(status)
    p.stdout.close()
    p.stderr.close()
    return Run(wall, ru.ru_utime + ru.ru_stime, ru.ru_maxrss / 1024, p.returncode,
               out.decode(errors="replace"), err.decode(errors="replace"))


def interleaved(runs: dict[str, "callable"], pairs: int, warmup: int = 0) -> dict[str, list]:
    """Call each of `runs` in turn, `pairs` times (after `warmup` uncounted rounds); the
    results per name, in order."""
    out: dict[str, list] = {name: [] for name in runs}
    for i in range(warmup + pairs):
        for name, fn in runs.items():
            value = fn()
            if i >= warmup:
                out[name].append(value)
    return out


def pair_ratio(a: list[float], b: list[float]) -> float:
    """The median of the pair-by-pair ratios a[i] / b[i]."""
    return statistics.median(x / y for x, y in zip(a, b))


def med(values: list[float]) -> float:
    return statistics.median(values)


def ratio_line(name: str, value: float, goal: str, details: str) -> str:
    return f"RATIO {name} = {value:.2f}x  (goal {goal}; {details})"


def skip_line(name: str, reason: str) -> str:
    return f"SKIP {name}: {reason}"


RATE_RE = re.compile(r"([0-9][0-9.]*)\s*(?:games|rounds)/s")


def rate_of(text: str) -> float | None:
    """The last "N games/s" (or rounds/s) figure a benchmark command printed."""
    found = RATE_RE.findall(text)
    return float(found[-1]) if found else None


def python() -> str:
    return sys.executable


def common_args(parser, pairs: int, short_pairs: int = 1) -> None:
    parser.add_argument("--pairs", type=int, default=None,
                        help=f"interleaved A/B pairs (default {pairs}; {short_pairs} with --short)")
    parser.add_argument("--short", action="store_true", help="a quick run (CI): fewer, smaller runs")
    parser.set_defaults(default_pairs=pairs, short_pairs=short_pairs)


def pairs_of(args) -> int:
    if args.pairs:
        return args.pairs
    return args.short_pairs if args.short else args.default_pairs
