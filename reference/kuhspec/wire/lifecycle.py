"""Starting and ending an implementation's process tree (kuhspec.wire.process reads and
writes its lines).

On Linux the command runs under the keeper (keeper.py next to this file): `start` starts
the keeper in a fresh session with a lifeline pipe, and the keeper starts the command.
`Started.end` closes the lifeline, and the keeper ends every process below it (it is a
child subreaper, so nothing the implementation starts can leave its tree), then exits.
Elsewhere, or when the keeper cannot be used (KUHSPEC_KEEPER=0, no /proc, no Python
executable), the command runs directly in a fresh session and its process group is
killed: what leaves the group (setsid) is not ended there.

The process the harness started (the keeper, or the command itself) is never reaped
before its group has been killed: until then its pid cannot name another process group.
"""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

POSIX = os.name == "posix"
KEEPER = Path(__file__).resolve().with_name("keeper.py")  # absolute: the command may run elsewhere (cwd)
KEEPER_WAIT = 30.0  # seconds the keeper is given to end the tree (it takes milliseconds)


def keeper_usable() -> bool:
    """Whether commands run under the keeper here (Linux, /proc, a Python executable)."""
    return (sys.platform.startswith("linux") and os.path.isdir("/proc/self") and bool(sys.executable)
            and not getattr(sys, "frozen", False) and KEEPER.is_file()
            and os.environ.get("KUHSPEC_KEEPER", "1") != "0")


@dataclass
class Started:
    """A started implementation: the process the harness started (`proc`), and with the
    keeper, the write end of its lifeline and the read end of its status pipe."""

    proc: subprocess.Popen
    lifeline: int | None = None
    status: int | None = None

    def exit_code(self) -> int | None:
        """Its exit status as Popen gives it (-N: killed by signal N), or None while it
        runs. The process is not reaped (see the module's docstring)."""
        proc = self.proc
        if proc.returncode is not None or not hasattr(os, "waitid"):
            return proc.poll()
        try:
            info = os.waitid(os.P_PID, proc.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT)
        except ChildProcessError:
            return proc.poll()
        if info is None:
            return None
        return info.si_status if info.si_code == os.CLD_EXITED else -info.si_status

    def wait_exit(self, timeout: float) -> int | None:
        """exit_code(), waiting for it up to `timeout` seconds (None if it still runs): woken
        by its exit where there are pidfds (Linux 5.3), else asking every few milliseconds."""
        if (code := self.exit_code()) is not None:
            return code
        deadline = time.monotonic() + timeout
        try:
            pidfd = os.pidfd_open(self.proc.pid)
        except (AttributeError, OSError):
            pidfd = None
        try:
            pause = 0.001
            while (code := self.exit_code()) is None and (remaining := deadline - time.monotonic()) > 0:
                if pidfd is not None:
                    select.select([pidfd], [], [], remaining)
                else:
                    time.sleep(min(pause, remaining))
                    pause = min(pause * 2, 0.05)
            return code
        finally:
            if pidfd is not None:
                os.close(pidfd)

    def start_failure(self) -> str | None:
        """Why the keeper could not start the command, if it said so (once it has exited)."""
        if self.status is None:
            return None
        try:
            os.set_blocking(self.status, False)
            text = os.read(self.status, 4096)
        except OSError:
            return None
        return text.decode("utf-8", "replace") or None

    def end(self) -> None:
        """End every process of the implementation, and reap the one the harness started."""
        if self.lifeline is not None:
            _close(self.lifeline)  # the keeper ends the tree, and exits
            self.lifeline = None
            self.wait_exit(KEEPER_WAIT)
        try:
            if POSIX:
                os.killpg(self.proc.pid, signal.SIGKILL)  # what is left of its group, the keeper too
            elif self.proc.poll() is None:
                self.proc.kill()
        except OSError:
            pass
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass
        if self.status is not None:
            _close(self.status)
            self.status = None


def _close(fd: int) -> None:
    try:
        os.close(fd)
    except OSError:
        pass


def start(argv: list[str] | str, *, cwd: str | None = None, env: dict[str, str] | None = None,
          stderr: int = subprocess.PIPE) -> Started:
    """Start `argv` (a command line only where it is not POSIX) with piped stdin and stdout
    (and `stderr`), under the keeper where it can be used. OSError or ValueError if it
    cannot be started (without the keeper; under it, the keeper exits with that reason on
    its status pipe: see Started.start_failure)."""
    if not argv:
        raise ValueError("the command is empty")
    pipes = dict(stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr, bufsize=0,
                 cwd=cwd, env=env, start_new_session=POSIX)
    if isinstance(argv, list) and keeper_usable():
        life_r, life_w = os.pipe()
        status_r, status_w = os.pipe()
        try:
            proc = subprocess.Popen([sys.executable, "-I", "-S", str(KEEPER), str(life_r), str(status_w), "--", *argv],
                                    pass_fds=(life_r, status_w), **pipes)
        except OSError:
            for fd in (life_w, status_r):
                _close(fd)
        else:
            return Started(proc, life_w, status_r)
        finally:
            for fd in (life_r, status_w):
                _close(fd)
    return Started(subprocess.Popen(argv, **pipes))
