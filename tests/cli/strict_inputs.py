#!/usr/bin/python3
"""Inputs read strictly and said plainly (issue 21): each case writes its input, byte for byte
(NUL bytes, Latin-1, control characters, numbers beyond a double), runs the oracle and checks the
exit code and the message, on standard error (or output) as a user sees them.

usage: strict_inputs.py ORACLE SOURCE_DIR WORK_DIR CASE   (CASE `list` prints the case names)"""
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys

ORACLE, SOURCE, WORK = sys.argv[1], pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3])

SCENARIO = b"""title: a completed two-tile city
rulings: [base.city]
source: base rules
players: [red, blue]
play:
  - place: {tile: E, at: [0, -1], rotation: 180}
  - follower: none
    expect: {scores: {red: 0, blue: 0}}
"""
LOG = SOURCE / "tests/gamelog/logs/correct.jsonl"
JCZ = SOURCE / "tests/gamelog/jcz/assertions-hold.jcz"
SETUP = b'{"type": "setup", "edition": "C3", "players": ["Alice", "Bob"]}'


def write(name, data):
    path = WORK / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return str(path)


def run(*args, stdin=None):
    return subprocess.run([ORACLE, *map(str, args)], input=stdin, capture_output=True, timeout=300)


def expect(result, code, stderr=None, stdout=None):
    """The exit code, and a regular expression each stream must match (searched)."""
    problems = []
    if result.returncode != code:
        problems.append(f"exit code {result.returncode}, expected {code}")
    for name, pattern, text in (("stderr", stderr, result.stderr), ("stdout", stdout, result.stdout)):
        if pattern is not None and not re.search(pattern, text.decode("utf-8", "replace"), re.S):
            problems.append(f"{name} does not match {pattern!r}")
    if problems:
        sys.exit("\n".join(problems) + f"\nstdout:\n{result.stdout.decode('utf-8', 'replace')}"
                 f"\nstderr:\n{result.stderr.decode('utf-8', 'replace')}")


def replies(lines):
    """`serve`'s replies to request lines (bytes), as JSON values."""
    out = run("serve", stdin=b"".join(line + b"\n" for line in lines)).stdout
    return [json.loads(line) for line in out.decode("utf-8").splitlines()]


def serve_refuses(line, message, before=()):
    """The last reply refuses the request with bad-request (or `code`) and the message."""
    reply = replies([*before, line])[-1]
    error = reply.get("error") or {}
    if not re.search(message, error.get("message", "")):
        sys.exit(f"reply {reply!r}: expected an error matching {message!r}")
    return reply


NEW_GAME = b'{"id": 1, "cmd": "new-game", "edition": "C3", "players": 2}'

CASES = {}


def case(f):
    CASES[f.__name__.replace("_", "-")] = f
    return f


# 1. One YAML document per scenario file.
@case
def yaml_second_document():
    # The second document fails (red 5): before, it was never read and the run passed.
    second = SCENARIO.replace(b"red: 0", b"red: 5")
    path = write("two-documents.yaml", SCENARIO + b"---\n" + second)
    expect(run("run", path), 2, stdout=r"two-documents\.yaml:9:1: error\[load\]: expected one YAML "
           r"document \(a scenario file holds one scenario\), found a second one here")


# 2. Text that is not UTF-8, and NUL bytes.
@case
def yaml_nul_byte():
    # Before: "invalid YAML: unknown escape character" at another line.
    path = write("nul.yaml", SCENARIO.replace(b"a completed", b'"a\0completed"'))
    expect(run("legal", path), 2, stderr=r"nul\.yaml:1:10: expected UTF-8 text, found a NUL byte\n")


@case
def yaml_latin1():
    # A Latin-1 player name: before, loaded, and the JUnit report was ill-formed.
    path = write("latin1.yaml", SCENARIO.replace(b"[red, blue]", b"[r\xe9d, blue]"))
    expect(run("run", path), 2, stdout=r"latin1\.yaml:4:12: error\[load\]: expected UTF-8 text, "
           r"found the byte 0xE9 \(save the file as UTF-8\)")


@case
def yaml_control_character():
    path = write("control.yaml", SCENARIO.replace(b"base rules", b"base \x1b[2J rules"))
    expect(run("run", path), 2, stdout=r"control\.yaml:3:14: error\[load\]: expected text, found "
           r"the control character U\+001B")


@case
def log_nul_byte():
    # Before: the line was cut at the NUL and the log agreed (exit 0).
    text = LOG.read_bytes().split(b"\n", 1)
    path = write("nul.jsonl", text[0] + b"\0garbage\n" + text[1])
    expect(run("check-log", path), 2,
           stderr=r"nul\.jsonl:1: at column 96: expected UTF-8 text, found a NUL byte\n")


@case
def log_latin1():
    path = write("latin1.jsonl", SETUP.replace(b"Alice", b"Al\xe9") + b"\n")
    expect(run("check-log", path), 2,
           stderr=r"latin1\.jsonl:1: at column 51: expected UTF-8 text, found the byte 0xE9\n")


@case
def jcz_nul_byte():
    path = write("nul.jcz", JCZ.read_bytes().replace(b'"Alice"', b'"Al\0ice"', 1))
    expect(run("check-log", path), 2, stderr=r"nul\.jcz:[0-9]+: at column [0-9]+: expected UTF-8 "
           r"text, found a NUL byte\n")
    expect(run("import-jcz", path), 2, stderr=r"found a NUL byte")


@case
def jcz_latin1():
    path = write("latin1.jcz", JCZ.read_bytes().replace(b'"Alice"', b'"Al\xe9"', 1))
    expect(run("import-jcz", path), 2, stderr=r"latin1\.jcz:[0-9]+: at column [0-9]+: expected "
           r"UTF-8 text, found the byte 0xE9\n")


@case
def serve_nul_byte():
    # Before: the request was cut at the NUL and answered ok.
    serve_refuses(b'{"id": 1, "cmd": "hello", "protocol": 1}\0garbage',
                  r"^the request holds a NUL byte at column 41 \(JSON text has none\)$")


@case
def serve_latin1():
    serve_refuses(b'{"id": 1, "cmd": "hello", "protocol": 1, "x": "\xe9"}',
                  r"^the request is not UTF-8: the byte 0xE9 at column 48$")


@case
def expectations_latin1():
    scenario = write("expectations/s.yaml", SCENARIO)
    known = write("expectations/known.txt", b"s@C1 FAIL # caf\xe9\n")
    expect(run("run", scenario, "--expectations", known), 2,
           stderr=r"known\.txt:1:16: error\[expectations\]: expected UTF-8 text, found the byte "
           r"0xE9")


@case
def merge_nul_byte():
    scenario = write("merge/s.yaml", SCENARIO)
    report = WORK / "merge/report.json"
    expect(run("run", scenario, "--report", f"json:{report}"), 0)
    text = report.read_bytes()
    path = write("merge/nul.json", text[:40] + b"\0" + text[40:])
    expect(run("merge", path), 2, stderr=r"nul\.json:[0-9]+:[0-9]+: expected UTF-8 text, found a NUL "
           r"byte\n")


# 3. A folder where a file is expected: exit 2, naming it (before: exit 70, "internal error", or
# "expected the scenario (a map), found nothing").
@case
def folder_for_a_file():
    folder = WORK / "a-folder"
    folder.mkdir(parents=True, exist_ok=True)
    scenario = write("folder-scenario.yaml", SCENARIO)
    said = re.escape(str(folder)) + r"(: error\[expectations\])?: expected a file, found a folder\n"
    for args in (["merge", folder], ["fuzz", "--resume", folder], ["legal", folder],
                 ["explain", folder], ["render", folder], ["perft", folder],
                 ["import-jcz", folder], ["run", scenario, "--expectations", folder],
                 ["run", scenario, "--list", "--update-expectations", folder]):
        result = run(*args)
        expect(result, 2, stderr=said)
        if b"internal error" in result.stderr:
            sys.exit(f"{args}: internal error")
    # --update-expectations also writes its file: refused as an output that is a folder (a usage
    # error, as every output is), before anything runs.
    expect(run("run", scenario, "--update-expectations", folder), 64,
           stderr=re.escape(str(folder)) + " is a folder; a file is expected")


@case
def missing_file():
    missing = WORK / "no-such.json"
    expect(run("merge", missing), 2, stderr=re.escape(str(missing)) + r": no such file\n")


# 4. JSON numbers and ids; option values.
@case
def log_number_beyond_double():
    path = write("overflow.jsonl", SETUP.replace(b"}", b', "version": 1e400}') + b"\n")
    expect(run("check-log", path), 2, stderr=r"overflow\.jsonl:1: a number beyond the range of a "
           r"double \(at most about 1\.8e308\): 1e400\n")


@case
def serve_number_beyond_double():
    # Before: "the request is not JSON".
    serve_refuses(b'{"id": 1, "cmd": "hello", "protocol": 1e400}',
                  r"^the request holds a number beyond the range of a double .*: 1e400$")


@case
def serve_id_not_integer():
    # Before: 5.0 was answered ok, with "id": 5.0.
    reply = serve_refuses(b'{"id": 5.0, "cmd": "hello", "protocol": 1}',
                          r"^id: expected a whole number, found 5\.0$")
    assert reply["id"] is None, reply
    serve_refuses(b'{"id": "5", "cmd": "hello", "protocol": 1}', r'^id: expected a whole number')


@case
def drive_reply_id_not_integer():
    # An engine that answers hello with "id": 1.0 (the driver sent 1): a protocol error.
    engine = write("float-id-engine.sh", b'#!/bin/sh\nread line\necho \'{"id": 1.0, "ok": {}}\'\n'
                   b"read line\n")
    os.chmod(engine, 0o755)
    scenario = write("float-id.yaml", SCENARIO)
    expect(run("drive", "--engine", engine, scenario), 1,
           stdout=r"PROTOCOL: the reply has id 1\.0, expected 1")


@case
def option_values():
    scenario = write("options.yaml", SCENARIO)
    serve = f"{ORACLE} serve"
    for args, said in (
        # Before: ran without probes.
        (["fuzz", "--engine", serve, "--probe-illegal", "nan"],
         r"--probe-illegal: expected a number from 0 to 1, found 'nan'"),
        # Before: clamped to 2^64 - 1, the campaign of --seed 18446744073709551615.
        (["fuzz", "--engine", serve, "--seed", "18446744073709551616"],
         r"--seed: expected a whole number from 0 to 18446744073709551615 \(a 64-bit seed\), "
         r"found 18446744073709551616"),
        (["fuzz", "--engine", serve, "--seed", "-1"], r"--seed: expected a whole number from 0"),
        # Before: ran the whole stack.
        (["fuzz", "--engine", serve, "--max-turns", "-5"],
         r"--max-turns: expected a whole number from 0 to 100000, found -5"),
        # Before: CLI11's words ("Value 90000 not in range 0 to 86400").
        (["fuzz", "--engine", serve, "--shrink-budget", "90000"],
         r"--shrink-budget: expected a number from 0 to 86400, found '90000'"),
        (["fuzz", "--engine", serve, "--shrink-restarts", "-1"],
         r"--shrink-restarts: expected a whole number from 0 to 1000000, found -1"),
        # Before: a range up to a 309-digit number.
        (["legal", scenario, "--turn", "-1"],
         r"--turn: expected a whole number from 0 to 2147483647, found -1\n"),
        (["explain", scenario, "--turn", "0"],
         r"--turn: expected a whole number from 1 to 2147483647, found 0\n"),
        (["legal", scenario, "--action", "99999999999"],
         r"--action: expected a whole number from 0 to 2147483647, found 99999999999\n"),
        # Before: accepted, and no ruling could have a gap.
        (["coverage", scenario, "--min", "-3"], r"--min: expected a whole number from 0 to"),
        (["run", scenario, "--jobs", "0x10"],
         r"--jobs: expected a whole number from 1 to 1024, found '0x10'"),
        (["perft", "--depth", "99"], r"--depth: expected a whole number from 0 to 98, found 99"),
    ):
        expect(run(*args), 64, stderr=said)


@case
def resume_point_values():
    # A resume point edited by hand is read as the command line is, each option within the range
    # its command-line option has (before: 0 games ran): a campaign interrupted before its first
    # game, as the oracle writes it, with one option changed.
    version = run("--version").stdout.decode().split()[-1]
    options = {"engine": f"{ORACLE} serve", "games": 5, "seed": 1, "shard": "", "max-turns": -1,
               "timeout-ms": 5000, "start-timeout-ms": 10000, "out": "fuzz-divergences",
               "editions": [], "expansions": [], "players": "", "probe-illegal": 0.05,
               "shrink-first": -1, "shrink-budget": 30.0, "shrink-restarts": 10,
               "max-divergences": 10, "resume-file": str(WORK / "resume.json"),
               "compare": "outcome", "reports": [], "jobs": 1, "fresh-engine": False}
    point = {"carcassonne-oracle-fuzz-resume": 2, "version": version, "state": "interrupted",
             "options": options, "next-game": 0, "played": 0, "unsupported": 0, "probes": 0,
             "notes": 0, "divergences": [],
             "segments": [{"first-game": 0, "end-game": 0, "played": 0, "interrupted": True}],
             "runs": []}
    for key, value, said in (
            ("games", -5, r"options\.games: expected a whole number from 1 to 1000000, found -5"),
            ("max-turns", 100001, r"options\.max-turns: expected a whole number from -1 \(the "
             r"whole stack\) to 100000, found 100001"),
            ("timeout-ms", 0, r"options\.timeout-ms: expected a whole number from 1 to 3600000, "
             r"found 0"),
            ("shrink-budget", 90000, r"options\.shrink-budget: expected a number from 0\.0 to "
             r"86400\.0, found 90000"),
            ("shrink-restarts", -1, r"options\.shrink-restarts: expected a whole number from 0 to "
             r"1000000, found -1"),
            ("jobs", 1025, r"options\.jobs: expected a whole number from 1 to 1024, found 1025")):
        changed = json.loads(json.dumps(point))
        changed["options"][key] = value
        path = write("resume.json", json.dumps(changed).encode())
        expect(run("fuzz", "--resume", path), 2, stderr=r"resume\.json: " + said + r"\n")


# 5. Duplicates and empty names.
@case
def log_duplicates():
    expansions = SETUP.replace(b'"players"', b'"expansions": ["mage-witch", "mage-witch"], "players"')
    path = write("duplicate-expansion.jsonl", expansions + b"\n")
    expect(run("check-log", path), 2, stderr=r'duplicate-expansion\.jsonl:1: expansions\[1\]: '
           r'expansion "mage-witch" is listed twice \(first at expansions\[0\]\)\n')
    players = SETUP.replace(b'"Bob"', b'"Bob", "Alice"')
    path = write("duplicate-player.jsonl", players + b"\n")
    expect(run("check-log", path), 2, stderr=r'players\[2\]: player "Alice" is listed twice '
           r'\(first at players\[0\]\)')


@case
def jcz_duplicate_player():
    path = write("duplicate.jcz", JCZ.read_bytes().replace(b'"name": "Bob"', b'"name": "Alice"'))
    expect(run("check-log", path), 2, stderr=r'players\[1\]\.name: player "Alice" is listed twice '
           r'\(first at players\[0\]\)')


@case
def serve_duplicates():
    serve_refuses(b'{"id": 1, "cmd": "new-game", "edition": "C3", "players": 2, '
                  b'"expansions": ["mage-witch", "mage-witch"]}',
                  r'^expansions\[1\]: expansion "mage-witch" is listed twice '
                  r'\(first at expansions\[0\]\)$')
    # Before: the last of the two values won.
    serve_refuses(b'{"id": 1, "cmd": "new-game", "edition": "C3", "players": 2, "players": 3}',
                  r'^the request has the key "players" twice$')
    serve_refuses(b'{"id": 2, "cmd": "setup", "scores": [{"player": 0, "points": 1}, '
                  b'{"player": 0, "points": 2}]}',
                  r"^setup\.scores\[1\]: the player's score is given twice \(first at index 0\)$",
                  before=[NEW_GAME])
    serve_refuses(b'{"id": 2, "cmd": "setup", "supply": [{"player": 1, "normal": 1}, '
                  b'{"player": 1, "normal": 2}]}',
                  r"^setup\.supply\[1\]: the player's supply is given twice \(first at index 0\)$",
                  before=[NEW_GAME])


@case
def scenario_duplicate_ruling():
    path = write("duplicate-ruling.yaml", SCENARIO.replace(b"[base.city]", b"[base.city, base.city]"))
    expect(run("run", path), 2, stdout=r"duplicate-ruling\.yaml:2:22: error\[load\]: ruling base\.city "
           r"is listed twice \(first at line 2, column 11\)")


@case
def empty_player_name():
    path = write("empty-player.yaml", SCENARIO.replace(b"[red, blue]", b'[red, ""]'))
    expect(run("run", path), 2,
           stdout=r"empty-player\.yaml:4:16: error\[load\]: a player name may not be empty")


# 6. Seats as each format names them.
@case
def seats_named_by_the_format():
    # Eight followers for red at set-up, one more than the game gives: the scenario names red.
    followers = b"".join(b"    - {player: red, at: [%d, 0], on: road W}\n" % x for x in range(1, 9))
    tiles = b"".join(b"    - {tile: U, at: [%d, 0]}\n" % x for x in range(1, 9))
    scenario = SCENARIO.replace(b"play:\n", b"setup:\n  tiles:\n    - {tile: D, at: [0, 0]}\n" +
                                tiles + b"  followers:\n" + followers + b"play:\n")
    path = write("too-many-followers.yaml", scenario)
    expect(run("run", path, "--edition", "C3"), 2, stdout=r"too-many-followers\.yaml:[0-9]+:7: "
           r"error\[[a-z-]+\]: set-up follower of red: no normal follower left in the player's "
           r"supply")
    # Over the protocol, seat 0 is "player": 0; the message names no "player 1".
    tiles = b", ".join(b'{"tile": "U", "at": [%d, 0]}' % x for x in range(1, 9))
    followers = b", ".join(b'{"player": 0, "at": [%d, 0], "on": "road W"}' % x for x in range(1, 9))
    reply = serve_refuses(b'{"id": 2, "cmd": "setup", "tiles": [{"tile": "D", "at": [0, 0]}, ' +
                          tiles + b'], "followers": [' + followers + b"]}",
                          r"^setup\.followers\[7\]: no normal follower left in the player's "
                          r"supply$", before=[NEW_GAME])
    assert "player 1" not in reply["error"]["message"], reply


# 7. Misleading messages.
@case
def scenario_ruling_nearest_names():
    path = write("typo.yaml", SCENARIO.replace(b"[base.city]", b"[base.citty]"))
    expect(run("run", path), 2, stdout=r"typo\.yaml:2:11: error\[load\]: unknown ruling id "
           r"'base\.citty' \(nearest: base\.city [^;]*; `carcassonne-oracle rulings` lists them\)")


@case
def check_log_note_once():
    real = SOURCE / "tests/gamelog/jcz/real-client.jcz"
    result = run("check-log", real)
    expect(result, 0, stderr=r"real-client\.jcz: note: ignored \(not used by the oracle\): ")
    if b"note:" in result.stdout:
        sys.exit("the note is on standard output too:\n" + result.stdout.decode())
    if result.stderr.count(b"note:") != 1:
        sys.exit("the note is not written once on standard error:\n" + result.stderr.decode())


# The reports stay valid whatever bytes reach them: a file name in Latin-1 with control
# characters and markup, a failing run in it, and a file that does not load.
@case
def reports_with_any_bytes():
    folder = WORK / "any-bytes"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    name = b"caf\xe9 \x01\x1b[31m <&'\">"
    (folder / os.fsdecode(name + b".yaml")).write_bytes(SCENARIO.replace(b"red: 0", b"red: 5"))
    (folder / os.fsdecode(name + b" broken.yaml")).write_bytes(b"title: caf\xe9\n")
    for fmt in ("junit", "json", "jsonl", "tap", "github", "human"):
        result = run("run", folder, "--format", fmt)
        expect(result, 2)
        text = result.stdout.decode("utf-8")  # strict: every report is UTF-8
        controls = [c for c in text if ord(c) < 0x20 and c not in "\n"]
        if controls:
            sys.exit(f"{fmt}: raw control characters {controls!r}")
        if fmt == "junit":
            import xml.dom.minidom
            document = xml.dom.minidom.parseString(result.stdout)
            cases = document.getElementsByTagName("testcase")
            if len(cases) != 5:  # the failing file under 4 editions, the broken one
                sys.exit(f"junit: {len(cases)} testcases, expected 5")
            try:
                import junitparser
            except ImportError:
                pass
            else:
                path = folder.parent / "any-bytes.xml"
                path.write_bytes(result.stdout)
                suites = junitparser.JUnitXml.fromfile(str(path))
                if sum(1 for suite in suites for _ in suite) != 5:
                    sys.exit("junitparser: expected 5 testcases")
        elif fmt == "json":
            json.loads(text)
        elif fmt == "jsonl":
            for line in text.splitlines():
                json.loads(line)
        elif fmt == "tap":
            for line in text.splitlines():
                if not re.match(r"(TAP version|1\.\.|ok |not ok |#|  )", line):
                    sys.exit(f"tap: a line no TAP reader takes: {line!r}")
        elif fmt == "github":
            for line in text.splitlines():
                if line.startswith("::") and not re.match(r"::(error|warning|notice) [^\n]*::", line):
                    sys.exit(f"github: a broken workflow command: {line!r}")
    # An engine's message with such bytes (here a reply that is no JSON) reaches the JUnit report
    # of `drive` as well-formed XML.
    engine = write("bytes-engine.sh", b"#!/bin/sh\nread line\nprintf '{\"id\": 1, \"ok\": \"\\351\\001\"}\\n'\n")
    os.chmod(engine, 0o755)
    result = run("drive", "--engine", engine, folder / os.fsdecode(name + b".yaml"), "--format", "junit")
    import xml.dom.minidom
    xml.dom.minidom.parseString(result.stdout)


if __name__ == "__main__":
    if sys.argv[4] == "list":
        print(";".join(CASES))
        sys.exit(0)
    WORK.mkdir(parents=True, exist_ok=True)
    CASES[sys.argv[4]]()
