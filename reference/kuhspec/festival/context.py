"""What one action produces while it is applied: its events and the Copycats waiting; and
`holds`, which turns a verifier into its boolean (the `can_x` of each `verify_x`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .errors import Rejection


@dataclass
class Ctx:
    events: list = field(default_factory=list)
    queue: list = field(default_factory=list)  # Copycats to place before the next turn

    def emit(self, type_: str, **fields) -> None:
        self.events.append({"type": type_, **fields})

    def queue_placement(self, seat: int, card: str, reason: str) -> None:
        if not any(item["card"] == card for item in self.queue):
            self.queue.append({"player": seat, "card": card, "reason": reason})


def holds(verify: Callable[[dict, dict], None], state: dict, action: dict) -> bool:
    """True when `verify(state, action)` raises no Rejection."""
    try:
        verify(state, action)
    except Rejection:
        return False
    return True
