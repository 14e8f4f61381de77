"""docs/<game>/guide.md: the implementer's guide of one game, generated from its spec.

Every shape comes from the game's schemas (setup, state, action, view), every code from its
rejections, what must match from its boundary; every worked example is played on the
reference engine while the page is written (the setups' `examples`, and the first action of
each kind in the golden games), so the page cannot drift from what the suite expects. The
"what to implement first" path orders the clauses by the scenarios they unlock.
"""

from __future__ import annotations

import json
from pathlib import Path

from kuhspec.docs.markdown import generated_notice, para, squash, table
from kuhspec.docs.model import PAGES, GameDocs
MAX_EXAMPLE = 700  # characters of an answer shown in a worked example


def _line(value, cut: bool = True) -> str:
    """One protocol line; an answer is cut after MAX_EXAMPLE characters (a request never
    is: it is meant to be copied)."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return text if not cut or len(text) <= MAX_EXAMPLE else text[:MAX_EXAMPLE] + " …"


def _members(schema: dict) -> str:
    rows = [[f"`{name}`", "yes" if name in schema.get("required", ()) else "",
             squash(sub.get("description", "")) if isinstance(sub, dict) else ""]
            for name, sub in (schema.get("properties") or {}).items()]
    return table(["member", "required", "what it is"], rows)


def reference_engine():
    from kuhspec.reference_impl import ReferenceImplementation

    return ReferenceImplementation()


def _setups(book: GameDocs) -> list[str]:
    g = book.game
    if "setup" not in g.schemas:
        return ["This game has no setup schema: see `spec/protocol.md`.", ""]
    schema = g.schema("setup")
    out = [para(schema.get("description", "")), "", _members(schema), ""]
    for i, example in enumerate(schema.get("examples", []), 1):
        answer = reference_engine().new_game(example)
        out += [f"Example {i}:", "", "```", f'> {_line({"seq": i, "cmd": "new_game", "setup": example}, cut=False)}',
                f"< {_line({'seq': i, 'result': answer})}", "```", ""]
    return out


def first_actions(game_id: str) -> dict[str, tuple[dict, dict, dict]]:
    """action kind -> (the state before, the action, the state after) of its first
    occurrence in the game's golden games."""
    from kuhspec.golden import recorded
    from kuhspec.golden.delta import apply

    out: dict[str, tuple[dict, dict, dict]] = {}
    for path in recorded():
        if path.parent.parent.name != game_id:
            continue
        doc = json.loads(Path(path).read_text(encoding="utf-8"))
        state = doc["start"]
        for step in doc["steps"]:
            after = apply(state, step["state"])
            out.setdefault(step["action"].get("type"), (state, step["action"], after))
            state = after
    return out


def _actions(book: GameDocs) -> list[str]:
    g = book.game
    schema = g.schema("action")
    seen = first_actions(g.id)
    out = [para(schema.get("description", "")), ""]
    for ref in schema.get("oneOf", []):
        kind = ref["$ref"].rsplit("/", 1)[-1]
        sub = schema["$defs"][kind]
        name = (sub.get("properties") or {}).get("type", {}).get("const", kind)
        out += [f"### `{name}`", "", para(sub.get("description", "")), "", _members(sub), ""]
        if name in seen:
            before, action, _after = seen[name]
            impl = reference_engine()
            impl.load(before)
            answer = impl.act(action)
            out += ["A worked example, from a golden game (events are informative: yours may differ):", "",
                    "```", f"> {_line({'cmd': 'act', 'action': action}, cut=False)}", f"< {_line({'result': answer})}", "```", ""]
    return out


def _codes(book: GameDocs) -> str:
    rows = [[f"`{c.code}`", c.clause, squash(c.meaning)] for c in sorted(book.game.codes.values(), key=lambda c: c.code)]
    return table(["code", "clause", "when"], rows)


def first_path(book: GameDocs) -> list[tuple[str, int, int]]:
    """(clause, scenarios it unlocks, scenarios unlocked so far), clause by clause: first the
    clauses of the smoke scenario, then each step adds the clause that lets the most scenarios
    run whose every clause is then done."""
    scenarios = [set(s.clauses) for s in book.scenarios if s.clauses]
    todo = {c for cs in scenarios for c in cs}
    order = {c: i for i, c in enumerate(book.game.clauses)}
    done: set[str] = set()
    total, out = 0, []
    smoke = [c for s in book.scenarios if s.id in book.game.smoke[:1] for c in s.clauses]
    while todo:
        if smoke:  # the smoke scenario's clauses come first: `kuhspec smoke` runs it
            best = smoke.pop(0)
            done.add(best)
            todo.discard(best)
            gain = sum(1 for cs in scenarios if best in cs and cs <= done)
            total += gain
            out.append((best, gain, total))
            continue
        def unlocks(c: str) -> int:
            return sum(1 for cs in scenarios if c in cs and cs <= done | {c})

        best = max(sorted(todo, key=lambda c: order.get(c, 1 << 30)), key=unlocks)
        gain = unlocks(best)
        if gain == 0:  # nothing unlocks alone: take the clause most scenarios still wait for
            best = max(sorted(todo, key=lambda c: order.get(c, 1 << 30)),
                       key=lambda c: sum(1 for cs in scenarios if c in cs and not cs <= done))
        done.add(best)
        todo.discard(best)
        total += gain
        out.append((best, gain, total))
    return out


def _path(book: GameDocs) -> list[str]:
    g = book.game
    rows = [[str(i), f"[{c}]({PAGES[1]}#{c.lower()})", g.clauses[c].title if c in g.clauses else "", str(gain), str(total)]
            for i, (c, gain, total) in enumerate(first_path(book), 1)]
    smoke = ", ".join(f"`{s}`" for s in g.smoke) or "none"
    return [para(f"`kuhspec smoke --impl CMD` runs the handshake and one scenario ({smoke}) first: its clauses "
                 f"come first below. Then each step adds the clause that lets the most scenarios run whose "
                 f"every clause is then done. `kuhspec list --impl CMD --clause 'ID'` shows what a clause's "
                 f"scenarios need, and `kuhspec conform --impl CMD --clause 'ID'` runs them."), "",
            table(["step", "clause", "title", "scenarios it unlocks", "so far"], rows), ""]


def render_guide(book: GameDocs) -> str:
    g, b = book.game, book.game.boundary
    folder = book.spec_folder()
    out = [generated_notice(f"`{folder}` (schemas, rejections.yaml, boundary.yaml), the golden games and the "
                            "reference engine"), "",
           f"# {g.title}: the implementer's guide", "",
           para(f"Everything an implementation of {g.title} exchanges with kuhspec, shape by shape, with worked "
                f"examples played on the reference engine. The protocol itself (hello, seq, batching) is in "
                f"`spec/protocol.md`."), "", "The general guide, for both games: [implementing.md](../implementing.md).", "",
           "## 1. Start a game: `new_game`", "", *_setups(book),
           "## 2. Load a position: `load`", "",
           para(f"`load` takes a canonical state (the god view: every hand, stack and pile): "
                f"`{folder}schemas/state.schema.json`. Your `state` answers in the same shape."), "",
           _members(g.schema("state")), "",
           para("A position you must refuse (an impossible one) is answered `{\"error\": {\"code\": "
                "\"invalid_state\", \"path\": ..., \"message\": ...}}`. " + squash(b["refusals"]["paths"])), "",
           "## 3. Act", "", *_actions(book),
           "## 4. Rejection codes", "",
           para("A rejected action is answered `{\"rejection\": {\"code\", \"clause\", \"message\"}}`: the code "
                "and the clause must be these (the message is yours)."), "", _codes(book), "",
           "## 5. Views", "", para(g.schema("view").get("description", "")), "", _members(g.schema("view")), "",
           "## 6. What must match, and what is yours", "", para(b["summary"]), "",
           para("**What `seed` means.** " + squash(b["random"]["seed"])), "",
           para(f"Events: **{b['events']['status']}**. The whole boundary: [boundary.md]({PAGES[2]})."), "",
           "## 7. What to implement first", "", *_path(book)]
    return "\n".join(out)
