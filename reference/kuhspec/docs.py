"""Generate the readable docs from the normative data: one source of truth.

    python -m kuhspec.docs            # (re)write docs/rulings.md and docs/rules-reference.md
    python -m kuhspec.docs --check    # exit 1, naming the stale file, if either is out of date

``docs/rulings.md`` presents ``spec/rulings.yaml``; ``docs/rules-reference.md`` presents the
clause registry with, under each clause, the scenarios of ``features/`` that check it (the
CommonMark spec's prose-then-examples layout). Everything below ``main`` is a pure function
of the loaded data, and the output is deterministic: no timestamps, fixed orders.
"""

from __future__ import annotations

import argparse
import re
import sys
import textwrap
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from gherkin.parser import Parser

from kuhspec.resources import data_path, repo_root

GAME = "kuhhandel-festival"
WIDTH = 92
RULINGS_DOC = "rulings.md"
REFERENCE_DOC = "rules-reference.md"
REGENERATE = "python -m kuhspec.docs"

CLAUSE_TAG = re.compile(r"^@((?:KF|KN)-[A-Z]+-[0-9]+[a-z]?)$")
ID_MENTION = re.compile(r"(?<![\w-])((?:KF|KN)-[A-Z]+-[0-9]+[a-z]?"  # a clause id
                        r"|R-(?:KF|KN)-[A-Z0-9]+(?:-[A-Z0-9]+)*)(?![\w-])")  # a ruling id
CODE_SPAN = re.compile(r"(`+)(.+?)\1")
TOKEN = re.compile(r"(?:`[^`]*`|[^\s`])+|`")  # a word; a code span is never broken
# a word that must not begin a wrapped line, or it would start a list, heading, quote, ...
BLOCK_START = re.compile(r"^(?:[-+*]|\d{1,9}[.)]|#{1,6}|[-=*_]{2,}|>.*|<.*|```.*|~~~.*)$")


# ---------------------------------------------------------------- loading

@dataclass
class Scenario:
    """One scenario of a feature file, with what it needs to be shown on its own."""
    id: str
    name: str
    path: str  # "features/<game>/<edition>/x.feature"
    line: int
    language: str
    keyword: str
    description: str
    tags: list[str]  # its own tags and its Rule's, in file order
    clauses: list[str]  # clause tags of feature, Rule and scenario, in file order
    rule: str = ""
    background_keyword: str = "Background"
    background: list[dict] = field(default_factory=list)  # steps of feature + Rule Backgrounds
    steps: list[dict] = field(default_factory=list)
    examples: list[dict] = field(default_factory=list)

    @property
    def anchor(self) -> str:
        return anchor(self.id)


@dataclass
class Spec:
    registry: dict
    rulings: list[dict]
    rejections: dict
    scenarios: list[Scenario]


def load_yaml(path: Path) -> Any:
    with open(path, encoding="utf-8") as f:
        return yaml.safe_load(f)


def parse_feature(text: str, path: str) -> list[Scenario]:
    """The scenarios of one feature file, Backgrounds folded in."""
    feature = Parser().parse(text).get("feature")
    if not feature:
        return []
    feature_tags = [t["name"] for t in feature["tags"]]
    out: list[Scenario] = []

    def walk(children, tags, background, bg_keyword, rule):
        for child in children:
            if "background" in child:
                bg_keyword = child["background"]["keyword"]
                background = background + child["background"]["steps"]
            elif "rule" in child:
                r = child["rule"]
                walk(r["children"], tags + [t["name"] for t in r.get("tags", [])],
                     background, bg_keyword, r["name"])
            elif "scenario" in child:
                sc = child["scenario"]
                own = tags[len(feature_tags):] + [t["name"] for t in sc["tags"]]
                every = feature_tags + own
                ids = [t.split(":", 1)[1] for t in every if t.startswith("@id:")]
                clauses = list(dict.fromkeys(m.group(1) for t in every if (m := CLAUSE_TAG.match(t))))
                out.append(Scenario(
                    id=ids[-1] if ids else f"{path}:{sc['location']['line']}",
                    name=sc["name"], path=path, line=sc["location"]["line"],
                    language=feature.get("language", "en"), keyword=sc["keyword"],
                    description=textwrap.dedent(sc.get("description") or "").strip("\n"),
                    tags=own, clauses=clauses, rule=rule, background_keyword=bg_keyword,
                    background=list(background), steps=sc["steps"],
                    examples=sc.get("examples") or []))

    walk(feature["children"], feature_tags, [], "Background", "")
    return out


def load_scenarios(features_dir: Path, game: str = GAME) -> list[Scenario]:
    out: list[Scenario] = []
    for path in sorted((features_dir / game).rglob("*.feature")):
        rel = "features/" + path.relative_to(features_dir).as_posix()
        out += parse_feature(path.read_text(encoding="utf-8"), rel)
    return out


def load_spec(spec_dir: Path | None = None, features_dir: Path | None = None) -> Spec:
    spec_dir = spec_dir or data_path("spec")
    features_dir = features_dir or data_path("features")
    return Spec(
        registry=load_yaml(spec_dir / f"{GAME}.yaml"),
        rulings=load_yaml(spec_dir / "rulings.yaml")["rulings"],
        rejections=load_yaml(spec_dir / "rejections.yaml")["codes"],
        scenarios=load_scenarios(features_dir),
    )


# ---------------------------------------------------------------- Markdown helpers

def anchor(ident: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", ident.lower()).strip("-")


def squash(text: Any) -> str:
    return " ".join(str(text or "").split())


def escape(text: str, table: bool = False) -> str:
    """Escape Markdown in plain text (not in code spans) so it renders literally."""
    text = text.replace("\\", "\\\\")
    text = re.sub(r"([<>*\[\]])", r"\\\1", text)
    text = re.sub(r"(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])", r"\\_", text)
    text = re.sub(r"&(?=#?\w+;)", "&amp;", text)
    return text.replace("|", "\\|") if table else text


def inline(text: str, links: dict[str, str] | None = None, table: bool = False) -> str:
    """Prose from the YAML as Markdown: escaped, code spans kept, known ids linked."""
    out, pos = [], 0
    for m in CODE_SPAN.finditer(text):
        out.append(_plain(text[pos:m.start()], links, table))
        out.append(m.group(0).replace("|", "\\|") if table else m.group(0))
        pos = m.end()
    out.append(_plain(text[pos:], links, table))
    return "".join(out)


def _plain(text: str, links: dict[str, str] | None, table: bool) -> str:
    text = escape(text, table)
    if not links:
        return text
    return ID_MENTION.sub(lambda m: f"[{m.group(1)}]({links[m.group(1)]})" if m.group(1) in links
                          else m.group(1), text)


def wrap(text: str, first: str = "", rest: str | None = None, width: int = WIDTH) -> list[str]:
    """Greedy wrap that never starts a line with a word Markdown would read as block syntax."""
    rest = first if rest is None else rest
    lines, line, empty = [], first, True
    for word in TOKEN.findall(text):
        if empty:
            line, empty = line + word, False
        elif len(line) + 1 + len(word) <= width or BLOCK_START.match(word):
            line += " " + word
        else:
            lines.append(line)
            line = rest + word
    lines.append(line.rstrip())
    return lines


def para(text: str, links: dict[str, str] | None = None, first: str = "", rest: str | None = None) -> str:
    return "\n".join(wrap(inline(squash(text), links), first, rest))


def reflow(markdown: str) -> str:
    """Re-wrap paragraphs of Markdown that is already written (the intros)."""
    return "\n\n".join("\n".join(wrap(p)) for p in markdown.split("\n\n"))


def table(header: list[str], rows: list[list[str]]) -> str:
    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    out += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(out)


def generated_notice(sources: str) -> str:
    return (f"<!-- Generated by `{REGENERATE}` from {sources}. Do not edit: change the sources "
            f"and regenerate. -->")


# ---------------------------------------------------------------- shared lookups

def sections(spec: Spec) -> list[dict]:
    return spec.registry["sections"]


def clauses_by_id(spec: Spec) -> dict[str, dict]:
    return {c["id"]: c for c in spec.registry["clauses"]}


def section_code(clause_id: str) -> str:
    return clause_id.split("-")[1]


def section_sources(section: dict) -> str:
    return ", ".join(f"{heading} ({ed.upper()})" for ed, heading in section["source"].items())


def ruling_section(ruling: dict) -> str:
    """A ruling is presented under the section of the first clause it names."""
    return section_code(ruling["clauses"][0])


def rulings_by_section(spec: Spec) -> list[tuple[dict, list[dict]]]:
    """(section, its rulings in file order) for the sections that have rulings, in order."""
    out = []
    for section in sections(spec):
        mine = [r for r in spec.rulings if ruling_section(r) == section["code"]]
        if mine:
            out.append((section, mine))
    return out


# ---------------------------------------------------------------- docs/rulings.md

RULINGS_INTRO = """\
The rulebooks leave some rules open. Each ruling below states the question, the readings an
implementation may choose (its *options*), the default, and why. The normative source is
`spec/rulings.yaml` (schema `spec/schemas/rulings.schema.json`); this page is generated from
it and from the clause registry, so edit the YAML, not this page, and run
`python -m kuhspec.docs`. Clause statements (`spec/kuhhandel-festival.yaml`, shown with their
scenarios in the [rules reference](rules-reference.md)) follow the default of every ruling.

A ruling with an option key is a choice an implementation declares: it names the key and the
values it supports in `hello()` (`rulings: {"payment": ["any_sufficient"]}`), and a position
selects one in its `options` object (`{"payment": "any_sufficient"}`); a key left out means
the default. Scenarios that need a non-default value carry a tag such as
`@R-KF-PAYMENT=any_sufficient` and run only against implementations that declare it. A
ruling without an option key fixes the one reading every implementation follows.

Rulings are grouped by the rulebook section of the first clause they refine."""


def rulings_links(spec: Spec) -> dict[str, str]:
    """Id -> link target, as seen from docs/rulings.md."""
    refined = {cid for r in spec.rulings for cid in r["clauses"]}
    links = {cid: (f"#{anchor(cid)}" if cid in refined else f"{REFERENCE_DOC}#{anchor(cid)}")
             for cid in clauses_by_id(spec)}
    links.update({r["id"]: f"#{anchor(r['id'])}" for r in spec.rulings})
    return links


def render_ruling(ruling: dict, spec: Spec, links: dict[str, str]) -> str:
    clauses = clauses_by_id(spec)
    parts = [f'<a id="{anchor(ruling["id"])}"></a>\n### {ruling["id"]}: {inline(squash(ruling["title"]))}']
    parts.append(para(ruling["question"], links, "**Question.** ", ""))
    named = "; ".join(f"[{cid}]({links[cid]}) ({inline(squash(clauses[cid]['title']))})"
                      if cid in clauses else cid for cid in ruling["clauses"])
    parts.append("\n".join(wrap(named + ".", "**Clauses.** ", "")))
    if ruling["option"]:
        parts.append(f"**Options** (options key `{ruling['option']}`):")
    else:
        parts.append("**Reading** (no options key: every implementation follows it):")
    for option in ruling["options"]:
        default = " (default)" if option["value"] == ruling["default"] else ""
        parts.append(para(option["summary"], links, f"- `{option['value']}`{default}: ", "  "))
        parts.append(para(option["consequences"], links, "  *Consequences.* ", "  "))
    parts.append(para(ruling["reasons"], links, "**Why.** ", ""))
    rejected = ruling.get("rejected_readings") or []
    if rejected:
        items = ["\n".join(wrap(f"*{inline(squash(r['reading']), links)}* {inline(squash(r['why']), links)}",
                                "- ", "  ")) for r in rejected]
        parts.append("**Readings not supported:**\n\n" + "\n".join(items))
    return "\n\n".join(parts)


def render_rulings(spec: Spec) -> str:
    """The whole of docs/rulings.md."""
    links = rulings_links(spec)
    clauses = clauses_by_id(spec)
    title = spec.registry.get("title", GAME)
    grouped = rulings_by_section(spec)
    rows = []
    for _, mine in grouped:
        for r in mine:
            values = [o["value"] for o in r["options"]]
            rows.append([f"[{r['id']}](#{anchor(r['id'])})",
                         f"`{r['option']}`" if r["option"] else "-",
                         f"`{r['default']}`",
                         ", ".join(f"`{v}`" for v in values if v != r["default"]) or "-"])
    parts = [generated_notice("spec/rulings.yaml and spec/kuhhandel-festival.yaml"),
             f"# Rulings: {title}", reflow(RULINGS_INTRO),
             table(["ruling", "option key", "default", "other options"], rows)]
    for section, mine in grouped:
        parts.append(f"## {section['title']}\n\nRulebook sections: {section_sources(section)}.")
        parts += [render_ruling(r, spec, links) for r in mine]

    refined = {cid: [r["id"] for r in spec.rulings if cid in r["clauses"]]
               for cid in clauses}
    rows = []
    for clause in spec.registry["clauses"]:
        if not refined[clause["id"]]:
            continue
        cid = clause["id"]
        rows.append([f'<a id="{anchor(cid)}"></a>[{cid}]({REFERENCE_DOC}#{anchor(cid)})',
                     inline(squash(clause["title"]), table=True),
                     ", ".join(f"[{rid}](#{anchor(rid)})" for rid in refined[cid]),
                     inline(squash(clause["statement"]), table=True)])
    parts.append(
        "## Clauses\n\n"
        "The clauses the rulings refine, as stated in the clause registry\n"
        "`spec/kuhhandel-festival.yaml`. Each id links to the clause in the\n"
        f"[rules reference]({REFERENCE_DOC}), with its rulebook sources and its scenarios.\n\n"
        + table(["clause", "title", "rulings", "statement"], rows))
    return "\n\n".join(parts) + "\n"


# ---------------------------------------------------------------- docs/rules-reference.md

def reference_links(spec: Spec) -> dict[str, str]:
    """Id -> link target, as seen from docs/rules-reference.md."""
    links = {cid: f"#{anchor(cid)}" for cid in clauses_by_id(spec)}
    links.update({r["id"]: f"{RULINGS_DOC}#{anchor(r['id'])}" for r in spec.rulings})
    return links


def home_clause(scenario: Scenario, known: dict[str, dict]) -> str | None:
    """The clause a scenario is shown under: the first known clause it cites."""
    return next((c for c in scenario.clauses if c in known), None)


def step_lines(step: dict, indent: str) -> list[str]:
    lines = [f"{indent}{step['keyword']}{step['text']}"]
    if step.get("dataTable"):
        lines += table_lines(step["dataTable"]["rows"], indent + "  ")
    if step.get("docString"):
        doc = step["docString"]
        delim = doc.get("delimiter", '"""')
        lines.append(f"{indent}  {delim}{doc.get('mediaType') or ''}")
        lines += [f"{indent}  {line}" if line else "" for line in doc["content"].split("\n")]
        lines.append(f"{indent}  {delim}")
    return lines


def table_lines(rows: list[dict], indent: str) -> list[str]:
    cells = [[c["value"].replace("\\", "\\\\").replace("|", "\\|") for c in row["cells"]] for row in rows]
    widths = [max(len(row[i]) for row in cells) for i in range(len(cells[0]))] if cells else []
    return [indent + "| " + " | ".join(v.ljust(w) for v, w in zip(row, widths)) + " |" for row in cells]


def gherkin_block(scenario: Scenario) -> str:
    """The scenario as a Gherkin block that reads on its own: Background first."""
    lines = []
    if scenario.language != "en":
        lines.append(f"# language: {scenario.language}")
    if scenario.rule:
        lines.append(f"# Rule: {scenario.rule}")
    if scenario.background:
        lines.append(f"{scenario.background_keyword}:")
        for step in scenario.background:
            lines += step_lines(step, "  ")
        lines.append("")
    if scenario.tags:
        lines.append(" ".join(scenario.tags))
    lines.append(f"{scenario.keyword}: {scenario.name}")
    lines += [f"  {line}".rstrip() for line in scenario.description.split("\n") if scenario.description]
    for step in scenario.steps:
        lines += step_lines(step, "  ")
    for ex in scenario.examples:
        lines += ["", f"  {ex['keyword']}: {ex.get('name', '')}".rstrip()]
        rows = ([ex["tableHeader"]] if ex.get("tableHeader") else []) + (ex.get("tableBody") or [])
        lines += table_lines(rows, "    ")
    body = "\n".join(lines)
    fence = "`" * max([3] + [len(run) + 1 for run in re.findall(r"`{3,}", body)])
    return f"{fence}gherkin\n{body}\n{fence}"


def render_example(scenario: Scenario) -> str:
    where = f"[{scenario.path}:{scenario.line}](../{scenario.path}#L{scenario.line})"
    caption = f'<a id="{scenario.anchor}"></a>**Example [{scenario.id}](#{scenario.anchor})** · {where}'
    return caption + "\n\n" + gherkin_block(scenario)


def render_clause(clause: dict, spec: Spec, shown: list[Scenario], elsewhere: list[Scenario],
                  links: dict[str, str], known: dict[str, dict]) -> str:
    cid = clause["id"]
    retired = " (retired)" if clause.get("status") == "retired" else ""
    parts = [f'<a id="{anchor(cid)}"></a>\n### {cid}: {inline(squash(clause["title"]))}{retired}',
             para(clause["statement"], links)]
    facts = [para("; ".join(f"{s['section']} ({s['edition'].upper()})" for s in clause["sources"]) + ".",
                  None, "- **Sources:** ", "  ")]
    applies = (f"editions {', '.join(clause['editions'])}; variants {', '.join(clause['variants'])}; "
               f"tier {clause['tier']}")
    if not clause.get("testable", True):
        applies += f"; not testable: {squash(clause.get('untestable_reason'))}"
    facts.append(para(applies + ".", links, "- **Applies to:** ", "  "))
    rulings = {r["id"]: r for r in spec.rulings}
    for rid in clause.get("rulings") or []:
        r = rulings.get(rid)
        if r is None:
            continue
        marked = bool(r["option"])  # "(default)" only where there is a choice
        values = ", ".join(f"`{o['value']}`" + (" (default)" if marked and o["value"] == r["default"] else "")
                           for o in r["options"])
        key = f"option `{r['option']}`: {values}" if r["option"] else f"one reading, {values}"
        facts.append("\n".join(wrap(f"[{rid}]({links[rid]}) ({inline(squash(r['title']))}): {key}.",
                                    "- **Ruling:** ", "  ")))
    for code, entry in spec.rejections.items():
        if entry["clause"] == cid:
            facts.append(para(f"`{code}`: {squash(entry['meaning'])}", links, "- **Rejection:** ", "  "))
    parts.append("\n".join(facts))
    if clause.get("notes"):
        parts.append(para(clause["notes"], links, "*Note.* ", ""))
    if shown:
        parts += [render_example(s) for s in shown]
    if elsewhere:
        items = ["\n".join(wrap(f"[{s.id}](#{s.anchor}) {inline(s.name)} (shown under "
                                f"[{home_clause(s, known)}](#{anchor(home_clause(s, known))}))", "- ", "  "))
                 for s in elsewhere]
        parts.append("Also checked by:\n\n" + "\n".join(items))
    if not shown and not elsewhere:
        parts.append("*No scenario checks this clause yet.*")
    return "\n\n".join(parts)


REFERENCE_INTRO = """\
This page states every rule of {title} clause by clause, and follows each clause with the
scenarios that check it, in the manner of the CommonMark spec: the prose says what the rule
is and the examples show it. The examples are the conformance tests themselves;
`kuhspec conform` runs exactly these scenarios against an implementation.

The page is generated by `python -m kuhspec.docs` from the clause registry
`spec/kuhhandel-festival.yaml`, the rulings `spec/rulings.yaml` (presented in
[rulings.md](rulings.md)), the rejection vocabulary `spec/rejections.yaml` and the feature
files under `features/kuhhandel-festival/`. Do not edit it by hand: change those files and
regenerate (`python -m kuhspec.docs --check` and a unit test report a stale page).

Sections follow the rulebook. Each clause gives its id (stable: never renumbered or reused),
its title, its normative statement in our own words (MUST, MAY; it follows the default of
every ruling and says where an option changes it), the rulebook sections it restates, the
rulings that settle its open points, and the rejection codes an implementation answers with
when an action breaks it. Its scenarios follow.

Each of the {scenarios} scenarios is shown in full once, under the first clause it cites (its
first clause tag); every other clause it cites lists it under *Also checked by*, with a link.
A block reads on its own: the Background steps of its feature (and of its Rule) come first,
then the scenario's tags and steps exactly as in the feature file, whose path and line the
caption gives. Tags: `@id:...` is the scenario id, `@KF-...` a clause it checks,
`@R-KF-...=value` runs it only against implementations that declare that ruling option (a
bare `@R-KF-...` cites a ruling), `@needs:legal` and `@needs:view` name the optional
capabilities it uses."""


def render_rules_reference(spec: Spec) -> str:
    """The whole of docs/rules-reference.md."""
    known = clauses_by_id(spec)
    links = reference_links(spec)
    shown: dict[str, list[Scenario]] = {cid: [] for cid in known}
    elsewhere: dict[str, list[Scenario]] = {cid: [] for cid in known}
    for s in sorted(spec.scenarios, key=lambda s: (s.path, s.line)):
        home = home_clause(s, known)
        if home is None:
            continue
        shown[home].append(s)
        for cid in s.clauses:
            if cid in known and cid != home:
                elsewhere[cid].append(s)
    title = spec.registry.get("title", GAME)
    total = sum(len(v) for v in shown.values())
    rows, body = [], []
    for section in sections(spec):
        mine = [c for c in spec.registry["clauses"] if section_code(c["id"]) == section["code"]]
        sec_anchor = f"section-{anchor(section['code'])}"
        rows.append([f"[{section['title']}](#{sec_anchor})",
                     " / ".join(section["source"].values()),
                     ", ".join(f"[{c['id']}](#{anchor(c['id'])})" for c in mine),
                     str(sum(len(shown[c["id"]]) for c in mine))])
        body.append(f'<a id="{sec_anchor}"></a>\n## {section["title"]}\n\n'
                    f"Rulebook sections: {section_sources(section)}.")
        body += [render_clause(c, spec, shown[c["id"]], elsewhere[c["id"]], links, known) for c in mine]
    intro = reflow(REFERENCE_INTRO.format(title=title, scenarios=total))
    counts = f"{len(known)} clauses in {len(sections(spec))} sections; {total} scenarios."
    parts = [generated_notice("spec/kuhhandel-festival.yaml, spec/rulings.yaml, spec/rejections.yaml "
                              "and features/kuhhandel-festival/"),
             f"# Rules reference: {title}", intro, counts,
             table(["section", "rulebook (EN / NL)", "clauses", "examples"], rows)] + body
    return "\n\n".join(parts) + "\n"


# ---------------------------------------------------------------- files and command line

def generate(spec: Spec) -> dict[str, str]:
    """Doc file name (relative to docs/) -> its content."""
    return {RULINGS_DOC: render_rulings(spec), REFERENCE_DOC: render_rules_reference(spec)}


def stale(docs_dir: Path, docs: dict[str, str]) -> list[str]:
    """The names of the docs whose committed text differs from the generated one."""
    out = []
    for name, text in sorted(docs.items()):
        path = docs_dir / name
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            out.append(name)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m kuhspec.docs",
        description="Generate docs/rulings.md and docs/rules-reference.md from spec/ and features/.")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if a generated doc is missing or stale")
    parser.add_argument("--docs-dir", type=Path, default=None,
                        help="where the docs live (default: docs/ of the source checkout)")
    args = parser.parse_args(argv)
    docs_dir = args.docs_dir
    if docs_dir is None:
        root = repo_root()
        if root is None:
            parser.error("not running from a source checkout; pass --docs-dir")
        docs_dir = root / "docs"
    docs = generate(load_spec())
    if args.check:
        bad = stale(docs_dir, docs)
        for name in bad:
            print(f"{docs_dir / name} is stale: run `{REGENERATE}` and commit the result",
                  file=sys.stderr)
        return 1 if bad else 0
    docs_dir.mkdir(parents=True, exist_ok=True)
    for name, text in sorted(docs.items()):
        path = docs_dir / name
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8", newline="\n")
            print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
