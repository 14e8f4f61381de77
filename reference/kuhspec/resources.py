"""Where the suite's data lives: spec/, features/, fixtures/, the conformance step library, docs/
and examples/.

Installed from a wheel they are package data under ``kuhspec/_data/<name>``; in a source
checkout (or an editable install) they are the repository's top-level directories.
"""

from __future__ import annotations

import os
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent

#: data name -> path of the directory in a source checkout, relative to the repo root
SOURCE_DIRS = {
    "spec": "spec",
    "features": "features",
    "fixtures": "fixtures",
    "conformance": "tests/conformance",
    "docs": "docs",
    "examples": "examples",
}


def repo_root() -> Path | None:
    """The source checkout this package runs from, or None when installed from a wheel."""
    root = PACKAGE_DIR.parent.parent  # <root>/reference/kuhspec
    if (root / "pyproject.toml").is_file() and (root / "reference" / "kuhspec").is_dir():
        return root
    return None


def data_path(name: str) -> Path:
    """The directory holding `name` ("spec", "features", "fixtures", "conformance" or "docs").

    The path is returned even when the directory does not exist (yet); callers that need
    it check `is_dir()`.
    """
    if name not in SOURCE_DIRS:
        raise ValueError(f"unknown data directory {name!r}; expected one of {sorted(SOURCE_DIRS)}")
    packaged = PACKAGE_DIR / "_data" / name
    if packaged.is_dir():
        return packaged
    root = repo_root()
    if root is not None:
        return root / SOURCE_DIRS[name]
    return packaged


#: set (by `kuhspec conform --features DIR`) to play the features in DIR instead
FEATURES_ENV = "KUHSPEC_FEATURES"


def features_path() -> Path:
    """The features the conformance suite plays: $KUHSPEC_FEATURES, else the packaged ones."""
    override = os.environ.get(FEATURES_ENV)
    return Path(override) if override else data_path("features")
