"""The differential as a hypothesis state machine: one `Duel` class per game or setting
(`duel_of`), run by hypothesis (campaign.py), which draws every choice, shrinks a divergence
and keeps it in its example database.

An example deals a table (tables.py; the deal itself is shuffled by kuhspec.games.dealt from
a number hypothesis draws, so it shrinks too) and then takes steps. Each step
draws its mode, then everything else through a `Drawn` random source handed to the engine's
own random player (kuhspec.games: `choose`, `explicit`), which picks among the reference's
legal() actions of the seats the game waits for:

- **both** (about three steps in five): the action goes to the reference and to the
  implementation;
- **a probe** (about one step in eight): an action the reference rejects (probes.py), also
  to both; a Kuhno next_round carries a deal drawn here;
- **the reference alone** (about one step in four, the mode hypothesis shrinks towards; a
  game's first action too): the implementation is left out, and loaded afresh with the
  reference's position before its next step. So even before shrinking, the actions since
  the last load (the reproduction) are few, and a bug shown by a game's second action
  shrinks to that action alone, from the position after the first.

An example is one game: when it ends (or is abandoned after `max_actions` steps, or after
`ALONE_STRETCH` steps in a row of the reference alone) its last position is compared, and
the steps left are idle, so that shrinking works on that game alone (with several games an
example, a divergence in a later one shrank far slower: benchmarks/bench_differential.py).

The invariant compares, under the law (duel.Sides.verdict): the act answers, the state, the
score, and each seat's view and legal actions where the implementation declares them. A
divergence raises `Divergence`, which holds the position the implementation was last loaded
with and the actions it was sent since: the reproduction. Shrinking turns every step it can
into the reference alone, so a bug of the position alone shrinks to one action from the
position before it, and a bug of hidden memory keeps the actions it needs.

Nothing here names a game.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from kuhspec import games
from kuhspec.harness.differential import probes
from kuhspec.harness.differential.duel import Sides
from kuhspec.harness.differential.memo import Remembered
from kuhspec.harness.differential.tables import Setting, Table, drawing
from kuhspec.interface import ImplementationError

MODES = st.integers(0, 7)  # 0-1: the reference alone (what shrinking aims at: 0); 2: a probe; else both
ALONE, PROBES = 1, 2  # the highest mode of each
PROBE_SHARE = 1 / 8  # the nominal share of probe steps (hypothesis draws the modes as it likes)
DEALS = st.integers(0, (1 << 32) - 1)
MAX_ACTIONS = 600  # a game not over after this many steps is abandoned, and the next one dealt
#: a game whose last this many steps were all the reference's alone ends there (its last position
#: compared): hypothesis's simplest example, and the zero-filled ones it tries early in a run, would
#: otherwise play whole games the implementation never sees (hundreds of steps each); a random
#: example has such a stretch almost never (about one step in four is the reference's alone)
ALONE_STRETCH = 24


class Drawn(random.Random):
    """A random source whose every number hypothesis draws: the engine's random player and
    its shuffles use it as any random.Random, and their choices shrink (an index to 0, a
    shuffle towards the deck's own order)."""

    def __init__(self, data):
        self._data = data
        super().__init__(0)

    def seed(self, *args, **kwargs):  # random.Random.__init__ seeds; there is nothing to seed
        pass

    def random(self) -> float:
        return self._data.draw(st.integers(0, 255)) / 256  # a coarse number: one choice of a byte

    def getrandbits(self, k: int) -> int:
        return self._data.draw(st.integers(0, (1 << k) - 1)) if k else 0

    def _randbelow(self, n: int) -> int:
        return self._data.draw(st.integers(0, n - 1)) if n > 1 else 0


class Divergence(Exception):
    """The implementation's answer differs from the reference's (see `found`)."""

    def __init__(self, found: dict):
        super().__init__(f"{found['divergence']['observation']} differs")
        self.found = found


class Fatal(Exception):
    """The implementation cannot be started any more: the run ends with this error."""


@dataclass
class Run:
    """What the machines of one hypothesis run share: the implementation, the settings to
    deal, the limits, and the counts (see campaign.py)."""

    game: str
    settings: list[Setting]           # the game's declared settings (the draw's choices)
    connect: object                   # connect() -> a live implementation
    capabilities: list[str]
    pin: Setting | None = None        # deal only this setting (the draw is kept, so examples replay)
    probe_rate: float = 0.125
    max_actions: int = MAX_ACTIONS
    tell: object = None               # tell(): tell the other processes that this one found one
    rows: dict = field(default_factory=dict)  # (game, edition, variant) -> counts, until a divergence
    examples: int = 0
    found_at: float | None = None     # time.time() of the first divergence
    found_example: int | None = None  # which example first diverged (1: the first tried)

    def row(self, table: Table) -> dict:
        """The counts of `table`'s setting (once a divergence was found, shrinking's own: not kept)."""
        if self.found_at is not None:
            return dict.fromkeys(("games", "actions", "probes", "compared", "alone", "over", "abandoned"), 0)
        return self.rows.setdefault(table.setting, {
            "game": table.game, "edition": table.edition, "variant": table.variant, "games": 0, "actions": 0,
            "probes": 0, "compared": 0, "alone": 0, "over": 0, "abandoned": 0})

    def __post_init__(self):
        self.memo = Remembered(self._connect)

    def _connect(self):
        try:
            return self.connect()
        except ImplementationError as e:
            raise Fatal(f"the implementation failed to start: {e}") from None

    def live(self) -> Remembered:
        """The implementation, its answers remembered (memo.py); one that cannot be started
        ends the run (Fatal)."""
        return self.memo

    def begin(self) -> None:
        self.examples += 1
        self.memo.begin()

    def diverged(self) -> None:
        if self.found_at is None:
            self.found_at, self.found_example = time.time(), self.examples
            self.memo.keep = True  # shrinking replays the failing example's requests
            if self.tell is not None:
                self.tell()


def _is_over(machine) -> bool:
    return machine.over


class Duel(RuleBasedStateMachine):
    """Random games on the reference and the implementation (see the module); `run` is set
    on each game's subclass (duel_of)."""

    run: Run

    def __init__(self):
        super().__init__()
        self.sides: Sides | None = None
        self.table: Table | None = None
        self.over = False

    def _deal(self, data) -> None:
        run = self.run
        setting = run.settings[drawing(data)(len(run.settings))]
        table = (run.pin or setting).table(drawing(data))
        self.choose, self.is_over = games.random_player(table.game)
        # the deal is shuffled by a source seeded with one drawn number: it shrinks as one
        # choice, so shrinking spends its time on the steps, which make the reproduction
        shuffle = random.Random(data.draw(DEALS))
        self.sides = Sides(table.game, games.dealt(table.setup(), shuffle), run.capabilities)
        self.table, self.over = table, False
        self.start = self.sides.current  # the dealt position
        self.history: list[dict] = []  # every step of this game: {action, rejected, compared}
        self.loaded: tuple[int, dict] | None = None  # (history index, position) of the last load
        self.counted = False  # a game counts once the implementation plays it
        self.stretch = 0  # the reference's steps alone since the implementation was last sent one

    @initialize(data=st.data())
    def deal(self, data):
        self.run.begin()
        self._deal(data)

    @precondition(_is_over)
    @rule()
    def rest(self):
        """The game ended (or was abandoned): an example is one game, so that shrinking
        works on that game alone; the steps left are idle."""

    @precondition(lambda self: self.sides is not None and not self.over)
    @rule(data=st.data())
    def step(self, data):
        mode = data.draw(MODES)
        rng = Drawn(data)
        sides, row = self.sides, self.run.row(self.table)
        if mode <= ALONE:
            action = games.explicit(self.table.game, sides.position, self.choose(sides.ref, rng), rng)
            self.history.append({"action": action, "rejected": sides.alone(action), "compared": False})
            row["alone"] += 1
            self.stretch += 1
        else:
            if sides.impl is None:
                self._load(row)
            probe = ALONE < mode <= PROBES and self.run.probe_rate > 0
            action = self._probe(rng) if probe else self.choose(sides.ref, rng)
            action = games.explicit(self.table.game, sides.position, action, rng)
            rejected = sides.send(action)
            self.history.append({"action": action, "rejected": rejected, "compared": True})
            row["probes" if rejected else "actions"] += 1
            row["compared"] += 1
            self.stretch = 0
        if (self.is_over(sides.position) or len(self.history) >= self.run.max_actions
                or self.stretch >= ALONE_STRETCH):
            self.over = True
            if sides.impl is None:  # the last position is compared, whoever played up to it
                self._load(row)
            row["over" if self.is_over(sides.position) else "abandoned"] += 1

    def _load(self, row: dict) -> None:
        """Load the reference's position into the implementation and compare it."""
        if not self.counted:
            self.counted = True
            row["games"] += 1
        self.loaded = (len(self.history), self.sides.current)
        self.sides.send_load(self.run.live())
        self.agree()

    def _probe(self, rng: random.Random):
        """An action the reference should reject, made from a legal one (probes.py)."""
        sides = self.sides
        t = sides.law.templates
        lists = {s: sides.ref.legal(s) for s in range(len(sides.position["players"]))}
        kinds = sorted({e.get(t.kind) for entries in lists.values() for e in entries if isinstance(e.get(t.kind), str)})
        idle = [s for s, entries in lists.items() if not entries]
        return probes.candidate(self.choose(sides.ref, rng), t.player, t.kind, kinds, idle, sides.position, rng)

    @invariant()
    def agree(self):
        """The implementation agrees with the reference on what was sent last and on the
        position after it (duel.Sides.verdict, under the law)."""
        if self.sides is None:
            return
        d = self.sides.verdict()
        if d is not None:
            self.run.diverged()
            raise Divergence(self._found(d))

    def _found(self, d: dict) -> dict:
        """The divergence with its reproduction: the position last loaded and the actions since."""
        at, position = self.loaded
        entry = len(self.history) - 1 if len(self.history) > at else -1  # -1: at the load
        return {"table": self.table.to_json(), "start": self.start, "divergence": d, "entry": entry,
                "history": list(self.history), "from_entry": at, "position": position,
                "actions": self.history[at:entry + 1] if entry >= 0 else []}


def duel_of(game: str, setting: Setting | None = None) -> type[Duel]:
    """The state machine of one game, or of one setting of it: a Duel subclass of its own
    name, so that hypothesis keeps the examples of each under a key of its own (the name, not
    the source: a database outlives a change of kuhspec). A run that deals one setting keeps
    its examples under that setting's name, so they replay the same in its next run."""
    name = game if setting is None else " ".join(setting.key)
    return type(f"Duel[{name}]", (Duel,), {"__module__": __name__, "__qualname__": f"Duel[{name}]"})
