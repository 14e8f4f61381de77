"""Running the mutants (the mutants package) through `kuhspec conform`, and judging a run.

`run_mutant` runs ``kuhspec conform --impl "<python> -m mutants NAME" --out DIR`` as a
process of its own (forkrun.py; with tests/harness on PYTHONPATH, which the implementation
process inherits); `Verdict` reads the report: a mutant is *caught* when the run fails
(exit status non-zero and ``ok`` false in report.json) and the report marks the first clause
the mutant states as failing (`expected_failing` says which of the others failed too).
Used by tests/harness/test_mutants.py and benchmarks/mutation_catch_rate.py.
"""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import forkrun
import harnesslib
from mutants import REGISTRY, Mutant

HERE = Path(__file__).resolve().parent
FAILING = ("fail", "error", "crash", "timeout", "xpass")


def mutant_cmd(name: str, python: str = sys.executable) -> str:
    return shlex.join([python, "-m", "mutants", name])


def env() -> dict:
    return harnesslib.env(HERE)


@dataclass
class Verdict:
    name: str
    clause: str | None           # the expected clause (None for the control)
    rc: int
    ok: bool | None              # report.json `ok` (None: no report)
    seconds: float
    failing_clauses: list[str] = field(default_factory=list)
    failing_scenarios: dict[str, str] = field(default_factory=dict)   # id -> status
    totals: dict = field(default_factory=dict)
    stdout: str = ""
    stderr: str = ""
    hello_name: str | None = None
    clauses: tuple[str, ...] = ()  # every clause the mutant states it fails

    @property
    def expected_failing(self) -> list[str]:
        """The stated clauses the report marks as failing."""
        return [c for c in self.clauses if c in self.failing_clauses]

    @property
    def run_failed(self) -> bool:
        return self.rc != 0 and self.ok is False

    @property
    def caught(self) -> bool:
        """The run failed and the report names the bent clause as failing."""
        return self.run_failed and self.clause in self.failing_clauses

    def describe(self) -> str:
        scen = ", ".join(f"{s}={st}" for s, st in sorted(self.failing_scenarios.items()))
        return (f"{self.name}: rc={self.rc} ok={self.ok} expected {self.clause}; failing clauses "
                f"{self.failing_clauses or 'none'}; failing scenarios {scen or 'none'}\n"
                f"--- stdout\n{self.stdout[-3000:]}\n--- stderr\n{self.stderr[-3000:]}")


def run_mutant(name: str, out: Path, restricted: bool = True, timeout: float = 600,
               python: str = sys.executable, in_process: bool = False,
               clauses: list[str] | None = None, scenarios: list[str] | None = None) -> Verdict:
    """Run the conformance suite (restricted to the mutant's sections, or all of it) against
    mutant NAME ("none": the unpatched reference through the same entry point).
    `in_process`: the mutant runs inside the conform process (mutants.inprocess), and a
    restricted run selects only the scenarios of the bent clause, which are exactly those
    whose failure marks it failing, so the verdict `caught` is the same. `clauses`: select
    the scenarios of these clauses instead; `scenarios`: these scenario ids instead."""
    m: Mutant | None = REGISTRY.get(name)
    impl = f"python:mutants.inprocess:{name}" if in_process else mutant_cmd(name, python)
    argv = ["conform", "-q", "--impl", impl, "--out", str(out)]
    globs = clauses
    if globs is None and restricted and m is not None:
        globs = [m.clause] if in_process else list(m.sections)
    if scenarios is not None:
        globs = []
        for sid in scenarios:
            argv += ["--scenario", sid]
    if globs is not None:
        for glob in globs:
            argv += ["--clause", glob]
        # a mutant bends a rule, and the completeness check of legal() (every accepted action
        # listed) still runs; trying every listed entry with act() is left to the full run of
        # the reference ("none"), which keeps the default test run affordable
        argv += ["--legal-probes", "0"]
    t0 = time.perf_counter()
    if python == sys.executable:  # this interpreter: forked from the test's server (forkrun)
        rc, stdout, stderr = forkrun.run(harnesslib.wide(argv), env(), out.parent, timeout)
    else:
        p = subprocess.run([python, "-m", "kuhspec", *harnesslib.wide(argv)], capture_output=True, text=True,
                           env=env(), cwd=out.parent, timeout=timeout)
        rc, stdout, stderr = p.returncode, p.stdout, p.stderr
    seconds = time.perf_counter() - t0
    v = Verdict(name, m.clause if m else None, rc, None, seconds,
                stdout=stdout, stderr=stderr, clauses=m.clauses if m else ())
    report = out / "report.json"
    if report.is_file():
        rep = json.loads(report.read_text(encoding="utf-8"))
        v.ok = rep["ok"]
        v.totals = rep["totals"]
        v.failing_clauses = sorted(c["id"] for c in rep["clauses"] if c["status"] == "fail")
        v.failing_scenarios = {s["id"]: s["status"] for s in rep["scenarios"] if s["status"] in FAILING}
        v.hello_name = ((rep.get("implementation") or {}).get("hello") or {}).get("name")
    return v
