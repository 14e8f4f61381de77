"""Deliberately broken implementations: the reference engine with exactly one rule bent.

    python -m mutants NAME        # (with tests/harness on PYTHONPATH) serve mutant NAME
    python -m mutants --list

Each mutant bends ONE verifier, ONE rule function or ONE constant of the
``kuhspec.festival`` or ``kuhspec.kuhno`` modules (see the engine's verify / can / do pattern): it replaces the
module attribute, in this process only, before the reference server loop
(`kuhspec.wire.server.main`) starts. No mutant copies an engine handler, and the engine
and harness sources are never edited. The mutant's `hello` name says which mutant it is
(``kuhspec-reference+<NAME>``); the name ``none`` serves the unpatched reference through
the same entry point (the control).

`REGISTRY` maps a name to a `Mutant`: the clauses it is expected to fail (a conformance run
must mark at least the first as failing), the clause globs of the sections it touches (the
tests run only those; benchmarks/mutation_catch_rate.py runs everything), and ``gap``: when
the suite is known NOT to catch the mutant, the reason (a finding; the test is then a
strict xfail). The mutants live by rule area: auction, payment, trade, triples, copycats,
views, scoring, setup_turns, legal and two_player (the 2-player game) for Festival; kuhno
for Kuhno.

The engine looks its rule functions up at call time in the module that defines them (a
handler calls its verifier, a verifier `turns.may_bid`, legal() `auction.can_bid` ...),
so replacing the attribute there bends the handler, the verifier and legal() together.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType

from kuhspec.errors import Rejection  # the base of every game's Rejection


@dataclass(frozen=True)
class Mutant:
    name: str
    clauses: tuple[str, ...]     # the clauses it should fail; the report must fail the first
    sections: tuple[str, ...]    # --clause globs for the restricted (default test) run
    doc: str                     # the bent rule, in one line
    patch: Callable[[], None]
    gap: str | None = None       # why the suite does not catch it (strict xfail), if known

    @property
    def clause(self) -> str:
        """The clause whose rule is bent: a run must mark it as failing."""
        return self.clauses[0]


REGISTRY: dict[str, Mutant] = {}


def mutant(name: str, *clauses: str, sections: tuple[str, ...] = (), gap: str | None = None):
    """Register the decorated patch as mutant `name`, expected to fail `clauses` (the first
    one at least); by default it runs the sections of all of them."""
    assert clauses, name

    def register(fn: Callable[[], None]) -> Callable[[], None]:
        assert name not in REGISTRY, name
        globs = sections or tuple(dict.fromkeys(c.rsplit("-", 1)[0] + "-*" for c in clauses))
        REGISTRY[name] = Mutant(name, tuple(clauses), globs, (fn.__doc__ or "").strip(), fn, gap)
        return fn
    return register


def bend(module: ModuleType, name: str, value):
    """Replace one verifier, rule function or constant: `module.name = value`. Returns the
    original, so a bend can wrap it."""
    original = getattr(module, name)  # an AttributeError names a rule that moved
    if callable(original) != callable(value):
        raise TypeError(f"{module.__name__}.{name}: a function bends into a function, a constant into a constant")
    setattr(module, name, value)
    return original


def waive(module: ModuleType, rule: str, code: str) -> None:
    """Bend `module.rule` so that it no longer refuses with `code`: a rule check that
    returns its refusal (Festival's `refuse_x`, which its verifier `verify_x` and its boolean
    `can_x` both call, so the handler and legal() bend together) or a verifier that raises
    it. Only for a check that is the rule's last (a waived check stops the checks after it)."""
    original = getattr(module, rule)

    def refuse(state: dict, action: dict):
        try:
            refusal = original(state, action)
        except Rejection as rejection:
            if rejection.code != code:
                raise
            return None
        return None if refusal is not None and refusal.code == code else refusal

    bend(module, rule, refuse)


def noop(*_args, **_kwargs) -> None:
    """A step of the rules that no longer happens."""


# the rule areas register their mutants on import
from . import auction, payment, trade, triples, copycats, views, scoring, setup_turns, legal, two_player, kuhno  # noqa: E402,F401


# --------------------------------------------------------------------------- the server


def apply_mutant(name: str) -> None:
    if name != "none":
        REGISTRY[name].patch()


def factory(name: str) -> Callable:
    from kuhspec.reference_impl import ReferenceImplementation

    class Mutated(ReferenceImplementation):
        def hello(self):
            info = super().hello()
            info["name"] = f"kuhspec-reference+{name}"
            return info

    return Mutated


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv == ["--list"]:
        for m in REGISTRY.values():
            print(f"{m.name:<36} {m.clause:<10} {m.doc}")
        return 0
    if len(argv) != 1 or (argv[0] not in REGISTRY and argv[0] != "none"):
        print(f"usage: python -m mutants NAME  (NAME: none, {', '.join(REGISTRY)})", file=sys.stderr)
        return 2
    apply_mutant(argv[0])
    from kuhspec.wire import server as serve

    return serve.main([], factory=factory(argv[0]))
