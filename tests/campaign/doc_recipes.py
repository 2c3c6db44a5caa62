"""docs/scale-out.md's recipes are well-formed: every YAML block parses; the Kubernetes Job is
Indexed and gives the oracle its total (CARCASSONNE_ORACLE_SHARDS = completions); the GitLab job
and the GitHub matrix shard their runs and a later job merges them.

usage: doc_recipes.py DOC
"""
import re
import sys

import yaml

text = open(sys.argv[1]).read()
blocks = re.findall(r"```yaml\n(.*?)```", text, re.S)
docs = [yaml.safe_load(b) for b in blocks]
problems = []
if len(docs) != 3:
    problems.append(f"expected 3 YAML recipes (GitHub, Kubernetes, GitLab), found {len(docs)}")
github = next(d for d in docs if "jobs" in d)
shards = github["jobs"]["conformance"]["strategy"]["matrix"]["shard"]
steps = " ".join(str(s.get("run", "")) for s in github["jobs"]["conformance"]["steps"])
if f"/{len(shards)}" not in steps or "merge" not in str(github["jobs"]["report"]):
    problems.append("GitHub: the matrix's size is not the shard total, or no job merges")
job = next(d for d in docs if d.get("kind") == "Job")
spec = job["spec"]
env = {e["name"]: e["value"] for e in spec["template"]["spec"]["containers"][0]["env"]}
if spec["completionMode"] != "Indexed" or env.get("CARCASSONNE_ORACLE_SHARDS") != str(spec["completions"]):
    problems.append("Kubernetes: not Indexed, or CARCASSONNE_ORACLE_SHARDS != completions")
gitlab = next(d for d in docs if "stages" in d)
if "--shard auto" not in " ".join(gitlab["conformance"]["script"]) or \
        "merge" not in " ".join(gitlab["report"]["script"]):
    problems.append("GitLab: the parallel job does not use --shard auto, or no job merges")
if problems:
    sys.exit("\n".join(problems))
print(f"{len(docs)} recipes")
