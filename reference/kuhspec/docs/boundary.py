"""docs/<game>/boundary.md: the game's normative boundary (spec/<game>/boundary.yaml), what
every verdict compares exactly and what it leaves to the implementation (kuhspec.law)."""

from __future__ import annotations

from kuhspec.docs.markdown import generated_notice, para, squash, table
from kuhspec.docs.model import RULINGS_DOC, GameDocs

INTRO = """\
Every verdict kuhspec gives (conform, the exported cases and their replays, golden replay,
the differential, compare and the badge) judges answers by one law (`kuhspec.law`), and
the law reads this boundary: what an implementation must reproduce exactly (normative) and
what is its own choice (free). Free parts are judged by the rule, never by the reference's
value. The source is `{source}` (schema `spec/schemas/boundary.schema.json`)."""


def _members(m: dict) -> str:
    parts = [f"must match: {', '.join(f'`{x}`' for x in m['normative']) or 'nothing'}"]
    if m["when_given"]:
        parts.append(f"may be left out, must match when given: {', '.join(f'`{x}`' for x in m['when_given'])}")
    if m["free"]:
        parts.append(f"free: {', '.join(f'`{x}`' for x in m['free'])}")
    return "; ".join(parts)


def render_boundary(book: GameDocs) -> str:
    g, b = book.game, book.game.boundary
    source = f"{book.spec_folder()}boundary.yaml"
    rulings = {r: f"{RULINGS_DOC}#{r.lower()}" for r in g.rulings}
    out = [generated_notice(f"`{source}`"), "", f"# {g.title}: the normative boundary", "",
           para(INTRO.format(source=source)), "", para(b["summary"]), "",
           "## Events", "", para(f"**{b['events']['status'].capitalize()}.** {squash(b['events']['why'])}"), "",
           "## Free parts of answers", ""]
    if b["free"]:
        rows = [[f"`{e['answer']}`", f"`{e['pointer']}`", squash(e["why"]),
                 ", ".join(f"[{r}]({rulings[r]})" for r in e.get("rulings", []))] for e in b["free"]]
        out += [table(["answer", "pointer", "why", "rulings"], rows), ""]
    else:
        out += ["None: every member of the state, the views and the score is normative.", ""]
    out += ["## Samples in legal()", "", para(b["samples"]["why"]), "",
            "## Randomness: what `seed` means", "", para(b["random"]["seed"]), "", para(b["random"]["deals"]), "",
            "## Positions the rulebook leaves open", ""]
    rows = [[squash(e["what"]), e["decision"] + (f" ([{e['ruling']}]({rulings[e['ruling']]}))" if e.get("ruling") else ""),
             squash(e["why"])] for e in b["open"]]
    out += ([table(["what", "decision", "why"], rows)] if rows else ["None."]) + [""]
    r = b["refusals"]
    out += ["## Refusals", "",
            table(["refusal", "members", "why"],
                  [["a rejected action (`act`)", _members(r["act"]), squash(r["act"]["why"])],
                   ["a refused setup or position (`new_game`, `load`)", _members(r["position"]),
                    squash(r["position"]["why"])]]), "",
            para("**Paths.** " + squash(r["paths"])), "", para("**Several faults.** " + squash(r["several_faults"])), "",
            "## Order", "", table(["list", "order"], [[squash(o["list"]), squash(o["order"])] for o in b["order"]]), ""]
    return "\n".join(out)
