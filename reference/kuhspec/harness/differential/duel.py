"""One position played on both engines: the reference (in process) and the implementation
(over its Implementation interface, strict as in a conformance run), the same action sent
to both and every observation compared after it under the law (kuhspec.law.agree).

`Sides` holds the pair; `play` plays one random legal game of a Table on it (the engine's
random player through kuhspec.walk, the one random-game driver), slipping in an action to
be rejected now and then (probes.py); `replay` plays a given list of actions from a given
position, which is how a divergence is shrunk.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field

from kuhspec import games
from kuhspec.harness.differential import probes
from kuhspec.law.agree import law
from kuhspec.harness.differential.tables import Table
from kuhspec.harness.strict import check_answer
from kuhspec.interface import ImplementationError, Unsupported
from kuhspec.walk import random_walk

MAX_ACTIONS = 1500   # a game that has not ended by then is abandoned (the rules allow cycles)
PROBE_RATE = 0.2     # the share of positions where an action to be rejected is sent first


class Sides:
    """The reference Game and the implementation at the same position.

    An answer equal to the reference's (as JSON) is the same and valid, since the
    reference's answers are; any other answer is first checked as strictly as in a
    conformance run (kuhspec.harness.strict: a protocol violation is a divergence too),
    then both are compared in normal form."""

    def __init__(self, game_id: str, ref, impl, capabilities):
        self.game = game_id
        self.law = law(game_id)
        self.ref = ref
        self.impl = impl
        self.caps = set(capabilities or ())
        self.current = ref.state  # the reference's state, kept as a copy

    def _differ(self, kind: str, expected, fn, *args) -> dict | None:
        cmd = kind.split(":")[0]
        try:
            actual = fn(*args)
            if _key(actual) == _key(expected):
                return None
            actual = check_answer(self.game, cmd, actual)
        except Unsupported as e:
            actual = {"unsupported": str(e)}
        except ImplementationError as e:
            actual = {"error": e.kind, "message": str(e)}
        except Exception as e:  # an in-process implementation raised: its error, not the run's
            actual = {"error": "error", "message": f"{kind} raised {type(e).__name__}: {e}"}
        else:
            return self.law.differ(kind, expected, actual)
        return {"observation": kind, "reference": self.law.normal(cmd, expected), "implementation": actual}

    def load(self) -> dict | None:
        """Load the reference's position into the implementation and compare everything."""
        d = self._differ("load", {"ok": True}, self.impl.load, self.current)
        return d if d is not None else self.compare()

    def compare(self, only_state: bool = False) -> dict | None:
        """The first observation of the position that differs (None: all the same)."""
        d = self._differ("state", self.current, self.impl.state)
        if d or only_state:
            return d
        d = self._differ("score", self.ref.score(), self.impl.score)
        seats = range(len(self.current["players"]))
        for cap in ("view", "legal"):
            if d is None and cap in self.caps:
                for seat in seats:
                    d = self._differ(f"{cap}:{seat}", getattr(self.ref, cap)(seat), getattr(self.impl, cap), seat)
                    if d:
                        break
        return d

    def act(self, action: dict, ref_answer: dict | None = None) -> tuple[bool, dict | None]:
        """Send `action` to both (the reference's answer may be given: it already acted);
        (rejected by the reference, the first divergence or None)."""
        if ref_answer is None:
            ref_answer = self.ref.act(action)
        rejected = "rejection" in ref_answer
        d = self._differ("act", ref_answer, self.impl.act, action)
        if d is None:
            if not rejected:
                self.current = self.ref.state
            d = self.compare(only_state=rejected)
        return rejected, d


def _key(value) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


@dataclass
class Outcome:
    """What happened in one game (or one replay)."""

    table: Table
    start: dict
    history: list[dict] = field(default_factory=list)  # {"action", "rejected"} in the order sent
    befores: list[dict] = field(default_factory=list)  # the reference's state before each entry
    end: str | None = None  # over, abandoned, diverged
    at: int | None = None  # the entry after which the divergence showed (-1: at the load)
    divergence: dict | None = None

    @property
    def actions(self) -> int:
        return sum(1 for e in self.history if not e["rejected"])

    @property
    def probes(self) -> int:
        return sum(1 for e in self.history if e["rejected"])

    def record(self, sides: Sides, action: dict, ref_answer: dict | None = None) -> bool:
        """Play one entry on both sides; True when they diverged."""
        self.befores.append(sides.current)
        rejected, d = sides.act(action, ref_answer)
        self.history.append({"action": action, "rejected": rejected})
        if d is not None:
            self.end, self.at, self.divergence = "diverged", len(self.history) - 1, d
        return d is not None


def _probe(sides: Sides, out: Outcome, choose, rng: random.Random) -> bool:
    """Send an action the reference rejects (or, if it accepts it, play it); True: diverged."""
    t = sides.law.templates
    seats = range(len(sides.current["players"]))
    lists = {s: sides.ref.legal(s) for s in seats}
    kinds = sorted({e.get(t.kind) for entries in lists.values() for e in entries if isinstance(e.get(t.kind), str)})
    idle = [s for s, entries in lists.items() if not entries]
    action = choose(sides.ref, rng)
    probe = probes.candidate(action, t.player, t.kind, kinds, idle, sides.current, rng)
    # a probe the reference accepts is played: with its random outcome explicit (a Kuhno
    # next_round whose deal the mutation dropped), as the random player's actions are
    return out.record(sides, games.explicit(sides.game, sides.current, probe))


def play(table: Table, impl, capabilities, max_actions: int = MAX_ACTIONS,
         probe_rate: float = PROBE_RATE) -> Outcome:
    """One random legal game of `table` on both engines, until it ends or diverges."""
    choose, over = games.explicit_player(table.game)  # every deal explicit (the boundary's random)
    sides = Sides(table.game, games.new_game(table.setup()), impl, capabilities)
    out = Outcome(table, sides.current)
    d = sides.load()
    if d is not None:
        out.end, out.at, out.divergence = "diverged", -1, d
        return out
    rng, probe_rng = random.Random(table.seed), random.Random(f"probe:{table.seed}")
    steps = random_walk(sides.ref, choose, rng, over, max_actions, table.label, abandon=True)
    while True:
        if probe_rate and not over(sides.current) and probe_rng.random() < probe_rate:
            if _probe(sides, out, choose, probe_rng):
                return out
        try:
            action, answer = next(steps)  # the reference has acted; sides.current is still before it
        except StopIteration as stop:
            out.end = stop.value
            return out
        if out.record(sides, action, answer):
            return out


def replay(table: Table, position: dict, actions: list[dict], impl, capabilities) -> Outcome:
    """The actions played from `position` on both engines (a fresh reference), stopping at
    the first divergence; the load itself is compared first (at -1)."""
    sides = Sides(table.game, games.load(position), impl, capabilities)
    out = Outcome(table, sides.current)
    d = sides.load()
    if d is not None:
        out.end, out.at, out.divergence = "diverged", -1, d
        return out
    for action in actions:
        if out.record(sides, action):
            return out
    out.end = "replayed"
    return out
