"""problem_in answers from a message's JSON text exactly as its walk over the value does.

The text is only a shortcut for a fine message (no escape that could be a lone surrogate,
nesting well inside the limit); anything else goes to the walk, which names the problem.
These tests hold the two ways against each other on values built to sit at the edges:
strings holding brackets, quotes, backslashes and lone surrogates, and nesting at and
around the limit."""

from __future__ import annotations

import json

from hypothesis import given, settings, strategies as st

from kuhspec.wire.protocol import problem_in

TEXT = st.text(alphabet=st.sampled_from(['a', '[', ']', '{', '}', '"', '\\', '\ud800', 'é', '\n', ':', ',']),
               max_size=6)
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-5, 5), TEXT)
VALUES = st.recursive(SCALARS, lambda inner: st.one_of(
    st.lists(inner, max_size=3), st.dictionaries(TEXT, inner, max_size=3)), max_leaves=25)


def _texts(value) -> list[bytes]:
    """The UTF-8 JSON texts a message may arrive as (or be dumped to)."""
    out = [json.dumps(value, ensure_ascii=True).encode("ascii"),
           json.dumps(value, separators=(",", ":"), sort_keys=True, ensure_ascii=True).encode("ascii")]
    try:
        out.append(json.dumps(value, ensure_ascii=False).encode("utf-8"))
    except UnicodeEncodeError:
        pass  # a lone surrogate cannot travel as raw UTF-8
    return out


@settings(max_examples=200, deadline=None)
@given(VALUES, st.integers(1, 7))
def test_the_text_shortcut_answers_as_the_walk(value, max_depth):
    walked = problem_in(value, max_depth)
    for raw in _texts(value):
        assert problem_in(value, max_depth, raw=raw) == walked


def _nested(depth: int, leaf) -> object:
    value = leaf
    for i in range(depth):
        value = [value] if i % 2 else {"k": value}
    return value


def test_nesting_at_the_limit_is_judged_by_the_walk():
    for depth in range(0, 9):
        for leaf in (1, [], {}, "[[[", "\ud800"):
            value = _nested(depth, leaf)
            for raw in _texts(value):
                assert problem_in(value, 5, raw=raw) == problem_in(value, 5), (depth, leaf)
    assert problem_in(_nested(7, 1), 5, raw=json.dumps(_nested(7, 1)).encode()) == "nested deeper than 5 levels"


def test_a_lone_surrogate_is_still_named():
    value = {"name": "ok", "cards": ["cow-1", "x\udc00y"]}
    raw = json.dumps(value).encode("ascii")
    assert problem_in(value, raw=raw) == problem_in(value)
    assert problem_in(value, raw=raw).startswith("not Unicode text: a string holds a lone surrogate")
