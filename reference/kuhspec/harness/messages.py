"""Failure messages an implementer can act on: JSON, not Python; no pytest internals.

Every message that reaches a report (the terminal, JUnit, Markdown, HTML, and the reasons
`--write-expectations` writes) goes through `clean`:

- pytest's own assertion explanation is dropped (``assert ...``, ``+  where ...``,
  "Use -v to get more diff", the difflib lines), keeping the step's own message; when the
  step gave none, pytest's first line stays;
- a Python literal in the text (a dict or list repr, ``True``, ``None``) is written as JSON;
- an object repr (``<World object at 0x...>``) becomes ``<World>``;
- the message is cut at `limit` characters, saying where and how much.
"""

from __future__ import annotations

import ast
import json
import re

MAX_MESSAGE = 4000
_INTERNAL = re.compile(
    r"^\s*(assert\b|\+\s+where\b|\+\s+and\b|\+\s+(Use|Full diff)\b|Use -v to get|Full diff:|At index \d+ diff|"
    r"Omitting \d+ identical|Left contains|Right contains|Differing items|Common items|Drill down|[-+?] |"
    r"\.\.\.Full output truncated)")
_OBJECT = re.compile(r"<([A-Za-z_][\w.]*?)(?: object)? at 0x[0-9a-fA-F]+>")
_WORDS = re.compile(r"(: |= |is )(True|False|None)\b")
MAX_LITERAL = 20000


def _literal_spans(text: str):
    """(start, end) of each outermost balanced {...} or [...] span."""
    depth, start, quote = 0, -1, ""
    i = 0
    while i < len(text):
        ch = text[i]
        if quote:
            if ch == "\\":
                i += 1
            elif ch == quote:
                quote = ""
        elif ch in "'\"" and depth:
            quote = ch
        elif ch in "[{":
            if depth == 0:
                start = i
            depth += 1
        elif ch in "]}" and depth:
            depth -= 1
            if depth == 0:
                yield start, i + 1
        i += 1


def _as_json(fragment: str) -> str | None:
    if len(fragment) > MAX_LITERAL or ("'" not in fragment and "True" not in fragment
                                       and "False" not in fragment and "None" not in fragment):
        return None  # already JSON-looking (or too big to bother)
    try:
        value = ast.literal_eval(fragment)
        return json.dumps(value, ensure_ascii=False)
    except (ValueError, SyntaxError, TypeError, RecursionError, MemoryError):
        return None


def jsonify(text: str) -> str:
    """Python literals in `text` written as JSON."""
    out, last = [], 0
    for start, end in list(_literal_spans(text)):
        js = _as_json(text[start:end])
        if js is not None:
            out += [text[last:start], js]
            last = end
    out.append(text[last:])
    return "".join(out)


def clip(text: str, limit: int = MAX_MESSAGE, total: int | None = None) -> str:
    if len(text) <= limit:
        return text
    return text[:limit] + f"... (cut at {limit} of {total or len(text)} characters)"


def clean(message: str, limit: int = MAX_MESSAGE) -> str:
    text = message or ""
    total = len(text) if len(text) > 8 * limit else None
    if total:
        text = text[: 8 * limit]
    lines = text.splitlines()
    kept = [line for line in lines if not _INTERNAL.match(line)]
    if not [line for line in kept if line.strip()] and lines:
        kept = lines[:1]
    text = "\n".join(kept).strip()
    text = _OBJECT.sub(lambda m: f"<{m.group(1).rsplit('.', 1)[-1]}>", text)
    text = jsonify(text)
    text = _WORDS.sub(lambda m: m.group(1) + {"True": "true", "False": "false", "None": "null"}[m.group(2)], text)
    return clip(text, limit, total)
