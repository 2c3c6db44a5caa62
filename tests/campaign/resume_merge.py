"""A fuzz campaign that loses nothing across interrupts (docs/scale-out.md, Interrupts):

- shard 1/2, interrupted twice (SIGINT, SIGTERM) and resumed twice, writes reports that hold
  every game of every segment and say it was resumed (its segments); its report after the
  first interrupt counts the games that did not run; its resume point is marked finished at the
  end, and resuming it again is refused (exit 2);
- merged with its sibling shard 2/2 (played whole), it gives the report of the whole campaign
  played at once: every game, every divergence;
- merge refuses a shard whose runs are not what its summary counts (as an older oracle's resumed
  report was), and one whose games are not all there (exit 4);
- the resume point is checked field by field (exit 2, the field named): a next game out of range
  (1000000000000, -5), an unknown key, --jobs 0;
- it carries --fresh-engine: an engine that plays one game per process, resumed without the
  option, gives no CRASH.

The reports, with their segments, are valid under the report schema.

usage: resume_merge.py ORACLE PROXY WORKDIR SCHEMA
"""
import copy
import json
import os
import shutil
import signal
import subprocess
import sys

import jsonschema

oracle, proxy, work, schema = sys.argv[1:5]
schema = json.load(open(schema))
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
os.chdir(work)
failures = []

# serve with a planted fault (games diverge at final scoring), each new-game 20 ms late so that
# the interrupts come in mid-campaign whatever the machine.
engine = (f"while IFS= read -r line; do case $line in *new-game*) sleep 0.02;; esac; "
          f"printf '%s\\n' \"$line\"; done | '{oracle}' serve --fault final-skips-farmers")
games = 160
common = ["--engine", engine, "--games", str(games), "--seed", "3", "--max-turns", "6",
          "--max-divergences", "0", "--shrink-first", "0", "--out", "divergences"]


def run(args, expect):
    p = subprocess.run([oracle] + args, capture_output=True, text=True)
    if p.returncode not in expect:
        sys.exit(f"{args}: exit {p.returncode}, expected {expect}\n{p.stdout}\n{p.stderr}")
    return p


def interrupted(args, after, sig):
    """Runs fuzz, and once `after` games are reported sends `sig`: exit 130 expected."""
    p = subprocess.Popen([oracle] + args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    seen = 0
    for line in p.stdout:
        seen += line.startswith("game ")
        if seen >= after:
            p.send_signal(sig)
            break
    out, err = p.communicate(timeout=120)
    if p.returncode != 130:
        sys.exit(f"{args}: exit {p.returncode} after {sig}, expected 130\n{out}\n{err}")
    return out


def load(path):
    with open(path) as f:
        return json.load(f)


def comparable(doc):
    """The results without their times: what two plays of the same games must share."""
    return [(r["id"], r["status"], [(f["code"], f["message"], f["details"]) for f in r["findings"]])
            for r in doc["results"]]


shard1 = ["--shard", "1/2", "--jobs", "1", "--report", "json:shard-1.json",
          "--report", "human:shard-1.txt", "--resume-file", "resume.json"]
interrupted(["fuzz"] + common + shard1, 10, signal.SIGINT)
first = load("shard-1.json")
of_shard = games // 2
if not first["interrupted"] or first["summary"]["runs"] + first["summary"]["notRun"] != of_shard:
    failures.append(f"the first segment's report: interrupted {first['interrupted']}, "
                    f"{first['summary']['runs']} runs + {first['summary']['notRun']} not run "
                    f"!= {of_shard}")
interrupted(["fuzz", "--resume", "resume.json"], 10, signal.SIGTERM)
second = load("shard-1.json")
if second["summary"]["runs"] <= first["summary"]["runs"]:
    failures.append("the second segment's report does not hold the first segment's games")
last = run(["fuzz", "--resume", "resume.json"], (1,))
doc = load("shard-1.json")
if doc["summary"]["runs"] != of_shard or doc["interrupted"] or doc["summary"]["notRun"] != 0:
    failures.append(f"the resumed shard's report holds {doc['summary']['runs']} of {of_shard} "
                    f"games (interrupted {doc['interrupted']}, notRun {doc['summary']['notRun']})")
segments = doc.get("segments", [])
if [s["interrupted"] for s in segments] != [True, True, False] or \
        sum(s["played"] for s in segments) != of_shard or segments[0]["firstGame"] != 0 or \
        segments[-1]["endGame"] != games:
    failures.append(f"the report's segments: {segments}")
if "resumed: 3 segments: games 0-" not in open("shard-1.txt").read():
    failures.append("the human report does not say the campaign was resumed")
point = load("resume.json")
if point.get("state") != "finished":
    failures.append(f"the resume point is {point.get('state')} at the campaign's end")
again = run(["fuzz", "--resume", "resume.json"], (2,))
if "the campaign is finished" not in again.stderr:
    failures.append(f"resuming a finished campaign: {again.stderr}")

# The sibling, whole; the whole campaign at once; the merge equals it.
run(["fuzz"] + common + ["--shard", "2/2", "--report", "json:shard-2.json"], (1,))
run(["fuzz"] + common + ["--report", "json:whole.json"], (1,))
run(["merge", "shard-1.json", "shard-2.json", "--format", "json", "-o", "merged.json"], (1,))
merged, whole = load("merged.json"), load("whole.json")
if comparable(merged) != comparable(whole):
    failures.append(f"the merged campaign has {merged['summary']['runs']} games and "
                    f"{merged['summary']['failed']} divergences, the whole one "
                    f"{whole['summary']['runs']} and {whole['summary']['failed']}")
for checked in (doc, merged):
    jsonschema.validate(checked, schema)
if whole["summary"]["failed"] < 2:
    failures.append(f"the fault should make games diverge: {whole['summary']}")

# merge checks each shard against its own summary and the campaign's games.
lost = copy.deepcopy(doc)
lost["results"] = lost["results"][of_shard // 2:]
json.dump(lost, open("lost.json", "w"))
p = run(["merge", "lost.json", "shard-2.json"], (4,))
if "lost.json holds 40 runs but its summary counts 80: the report lost runs" not in p.stderr:
    failures.append(f"merge of a report that lost runs: {p.stderr}")
missing = copy.deepcopy(lost)
missing["summary"]["runs"] = len(missing["results"])
missing["summary"]["statuses"] = {s: sum(r["status"] == s for r in missing["results"])
                                  for s in missing["summary"]["statuses"]}
json.dump(missing, open("missing.json", "w"))
p = run(["merge", "missing.json", "shard-2.json"], (4,))
if "games are missing" not in p.stderr:
    failures.append(f"merge of a shard with games missing: {p.stderr}")

# The resume point, field by field.
base = load("resume.json")
base["state"] = "interrupted"
base["next-game"] = 100
base["played"] = 50
base["segments"] = [{"first-game": 0, "end-game": 100, "played": 50, "interrupted": True}]
base["runs"] = base["runs"][:50]
base["divergences"] = [d for d in base["divergences"] if d["game"] < 100]
for name, change, message in [
        ("far", lambda j: j.update({"next-game": 1000000000000}),
         "next-game: expected a whole number from 0 to 159 (the campaign's --games is 160), "
         "found 1000000000000"),
        ("negative", lambda j: j.update({"next-game": -5}), "next-game: expected a whole number"),
        ("unknown", lambda j: j.update({"nextgame": 3}), "unknown key 'nextgame'"),
        ("jobs", lambda j: j["options"].update({"jobs": 0}),
         "options.jobs: expected a whole number from 1 to 1024, found 0"),
        ("played", lambda j: j.update({"played": 100}), "played: expected a whole number"),
        ("shard", lambda j: j["options"].update({"shard": "3/2"}), "options.shard: expected K/N")]:
    bad = copy.deepcopy(base)
    change(bad)
    json.dump(bad, open(f"bad-{name}.json", "w"))
    p = run(["fuzz", "--resume", f"bad-{name}.json"], (2,))
    if message not in p.stderr:
        failures.append(f"resume point {name}: {p.stderr.strip()} (expected: {message})")

# --fresh-engine is the campaign's: resumed without it, an engine of one game per process is
# still given a process per game.
one_game = f"sleep 0.02; exec python3 {proxy} {oracle} one-game"
interrupted(["fuzz", "--engine", one_game, "--fresh-engine", "--jobs", "1", "--games", "40",
             "--seed", "5", "--max-turns", "3", "--resume-file", "fresh.json"], 3, signal.SIGINT)
p = run(["fuzz", "--resume", "fresh.json"], (0,))
if "CRASH" in p.stdout or "40 games, no divergence" not in p.stdout:
    failures.append(f"a one-game engine resumed: {p.stdout}")

if failures:
    sys.exit("\n".join(failures))
print("interrupted twice, resumed, merged: every game and divergence kept")
