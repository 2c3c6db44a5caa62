#!/usr/bin/env python3
"""An engine that stops answering on cue, for tests of interrupts: `carcassonne-oracle serve`
behind a proxy that, at the start of game number N (its Nth `new-game` request, counting from
1), writes the file FIFO.blocked-PID (so the test knows), then opens FIFO for reading and waits
there (forever, unless the test writes to it) before it passes the request on. So a driver's run
is under way and blocked while the test signals it.

usage: blocking_engine.py ORACLE FIFO N
"""
import json
import os
import subprocess
import sys


def main():
    oracle, fifo, block_at = sys.argv[1], sys.argv[2], int(sys.argv[3])
    serve = subprocess.Popen([oracle, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             text=True)
    games = 0
    for line in sys.stdin:
        try:
            request = json.loads(line)
        except ValueError:
            request = {}
        if request.get("cmd") == "new-game":
            games += 1
            if games == block_at:
                with open(f"{fifo}.blocked-{os.getpid()}", "w"):
                    pass
                with open(fifo) as cue:  # blocks until a writer comes
                    cue.read()
        serve.stdin.write(line)
        serve.stdin.flush()
        reply = serve.stdout.readline()
        if not reply:
            break
        sys.stdout.write(reply)
        sys.stdout.flush()
    serve.stdin.close()
    serve.wait()


if __name__ == "__main__":
    main()
