"""Fixtures of the harness's own tests (helpers live in harnesslib.py)."""

from __future__ import annotations

import pytest

from harnesslib import MINI, run_conform


@pytest.fixture
def conform(tmp_path):
    """conform(*args, suite=MINI) -> Run: `kuhspec conform` in a subprocess on the mini suite."""
    counter = [0]

    def run(*args: str, suite=MINI, timeout: float = 300):  # a guard against a hang, not a verdict
        counter[0] += 1
        return run_conform(tmp_path, counter[0], *args, suite=suite, timeout=timeout)

    return run


REPORT_CLAUSES = ("KF-AUC-2", "KF-AUC-4")
REPORT_MUTANTS = ("auctioneer-bids", "bid-steps-of-5")  # they bend KF-AUC-2 and KF-AUC-4


def _start_real_run(base, name: str | None):
    """Start `kuhspec conform` on REPORT_CLAUSES: the reference in process (name None) or
    the mutant `name` over the wire; its report folder and process."""
    import subprocess
    import sys
    from pathlib import Path

    from harnesslib import env, wide
    from mutants_run import mutant_cmd

    out = base / (name or "reference")
    args = ["-q", "--out", str(out)]
    args += ["--impl", mutant_cmd(name)] if name else []
    for c in REPORT_CLAUSES:
        args += ["--clause", c]
    cmd = [sys.executable, "-m", "kuhspec", "conform", *wide(args)]
    return out, cmd, subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                      env=env(Path(__file__).resolve().parent), cwd=base)


def _finished(out, cmd, proc):
    proc.wait(timeout=300)
    assert (out / "report.json").is_file(), f"no report from {cmd}"
    return out


@pytest.fixture(scope="session")
def real_reports(tmp_path_factory):
    """Report folders of real conform runs on the clauses REPORT_CLAUSES: the reference in
    process, then each of REPORT_MUTANTS over the wire (test_compare), started together:
    each has its own folder, so the order does not matter."""
    base = tmp_path_factory.mktemp("reports")
    runs = [_start_real_run(base, name) for name in (None, *REPORT_MUTANTS)]
    return [_finished(*run) for run in runs]


@pytest.fixture(scope="session")
def real_failing_report(tmp_path_factory):
    """The report folder of the first of REPORT_MUTANTS over the wire (test_report_html)."""
    return _finished(*_start_real_run(tmp_path_factory.mktemp("failing"), REPORT_MUTANTS[0]))
