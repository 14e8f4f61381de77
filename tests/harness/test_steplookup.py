"""The cached step lookup (kuhspec.harness.steplookup) finds exactly what pytest-bdd's own
lookup finds, for every step of every scenario of the real suite, and steps aside when it
cannot be sure of pytest-bdd's shape."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest

from harnesslib import REFERENCE_DIR, env
from kuhspec.harness import steplookup
from kuhspec.resources import data_path

CHECK = textwrap.dedent(r'''
    import json, sys
    import pytest
    from pytest_bdd.scenario import scenario_wrapper_template_registry
    from kuhspec.harness import steplookup

    class Check:
        out = None

        def pytest_collection_finish(self, session):
            fm = session._fixturemanager
            steps, found, bad = 0, 0, []
            for item in session.items:
                template = scenario_wrapper_template_registry.get(getattr(item, "obj", None))
                if template is None:
                    continue
                callspec = getattr(item, "callspec", None)
                example = callspec.params.get("_pytest_bdd_example", {}) if callspec else {}
                for step in template.render(example).steps:
                    steps += 1
                    for _ in range(2):  # the second time from the cache
                        cached = list(steplookup.cached_find_fixturedefs_for_step(step, fm, item))
                    plain = list(steplookup.uncached_find_fixturedefs_for_step(step, fm, item))
                    found += bool(plain)
                    if [id(d) for d in cached] != [id(d) for d in plain]:
                        bad.append(f"{item.nodeid}: {step.type} {step.name!r}: "
                                   f"{[d.argname for d in cached]} != {[d.argname for d in plain]}")
            self.out = {"status": steplookup.STATUS, "items": len(session.items), "steps": steps,
                        "found": found, "bad": bad[:20]}

    suite, ini = sys.argv[1:3]
    check = Check()
    pytest.main([suite, "-c", ini, "--rootdir", suite, "--confcutdir", suite, "-p", "kuhspec.harness.plugin",
                 "-p", "no:cacheprovider", "-p", "no:terminal", "--collect-only", "--kuhspec-scenarios-only"],
                plugins=[check])
    print("CHECK " + json.dumps(check.out))
''')


@pytest.mark.full  # the default run's scenarios all run through the cached lookup
def test_cached_lookup_finds_what_pytest_bdd_finds_for_every_step(tmp_path):
    suite = data_path("conformance").resolve()
    ini = tmp_path / "pytest.ini"
    ini.write_text("[pytest]\n", encoding="utf-8")
    p = subprocess.run([sys.executable, "-c", CHECK, str(suite), str(ini)], capture_output=True, text=True,
                       env=env(REFERENCE_DIR), timeout=300)
    line = next((ln for ln in p.stdout.splitlines() if ln.startswith("CHECK ")), None)
    assert line, p.stdout[-3000:] + p.stderr[-3000:]
    out = json.loads(line[6:])
    assert out["status"] == "cached"
    assert out["steps"] > 1000 and out["items"] > 100, out
    assert out["found"] == out["steps"], "every step of the suite has a definition"
    assert out["bad"] == []


def test_installs_once_and_restores_pytest_bdd_on_uninstall(monkeypatch):
    scenario = steplookup._scenario_module()
    before = steplookup._installs
    original = scenario.find_fixturedefs_for_step if before == 0 else steplookup._original
    assert steplookup.install() == "cached"
    assert steplookup.install() == "cached"
    assert scenario.find_fixturedefs_for_step is steplookup.cached_find_fixturedefs_for_step
    steplookup.uninstall()
    steplookup.uninstall()
    assert steplookup._installs == before
    if before == 0:
        assert scenario.find_fixturedefs_for_step is original


@pytest.mark.parametrize("bend", ["env", "version", "shape"])
def test_falls_back_to_pytest_bdds_own_lookup(monkeypatch, bend):
    scenario = steplookup._scenario_module()
    if bend == "env":
        monkeypatch.setenv("KUHSPEC_STEP_CACHE", "0")
    elif bend == "version":
        monkeypatch.setattr(steplookup, "SUPPORTED", ())
    else:
        monkeypatch.setattr(scenario, "inject_fixturedefs_for_step", lambda step, fixturemanager, node: None)
    monkeypatch.setattr(steplookup, "_installs", 0)
    monkeypatch.setattr(steplookup, "STATUS", "not installed")
    current = scenario.find_fixturedefs_for_step
    reason = steplookup.install()
    assert reason != "cached" and steplookup.STATUS == reason
    assert scenario.find_fixturedefs_for_step is current  # untouched: pytest-bdd's own lookup runs
    assert steplookup._installs == 0
