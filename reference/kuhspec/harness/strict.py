"""Strict answers: every answer of an implementation is checked against its schema.

`StrictImplementation` wraps the implementation a scenario plays (in process or over the
wire alike). Each answer is first checked against the protocol's result schema
(`protocol-result.schema.json`, `$defs/<cmd>`), then against the game's own schema of that
kind, when the game's `game.yaml` lists one (`files.schemas`):

| command | kind |
|---|---|
| `state` | `state` |
| `view` | `view` (hidden zones have an exact shape: `x-exact`) |
| `score` | `score` |
| `legal` | `legal` |
| `act` | `event`, for every event of an accepted action |

A view is also checked against the seat it was asked for: the schema's `x-viewer` names the
member that must hold that seat (so the per-seat branches of the schema, which give every
other seat its hidden shape, are the ones that apply), and an object member annotated
`x-keys-among` (a list of JSON pointers into the same answer, `{viewer}` standing for the
seat) may only have member names listed at those pointers (a face shown for a card the
viewer holds or sees on the table, and no other).

Unknown members are ignored, as the protocol promises: the answer is pruned of the members
its schema does not know (kuhspec.normalise, `prune=True`) before it is validated, and the
pruned answer is what the steps see. So an unknown member can never make two states differ,
and a member that is missing, or of the wrong type, is a protocol violation that names its
JSON path. Nothing here names a game.
"""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from typing import Any

from kuhspec.wire import protocol
from kuhspec.interface import Implementation, ImplementationError, Json
from kuhspec.normalise import Normaliser, explain
from kuhspec.schemacheck import compile_check

KIND_OF = {"state": "state", "view": "view", "score": "score", "legal": "legal"}
MAX_SHOWN = 300
SEEN = 128  # answers remembered per kind (a run asks most again within a few requests) ...
SEEN_CHARS = 1 << 18  # ... and at most this much of their JSON (a Kuhno state is ~6k characters)


class _Kind:
    """One schema of a game: its pruning normaliser and its strict validator."""

    def __init__(self, schema: dict, others: list[dict]):
        self.viewer = schema.get("x-viewer")
        self.keys_among = {name: sub["x-keys-among"] for name, sub in (schema.get("properties") or {}).items()
                           if isinstance(sub, dict) and isinstance(sub.get("x-keys-among"), list)}
        self.prune = Normaliser(schema, others=others, prune=True, sort=False)
        self.validator = protocol.StrictValidator(schema, registry=self.prune.registry)
        # a yes-or-no check compiled once; the validator only explains a no
        self.valid = compile_check(schema, resources={o["$id"]: o for o in others if "$id" in o},
                                   strict_integers=True) or self.validator.is_valid
        # the same answer again (a state asked twice) is checked once: SHA-256 of its JSON -> its pruned JSON
        self.seen: dict[bytes, str] = {}
        self.seen_chars = 0

    def check(self, value: Any, key: str | None = None) -> tuple[Any, str | None]:
        """The value pruned, and what is wrong with it (None: nothing); `key`: its JSON
        as `json_key` gives it, if the caller has it already."""
        key = json_key(value) if key is None else key
        digest = hashlib.sha256(key.encode("ascii")).digest()
        if digest in self.seen:
            return json.loads(self.seen[digest]), None
        pruned = self.prune(value)
        err = None if self.valid(pruned) else explain(self.validator, pruned)
        if err is None:
            if len(key) < 1 << 16:
                self._remember(digest, json.dumps(pruned))
            return pruned, None
        message = err.message
        if err.validator == "not" and err.validator_value == {}:  # a member the viewer may not see
            message = "must not be there"
        return pruned, f"at {err.json_path}: {protocol.short(message, MAX_SHOWN)}"

    def _remember(self, digest: bytes, text: str) -> None:
        """Keep an answer's pruned JSON, forgetting the oldest beyond SEEN or SEEN_CHARS."""
        self.seen[digest] = text
        self.seen_chars += len(text)
        while len(self.seen) > SEEN or self.seen_chars > SEEN_CHARS:
            self.seen_chars -= len(self.seen.pop(next(iter(self.seen))))

    def seen_by(self, view: dict, seat: int) -> str | None:
        """Why a (valid, pruned) view is not one that `seat` may see; None if it is."""
        if self.viewer and view.get(self.viewer) != seat:
            return (f"at $.{self.viewer}: the view asked for seat {seat} is the view of seat "
                    f"{protocol.short(view.get(self.viewer), 40)}")
        for name, pointers in self.keys_among.items():
            allowed: set[str] = set()
            for pointer in pointers:
                node = _at(view, pointer.replace("{viewer}", str(seat)))
                allowed |= {x for x in node if isinstance(x, str)} if isinstance(node, list) else set()
            extra = sorted(k for k in view.get(name) or {} if k not in allowed)
            if extra:
                return (f"at $.{name}: shows {protocol.short(extra, MAX_SHOWN)}, which seat {seat} may not see "
                        f"(only those at {', '.join(pointers)})")
        return None


json_key = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode  # an answer's key


def _key_of(answer: Any) -> str | None:
    """The answer's JSON key, or None if it has none (not JSON: the schema checks say why)."""
    try:
        return json_key(answer)
    except (TypeError, ValueError, RecursionError):
        return None


def _at(doc: Any, pointer: str) -> Any:
    """The value at a JSON pointer (None where there is none)."""
    for part in pointer.strip("/").split("/"):
        if isinstance(doc, list) and part.isdigit() and int(part) < len(doc):
            doc = doc[int(part)]
        elif isinstance(doc, dict):
            doc = doc.get(part)
        else:
            return None
    return doc


@lru_cache(maxsize=None)
def game_kinds(game: str) -> dict[str, _Kind]:
    """kind -> checker, for every schema the game lists (none for a game the catalogue lacks)."""
    from kuhspec.catalogue import CatalogueError, catalogue

    try:
        g = catalogue().game(game)
        schemas = {kind: protocol.without_dialect(g.schema(kind)) for kind in g.schemas}
    except (CatalogueError, KeyError, OSError, ValueError):
        return {}
    others = list(schemas.values())
    return {kind: _Kind(schema, others) for kind, schema in schemas.items()}


def violation(message: str) -> ImplementationError:
    return ImplementationError("error", f"protocol violation: {message}")


def check_answer(game: str | None, cmd: str, answer: Any, seat: int | None = None, *,
                 form_checked: bool = False) -> Any:
    """The answer to `cmd` (for view and legal: of `seat`), pruned of unknown members;
    ImplementationError if it is invalid. `form_checked`: the answer has already passed the
    protocol's own checks (problem_in and the result schema), as the wire client makes them
    on every answer it returns, so they are not made twice."""
    kinds = game_kinds(game) if game else {}
    kind = KIND_OF.get(cmd)
    key = _key_of(answer) if kind in kinds else None  # one encoding serves both checks below
    if not form_checked:
        raw = key.encode("ascii") if key is not None else None
        problem = protocol.problem_in(answer, raw=raw)
        if problem is None:
            problem = protocol.first_error(answer, "protocol-result.schema.json", f"/$defs/{cmd}")
        if problem:
            raise violation(f"result of {cmd} does not match the protocol schema: {problem}")
    if kind in kinds:
        pruned, problem = kinds[kind].check(answer, key)
        if problem:
            raise violation(f"result of {cmd} does not match the {game} {kind} schema {problem}")
        if cmd == "view" and seat is not None:
            problem = kinds[kind].seen_by(pruned, seat)
            if problem:
                raise violation(f"result of view({seat}) is not what seat {seat} may see {problem}")
        return pruned
    if cmd == "act" and "event" in kinds and isinstance(answer.get("events"), list):
        events = []
        for i, event in enumerate(answer["events"]):
            pruned, problem = kinds["event"].check(event)
            if problem:
                raise violation(f"event {i} of act does not match the {game} event schema {problem}")
            events.append(pruned)
        return {**answer, "events": events}
    return answer


def answer_schemas(game: str | None, cmd: str) -> list[tuple[str, str]]:
    """(JSON path, schema name) of every schema check_answer holds an answer of `cmd` to, as
    an exported case states them (kuhspec.export): the protocol's result schema, then the
    game's schema of that kind, or the event schema for each event of an `act`."""
    out = [("", f"protocol-result#/$defs/{cmd}")]
    kinds = game_kinds(game) if game else {}
    if KIND_OF.get(cmd) in kinds:
        out.append(("", f"{game}/{KIND_OF[cmd]}"))
    elif cmd == "act" and "event" in kinds:
        out.append(("/events/*", f"{game}/event"))
    return out


def form_checked_by(impl: Implementation) -> bool:
    """Whether the answers come from the wire client itself (behind the harness's call
    recorder), validating: it checks every answer with problem_in and every result against
    the protocol's result schema before it returns it (wire.client._call)."""
    from kuhspec.harness.recording import RecordingImplementation
    from kuhspec.wire.client import SubprocessImplementation

    while type(impl) is RecordingImplementation:
        impl = impl.inner
    return type(impl) is SubprocessImplementation and impl.validate is True


class StrictImplementation(Implementation):
    """The implementation of one scenario with every answer checked (see the module)."""

    def __init__(self, inner: Implementation, game: str | None):
        self.inner = inner
        self.game = game
        self.form_checked = form_checked_by(inner)

    def _checked(self, cmd: str, fn, *args) -> Json:
        seat = args[0] if cmd in ("view", "legal") else None
        return check_answer(self.game, cmd, fn(*args), seat, form_checked=self.form_checked)

    def hello(self) -> Json:
        return self.inner.hello()

    def load(self, state: Json) -> Json:
        return self._checked("load", self.inner.load, state)

    def new_game(self, setup: Json) -> Json:
        return self._checked("new_game", self.inner.new_game, setup)

    def act(self, action: Json) -> Json:
        return self._checked("act", self.inner.act, action)

    def state(self) -> Json:
        return self._checked("state", self.inner.state)

    def view(self, player: int) -> Json:
        return self._checked("view", self.inner.view, player)

    def legal(self, player: int) -> Json:
        return self._checked("legal", self.inner.legal, player)

    def score(self) -> Json:
        return self._checked("score", self.inner.score)

    def send_ahead(self, calls: list[tuple[str, Json]]) -> None:
        self.inner.send_ahead(calls)

    def close(self) -> None:
        pass  # the harness owns the inner implementation's lifetime

    def __getattr__(self, name: str):
        return getattr(self.inner, name)
