"""A variant is a matter of the catalogue: an implementation that declares only one variant
of Kuhhandel Festival runs every scenario whose clauses apply to it (the rules of the basic
game it keeps included) and nothing else, and the reference passes the 2-player clauses in
process and over the wire alike."""

from __future__ import annotations

import pytest

from kuhspec.catalogue import catalogue

from harnesslib import FAKES, env, run_conform, serve_cmd

GAME = "kuhhandel-festival"


def _two_player_clauses() -> set[str]:
    game = catalogue().game(GAME)
    return {c.id for c in game.active_clauses() if c.variants == ("two-player",)}


def _by_status(report: dict) -> dict[str, dict]:
    out: dict[str, dict] = {}
    for s in report["scenarios"]:
        out.setdefault(s["status"], {})[s["id"]] = s
    return out


@pytest.mark.full  # the whole suite; the default run keeps the standard-only run and test_export's applicability checks
@pytest.mark.slow
def test_a_two_player_only_implementation_runs_what_the_variant_keeps(tmp_path):
    run = run_conform(tmp_path, 1, "--impl", "python:variant_only:TwoPlayerOnly", "--game", GAME,
                      suite=None, environ=env(FAKES), timeout=600)
    assert run.rc == 0, run.stdout[-3000:] + run.stderr[-3000:]
    statuses = _by_status(run.report)
    assert set(statuses) == {"pass", "skip"}, {k: sorted(v)[:5] for k, v in statuses.items()}
    passed, skipped = statuses["pass"], statuses["skip"]
    # the variant's own scenarios, and the 2-player scenarios of the basic game's rules
    kept = {f"KF-EN-TWO-{n}" for n in range(100, 110)} | {f"KF-NL-TWO-{n}" for n in range(100, 105)}
    assert kept <= set(passed)
    assert all(sid.startswith(("KF-EN-TWO-", "KF-NL-TWO-")) for sid in passed)
    # the Dutch 2-player scenarios run too (in the edition of their language), the
    # complete Dutch game among them
    assert {"KF-NL-TWO-10", "KF-NL-TWO-53", "KF-NL-TWO-120"} <= set(passed)
    # the basic game's scenarios: not applicable, by their clauses or by their player count
    replaced = skipped["KF-EN-AUC-04"]["message"]   # KF-AUC-5: the standard auction's close
    assert replaced == f"not applicable: none of the variants standard of {GAME} declared"
    kept_but_three = skipped["KF-EN-TRD-01"]["message"]   # the cow trade, with 3 players
    assert kept_but_three.startswith("not applicable: no declared variant") and "3 players" in kept_but_three
    clauses = {c["id"]: c["status"] for c in run.report["clauses"]}
    assert {clauses[c] for c in _two_player_clauses()} == {"pass"}
    assert clauses["KF-TRD-6"] == "pass" and clauses["KF-AUC-3"] == "skip"


@pytest.mark.slow
def test_a_standard_only_implementation_skips_the_two_player_game(tmp_path):
    run = run_conform(tmp_path, 1, "--impl", "python:variant_only:StandardOnly", "--clause", "KF-TWO-*",
                      "--clause", "KF-TRD-6", suite=None, environ=env(FAKES), timeout=600)
    assert run.rc == 0, run.stdout[-3000:] + run.stderr[-3000:]
    statuses = _by_status(run.report)
    two = {sid: s for sid, s in statuses["skip"].items() if sid.startswith(("KF-EN-TWO-", "KF-NL-TWO-"))}
    assert two["KF-EN-TWO-10"]["message"] == f"not applicable: none of the variants two-player of {GAME} declared"
    assert "2 players" in two["KF-EN-TWO-100"]["message"]   # a kept rule, played by two
    assert two["KF-NL-TWO-10"]["message"] == two["KF-EN-TWO-10"]["message"]
    assert "2 players" in two["KF-NL-TWO-100"]["message"]
    assert not any(sid.startswith(("KF-EN-TWO-", "KF-NL-TWO-")) for sid in statuses.get("pass", {}))
    assert any(s["feature"].startswith(f"{GAME}/en/") for s in statuses["pass"].values())


@pytest.mark.full  # in process, the default run plays them (tests/conformance)
@pytest.mark.slow
def test_the_two_player_clauses_pass_in_process_and_over_the_wire(tmp_path):
    selection = ("--clause", "KF-TWO-*")
    local = run_conform(tmp_path, 1, *selection, suite=None, timeout=600)
    wire = run_conform(tmp_path, 2, "--impl", serve_cmd(), *selection, suite=None, timeout=600)
    for run in (local, wire):
        assert run.rc == 0, run.stdout[-3000:] + run.stderr[-3000:]
        clauses = {c["id"]: c["status"] for c in run.report["clauses"]}
        assert {clauses[c] for c in _two_player_clauses()} == {"pass"}
    assert {s["id"]: s["status"] for s in local.report["scenarios"]} == \
        {s["id"]: s["status"] for s in wire.report["scenarios"]}


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["KuhnoEasyOnly",  # the one that narrows scenarios; the others run in full
                                     pytest.param("KuhnoRedEyesOnly", marks=pytest.mark.full),
                                     pytest.param("KuhnoStandardOnly", marks=pytest.mark.full)])
def test_the_reference_declaring_one_kuhno_variant_passes_what_applies(tmp_path, variant):
    """Every Kuhno scenario the harness deems applicable to a single declared variant passes
    on the reference: a scenario whose position the variant refuses (party sounds or effects
    owed under the easy way) must be narrowed to the variants it holds in, not failed."""
    run = run_conform(tmp_path, 1, "--impl", f"python:variant_only:{variant}", "--game", "kuhno",
                      suite=None, environ=env(FAKES), timeout=600)
    assert run.rc == 0, run.stdout[-3000:] + run.stderr[-3000:]
    statuses = _by_status(run.report)
    assert set(statuses) == {"pass", "skip"}, {k: sorted(v)[:8] for k, v in statuses.items()}
    assert len(statuses["pass"]) > 50
