"""What each cow type does once placed (KN-PASTURE-1, KN-MILK-1/2, KN-COWPAT-1/3,
KN-FLOWER-1). Party cows act through placement (KN-PARTY-1) and sounds (KN-PARTY-2)."""

from __future__ import annotations

from .cards import kind, spots


def milk(state: dict, seat: int, n: int, events: list) -> None:
    """The next n players after `seat` each lose a turn; spots beyond the other players are
    void (cap) or go round again (wrap), never to the milk cow's player (R-KN-MILK-OVERFLOW)."""
    count = len(state["players"])
    others = [(seat + k) % count for k in range(1, count)]
    if state["options"]["milk_overflow"] == "cap":
        hit = others[:n]
    else:
        hit = [others[k % len(others)] for k in range(n)]
    for s in hit:
        state["players"][s]["skips"] += 1
        events.append({"type": "will_lose_turn", "player": s})


def cowpat(state: dict, seat: int, n: int, events: list) -> None:
    """The left neighbour owes n cards, plus whatever `seat` owed and passes on (KN-COWPAT-3)."""
    left = (seat + 1) % len(state["players"])
    debt = state["players"][seat]["owes"] + n
    state["players"][seat]["owes"] = 0
    state["players"][left]["owes"] += debt
    events.append({"type": "owes", "player": left, "cards": state["players"][left]["owes"]})


def allowance_after(state: dict, card: str, allowance: int | None) -> int:
    """Cards still allowed after `card` (R-KN-FLOWER): a flower cow opens its spots; an extra
    pasture or party cow uses one; an extra milk or cowpat cow closes the allowance."""
    k = kind(state, card)
    if k == "flower":
        return spots(state, card)
    if allowance is None or k in ("milk", "cowpat"):
        return 0
    return allowance - 1


def apply(state: dict, seat: int, card: str, events: list) -> None:
    """The effect of a placed card that is not the player's last (KN-CALL-2)."""
    k = kind(state, card)
    if k == "milk":
        milk(state, seat, spots(state, card), events)
    elif k == "cowpat":
        cowpat(state, seat, spots(state, card), events)
