"""The differential on hypothesis against the hand-written one it replaced (issue 29, item 4),
side by side on the same bent engines: the wire mutants of tests/harness/mutants that a short
run of the old tool catches.

    python benchmarks/bench_differential.py --old /path/to/old-checkout [--budget 60] [--mutants a,b]

The old tool is run from a checkout of a commit before the change (`git worktree add
/tmp/old-diff <commit>`, with its own venv: `--old-python`, default its .venv), as
`kuhspec differential --games 4`, killed at the budget; the new one as `kuhspec differential
--budget B` with a fresh example database. Each mutant is run old, new, in turn, in fresh
processes, both trees compiled first (benchlib.compiled). For each it prints whether it was found, the seconds to the first divergence (from
the handshake: the old tool's compared actions over its rate of comparing, which leaves its
shrinking out; the new tool's `seconds_to_divergence`), the length of the reproduction in
actions and the wall time, then

    RATIO differential_found = new/old found within the budget   (goal >= 1)
    RATIO differential_time_to_divergence = all seconds new/old   (goal <= 1; the median of the
                                                                   ratios mutant by mutant beside it)
    RATIO differential_reproduction = total actions new/old       (goal <= 1)

`--short`: two mutants, a 30 s budget.
"""

from __future__ import annotations

import argparse
import json
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchlib import compiled

ROOT = Path(__file__).resolve().parents[1]
#: caught by the old tool's `--games 1` on this machine (early and late bugs, both games)
SAMPLE = ["big-purse-counted-short", "anticlockwise", "counter-compares-card-count", "stack-cow-not-turned",
          "kuhno-cowpat-not-added-up", "kuhno-red-eyes-ignored", "case-b-pays-the-wrong-way", "legal-omits-pass",
          "game-goes-on-after-ninth-triple", "view-leaks-kuhpons"]


def _run(python: str, tree: Path, args: list[str], budget: float, out: Path) -> dict:
    out.parent.mkdir(parents=True, exist_ok=True)
    compiled(tree / "reference")  # both trees alike, as every benchmark times them (README)
    env = {"PYTHONPATH": str(tree / "tests" / "harness"), "PATH": "/usr/bin:/bin", "PYTHONDONTWRITEBYTECODE": "1"}
    t0 = time.perf_counter()
    try:
        p = subprocess.run([python, "-m", "kuhspec", "differential", "-q", "--out", str(out), *args],
                           capture_output=True, text=True, env=env, cwd=out.parent, timeout=budget)
        rc = p.returncode
    except subprocess.TimeoutExpired:
        rc = None  # killed at the budget
    wall = time.perf_counter() - t0
    result = {}
    path = out / "differential.json"
    if rc is not None and path.is_file():
        result = json.loads(path.read_text(encoding="utf-8"))
    d = result.get("divergence")
    if not d:
        return {"found": False, "wall": wall, "seconds": None, "actions": None}
    seconds = result.get("seconds_to_divergence")
    if seconds is None:  # the old tool: its comparing time, shrinking left out
        seconds = result["compared"] / result["compared_per_second"] if result.get("compared_per_second") else wall
    return {"found": True, "wall": wall, "seconds": seconds, "actions": (d.get("reproduction") or {}).get("actions")}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--old", type=Path, required=False, help="a checkout of the old tool (before issue 29)")
    ap.add_argument("--old-python", help="its Python (default OLD/.venv/bin/python)")
    ap.add_argument("--budget", type=float, default=60.0, help="seconds per mutant and tool (default 60)")
    ap.add_argument("--shrink", type=float, default=30.0, help="the new tool's --shrink (default 30)")
    ap.add_argument("--mutants", help="comma-separated mutant names (default: a sample of ten)")
    ap.add_argument("--short", action="store_true", help="two mutants, a 30 s budget")
    args = ap.parse_args()
    if args.old is None or not (args.old / "reference" / "kuhspec").is_dir():
        print("SKIP differential: give --old, a checkout of the tool before issue 29 (git worktree add DIR <commit>)")
        return 0
    old_python = args.old_python or str(args.old / ".venv" / "bin" / "python")
    names = args.mutants.split(",") if args.mutants else SAMPLE
    budget = args.budget
    if args.short:
        names, budget = names[:2], 30.0
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        for name in names:
            cmd = shlex.join([sys.executable, "-m", "mutants", name])
            old_cmd = shlex.join([old_python, "-m", "mutants", name])
            old = _run(old_python, args.old, ["--impl", old_cmd, "--games", "4"], budget, base / f"old-{name}" / "out")
            new = _run(sys.executable, ROOT, ["--impl", cmd, "--budget", str(budget), "--shrink", str(args.shrink),
                                              "--database", str(base / f"db-{name}")], budget + args.shrink + 60,
                       base / f"new-{name}" / "out")
            rows.append((name, old, new))
            print(f"{name:36} old: {_show(old)}   new: {_show(new)}", flush=True)
    found_old = sum(o["found"] for _, o, _ in rows)
    found_new = sum(n["found"] for _, _, n in rows)
    both = [(o, n) for _, o, n in rows if o["found"] and n["found"]]
    print(f"RATIO differential_found = {found_new / max(1, found_old):.2f}x  (goal >= 1; new {found_new}, old "
          f"{found_old} of {len(rows)} within {budget:g} s)")
    if both:
        ratios = [n["seconds"] / max(o["seconds"], 1e-3) for o, n in both]
        old_s, new_s = sum(o["seconds"] for o, _ in both), sum(n["seconds"] for _, n in both)
        print(f"RATIO differential_time_to_divergence = {new_s / max(old_s, 1e-3):.2f}x  (goal <= 1; seconds to the "
              f"first divergence over the {len(both)} mutants both found, new {new_s:.1f}, old {old_s:.1f}; the median "
              f"of the ratios mutant by mutant is {statistics.median(ratios):.2f}x)")
        old_len, new_len = sum(o["actions"] or 0 for o, _ in both), sum(n["actions"] or 0 for _, n in both)
        print(f"RATIO differential_reproduction = {new_len / max(1, old_len):.2f}x  (goal <= 1; actions in all "
              f"reproductions, new {new_len}, old {old_len})")
    return 0


def _show(r: dict) -> str:
    if not r["found"]:
        return f"not found ({r['wall']:.1f} s)"
    return f"{r['seconds']:6.1f} s to it, {r['actions']} action(s), {r['wall']:.1f} s in all"


if __name__ == "__main__":
    sys.exit(main())
