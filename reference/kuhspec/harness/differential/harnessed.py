"""Differential testing inside a conformance run (`kuhspec conform --differential N`): the
same implementation, process handling, timeouts and restarts as the scenarios (the
Harness), the example database of `kuhspec differential` (its default folder), and the
result in the reports."""

from __future__ import annotations

from kuhspec.harness.differential import DEFAULT_SEED, run
from kuhspec.harness.differential.examples import DEFAULT
from kuhspec.interface import ImplementationError


def run_in_harness(h) -> dict:
    """Run differential testing on the harness `h` (session.Harness) after its scenarios."""
    seed = DEFAULT_SEED if h.differential_seed is None else h.differential_seed
    try:
        h.ensure_ready()
    except ImplementationError as e:
        return {"seed": seed, "games_per_setting": h.differential_games, "ok": False, "settings": [],
                "games": 0, "actions": 0, "probes": 0, "compared": 0, "divergence": None,
                "error": f"the implementation did not start: {e}"}
    show = h.progress_mode != "none"
    if show:
        _print(h, f"differential: {h.differential_games} game(s) per declared game, edition and variant, seed {seed} ",
               end="")
    result = run(h.hello, h.live_impl, h.differential_games, seed, out_dir=h.out_dir, label=h.impl_label,
                 progress=(lambda run_, pin, found: _print(h, "." if found is None else "D", end="")) if show
                 else None, only=h.selection, database=DEFAULT)
    if show:
        _print(h, "")
    return result


def _print(h, text: str, end: str = "\n") -> None:
    capman = h.config.pluginmanager.getplugin("capturemanager")
    if capman is None:
        print(text, end=end, flush=True)
        return
    with capman.global_and_fixture_disabled():
        print(text, end=end, flush=True)
