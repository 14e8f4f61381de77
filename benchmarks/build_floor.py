"""Build the pytest-bdd floor: a no-op suite of the same shape as the real conformance suite.

    python benchmarks/build_floor.py DEST [--json]

The floor has as many feature files as features/ (one per real file), the same scenarios
(each with as many Given/When/Then steps, in the same order, as the real one runs: its
Background's steps and its own; an outline with as many example rows), and as many step
definitions of each step type as pytest-bdd registers for the real suite (every phrase of
every language of every phrasebook), all `parsers.re` patterns with one argument, all
visible to the one test module that binds the features, like test_festival.py. Its steps do
nothing. `pytest DEST` then costs what pytest-bdd itself costs for a suite of our shape, so
`kuhspec conform` / floor is the cost of our steps, harness and engine over pytest-bdd's.

The real counts come from the features (kuhspec.scenarios.read_features) and from the step
fixtures a collection of the real suite registers (counted, not assumed).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
TYPES = ("given", "when", "then")

COUNT_STEPS = r'''
import json, sys
import pytest
from pytest_bdd.compat import get_fixture_names
from pytest_bdd.steps import step_function_context_registry

class Count:
    def pytest_collection_finish(self, session):
        fm = session._fixturemanager
        names = get_fixture_names(fm)
        defs, visible = {}, set()
        for item in session.items:
            for name in names:
                for fd in fm.getfixturedefs(name, item) or ():
                    visible.add(name)
                    ctx = step_function_context_registry.get(fd.func)
                    if ctx is not None:
                        defs[id(fd)] = ctx.type or "*"
            break  # every scenario item of the suite sees the same definitions
        self.out = {"items": len(session.items), "fixture_names": len(visible),
                    "step_definitions": dict(__import__("collections").Counter(defs.values()))}

suite, root, ini = sys.argv[1:4]
c = Count()
rc = pytest.main([suite, "-c", ini, "--rootdir", root, "--confcutdir", root, "-p", "kuhspec.harness.plugin",
                  "-p", "no:cacheprovider", "-p", "no:terminal", "--collect-only", "--kuhspec-scenarios-only"],
                 plugins=[c])
print("COUNTS " + json.dumps(getattr(c, "out", None)))
'''


def real_counts() -> dict:
    """Feature files, scenarios (with their step types) and registered step definitions."""
    from kuhspec.resources import data_path
    from kuhspec.scenarios import read_features

    scenarios = read_features(data_path("features"))
    features: dict[str, list] = {}
    for s in scenarios:
        rows = sum(len(e.rows) for e in s.examples) if s.outline else 0
        features.setdefault(s.feature, []).append({"types": [st.type for st in s.steps], "rows": rows})
    suite = data_path("conformance").resolve()
    with tempfile.TemporaryDirectory(prefix="kuhspec-floor-") as tmp:
        ini = Path(tmp) / "pytest.ini"
        ini.write_text("[pytest]\n", encoding="utf-8")
        p = subprocess.run([sys.executable, "-c", COUNT_STEPS, str(suite), str(suite), str(ini)],
                           capture_output=True, text=True)
    line = next((ln for ln in p.stdout.splitlines() if ln.startswith("COUNTS ")), None)
    collected = json.loads(line[7:]) if line else None
    if not collected:
        raise SystemExit(f"could not count the real suite's step definitions:\n{p.stdout[-2000:]}\n{p.stderr[-2000:]}")
    return {"features": features, **collected}


def _feature_text(index: int, scenarios: list[dict], defs: Counter) -> str:
    lines = [f"Feature: floor {index}", ""]
    seen: Counter = Counter()
    for n, sc in enumerate(scenarios):
        outline = sc["rows"] > 0
        lines.append(f"  Scenario{' Outline' if outline else ''}: floor {index} scenario {n}")
        for i, t in enumerate(sc["types"]):
            k = seen[t] % max(defs[t], 1) if defs[t] else seen["*"] % defs["*"]
            seen[t] += 1
            arg = "<v>" if outline and i == 0 else f"a{i}"
            kind = t if defs[t] else "*"
            lines.append(f"    {t.capitalize()} noop {kind} {k} takes {arg}")
        if outline:
            lines += ["", "    Examples:", "      | v |"] + [f"      | r{r} |" for r in range(sc["rows"])]
        lines.append("")
    return "\n".join(lines)


CONFTEST = '''"""The floor's step definitions: {total} no-op steps, like the real suite's phrases."""
from pytest_bdd import given, parsers, step, then, when

DECORATORS = {{"given": given, "when": when, "then": then}}


def noop(arg):
    pass


for _kind, _n in {defs!r}.items():
    for _k in range(_n):
        _deco = DECORATORS.get(_kind)
        _parser = parsers.re(rf"^noop {{_kind}} {{_k}} takes (?P<arg>\\S+)$")
        (_deco(_parser) if _deco else step(_parser))(noop)
'''

TEST_MODULE = '''"""Bind every floor feature, as test_festival.py binds the real ones."""
from pathlib import Path

from pytest_bdd import scenarios

scenarios(str(Path(__file__).parent / "features"))
'''


def build(dest: Path, counts: dict | None = None) -> dict:
    """Write the floor suite into `dest` (a fresh folder); return the counts it mirrors."""
    counts = counts or real_counts()
    defs = Counter(counts["step_definitions"])
    dest.mkdir(parents=True, exist_ok=True)
    (dest / "features").mkdir(exist_ok=True)
    for i, (rel, scenarios) in enumerate(sorted(counts["features"].items())):
        (dest / "features" / f"floor_{i:02d}.feature").write_text(_feature_text(i, scenarios, defs), encoding="utf-8")
    (dest / "conftest.py").write_text(CONFTEST.format(total=sum(defs.values()), defs=dict(defs)), encoding="utf-8")
    (dest / "test_floor.py").write_text(TEST_MODULE, encoding="utf-8")
    (dest / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    return counts


def summary(counts: dict) -> str:
    feats = counts["features"]
    n = sum(len(v) for v in feats.values())
    steps = sum(len(s["types"]) * max(s["rows"], 1) for v in feats.values() for s in v)
    items = sum(max(s["rows"], 1) for v in feats.values() for s in v)
    defs = sum(counts["step_definitions"].values())
    return (f"{len(feats)} feature files, {n} scenarios ({items} runs, {steps} steps), "
            f"{defs} step definitions {dict(counts['step_definitions'])}, "
            f"{counts['fixture_names']} fixture names visible to a scenario")


def pytest_args(dest: Path) -> list[str]:
    """How the floor is run: like `kuhspec conform` runs the real suite (quiet, no cache)."""
    return [sys.executable, "-m", "pytest", str(dest), "-c", str(dest / "pytest.ini"), "--rootdir", str(dest),
            "-p", "no:terminal", "-p", "no:cacheprovider"]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("dest", type=Path)
    ap.add_argument("--json", action="store_true", help="print the counts as JSON")
    args = ap.parse_args()
    counts = build(args.dest)
    print(json.dumps(counts) if args.json else f"floor in {args.dest}: {summary(counts)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
