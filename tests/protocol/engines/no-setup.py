#!/usr/bin/env python3
# no-setup.py ENGINE...: an engine that cannot build a position (it answers `setup` with
# `unsupported`) and otherwise forwards every request to ENGINE, for example `serve --fault X`.
import json
import subprocess
import sys

engine = subprocess.Popen(sys.argv[1:], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
for line in sys.stdin:
    request = json.loads(line)
    if request.get("cmd") == "setup":
        reply = {"id": request["id"], "error": {"code": "unsupported", "message": "no setup"}}
        print(json.dumps(reply), flush=True)
        continue
    engine.stdin.write(line)
    engine.stdin.flush()
    print(engine.stdout.readline(), end="", flush=True)
    if request.get("cmd") == "quit":
        break
