"""`kuhspec list`: the scenarios and clauses a `kuhspec conform` with the same selection
would run, without running them (the suite is collected, not run).

With ``--impl`` it also says hello to the implementation and marks each scenario as
applicable or not (and why). ``--format json`` prints one JSON document instead of text.

Exit status: 0; 1 when the suite cannot be collected or the handshake fails; 2 on bad
usage; 5 when the selection matches no scenario.
"""

from __future__ import annotations

import argparse
import json
import sys

NAME = "list"
HELP = "list the scenarios and clauses a conform run would run (a dry run, same selection options)"

EPILOG = """\
examples:
  kuhspec list --clause 'kf-auc-*' --tags "not @needs:legal"
  kuhspec list --impl "./my-engine" --format json

exit status: 0; 1 when the suite cannot be collected or the handshake fails; 2 on bad
usage; 5 when the selection matches no scenario.
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.epilog = EPILOG
    from kuhspec.harness import selection

    parser.add_argument("--impl", metavar="CMD",
                        help="say hello to this implementation and show which scenarios apply to it")
    selection.add_arguments(parser)
    parser.add_argument("--format", choices=("text", "json"), default="text", help="text (default) or json")
    parser.add_argument("--timeout", type=selection.positive_seconds, default=10.0, metavar="SECONDS",
                        help="seconds for the handshake with --impl (default 10)")
    parser.add_argument("--suite", metavar="PATH", help=argparse.SUPPRESS)
    parser.add_argument("--spec", action="append", default=[], metavar="DIR",
                        help="a further folder of game spec folders (as for conform)")


def _row(s, reason: str | None, with_impl: bool) -> dict:
    row = {"id": s.id, "title": s.title, "game": s.game, "feature": s.feature, "line": s.line,
           "clauses": list(s.clauses), "rulings": s.ruling_tags(), "needs": list(s.needs),
           "editions": list(s.editions), "variants": list(s.variants)}
    if with_impl:
        row["applies"] = reason is None
        if reason:
            row["reason"] = reason
    return row


def _clauses(rows: list[dict]) -> dict[str, list[str]]:
    """game -> the clauses the rows cite, in the catalogue's order."""
    from kuhspec.catalogue import catalogue

    out: dict[str, list[str]] = {}
    for game in sorted({r["game"] for r in rows if r["game"]}):
        cited = {c for r in rows if r["game"] == game for c in r["clauses"]}
        known = list(catalogue().game(game).clauses)
        out[game] = [c for c in known if c in cited] + sorted(cited - set(known))
    return out


def _text(doc: dict) -> str:
    rows = doc["scenarios"]
    width = max((len(r["id"]) for r in rows), default=0)
    lines = []
    for r in rows:
        mark = ""
        if "applies" in r:
            mark = "applies  " if r["applies"] else "n/a      "
        line = f"{mark}{r['id']:<{width}}  {' '.join(r['clauses'])}  {r['title']}"
        if r.get("reason"):
            line += f"  ({r['reason']})"
        lines.append(line)
    lines.append("")
    for game, clauses in doc["clauses"].items():
        lines.append(f"{game}: {len(clauses)} clause(s): {' '.join(clauses)}")
    total = f"{len(rows)} scenario(s)"
    if doc.get("impl"):
        total += f", {sum(1 for r in rows if r.get('applies'))} applicable to {doc['impl']}"
    lines.append(total)
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    from kuhspec.harness import launch
    from kuhspec.law.applicability import not_applicable
    from kuhspec.interface import ImplementationError

    try:
        pargs = launch.pytest_args(args, launch.INI, "none", ["--collect-only"])
    except launch.LaunchError as err:
        print(f"kuhspec list: {err}", file=sys.stderr)
        return 2
    rc, h = launch.run(pargs)
    if h is None or h.usage_error:
        print(f"kuhspec list: {h.usage_error if h else f'pytest could not start (exit status {int(rc)})'}",
              file=sys.stderr)
        return 2
    for err in h.collection_errors:
        print(f"kuhspec list: collection error in {err['where']}:\n{err['message'][-3000:]}", file=sys.stderr)
    if h.collection_errors:
        return 1
    hello = None
    if args.impl:
        try:
            h.ensure_ready()
            hello = h.hello
        except ImplementationError as err:
            print(f"kuhspec list: the implementation failed its handshake ({err.kind}): {err}", file=sys.stderr)
            return 1
        finally:
            h.close()
    rows = [_row(s, not_applicable(s, hello) if hello is not None else None, hello is not None)
            for s in h.selected_scenarios]
    doc = {"selection": h.selection, "impl": args.impl, "scenarios": rows, "clauses": _clauses(rows)}
    if args.format == "json":
        print(json.dumps(doc, indent=2, ensure_ascii=False))
    else:
        print(_text(doc))
    if not rows:
        print("kuhspec list: no scenario matches the selection", file=sys.stderr)
        return 5
    return 0
