"""Helpers for the harness's own tests: run `kuhspec conform` as a subprocess on the mini
suite (tests/harness/minisuite) against fake implementations (tests/harness/fakes)."""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import forkrun

HERE = Path(__file__).resolve().parent
MINI = HERE / "minisuite" / "mini_scenarios.py"
FAKES = HERE / "fakes"
REFERENCE_DIR = HERE.parent.parent / "reference"
# seconds allowed where a test is not of timeouts (a request, a scenario in process, an
# ending): far more than any takes on a loaded machine, so no verdict depends on the load
WIDE = 60.0


def wide(args) -> list[str]:
    """Arguments of `kuhspec conform`: `args`, and --timeout WIDE unless they set one."""
    args = list(args)
    return args if "--timeout" in args else [*args, "--timeout", f"{WIDE:g}"]


def fake_cmd(mode: str) -> str:
    return shlex.join([sys.executable, str(FAKES / "fake_engine.py"), mode])


def serve_cmd(*extra: str) -> str:
    return shlex.join([sys.executable, "-m", "kuhspec", "serve", *extra])


def env(*paths_first: Path) -> dict:
    """The environment for a subprocess: the reference package and `paths_first` (by
    default the mini suite) on PYTHONPATH, no bytecode written."""
    e = dict(os.environ)
    paths = [str(p) for p in paths_first or (HERE / "minisuite",)] + [str(REFERENCE_DIR)]
    if e.get("PYTHONPATH"):
        paths.append(e["PYTHONPATH"])
    e["PYTHONPATH"] = os.pathsep.join(paths)
    e["PYTHONDONTWRITEBYTECODE"] = "1"
    return e


@dataclass
class Run:
    rc: int
    stdout: str
    stderr: str
    out: Path

    @property
    def report(self) -> dict:
        return json.loads((self.out / "report.json").read_text())

    def scenario(self, sid: str) -> dict:
        for s in self.report["scenarios"]:
            if s["id"] == sid:
                return s
        raise KeyError(f"{sid} not in report; stdout:\n{self.stdout}\nstderr:\n{self.stderr}")

    def clause(self, cid: str) -> dict:
        return next(c for c in self.report["clauses"] if c["id"] == cid)


def run_conform(tmp_path: Path, n: int, *args: str, suite: Path | None = MINI, timeout: float = 300,
                environ: dict | None = None) -> Run:
    """`kuhspec conform ARGS` in a process of its own (forkrun), reports in
    tmp_path/report<n> (`environ`: the environment, default env()); --timeout WIDE unless
    ARGS set one. `timeout` guards against a hang."""
    out = tmp_path / f"report{n}"
    argv = ["conform", "--out", str(out), *wide(args)]
    if suite is not None:
        argv += ["--suite", str(suite)]
    rc, stdout, stderr = forkrun.run(argv, environ or env(), tmp_path, timeout)
    return Run(rc, stdout, stderr, out)


def kuhspec(*args: str, environ: dict | None = None, cwd: Path | None = None,
            timeout: float = 300) -> subprocess.CompletedProcess:
    """`python -m kuhspec ARGS` in a process of its own (forkrun), in `environ` (default
    env()) and `cwd` (default this one); its output as text, as subprocess.run gives it."""
    rc, out, err = forkrun.run(list(args), environ or env(), cwd or Path.cwd(), timeout)
    return subprocess.CompletedProcess([sys.executable, "-m", "kuhspec", *args], rc, out, err)


def proc_stat(pid: int | str) -> list[bytes] | None:
    """The fields of /proc/PID/stat after the command name (state, ppid, ...; the start time
    is [19]), or None when there is no such process."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_bytes()
    except OSError:
        return None
    return stat[stat.rindex(b")") + 2:].split()


def running(pid: int | str, start: str) -> bool:
    """Whether that process (pid and start time: not a reused pid) exists; a zombie too, it
    has not been reaped."""
    fields = proc_stat(pid)
    return fields is not None and fields[19].decode() == start


def skips_are_not_applicable(report: dict) -> bool:
    """Every skipped scenario of the report was skipped as not applicable (the hello leaves
    it out), which is the only skip a stop may add."""
    return all(s["message"].startswith("not applicable: ") for s in report["scenarios"] if s["status"] == "skip")
