"""What one player may see (KF-SET-5, KF-TRD-12)."""

from __future__ import annotations

import copy

from .cards import is_cow, sorted_cards


def view(state: dict, seat: int) -> dict:
    out = copy.deepcopy(state)
    out["viewer"] = seat
    for other, player in enumerate(out["players"]):
        if other == seat:
            continue
        player["stack"] = {"count": len(player["stack"])}
        player["kuhpons"] = {"count": len(player["kuhpons"]),
                             "turned": sorted_cards(c for c in player["kuhpons"] if is_cow(c))}
    phase = out["phase"]
    if phase["step"] == "trade" and phase["challenger"] != seat:
        phase["offer"] = {"count": len(phase["offer"])}
    return out
