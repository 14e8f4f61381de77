"""Mutants in process: ``kuhspec conform --impl python:mutants.inprocess:NAME`` (with
tests/harness on PYTHONPATH) runs the suite against mutant NAME inside the conform process.

The bend is the same one `python -m mutants NAME` serves over the wire; only the process
boundary is left out, which makes a run several times cheaper (no second interpreter, no
wire). The default test run checks its sample of mutants this way; the full sweep
(tests/harness/test_mutants.py, marker `full`) keeps the subprocess path. The steps never
import the engine (the seam), so bending it here changes what the implementation answers
and nothing else.
"""

from __future__ import annotations

from . import REGISTRY, apply_mutant, factory

_applied: dict[str, type] = {}


def __getattr__(name: str):
    """The implementation class of mutant NAME, its bend applied once in this process."""
    if name.startswith("__") or (name not in REGISTRY and name != "none"):
        raise AttributeError(f"no mutant {name!r}")
    if name not in _applied:
        if _applied:
            raise RuntimeError(f"mutant {next(iter(_applied))} is already applied in this process")
        apply_mutant(name)
        _applied[name] = factory(name)
    return _applied[name]
