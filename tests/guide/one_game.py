"""An implementation of one game only, for the guide's tests: it runs another wire-protocol
implementation (the rest of the command line) and passes every line through, except that
its hello declares only GAME. `python one_game.py kuhno kuhspec serve`.

The guide's placeholder engine (`./my-engine`, `$KUHSPEC_IMPL`) becomes this, so that the
guide's commands run against a real engine without a full run of every game each time."""

from __future__ import annotations

import json
import subprocess
import sys


def main() -> int:
    game, command = sys.argv[1], sys.argv[2:]
    child = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    hello_seq = None
    for line in sys.stdin:
        try:
            request = json.loads(line)
        except ValueError:
            request = None
        if isinstance(request, dict) and request.get("cmd") == "hello":
            hello_seq = request.get("seq")
        child.stdin.write(line)
        child.stdin.flush()
        answer = child.stdout.readline()
        if not answer:
            break
        if hello_seq is not None:
            message = json.loads(answer)
            games = (message.get("result") or {}).get("games")
            if isinstance(games, dict) and game in games:
                message["result"]["games"] = {game: games[game]}
            answer = json.dumps(message) + "\n"
            hello_seq = None
        sys.stdout.write(answer)
        sys.stdout.flush()
    child.stdin.close()
    return child.wait()


if __name__ == "__main__":
    sys.exit(main())
