"""A scenario's world (its engine, recorder, legal check and every answer it kept) is freed
by reference counting as soon as the scenario lets go of it, not left for Python's cycle
collector: a world its own parts refer back to waits for a full collection, and a
conformance run piled up ~2.7 MB of such dead worlds at a time (benchmarks/bench_memory.py)."""

from __future__ import annotations

import gc
import sys
import weakref
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the step library, tests/conformance

from conformance.festival.world import FestivalWorld  # noqa: E402

from kuhspec.law.applicability import setting  # noqa: E402
from kuhspec.harness.recording import RecordingImplementation  # noqa: E402
from kuhspec.reference_impl import ReferenceImplementation  # noqa: E402
from kuhspec.scenarios import build  # noqa: E402


@pytest.fixture
def no_collector():
    gc.collect()
    gc.disable()
    yield
    gc.enable()


def test_a_world_that_played_is_freed_without_the_cycle_collector(no_collector):
    ref = ReferenceImplementation()
    hello = ref.hello()
    world = FestivalWorld(RecordingImplementation(ref, hello=hello),
                          setting(build("a scenario", {"id:KF-EN-X-1", "KF-AUC-1"}, "auction.feature", 3), hello))
    assert world.legal_check is not None  # the part that once referred back to the world
    world.new_game(["Anne", "Benno", "Claudi"], seed=3)
    lot = next(a for a in world.impl.legal(0) if a["type"] == "auction")  # a whole action: its cards named
    assert "events" in world.act(lot)  # the position before it was probed by the legal check
    gone = weakref.ref(world)
    del world
    assert gone() is None
