#!/usr/bin/python3
"""The exit codes the docs give are the program's: every exit-code table (a table headed
`| code | meaning |`) in README.md and docs/*.md lists exactly the codes of
oracle/cli/exit_codes.hpp, the README's sentence "Exit codes are stable: ..." names each of them,
and a page's own list of a command's exit codes ("Exit codes: **0** ...") names only codes that
exist. At least one table must be there.

usage: exit_codes.py SOURCE_DIR"""
import pathlib
import re
import sys

source = pathlib.Path(sys.argv[1])
header = (source / "oracle" / "cli" / "exit_codes.hpp").read_text()
codes = {int(n): name for name, n in re.findall(r"^\s*(\w+) = (\d+),", header, re.M)}
if len(codes) < 5:
    sys.exit(f"exit_codes.hpp: found only {codes}")

problems, tables = [], 0
for page in [source / "README.md", *sorted((source / "docs").glob("*.md"))]:
    lines = page.read_text().splitlines()
    for i, line in enumerate(lines):
        if re.match(r"^\|\s*code\s*\|\s*meaning\s*\|\s*$", line):
            tables += 1
            listed = []
            for row in lines[i + 2:]:
                if not row.startswith("|"):
                    break
                listed.append(int(row.split("|")[1].strip()))
            if sorted(listed) != sorted(codes):
                missing = sorted(set(codes) - set(listed))
                extra = sorted(set(listed) - set(codes))
                problems.append(f"{page.name}:{i + 1}: the table lists {listed}; missing "
                                f"{[f'{c} ({codes[c]})' for c in missing]}, not codes {extra}")
    text = page.read_text()
    for sentence in re.findall(r"Exit codes are stable:(.*?)\(\[the", text, re.S):
        named = {int(n) for n in re.findall(r"\b(\d+) [a-z]", sentence)}
        if named != set(codes):
            problems.append(f"{page.name}: 'Exit codes are stable' names {sorted(named)}, "
                            f"the program has {sorted(codes)}")
    for listing in re.findall(r"Exit codes: (\*\*.*?)\n\n", text, re.S):
        for n in map(int, re.findall(r"\*\*(\d+)\*\*", listing)):
            if n not in codes:
                problems.append(f"{page.name}: exit code {n} is no exit code of the program")
if tables == 0:
    problems.append("no exit-code table (| code | meaning |) in README.md or docs/")
for p in problems:
    print(p)
print(f"{tables} exit-code tables, {len(codes)} codes: {len(problems)} problems")
sys.exit(1 if problems else 0)
