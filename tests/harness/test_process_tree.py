"""No process of an implementation outlives its run (kuhspec.wire.lifecycle and keeper.py):
a child that calls setsid, a double-forked daemon and a child holding stdout all end when
the client closes, when `kuhspec conform` ends, and when the harness itself is killed. A
parent that exits while its child still holds its stdout is a crash, not a timeout.

The fake (fakes/leaving_engine.py) writes "PID STARTTIME" of each process it leaves, and of
itself, to a file; a process is gone when /proc has no process of that pid and start time
(a zombie is not gone either)."""

from __future__ import annotations

import os
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from kuhspec.interface import ImplementationError
from kuhspec.wire import lifecycle
from kuhspec.wire.client import SubprocessImplementation

from harnesslib import FAKES, WIDE, env, proc_stat, run_conform, running

KEEPER = pytest.mark.skipif(not lifecycle.keeper_usable(), reason="the keeper runs on Linux only")
POSITION = {"game": "kuhhandel-festival", "players": [{"name": "Anne"}, {"name": "Benno"}]}


def leaving_cmd(kinds: str, mode: str = "good") -> str:
    return shlex.join([sys.executable, str(FAKES / "leaving_engine.py"), kinds, mode])


def recorded(path: Path, count: int) -> list[tuple[int, str]]:
    """The (pid, start time) lines of the pid file, once it holds `count` of them."""
    deadline = time.monotonic() + WIDE
    while True:
        lines = path.read_text().split("\n") if path.exists() else []
        if len([line for line in lines if line]) >= count or time.monotonic() > deadline:
            return [(int(pid), start) for pid, start in (line.split() for line in lines if line)]
        time.sleep(0.05)


def left_running(procs: list[tuple[int, str]], wait: float = 0.0) -> list[int]:
    """The pids of `procs` still there (after waiting up to `wait` seconds for them to go)."""
    deadline = time.monotonic() + wait
    while (left := [pid for pid, start in procs if running(pid, start)]) and time.monotonic() < deadline:
        time.sleep(0.05)
    return left


@pytest.fixture
def pids(tmp_path, monkeypatch):
    path = tmp_path / "pids"
    monkeypatch.setenv("LEAVING_PIDS", str(path))
    return path


@KEEPER
def test_closing_the_client_ends_every_process_the_implementation_started(pids):
    impl = SubprocessImplementation(leaving_cmd("setsid,daemon,holder"), WIDE)
    try:
        assert impl.hello()["name"] == "toy"
        procs = recorded(pids, 4)
        assert len(procs) == 4 and left_running(procs) == [pid for pid, _ in procs]  # all four run
        assert impl.load(POSITION) == {"ok": True}
    finally:
        impl.close()
    assert left_running(procs) == []  # gone when close() returns, reaped too


@pytest.mark.parametrize("keeper", [True, False], ids=["keeper", "process-group"])
def test_a_parent_exiting_while_its_child_holds_stdout_is_a_crash(pids, monkeypatch, keeper):
    """With the keeper (Linux), or without it (elsewhere): the harness sees the process it
    started exit, although the pipe stays open."""
    if keeper and not lifecycle.keeper_usable():
        pytest.skip("the keeper runs on Linux only")
    monkeypatch.setenv("KUHSPEC_KEEPER", "1" if keeper else "0")
    impl = SubprocessImplementation(leaving_cmd("holder", "crash_on_act"), WIDE)
    try:
        impl.hello()
        procs = recorded(pids, 2)
        impl.load(POSITION)
        t0 = time.monotonic()
        with pytest.raises(ImplementationError) as err:
            impl.act({"type": "pass", "player": 1})
        assert err.value.kind == "crash", str(err.value)
        assert "implementation exited with code 1 while handling act (seq 2)" in str(err.value)
        assert time.monotonic() - t0 < WIDE / 2  # seen as it exits, not at a timeout
        assert "fake engine exploded" in err.value.detail and not impl.alive
    finally:
        impl.close()
    assert left_running(procs, WIDE) == []


@KEEPER
def test_killed_by_a_signal_is_said_so_through_the_keeper():
    impl = SubprocessImplementation([sys.executable, "-c", "import os, signal; os.kill(os.getpid(), signal.SIGTERM)"],
                                    WIDE)
    with pytest.raises(ImplementationError) as err:
        impl.hello()
    assert err.value.kind == "crash" and "implementation was killed by signal SIGTERM" in str(err.value)


@KEEPER
def test_conform_ends_every_process_the_implementation_started(pids, tmp_path):
    run = run_conform(tmp_path, 1, "--impl", leaving_cmd("setsid,daemon"), environ={**env(), "LEAVING_PIDS": str(pids)})
    assert run.rc == 0, run.stdout + run.stderr
    procs = recorded(pids, 3)
    assert len(procs) == 3 and left_running(procs) == []


@KEEPER
def test_a_harness_killed_outright_leaves_no_process_behind(pids, tmp_path):
    """`kuhspec conform` killed by SIGKILL (no cleanup of its own runs): the keeper sees its
    lifeline end and ends the implementation's whole tree."""
    cmd = [sys.executable, "-m", "kuhspec", "conform", "--out", str(tmp_path / "out"), "--suite",
           str(FAKES.parent / "minisuite" / "mini_scenarios.py"), "--timeout", "600",
           "--impl", leaving_cmd("setsid,daemon,holder", "never_answers")]
    harness = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               env={**env(), "LEAVING_PIDS": str(pids)}, cwd=tmp_path)
    try:
        procs = recorded(pids, 4)
        assert len(procs) == 4, "the implementation did not start"
        harness.kill()
        harness.wait(timeout=WIDE)
        assert left_running(procs, WIDE) == []
    finally:
        if harness.poll() is None:
            harness.kill()
            harness.wait()
        for pid, start in recorded(pids, 0):  # whatever a failure left: not into the next test
            if running(pid, start):
                os.kill(pid, signal.SIGKILL)


def _below(pid: int) -> list[tuple[int, str]]:
    """(pid, start time) of every process under `pid`, read from /proc."""
    children: dict[int, list[tuple[int, str]]] = {}
    for entry in Path("/proc").iterdir():
        fields = proc_stat(entry.name) if entry.name.isdigit() else None
        if fields is not None:
            children.setdefault(int(fields[1]), []).append((int(entry.name), fields[19].decode()))
    out, todo = [], [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            out.append(child)
            todo.append(child[0])
    return out


def _cmdline(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""


def _playing(procs: list[tuple[int, str]]) -> tuple[int, int]:
    """(workers, engines) among `procs`: multiprocessing's spawned processes, and the
    `kuhspec serve` processes themselves (not their keepers)."""
    lines = [_cmdline(pid) for pid, _ in procs]
    return (sum(b"spawn_main" in line for line in lines),
            sum(line.endswith(b"\0-m\0kuhspec\0serve\0") and b"keeper" not in line for line in lines))


@pytest.mark.full  # two spawned workers playing on both cores for a few seconds
@KEEPER
def test_differential_workers_end_when_the_campaign_is_killed(tmp_path):
    """`kuhspec differential --workers 2` killed by SIGKILL: its workers see it gone and stop
    (at the end of their hypothesis run), and each one's engine ends with it, long before
    the budget of ten minutes."""
    cmd = [sys.executable, "-m", "kuhspec", "differential", "--impl", shlex.join([sys.executable, "-m", "kuhspec", "serve"]),
           "--workers", "2", "--budget", "600", "--out", str(tmp_path / "out"), "--database", str(tmp_path / "db")]
    campaign = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env(), cwd=tmp_path)
    below: list[tuple[int, str]] = []
    try:
        deadline = time.monotonic() + WIDE
        while _playing(below) != (2, 2) and time.monotonic() < deadline and campaign.poll() is None:
            time.sleep(0.1)  # the campaign's own engine (for the hello) comes and goes first
            below = _below(campaign.pid)
        assert _playing(below) == (2, 2), f"the two workers did not start their engines: {below}"
        campaign.kill()
        campaign.wait(timeout=WIDE)
        assert left_running(below, WIDE) == []
    finally:
        if campaign.poll() is None:
            campaign.kill()
            campaign.wait()
        for pid, start in below:  # whatever a failure left: not into the next test
            if running(pid, start):
                os.kill(pid, signal.SIGKILL)
