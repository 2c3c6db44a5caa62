"""`fuzz --report json:FILE` against an engine with a planted fault: one run per game played, in
order, the games before the divergence passing, the diverging game FAIL with its findings and a
`shrunk` finding naming the file --out wrote; the report is valid under the schema and `merge`
reads it back (exit 1, as fuzz's).

usage: fuzz_report.py ORACLE WORKDIR SCHEMA
"""
import json
import os
import re
import shutil
import subprocess
import sys

import jsonschema

oracle, work, schema = sys.argv[1:4]
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
out, report = os.path.join(work, "diverge.yaml"), os.path.join(work, "fuzz.json")
p = subprocess.run([oracle, "fuzz", "--engine", f"{oracle} serve --fault witch-rounds-down",
                    "--games", "20", "--seed", "1", "--max-divergences", "1", "--out", out,
                    "--report", f"json:{report}"],
                   capture_output=True, text=True)
problems = []
found = re.search(r"^divergence in game (\d+) ", p.stdout, re.M)
if p.returncode != 1 or not found:
    sys.exit(f"fuzz: exit {p.returncode}, expected 1 and a divergence\n{p.stdout}\n{p.stderr}")
game = int(found.group(1))
doc = json.load(open(report))
jsonschema.validate(doc, json.load(open(schema)))
ids = [r["id"].split("@")[0] for r in doc["results"]]
# --max-divergences 1 stops at the first divergence: games 0 to G were played, G diverged.
if ids != [f"fuzz/game-{g}" for g in range(game + 1)]:
    problems.append(f"games reported: {ids}")
if [r["status"] for r in doc["results"][:-1]] != ["PASS"] * game:
    problems.append("a game before the divergence does not pass")
last = doc["results"][-1]
codes = [f["code"] for f in last["findings"]]
if last["status"] != "FAIL" or len(codes) < 2 or codes[-1] != "shrunk":
    problems.append(f"the diverging game: {last['status']}, findings {codes}")
elif not last["findings"][-1]["message"].endswith(f"scenario written to {out}"):
    problems.append(f"the shrunk finding does not name {out}: {last['findings'][-1]['message']}")
if doc["command"] != "fuzz" or doc["campaign"]["seed"] != "1" or doc["summary"]["failed"] != 1:
    problems.append(f"command {doc['command']}, campaign {doc['campaign']}, summary {doc['summary']}")
m = subprocess.run([oracle, "merge", report], capture_output=True, text=True)
if m.returncode != 1 or "error[shrunk]" not in m.stdout:
    problems.append(f"merge: exit {m.returncode}\n{m.stdout}")
if problems:
    sys.exit("\n".join(problems))
print(f"game {game} diverged; {len(ids)} games reported")
