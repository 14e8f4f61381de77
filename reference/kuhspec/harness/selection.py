"""Which scenarios a run selects: the one selection shared by `kuhspec conform`,
`kuhspec list` and `kuhspec smoke`, and by the pytest plugin that applies it.

A scenario is selected when it matches every kind of criterion given, and any one value of
each: its game; one of the editions and one of the variants it applies to; a clause it
cites (a glob, case-insensitive: ``kf-auc-*``); its id (a glob, case-insensitive; an
outline's example ``X[...]`` matches by ``X`` too); and every tag expression
(kuhspec.harness.tagexpr).

The command-line options are declared here once (`add_arguments`) and passed on to the
plugin's ``--kuhspec-*`` options by `pytest_args`.
"""

from __future__ import annotations

import argparse
import fnmatch
import math
from dataclasses import dataclass, field

from kuhspec.harness import tagexpr
from kuhspec.scenarios import Scenario

#: selection kind -> (command-line option, the plugin's option, metavar, help)
OPTIONS = {
    "games": ("--game", "--kuhspec-game", "G", "only this game, e.g. kuhhandel-festival"),
    "editions": ("--edition", "--kuhspec-edition", "E", "only this edition, e.g. en"),
    "variants": ("--variant", "--kuhspec-variant", "V", "only this variant, e.g. standard"),
    "clauses": ("--clause", "--kuhspec-clause", "GLOB",
                "only scenarios citing a matching clause, e.g. 'KF-AUC-*' (case-insensitive)"),
    "scenarios": ("--scenario", "--kuhspec-scenario", "ID", "only this scenario id (glob allowed, case-insensitive)"),
    "tags": ("--tags", "--kuhspec-tags", "EXPR",
             "only scenarios whose tags match EXPR, e.g. '@KF-AUC-1 and not @needs:legal' "
             "(and, or, not, parentheses; tags may be globs; repeatable: all must match)"),
}


def scenario_tags(meta: Scenario) -> frozenset:
    """Every tag of a scenario that a tag expression can name: its id, clauses, rulings,
    needs, edition and variant tags, and its own and its Rule's other tags."""
    tags = [f"id:{meta.id.split('[', 1)[0]}", *meta.clauses, *meta.ruling_tags(),
            *(f"needs:{n}" for n in meta.needs), *(f"edition:{e}" for e in meta.only_editions),
            *(f"variant:{v}" for v in meta.only_variants), *meta.tags]
    return tagexpr.tag_set(tags)


def _glob(value: str, patterns: list[str]) -> bool:
    value = value.lower()
    return any(fnmatch.fnmatchcase(value, p.lower()) for p in patterns)


@dataclass
class Selection:
    games: list[str] = field(default_factory=list)
    editions: list[str] = field(default_factory=list)
    variants: list[str] = field(default_factory=list)
    clauses: list[str] = field(default_factory=list)
    scenarios: list[str] = field(default_factory=list)
    tags: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._matchers = [tagexpr.parse(t) for t in self.tags]  # TagExpressionError on a bad one

    @classmethod
    def from_namespace(cls, ns, prefix: str = "") -> Selection:
        """From argparse's namespace (prefix "") or pytest's options (prefix "kuhspec_")."""
        return cls(**{kind: list(getattr(ns, f"{prefix}{OPTIONS[kind][0][2:]}", None) or []) for kind in OPTIONS})

    def as_dict(self) -> dict[str, list[str]]:
        return {kind: list(getattr(self, kind)) for kind in OPTIONS}

    def __bool__(self) -> bool:
        return any(self.as_dict().values())

    def selects(self, meta: Scenario) -> bool:
        if self.games and meta.game not in self.games:
            return False
        if self.editions and not set(meta.editions) & set(self.editions):
            return False
        if self.variants and not set(meta.variants) & set(self.variants):
            return False
        if self.clauses and not any(_glob(c, self.clauses) for c in meta.clauses):
            return False
        if self.scenarios and not (_glob(meta.id, self.scenarios) or _glob(meta.id.split("[", 1)[0], self.scenarios)):
            return False
        if self._matchers:
            tags = scenario_tags(meta)
            if not all(m(tags) for m in self._matchers):
                return False
        return True


def tag_expression(text: str) -> str:
    """argparse type of --tags: the expression, checked (a bad one is a usage error)."""
    try:
        tagexpr.parse(text)
    except tagexpr.TagExpressionError as err:
        raise argparse.ArgumentTypeError(f"invalid tag expression: {err}") from None
    return text


def positive_seconds(text: str) -> float:
    """argparse type of --timeout: a finite number of seconds above 0."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"{text!r}: the timeout must be a finite number of seconds above 0")
    return value


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The selection options of conform, list and smoke."""
    for kind, (option, _plugin, metavar, help_text) in OPTIONS.items():
        kwargs = {"type": tag_expression} if kind == "tags" else {}
        parser.add_argument(option, action="append", default=[], metavar=metavar, help=help_text, dest=option[2:],
                            **kwargs)


def pytest_args(args: argparse.Namespace) -> list[str]:
    """The plugin options that carry the selection of `args` into a pytest run (joined with
    '=': pytest reads a separate argument that starts with '@', like a tag, as a file)."""
    out: list[str] = []
    for kind, (option, plugin, _m, _h) in OPTIONS.items():
        for value in getattr(args, option[2:], None) or []:
            out.append(f"{plugin}={value}")
    return out
