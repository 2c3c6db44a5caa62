#!/usr/bin/env python3
"""An engine for the protocol tests: `carcassonne-oracle serve` behind a proxy that changes what
an engine of another kind would say. proxy.py ORACLE MODE, MODE one of:

  1.0               an engine of protocol 1.0: it knows no "minor", so serve is asked as a 1.0
                    driver would ask it, and answers without one
  wrong-step        protocol 1.1, every step code answered `wrong-step` (legal in 1.1)
  wrong-step-1.0    the same from an engine that said hello as 1.0 (not legal: PROTOCOL)
  wrong-step-all    protocol 1.1, every refusal answered `wrong-step` (wrong for non-step codes)
  engine-error      protocol 1.1, the first `play` answered `engine-error` (the engine broke)
  minor-2           answers hello with "minor": 2 to a driver that asked for 1 (PROTOCOL)
  no-then           protocol 1.1 without the optional feature play-then: hello declares no
                    "features", and a play with "then" (which the driver must not send) makes it
                    exit with a message on standard error (CRASH)
  then-short        protocol 1.1 with play-then, but a play's "then" answered one answer short
                    (PROTOCOL)
  then-refused      protocol 1.1 with play-then, every query of a play's "then" answered with an
                    error (the driver asks each again on its own: the runs pass)
  crashes-east      dies (exit 1, a stack trace on standard error) when a tile is placed 3 or
                    more squares east of the start tile: a crash that fuzz finds in most games
  one-game          plays one game per process: a second new-game makes it exit (an engine
                    that must be run with --fresh-engine)
  no-recall         its `legal` answers list no recall (an engine that does not offer the
                    abbot's recall): the key `recall` left out, alone or in a play's "then"
  no-abbot-supply   its `state` answers leave the abbot out of each supply (an engine that
                    plays the Abbot but does not count abbots), alone or in a play's "then"

PROXY_START_SECONDS (default 0) delays the start, as an engine on a JVM or node starts slowly.
"""
import os
import time
import json
import subprocess
import sys

STEP_CODES = {"tile-expected", "magic-action-required", "no-magic-action-due",
              "follower-step-expected"}


def main():
    oracle, mode = sys.argv[1], sys.argv[2]
    time.sleep(float(os.environ.get("PROXY_START_SECONDS", "0")))
    games = 0
    serve = subprocess.Popen([oracle, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             text=True)
    broke = False
    for line in sys.stdin:
        request = json.loads(line)
        if request.get("cmd") == "hello" and mode in ("1.0", "wrong-step-1.0"):
            request.pop("minor", None)  # a 1.0 engine reads no "minor"
        if mode == "engine-error" and request.get("cmd") == "play" and not broke:
            broke = True
            reply = {"id": request["id"],
                     "error": {"code": "engine-error", "message": "NullPointerException"}}
            print(json.dumps(reply), flush=True)
            continue
        move = request.get("move", {})
        if mode == "crashes-east" and move.get("type") == "place" and move["at"][0] >= 3:
            print("TypeError: Cannot read properties of undefined (reading 'edges')\n"
                  "    at Board.place (board.js:212:31)", file=sys.stderr)
            sys.exit(1)
        if request.get("cmd") == "new-game":
            games += 1
            if mode == "one-game" and games > 1:
                print("proxy.py one-game: one game per process", file=sys.stderr)
                sys.exit(0)
        if mode == "no-then" and "then" in request:
            print("proxy.py no-then: a play with \"then\", undeclared", file=sys.stderr)
            sys.exit(3)
        serve.stdin.write(json.dumps(request) + "\n")
        serve.stdin.flush()
        reply = json.loads(serve.stdout.readline())
        if mode == "no-then" and request.get("cmd") == "hello":
            reply["ok"].pop("features", None)
        if mode == "then-short" and request.get("then") and "ok" in reply:
            reply["ok"]["then"].pop()
        if mode == "then-refused" and request.get("then") and "ok" in reply:
            reply["ok"]["then"] = [{"error": {"code": "unsupported", "message": "not now"}}
                                   for _ in reply["ok"]["then"]]
        if mode == "no-recall" and "ok" in reply:
            asked = ([request] if request.get("cmd") == "query" else []) + \
                request.get("then", [])
            answers = [reply["ok"]] if request.get("cmd") == "query" else \
                [a.get("ok") for a in reply["ok"].get("then", [])]
            for query, answer in zip(asked, answers):
                if query.get("what") == "legal" and isinstance(answer, dict):
                    answer.pop("recall", None)
        if mode == "no-abbot-supply" and "ok" in reply:
            asked = ([request] if request.get("cmd") == "query" else []) + \
                request.get("then", [])
            answers = [reply["ok"]] if request.get("cmd") == "query" else \
                [a.get("ok") for a in reply["ok"].get("then", [])]
            for query, answer in zip(asked, answers):
                if query.get("what") == "state" and isinstance(answer, dict):
                    for supply in answer.get("supply", []):
                        supply.pop("abbot", None)
        if mode == "minor-2" and request.get("cmd") == "hello":
            reply["ok"]["minor"] = 2
        code = reply.get("error", {}).get("code")
        if mode.startswith("wrong-step") and code is not None:
            if code in STEP_CODES or (mode == "wrong-step-all" and code not in
                                      ("unsupported", "bad-request")):
                reply["error"]["code"] = "wrong-step"
        print(json.dumps(reply), flush=True)
        if request.get("cmd") == "quit":
            break
    serve.stdin.close()
    serve.wait()


if __name__ == "__main__":
    main()
