"""`--workers N`: a campaign spread over N processes of this machine. Each starts its own
implementation (`Plan.impl`), plays its part (campaign.play) and keeps its examples in the
one database of the plan; the first to find a divergence tells the others, which stop at
their next example. Machines that share the database (a shared folder, a Redis server) are
each such a campaign of their own.
"""

from __future__ import annotations

import multiprocessing
import queue as queues

from kuhspec.harness.differential.campaign import Plan, play, settle


def _empty(worker: int, error: str) -> dict:
    return {"worker": worker, "rows": [], "examples": 0, "found": None, "error": error, "runs": 0}


def _progress(worker: int):
    def show(run, pin, found):
        where = f"{pin.game} {pin.edition} {pin.variant}" if pin is not None else run.game
        print(f"  worker {worker}: {where}: {run.examples} examples, "
              f"{'diverged' if found else 'no divergence'}", flush=True)
    return show


def _stopping(stop):
    """When a worker stops: when told (another found a divergence, or the campaign ended), or
    when the campaign's process is gone (killed by a signal: nobody would read the answer,
    and the worker would otherwise play on to the end of the budget). Asked between
    hypothesis runs, so a worker ends within a run's slice of its parent."""
    parent = multiprocessing.parent_process()
    return lambda: stop.is_set() or (parent is not None and not parent.is_alive())


def work(plan: Plan, worker: int, stop, answers) -> None:
    """One worker process (the target of multiprocessing)."""
    from kuhspec.harness.differential.connect import Connection
    from kuhspec.harness.differential.examples import DatabaseError
    from kuhspec.interface import ImplementationError

    stopping = _stopping(stop)
    conn = Connection(plan.impl, plan.timeout)
    try:
        hello = conn.start()
        settle()
        part = play(hello, conn, plan, worker, stop=stopping, tell=stop.set,
                    progress=None if plan.quiet else _progress(worker))
    except ImplementationError as e:
        part = _empty(worker, f"worker {worker}: the implementation failed to start: {e}")
    except DatabaseError as e:
        part = _empty(worker, str(e))
    finally:
        conn.close()
    parent = multiprocessing.parent_process()
    if parent is not None and not parent.is_alive():
        answers.cancel_join_thread()  # nobody reads it: exit without waiting to hand it over
        return
    answers.put(part)


def spread(plan: Plan) -> list[dict]:
    """Run the plan on `plan.workers` processes; each one's part (see campaign.play)."""
    if plan.impl is None:
        raise ValueError("a campaign on several processes needs the implementation's command (impl)")
    ctx = multiprocessing.get_context("spawn")
    stop, answers = ctx.Event(), ctx.Queue()
    procs = [ctx.Process(target=work, args=(plan, i, stop, answers), name=f"kuhspec-differential-{i}", daemon=True)
             for i in range(plan.workers)]
    for proc in procs:
        proc.start()
    parts: dict[int, dict] = {}
    try:
        while len(parts) < len(procs):
            try:
                part = answers.get(timeout=1.0)  # a poll, not a limit: a worker takes as long as it takes
            except queues.Empty:
                gone = [i for i, proc in enumerate(procs) if not proc.is_alive() and i not in parts]
                if gone and answers.empty():
                    for i in gone:  # ended without an answer: it died (the answer would be queued first)
                        parts[i] = _empty(i, f"worker {i} ended without an answer "
                                             f"(exit status {procs[i].exitcode})")
                continue
            parts[part["worker"]] = part
    finally:
        stop.set()
        for proc in procs:
            proc.join(timeout=30)
            if proc.is_alive():
                proc.terminate()
                proc.join()
    return [parts[i] for i in sorted(parts)]
