"""A campaign split into shards run through GNU parallel, merged with `merge`, equals the campaign
run whole (times normalised): `run` over the suite in 3 shards, `fuzz` against `serve` in 4.

usage: parallel_merge.py ORACLE SCENARIOS WORKDIR (run|fuzz)
"""
import json
import os
import shutil
import subprocess
import sys

oracle, scenarios, work, what = sys.argv[1:5]
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)


def sh(args, expect=(0,), **kw):
    p = subprocess.run(args, capture_output=True, text=True, **kw)
    if p.returncode not in expect:
        sys.exit(f"{args}: exit {p.returncode}, expected {expect}\n{p.stdout}\n{p.stderr}")
    return p


def normalised(path):
    """The report without what differs between two runs of the same campaign: times."""
    with open(path) as f:
        doc = json.load(f)
    for r in doc["results"]:
        r["time"] = 0
    return doc


def parallel(count, command):
    # GNU parallel runs the shards at once ({} is the shard number); --halt never: a shard that
    # fails its runs still writes its report.
    sh(["parallel", "--will-cite", "--halt", "never", "-j", str(count), command, ":::"] +
       [str(k) for k in range(1, count + 1)], expect=(0, 1, 2, 3, 4, 5, 6))


if what == "run":
    n = 3
    whole = os.path.join(work, "whole.json")
    sh([oracle, "run", scenarios, "--format", "human", "--report", f"json:{whole}"])
    parallel(n, f"'{oracle}' run '{scenarios}' --shard {{}}/{n} --format json -o '{work}/shard-{{}}.json'")
    shards = [os.path.join(work, f"shard-{k}.json") for k in range(1, n + 1)]
    counts = [json.load(open(s))["summary"]["runs"] for s in shards]
    if min(counts) == 0 or sum(counts) != json.load(open(whole))["summary"]["runs"]:
        sys.exit(f"the shards should split the runs between them: {counts}")
    merged = os.path.join(work, "merged.json")
    # The shards given in any order: the merged report is in the campaign's order.
    sh([oracle, "merge"] + shards[::-1] + ["--format", "json", "-o", merged])
    human_whole = sh([oracle, "run", scenarios]).stdout
    human_merged = sh([oracle, "merge"] + shards).stdout
    if human_whole != human_merged:
        sys.exit(f"merge --format human differs from run:\n{human_merged}\n---\n{human_whole}")
else:
    n = 4
    engine = f"{oracle} serve"
    common = ["--games", "12", "--seed", "7", "--max-turns", "12"]
    whole = os.path.join(work, "whole.json")
    sh([oracle, "fuzz", "--engine", engine] + common + ["--report", f"json:{whole}"])
    parallel(n, f"'{oracle}' fuzz --engine '{engine}' {' '.join(common)} --shard {{}}/{n} "
                f"--report 'json:{work}/shard-{{}}.json'")
    shards = [os.path.join(work, f"shard-{k}.json") for k in range(1, n + 1)]
    merged = os.path.join(work, "merged.json")
    sh([oracle, "merge"] + shards + ["--format", "json", "-o", merged])
    # 12 games over 4 shards: games 0, 4, 8 in shard 1 and so on, 3 each.
    for s in shards:
        if json.load(open(s))["summary"]["runs"] != 3:
            sys.exit(f"{s}: expected 3 games")

# The whole campaign's report, read back by merge alone, is the reference: the same document as
# the merged shards' (which record no shard).
reference = os.path.join(work, "reference.json")
sh([oracle, "merge", whole, "--format", "json", "-o", reference])
a, b = normalised(reference), normalised(merged)
if a != b:
    sys.exit(f"merged shards differ from the whole campaign:\n{json.dumps(b, indent=1)[:3000]}\n---\n"
             f"{json.dumps(a, indent=1)[:3000]}")
if a["summary"]["runs"] == 0:
    sys.exit("the campaign ran nothing")
raw = normalised(whole)
if raw["results"] != a["results"] or raw["summary"] != a["summary"]:
    sys.exit("merge of one whole report changed its results")
print(f"{what}: {a['summary']['runs']} runs, merged from {n} shards = whole")
