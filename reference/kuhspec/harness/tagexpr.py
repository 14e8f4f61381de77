"""Tag expressions for selecting scenarios: ``@KF-AUC-1 and not @needs:legal``.

The grammar (the words ``and``, ``or``, ``not`` in any case; ``not`` binds tightest, then
``and``, then ``or``; parentheses group)::

    expr   := term ("or" term)*
    term   := factor ("and" factor)*
    factor := "not" factor | "(" expr ")" | TAG

A TAG is a scenario tag, with or without its ``@``; it may hold the glob characters
``*``, ``?`` and ``[...]``, and matches case-insensitively (``@kf-auc-*``). A bare ruling
tag (``@R-KF-PAYMENT``) also matches the scenarios that set an option of that ruling.

`parse` raises TagExpressionError, which says where the expression went wrong.
"""

from __future__ import annotations

import fnmatch
import re
from collections.abc import Callable, Iterable

Matcher = Callable[[frozenset], bool]

_TOKEN = re.compile(r"\s*(?:(?P<open>\()|(?P<close>\))|(?P<word>[^\s()]+))")
_WORDS = ("and", "or", "not")


class TagExpressionError(ValueError):
    """A tag expression that cannot be read; the message quotes it and says where."""


def _tokens(text: str) -> list[tuple[str, str, int]]:
    out, pos = [], 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None or m.end() == pos:
            break
        kind = m.lastgroup
        value = m.group(kind)
        out.append((kind if kind != "word" or value.lower() not in _WORDS else value.lower(), value, m.start(kind)))
        pos = m.end()
    return out


def _tag_matcher(tag: str) -> Matcher:
    pattern = tag.removeprefix("@").lower()
    if not pattern:
        raise TagExpressionError("an empty tag '@'")
    if any(ch in pattern for ch in "*?["):
        return lambda tags: any(fnmatch.fnmatchcase(t, pattern) for t in tags)
    return lambda tags: pattern in tags


def parse(text: str) -> Matcher:
    """A function of a scenario's (lower-cased) tag set that says whether it matches `text`."""
    if not isinstance(text, str) or not text.strip():
        raise TagExpressionError("the tag expression is empty")
    tokens = _tokens(text)
    pos = 0

    def fail(what: str) -> TagExpressionError:
        where = tokens[pos][2] if pos < len(tokens) else len(text)
        return TagExpressionError(f"{what} at column {where + 1} of {text!r}")

    def peek() -> str | None:
        return tokens[pos][0] if pos < len(tokens) else None

    def expr() -> Matcher:
        nonlocal pos
        parts = [term()]
        while peek() == "or":
            pos += 1
            parts.append(term())
        return parts[0] if len(parts) == 1 else (lambda tags: any(p(tags) for p in parts))

    def term() -> Matcher:
        nonlocal pos
        parts = [factor()]
        while peek() == "and":
            pos += 1
            parts.append(factor())
        return parts[0] if len(parts) == 1 else (lambda tags: all(p(tags) for p in parts))

    def factor() -> Matcher:
        nonlocal pos
        kind = peek()
        if kind == "not":
            pos += 1
            inner = factor()
            return lambda tags: not inner(tags)
        if kind == "open":
            pos += 1
            inner = expr()
            if peek() != "close":
                raise fail("a missing ')'")
            pos += 1
            return inner
        if kind == "word":
            matcher = _tag_matcher(tokens[pos][1])
            pos += 1
            return matcher
        if kind is None:
            raise fail("a tag expected, but the expression ended")
        raise fail(f"a tag expected, not {tokens[pos][1]!r}")

    matcher = expr()
    if pos != len(tokens):
        raise fail(f"{tokens[pos][1]!r} unexpected (join tags with 'and' or 'or')")
    return matcher


def tag_set(tags: Iterable[str]) -> frozenset:
    """The tags as a matcher reads them: without '@', lower-cased, and each ruling tag
    ``R-X=value`` also as the bare ``R-X``."""
    out = set()
    for t in tags:
        t = t.removeprefix("@").lower()
        out.add(t)
        if t.startswith("r-") and "=" in t:
            out.add(t.split("=", 1)[0])
    return frozenset(out)
