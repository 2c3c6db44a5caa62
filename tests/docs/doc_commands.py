#!/usr/bin/env python3
"""Every command line of the manual is run: each line of a fenced ```sh block in README.md and
docs/*.md (a line ending in a backslash goes on on the next), in a scratch folder of its own
page, in the page's order, with the program on the PATH as the README's tour puts it there, and
its exit code compared with the one the manual gives: 0, unless the line's comment ends with
`[exit N]`. A line that fails, or that cannot run for want of a fixture, fails the test, so a new
example must come with what it needs (below) and the manual cannot drift from the program.

What a scratch folder holds, the placeholders of the manual made real (the only substitution is
FILE; every other name is a file or program of that name):

    scenarios/ schema/ tests/   the repository's own (links), as in a clone's folder
    FILE                        replaced by scenario.yaml: a complete two-player game of the suite
                                (inns-cathedrals/games/two-player-game-inn-cathedral-large-farmers)
    game.jsonl                  a game log that agrees (tests/gamelog/logs/correct.jsonl)
    game.jcz                    a JCloisterZone save as its client writes it (tests/gamelog/jcz/
                                real-client.jcz)
    games/                      a folder of both
    my-engine                   a program on the PATH standing for "your engine": the oracle's
                                own `serve` (its arguments, such as --protocol, are ignored)

A line that cannot be run here is listed in EXCEPTIONS with its reason; an exception that
matches no line fails the test too, so the list stays true (and it must stay short).

    doc_commands.py ORACLE SOURCE_DIR WORK_DIR
"""
import os
import pathlib
import re
import shutil
import subprocess
import sys
import time

SCENARIO = "scenarios/inns-cathedrals/games/two-player-game-inn-cathedral-large-farmers.yaml"

# (page, pattern searched in the line, reason): the lines not run, each for a reason.
EXCEPTIONS = [
    ("README.md", r"^bash tools/bootstrap\.sh ",
     "installs packages and builds; CI runs the test command (.ci/run), the fresh-machine check both"),
    ("docs/building.md", r"&& ctest --preset",
     "the build and the test command themselves (CTest inside CTest)"),
    ("docs/building.md", r"^bash tools/bench\.sh",
     "a release build and minutes of benchmarks (timed figures, no outcome to check)"),
    ("docs/building.md", r"^cmake --install ",
     "run by package.install-and-consume, into a scratch prefix (the line as written writes /usr/local)"),
    ("docs/performance.md", r"build/release|--preset release",
     "how the performance record was measured: a release build (minutes)"),
    ("docs/scale-out.md", r"--sshloginfile hosts",
     "needs the ssh hosts it names; the same shards run on one machine in the page's first recipe"),
    ("docs/scale-out.md", r"^kubectl |/reports/",
     "in a Kubernetes cluster, on its shared volume"),
]

COMMENT = re.compile(r"\s#\s.*$|\s#$")
EXPECTED = re.compile(r"\[exit (\d+)\]\s*$")


def command_lines(path):
    """(line number, command, expected exit code) of each command of the page's sh blocks."""
    lines = path.read_text(encoding="utf-8").split("\n")
    found = []
    in_block = False
    pending = None
    for number, text in enumerate(lines, 1):
        if text.startswith("```"):
            in_block = text.strip() == "```sh" if not in_block else False
            continue
        if not in_block:
            continue
        if pending:
            start, joined = pending
            joined += "\n" + text
        else:
            if not text.strip() or text.lstrip().startswith("#"):
                continue
            start, joined = number, text
        if text.endswith("\\"):
            pending = (start, joined)
            continue
        pending = None
        last = joined.split("\n")[-1]
        expected = EXPECTED.search(last)
        found.append((start, joined, int(expected[1]) if expected else 0))
    return found


def scratch(work, source, oracle):
    """A scratch folder holding the fixtures, and the PATH its commands see."""
    if work.exists():
        shutil.rmtree(work)
    (work / "bin").mkdir(parents=True)
    for name in ("scenarios", "schema", "tests"):
        (work / name).symlink_to(source / name)
    shutil.copy(source / SCENARIO, work / "scenario.yaml")
    shutil.copy(source / "tests/gamelog/logs/correct.jsonl", work / "game.jsonl")
    shutil.copy(source / "tests/gamelog/jcz/real-client.jcz", work / "game.jcz")
    (work / "games").mkdir()
    shutil.copy(work / "game.jsonl", work / "games/game.jsonl")
    shutil.copy(work / "game.jcz", work / "games/game.jcz")
    engine = work / "bin/my-engine"
    engine.write_text("#!/bin/sh\n# your engine; here the oracle's own\nexec carcassonne-oracle serve\n")
    engine.chmod(0o755)
    return f"{work / 'bin'}:{pathlib.Path(oracle).resolve().parent}:{os.environ.get('PATH', '/usr/bin:/bin')}"


def main():
    oracle, source, work = sys.argv[1], pathlib.Path(sys.argv[2]).resolve(), pathlib.Path(sys.argv[3])
    pages = [source / "README.md"] + sorted((source / "docs").glob("*.md"))
    used = [0] * len(EXCEPTIONS)
    failures, ran, excepted = [], 0, 0
    for page in pages:
        name = str(page.relative_to(source))
        lines = command_lines(page)
        if not lines:
            continue
        folder = work / page.stem
        path = scratch(folder, source, oracle)
        env = dict(os.environ, PATH=path)
        for number, command, expected in lines:
            where = f"{name}:{number}"
            skip = [i for i, (p, pattern, _) in enumerate(EXCEPTIONS)
                    if p == name and re.search(pattern, command, re.M)]
            if skip:
                used[skip[0]] += 1
                excepted += 1
                print(f"{where}: not run ({EXCEPTIONS[skip[0]][2]}): {command}")
                continue
            line = re.sub(r"\bFILE\b", "scenario.yaml", command)
            started = time.monotonic()
            try:
                done = subprocess.run(["bash", "-c", line], cwd=folder, env=env,
                                      stdin=subprocess.DEVNULL, capture_output=True, text=True,
                                      timeout=300)
                code, output = done.returncode, done.stdout + done.stderr
            except subprocess.TimeoutExpired:
                code, output = "a hang (killed after 300 s)", ""
            ran += 1
            took = time.monotonic() - started
            if code != expected:
                tail = "\n".join(output.rstrip().split("\n")[-15:])
                failures.append(f"{where}: exit {code}, the manual says {expected}: {command}\n{tail}")
            else:
                print(f"{where}: exit {code} ({took:.1f} s): {command}")
    for (page, pattern, reason), count in zip(EXCEPTIONS, used):
        if count == 0:
            failures.append(f"the exception ({page}, {pattern!r}) matches no command line: remove it")
    for f in failures:
        print("FAIL " + f)
    print(f"{ran} command lines run, {excepted} not run ({len(EXCEPTIONS)} exceptions), "
          f"{len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
