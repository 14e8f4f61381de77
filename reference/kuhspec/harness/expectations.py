"""The expectations file: known failures of an implementation, kept by its implementer.

YAML, keyed by scenario id::

    KF-EN-AUC-07:
      status: fail            # fail | error | crash | timeout (the status you expect)
      reason: first refusal is not implemented yet
      issue: https://github.com/me/my-kuhhandel/issues/12

A listed scenario that fails (with any failing status) is reported as ``xfail``. A listed
scenario that passes is reported as ``xpass`` and fails the run: remove it from the file.
A key may also be a scenario-outline example id such as ``KF-EN-AUC-07[30-40]``.
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

import yaml

from kuhspec import yamlio
from kuhspec.harness.results import FAILING


class ExpectationsError(Exception):
    pass


def load(path: str | Path) -> dict[str, dict]:
    """The expectations in `path`, read by the one strict YAML reader (kuhspec.yamlio:
    duplicate keys, alias bombs, deep nesting, binary input and directories are errors)."""
    try:
        data = yamlio.load(path)
    except yamlio.YamlError as e:
        if e.line is not None:
            raise ExpectationsError(f"{e.where}:{e.line}: not valid YAML: {e.message}") from None
        raise ExpectationsError(f"expectations file {e}") from None
    if data is None:
        return {}
    if isinstance(data, dict) and isinstance(data.get("expectations"), dict):
        data = data["expectations"]
    if not isinstance(data, dict):
        raise ExpectationsError(f"{path}: expected a mapping of scenario id -> expectation")
    out: dict[str, dict] = {}
    for sid, entry in data.items():
        where = f"{path}: {sid}"
        if entry is None:
            entry = {}
        elif isinstance(entry, str):
            entry = {"reason": entry}
        if not isinstance(entry, dict):
            raise ExpectationsError(f"{where}: expected a mapping with status, reason, issue")
        unknown = set(entry) - {"status", "reason", "issue"}
        if unknown:
            raise ExpectationsError(f"{where}: unknown key(s) {', '.join(sorted(unknown))}")
        status = entry.get("status", "fail")
        if status not in FAILING:
            raise ExpectationsError(f"{where}: status {status!r} is not one of {', '.join(FAILING)}")
        item = {"status": status, "reason": str(entry.get("reason") or "")}
        if entry.get("issue"):
            item["issue"] = str(entry["issue"])
        out[str(sid)] = item
    return out


def unknown_ids(expectations: dict[str, dict], known: set[str]) -> list[str]:
    """The keys of an expectations file that name no scenario (nor outline) of the suite."""
    bases = {k.split("[", 1)[0] for k in known}
    return sorted(k for k in expectations if k not in known and k not in bases)


def lookup(expectations: dict[str, dict], scenario_id: str) -> dict | None:
    """The expectation for a scenario (an outline example falls back to its outline id)."""
    if scenario_id in expectations:
        return expectations[scenario_id]
    base = scenario_id.split("[", 1)[0]
    return expectations.get(base)


def write(path: str | Path, results: list, previous: dict[str, dict] | None = None, impl: str = "") -> int:
    """Write an expectations file listing every scenario that does not pass now.

    Reasons and issue links of entries already in `previous` are kept. Returns the count.
    """
    previous = previous or {}
    entries: dict[str, dict[str, Any]] = {}
    for r in sorted(results, key=lambda r: r.id):
        status = r.raw_status or r.status
        if status not in FAILING:
            continue
        old = lookup(previous, r.id) or {}
        first_line = (r.message or "").strip().splitlines()[0] if (r.message or "").strip() else ""
        entry: dict[str, Any] = {"status": status, "reason": old.get("reason") or first_line[:200] or status}
        if old.get("issue"):
            entry["issue"] = old["issue"]
        entries[r.id] = entry
    stamp = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    header = (
        "# kuhspec expectations: scenarios known not to pass (written by kuhspec conform"
        f" --write-expectations, {stamp}{', ' + impl if impl else ''}).\n"
        "# A listed failure is reported as xfail; a listed scenario that passes is xpass and fails\n"
        "# the run. Keys are scenario ids; edit reasons and add issue links freely.\n"
    )
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(header)
        if entries:
            yaml.safe_dump(entries, f, sort_keys=True, allow_unicode=True, width=100)
        else:
            f.write("{}\n")
    return len(entries)
