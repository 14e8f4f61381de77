"""The keeper: a small process between the harness and a wire implementation (Linux), so
that every process the implementation starts ends with it, however it was started.

    python -I -S keeper.py LIFELINE STATUS -- COMMAND...

The harness starts the keeper in a fresh session; the keeper makes itself a child
subreaper (prctl PR_SET_CHILD_SUBREAPER) and starts COMMAND, which inherits its stdin,
stdout and stderr. A process the implementation leaves behind (a child that calls setsid,
a double-forked daemon) is then re-parented to the keeper, not to init: the whole tree is
always below the keeper, and nothing else ever is. The keeper ends that tree (SIGKILL to
every process below it, found in /proc, until it has no child left) when

- the implementation (its own child) exits: the keeper then exits with its status
  (the same code, or killed by the same signal), so the harness sees a crash even where a
  child still held the implementation's stdout;
- the LIFELINE (a pipe from the harness) reaches its end: the harness ended the run, or
  died (even by SIGKILL);
- it is sent SIGTERM, SIGHUP or SIGINT.

If COMMAND cannot be started, the reason goes to STATUS (a pipe to the harness) and the
keeper exits with 127. Only the standard library is used, and little of it: the keeper
starts in a few milliseconds (-I -S: no site, no environment variables read). It does not
read the wire protocol, and the implementation cannot tell it is there (its parent is the
keeper rather than the harness).
"""

from __future__ import annotations

import os
import select
import signal
import sys
import time

PR_SET_CHILD_SUBREAPER = 36
END_SECONDS = 5.0  # ending the tree gives up after this long (a process of another user, say)
KEEPER_FAILED = 127  # COMMAND could not be started


def become_subreaper() -> bool:
    """Orphans below this process are re-parented to it (Linux 3.4 and later)."""
    try:
        import ctypes

        return ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def descendants(root: int) -> list[int]:
    """Every process below `root` now, read from /proc (a parent before its children)."""
    children: dict[int, list[int]] = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as f:
                stat = f.read()
            ppid = int(stat[stat.rindex(b")") + 2:].split(None, 2)[1])  # after "pid (comm) state"
        except (OSError, ValueError, IndexError):
            continue  # it ended meanwhile
        children.setdefault(ppid, []).append(int(name))
    found, todo = [], [root]
    while todo:
        for pid in children.get(todo.pop(), ()):
            found.append(pid)
            todo.append(pid)
    return found


def reap() -> tuple[dict[int, int], bool]:
    """Reap every child that has ended: ({pid: wait status}, whether any child is left)."""
    ended: dict[int, int] = {}
    while True:
        try:
            pid, status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return ended, False
        if pid == 0:
            return ended, True
        ended[pid] = status


def end_tree() -> dict[int, int]:
    """SIGKILL every process below the keeper, again and again (one may fork meanwhile, and
    its children come to the keeper as their parents die), until the keeper has no child
    left; the wait statuses of the children reaped."""
    ended: dict[int, int] = {}
    deadline = time.monotonic() + END_SECONDS
    while True:
        for pid in descendants(os.getpid()):
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        more, left = reap()
        ended.update(more)
        if not left:
            return ended
        if time.monotonic() > deadline:
            try:
                print(f"kuhspec keeper: could not end every process of the implementation in {END_SECONDS:g}s "
                      f"(left: {descendants(os.getpid())})", file=sys.stderr, flush=True)
            except OSError:
                pass  # the harness no longer reads stderr
            return ended
        time.sleep(0.002)


def spawn(argv: list[str]) -> int:
    """Start argv (searched on PATH) as the keeper's child; OSError if it cannot be."""
    if not argv:
        raise OSError("the command is empty")
    err_r, err_w = os.pipe()  # closed on exec: the child writes to it only if exec fails
    pid = os.fork()
    if pid == 0:
        try:
            os.close(err_r)
            for sig in (signal.SIGPIPE, signal.SIGXFSZ):  # Python ignores these; a program expects them
                signal.signal(sig, signal.SIG_DFL)
            os.execvp(argv[0], argv)
        except OSError as e:
            os.write(err_w, str(e.errno or 0).encode())
        finally:
            os._exit(KEEPER_FAILED)
    os.close(err_w)
    with os.fdopen(err_r, "rb") as f:
        failed = f.read()
    if failed:
        os.waitpid(pid, 0)
        code = int(failed)
        raise OSError(code, os.strerror(code), argv[0])
    return pid


def exit_as(status: int | None) -> None:
    """Exit as the implementation did: its exit code, or killed by its signal."""
    if status is None:
        os._exit(KEEPER_FAILED)
    if os.WIFEXITED(status):
        os._exit(os.WEXITSTATUS(status))
    sig = os.WTERMSIG(status)
    try:
        import resource

        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))  # no core file of the keeper
        if sig != signal.SIGKILL:
            signal.signal(sig, signal.SIG_DFL)
        os.kill(os.getpid(), sig)
    except (OSError, ValueError, ImportError):
        pass
    os._exit(128 + sig)


def main(args: list[str]) -> None:
    lifeline, status_fd = int(args[0]), int(args[1])
    command = args[3:] if args[2:3] == ["--"] else args[2:]
    for fd in (lifeline, status_fd):
        os.set_inheritable(fd, False)  # the implementation gets only stdin, stdout and stderr
    become_subreaper()
    wake_r, wake_w = os.pipe()
    os.set_blocking(wake_r, False)
    os.set_blocking(wake_w, False)
    signal.set_wakeup_fd(wake_w)
    asked: list[int] = []
    for sig in (signal.SIGCHLD, signal.SIGTERM, signal.SIGHUP, signal.SIGINT):
        signal.signal(sig, lambda signum, frame: asked.append(signum) if signum != signal.SIGCHLD else None)
    try:
        pid = spawn(command)
    except OSError as e:
        os.write(status_fd, str(e).encode("utf-8", "replace"))
        os._exit(KEEPER_FAILED)
    os.close(status_fd)
    null = os.open(os.devnull, os.O_RDWR)  # let go of the implementation's stdin and stdout:
    os.dup2(null, 0)  # only its own tree holds them now, so they close with it
    os.dup2(null, 1)
    status = None
    stop = False
    while status is None and not stop and not asked:
        ready = select.select([lifeline, wake_r], [], [])[0]
        if wake_r in ready:
            while True:
                try:
                    if not os.read(wake_r, 512):
                        break
                except BlockingIOError:
                    break
        stop = lifeline in ready
        status = reap()[0].get(pid)
    status = end_tree().get(pid, status)
    exit_as(status)


if __name__ == "__main__":
    main(sys.argv[1:])
