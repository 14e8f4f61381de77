"""Write the suite as data: run every scenario against the reference with a recorder, write
one JSON case per scenario, the index, and the schemas the checks name.

DIR/index.json               the cases (id, file, game) and per game the state's set-like lists
DIR/cases/<game>/<id>.json   one case (spec/schemas/case.schema.json)
DIR/schemas/...              protocol-*.schema.json and <game>/<kind>.schema.json

Output is deterministic: the same suite gives the same bytes (sorted keys, no times).
"""

from __future__ import annotations

import json
import re
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest

from kuhspec import __version__
from kuhspec.catalogue import catalogue
from kuhspec.law.applicability import describe, setting
from kuhspec.reference_impl import ReferenceImplementation
from kuhspec.resources import data_path

FORMAT = "kuhspec-export/1"


class ExportError(Exception):
    """Export cannot go on; the message says why (a bad DIR, a scenario that fails)."""


def file_name(case_id: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]", "_", case_id) + ".json"


def dumps(value: Any) -> str:
    return json.dumps(value, sort_keys=True, indent=1, ensure_ascii=False) + "\n"


def check_target(out: Path) -> None:
    """DIR must be a folder kuhspec may write: new, empty, or an earlier export (index.json
    with our format), which is then replaced."""
    if out.exists() and not out.is_dir():
        raise ExportError(f"{out}: exists and is not a folder")
    if out.is_dir() and any(out.iterdir()):
        index = out / "index.json"
        try:
            ours = json.loads(index.read_text(encoding="utf-8")).get("format") == FORMAT
        except (OSError, ValueError, AttributeError):
            ours = False
        if not ours:
            raise ExportError(f"{out}: the folder is not empty and holds no earlier export (index.json "
                              f"with format {FORMAT}); choose a new or empty folder")
    try:
        out.mkdir(parents=True, exist_ok=True)
        probe = out / ".kuhspec-write-test"
        probe.write_text("", encoding="utf-8")
        probe.unlink()
    except OSError as e:
        raise ExportError(f"{out}: cannot write there: {e.strerror or e}") from None


# -- the set-like lists of a state, for runners without a schema walker ----------------------


def set_paths(schema: dict, game_schemas: dict[str, dict]) -> list[str]:
    """JSON Pointer patterns (`*`: any item or member) of the arrays the schema marks
    `x-order: set`, through every branch; ExportError if a pattern is also ordered."""
    by_id = {s.get("$id"): s for s in game_schemas.values()}
    found: dict[str, set[str]] = {}

    def resolve(node: Any, root: dict) -> tuple[Any, dict]:
        seen = 0
        while isinstance(node, dict) and "$ref" in node and seen < 50:
            ref, seen = node["$ref"], seen + 1
            base, _, pointer = ref.partition("#")
            root = by_id.get(base, root) if base else root
            node = root
            for part in [p for p in pointer.split("/") if p]:
                node = node[part.replace("~1", "/").replace("~0", "~")]
        return node, root

    def walk(node: Any, root: dict, path: str, depth: int) -> None:
        node, root = resolve(node, root)
        if not isinstance(node, dict) or depth > 40:
            return
        if node.get("type") == "array" or "items" in node:
            found.setdefault(path or "/", set()).add(node.get("x-order", "ordered"))
        for key in ("anyOf", "oneOf", "allOf"):
            for branch in node.get(key, ()):
                walk(branch, root, path, depth + 1)
        for key in ("then", "else"):
            if key in node:
                walk(node[key], root, path, depth + 1)
        for name, sub in (node.get("properties") or {}).items():
            walk(sub, root, f"{path}/{name}", depth + 1)
        for sub in list((node.get("patternProperties") or {}).values()) + [node.get("additionalProperties")]:
            if isinstance(sub, dict):
                walk(sub, root, f"{path}/*", depth + 1)
        if isinstance(node.get("items"), dict):
            walk(node["items"], root, f"{path}/*", depth + 1)

    walk(schema, schema, "", 0)
    both = sorted(p for p, kinds in found.items() if len(kinds) > 1)
    if both:
        raise ExportError(f"the state schema marks {', '.join(both)} both ordered and set: a runner cannot "
                          "sort it by path")
    return sorted(p for p, kinds in found.items() if kinds == {"set"})


def write_schemas(out: Path) -> dict[str, dict]:
    """Copy the protocol schemas and every game's schemas; per game, its state's set paths."""
    target = out / "schemas"
    target.mkdir(exist_ok=True)
    for src in sorted((data_path("spec") / "schemas").glob("protocol-*.schema.json")):
        shutil.copyfile(src, target / src.name)
    games = {}
    for gid, game in sorted(catalogue().games.items()):
        (target / gid).mkdir(exist_ok=True)
        schemas = {kind: game.schema(kind) for kind in sorted(game.schemas)}
        for kind, schema in schemas.items():
            (target / gid / f"{kind}.schema.json").write_text(dumps(schema), encoding="utf-8")
        games[gid] = {"schemas": sorted(schemas), "state_sets": set_paths(schemas["state"], schemas)}
    return games


# -- one case ------------------------------------------------------------------------------------


def ended_at_deal(case) -> bool:
    """Whether the scenario stopped, not applicable, where a deal found no declared variant."""
    return bool(case is not None and case.choices and case.choices[-1]["variant"] is None)


def case_of(meta, case, hello: dict, status: str, message: str) -> dict:
    """The case of one scenario, as spec/schemas/case.schema.json says."""
    if status != "pass" and not (status == "skip" and ended_at_deal(case)):
        raise ExportError(f"scenario {meta.id} ({meta.feature}:{meta.line}) does not pass against the reference "
                          f"({status}: {message.strip()[:300]}); a case is only exported from a passing run")
    played = setting(meta, hello)  # the setting the requests are written for
    return {
        "format": FORMAT,
        "id": meta.id, "title": meta.title, "feature": meta.feature, "line": meta.line, "language": meta.language,
        "clauses": list(meta.clauses), "edition": played.edition,
        **describe(meta),  # game, editions (best first), variants, players, options, rulings, needs
        "choices": case.choices if case is not None else [],
        "steps": [f"{s.keyword.strip()} {s.text}" for s in meta.steps],
        "program": case.program if case is not None else [],
    }


#: game -> {"editions": [...], "variants": [...]}: what `Restricted` declares (set by the writer)
RESTRICT: dict[str, dict] = {}


class Restricted(ReferenceImplementation):
    """The reference engine behind a hello narrowed by RESTRICT."""

    def hello(self):
        info = super().hello()
        games = info.get("games") or {}
        for game, narrow in RESTRICT.items():
            if game in games:
                games[game] = {**games[game], **narrow}
        return info


class _Collect:
    """A pytest plugin: after each scenario, its case. A run behind a restricted hello
    (`keep`: the ids it is for) deselects every other scenario, and notes the scenarios the
    reference itself does not pass there."""

    def __init__(self, keep: set[str] | None = None, progress=None, label: str = ""):
        self.keep, self.progress, self.label = keep, progress, label
        self.cases: list[dict] = []
        self.problems: list[str] = []
        self.unexported: list[dict] = []  # scenarios the reference fails in another setting
        self.config = None
        self.total = self.done = 0

    def pytest_configure(self, config):
        self.config = config

    @pytest.hookimpl(trylast=True)
    def pytest_collection_modifyitems(self, session, config, items):
        if self.keep is not None:
            from kuhspec.harness.collect import scenario_meta

            keep = [i for i in items if (m := scenario_meta(i)) is not None and m.id in self.keep]
            if len(keep) < len(items):
                chosen = set(map(id, keep))
                config.hook.pytest_deselected(items=[i for i in items if id(i) not in chosen])
                items[:] = keep
        self.total = len(items)

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_protocol(self, item, nextitem):
        from kuhspec.harness.stash import STATE, harness

        result = yield
        state = item.stash.get(STATE, None)
        self.done += 1
        if self.progress and (self.done % 200 == 0 or self.done == self.total):
            self.progress(f"{self.label}{self.done}/{self.total} scenarios")
        if state is None:
            return result
        status, hello = state.status or "error", harness(item.config).hello or {}
        if self.keep is not None and not (status == "pass" or (status == "skip" and ended_at_deal(state.case))):
            # the reference itself does not pass the scenario in this setting: a finding, not a case
            played = setting(state.meta, hello)
            self.unexported.append({"id": state.meta.id, "edition": played.edition if played else "?",
                                    "variants": played.variants if played else [],
                                    "status": status, "message": (state.message or "").strip()[:500]})
            return result
        try:
            self.cases.append(case_of(state.meta, state.case, hello, status, state.message or ""))
        except ExportError as e:
            self.problems.append(str(e))
        return result


def run_suite(selection: list[str], impl: str | None = None, keep: set[str] | None = None,
              progress=None, label: str = "") -> _Collect:
    """The selected scenarios, run in process against the reference (or `impl`, an in-process
    variant of it) with a recorder."""
    suite = data_path("conformance").resolve()
    collect = _Collect(keep, progress, label)
    with tempfile.TemporaryDirectory(prefix="kuhspec-export-") as tmp:
        ini = Path(tmp) / "pytest.ini"
        ini.write_text("[pytest]\n", encoding="utf-8")
        pargs = [str(suite), "-c", str(ini), "--rootdir", str(suite), "--confcutdir", str(suite),
                 "-p", "kuhspec.harness.plugin", "-p", "no:terminal", "-p", "no:cacheprovider",
                 "-W", "ignore::pytest.PytestAssertRewriteWarning", "--kuhspec-scenarios-only",
                 "--kuhspec-progress", "none", "--kuhspec-record", "--kuhspec-out", str(Path(tmp) / "report"),
                 *(["--kuhspec-impl", impl] if impl else []), *selection]
        old = sys.dont_write_bytecode
        sys.dont_write_bytecode = True
        try:
            rc = pytest.main(pargs, plugins=[collect])
        finally:
            sys.dont_write_bytecode = old
    if collect.config is None:
        raise ExportError(f"the suite could not start (pytest exit status {int(rc)})")
    if collect.problems:
        raise ExportError(f"{len(collect.problems)} scenario(s) could not be exported; the first: {collect.problems[0]}")
    return collect


def every_setting(cases: list[dict], progress=None) -> list[dict]:
    """The cases of every other setting a hello can make the harness choose (settings.plan),
    each from a run of the reference behind a restricted hello; the scenarios it fails there."""
    from kuhspec.export import settings

    seen = {(c["id"], settings.case_key(c)) for c in cases}
    tried: set[tuple[str, str]] = set()
    unexported: list[dict] = []
    for _ in range(3):  # a second round only if some scenario deals differently in another setting
        runs = settings.plan(cases, tried)
        for n, ((game, restriction), ids) in enumerate(sorted(runs.items()), 1):
            narrow = json.loads(restriction)
            label = f"setting {n}/{len(runs)} ({game} {'/'.join(narrow['editions'])}, {', '.join(narrow['variants'])}): "
            RESTRICT.update({game: narrow})
            try:
                run = run_suite([], impl="python:kuhspec.export.writer:Restricted", keep=ids,
                                progress=progress, label=label)
            finally:
                RESTRICT.clear()
            tried |= {(i, restriction) for i in ids}
            unexported += run.unexported
            for c in run.cases:
                if (c["id"], settings.case_key(c)) not in seen:
                    seen.add((c["id"], settings.case_key(c)))
                    cases.append(c)
        if not runs:
            break
    return unexported


def export(out: Path, selection: list[str] = (), all_settings: bool = True, progress=None) -> dict:
    """Write the export to `out` (every setting, or with all_settings=False the preferred
    one of each scenario only); the index written. ExportError on any problem. `progress`:
    called with a line now and then."""
    from kuhspec.export.settings import case_key

    check_target(out)
    cases = run_suite(list(selection), progress=progress, label="preferred settings: ").cases
    if not cases:
        raise ExportError("no scenario was selected")
    preferred = {c["id"]: c for c in cases}  # the first run's case of each scenario
    unexported = every_setting(cases, progress) if all_settings else []
    for old in (out / "cases", out / "schemas"):  # an earlier export is replaced whole
        if old.exists():
            shutil.rmtree(old)
    entries, files = [], set()
    for case in sorted(cases, key=lambda c: (c["game"], c["id"], c is not preferred[c["id"]], case_key(c))):
        edition, variants = case["edition"], [c["variant"] for c in case["choices"]]
        name = file_name(case["id"] if case is preferred[case["id"]] else
                         f"{case['id']}.{'-'.join([edition, *(v or 'none' for v in variants)])}")
        rel = f"cases/{case['game']}/{name}"
        if rel in files:
            raise ExportError(f"two cases share the file {rel} (id {case['id']!r})")
        files.add(rel)
        path = out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(dumps(case), encoding="utf-8")
        entries.append({"id": case["id"], "game": case["game"], "file": rel, "needs": case["needs"],
                        "edition": edition, "variants": variants})
    index = {"format": FORMAT, "kuhspec": __version__, "protocol": "1.1", "games": write_schemas(out),
             "scenarios": len(preferred), "cases": entries,
             "unexported": sorted(unexported, key=lambda u: (u["id"], u["edition"], u["variants"]))}
    (out / "index.json").write_text(dumps(index), encoding="utf-8")
    return index
