"""The reference engine over the wire protocol, declaring only Kuhno, with one rule bent for
golden replay's tests: every next_round is refused (`python golden_bent.py`, with the
reference package on PYTHONPATH)."""

from __future__ import annotations

import sys

from kuhno_only import KuhnoOnly

from kuhspec.wire import server as serve


class Bent(KuhnoOnly):
    def act(self, action):
        if isinstance(action, dict) and action.get("type") == "next_round":
            return {"rejection": {"code": "round_not_over", "clause": "KN-ROUND-4", "message": "bent: no new round"}}
        return super().act(action)


if __name__ == "__main__":
    sys.exit(serve.main([], factory=Bent))
