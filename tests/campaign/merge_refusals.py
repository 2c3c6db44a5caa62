"""`merge` refuses what is not one campaign's shards, each with its exit code and a message that
names the problem: a shard twice, a shard missing, a report of another campaign, the whole
campaign beside a shard (4); a file that is no json report (2, with its place). The reports it
reads follow schema/report.schema.json.

usage: merge_refusals.py ORACLE SCENARIOS WORKDIR SCHEMA
"""
import json
import os
import re
import shutil
import subprocess
import sys

import jsonschema

oracle, scenarios, work, schema = sys.argv[1:5]
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
base = os.path.join(scenarios, "base")
failures = []


def run(args):
    return subprocess.run([oracle] + args, capture_output=True, text=True)


def report(name, args):
    path = os.path.join(work, name)
    p = run(args + ["--report", f"json:{path}"])
    if p.returncode not in (0, 1) or not os.path.exists(path):
        sys.exit(f"{args}: exit {p.returncode}\n{p.stderr}")
    return path


s = [report(f"s{k}.json", ["run", base, "--shard", f"{k}/3"]) for k in (1, 2, 3)]
whole = report("whole.json", ["run", base])
filtered = report("filtered.json", ["run", base, "--shard", "3/3", "--filter", "city"])
fuzz = report("fuzz.json", ["fuzz", "--engine", f"{oracle} serve", "--games", "3", "--seed", "3",
                            "--max-turns", "4", "--shard", "3/3"])
other_seed = report("seed.json", ["fuzz", "--engine", f"{oracle} serve", "--games", "2", "--seed",
                                  "4", "--max-turns", "4", "--shard", "2/2"])
fuzz1 = report("fuzz1.json", ["fuzz", "--engine", f"{oracle} serve", "--games", "2", "--seed", "3",
                              "--max-turns", "4", "--shard", "1/2"])
with open(os.path.join(work, "broken.json"), "w") as f:
    f.write('{\n  "tool": "carcassonne-oracle",\n  "version": 1,,\n}\n')
# Shard 1's runs claimed as shard 3's: every shard is there once, but runs overlap.
with open(os.path.join(work, "relabelled.json"), "w") as f:
    doc = json.load(open(s[0]))
    doc["shard"]["index"] = 3
    json.dump(doc, f)
with open(os.path.join(work, "no-results.json"), "w") as f:
    doc = json.load(open(s[0]))
    del doc["results"]
    json.dump(doc, f)

# Every report written above is valid under the schema (fuzz and run alike).
validator = jsonschema.Draft7Validator(json.load(open(schema)))
for path in s + [whole, filtered, fuzz, fuzz1, other_seed]:
    for error in validator.iter_errors(json.load(open(path))):
        failures.append(f"{path}: {'/'.join(map(str, error.path))}: {error.message}")

cases = [
    (s + [s[0]], 4, r"shard 1/3 twice: .*s1\.json and .*s1\.json"),
    (s[:2], 4, r"missing shard 3/3"),
    (s[:2] + [os.path.join(work, "relabelled.json")], 4,
     r"run \S+@C\S* is in .*s1\.json and in .*relabelled\.json \(overlapping shards\)"),
    (s[:2] + [filtered], 4, r"filtered\.json is not of the campaign of .*s1\.json"),
    (s[:2] + [fuzz], 4, r"fuzz\.json is not of the campaign"),
    ([fuzz1, other_seed], 4, r"seed\.json is not of the campaign"),
    ([whole, s[0]], 4, r"whole\.json holds the whole campaign"),
    ([os.path.join(work, "broken.json")], 2, r"broken\.json:3:16: .*not JSON"),
    ([os.path.join(work, "no-results.json")], 2, r"no-results\.json: results: expected a key"),
    ([os.path.join(work, "absent.json")], 2, r"absent\.json: no such file"),
]
for files, code, message in cases:
    p = run(["merge"] + files)
    if p.returncode != code or not re.search(message, p.stderr):
        failures.append(f"merge {[os.path.basename(f) for f in files]}: exit {p.returncode} "
                        f"(expected {code}), stderr {p.stderr!r} (expected /{message}/)")

# An interrupted shard: the merged report keeps the mark and the count, exit 130.
with open(os.path.join(work, "interrupted.json"), "w") as f:
    doc = json.load(open(s[2]))
    doc["interrupted"], doc["summary"]["notRun"] = True, 4
    json.dump(doc, f)
p = run(["merge"] + s[:2] + [os.path.join(work, "interrupted.json")])
if p.returncode != 130 or "interrupted: 4 runs did not run" not in p.stdout:
    failures.append(f"merge with an interrupted shard: exit {p.returncode}\n{p.stdout}")

# The whole campaign merged alone is accepted, and so are all three shards (exit as `run`'s).
for files in ([whole], s):
    p = run(["merge"] + files)
    if p.returncode != 0:
        failures.append(f"merge {files}: exit {p.returncode}: {p.stderr}")

if failures:
    sys.exit("\n".join(failures))
print(f"{len(cases)} refusals, schema valid")
