"""Mutation catch rate of the conformance suite, over the real subprocess path.

    python benchmarks/mutation_catch_rate.py [--jobs 2] [--restricted] [--only NAME ...]
                                             [--json FILE] [--keep DIR]

Runs `kuhspec conform --impl "<python> -m mutants NAME"` for every mutant of the package
tests/harness/mutants/ (the reference engine with one rule bent), against the FULL suite
unless --restricted (then only the sections each mutant touches, as
tests/harness/test_mutants.py does), and first the unpatched control ("none"). Prints per
mutant whether it was caught (the run failed and the report marks the first clause the
mutant states as failing), the clauses that failed, and the wall time; then the catch rate. Not a test:
times vary by machine, and with --jobs > 1 the runs share the CPU.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "harness"))

from mutants import REGISTRY  # noqa: E402
from mutants_run import Verdict, run_mutant  # noqa: E402


def verdict_label(v: Verdict) -> str:
    if v.clause is None:
        return "pass" if v.rc == 0 and v.ok else "FAILED"
    if v.caught:
        return "caught"
    return "elsewhere" if v.run_failed else "MISSED"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--jobs", type=int, default=2, help="runs at a time (default 2)")
    ap.add_argument("--restricted", action="store_true", help="only the sections each mutant touches")
    ap.add_argument("--only", nargs="+", metavar="NAME", help="only these mutants")
    ap.add_argument("--json", metavar="FILE", help="write the results as JSON")
    ap.add_argument("--keep", metavar="DIR", help="keep the report folders in DIR")
    args = ap.parse_args()
    names = args.only or list(REGISTRY)
    unknown = [n for n in names if n not in REGISTRY]
    if unknown:
        ap.error(f"unknown mutants: {', '.join(unknown)}")
    root = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="kuhspec-mutants-"))
    root.mkdir(parents=True, exist_ok=True)

    def one(name: str) -> Verdict:
        (root / name).mkdir(exist_ok=True)
        return run_mutant(name, root / name / "report", restricted=args.restricted and name != "none")

    mode = "restricted to the touched sections" if args.restricted else "full suite"
    print(f"{len(names)} mutants, {mode}, {args.jobs} at a time; reports in {root}", flush=True)
    t0 = time.perf_counter()
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        verdicts = list(pool.map(one, ["none"] + names))
    wall = time.perf_counter() - t0

    control, verdicts = verdicts[0], verdicts[1:]
    print(f"\n{'mutant':<36} {'clause':<10} {'verdict':<9} {'time':>6}  failing clauses")
    print(f"{'none (control)':<36} {'-':<10} {verdict_label(control):<9} {control.seconds:5.1f}s  "
          f"{', '.join(control.failing_clauses) or '-'}  ({control.totals.get('scenarios', '?')} scenarios)")
    for v in verdicts:
        failing = v.failing_clauses
        shown = ", ".join(failing[:8]) + (f" (+{len(failing) - 8} more)" if len(failing) > 8 else "")
        print(f"{v.name:<36} {v.clause:<10} {verdict_label(v):<9} {v.seconds:5.1f}s  {shown or '-'}")
        missed = [c for c in v.clauses if c not in v.failing_clauses]
        if v.caught and missed:
            print(f"{'':<36} stated but not failing: {', '.join(missed)}")
        if not v.caught:
            gap = REGISTRY[v.name].gap
            print(f"{'':<36} known gap: {gap}" if gap else f"{'':<36} NEW GAP: {REGISTRY[v.name].doc}")

    caught = sum(v.caught for v in verdicts)
    failed = sum(v.run_failed for v in verdicts)
    times = [v.seconds for v in verdicts]
    print(f"\ncatch rate ({mode}): {caught}/{len(verdicts)} mutants caught with the bent clause named "
          f"({100 * caught / len(verdicts):.0f}%); {failed}/{len(verdicts)} failed the run at all")
    print(f"control: rc={control.rc} ok={control.ok}; wall {wall:.1f}s; per run mean "
          f"{sum(times) / len(times):.1f}s, max {max(times):.1f}s (with {args.jobs} at a time)")
    if args.json:
        Path(args.json).write_text(json.dumps({
            "mode": mode, "jobs": args.jobs, "wall": wall, "caught": caught, "total": len(verdicts),
            "control": {"rc": control.rc, "ok": control.ok, "seconds": control.seconds},
            "mutants": [{"name": v.name, "clause": v.clause, "clauses": list(v.clauses),
                         "caught": v.caught, "run_failed": v.run_failed,
                         "rc": v.rc, "ok": v.ok, "seconds": round(v.seconds, 2),
                         "failing_clauses": v.failing_clauses,
                         "failing_scenarios": v.failing_scenarios, "gap": REGISTRY[v.name].gap}
                        for v in verdicts],
        }, indent=2) + "\n", encoding="utf-8")
    ok = control.rc == 0 and all(v.caught or REGISTRY[v.name].gap for v in verdicts)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
