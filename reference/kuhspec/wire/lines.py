"""The lines of the wire protocol as the client writes and keeps them: a request as one
line of compact JSON (built once per argument of a batch), and the kept lines of the last
calls as the reports show them, cut at a bound. kuhspec.wire.client uses them.
"""

from __future__ import annotations

import json

from kuhspec.interface import Json

WIRE_KEEP = 32  # the last wire lines kept, requests and answers alike
WIRE_LINE_CHARS = 1500  # each kept line is cut here, saying so: a padded answer never stays in memory
WIRE_PER_CALL = 4  # lines of one call: its request and answer (and a restart's hello before them)


_request_json = json.JSONEncoder(separators=(",", ":")).encode  # a request as one line (ASCII), built once


def request_line(seq: int, cmd: str, fields: dict, encoded: dict[int, str] | None = None) -> bytes:
    """The request line {"seq", "cmd", **fields} as compact ASCII JSON, newline-terminated.
    `encoded`: id(value) -> its JSON, for values a batch sends again and again (a probe
    restores the same position after each try), so each is encoded once; the caller keeps
    those values alive meanwhile (protocol.fields: the calls' own arguments)."""
    parts = [f'{{"seq":{seq},"cmd":{_request_json(cmd)}']
    for name, value in fields.items():
        if encoded is None:
            text = _request_json(value)
        elif (text := encoded.get(id(value))) is None:
            text = encoded[id(value)] = _request_json(value)
        parts.append(f",{_request_json(name)}:{text}")
    parts.append("}\n")
    return "".join(parts).encode("ascii")


def same_call(sent_cmd: str, sent_arg: Json, cmd: str, arg: Json) -> bool:
    """Whether a call is the one sent ahead (the same argument, or an equal one of its type)."""
    return sent_cmd == cmd and (sent_arg is arg or (type(sent_arg) is type(arg) and sent_arg == arg))


def shown_wire(lines: list[tuple]) -> list[dict]:
    """Kept wire lines (SubprocessImplementation.wire_lines) as [{dir, line}]: each line's
    text, undecodable bytes as escapes, cut at WIRE_LINE_CHARS characters, saying so."""
    shown = []
    for _, direction, data, size in lines:
        text = data.decode("utf-8", "backslashreplace")
        if len(text) > WIRE_LINE_CHARS or size > len(data):
            text = text[:WIRE_LINE_CHARS] + f" ... (cut at {WIRE_LINE_CHARS} characters of {size} bytes)"
        shown.append({"dir": direction, "line": text})
    return shown
