"""The differential's state machines as pytest tests, for a long campaign with HypoFuzz
(docs/differential.md, "A long campaign with HypoFuzz"). HypoFuzz is not a dependency of
kuhspec: install it yourself (pip install hypofuzz; AGPL-3.0-only).

    KUHSPEC_IMPL="./my-engine --kuhspec" KUHSPEC_DATABASE=.hypothesis/kuhspec-differential \\
        hypothesis fuzz -- examples/hypofuzz/

Each declared game is one test (TestDuel_<game>), the machine `kuhspec differential` runs,
keeping its examples in the same database: what HypoFuzz finds, `kuhspec differential
--database` tries first, and the other way round. Plain pytest runs each test once, briefly.
"""

from __future__ import annotations

import atexit
import os

from hypothesis import HealthCheck, settings

from kuhspec.harness.differential.campaign import capabilities
from kuhspec.harness.differential.connect import Connection
from kuhspec.harness.differential.examples import DEFAULT, open_database
from kuhspec.harness.differential.machine import Run, duel_of
from kuhspec.harness.differential.tables import settings as declared

_connection = Connection(os.environ.get("KUHSPEC_IMPL", "python:kuhspec.reference_impl:ReferenceImplementation"))
atexit.register(_connection.close)
_hello = _connection.start()
_database = open_database(os.environ.get("KUHSPEC_DATABASE", DEFAULT))

for _game in dict.fromkeys(s.game for s in declared(_hello)):
    _machine = duel_of(_game)
    _machine.run = Run(_game, [s for s in declared(_hello) if s.game == _game], _connection, capabilities(_hello))
    _test = _machine.TestCase
    _test.settings = settings(max_examples=5, stateful_step_count=600, deadline=None, database=_database,
                              suppress_health_check=list(HealthCheck))
    globals()[f"TestDuel_{_game.replace('-', '_')}"] = _test
