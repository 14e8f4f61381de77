"""Scoring steps that read like the rulebook's scoring example (KF-SCO-*).

`Then Benno scores 4 x 510 + 50 + 50 - 200 = 1940` checks the whole score() row of the
player against the rulebook's arithmetic: "M x S" is the multiplier and the triple sum,
every "+ 50" is one Copycat, the "- N" terms add up to the black sheep, and the result is
the total. Only the JSON score() answer is read."""

from __future__ import annotations

import re as _regex

from pytest_bdd import then

from festival_steps import NAME, NUM, _score_row, re

FORMULA = r"(?P<formula>\d+ x \d+(?: [+-] \d+)*)"
_TERM = _regex.compile(r" ([+-]) (\d+)")


def _parse(formula: str) -> tuple[int, int, int, int]:
    """(multiplier, triple sum, Copycats, black sheep) of "M x S + 50 - N ..."."""
    head, _, rest = formula.partition(" x ")
    multiplier = int(head)
    sum_text = _regex.match(r"\d+", rest).group(0)
    triple_sum = int(sum_text)
    copycats = sheep = 0
    for sign, value in _TERM.findall(rest[len(sum_text):]):
        if sign == "+":
            if value != "50":
                raise ValueError(f"step text {formula!r}: every added term is one Copycat (+ 50)")
            copycats += 1
        else:
            sheep += int(value)
    return multiplier, triple_sum, copycats, sheep


@then(re(NAME + r" scores " + FORMULA + r" = " + NUM))
def scores_formula(world, name, formula, amount):
    multiplier, triple_sum, copycats, sheep = _parse(formula)
    total = int(amount)
    if multiplier * triple_sum + 50 * copycats - sheep != total:
        raise ValueError(f"step text is wrong: {formula} is not {total}")
    _, row = _score_row(world, name)
    got = (row.get("multiplier"), row.get("triple_sum"), row.get("copycats"),
           row.get("black_sheep"), row.get("total"))
    want = (multiplier, triple_sum, copycats, sheep, total)
    assert got == want, (
        f"{name}: expected multiplier {multiplier}, triple sum {triple_sum}, {copycats} Copycats, "
        f"black sheep {sheep}, total {total}; score() gives multiplier {got[0]}, triple sum "
        f"{got[1]}, {got[2]} Copycats, black sheep {got[3]}, total {got[4]}: {row}")
