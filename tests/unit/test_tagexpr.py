"""Tag expressions (kuhspec.harness.tagexpr) and the shared selection (selection.py)."""

from __future__ import annotations

import argparse

import pytest

from kuhspec.harness import selection, tagexpr
from kuhspec.scenarios import build

AUC1 = tagexpr.tag_set(["id:KF-EN-AUC-01", "KF-AUC-1", "needs:legal", "R-KF-PAYMENT=any_sufficient"])


@pytest.mark.parametrize("expr, expected", [
    ("@KF-AUC-1", True),
    ("KF-AUC-1", True),  # the @ is optional
    ("@kf-auc-1", True),  # any case
    ("@KF-AUC-1 and not @needs:legal", False),
    ("@KF-AUC-1 and not @needs:view", True),
    ("@KF-AUC-2 or @needs:legal", True),
    ("not (@KF-AUC-2 or @needs:legal)", False),
    ("@KF-AUC-* and @id:KF-EN-*", True),  # globs
    ("@KF-AUC-? and not @KF-AUC-1", False),
    ("@R-KF-PAYMENT", True),  # a bare ruling names every option of it
    ("@R-KF-PAYMENT=exact_or_least", False),
    ("@KF-AUC-2 or @KF-AUC-1 and @KF-TRI-1", False),  # and binds tighter than or
    ("(@KF-AUC-2 or @KF-AUC-1) and not @KF-TRI-1", True),
    ("NOT @KF-AUC-2 AND @KF-AUC-1", True),
])
def test_expressions(expr, expected):
    assert tagexpr.parse(expr)(AUC1) is expected


@pytest.mark.parametrize("expr, says", [
    ("", "empty"),
    ("@KF-AUC-1 and", "ended"),
    ("(@KF-AUC-1 or @KF-AUC-2", "missing ')'"),
    ("@KF-AUC-1 @KF-AUC-2", "join tags"),
    ("and @KF-AUC-1", "not 'and'"),
    ("@KF-AUC-1 )", "')' unexpected"),
    ("@", "empty tag"),
])
def test_bad_expressions_say_what_is_wrong(expr, says):
    with pytest.raises(tagexpr.TagExpressionError, match=".*") as err:
        tagexpr.parse(expr)
    assert says in str(err.value)


def test_selection_globs_ignore_case_and_tags_combine():
    s = build("t", {"id:KF-EN-AUC-01", "KF-AUC-1", "needs:legal"}, "x.feature", 3)
    assert selection.Selection(clauses=["kf-auc-*"]).selects(s)
    assert selection.Selection(scenarios=["kf-en-auc-0?"]).selects(s)
    assert not selection.Selection(clauses=["KF-TRI-*"]).selects(s)
    assert selection.Selection(tags=["@kf-auc-1"]).selects(s)
    assert not selection.Selection(tags=["@kf-auc-1", "not @needs:legal"]).selects(s)  # every expression must match
    assert not selection.Selection(tags=["@KF-AUC-1"], clauses=["KF-TRI-*"]).selects(s)


def test_a_bad_expression_or_timeout_is_a_usage_error():
    parser = argparse.ArgumentParser()
    selection.add_arguments(parser)
    parser.add_argument("--timeout", type=selection.positive_seconds)
    for bad in (["--tags", "@a and"], ["--timeout", "0"], ["--timeout", "-1"], ["--timeout", "nan"],
                ["--timeout", "inf"], ["--timeout", "soon"]):
        with pytest.raises(SystemExit) as exit_:
            parser.parse_args(bad)
        assert exit_.value.code == 2
    args = parser.parse_args(["--tags", "@KF-AUC-1", "--clause", "kf-*", "--timeout", "0.5"])
    assert args.timeout == 0.5
    assert selection.pytest_args(args) == ["--kuhspec-clause=kf-*", "--kuhspec-tags=@KF-AUC-1"]
