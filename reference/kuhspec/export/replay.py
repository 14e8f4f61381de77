"""A small runner of exported cases: replays an export against any implementation command.

    python -m kuhspec.export.replay DIR --impl "kuhspec serve" [--case GLOB] [--json]

It reads only the export (index.json, cases/, schemas/; docs/exported-cases.md) and speaks
the wire protocol itself. It uses neither the step library nor pytest-bdd: the check
vocabulary is kuhspec.export.checks, schemas are read with kuhspec.normalise (pruning unknown
members, sorting set-like lists) and a `probe_legal` entry or `legal_covers` check is done by
kuhspec.harness.legalcheck, from the exported legal schema's template annotations, and a
`secrecy` entry by kuhspec.export.secrecy (a pass may then carry notes as its message).
"""

from __future__ import annotations

import argparse
import copy
import fnmatch
import json
import queue
import shlex
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

from kuhspec.export import secrecy
from kuhspec.export.checks import CheckFailure, evaluate
from kuhspec.export.reading import ExportFault, read_case, read_index, read_json, unexported_reason
from kuhspec.export.settings import NOT_EXPORTED, entries_played, pick, played
from kuhspec.harness.legalcheck import LegalCheck, Templates
from kuhspec.law.applicability import _names, case_setting, skipped
from kuhspec.wire import lifecycle
from kuhspec.wire.protocol import StrictValidator
from kuhspec.normalise import Normaliser, differences, explain

KIND_OF = {"state": "state", "view": "view", "score": "score", "legal": "legal"}
CLIENT = {"name": "kuhspec-replay", "version": "1"}


class Stop(Exception):
    """The case ends with this status (error, crash, timeout, skip)."""

    def __init__(self, status: str, message: str):
        super().__init__(message)
        self.status = status


# -- the export's schemas ------------------------------------------------------------------------


class ExportSchemas:
    """The schemas of an export by name ("<game>/<kind>", "protocol-result#/$defs/<cmd>")."""

    def __init__(self, root: Path):
        files = sorted((root / "schemas").rglob("*.schema.json"))
        self.docs = {str(f.relative_to(root / "schemas"))[: -len(".schema.json")]: read_json(f, "the schema")
                     for f in files}
        self._cache: dict[tuple[str, bool], Normaliser] = {}
        self._validators: dict[str, Any] = {}
        self._seen: dict[tuple, Any] = {}

    def _normaliser(self, name: str, sort: bool) -> Normaliser:
        key = (name, sort)
        if key not in self._cache:
            file, _, pointer = name.partition("#")
            if file not in self.docs:
                raise Stop("error", f"the export has no schema {file!r} (schemas/{file}.schema.json)")
            base = self.docs[file]
            group = [d for n, d in self.docs.items() if n.split("/")[0] == file.split("/")[0] or n.startswith("protocol-")]
            schema = {"$ref": base["$id"] + "#" + pointer} if pointer else base
            self._cache[key] = Normaliser(schema, others=group, prune=True, sort=sort)
        return self._cache[key]

    def _memo(self, what: str, schema: str, value: Any, fn) -> Any:
        """The same answer again (a state asked twice) is read once."""
        key = (what, schema, json.dumps(value, sort_keys=True))
        if key not in self._seen:
            if len(self._seen) > 4096:
                self._seen.clear()
            self._seen[key] = fn()
        return copy.deepcopy(self._seen[key])

    def normalise_as(self, schema: str, value: Any) -> Any:
        return self._memo("sorted", schema, value, lambda: self._normaliser(schema, True)(value))

    def pruned(self, schema: str, value: Any) -> Any:
        return self._memo("pruned", schema, value, lambda: self._normaliser(schema, False)(value))

    def problem(self, schema: str, value: Any) -> str | None:
        def find() -> str | None:
            n = self._normaliser(schema, False)
            if schema not in self._validators:
                self._validators[schema] = StrictValidator(n.root, registry=n.registry)
            err = explain(self._validators[schema], n(value))
            return None if err is None else f"at {err.json_path}: {err.message[:300]}"
        return self._memo("problem", schema, value, find)


# -- the implementation over the wire --------------------------------------------------------------


class Wire:
    """One implementation process: requests with seq, one answer line each."""

    def __init__(self, command: str, timeout: float):
        self.command, self.timeout = command, timeout
        self.started: lifecycle.Started | None = None  # the process and what it starts end together
        self.proc: subprocess.Popen | None = None
        self.lines: queue.Queue = queue.Queue()
        self.seq = 0
        self.hello: dict | None = None

    def start(self) -> dict:
        try:
            self.started = lifecycle.start(shlex.split(self.command), stderr=subprocess.DEVNULL)
        except (OSError, ValueError) as e:
            raise Stop("crash", f"cannot start the implementation: {e}") from None
        self.proc = self.started.proc
        self.lines = queue.Queue()
        out = self.proc.stdout
        threading.Thread(target=lambda: [self.lines.put(line) for line in out] + [self.lines.put(None)],
                         daemon=True).start()
        self.seq = 0
        self.hello = self.request({"cmd": "hello", "protocol": "1.1", "client": CLIENT})
        return self.hello

    def alive(self) -> bool:
        return self.started is not None and self.started.exit_code() is None  # not reaped before end()

    def request(self, message: dict) -> Any:
        """The `result` of one request; Stop for an error, unsupported, a crash or a timeout."""
        line = json.dumps({"seq": self.seq, **message}, ensure_ascii=False) + "\n"
        self.seq += 1
        try:
            self.proc.stdin.write(line.encode("utf-8"))
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            raise Stop("crash", f"the implementation exited before {message['cmd']}") from None
        try:
            raw = self.lines.get(timeout=self.timeout)
        except queue.Empty:
            self.close()
            raise Stop("timeout", f"no answer to {message['cmd']} within {self.timeout:g}s") from None
        if raw is None:
            why = self.started.start_failure() if self.started.wait_exit(2) is not None else None
            raise Stop("crash", f"the implementation exited instead of answering {message['cmd']}"
                                + (f": cannot start it: {why}" if why else ""))
        try:
            answer = json.loads(raw)
        except ValueError:
            raise Stop("error", f"the answer to {message['cmd']} is no JSON: {raw[:200]!r}") from None
        if not isinstance(answer, dict):
            raise Stop("error", f"the answer to {message['cmd']} is no JSON object")
        if answer.get("unsupported"):
            raise Stop("unsupported", str(message["cmd"]))
        if "error" in answer:
            raise Stop("error", f"{message['cmd']} answered an error: {json.dumps(answer['error'])[:300]}")
        if "result" not in answer:
            raise Stop("error", f"the answer to {message['cmd']} has no result")
        return answer["result"]

    def close(self) -> None:
        if self.started is not None:
            try:
                self.proc.stdin.close()
            except OSError:
                pass
            self.started.wait_exit(2)
            self.started.end()  # every process it started, whether it exited or not
            self.started = self.proc = None


class Answers:
    """The implementation of one case as LegalCheck sees it: answers pruned by the game's schemas."""

    def __init__(self, wire: Wire, schemas: ExportSchemas, game: str):
        self.wire, self.schemas, self.game = wire, schemas, game

    def send(self, message: dict) -> Any:
        cmd = message["cmd"]
        answer = self.wire.request(message)
        problem = self.schemas.problem(f"protocol-result#/$defs/{cmd}", answer)
        if problem:
            raise Stop("error", f"protocol violation: the result of {cmd} does not match the protocol schema {problem}")
        kind = KIND_OF.get(cmd)
        if kind and f"{self.game}/{kind}" in self.schemas.docs:
            return self.schemas.pruned(f"{self.game}/{kind}", answer)
        if cmd == "act" and isinstance(answer.get("events"), list) and f"{self.game}/event" in self.schemas.docs:
            return {**answer, "events": [self.schemas.pruned(f"{self.game}/event", e) for e in answer["events"]]}
        return answer

    def legal(self, player): return self.send({"cmd": "legal", "player": player})
    def act(self, action): return self.send({"cmd": "act", "action": action})
    def load(self, state): return self.send({"cmd": "load", "state": state})
    def state(self): return self.send({"cmd": "state"})
    def send_ahead(self, calls): pass  # a runner of cases sends one request at a time (protocol 1.1)


# -- one case ----------------------------------------------------------------------------------------


def run_case(case: dict, wire: Wire, schemas: ExportSchemas) -> tuple[str, str]:
    """(status, message) of one case that `pick` chose: pass, fail, skip, error, crash or
    timeout. It plays the entries conform would (`entries_played`)."""
    hello = wire.hello or {}
    caps = set(_names(hello.get("capabilities")) or [])
    impl = Answers(wire, schemas, case["game"])
    answers: dict[int, Any] = {}
    probes: dict[int, LegalCheck] = {}
    templates = Templates(schemas.docs[f"{case['game']}/legal"]) if f"{case['game']}/legal" in schemas.docs else None

    def same_state(a, b):
        name = f"{case['game']}/state"
        return differences(schemas.normalise_as(name, a), schemas.normalise_as(name, b))

    chosen = case_setting(case, hello)
    stop = entries_played(case, chosen)
    notes: list[str] = []
    try:
        for n, entry in enumerate(case["program"][:stop]):
            if not set(entry.get("needs", ())) <= caps:
                continue
            if "send" in entry:
                answers[n] = impl.send(entry["send"])
            elif "probe_legal" in entry:
                probes[n] = LegalCheck(impl, templates, same_state)
                probes[n].probe(answers[entry["probe_legal"]["state"]])
            elif "secrecy" in entry:
                notes += secrecy.run(entry["secrecy"], wire.request)
            elif entry["check"]["op"] == "legal_covers":
                check = entry["check"]
                probes[check["probe"]].after(check["value"], answers[check["answer"]])
            else:
                evaluate(entry["check"], answers.__getitem__, schemas)
    except Stop as e:
        if e.status == "unsupported":
            if str(e) in caps:
                return "error", f"implementation declared capability {e} but answered {e} as unsupported"
            return "skip", skipped(f"implementation does not support {e} (not declared)")
        return e.status, str(e)
    except CheckFailure as e:
        return e.status, str(e)
    except AssertionError as e:  # a LegalFailure
        return "fail", str(e)
    plays = played(chosen, case["choices"])
    if plays and plays[-1] is None:  # conform ends the scenario at this deal
        return "skip", skipped(chosen.no_variant(case['choices'][len(plays) - 1]['players']))
    return "pass", "; ".join(notes)


def replay(root: Path, command: str, pattern: str = "*", timeout: float = 10.0) -> dict[str, tuple[str, str]]:
    """scenario id -> (status, message), for every scenario of the export matching `pattern`.
    ExportFault for an export that cannot be read (naming the file)."""
    index = read_index(root)
    schemas = ExportSchemas(root)
    wire = Wire(command, timeout)
    by_id: dict[str, list[str]] = {}
    for entry in index["cases"]:
        if fnmatch.fnmatchcase(entry["id"], pattern):
            by_id.setdefault(entry["id"], []).append(entry["file"])
    results: dict[str, tuple[str, str]] = {}
    try:
        for cid, files in by_id.items():
            if not wire.alive():
                wire.close()
                try:
                    wire.start()
                except Stop as e:
                    results[cid] = (e.status, f"handshake failed: {e}")
                    continue
            try:
                cases = [read_case(root, f) for f in files]
                case, reason = pick(cases, wire.hello or {})
                if reason is None:
                    try:
                        results[cid] = run_case(case, wire, schemas)
                    except (KeyError, IndexError, TypeError, ValueError, AttributeError) as e:
                        raise ExportFault(f"{root / files[0]}: the case cannot be run ({type(e).__name__}: {e})") from None
                elif reason.startswith(NOT_EXPORTED):
                    results[cid] = ("unexported", unexported_reason(index, cid, reason))
                else:
                    results[cid] = ("skip", skipped(reason))
            except ExportFault as e:
                results[cid] = ("error", str(e))
    finally:
        wire.close()
    return results


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m kuhspec.export.replay", description=__doc__.split("\n\n")[0])
    p.add_argument("dir", metavar="DIR", help="an export written by `kuhspec export DIR`")
    p.add_argument("--impl", required=True, metavar="CMD", help="the implementation's command (wire protocol)")
    p.add_argument("--case", default="*", metavar="GLOB", help="replay only the cases whose id matches")
    p.add_argument("--timeout", type=float, default=10.0, metavar="SECONDS", help="per request (default 10)")
    p.add_argument("--json", action="store_true", help="print {id: [status, message]} as JSON")
    args = p.parse_args(argv)
    root = Path(args.dir)
    if not (root / "index.json").is_file():
        print(f"replay: {root}: no index.json there; write an export with `kuhspec export {root}`", file=sys.stderr)
        return 2
    if args.timeout <= 0:
        print("replay: --timeout must be positive", file=sys.stderr)
        return 2
    started = time.perf_counter()
    try:
        results = replay(root, args.impl, args.case, args.timeout)
    except ExportFault as e:
        print(f"replay: {e}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(results, indent=1, sort_keys=True))
    else:
        for cid, (status, message) in results.items():
            print(f"{status:<8} {cid}" + (f"  {message.splitlines()[0][:160]}" if message else ""))
    counts: dict[str, int] = {}
    for status, _ in results.values():
        counts[status] = counts.get(status, 0) + 1
    summary = ", ".join(f"{n} {s}" for s, n in sorted(counts.items()))
    print(f"{len(results)} cases: {summary} ({time.perf_counter() - started:.1f}s)", file=sys.stderr)
    if counts.get("unexported"):
        print(f"replay: {counts['unexported']} scenario(s) not replayed: the export holds no case for the setting "
              "conform would play them in (see their messages)", file=sys.stderr)
    return 0 if all(s in ("pass", "skip", "unexported") for s, _ in results.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
