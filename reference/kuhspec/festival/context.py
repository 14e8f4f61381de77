"""What one action produces while it is applied: its events and the Copycats waiting; and
`Refusal`, what a rule check returns when the rules refuse an action.

Each action's rules are written once, as `refuse_x(state, action)`: the Refusal of the
first rule the action breaks (R-KF-REJECTION-ORDER), or None. Its verifier `verify_x`
raises that refusal as the Rejection (`reject`), and its boolean `can_x` (which legal()
uses) tests it without raising, so that legal() tries many actions cheaply."""

from __future__ import annotations

from dataclasses import dataclass

from .errors import Rejection


class Ctx(list):
    """The events of the action, in order: the Ctx is their list. `emit(event)` adds an
    event, a dict whose type comes first, as events are listed: it is the list's own append
    (no call of ours between, and an action emits several). A list with no __init__ of
    ours, built in C: one is made for every action (engine.apply, which answers a plain
    list of the events)."""

    emit = list.append
    #: the Copycats to place before the next turn: none (the class's empty tuple) until
    #: queue_placement gives the Ctx a list of its own, or copycats.place sets the rest
    queue: list | tuple = ()

    def queue_placement(self, seat: int, card: str, reason: str) -> None:
        """Queue the Copycat `card` for placing, unless it waits already."""
        for item in self.queue:  # a loop: no generator frame
            if item["card"] == card:
                return
        if not self.queue:
            self.queue = []
        self.queue.append({"player": seat, "card": card, "reason": reason})


@dataclass(slots=True)
class Refusal:
    """Why the rules refuse an action: its rejection code (spec/kuhhandel-festival/
    rejections.yaml, which gives the clause) and the message. (A slotted class: built
    faster than a named tuple, and legal() builds one for most actions it rules out.)"""

    code: str
    message: str


def reject(refusal: Refusal | None) -> None:
    """Raise the Rejection of `refusal`; nothing when there is none (the action is legal)."""
    if refusal is not None:
        raise Rejection(refusal.code, refusal.message)
