"""SIGINT or SIGTERM during `drive` loses nothing: the report of the runs that finished is written
in every format asked for, marked interrupted with the count of runs that did not run (of the
files read) and of the files not read, and the exit code is 130. The engine is `serve` behind a delay (each request waits 0.05 s), so the suite
is still running when the signal comes.

With GROUP, the signal goes to the whole process group, as Ctrl-C on a terminal sends it: the
engine dies with the driver's run in progress, and that run is not reported as a CRASH.

usage: interrupt.py ORACLE SCENARIOS WORKDIR SIGNAL(INT|TERM) [GROUP]
"""
import json
import os
import shutil
import signal
import subprocess
import sys
import time

oracle, scenarios, work, name = sys.argv[1:5]
group = sys.argv[5:] == ["GROUP"]
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
folder = os.path.join(scenarios, "base")
engine = f"while IFS= read -r line; do sleep 0.05; printf '%s\\n' \"$line\"; done | '{oracle}' serve"
live = os.path.join(work, "live.jsonl")
report = os.path.join(work, "report.json")
junit = os.path.join(work, "report.xml")

total = len(subprocess.run([oracle, "run", folder, "--list"], capture_output=True, text=True,
                           check=True).stdout.split())
p = subprocess.Popen([oracle, "drive", "--engine", engine, folder, "--report", f"jsonl:{live}",
                      "--report", f"json:{report}", "--report", f"junit:{junit}"],
                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                     start_new_session=group)
# Wait for a few runs to finish (the live report, written as live.jsonl.partial until its end,
# has their lines), then interrupt.
partial = live + ".partial"
deadline = time.time() + 60
while time.time() < deadline:
    if os.path.exists(partial) and sum(1 for _ in open(partial)) >= 3:
        break
    time.sleep(0.05)
else:
    p.kill()
    sys.exit("no run finished in 60 s")
if group:
    os.killpg(p.pid, getattr(signal, "SIG" + name))
else:
    p.send_signal(getattr(signal, "SIG" + name))
try:
    out, err = p.communicate(timeout=60)
except subprocess.TimeoutExpired:
    p.kill()
    sys.exit("drive did not stop within 60 s of the signal")

problems = []
if p.returncode != 130:
    problems.append(f"exit code {p.returncode}, expected 130")
doc = json.load(open(report))
ran, not_run = doc["summary"]["runs"], doc["summary"]["notRun"]
files_not_run = doc["summary"]["filesNotRun"]
if not doc["interrupted"]:
    problems.append("the json report is not marked interrupted")
# The files not read are counted, not read: their runs are those `run --list` gives for them.
ids = subprocess.run([oracle, "run", folder, "--list"], capture_output=True, text=True,
                     check=True).stdout.split()
by_file = {}
for run_id in ids:
    by_file.setdefault(run_id.rsplit("@", 1)[0], []).append(run_id)
reported = {r["id"].rsplit("@", 1)[0] for r in doc["results"]}
unread = [f for f in by_file if f not in reported][-files_not_run:] if files_not_run else []
uncounted = sum(len(by_file[f]) for f in unread)
if ran < 3 or ran + not_run + uncounted != total:
    problems.append(f"{ran} runs reported + {not_run} not run + {uncounted} of {files_not_run} "
                    f"files not read != {total} selected")
lines = [json.loads(line) for line in open(live)]
if lines[-1].get("type") != "summary" or not lines[-1]["interrupted"] or lines[-1]["notRun"] != not_run:
    problems.append(f"the jsonl report does not end with an interrupted summary: {lines[-1]}")
if "interrupted: " not in out or "did not run" not in out:
    problems.append(f"the console report does not say it was interrupted:\n{out}")
if 'name="interrupted"' not in open(junit).read():
    problems.append("the junit report does not say it was interrupted")
crashed = [r["id"] for r in doc["results"] if r["status"] != "PASS"]
if crashed:
    problems.append(f"runs reported other than PASS: {crashed}")
if "interrupted" not in err:
    problems.append(f"standard error does not say it was interrupted: {err}")
if problems:
    sys.exit("\n".join(problems) + f"\nstdout:\n{out}\nstderr:\n{err}")
print(f"SIG{name}: {ran} runs reported, {not_run} not run, exit 130")
