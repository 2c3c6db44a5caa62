#!/usr/bin/env python3
"""strict-1.0.py ORACLE [SWITCH...]: a strict engine of protocol 1.0 as it was first published, in
front of `carcassonne-oracle serve`: every request is checked against the 1.0 vocabulary before it
is passed on, and anything else is refused, as an engine written to the letter of 1.0 would.

- A key, command, query, move type, edition, expansion or figure that 1.0 does not define is
  answered `bad-request` (the driver reports PROTOCOL: it sent what a 1.0 engine cannot read).
  The one key beyond 1.0 it reads past is hello's "minor": 1.0 said an engine ignores request
  keys it does not know, and the 1.1 handshake rests on that.
- Ids must run 1, 2, 3... through the session.
- hello is answered as a 1.0 engine: no "minor", no "features", the queries legal, state and
  ledger, and only the 1.0 switches with their 1.0 values (farmers without `off`; no inns nor
  cathedrals). SWITCH... narrows them to those named (none: `-`).
- new-game must carry every switch it declared (1.0: "the driver sends every switch") and no
  other: an unknown switch or value is declined `unsupported`, as an engine that checks its
  switches does.

Each refusal is also written to standard error ("strict-1.0: ..."), so a transcript says why.
"""
import json
import subprocess
import sys

EDITIONS = ["C1", "C2", "C3", "C3.1"]
EXPANSIONS = ["inns-cathedrals", "mage-witch"]
# The switches of protocol 1.0 (docs/engine-protocol.md as first published) and their values.
SWITCHES_1_0 = {
    "tiny-city": ["off", "on"],
    "farmers": ["3-per-city", "3-per-city-once", "4-per-city"],
    "inn-cathedral-final": ["zero", "plain"],
}
POSITION = "position"
FEATURE = {"at": POSITION, "on": str}
MOVES = {
    "place": {"type": str, "tile": str, "at": POSITION, "rotation": int},
    "discard": {"type": str, "tile": str},
    "magic": {"type": str, "figure": str, "at": POSITION, "on": str},
    "magic-removal": {"type": str, "remove": str},
    "follower": {"type": str, "at": POSITION, "on": str, "large": bool},
    "pass": {"type": str},
    "final": {"type": str},
}
FIGURES = ["mage", "witch"]


class Refused(Exception):
    def __init__(self, code, message):
        super().__init__(message)
        self.code = code


def refuse(message, code="bad-request"):
    raise Refused(code, message)


def check_value(value, kind, path):
    if kind == POSITION:
        if not (isinstance(value, list) and len(value) == 2 and
                all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
            refuse(f"{path}: expected [x, y]")
    elif kind is int:
        if not isinstance(value, int) or isinstance(value, bool):
            refuse(f"{path}: expected a whole number")
    elif isinstance(kind, dict):
        check_object(value, kind, path)
    elif not isinstance(value, kind):
        refuse(f"{path}: expected {kind.__name__}")


def check_object(value, keys, path, required=()):
    if not isinstance(value, dict):
        refuse(f"{path}: expected an object")
    for key in value:
        if key not in keys:
            refuse(f"{path}: unknown key '{key}' (protocol 1.0 has {', '.join(sorted(keys))})")
        check_value(value[key], keys[key], f"{path}.{key}")
    for key in required:
        if key not in value:
            refuse(f"{path}: missing key '{key}'")


def check_list(value, keys, path, required=()):
    if not isinstance(value, list):
        refuse(f"{path}: expected a list")
    for i, item in enumerate(value):
        check_object(item, keys, f"{path}[{i}]", required)


class Strict:
    def __init__(self, switches):
        self.switches = switches  # name -> values declared
        self.next_id = 1

    def check(self, request):
        if not isinstance(request, dict):
            refuse("expected an object")
        if request.get("id") != self.next_id:
            refuse(f"id {request.get('id')!r}, expected {self.next_id}")
        self.next_id += 1
        cmd = request.get("cmd")
        check = getattr(self, "check_" + str(cmd).replace("-", "_"), None)
        if check is None:
            refuse(f"unknown command {cmd!r}")
        check(request)

    def check_hello(self, r):
        check_object(r, {"id": int, "cmd": str, "protocol": int, "minor": object}, "hello",
                     ["protocol"])

    def check_new_game(self, r):
        check_object(r, {"id": int, "cmd": str, "edition": str, "expansions": list,
                         "players": int, "switches": dict}, "new-game",
                     ["edition", "expansions", "players", "switches"])
        if r["edition"] not in EDITIONS:
            refuse(f"unknown edition {r['edition']!r}", "unsupported")
        for x in r["expansions"]:
            if x not in EXPANSIONS:
                refuse(f"unknown expansion {x!r}", "unsupported")
        for name, value in r["switches"].items():
            if name not in self.switches:
                refuse(f"unknown switch {name}", "unsupported")
            if value not in SWITCHES_1_0[name]:
                refuse(f"switch {name}: unknown value {value!r}", "unsupported")
        for name in self.switches:
            if name not in r["switches"]:
                refuse(f"new-game without the declared switch {name}")

    def check_setup(self, r):
        check_object(r, {"id": int, "cmd": str, "tiles": list, "followers": list,
                         "figures": dict, "scores": list, "supply": list, "turn": int}, "setup")
        check_list(r.get("tiles", []), {"tile": str, "at": POSITION, "rotation": int},
                   "setup.tiles", ["tile", "at"])
        check_list(r.get("followers", []), {"player": int, "at": POSITION, "on": str,
                                            "large": bool}, "setup.followers",
                   ["player", "at", "on"])
        for name, where in r.get("figures", {}).items():
            if name not in FIGURES:
                refuse(f"setup.figures: unknown figure {name!r}")
            check_object(where, FEATURE, f"setup.figures.{name}", ["at", "on"])
        check_list(r.get("scores", []), {"player": int, "points": int}, "setup.scores",
                   ["player", "points"])
        check_list(r.get("supply", []), {"player": int, "normal": int, "large": int},
                   "setup.supply", ["player"])

    def check_play(self, r):
        check_object(r, {"id": int, "cmd": str, "move": dict}, "play", ["move"])
        move = r["move"]
        kind = move.get("type")
        if kind == "magic" and "remove" in move:
            kind = "magic-removal"
        if kind not in MOVES:
            refuse(f"play.move: unknown type {move.get('type')!r}")
        check_object(move, MOVES[kind], "play.move", list(MOVES[kind]))
        for key in ("figure", "remove"):
            if key in move and move[key] not in FIGURES:
                refuse(f"play.move.{key}: unknown figure {move[key]!r}")

    def check_query(self, r):
        what = r.get("what")
        if what not in ("legal", "state", "ledger"):
            refuse(f"unknown query {what!r} (protocol 1.0: legal, state, ledger)")
        keys = {"id": int, "cmd": str, "what": str}
        if what == "legal":
            keys["tile"] = str
        check_object(r, keys, "query")

    def check_quit(self, r):
        check_object(r, {"id": int, "cmd": str}, "quit")

    def hello(self, reply):
        ok = reply["ok"]
        ok["engine"] = {"name": "strict-1.0", "version": "1.0"}
        ok.pop("minor", None)
        ok.pop("features", None)
        ok["queries"] = ["legal", "state", "ledger"]
        ok["switches"] = {name: values for name, values in self.switches.items()}
        ok["expansions"] = [x for x in ok["expansions"] if x in EXPANSIONS]
        return reply


def main():
    oracle = sys.argv[1]
    names = sys.argv[2:] or list(SWITCHES_1_0)
    if names == ["-"]:
        names = []
    switches = {n: SWITCHES_1_0[n] for n in names}
    strict = Strict(switches)
    serve = subprocess.Popen([oracle, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             text=True)
    for line in sys.stdin:
        try:
            request = json.loads(line)
        except ValueError:
            request = None
        try:
            strict.check(request)
        except Refused as e:
            print(f"strict-1.0: {e}", file=sys.stderr, flush=True)
            rid = request.get("id") if isinstance(request, dict) else None
            print(json.dumps({"id": rid, "error": {"code": e.code, "message": str(e)}}),
                  flush=True)
            continue
        if request["cmd"] == "hello":
            request.pop("minor", None)  # serve answers as a 1.0 engine
        serve.stdin.write(json.dumps(request) + "\n")
        serve.stdin.flush()
        reply = json.loads(serve.stdout.readline())
        if request["cmd"] == "hello" and "ok" in reply:
            reply = strict.hello(reply)
        print(json.dumps(reply), flush=True)
        if request["cmd"] == "quit":
            break
    serve.stdin.close()
    serve.wait()


if __name__ == "__main__":
    main()
