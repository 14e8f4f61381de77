"""A matrix of real `kuhspec conform` runs, one per kind of engine, whose reports every tool
must read (tests/harness/test_report_matrix.py, test_compare.py, test_report_html.py).

Every run but `whole` plays SELECTION (19 scenarios of both games, one of which is set up
for 2 players part-way through a step) with a generous timeout, so that no
verdict depends on the machine's load. `build` runs them all at once; `shared` builds the
matrix once per test session, however many xdist workers ask for it.
"""

from __future__ import annotations

import json
import os
import shlex
import sys
import time
from pathlib import Path

import forkrun
from harnesslib import FAKES, Run, env, fake_cmd, serve_cmd
from mutants_run import mutant_cmd

HERE = Path(__file__).resolve().parent
# 19 scenarios: the clauses the two wrong engines bend (KF-AUC-2 in English, KF-AUC-4 in its
# English auction scenarios), both editions and the 2-player game, a 2-player game set up
# part-way through a step (KF-EN-TWO-107), and Kuhno (an outline among them)
TAGS = ("(@KF-AUC-2 and not @id:KF-NL-AUC-*) or (@KF-AUC-4 and @id:KF-EN-AUC-*) or @id:KF-NL-AUC-08 "
        "or @id:KF-EN-TWO-107 or @id:KN-EN-PLACE-01 or @id:KN-EN-PLACE-02")
SELECTION = ("--tags", TAGS, "--timeout", "120")
WIDE = ("--clause", "KF-AUC-*", "--clause", "KF-TWO-*", "--clause", "KN-PLACE-*", "--timeout", "120")
WRONG = "auctioneer-bids"  # bends KF-AUC-2
WRONG_2 = "bid-steps-of-5"  # bends KF-AUC-4


def _py(*args: str) -> str:
    return shlex.join([sys.executable, *map(str, args)])


def engines(base: Path, selection: tuple[str, ...] = SELECTION) -> dict[str, tuple[str, ...]]:
    """name -> the conform arguments of its run (the first wave: none needs another's report)."""
    return {
        "reference": ("--impl", serve_cmd(), *selection),  # a full engine over the wire
        "partial": ("--impl", _py(FAKES / "partial_festival.py"), *selection),  # en/standard, no view, no legal
        "crashing": ("--impl", _py(FAKES / "serve_crashing.py", 2, base / "crashed-once"), *selection),
        "wrong": ("--impl", mutant_cmd(WRONG), "--write-expectations", str(base / "known.yaml"), *selection),
        "wrong-2": ("--impl", mutant_cmd(WRONG_2), *selection),
        "stopped": ("--impl", mutant_cmd(WRONG), "--fail-fast", *selection),  # a partial run: stopped early
        "handshake": ("--impl", fake_cmd("exit_at_once"), *selection),  # its handshake fails
        # crashes, then hangs: only its budget ends the run (before or after the crash, as the load has it)
        "budget": ("--impl", _py(FAKES / "slow_engine.py", "crash-then-hang", base / "budget-crashed"),
                   "--budget", "10", *selection),
    }


def known(base: Path, selection: tuple[str, ...] = SELECTION) -> tuple[str, ...]:
    """The second wave: the wrong engine with its failures known (`wrong` wrote the file)."""
    return ("--impl", mutant_cmd(WRONG), "--expectations", str(base / "known.yaml"), *selection)


def _start(base: Path, name: str, args: tuple[str, ...]):
    out = base / name
    run = forkrun.start(["conform", "--out", str(out), *args], env(HERE), base, base / f"{name}.log",
                        base / f"{name}.err")
    return name, out, run


def _finish(base: Path, started, timeout: float = 900) -> dict[str, dict]:
    done = {}
    for name, out, run in started:
        done[name] = {"rc": run.wait(timeout=timeout), "out": str(out)}
    return done


def build(base: Path, selection: tuple[str, ...] = SELECTION, whole: bool = False,
          engines_too: bool = True) -> dict[str, dict]:
    """Run the matrix into `base`; name -> {rc, out}. `whole`: also (or, without
    `engines_too`, only) the reference in process on the whole suite (the run the README's
    badges come from)."""
    base.mkdir(parents=True, exist_ok=True)
    first = [_start(base, name, args) for name, args in engines(base, selection).items()] if engines_too else []
    if whole or not engines_too:
        first.append(_start(base, "whole", ("--timeout", "120")))
    wrong = [s for s in first if s[0] == "wrong"]
    runs = _finish(base, wrong)
    if engines_too:
        runs |= _finish(base, [_start(base, "known", known(base, selection))])
    runs |= _finish(base, [s for s in first if s[0] != "wrong"])
    return runs


def runs_of(base: Path, built: dict[str, dict]) -> dict[str, Run]:
    return {name: Run(r["rc"], (base / f"{name}.log").read_text(encoding="utf-8"),
                      (base / f"{name}.err").read_text(encoding="utf-8"), Path(r["out"]))
            for name, r in built.items()}


def shared(tmp_path_factory, name: str = "report-matrix", **kwargs) -> dict[str, Run]:
    """The matrix, built once per test session: under pytest-xdist the first worker to ask
    builds it in the session's shared temporary folder and the others wait for it."""
    root = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        root = root.parent
    base = root / name
    done = root / f"{name}.json"
    root.mkdir(parents=True, exist_ok=True)
    try:
        os.close(os.open(root / f"{name}.lock", os.O_CREAT | os.O_EXCL | os.O_WRONLY))
    except FileExistsError:
        deadline = time.monotonic() + 1800
        while not done.exists():
            if time.monotonic() > deadline:
                raise TimeoutError(f"the report matrix in {base} was never finished") from None
            time.sleep(0.2)
    else:
        built: dict = {"error": "interrupted"}
        try:
            built = {"runs": build(base, **kwargs)}
        except Exception as e:
            built = {"error": f"{type(e).__name__}: {e}"}
            raise
        finally:  # written whatever happened: the workers waiting for it stop waiting
            tmp = done.with_suffix(".tmp")
            tmp.write_text(json.dumps(built), encoding="utf-8")
            tmp.replace(done)
    built = json.loads(done.read_text(encoding="utf-8"))
    if "error" in built:
        raise RuntimeError(f"building the report matrix failed: {built['error']}")
    return runs_of(base, built["runs"])
