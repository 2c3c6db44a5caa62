"""The segments a resumed fuzz campaign lists (docs/scale-out.md, The resume point): one of
several games as "games 0-4", one of a single game as "game 5", and one interrupted in its first
game, which played none (that game is played again), as "no game (interrupted at game 0)" (before:
"games 0--1 (interrupted)"). The resume points are as the oracle writes them, of a campaign of 2
games against `serve`.

usage: resume_segments.py ORACLE WORKDIR
"""
import json
import os
import shutil
import subprocess
import sys

oracle, work = os.path.abspath(sys.argv[1]), sys.argv[2]
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
os.chdir(work)
version = subprocess.run([oracle, "--version"], capture_output=True, text=True).stdout.split()[-1]
options = {"engine": f"{oracle} serve", "games": 2, "seed": 1, "shard": "", "max-turns": 2,
           "timeout-ms": 20000, "start-timeout-ms": 20000, "out": "divergences", "editions": [],
           "expansions": [], "players": "", "probe-illegal": 0.05, "shrink-first": -1,
           "shrink-budget": 30.0, "shrink-restarts": 10, "max-divergences": 10,
           "resume-file": "resume.json", "compare": "outcome", "reports": [], "jobs": 1,
           "fresh-engine": False}
failures = []
for segments, said in (
        ([(0, 0, 0)], "resumed: 2 segments: no game (interrupted at game 0), games 0-1"),
        ([(0, 1, 1)], "resumed: 2 segments: game 0 (interrupted), game 1"),
        ([(0, 0, 0), (0, 1, 1)],
         "resumed: 3 segments: no game (interrupted at game 0), game 0 (interrupted), game 1")):
    next_game, played = segments[-1][1], sum(s[2] for s in segments)
    point = {"carcassonne-oracle-fuzz-resume": 2, "version": version, "state": "interrupted",
             "options": options, "next-game": next_game, "played": played, "unsupported": 0,
             "probes": 0, "notes": 0, "divergences": [],
             "segments": [{"first-game": a, "end-game": b, "played": n, "interrupted": True}
                          for a, b, n in segments],
             "runs": []}
    with open("resume.json", "w") as f:
        json.dump(point, f)
    p = subprocess.run([oracle, "fuzz", "--resume", "resume.json", "--no-progress"],
                       capture_output=True, text=True)
    if p.returncode != 0 or said + "\n" not in p.stdout:
        failures.append(f"{segments}: exit {p.returncode}, expected 0 and '{said}':\n"
                        f"{p.stdout}{p.stderr}")
if failures:
    sys.exit("\n".join(failures))
print("each segment said as the games it played")
