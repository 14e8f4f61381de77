"""Helpers of the guide's tests: the marked code blocks of the guide and the README, a
local stand-in for the kuhspec repository on GitHub, and a clean environment for a shell
that plays an implementer on a new machine.

Marker convention: a fenced code block whose info string is ``sh kuhspec-guide`` holds
commands an implementer types (run by test_guide_commands.py, in the order of the page,
as one terminal session); ``yaml kuhspec-workflow`` is the CI workflow
(test_workflow.py). A renderer shows them as plain ``sh`` and ``yaml`` blocks.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "implementing.md"
README = ROOT / "README.md"
HOMEPAGE = "https://github.com/kuhspec/kuhspec"  # where the guide installs from
# the implementer's engine, played by the reference for one game (see one_game.py)
ONE_GAME_ENGINE = f"python3 {shlex.quote(str(Path(__file__).resolve().parent / 'one_game.py'))} kuhno kuhspec serve"

sys.path.insert(0, str(ROOT / "reference"))
from kuhspec import __version__  # noqa: E402

TAG = f"v{__version__}"
FENCE = re.compile(r"^```(?P<lang>\S+)[ \t]+(?P<mark>kuhspec-[a-z]+)[ \t]*\n(?P<body>.*?)^```[ \t]*$", re.S | re.M)


@dataclass
class Block:
    lang: str
    mark: str
    text: str
    line: int


def blocks(path: Path, mark: str) -> list[Block]:
    text = path.read_text(encoding="utf-8")
    return [Block(m["lang"], m["mark"], m["body"], text.count("\n", 0, m.start()) + 1)
            for m in FENCE.finditer(text) if m["mark"] == mark]


def git(*args: str, cwd: Path | None = None) -> str:
    out = subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True, timeout=120)
    if out.returncode != 0:
        raise AssertionError(f"git {' '.join(args)} failed: {out.stderr.strip()}")
    return out.stdout.strip()


def local_remote(where: Path) -> Path:
    """A bare clone of this checkout whose tag TAG points at the working tree's tracked
    content (committed or not), standing in for the repository on GitHub."""
    if not (ROOT / ".git").exists():
        raise AssertionError("the guide's install path is tested from a git checkout")
    bare = where / "kuhspec.git"
    snapshot = git("stash", "create", cwd=ROOT) or git("rev-parse", "HEAD", cwd=ROOT)
    git("init", "-q", "--bare", str(bare))
    git("push", "-q", str(bare), f"{snapshot}:refs/tags/{TAG}", f"{snapshot}:refs/heads/main", cwd=ROOT)
    git("symbolic-ref", "HEAD", "refs/heads/main", cwd=bare)
    return bare


def local(text: str, remote: Path) -> str:
    """The guide's text with the network replaced by local stand-ins. The file URL names
    a host: a requirement URL without one is refused by older pip ("Invalid URL")."""
    return text.replace(HOMEPAGE, f"file://localhost{remote.resolve().as_posix()}")


def clean_env(**extra: str) -> dict:
    """The environment of a new shell: no project venv, no PYTHONPATH to the checkout, no
    kuhspec settings; pip and git settings kept."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME") and not k.startswith(("KUHSPEC_", "PYTEST_"))}
    venv_bin = str(Path(sys.prefix) / "bin") if sys.prefix != sys.base_prefix else None
    env["PATH"] = os.pathsep.join(p for p in env.get("PATH", "").split(os.pathsep) if p and p != venv_bin)
    env.setdefault("GIT_AUTHOR_NAME", "kuhspec test")
    env.setdefault("GIT_AUTHOR_EMAIL", "test@example.invalid")
    env.setdefault("GIT_COMMITTER_NAME", env["GIT_AUTHOR_NAME"])
    env.setdefault("GIT_COMMITTER_EMAIL", env["GIT_AUTHOR_EMAIL"])
    env.update(extra)
    return env


def bash(script: str, cwd: Path, env: dict, timeout: float = 900) -> subprocess.CompletedProcess:
    """`script` as GitHub runs a `run:` step: bash with errexit and pipefail."""
    path = cwd / ".kuhspec-step.sh"
    path.write_text(script, encoding="utf-8")
    try:
        return subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", str(path)], cwd=cwd, env=env,
                              capture_output=True, text=True, timeout=timeout)
    finally:
        path.unlink(missing_ok=True)


def python3() -> str:
    """The python3 a new shell finds (the test's own interpreter when none is on PATH)."""
    return shutil.which("python3", path=clean_env()["PATH"]) or sys.executable
