"""Every benchmark of benchmarks/ runs in its short mode and prints its ratio line (or, for
a figure whose game, variant or command is not written yet, a SKIP line saying why).

No timing is asserted: the figures are for reading, the scripts only have to keep working.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BENCH = ROOT / "benchmarks"

# script -> may it print SKIP instead of a ratio (its subject is being written in parallel)?
SCRIPTS = {
    "bench_festival.py": False,
    "bench_two_player.py": True,
    "bench_kuhno.py": True,
    "bench_floor.py": False,
    "bench_conform.py": False,
    "bench_memory.py": False,
    "bench_smoke.py": True,
    "bench_testrun.py": False,
    "bench_budget.py": False,
    "bench_wire_floor.py": False,
    "bench_instructions.py": True,  # SKIP where valgrind is not installed
    "bench_differential.py": True,  # SKIP without --old, a checkout of the tool before issue 29
}
LINE = re.compile(r"^(RATIO \S+ = \d+\.\d+x  \(goal .+\)|SKIP \S+: .+)$", re.M)


def _env() -> dict:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT / "reference"), *filter(None, [env.get("PYTHONPATH")])])
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


def test_every_benchmark_script_is_tested():
    assert {p.name for p in BENCH.glob("bench_*.py")} == set(SCRIPTS)


@pytest.mark.full  # CI runs them after the default run (`pytest -m full`)
@pytest.mark.slow
@pytest.mark.parametrize("script", sorted(SCRIPTS))
def test_short_mode_prints_its_ratio(script, tmp_path):
    p = subprocess.run([sys.executable, str(BENCH / script), "--short"], capture_output=True, text=True,
                       cwd=tmp_path, env=_env(), timeout=600)
    assert p.returncode == 0, p.stdout[-3000:] + p.stderr[-3000:]
    lines = LINE.findall(p.stdout)
    assert len(lines) == 1, p.stdout
    if not SCRIPTS[script]:
        assert lines[0].startswith("RATIO "), p.stdout


@pytest.mark.full  # it collects the real suite
def test_the_floor_has_the_real_suites_shape(tmp_path):
    sys.path.insert(0, str(BENCH))
    try:
        import build_floor
    finally:
        sys.path.remove(str(BENCH))
    counts = build_floor.build(tmp_path / "floor")
    features = sorted((tmp_path / "floor" / "features").glob("*.feature"))
    assert len(features) == len(counts["features"]) > 0
    text = "\n".join(f.read_text() for f in features)
    scenarios = sum(len(v) for v in counts["features"].values())
    assert text.count("  Scenario") == scenarios
    steps = sum(len(s["types"]) for v in counts["features"].values() for s in v)
    assert len(re.findall(r"^    (Given|When|Then) noop ", text, re.M)) == steps
    assert sum(counts["step_definitions"].values()) > 50
