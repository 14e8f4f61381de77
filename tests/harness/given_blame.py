"""An engine that refuses every bid of 50 (as if 50 broke a rule): in KF-EN-SPC-28 the
Given step "Claudi bids 50" is refused, and the report must blame that step, not the next.
In process: `python:given_blame:RefusesFifty`."""

from __future__ import annotations

from kuhspec.reference_impl import ReferenceImplementation


class RefusesFifty(ReferenceImplementation):
    def act(self, action):
        if isinstance(action, dict) and action.get("type") == "bid" and action.get("amount") == 50:
            return {"rejection": {"code": "bid_too_low", "clause": "KF-AUC-4", "message": "50 is refused here"}}
        return super().act(action)
