"""Hostile implementations: the reference engine over the wire protocol, with one answer
bent or one fault added (issue 10). Each must be caught, or survived, by the harness.

    python hostile_impl.py MODE

wrong only in one kind of answer (the run must fail):
  view-extra          hidden zones of a view carry the hidden cards next to their count
  legal-unsound       legal() also lists a bid of 5 (which act() rejects) for every bidder
  legal-incomplete    legal() leaves out its last entry whenever it lists two or more
  state-drops         state() lacks idle_turns
  score-triple-order  score() rows list the triples in descending order
  lacks-member        view() lacks every player's display
  view-opponent-full  view() shows every other player's seat in full, as in the state
  view-wrong-seat     view(seat) answers the view of the next seat
  view-pile-top       a 2-player view shows the neutral pile's top card, face down too
  view-lot-kuhpon     a 2-player view shows a neutral lot's hidden Kuhpon
  kuhno-view-hand     a Kuhno view shows every other seat's hand next to its size
  kuhno-view-faces    a Kuhno view lists the faces of every card (the pile's and the hands')
  kuhno-view-back     a Kuhno view's card backs carry their card id
  kuhno-view-faults   a Kuhno view keeps the open claim's faults
  kuhno-legal-unsound legal() also lists end_turn for every seat, which act() rejects
  kuhno-legal-incomplete  legal() leaves out its first play whenever it lists one
  kuhno-state-drops   a Kuhno state() lacks sounds
  kuhno-score-float   Kuhno score() rows give each total as a float (3.0 for 3)
resilience (a conforming run, or a clear verdict):
  unknown-member      every state(), view() and score() carries an unknown, changing member
  pad                 every answer is padded with 4 MiB (the same padding)
  pad-varying         every answer is padded with 4 MiB of varying text
  pad-varying-broken  the same, and state() lacks idle_turns (every scenario fails, with calls)
  child-holds-stdout  starts a child that keeps stdout open, then exits on the first act
  blank-flood         answers load with 80 MiB of blank lines first
  hello-unknown       hello declares an edition, a variant, a ruling value and a capability
                      the suite does not know
  hello-no-games      hello declares no game at all
  hello-surrogate     hello's name holds a lone surrogate
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

from kuhspec.wire.server import Server
from kuhspec.reference_impl import ReferenceImplementation

MODE = sys.argv[1] if len(sys.argv) > 1 else "good"
PAD = 4 << 20
calls = 0


def bend_result(cmd: str, result, request: dict):
    global calls
    calls += 1
    if cmd == "hello":
        game = result["games"]["kuhhandel-festival"]
        if MODE == "hello-unknown":
            game["editions"].append("xx")
            game["variants"].append("six-players")
            game["rulings"]["payment"] = ["exact_or_least", "bribe"]
            result["capabilities"].append("undo")
        elif MODE == "hello-no-games":
            result["games"] = {}
        elif MODE == "hello-surrogate":
            result["name"] = "kuh\ud800"
        return result
    if not isinstance(result, dict) and not isinstance(result, list):
        return result
    if MODE == "view-extra" and cmd == "view":
        state = impl.state()
        for seat, p in enumerate(result["players"]):
            if isinstance(p["stack"], dict):
                p["stack"]["cards"] = state["players"][seat]["stack"]
                p["kuhpons"]["cards"] = state["players"][seat]["kuhpons"]
        if isinstance(result["phase"].get("offer"), dict):
            result["phase"]["offer"]["cards"] = state["phase"]["offer"]
    elif MODE == "legal-unsound" and cmd == "legal":
        if any(e.get("type") == "bid" for e in result):
            result.append({"type": "bid", "player": request["player"], "amount": 5})
    elif MODE == "legal-incomplete" and cmd == "legal" and len(result) >= 2:
        result.pop()
    elif MODE == "state-drops" and cmd == "state":
        result.pop("idle_turns", None)
    elif MODE == "score-triple-order" and cmd == "score":
        for row in result["players"]:
            row["triples"] = sorted(row["triples"], reverse=True)
    elif MODE == "lacks-member" and cmd == "view":
        for p in result["players"]:
            p.pop("display", None)
    elif MODE.startswith("view-") and cmd == "view" and result.get("game") == "kuhhandel-festival":
        bend_festival_view(result, request["player"])
    elif MODE.startswith("kuhno-") and cmd in ("view", "legal", "state", "score") and impl.state()["game"] == "kuhno":
        bend_kuhno(cmd, result, request)
    elif MODE == "unknown-member" and cmd in ("state", "view", "score"):
        result["x_extension"] = {"calls": calls}
        result["players"][0]["x_note"] = f"call {calls}"
    elif MODE == "pad" and isinstance(result, dict):
        result["padding"] = "x" * PAD
    elif MODE.startswith("pad-varying") and isinstance(result, dict):
        if MODE == "pad-varying-broken" and cmd == "state":
            result.pop("idle_turns", None)
        result["padding"] = (f"{calls:08d}" * (PAD // 8))
    return result


def bend_festival_view(result: dict, seat: int) -> None:
    state = impl.state()
    if MODE == "view-opponent-full":
        for other, p in enumerate(state["players"]):
            if other != seat:
                result["players"][other] = p
    elif MODE == "view-wrong-seat":
        result.clear()
        result.update(impl.view((seat + 1) % len(state["players"])))
    elif MODE == "view-pile-top" and "neutral_pile" in state:
        result["neutral_pile"]["top"] = state["neutral_pile"][0] if state["neutral_pile"] else None
    elif MODE == "view-lot-kuhpon" and "lot_kuhpons" in state["phase"]:
        result["phase"]["lot_kuhpons"] = state["phase"]["lot_kuhpons"]


def bend_kuhno(cmd: str, result, request: dict) -> None:
    if cmd == "view":
        state = impl.state()
        if MODE == "kuhno-view-hand":
            for other, p in enumerate(result["players"]):
                p.setdefault("hand", state["players"][other]["hand"])
        elif MODE == "kuhno-view-faces":
            result["cards"] = state["cards"]
        elif MODE == "kuhno-view-back":
            for other, p in enumerate(result["players"]):
                for back, card in zip(p.get("backs", []), sorted(state["players"][other]["hand"])):
                    back["card"] = card
        elif MODE == "kuhno-view-faults" and state["phase"]["claim"] is not None:
            result["phase"]["claim"]["faults"] = state["phase"]["claim"]["faults"]
    elif cmd == "legal" and MODE == "kuhno-legal-unsound":
        if not any(a["type"] == "end_turn" for a in result):
            result.append({"type": "end_turn", "player": request["player"]})
    elif cmd == "legal" and MODE == "kuhno-legal-incomplete":
        plays = [a for a in result if a["type"] == "play"]
        if plays:
            result.remove(plays[0])
    elif cmd == "state" and MODE == "kuhno-state-drops":
        result.pop("sounds", None)
    elif cmd == "score" and MODE == "kuhno-score-float":
        for row in result["players"]:
            row["total"] = float(row["total"])


impl = ReferenceImplementation()


def main() -> int:
    server = Server(impl)
    out = sys.stdout.buffer
    child = None
    for line in sys.stdin.buffer:
        request = json.loads(line)
        cmd = request.get("cmd")
        if MODE == "child-holds-stdout" and cmd == "hello" and child is None:
            child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"], stdout=sys.stdout)
            with open(os.environ["HOSTILE_CHILD_PID"], "w") as f:
                f.write(str(child.pid))
        if MODE == "child-holds-stdout" and cmd == "act":
            os._exit(3)
        if MODE == "blank-flood" and cmd == "load":
            out.write(b"\n" * (80 << 20))
        answer = server.handle(request)
        if "result" in answer:
            answer["result"] = bend_result(cmd, answer["result"], request)
        text = json.dumps(answer, separators=(",", ":"))
        out.write(text.encode("utf-8") + b"\n")
        out.flush()
        if server.done:
            break
    return 0


if __name__ == "__main__":
    sys.exit(main())
