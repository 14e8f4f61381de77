"""`kuhspec serve`, slow or failing in ways that spend a run's budget (kuhspec.budget):

    python slow_engine.py late SECONDS [MODULE:CLASS]   answers every request SECONDS late (hello too)
    python slow_engine.py crash-then-hang FILE [MODULE:CLASS]
        dies on its first act; a process started while FILE exists (the harness's restart)
        answers hello, then never answers a load (so only the budget can end the run)

MODULE:CLASS serves that Implementation (the mini suite's toy, say) instead of the reference.

It changes no answer: a late answer is right, only slow."""

from __future__ import annotations

import importlib
import os
import sys
import time
from pathlib import Path

from kuhspec.wire import server as serve

MODE = sys.argv[1]
ARG = sys.argv[2]
_handle = serve.Server.handle
RESTARTED = MODE == "crash-then-hang" and Path(ARG).exists()


def handle(self, request, raw=None):
    cmd = request.get("cmd") if isinstance(request, dict) else None
    if MODE == "late":
        time.sleep(float(ARG))
    elif MODE == "crash-then-hang" and cmd == "act" and not RESTARTED:
        Path(ARG).write_text("crashed once")
        print("slow_engine: exiting on the first act", file=sys.stderr, flush=True)
        os._exit(1)
    elif MODE == "crash-then-hang" and cmd == "load" and RESTARTED:
        time.sleep(3600)
    return _handle(self, request, raw)


serve.Server.handle = handle
factory = None
if len(sys.argv) > 3:
    module, _, name = sys.argv[3].partition(":")
    factory = getattr(importlib.import_module(module), name)
sys.exit(serve.main(factory=factory))
