"""An engine unlike the reference: every free choice made otherwise, nothing normative changed.

    python unlike_engine.py [--bend winners]

It speaks the wire protocol (spec/protocol.md) and plays both games by running the reference
as a black box: a child `python -m kuhspec serve` it talks to over the same protocol, so it
imports no rule code. On the way it rewrites everything the normative boundary
(spec/<game>/boundary.yaml) leaves to an implementation:

- a seeded new_game is dealt by its own shuffle (its own RNG over its own card order), given
  to the child as an explicit deal; so is a Kuhno next_round that comes without a deal;
- Kuhno's state carries its own seed (a view none): not the one a new_game asks for, nor the one a
  loaded state gives (but its own seeds, so that a state loaded back is the same);
- legal() lists its own sample sounds for a party cow (a new sound the rules accept,
  R-KN-SOUNDS) and spells every call its own way ("Moo!"), in an order of its own;
- the events of an accepted action are its own (one event, a name of its own);
- a rejection's message is its own; a refused load or new_game gives its path in the other
  spelling (a JSON Pointer for the child's dotted one), no clause and a message of its own;
- set-like lists (x-order set in the schemas, x-unordered in legal) come in shuffled order;
- every answer carries an unknown member (in the envelope, and in each object result).

`--bend winners` changes one normative rule and nothing else: the worst score wins (the lowest
Festival total, KF-SCO-6; the most Kuhno dung points, KN-END-2), wherever the score names
winners. Every verdict must fail that variant and pass the honest one.
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import re
import subprocess
import sys
from pathlib import Path

SPEC = Path(__file__).resolve().parents[3] / "spec"
NOTE = "an engine unlike the reference"
GAMES = ("kuhhandel-festival", "kuhno")
OWN = 1_000_003  # this engine's seeds are 7919 modulo OWN
KUHNO_HAND = 7  # KN-SET-1: seven cards a hand, the rest is the pile
RESERVED = ("moo", "bssszzzz", "kuhno")  # R-KN-SOUNDS: no party cow makes these
OWN_SOUNDS = ("Gobble!", "hiss", "Squeak", "bray", "Honk", "purr", "chirp", "Growl", "snort", "Howl",
              "yodel", "whinny", "bellow", "trumpet", "click", "warble", "gurgle", "screech")


# -- the rules' own small facts, restated (no rule code imported) ---------------------------------


def sound(call: str) -> str:
    """A call as R-KN-SOUNDS compares it: letters only, case-blind, each run of a letter once."""
    out: list[str] = []
    for ch in call.lower():
        if ch.isalpha() and (not out or out[-1] != ch):
            out.append(ch)
    return "".join(out)


def spelled(call: str) -> str:
    """The same call in this engine's own spelling ("moo" -> "Moo!"): the same sound."""
    return call[:1].upper() + call[1:] + "!" if call else call


def set_members(game: str) -> dict[str, set[str]]:
    """Per kind of answer (state, view, score), the member names whose lists are sets (x-order
    set in the game's schemas); `name/*`: every list in that object. A name that is an ordered
    list anywhere is left alone."""
    out: dict[str, set[str]] = {}
    for kind in ("state", "view", "score"):
        sets: set[str] = set()
        ordered: set[str] = set()

        def walk(node, name: str) -> None:
            if isinstance(node, dict):
                if node.get("type") == "array" or "items" in node or "x-order" in node:
                    (sets if node.get("x-order") == "set" else ordered).add(name)
                for key, sub in node.items():
                    if key in ("properties", "$defs"):
                        for member, s in sub.items():
                            walk(s, member)
                    elif key == "additionalProperties":
                        walk(sub, name + "/*")
                    else:
                        walk(sub, name)
            elif isinstance(node, list):
                for sub in node:
                    walk(sub, name)

        for k in ("state", kind):  # a view and a score refer to the state's definitions
            walk(json.loads((SPEC / game / "schemas" / f"{k}.schema.json").read_text("utf-8")), "")
        out[kind] = sets - ordered
    return out


def unordered_in_legal(game: str) -> list[str]:
    schema = json.loads((SPEC / game / "schemas" / "legal.schema.json").read_text("utf-8"))
    return list(schema.get("x-unordered") or [])


# -- paths ---------------------------------------------------------------------------------------

_DOTTED = re.compile(r"\.([^.\[\]]+)|\[(\d+)\]")


def other_spelling(path):
    """A refusal's path in the other spelling: dotted ($.a[0]) -> JSON Pointer (/a/0) and back."""
    if not isinstance(path, str):
        return path
    if path.startswith("$"):
        parts, rest = [], path[1:]
        while rest:
            m = _DOTTED.match(rest)
            if m is None:
                return path
            parts.append(m.group(1) if m.group(1) is not None else m.group(2))
            rest = rest[m.end():]
        return "".join("/" + p.replace("~", "~0").replace("/", "~1") for p in parts)
    if path == "" or path.startswith("/"):
        parts = [p.replace("~1", "/").replace("~0", "~") for p in path[1:].split("/")] if path else []
        return "$" + "".join(f"[{p}]" if p.isdigit() else f".{p}" for p in parts)
    return path


# -- the engine ---------------------------------------------------------------------------------------


class Child:
    """The reference over the wire: a private `kuhspec serve`."""

    def __init__(self):
        self.proc = subprocess.Popen([sys.executable, "-m", "kuhspec", "serve"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, encoding="utf-8")
        self.seq = 0

    def __call__(self, cmd: str, **fields):
        self.proc.stdin.write(json.dumps({"seq": self.seq, "cmd": cmd, **fields}) + "\n")
        self.proc.stdin.flush()
        self.seq += 1
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError(f"the child engine exited on {cmd}")
        answer = json.loads(line)
        answer.pop("seq", None)
        return answer

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(timeout=10)


class Unlike:
    def __init__(self, bend: str | None = None):
        self.child = Child()
        self.bend = bend
        self.game: str | None = None
        self.seed = None  # Kuhno: this engine's own seed (the state's `seed`)
        self.position: dict | None = None  # the child's state, while it is known
        self.shuffles = random.Random(2718)  # the order of set-like lists and of legal()
        self.sets = {g: set_members(g) for g in GAMES}
        self.unordered = {g: unordered_in_legal(g) for g in GAMES}

    # -- the requests --------------------------------------------------------------------------
    def answer(self, req: dict) -> dict:
        cmd = req.get("cmd")
        handler = getattr(self, f"do_{cmd}", None)
        if handler is None:
            return {"unsupported": True, "message": f"{cmd} is unknown here"}
        return handler(req)

    def do_hello(self, req: dict) -> dict:
        hello = self.child("hello", protocol="1.2", client={"name": "unlike", "version": "1"})["result"]
        hello.update(name="unlike-engine" + (f" (bent: {self.bend})" if self.bend else ""), version="0.0.1",
                     language="Python (a wrapper)", homepage=None, unlike=NOTE)
        return {"result": hello}

    def do_bye(self, req: dict) -> dict:
        return {"result": {"ok": True, "unlike": NOTE}}

    def do_load(self, req: dict) -> dict:
        self.position = None
        got = self.child("load", state=req.get("state"))
        if _ok(got):
            state = req["state"]
            self.game, self.seed = state.get("game"), own_seed(state.get("seed"))
        return self._position_answer(got)

    def do_new_game(self, req: dict) -> dict:
        self.position = None
        setup = req.get("setup")
        got = self.child("new_game", setup=setup)
        if not _ok(got) or "deal" in setup:
            if _ok(got):
                self.game, self.seed = setup.get("game"), None
            return self._position_answer(got)
        dealt = self.child("state")["result"]  # the child's deal shows the cards and the stacks
        seed = setup.get("seed", 0)
        own = {k: v for k, v in setup.items() if k != "seed"}
        self.game = dealt["game"]
        if self.game == "kuhno":
            self.seed = own_seed(seed)
            own["deal"] = kuhno_deal(dealt, random.Random(self.seed))
        else:
            self.seed = None
            own.update(festival_deal(dealt, random.Random(own_seed(seed))))
        got = self.child("new_game", setup=own)
        if not _ok(got):
            return {"error": {"message": f"the child refused this engine's own deal: {json.dumps(got)[:500]}",
                              "code": "internal_error"}}
        return self._position_answer(got)

    def do_act(self, req: dict) -> dict:
        action = req.get("action")
        if (self.game == "kuhno" and isinstance(action, dict) and action.get("type") == "next_round"
                and "deal" not in action and self.seed is not None):
            state = self._state()
            rng = random.Random(f"unlike:{self.seed}:{state['round'] + 1}")
            action = {**action, "deal": kuhno_deal(state, rng)}
        got = self.child("act", action=action)
        result = got.get("result")
        if isinstance(result, dict) and "events" in result:
            self.position = None
            kind = action.get("type") if isinstance(action, dict) else None
            result = {"events": [{"type": f"unlike:{kind}", "reference_events": len(result["events"])}],
                      "unlike": NOTE}
        elif isinstance(result, dict) and isinstance(result.get("rejection"), dict):
            rej = result["rejection"]
            result = {"rejection": {"code": rej.get("code"), "clause": rej.get("clause"),
                                    "message": f"not here: {rej.get('code')} ({rej.get('clause')})",
                                    "unlike": NOTE}}
        return {**got, "result": result} if "result" in got else got

    def do_state(self, req: dict) -> dict:
        got = self.child("state")
        self.position = got.get("result")
        return self._own("state", got)

    def do_view(self, req: dict) -> dict:
        return self._own("view", self.child("view", player=req.get("player")))

    def do_score(self, req: dict) -> dict:
        got = self.child("score")
        if self.bend == "winners" and isinstance(got.get("result"), dict):
            got["result"] = bent_winners(self.game, got["result"])
        return self._own("score", got)

    def do_legal(self, req: dict) -> dict:
        got = self.child("legal", player=req.get("player"))
        entries = got.get("result")
        if not isinstance(entries, list):
            return got
        unordered = self.unordered.get(self.game, ())
        out = []
        for entry in entries:
            entry = dict(entry)
            for member in unordered:
                if isinstance(entry.get(member), list):
                    entry[member] = self._shuffled(entry[member])
            if isinstance(entry.get("calls"), list):
                entry["calls"] = self._own_calls(entry["calls"])
            out.append({**entry, "unlike": NOTE})
        got["result"] = self._shuffled(out)
        return got

    # -- the free choices ------------------------------------------------------------------------
    def _state(self) -> dict:
        if self.position is None:
            self.position = self.child("state")["result"]
        return self.position

    def _own_calls(self, calls: list[str]) -> list[str]:
        """The calls of a play with this engine's own new sound for the reference's sample (a
        new sound, by the rule) and its own spelling of the others (the same sounds)."""
        taken = {sound(s) for s in self._state()["sounds"]} | {sound(r) for r in RESERVED}
        return [spelled(call) if sound(call) in taken else
                next(s for s in OWN_SOUNDS if sound(s) not in taken | {sound(call)}) for call in calls]

    def _own(self, kind: str, got: dict) -> dict:
        """The child's answer of `kind` with this engine's seed, its sets shuffled and an
        unknown member."""
        answer = got.get("result")
        if not isinstance(answer, dict):
            return got
        answer = self._shuffle_sets(answer, self.sets.get(self.game, {}).get(kind, set()))
        if self.game == "kuhno" and kind == "state":  # a view never carries a seed (KN-SET-3)
            answer["seed"] = self.seed
        return {**got, "result": {**answer, "unlike": NOTE}}

    def _shuffle_sets(self, node, names: set[str], name: str = ""):
        if isinstance(node, dict):
            return {k: self._shuffle_sets(v, names, f"{name}/*" if f"{name}/*" in names else k)
                    for k, v in node.items()}
        if isinstance(node, list):
            items = [self._shuffle_sets(v, names, name) for v in node]
            return self._shuffled(items) if name in names else items
        return node

    def _shuffled(self, items: list) -> list:
        """`items` in another order (when they are not all the same)."""
        items = list(items)
        if any(item != items[0] for item in items):
            first = items[:]
            while items == first:
                self.shuffles.shuffle(items)
        return items

    def _position_answer(self, got: dict) -> dict:
        """A load or new_game answer: a refusal with the path in the other spelling, no clause
        and its own message."""
        result = got.get("result")
        if isinstance(result, dict) and isinstance(result.get("error"), dict):
            err = result["error"]
            return {"result": {"error": {"code": err.get("code"), "path": other_spelling(err.get("path")),
                                         "message": "this position cannot be played here"}, "unlike": NOTE}}
        if isinstance(result, dict) and result.get("ok") is True:
            return {"result": {"ok": True, "unlike": NOTE}}
        return got


def own_seed(seed):
    """This engine's seed for a seed it is given: another one, but its own seeds are kept, so
    that state() loaded back gives the same state (none stays none: R-KN-NEXT-ROUND)."""
    if not isinstance(seed, int) or seed % OWN == 7919:
        return seed
    return seed * OWN + 7919


def _ok(got: dict) -> bool:
    return isinstance(got.get("result"), dict) and got["result"].get("ok") is True


def _own_order(cards) -> list[str]:
    """This engine's order of the cards before a shuffle: by their ids read backwards."""
    return sorted(cards, key=lambda c: c[::-1])


def kuhno_deal(state: dict, rng: random.Random) -> dict:
    """A deal of every card of `state` (its `cards`): seven a hand, the rest the pile."""
    deck = _own_order(state["cards"])
    rng.shuffle(deck)
    n = len(state["players"])
    return {"hands": [deck[i * KUHNO_HAND:(i + 1) * KUHNO_HAND] for i in range(n)], "pile": deck[n * KUHNO_HAND:]}


def festival_deal(state: dict, rng: random.Random) -> dict:
    """The setup members of an explicit deal of the cows of `state` (the stacks, in the
    two-player game also the neutral pile and the neutral Kuhpons), stacks of the same sizes."""
    sizes = [len(p["stack"]) for p in state["players"]]
    deck = _own_order([c for p in state["players"] for c in p["stack"]] + state.get("neutral_pile", []))
    rng.shuffle(deck)
    ends = list(itertools.accumulate(sizes))
    out: dict = {"deal": [deck[end - size:end] for size, end in zip(sizes, ends)]}
    if "neutral_pile" in state:
        out["neutral_pile"] = deck[ends[-1]:]
        pool = _own_order(c for c in state["box"] + state["neutral_kuhpons"] if c.startswith("kp-"))
        rng.shuffle(pool)
        out["neutral_kuhpons"] = pool[:len(state["neutral_kuhpons"])]
    return out


def bent_winners(game: str | None, score: dict) -> dict:
    """The bend: where the score names winners, the worst score wins."""
    if not score.get("winners"):
        return score
    if game == "kuhno":
        worst = max(score["totals"])
        winners = [s for s, t in enumerate(score["totals"]) if t == worst]
        rows = [{**r, "winner": r["seat"] in winners} for r in score["players"]]
        return {**score, "players": rows, "winners": winners}
    worst = min(r["total"] for r in score["players"])
    return {**score, "winners": [r["seat"] for r in score["players"] if r["total"] == worst]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bend", choices=["winners"], help="bend one normative rule (see the module)")
    args = parser.parse_args(argv)
    engine = Unlike(args.bend)
    out = sys.stdout
    try:
        for line in sys.stdin:
            req = None
            try:
                req = json.loads(line)
                seq = req.get("seq")
                reply = engine.answer(req)
            except Exception as e:  # a caught error: the session goes on
                seq = req.get("seq") if isinstance(req, dict) else None
                reply = {"error": {"message": f"{type(e).__name__}: {e}", "code": "internal_error"}}
            out.write(json.dumps({"seq": seq, **reply, "unlike": NOTE}, ensure_ascii=False) + "\n")
            out.flush()
            if isinstance(req, dict) and req.get("cmd") == "bye":
                break
    finally:
        engine.child.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
