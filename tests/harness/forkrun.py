"""A speed measure of the harness's own tests, not of kuhspec: `python -m kuhspec ARGS` as a
process forked from a server that has imported kuhspec, pytest and pytest-bdd already, and
read the shipped spec (forkwarm.py).

The harness tests start about a hundred `kuhspec conform` runs. Each is a process of its
own, as a user's is, but a fresh interpreter spends ~0.3 s of CPU starting and importing
before it reads its first argument: measured on a 2-core machine, a run of the mini suite
takes 0.67 s as `python -m kuhspec` and 0.34 s forked from this server. The child is still
a process of its own, with its own arguments, environment, working folder, stdout, stderr
and exit status, and the engines it starts are its children, as they would be.

What a forked child does not share with a real start: the interpreter's start-up (its
flags and `site`), modules imported before the environment was set (kuhspec reads its
environment when asked, not on import, so none of them holds a value of it), and the
shipped spec read already (kept under the spec folders it was read from, so a run that
names others reads those itself). Tests of
those (the README's command, the process tree, signals, hostile inputs) start a real
process. `KUHSPEC_TEST_FORK=0`, or a platform without fork, starts every run for real.
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import subprocess
import sys
import tempfile
from pathlib import Path

PRELOAD = ["kuhspec.cli", "kuhspec.commands", "kuhspec.harness.launch", "kuhspec.harness.plugin", "pytest",
           "pytest_bdd", "forkrun", "forkwarm"]

_context = None


def enabled() -> bool:
    return os.environ.get("KUHSPEC_TEST_FORK", "1") not in ("0", "off", "no") and \
        "forkserver" in multiprocessing.get_all_start_methods()


def _server():
    global _context
    if _context is None:
        _context = multiprocessing.get_context("forkserver")
        _context.set_forkserver_preload(PRELOAD)
        atexit.register(_stop)
    return _context


def _stop() -> None:
    """Stop the server and wait for it, so that the CPU time of the runs it forked (which it
    waited for) counts in this process's children, as a real process's would
    (benchmarks/bench_testrun.py reads it)."""
    from multiprocessing import forkserver

    stop = getattr(getattr(forkserver, "_forkserver", None), "_stop", None)
    if stop is not None:
        try:
            stop()
        except OSError:
            pass


def _child(argv: list[str], env: dict, cwd: str, out: str, err: str) -> None:
    """In the forked process: become `python -m kuhspec ARGV` in `env` and `cwd`, then exit."""
    os.chdir(cwd)
    os.environ.clear()
    os.environ.update(env)
    sys.path[:0] = [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p]
    for fd, path in ((1, out), (2, err)):
        target = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        os.dup2(target, fd)
        os.close(target)
    sys.argv = [sys.executable, *argv]
    code = 1
    try:
        from kuhspec.cli import main

        code = main(argv)
    except SystemExit as e:
        code = e.code
    except BaseException:  # as the interpreter would: the traceback on stderr, status 1
        import traceback

        traceback.print_exc()
    finally:
        atexit._run_exitfuncs()
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except Exception:
                pass
    if code is None:
        code = 0
    elif not isinstance(code, int):
        print(code, file=sys.stderr, flush=True)
        code = 1
    os._exit(code)


class Started:
    """A `kuhspec` run started by start(); wait() gives its exit status."""

    def __init__(self, process, popen=None):
        self.process, self.popen = process, popen

    def wait(self, timeout: float | None = None) -> int:
        if self.popen is not None:
            return self.popen.wait(timeout=timeout)
        self.process.join(timeout)
        if self.process.exitcode is None:
            self.process.kill()
            self.process.join()
            raise subprocess.TimeoutExpired("kuhspec", timeout)
        return self.process.exitcode


def start(argv: list[str], env: dict, cwd: Path, out: Path, err: Path) -> Started:
    """`python -m kuhspec ARGV` in `env` and `cwd`, its stdout and stderr written to `out`
    and `err`: forked from the server, or a real process where that is off."""
    if not enabled():
        with open(out, "wb") as o, open(err, "wb") as e:
            popen = subprocess.Popen([sys.executable, "-m", "kuhspec", *argv], stdout=o, stderr=e, env=env,
                                     cwd=cwd, stdin=subprocess.DEVNULL)
        return Started(None, popen)
    p = _server().Process(target=_child, args=(list(argv), dict(env), str(cwd), str(out), str(err)))
    p.start()
    return Started(p)


def run(argv: list[str], env: dict, cwd: Path, timeout: float) -> tuple[int, str, str]:
    """(exit status, stdout, stderr) of `python -m kuhspec ARGV` (see start)."""
    with tempfile.TemporaryDirectory(prefix="kuhspec-run-") as tmp:
        out, err = Path(tmp) / "stdout", Path(tmp) / "stderr"
        rc = start(argv, env, Path(cwd), out, err).wait(timeout)
        return rc, out.read_text(encoding="utf-8", errors="replace"), err.read_text(encoding="utf-8", errors="replace")
