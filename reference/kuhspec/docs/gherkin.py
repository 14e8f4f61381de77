"""A scenario of kuhspec.scenarios shown as a Gherkin block that reads (and parses) on its own:
its Background steps first, then its tags, its steps and its Examples, as written."""

from __future__ import annotations

import re

from gherkin.dialect import Dialect

from kuhspec.docs.markdown import anchor
from kuhspec.scenarios import Scenario, Step


def keyword(language: str, kind: str) -> str:
    """The first keyword of `kind` ("background", "examples") in the feature's language."""
    dialect = Dialect.for_name(language) or Dialect.for_name("en")
    return getattr(dialect, f"{kind}_keywords")[0]


def table_lines(rows: list[list[str]], indent: str) -> list[str]:
    cells = [[v.replace("\\", "\\\\").replace("|", "\\|") for v in row] for row in rows]
    widths = [max(len(row[i]) for row in cells) for i in range(len(cells[0]))] if cells else []
    return [indent + "| " + " | ".join(v.ljust(w) for v, w in zip(row, widths)) + " |" for row in cells]


def step_lines(step: Step, indent: str) -> list[str]:
    lines = [f"{indent}{step.keyword} {step.text}"]
    if step.datatable:
        lines += table_lines(step.datatable, indent + "  ")
    if step.docstring is not None:
        lines.append(f'{indent}  """')
        lines += [f"{indent}  {line}" if line else "" for line in step.docstring.split("\n")]
        lines.append(f'{indent}  """')
    return lines


def gherkin_text(scenario: Scenario) -> str:
    """The scenario as Gherkin text that parses on its own (no fence)."""
    s = scenario
    lines = []
    if s.language != "en":
        lines.append(f"# language: {s.language}")
    if s.rule:
        lines.append(f"# Rule: {s.rule}")
    background = [st for st in s.steps if st.background]
    if background:
        lines.append(f"{keyword(s.language, 'background')}:")
        for step in background:
            lines += step_lines(step, "  ")
        lines.append("")
    if s.tags:
        lines.append(" ".join("@" + t for t in s.tags))
    lines.append(f"{s.keyword}: {s.title}")
    lines += [f"  {line}".rstrip() for line in s.description.split("\n") if s.description]
    for step in s.steps:
        if not step.background:
            lines += step_lines(step, "  ")
    for ex in s.examples:
        lines += ["", f"  {keyword(s.language, 'examples')}: {ex.name}".rstrip()]
        lines += table_lines([ex.header] + ex.rows if ex.header else ex.rows, "    ")
    return "\n".join(lines)


def gherkin_block(scenario: Scenario) -> str:
    """The scenario's Gherkin text in a fenced Markdown block."""
    body = gherkin_text(scenario)
    fence = "`" * max([3] + [len(run) + 1 for run in re.findall(r"`{3,}", body)])
    return f"{fence}gherkin\n{body}\n{fence}"


def render_example(scenario: Scenario) -> str:
    """The caption (id, feature file and line, linked) and the block."""
    path = f"features/{scenario.feature}"
    where = f"[{path}:{scenario.line}](../../{path}#L{scenario.line})"
    a = anchor(scenario.id)
    caption = f'<a id="{a}"></a>**Example [{scenario.id}](#{a})** · {where}'
    return caption + "\n\n" + gherkin_block(scenario)
