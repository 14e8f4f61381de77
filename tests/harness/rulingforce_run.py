"""Running the suite against the reference with one ruling option forced (rulingforce), and
reading the verdict: which scenarios citing the ruling failed.

``python tests/harness/rulingforce_run.py [R-X=value ...]`` prints, per forced value, the
scenarios that caught it (every forced value of every ruling when none is named).
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import harnesslib  # noqa: E402

FAILING = ("fail", "error", "crash", "timeout")


@dataclass
class Forced:
    name: str                       # "R-X=value"
    rc: int
    seconds: float
    ran: list[str] = field(default_factory=list)        # scenarios that applied and ran
    failing: dict[str, str] = field(default_factory=dict)  # scenario id -> status
    output: str = ""

    @property
    def ruling(self) -> str:
        return self.name.partition("=")[0]

    def describe(self) -> str:
        return (f"{self.name}: {len(self.failing)} of {len(self.ran)} scenarios citing "
                f"{self.ruling} fail ({', '.join(sorted(self.failing)) or 'none'})\n{self.output[-2000:]}")


def selection(ruling: str) -> list[str]:
    """conform's selection of the scenarios citing `ruling` (bare or with a value)."""
    return ["--tags", f"@{ruling} or @{ruling}=*"]


def run_forced(name: str, out: Path, timeout: float = 600) -> Forced:
    """`kuhspec conform` on the scenarios citing the ruling of `name`, against the reference
    playing `name` while declaring only defaults (rulingforce), in process."""
    rid = name.partition("=")[0]
    out.parent.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    p = harnesslib.kuhspec("conform", "-q", "--impl", f"python:rulingforce:{name}", "--out", str(out),
                           "--legal-probes", "0", *selection(rid), environ=harnesslib.env(HERE), timeout=timeout,
                           cwd=out.parent)
    v = Forced(name, p.returncode, time.perf_counter() - t0, output=p.stdout + p.stderr)
    report = out / "report.json"
    if report.is_file():
        rep = json.loads(report.read_text(encoding="utf-8"))
        v.ran = [s["id"] for s in rep["scenarios"] if s["status"] != "skip"]
        v.failing = {s["id"]: s["status"] for s in rep["scenarios"] if s["status"] in FAILING}
    return v


def main(argv: list[str]) -> int:
    from rulingforce import forced_cases

    names = argv or forced_cases()
    weak = 0
    with tempfile.TemporaryDirectory(prefix="rulingforce-") as tmp:
        for i, name in enumerate(names):
            v = run_forced(name, Path(tmp) / str(i) / "report")
            mark = "ok " if len(v.failing) >= 2 else "WEAK"
            weak += mark == "WEAK"
            print(f"{mark} {name}: {len(v.failing)}/{len(v.ran)} fail {sorted(v.failing)} ({v.seconds:.1f}s)",
                  flush=True)
    return 1 if weak else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
