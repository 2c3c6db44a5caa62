"""Progress on a terminal: `run`, `drive`, `fuzz`, `perft` (depth 2 and more) and `check-log`
over several records redraw a line
on standard error (done/total, rate, failures, time left) when it is a terminal (a pty here), and
write none when it is not or with --no-progress.

usage: progress.py ORACLE SCENARIOS
"""
import os
import pty
import re
import shutil
import subprocess
import sys
import tempfile

oracle, scenarios = sys.argv[1:3]
folder = os.path.join(scenarios, "base", "cloisters")
engine = f"{oracle} serve"
commands = {
    "run": [oracle, "run", folder],
    "drive": [oracle, "drive", "--engine", engine, folder],
    "fuzz": [oracle, "fuzz", "--engine", engine, "--games", "4", "--seed", "2", "--max-turns", "6"],
    # V from the start tile has 42 first turns (tests/protocol: protocol.perft-v).
    "perft": [oracle, "perft", "--edition", "C3", "--tiles", "V,W", "--depth", "2"],
}
# Two game logs that agree with the oracle (a divergence would write to standard error).
logs = tempfile.mkdtemp()
for name in ("correct.jsonl", "copies-letter.jsonl"):
    shutil.copy(os.path.join(scenarios, "..", "tests", "gamelog", "logs", name), logs)
commands["check-log"] = [oracle, "check-log", logs, "--jobs", "1"]
# run and drive count the runs done and the files done out of the files selected (counting the
# runs to come would mean reading every file first).
shown = {"run": r"\r\x1b\[K\d+ runs, \d+/3 files \(\d+%\), [0-9.]+/s, 0 failed",
         "drive": r"\r\x1b\[K\d+ runs, \d+/3 files \(\d+%\), [0-9.]+/s, 0 failed",
         "fuzz": r"\r\x1b\[K\d+/4 games \(\d+%\), [0-9.]+/s, 0 divergences",
         "perft": r"\r\x1b\[K\d+/42 first turns \(\d+%\), [0-9.]+/s",
         "check-log": r"\r\x1b\[K\d+/2 logs \(\d+%\), [0-9.]+/s, 0 diverge"}


def on_pty(args):
    """Runs with standard error on a pseudo-terminal; returns what it read there."""
    leader, follower = pty.openpty()
    p = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=follower)
    os.close(follower)
    seen = b""
    while True:
        try:
            chunk = os.read(leader, 4096)
        except OSError:  # EIO: the process closed its end
            break
        if not chunk:
            break
        seen += chunk
    p.wait()
    os.close(leader)
    return p.returncode, seen.decode(errors="replace")


problems = []
for name, args in commands.items():
    code, err = on_pty(args)
    if code != 0 or not re.search(shown[name], err):
        problems.append(f"{name} on a terminal: exit {code}, no progress line in {err!r}")
    code, err = on_pty(args + ["--no-progress"])
    if code != 0 or "\x1b[K" in err or "/s" in err:
        problems.append(f"{name} --no-progress on a terminal: exit {code}, stderr {err!r}")
    p = subprocess.run(args, capture_output=True, text=True)
    if p.returncode != 0 or p.stderr != "":
        problems.append(f"{name} without a terminal: exit {p.returncode}, stderr {p.stderr!r}")
shutil.rmtree(logs)
if problems:
    sys.exit("\n".join(problems))
print("progress shown on a terminal only")
