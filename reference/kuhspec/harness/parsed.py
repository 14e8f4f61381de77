"""A speed measure, not a rule: the parsed feature files, kept between runs.

Every `kuhspec conform`, `smoke` and `list` has pytest-bdd parse every feature file of the
suite before it selects what to run. Measured on a 2-core machine, that parse is 0.27 s of
the 1.2 s of CPU a one-scenario conform costs, and a CI job or a test run starts many such
runs. So the parse is kept: pytest-bdd holds the features it parsed in one dict by absolute
path (`pytest_bdd.feature.features`), which `preload` fills from a pickle before pytest
collects, and `keep` writes once collection has parsed them (loading the pickle: 0.02 s).

The pickle lives in the user's cache folder (`$KUHSPEC_CACHE`, else
`$XDG_CACHE_HOME/kuhspec`, else `~/.cache/kuhspec`; `KUHSPEC_CACHE=off` keeps nothing). Its
name holds a digest of the features folder and one of every feature file's path, size and
modification time and of the versions of Python, pytest-bdd, the Gherkin parser and
kuhspec, so an edited feature, an upgrade or another `--features` folder is parsed afresh;
a newer pickle of the same folder replaces the older. Only a file this user owns is read.
Whatever goes wrong here (no such dict in another pytest-bdd, a cache folder that cannot be
written, a broken pickle) only means the features are parsed as before.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
import tempfile
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

CACHE_ENV = "KUHSPEC_CACHE"


@dataclass
class Kept:
    """The pickle of one features folder: where it is, which files it holds, whether it was read."""

    path: Path
    names: frozenset[str]
    loaded: bool


def _store() -> dict | None:
    try:
        from pytest_bdd import feature
    except ImportError:
        return None
    store = getattr(feature, "features", None)
    return store if isinstance(store, dict) else None


def _folder() -> Path | None:
    chosen = os.environ.get(CACHE_ENV, "")
    if chosen.lower() == "off":
        return None
    if chosen:
        return Path(chosen)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "kuhspec"


def _versions() -> str:
    from kuhspec import __version__

    found = []
    for dist in ("pytest-bdd", "gherkin-official"):
        try:
            found.append(metadata.version(dist))
        except metadata.PackageNotFoundError:
            found.append("?")
    return "|".join([sys.version, *found, __version__])


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:24]


def preload(root: Path) -> Kept | None:
    """Fill pytest-bdd's parsed features of the folder `root` from the cache, where a pickle
    of exactly these files is there. None where nothing can be kept."""
    store, folder = _store(), _folder()
    if store is None or folder is None:
        return None
    try:
        files = sorted(os.path.abspath(p) for p in Path(root).rglob("*.feature"))
        stamp = "\n".join(f"{f}|{os.stat(f).st_size}|{os.stat(f).st_mtime_ns}" for f in files)
    except OSError:
        return None
    path = folder / f"features-{_digest(os.path.abspath(root))}-{_digest(_versions() + stamp)}.pickle"
    kept = Kept(path, frozenset(files), False)
    try:
        if _mine(path):
            with open(path, "rb") as f:
                cached = pickle.load(f)
            if isinstance(cached, dict) and set(cached) == kept.names:
                store.update(cached)
                kept.loaded = True
    except Exception:  # a missing or broken pickle: the features are parsed
        pass
    return kept


def _mine(path: Path) -> bool:
    """Whether this user owns the file (a pickle is code: only one's own is read)."""
    return not hasattr(os, "getuid") or path.stat().st_uid == os.getuid()


def keep(kept: Kept | None) -> None:
    """Write the features pytest-bdd parsed, where they were not loaded and all are there;
    remove the older pickles of the same folder."""
    store = _store()
    if kept is None or kept.loaded or store is None or not kept.names or not kept.names <= set(store):
        return
    tmp = None
    try:
        kept.path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        fd, tmp = tempfile.mkstemp(prefix=".features-", dir=kept.path.parent)
        with os.fdopen(fd, "wb") as f:
            pickle.dump({name: store[name] for name in kept.names}, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, kept.path)
        tmp = None
        folder_digest = kept.path.name.split("-")[1]
        for old in kept.path.parent.glob(f"features-{folder_digest}-*.pickle"):
            if old != kept.path:
                old.unlink(missing_ok=True)
    except Exception:  # a folder that cannot be written, a feature that cannot be pickled
        if tmp is not None:
            Path(tmp).unlink(missing_ok=True)
