"""The clauses behind a failure, in words: every writer (the terminal, junit.xml, summary.md,
report.html) quotes a clause by its id, its title and its statement (the normative text of
spec/, from the report's clause rows), never by its id alone."""

from __future__ import annotations

from kuhspec.harness.results import FAILING


def clause_index(rep: dict) -> dict[str, dict]:
    """The report's clause rows by id."""
    return {c["id"]: c for c in rep["clauses"]}


def clause_text(cid: str, index: dict[str, dict]) -> str:
    """"KF-AUC-2 (The auctioneer does not bid): The auctioneer MUST NOT bid ..."; the id
    alone for a clause the report holds no words of."""
    row = index.get(cid) or {}
    title = f" ({row['title']})" if row.get("title") else ""
    statement = f": {row['statement']}" if row.get("statement") else ""
    return f"{cid}{title}{statement}"


def cited(scenario: dict, index: dict[str, dict]) -> list[str]:
    """The clauses a scenario cites, each as clause_text."""
    return [clause_text(c, index) for c in scenario["clauses"]]


def failing_scenarios(clause: dict, status_of: dict[str, str]) -> list[str]:
    """The scenarios that make a clause fail: those citing it that ended fail, error, crash
    or timeout (not those that passed, were skipped or are known failures)."""
    return [sid for sid in clause["scenarios"] if status_of.get(sid) in FAILING]
