#!/usr/bin/python3
"""Reads the oracle's JUnit reports with junitparser (Debian's python3-junitparser: the parser
behind the GitHub action EnricoMi/publish-unit-test-result-action) and checks that every run has
its true status, as the inputs were written to give: a pass, a failure, an error, a skip, a known
failure (skipped: it must not fail the CI job) and an unexpected pass (a failure); a file that does
not load is an error. Times: every testcase has one, and the suite's is the sum of its cases'.

usage: junit_statuses.py ORACLE SOURCE_DIR OUT_DIR"""
import pathlib
import subprocess
import sys

try:
    import junitparser
except ImportError as e:
    sys.exit(f"junit_statuses.py: {e} (Debian: apt-get install python3-junitparser)")

# name: (arguments of `run`, {testcase name: true status})
RUNS = {
    # passes.yaml scores 4 as the rules give (2 tiles x 2), fails.yaml expects 5; known.yaml is
    # fails.yaml listed FAIL in the known-failure file, skipped.yaml listed SKIP.
    "reporting": (["tests/cli/inputs/reporting", "--expectations",
                   "tests/cli/inputs/reporting-known.txt"],
                  {"passes@C3": "passed", "fails@C3": "failure", "known@C3": "skipped",
                   "skipped@C3": "skipped"}),
    # tests/approval/known.txt lists inn-road-scored-wrong (which fails) and inn-road-halved
    # (which passes) as FAIL, setup-follower-nowhere as SKIP; unknown-key.yaml does not load.
    "known": (["tests/approval/inputs", "--expectations", "tests/approval/known.txt"],
              {"witch/inn-road-scored-wrong@C3": "skipped", "witch/inn-road-halved@C3": "failure",
               "broken/setup-follower-nowhere@C3": "skipped",
               "tests/approval/inputs/broken/unknown-key.yaml": "error"}),
    # The same without the file: the follower set on an empty square is an inconsistent scenario.
    "plain": (["tests/approval/inputs"],
              {"witch/inn-road-scored-wrong@C3": "failure", "witch/inn-road-halved@C3": "passed",
               "broken/setup-follower-nowhere@C3": "error",
               "tests/approval/inputs/broken/unknown-key.yaml": "error"}),
}


def status(case):
    kinds = {type(r) for r in case.result}
    if len(case.result) > 1:
        return f"{len(case.result)} results"  # consumers disagree on which one counts
    if junitparser.Failure in kinds:
        return "failure"
    if junitparser.Error in kinds:
        return "error"
    if junitparser.Skipped in kinds:
        return "skipped"
    return "passed"


def check(name, path, want):
    problems = []
    xml = junitparser.JUnitXml.fromfile(str(path))
    suites = list(xml) if isinstance(xml, junitparser.JUnitXml) else [xml]
    seen = {}
    for suite in suites:
        cases = list(suite)
        total = 0.0
        for case in cases:
            seen[case.name] = status(case)
            if case.time is None or case.time < 0:
                problems.append(f"{name}: {case.name} has no time ({case.time})")
            else:
                total += case.time
        counts = {s: sum(seen[c.name] == s for c in cases) for s in ("failure", "error", "skipped")}
        for attribute, count in (("tests", len(cases)), ("failures", counts["failure"]),
                                 ("errors", counts["error"]), ("skipped", counts["skipped"])):
            if getattr(suite, attribute) != count:
                problems.append(f"{name}: suite {attribute}={getattr(suite, attribute)}, "
                                f"its cases say {count}")
        # Each case's time is written to the microsecond: the sum may be off by one per case.
        if suite.time is None or abs(suite.time - total) > 1e-6 * (len(cases) + 1):
            problems.append(f"{name}: suite time {suite.time}, its cases' sum {total}")
    if seen != want:
        for case in sorted(set(seen) | set(want)):
            if seen.get(case) != want.get(case):
                problems.append(f"{name}: {case}: read as {seen.get(case)}, "
                                f"truly {want.get(case)}")
    return problems


def main():
    oracle, source, out = sys.argv[1], pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3])
    out.mkdir(parents=True, exist_ok=True)
    problems = []
    for name, (args, want) in RUNS.items():
        path = out / f"{name}.xml"
        run = subprocess.run([oracle, "run", *args, "--edition", "C3", "--format", "junit", "-o",
                              str(path)], cwd=source, capture_output=True, text=True)
        if run.returncode not in (1, 2):
            problems.append(f"{name}: exit {run.returncode}\n{run.stderr}")
            continue
        problems += check(name, path, want)
    for p in problems:
        print(p)
    print(f"{len(RUNS)} reports, {len(problems)} problems")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
