"""Reading an export (index.json, cases/): a file that cannot be read, or is not what it
should be, is an `ExportFault` whose message names the file, never a traceback."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


class ExportFault(Exception):
    """The export cannot be read: the message names the file and what is wrong with it."""


#: what a runner reads of a case, and its JSON type (spec/schemas/case.schema.json has the rest)
CASE_MEMBERS = {"id": str, "game": str, "edition": str, "editions": list, "variants": list, "players": dict,
                "choices": list, "rulings": list, "needs": list, "program": list}


def read_json(path: Path, what: str) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except OSError as e:
        raise ExportFault(f"{path}: cannot read {what}: {e.strerror or e}") from None
    except ValueError as e:
        raise ExportFault(f"{path}: {what} is not JSON: {e}") from None


def read_index(root: Path) -> dict:
    index = read_json(root / "index.json", "the index")
    entries = index.get("cases") if isinstance(index, dict) else None
    if not isinstance(entries, list) or not all(isinstance(e, dict) and isinstance(e.get("id"), str)
                                                 and isinstance(e.get("file"), str) for e in entries):
        raise ExportFault(f"{root / 'index.json'}: not an export index (`cases` must list {{id, file, ...}}); "
                          "write one with `kuhspec export DIR`")
    return index


def read_case(root: Path, file: str) -> dict:
    case = read_json(root / file, "the case")
    if not isinstance(case, dict):
        raise ExportFault(f"{root / file}: the case is not a JSON object")
    wrong = [f"{k} ({t.__name__})" for k, t in CASE_MEMBERS.items() if not isinstance(case.get(k), t)]
    if not wrong and not all(isinstance(case["players"].get(v), list) and len(case["players"][v]) == 2
                             for v in case["variants"]):
        wrong = ["players (a [min, max] for each of the variants)"]
    if wrong:
        raise ExportFault(f"{root / file}: not a case: missing or wrong {', '.join(wrong)}")
    return case


def unexported_reason(index: dict, cid: str, reason: str) -> str:
    """Why the export lacks a setting: the reference fails the scenario there (index.json
    `unexported`), or the export was written with --preferred-only."""
    for u in index.get("unexported") or []:
        if isinstance(u, dict) and u.get("id") == cid:
            return (f"{reason}; the reference does not pass it in {u.get('edition')}/{', '.join(u.get('variants') or [])} "
                    f"({u.get('status')}), so the export holds no case for it: conform would play it")
    return f"{reason}; re-export without --preferred-only to replay it as conform would"
