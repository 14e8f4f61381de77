"""Scoring (KF-SCO-*): every step reads the implementation's score() answer.

`Then Benno scores 4 x 510 + 50 + 50 - 200 = 1940` checks the whole score row against the
rulebook's arithmetic: "M x S" is the multiplier and the triple sum, every "+ 50" is one
Copycat, the "- N" terms add up to the black sheep, and the result is the total. The
formula is checked for being right as written; the values are the implementation's."""

from __future__ import annotations

import re

from ..book import BOOK

then = "then"
_TERM = re.compile(r" ([+-]) (\d+)")


def _row_is(world, name, field, want):
    world.expect(world.score(), f"/players/{world.seat(name)}/{field}", "equals", want)


@BOOK.step("scores", then)
def scores(world, name, amount):
    _row_is(world, name, "total", int(amount))


@BOOK.step("multiplier", then)
def multiplier(world, name, n):
    _row_is(world, name, "multiplier", int(n))


@BOOK.step("most_kuhpons", then)
def most_kuhpons(world, name, neg):
    _row_is(world, name, "most_kuhpons", neg in ("has", "heeft"))  # en, nl


@BOOK.step("triple_sum", then)
def triple_sum(world, name, n):
    _row_is(world, name, "triple_sum", int(n))


@BOOK.step("copycat_count", then)
def copycat_count(world, name, n):
    _row_is(world, name, "copycats", int(n))


@BOOK.step("sheep_loss", then)
def sheep_loss(world, name, n):
    _row_is(world, name, "black_sheep", int(n))


@BOOK.step("winners", then)
def winners(world, names):
    world.expect(world.score(), "/winners", "same_items", [world.seat(n) for n in BOOK.split(names)])


@BOOK.step("ranking", then)
def ranking(world, names):
    world.expect(world.score(), "/ranking", "equals", [world.seat(n) for n in BOOK.split(names)])


@BOOK.step("score_final", then)
def score_final(world, neg):
    world.expect(world.score(), "/final", "equals", neg in ("final", "definitief"))  # en, nl


def _parse(formula: str) -> tuple[int, int, int, int]:
    """(multiplier, triple sum, Copycats, black sheep) of "M x S + 50 - N ..."."""
    head, _, rest = formula.partition(" x ")
    sum_text = re.match(r"\d+", rest).group(0)
    copycats = sheep = 0
    for sign, value in _TERM.findall(rest[len(sum_text):]):
        if sign == "+":
            if value != "50":
                raise ValueError(f"step text {formula!r}: every added term is one Copycat (+ 50)")
            copycats += 1
        else:
            sheep += int(value)
    return int(head), int(sum_text), copycats, sheep


@BOOK.step("scores_formula", then)
def scores_formula(world, name, formula, amount):
    mult, tsum, copycats, sheep = _parse(formula)
    total = int(amount)
    if mult * tsum + 50 * copycats - sheep != total:
        raise ValueError(f"step text is wrong: {formula} is not {total}")
    fields = ("multiplier", "triple_sum", "copycats", "black_sheep", "total")
    world.expect(world.score(), [f"/players/{world.seat(name)}/{k}" for k in fields], "equals",
                 [mult, tsum, copycats, sheep, total],
                 because=f"{name}: multiplier, triple sum, Copycats, black sheep and total of {formula} = {total}")
