#!/usr/bin/python3
"""Every output of every command, against what users lose today (docs/outputs.md):

  overwrite     an output that is an input (the same path, a symbolic or a hard link, standard
                output appended to it, standard input read from it) or another output is refused
                with exit 64 before anything is written; /dev/null twice and
                --update-expectations' own file are not
  atomic        a report is written to a temporary file beside it (a jsonl report to FILE.partial,
                followed live) and renamed: a writer killed half-way leaves the earlier report
                whole, and nothing else
  write-errors  a failed write (a full disk, a closed pipe), standard output included, is exit 74
                with the output named; the other reports are still written
  dangling      a dangling symbolic link in a folder is a load error naming it (run, drive, book,
                coverage, check-log); --transcripts onto a file is refused
  interrupt     Ctrl-C on a suite: the files not read are counted, not read; a second Ctrl-C
                writes the reports without waiting for the run under way
  book          book: a missing path refuses the book before anything is written; an interrupt
                writes nothing and keeps the earlier book

usage: outputs.py ORACLE SOURCE_DIR WORK_DIR GROUP
"""
import hashlib
import json
import os
import pathlib
import shutil
import signal
import stat
import subprocess
import sys
import time

ORACLE, SOURCE, WORK, GROUP = sys.argv[1], pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3]), sys.argv[4]
SCENARIOS = SOURCE / "scenarios"
CLOISTER = SCENARIOS / "base" / "cloisters" / "cloister-completed-by-placing-it.yaml"
LOG = SOURCE / "tests" / "gamelog" / "logs" / "correct.jsonl"
JCZ = SOURCE / "tests" / "gamelog" / "jcz" / "assertions-hold.jcz"
ENGINE = SOURCE / "tests" / "cli" / "blocking_engine.py"
problems = []


def problem(text):
    problems.append(text)


def digest(path):
    return hashlib.sha256(pathlib.Path(path).read_bytes()).hexdigest()


def oracle(*args, stdin=None, stdout=subprocess.PIPE, cwd=None):
    return subprocess.run([ORACLE, *map(str, args)], stdin=stdin, stdout=stdout,
                          stderr=subprocess.PIPE, cwd=cwd, text=True, timeout=300)


def leftovers(folder):
    """Temporary and partial files an output left in a folder."""
    return sorted(p.name for p in pathlib.Path(folder).iterdir()
                  if ".tmp-" in p.name or p.name.endswith(".partial"))


def fresh(name):
    folder = WORK / name
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    return folder


# --- overwrite ---------------------------------------------------------------------------------

def overwrite():
    d = fresh("overwrite")
    shutil.copy(CLOISTER, d / "in.yaml")
    os.symlink("in.yaml", d / "link.yaml")
    os.link(d / "in.yaml", d / "hard.yaml")
    (d / "suite" / "sub").mkdir(parents=True)
    shutil.copy(CLOISTER, d / "suite" / "sub" / "x.yaml")
    shutil.copy(LOG, d / "game.jsonl")
    shutil.copy(JCZ, d / "g.jcz")
    (d / "known.txt").write_text("# nothing known\n")
    (d / "req.jsonl").write_text('{"id": 1, "cmd": "hello", "protocol": 1}\n')
    for shard in ("1/2", "2/2"):
        oracle("run", SCENARIOS / "base" / "cloisters", "--shard", shard, "--report",
               f"json:{d / ('s' + shard[0] + '.json')}")
    inputs = ["in.yaml", "suite/sub/x.yaml", "game.jsonl", "g.jcz", "known.txt", "req.jsonl",
              "s1.json", "s2.json"]
    before = {name: digest(d / name) for name in inputs}
    serve = f"{ORACLE} serve"
    refused = [
        ("run -o its input", ["run", "in.yaml", "-o", "in.yaml"], None, "never overwrites"),
        ("run --report onto its input", ["run", "in.yaml", "--report", "json:in.yaml"], None,
         "never overwrites"),
        ("run -o a symbolic link to its input", ["run", "in.yaml", "-o", "link.yaml"], None,
         "never overwrites"),
        ("run -o a hard link to its input", ["run", "in.yaml", "-o", "hard.yaml"], None,
         "never overwrites"),
        ("run --report onto a scenario below a folder",
         ["run", "suite", "--report", "junit:suite/sub/x.yaml"], None, "never overwrites"),
        ("run -o its --expectations", ["run", "in.yaml", "--expectations", "known.txt", "-o",
                                       "known.txt"], None, "never overwrites"),
        ("run --update-expectations onto a scenario",
         ["run", "in.yaml", "--update-expectations", "in.yaml"], None, "never overwrites"),
        ("render -o its input", ["render", "in.yaml", "-o", "in.yaml"], None, "never overwrites"),
        ("render appended to its input", ["render", "in.yaml"], "in.yaml", "standard output"),
        ("explain appended to its input", ["explain", "in.yaml"], "in.yaml", "standard output"),
        ("import-jcz -o its input", ["import-jcz", "g.jcz", "-o", "g.jcz"], None,
         "never overwrites"),
        ("check-log --scenario-out its input",
         ["check-log", "game.jsonl", "--scenario-out", "game.jsonl"], None, "never overwrites"),
        ("merge -o a shard", ["merge", "s1.json", "s2.json", "-o", "s1.json"], None,
         "never overwrites"),
        ("merge --report onto a shard", ["merge", "s1.json", "s2.json", "--report", "json:s2.json"],
         None, "never overwrites"),
        ("drive -o its input", ["drive", "--engine", serve, "in.yaml", "-o", "in.yaml"], None,
         "never overwrites"),
        ("coverage appended to its input", ["coverage", "suite"], "suite/sub/x.yaml",
         "standard output"),
        ("the same report twice", ["run", "in.yaml", "--report", "json:a", "--report", "junit:a"],
         None, "same file"),
        ("-o and --report one file", ["run", "in.yaml", "-o", "a", "--report", "json:./a"], None,
         "same file"),
        ("--report and standard output one file", ["run", "in.yaml", "--report", "json:out.txt"],
         "out.txt", "same file"),
        ("fuzz --out and --report one file",
         ["fuzz", "--engine", serve, "--games", "1", "--out", "f.yaml", "--report",
          "junit:f.yaml"], None, "same file"),
        ("fuzz --out and --resume-file one file",
         ["fuzz", "--engine", serve, "--games", "1", "--out", "r.json", "--resume-file",
          "r.json"], None, "same file"),
    ]
    for name, args, appended, message in refused:
        stdout = open(d / appended, "a") if appended else subprocess.PIPE
        if appended == "out.txt":
            stdout.write("earlier\n")
            stdout.flush()
        try:
            p = oracle(*args, stdout=stdout, cwd=d)
        finally:
            if appended:
                stdout.close()
        if p.returncode != 64 or message not in p.stderr:
            problem(f"{name}: exit {p.returncode}, expected 64 with '{message}': {p.stderr!r}")
    # serve reads its requests from standard input.
    with open(d / "req.jsonl") as requests:
        p = oracle("serve", "--log", "req.jsonl", stdin=requests, cwd=d)
    if p.returncode != 64 or "standard input" not in p.stderr:
        problem(f"serve --log its standard input: exit {p.returncode} {p.stderr!r}")
    for name in inputs:
        if digest(d / name) != before[name]:
            problem(f"{name} was changed by a refused command")
    for made in ("a", "f.yaml", "r.json"):
        if (d / made).exists():
            problem(f"a refused command wrote {made}")
    if leftovers(d):
        problem(f"refused commands left {leftovers(d)}")

    # Not refused: a device twice, and --update-expectations reading and writing its own file.
    p = oracle("run", "in.yaml", "--report", "json:/dev/null", "--report", "junit:/dev/null",
               cwd=d)
    if p.returncode != 0:
        problem(f"/dev/null twice: exit {p.returncode} {p.stderr!r}")
    (d / "update.txt").write_text("# known failures\n")
    p = oracle("run", "in.yaml", "--expectations", "update.txt", "--update-expectations",
               "update.txt", cwd=d)
    if p.returncode != 0 or (d / "update.txt").read_text() != "# known failures\n":
        problem(f"--update-expectations its own file: exit {p.returncode} {p.stderr!r}")


# --- atomic ------------------------------------------------------------------------------------

def wait_for(condition, what, process, seconds=120):
    """Polls until the condition holds (the fixture blocks, so it comes and stays)."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        if condition():
            return True
        if process.poll() is not None:
            problem(f"the command ended before {what}: exit {process.returncode}")
            return False
        time.sleep(0.02)
    problem(f"no {what} within {seconds} s")
    return False


# base/cloisters: 3 files of 4 runs each. A suite hands a file's runs on once the file is done: an
# engine blocked at game 6 leaves the first file's 4 runs reported and the second's under way.
FIRST_FILE_RUNS, BLOCKED_GAME = 4, 6


def interrupted_text(not_run, files):
    """The console's `interrupted:` words (report::interruptedText)."""
    def count(n, one, many):
        return f"{n} {one if n == 1 else many}"
    if files == 0:
        return count(not_run, "run", "runs") + " did not run"
    if not_run == 0:
        return count(files, "file", "files") + " did not run (their runs are not counted)"
    return (count(not_run, "run", "runs") + " and " + count(files, "more file", "more files") +
            " did not run (the files' runs are not counted)")


def blocked_drive(d, block_at, *extra, jobs=1):
    """drive over base/cloisters against an engine that blocks at game `block_at` (a FIFO), each
    of `jobs` engines at its own game `block_at` (each leaves a file cue.blocked-PID then)."""
    fifo = d / "cue"
    if not fifo.exists():
        os.mkfifo(fifo)
    engine = f"'{sys.executable}' '{ENGINE}' '{ORACLE}' '{fifo}' {block_at}"
    return subprocess.Popen([ORACLE, "drive", "--engine", engine, "--jobs", str(jobs),
                             "--timeout-ms", "3600000", str(SCENARIOS / "base" / "cloisters"),
                             *map(str, extra)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True)


def lines(path):
    return [json.loads(line) for line in open(path)] if os.path.exists(path) else []


def atomic():
    d = fresh("atomic")
    live, whole = d / "runs.jsonl", d / "report.json"
    live.write_text("the earlier live report\n")
    whole.write_text("the earlier report\n")
    # Killed (SIGKILL: nothing can be done about it) while the third run is blocked: the earlier
    # reports are whole, the live one's lines so far are in runs.jsonl.partial.
    p = blocked_drive(d, BLOCKED_GAME, "--report", f"jsonl:{live}", "--report", f"json:{whole}")
    partial = pathlib.Path(str(live) + ".partial")
    if wait_for(lambda: len(lines(partial)) >= FIRST_FILE_RUNS, "the first file's lines", p):
        if live.read_text() != "the earlier live report\n":
            problem("the live report's file was changed while it was written")
        os.killpg(p.pid, signal.SIGKILL)
        p.wait()
        if live.read_text() != "the earlier live report\n":
            problem("a killed writer changed the earlier jsonl report")
        if whole.read_text() != "the earlier report\n":
            problem("a killed writer changed the earlier json report")
        if [line["type"] for line in lines(partial)] != ["result"] * FIRST_FILE_RUNS:
            problem(f"runs.jsonl.partial holds {lines(partial)}")
    else:
        os.killpg(p.pid, signal.SIGKILL)
        p.wait()
    # A whole run: each report complete, no partial or temporary file left.
    for leftover in leftovers(d):
        (d / leftover).unlink()
    p = oracle("run", SCENARIOS / "base" / "cloisters", "--report", f"jsonl:{live}", "--report",
               f"json:{whole}", "-o", d / "console.txt")
    summary = lines(live)[-1] if lines(live) else {}
    if p.returncode != 0 or summary.get("type") != "summary" or \
            json.loads(whole.read_text())["summary"]["runs"] != summary.get("runs"):
        problem(f"a whole run: exit {p.returncode}, jsonl ends {summary}")
    if leftovers(d):
        problem(f"a whole run left {leftovers(d)}")
    # Writing through a symbolic link keeps the link.
    (d / "real.txt").write_text("old\n")
    os.symlink("real.txt", d / "via.txt")
    p = oracle("run", CLOISTER, "-o", d / "via.txt")
    if p.returncode != 0 or not os.path.islink(d / "via.txt") or \
            "passed" not in (d / "real.txt").read_text():
        problem(f"-o through a symbolic link: exit {p.returncode}, link kept "
                f"{os.path.islink(d / 'via.txt')}")


# --- write errors ------------------------------------------------------------------------------

def closed_pipe():
    read, write = os.pipe()
    os.close(read)
    return write


def write_errors():
    d = fresh("write-errors")
    serve = f"{ORACLE} serve"
    faulty = f"{ORACLE} serve --fault witch-rounds-down"
    cases = [
        ("run -o /dev/full", ["run", CLOISTER, "-o", "/dev/full"], None, "/dev/full"),
        ("run --report onto /dev/full", ["run", CLOISTER, "--report", "json:/dev/full"], None,
         "/dev/full"),
        ("run --format junit > /dev/full", ["run", CLOISTER, "--format", "junit"], "/dev/full",
         "the standard output"),
        ("run --format jsonl > /dev/full", ["run", CLOISTER, "--format", "jsonl"], "/dev/full",
         "the standard output"),
        ("run to a closed pipe", ["run", CLOISTER], "closed", "Broken pipe"),
        ("check-log a folder > /dev/full", ["check-log", LOG.parent], "/dev/full",
         "the standard output"),
        ("render -o /dev/full", ["render", CLOISTER, "-o", "/dev/full"], None, "/dev/full"),
        ("render > /dev/full", ["render", CLOISTER], "/dev/full", "the standard output"),
        ("explain to a closed pipe", ["explain", CLOISTER], "closed", "Broken pipe"),
        ("import-jcz -o /dev/full", ["import-jcz", JCZ, "-o", "/dev/full"], None, "/dev/full"),
        ("editions > /dev/full", ["editions"], "/dev/full", "the standard output"),
        ("--help > /dev/full", ["run", "--help"], "/dev/full", "the standard output"),
        ("merge -o /dev/full", ["merge", d / "s1.json", "-o", "/dev/full"], None, "/dev/full"),
        ("drive > /dev/full", ["drive", "--engine", serve, CLOISTER], "/dev/full",
         "the standard output"),
        ("fuzz's shrunk scenario > /dev/full",
         ["fuzz", "--engine", faulty, "--games", "20", "--seed", "1", "--max-divergences", "1"],
         "/dev/full", "the standard output"),
        ("fuzz --report onto /dev/full",
         ["fuzz", "--engine", serve, "--games", "1", "--max-turns", "3", "--report",
          "json:/dev/full"], None, "/dev/full"),
        ("serve --log under a file", ["serve", "--log", d / "s1.json" / "log.jsonl"], None,
         "log.jsonl"),
    ]
    oracle("run", CLOISTER, "--report", f"json:{d / 's1.json'}")
    for name, args, stdout, names in cases:
        out = subprocess.PIPE
        if stdout == "closed":
            out = closed_pipe()
        elif stdout:
            out = open(stdout, "w")
        try:
            p = oracle(*args, stdout=out, stdin=subprocess.DEVNULL)
        finally:
            if stdout == "closed":
                os.close(out)
            elif stdout:
                out.close()
        if p.returncode != 74 or names not in p.stderr or "cannot write" not in p.stderr:
            problem(f"{name}: exit {p.returncode}, expected 74 naming {names}: {p.stderr!r}")
    # Standard output full: the report files are still written, whole.
    with open("/dev/full", "w") as full:
        p = oracle("run", CLOISTER, "--report", f"json:{d / 'kept.json'}", stdout=full)
    if p.returncode != 74 or not (d / "kept.json").exists() or \
            json.loads((d / "kept.json").read_text())["summary"]["runs"] < 1:
        problem(f"standard output full: exit {p.returncode}, the json report not written whole")


# --- dangling links ----------------------------------------------------------------------------

def dangling():
    d = fresh("dangling")
    suite = d / "suite"
    suite.mkdir()
    shutil.copy(CLOISTER, suite / "fine.yaml")
    os.symlink("gone.yaml", suite / "lost.yaml")
    os.symlink("gone.txt", suite / "notes.txt")  # no scenario: skipped as its target would be
    records = d / "records"
    records.mkdir()
    shutil.copy(LOG, records / "fine.jsonl")
    os.symlink("gone.jsonl", records / "lost.jsonl")
    serve = f"{ORACLE} serve"
    for name, args in (("run", ["run", suite]), ("drive", ["drive", "--engine", serve, suite]),
                       ("book", ["book", suite, "-o", d / "book"]),
                       ("coverage", ["coverage", suite, "--min", "0"]),
                       ("check-log", ["check-log", records])):
        p = oracle(*args)
        lost = "lost.jsonl" if name == "check-log" else "lost.yaml"
        said = p.stderr + p.stdout
        if p.returncode != 2 or lost not in said or "dangling symbolic link" not in said:
            problem(f"{name} over a dangling link: exit {p.returncode}, {said[-400:]!r}")
        if "notes.txt" in said:
            problem(f"{name} named notes.txt, a link to no scenario")
    (d / "file").write_text("a file\n")
    p = oracle("drive", "--engine", serve, CLOISTER, "--transcripts", d / "file")
    if p.returncode != 64 or "--transcripts" not in p.stderr:
        problem(f"--transcripts onto a file: exit {p.returncode} {p.stderr!r}")


# --- interrupts --------------------------------------------------------------------------------

def generated_suite(folder, copies):
    """`copies` copies of the cloister scenarios (4 files, 16 runs each copy)."""
    folder.mkdir(parents=True, exist_ok=True)
    sources = sorted((SCENARIOS / "base" / "cloisters").glob("*.yaml"))
    for i in range(copies):
        for s in sources:
            shutil.copy(s, folder / f"{i:05d}-{s.name}")
    return len(sources) * copies


def interrupt():
    d = fresh("interrupt")
    # 1. Ctrl-C on a suite large enough to be running when the signal comes: the files not read
    # are counted as such (filesNotRun), not read to count their runs.
    suite = d / "suite"
    files = generated_suite(suite, 500)
    listed = oracle("run", suite, "--list").stdout.split()
    live, whole = d / "live.jsonl", d / "report.json"
    p = subprocess.Popen([ORACLE, "run", str(suite), "--jobs", "2", "--report",
                          f"jsonl:{live}", "--report", f"json:{whole}"],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    partial = str(live) + ".partial"
    if wait_for(lambda: len(lines(partial)) >= 3, "three runs in the live report", p):
        p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=300)
    if p.returncode != 130:
        problem(f"run interrupted: exit {p.returncode}, expected 130: {err!r}")
    elif not whole.exists():
        problem("run interrupted: no json report")
    else:
        summary = json.loads(whole.read_text())["summary"]
        runs, not_run = summary["runs"], summary["notRun"]
        not_read = summary.get("filesNotRun")
        reported = {r["id"].rsplit("@", 1)[0] for r in json.loads(whole.read_text())["results"]}
        if not_read is None or not_read < 1:
            problem(f"the files not read are not counted as such: {summary}")
        # Every generated file has 4 runs: the counts add up to the runs `run --list` lists.
        elif runs + not_run + 4 * not_read != len(listed) or len(reported) + not_read > files:
            problem(f"{runs} runs + {not_run} not run + 4 x {not_read} files not read != the "
                    f"{len(listed)} runs of {files} files ({len(reported)} files reported)")
        if f"interrupted: {interrupted_text(not_run, not_read)}\n" not in out:
            problem(f"the console report does not count the files not read:\n{out[-300:]}")
        if lines(live)[-1].get("filesNotRun") != not_read:
            problem(f"the jsonl summary does not count them: {lines(live)[-1]}")

    # 2. A second interrupt while runs are under way: two jobs, each engine blocked at its second
    # game (a run of the first file and one of the second). The first signal ends at most the
    # run of the thread it reaches (a blocking read returns EINTR there); the other stays blocked
    # (its --timeout-ms is an hour), so the driver waits. The second writes the reports at once
    # and the exit code is 130. The second is SIGTERM: two SIGINTs sent at once may merge into
    # one, two signals of different kinds do not.
    report, live = d / "second.json", d / "second.jsonl"
    p = blocked_drive(d, 2, "--report", f"json:{report}", "--report", f"jsonl:{live}", jobs=2)
    if wait_for(lambda: len(list(d.glob("cue.blocked-*"))) == 2, "both engines blocked", p):
        p.send_signal(signal.SIGINT)
        p.send_signal(signal.SIGTERM)
    try:
        out, err = p.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        out, err = "", ""
        problem("a second interrupt did not end drive within 60 s")
    try:
        os.killpg(p.pid, signal.SIGKILL)  # the blocked engines
    except ProcessLookupError:
        pass
    p.wait()
    if p.returncode != 130:
        problem(f"a second interrupt: exit {p.returncode}, expected 130 (reports written): {err!r}")
    elif not report.exists():
        problem("a second interrupt: no json report")
    else:
        doc = json.loads(report.read_text())
        s = doc["summary"]
        # 3 files of 4 runs: what ran, what did not, and the files whose runs are uncounted.
        if not doc["interrupted"] or s["runs"] + s["notRun"] + 4 * s["filesNotRun"] != 12 or \
                s["filesNotRun"] < 1:
            problem(f"a second interrupt's report: {doc['interrupted']} {s}")
        if not lines(live) or lines(live)[-1].get("type") != "summary" or \
                lines(live)[-1]["filesNotRun"] != s["filesNotRun"]:
            problem(f"a second interrupt's jsonl report: {lines(live)[-1:]}")
        if f"interrupted: {interrupted_text(s['notRun'], s['filesNotRun'])}\n" not in out:
            problem(f"a second interrupt's console report: {out[-300:]!r}")


# --- book ---------------------------------------------------------------------------------------

def book():
    d = fresh("book")
    out = d / "book"
    # A missing path: refused, nothing written.
    p = oracle("book", SCENARIOS / "base" / "cloisters", d / "no-such-folder", "-o", out)
    if p.returncode != 2 or "no-such-folder" not in p.stderr or out.exists():
        problem(f"book with a missing path: exit {p.returncode}, folder made: {out.exists()}")
    # An interrupt while the book is made: nothing is written, the earlier book stays whole. The
    # book reads its folder's list first; that list is a FIFO here, so the book waits on it
    # while the test sends SIGINT, then reads the list and stops before running any scenario.
    p = oracle("book", SCENARIOS / "base" / "cloisters", "-o", out)
    if p.returncode != 0:
        problem(f"the first book: exit {p.returncode} {p.stderr!r}")
        return
    before = {f.name: digest(f) for f in out.iterdir()}
    manifest = (out / ".carcassonne-book").read_text()
    (out / ".carcassonne-book").unlink()
    os.mkfifo(out / ".carcassonne-book")
    p = subprocess.Popen([ORACLE, "book", str(SCENARIOS / "base"), "-o", str(out)],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    writer = None
    deadline = time.time() + 60
    while writer is None and time.time() < deadline and p.poll() is None:
        try:  # opens once the book has the list open for reading
            writer = os.open(out / ".carcassonne-book", os.O_WRONLY | os.O_NONBLOCK)
        except OSError:
            time.sleep(0.02)
    if writer is None:
        p.kill()
        problem("the book did not open its folder's list")
        return
    p.send_signal(signal.SIGINT)
    time.sleep(0.1)  # the signal is noted before the list is read (either order must work)
    try:
        os.write(writer, manifest.encode())
    except BrokenPipeError:  # the book did not wait for its list: it did not survive the signal
        pass
    os.close(writer)
    out_text, err = p.communicate(timeout=120)
    (out / ".carcassonne-book").unlink()
    (out / ".carcassonne-book").write_text(manifest)
    after = {f.name: digest(f) for f in out.iterdir()}
    if p.returncode != 130 or "not written" not in err:
        problem(f"book interrupted: exit {p.returncode}, expected 130: {err!r}")
    if after != before:
        problem(f"an interrupted book changed the folder: {sorted(set(after) ^ set(before))}")


GROUPS = {"overwrite": overwrite, "atomic": atomic, "write-errors": write_errors,
          "dangling": dangling, "interrupt": interrupt, "book": book}

if GROUP not in GROUPS:
    sys.exit(__doc__)
WORK.mkdir(parents=True, exist_ok=True)
GROUPS[GROUP]()
for p in problems:
    print(p)
print(f"{GROUP}: {len(problems)} problems")
sys.exit(1 if problems else 0)
