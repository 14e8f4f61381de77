"""A small evaluator of the GitHub Actions expressions the guide's workflow uses in `if:`
and `env:`: literals, context paths (``github.event_name``), ``!``, ``&&``, ``||``,
``==``, ``!=``, parentheses, the status functions (``always()``, ``success()``,
``failure()``, ``cancelled()``) and ``format()``. Anything else fails the test, so the
workflow cannot grow an expression the tests do not understand.
"""

from __future__ import annotations

import re
from typing import Any

TOKEN = re.compile(r"\s*(?:(?P<str>'(?:[^']|'')*')|(?P<num>\d+)|(?P<op>&&|\|\||==|!=|!|\(|\)|,)"
                   r"|(?P<name>[A-Za-z_][A-Za-z0-9_-]*(?:\.[A-Za-z_][A-Za-z0-9_-]*)*))")


class Unsupported(AssertionError):
    pass


def evaluate(text: str, context: dict, status: str = "success") -> Any:
    """The value of expression `text` (without ``${{ }}``) in `context`; `status` is the
    outcome of the jobs needed so far: success, failure or cancelled."""
    tokens, pos = [], 0
    text = text.strip()
    while pos < len(text):
        m = TOKEN.match(text, pos)
        if not m or m.end() == pos:
            raise Unsupported(f"cannot read {text[pos:]!r} in {text!r}")
        tokens.append((m.lastgroup, m.group(m.lastgroup)))
        pos = m.end()
    i = 0

    def peek():
        return tokens[i][1] if i < len(tokens) else None

    def take(expected=None):
        nonlocal i
        tok = tokens[i]
        if expected is not None and tok[1] != expected:
            raise Unsupported(f"expected {expected!r} in {text!r}")
        i += 1
        return tok

    def or_():
        left = and_()
        while peek() == "||":
            take()
            right = and_()
            left = left or right
        return left

    def and_():
        left = cmp()
        while peek() == "&&":
            take()
            right = cmp()
            left = left and right
        return left

    def cmp():
        left = unary()
        while peek() in ("==", "!="):
            op = take()[1]
            right = unary()
            left = (left == right) if op == "==" else (left != right)
        return left

    def unary():
        if peek() == "!":
            take()
            return not unary()
        return atom()

    def atom():
        kind, value = take()
        if value == "(":
            v = or_()
            take(")")
            return v
        if kind == "str":
            return value[1:-1].replace("''", "'")
        if kind == "num":
            return int(value)
        if kind == "name":
            if peek() == "(":
                take("(")
                args = []
                while peek() != ")":
                    args.append(or_())
                    if peek() == ",":
                        take(",")
                take(")")
                return call(value, args)
            if value in ("true", "false"):
                return value == "true"
            return lookup(value)
        raise Unsupported(f"unexpected {value!r} in {text!r}")

    def call(name, args):
        if name == "always":
            return True
        if name == "success":
            return status == "success"
        if name == "failure":
            return status == "failure"
        if name == "cancelled":
            return status == "cancelled"
        if name == "format":
            return re.sub(r"\{(\d+)\}", lambda m: str(args[1 + int(m[1])]), args[0])
        raise Unsupported(f"function {name}() in {text!r}")

    def lookup(path):
        obj: Any = context
        for part in path.split("."):
            if not isinstance(obj, dict) or part not in obj:
                raise Unsupported(f"unknown context {path!r} in {text!r}")
            obj = obj[part]
        return obj

    value = or_()
    if i != len(tokens):
        raise Unsupported(f"left over {tokens[i][1]!r} in {text!r}")
    return value


def substitute(text: str, context: dict) -> str:
    """`text` with every ``${{ expr }}`` replaced by its value."""
    return re.sub(r"\$\{\{(.*?)\}\}", lambda m: str(evaluate(m[1], context)), text)


def condition(text: str | None, context: dict, status: str = "success") -> bool:
    """Whether a job or step with ``if: text`` runs (no `if`: only after success)."""
    if text is None:
        return status == "success"
    text = str(text).strip()
    if text.startswith("${{") and text.endswith("}}"):
        text = text[3:-2]
    uses_status = re.search(r"\b(always|success|failure|cancelled)\(\)", text)
    value = bool(evaluate(text, context, status))
    return value if uses_status else (value and status == "success")
