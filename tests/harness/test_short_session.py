"""The transcript in docs/implementing.md is real: replaying it against `kuhspec serve`
gives the same answers, line for line."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SESSION = ROOT / "fixtures" / "protocol" / "short-session.txt"


def test_the_documented_session_replays_exactly():
    lines = SESSION.read_text(encoding="utf-8").splitlines()
    requests = [line[2:] for line in lines if line.startswith("> ")]
    expected = [line[2:] for line in lines if line.startswith("< ")]
    proc = subprocess.run([sys.executable, "-m", "kuhspec", "serve"], input="\n".join(requests) + "\n",
                          capture_output=True, text=True, timeout=300)
    assert proc.stdout.splitlines() == expected


def test_the_guide_shows_the_whole_session():
    guide = (ROOT / "docs" / "implementing.md").read_text(encoding="utf-8")
    assert SESSION.read_text(encoding="utf-8").rstrip("\n") in guide
