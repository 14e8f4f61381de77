"""`kuhspec serve` that exits on the Nth load request it reads (argv[1]), once: a crash while
further requests sent ahead are still unanswered (every load the harness sends comes with
requests sent ahead behind it). The file argv[2] is written as it exits; a process started
while it exists (the harness's restart) serves as usual."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from kuhspec.wire import server as serve

N = int(sys.argv[1])
DONE = Path(sys.argv[2])
_handle = serve.Server.handle
loads = 0


def handle(self, request, raw=None):
    global loads
    if isinstance(request, dict) and request.get("cmd") == "load":
        loads += 1
        if loads == N and not DONE.exists():
            DONE.write_text("crashed once")
            print(f"serve_crashing: exiting on load number {N}", file=sys.stderr, flush=True)
            os._exit(1)
    return _handle(self, request, raw)


serve.Server.handle = handle
sys.exit(serve.main())
