"""The reference engine over the wire protocol, declaring only Kuhno in its hello:
`python kuhno_only.py` (with the reference package on PYTHONPATH)."""

from __future__ import annotations

import sys

from kuhspec.wire import server as serve
from kuhspec.reference_impl import ReferenceImplementation


class KuhnoOnly(ReferenceImplementation):
    def hello(self):
        info = super().hello()
        info["name"] = "kuhspec-reference (kuhno only)"
        info["games"] = {gid: g for gid, g in info["games"].items() if gid == "kuhno"}
        return info


if __name__ == "__main__":
    sys.exit(serve.main([], factory=KuhnoOnly))
