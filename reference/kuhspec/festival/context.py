"""What one action produces while it is applied: its events and the Copycats waiting."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Ctx:
    events: list = field(default_factory=list)
    queue: list = field(default_factory=list)  # Copycats to place before the next turn

    def emit(self, type_: str, **fields) -> None:
        self.events.append({"type": type_, **fields})

    def queue_placement(self, seat: int, card: str, reason: str) -> None:
        if not any(item["card"] == card for item in self.queue):
            self.queue.append({"player": seat, "card": card, "reason": reason})
