"""The README has exactly two set-up commands, and CI runs the test command verbatim."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def fresh_machine_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## On a fresh machine", 1)[1].split("\n## ", 1)[0]
    return [block.strip() for block in re.findall(r"```sh\n(.*?)```", section, re.S)]


def test_two_commands_main_job_and_tests():
    main_job, tests = fresh_machine_commands()
    assert "\n" not in main_job and "\n" not in tests
    assert main_job.endswith("kuhspec conform")
    assert "pytest" in tests


def test_ci_runs_the_readme_test_command():
    _, tests = fresh_machine_commands()
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert tests in ci, f".ci/run must run the README's test command: {tests}"
