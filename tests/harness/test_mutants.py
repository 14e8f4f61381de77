"""Proof that the suite catches real bugs (issue 3, deliverable 6).

Every mutant in the mutants package is the reference engine with exactly one verifier,
rule function or constant bent, served over the wire protocol by its own process:
`kuhspec conform --impl "<python> -m mutants NAME"`. For each one the run must fail (exit
status 1, report.json `ok` false) and the report must mark the first of the clauses the
mutant states as failing. A mutant the suite is known not to catch
carries the reason in `Mutant.gap` and is a strict xfail here, so a new scenario that
catches it turns the test into an XPASS failure until the gap is removed.

The full sweep (every mutant over the wire, and the control) carries the marker `full`:
CI runs it after the default run (`python -m pytest -m full`). Each of its mutants runs only
the scenarios of the sections it touches (`Mutant.sections`, e.g. --clause 'KF-AUC-*'); a
scenario citing the bent clause always belongs to that selection, so a restricted run
catches a mutant exactly when a full run does. `benchmarks/mutation_catch_rate.py` runs
every mutant against the full suite.

The default run keeps a sample, so that a mutant regression is still caught on every run:
one mutant of every rule area (a required one where the area has one), each run in process
(mutants.inprocess) on the scenarios of its bent clause only, beside a control (the same
entry point unpatched, on the same clauses) that must pass.
The selected runs start together, KUHSPEC_MUTANT_JOBS (default 2) at a time; each has its
own report folder, so the results do not depend on the order or the timing.
"""

from __future__ import annotations

import collections
import functools
import os
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

import pytest

from kuhspec.catalogue import catalogue
from kuhspec.resources import features_path
from kuhspec.scenarios import read_features

from mutants import REGISTRY
from mutants_run import Verdict, run_mutant

JOBS = max(1, int(os.environ.get("KUHSPEC_MUTANT_JOBS", "2")))
CONTROL = "none"
# the brief's list of bugs the suite must catch: mutant name -> the clause it breaks
REQUIRED = {
    "auctioneer-bids": "KF-AUC-2",
    "overpay-accepted": "KF-SPC-3",
    "change-given": "KF-SPC-2",
    "bid-steps-of-5": "KF-AUC-4",
    "first-bid-zero": "KF-AUC-4",
    "first-tie-to-challenger": "KF-TRD-9",
    "black-sheep-not-turned": "KF-TRI-3",
    "stack-cow-not-turned": "KF-TRI-4",
    "no-most-kuhpons-bonus": "KF-SCO-3",
    "two-copycats-one-type": "KF-COP-5",
    "view-leaks-kuhpons": "KF-SET-5",
    "view-leaks-stack": "KF-SET-5",
    "no-repeat-cap": "KF-SPC-8",
    "copycat-tradeable": "KF-TRD-4",
    "refusal-when-unaffordable": "KF-SPC-5",
    "anticlockwise": "KF-TURN-2",
    "three-players-four-copycats": "KF-SET-2",
    "tie-break-most-valuable-triple": "KF-SCO-7",
    # Kuhno (issue 9)
    "kuhno-party-does-not-reverse": "KN-PARTY-1",
    "kuhno-milk-one-too-many": "KN-MILK-1",
    "kuhno-cowpat-not-added-up": "KN-COWPAT-3",
    "kuhno-flower-first-allowed": "KN-FLOWER-3",
    "kuhno-does-not-end-round": "KN-ROUND-1",
    "kuhno-red-eyes-ignored": "KN-RED-1",
}
KUHNO_MUTANTS = 12  # at least this many bend a rule of Kuhno
# the 2-player game (issue 7): mutant name -> every clause its run must mark as failing,
# the bent one first (the mutant's own list must say the same)
TWO_PLAYER = {
    "hidden-kuhpon-to-auctioneer": ("KF-TWO-12", "KF-TWO-11", "KF-TWO-4"),
    "hidden-kuhpon-seen-by-opponent": ("KF-TWO-4", "KF-TWO-13"),
    "hidden-kuhpon-seen-by-auctioneer": ("KF-TWO-4", "KF-TWO-13"),
    "case-b-pays-the-wrong-way": ("KF-TWO-11", "KF-TWO-10", "KF-TWO-12"),
    "case-b-lot-to-the-bidder": ("KF-TWO-11", "KF-TWO-10", "KF-TWO-12"),
    "lot-black-sheep-not-turned": ("KF-TWO-8", "KF-TWO-10", "KF-TWO-11"),
    "neutral-pile-order-not-kept": ("KF-TWO-5", "KF-TWO-7"),
    "pass-in-black-sheep-lot": ("KF-TWO-10", "KF-TWO-8"),
    "case-b-everywhere": ("KF-TWO-10", "KF-TWO-11"),
    "pile-face-up-in-english": ("KF-TWO-4",),
    "pile-face-down-in-dutch": ("KF-TWO-4", "KF-TWO-8"),
    "empty-stack-ignores-the-pile": ("KF-TWO-14", "KF-END-3", "KF-END-5"),
    "close-called-in-two-player": ("KF-TWO-9",),
}


def area(name: str) -> str:
    """The rule area of a mutant: its module in the mutants package."""
    return REGISTRY[name].patch.__module__.rsplit(".", 1)[-1]


def cited() -> tuple[collections.Counter, dict[str, str]]:
    """(clause id -> how many scenarios of the shipped features cite it, clause id -> the
    id of the first of them), as kuhspec.scenarios reads the features (a Rule's tags too)."""
    count: collections.Counter = collections.Counter()
    first: dict[str, str] = {}
    for scenario in read_features(features_path()):
        for clause in scenario.clauses:
            count[clause] += 1
            first.setdefault(clause, scenario.id)
    return count, first


CITED, FIRST_CITING = cited()


def sample() -> list[str]:
    """One mutant of every rule area: of its required ones (else of those without a known
    gap), the one whose bent clause the fewest scenarios cite, as its run plays only those:
    whether the suite catches a bent rule is the same question for each of an area's
    mutants, and the full sweep asks it of every one."""
    count = CITED
    chosen: dict[str, str] = {}
    for required in (True, False):
        for name in sorted(REGISTRY, key=lambda n: (count[REGISTRY[n].clause], n)):
            m = REGISTRY[name]
            if m.gap is None and (name in REQUIRED) == required:
                chosen.setdefault(area(name), name)
    return sorted(chosen.values())


SAMPLE = sample()
SAMPLE_CONTROL = "none (sample)"


class NotCaught(AssertionError):
    """The run of a mutant passed, or failed without naming the bent clause."""


def _params() -> list:
    out = []
    for m in REGISTRY.values():
        marks = [pytest.mark.xfail(raises=NotCaught, strict=True, reason=f"not caught: {m.gap}")] if m.gap else []
        out.append(pytest.param(m.name, id=m.name, marks=marks))
    return out


class Runs:
    """The conform runs of one session: started at once for every mutant the session
    selected, JOBS at a time; `get(name)` waits for one (and starts it if need be)."""

    def __init__(self, root: Path, wanted: list[str]):
        self.root = root
        self.pool = ThreadPoolExecutor(max_workers=JOBS, thread_name_prefix="mutant")
        self.futures: dict[str, Future] = {}
        for name in wanted:
            self._submit(name)

    def _submit(self, name: str) -> Future:
        if name not in self.futures:
            out = self.root / name.replace(" ", "-") / "report"
            out.parent.mkdir(parents=True, exist_ok=True)
            if name == SAMPLE_CONTROL:
                run = functools.partial(run_mutant, CONTROL, out, in_process=True,
                                        scenarios=[FIRST_CITING[REGISTRY[n].clause] for n in SAMPLE])
            elif name.endswith(" (sample)"):
                run = functools.partial(run_mutant, name.split()[0], out, in_process=True)
            else:  # the control runs the whole suite; a mutant only the sections it touches
                run = functools.partial(run_mutant, name, out, restricted=name != CONTROL)
            self.futures[name] = self.pool.submit(run)
        return self.futures[name]

    def get(self, name: str) -> Verdict:
        return self._submit(name).result()

    def close(self) -> None:
        self.pool.shutdown(wait=True, cancel_futures=True)


@pytest.fixture(scope="module")
def runs(request, tmp_path_factory):
    here = Path(request.module.__file__).resolve()
    wanted: list[str] = []
    for item in request.session.items:
        if Path(item.path).resolve() != here:
            continue
        test = getattr(item, "originalname", None)
        if test == "test_sampled_mutant_is_caught":
            wanted.append(f"{item.callspec.params['name']} (sample)")
        elif test == "test_sampled_control_passes":
            wanted.insert(0, SAMPLE_CONTROL)
        elif test == "test_mutant_is_caught":
            wanted.append(item.callspec.params["name"])
        elif test == "test_two_player_mutant_fails_every_stated_clause":
            wanted.append(item.callspec.params["name"])
        elif test == "test_catch_rate":
            wanted += list(REGISTRY)
        elif test == "test_unpatched_entry_point_passes":
            wanted.insert(0, CONTROL)
    r = Runs(tmp_path_factory.mktemp("mutants"), list(dict.fromkeys(wanted)))
    yield r
    r.close()


def test_registry():
    """At least 14 mutants (12 of them Kuhno's), the required ones among them; every clause
    exists in the spec, and a mutant's clauses are all of one game."""
    games = catalogue().games
    clause_ids = {c for g in games.values() for c in g.clauses}
    assert len(REGISTRY) >= 14
    assert sum(m.clause.startswith("KN-") for m in REGISTRY.values()) >= KUHNO_MUTANTS
    for name, clause in REQUIRED.items():
        assert REGISTRY[name].clause == clause, name
        assert REGISTRY[name].gap is None, f"{name} is required to be caught"
    for m in REGISTRY.values():
        assert m.clauses and set(m.clauses) <= clause_ids, m
        assert len({c.split("-")[0] for c in m.clauses}) == 1, f"{m.name} bends rules of two games"
        assert m.doc, f"{m.name} says which rule it bends"
        assert any(_matches(m.clause, glob) for glob in m.sections), m


def test_two_player_mutants_are_registered_with_their_clauses():
    """At least 5 mutants bend a rule of the 2-player game; each states exactly the clauses
    listed here, and none is a known gap."""
    assert len(TWO_PLAYER) >= 5
    for name, clauses in TWO_PLAYER.items():
        assert REGISTRY[name].clauses == clauses, name
        assert REGISTRY[name].gap is None, f"{name} is required to be caught"
    bent = {n for n, m in REGISTRY.items() if any(c.startswith("KF-TWO-") for c in m.clauses)}
    assert bent == set(TWO_PLAYER), f"a 2-player mutant missing from TWO_PLAYER: {bent ^ set(TWO_PLAYER)}"


#: the 2-player mutants the default run keeps; the others run under the marker `full`. None:
#: the default run's sample of mutants (one per rule area) holds a 2-player one already, and
#: a run of every stated clause of one mutant costs as much as the rest of the sample
TWO_PLAYER_SAMPLE: tuple[str, ...] = ()


@pytest.mark.slow
@pytest.mark.parametrize("name", [pytest.param(n, marks=() if n in TWO_PLAYER_SAMPLE else pytest.mark.full)
                                  for n in sorted(TWO_PLAYER)])
def test_two_player_mutant_fails_every_stated_clause(runs, name):
    """Not only the bent clause: every clause the 2-player mutant states is marked failing,
    so each stated consequence of the bend is really checked by a scenario."""
    v = runs.get(name)
    missing = [c for c in TWO_PLAYER[name] if c not in v.failing_clauses]
    assert v.run_failed and not missing, f"not marked failing: {missing}\n{v.describe()}"


def _matches(clause: str, glob: str) -> bool:
    import fnmatch

    return fnmatch.fnmatchcase(clause, glob)


def test_the_sample_covers_every_rule_area():
    assert {area(n) for n in SAMPLE} == {area(n) for n in REGISTRY}
    assert len(SAMPLE) == len({area(n) for n in SAMPLE})
    assert all(REGISTRY[n].gap is None for n in SAMPLE)


def test_sampled_control_passes(runs):
    """The in-process entry point without a patch passes the first scenario of each of the
    sample's bent clauses: the entry point is the reference when nothing is bent. That the
    reference passes every scenario of those clauses is the in-process run of the suite
    (tests/conformance), and the full sweep's control runs the whole suite through the
    entry point over the wire."""
    v = runs.get(SAMPLE_CONTROL)
    assert v.hello_name == f"kuhspec-reference+{CONTROL}", v.describe()
    assert v.rc == 0 and v.ok is True, v.describe()
    firsts = {FIRST_CITING[REGISTRY[n].clause] for n in SAMPLE}
    assert v.totals["fail"] == 0 and v.totals["pass"] >= len(firsts), v.totals


@pytest.mark.parametrize("name", SAMPLE)
def test_sampled_mutant_is_caught(runs, name):
    """The sample's mutant, in process, fails its bent clause."""
    v = runs.get(f"{name} (sample)")
    assert v.hello_name == f"kuhspec-reference+{name}", v.describe()
    assert v.caught and v.rc == 1 and v.ok is False, v.describe()


@pytest.mark.full
@pytest.mark.slow
def test_unpatched_entry_point_passes(runs):
    """The control: the same entry point without a patch passes the whole suite, so every
    failure below comes from the bent rule."""
    v = runs.get(CONTROL)
    assert v.hello_name == f"kuhspec-reference+{CONTROL}", v.describe()
    assert v.rc == 0 and v.ok is True, v.describe()
    assert v.totals["fail"] == 0 and v.totals["pass"] > 300, v.totals


@pytest.mark.full
@pytest.mark.slow
@pytest.mark.parametrize("name", _params())
def test_mutant_is_caught(runs, name):
    m = REGISTRY[name]
    v = runs.get(name)
    assert v.ok is not None, f"no report.json was written\n{v.describe()}"
    assert v.hello_name == f"kuhspec-reference+{name}", v.describe()
    assert v.rc in (0, 1), v.describe()  # never a usage or collection problem
    if not v.run_failed:
        raise NotCaught(f"the run passed\n{v.describe()}")
    if m.clause not in v.failing_clauses:
        raise NotCaught(f"the run failed, but not on {m.clause}\n{v.describe()}")
    assert v.rc == 1 and v.ok is False


@pytest.mark.full
@pytest.mark.slow
def test_catch_rate(runs, capsys):
    """Every mutant without a known gap is caught, and every known gap is still a gap."""
    verdicts = [runs.get(name) for name in REGISTRY]
    caught = [v for v in verdicts if v.caught]
    lines = [f"mutation catch rate (restricted runs): {len(caught)}/{len(verdicts)} mutants caught "
             f"with the bent clause named"]
    for v in verdicts:
        if not v.caught:
            why = "run passed" if not v.run_failed else f"failed on {v.failing_clauses}"
            lines.append(f"  not caught: {v.name} ({REGISTRY[v.name].clause}): {why}")
    with capsys.disabled():
        print("\n" + "\n".join(lines))
    assert sorted(v.name for v in verdicts if not v.caught) == sorted(
        m.name for m in REGISTRY.values() if m.gap)
