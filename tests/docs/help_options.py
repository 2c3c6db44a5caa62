#!/usr/bin/env python3
"""Every command's --help agrees with the guide: it names its page (docs/PAGE.md), the page
exists, and every long option of the help (and every alias, such as --expansions) is written on
that page as `--option`. The program's own --help lists the commands; a command added without a
page, or an option added without a word in its page, fails here.

    help_options.py ORACLE SOURCE_DIR
"""
import pathlib
import re
import subprocess
import sys


def help_of(oracle, *args):
    done = subprocess.run([oracle, *args, "--help"], capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"{' '.join(args)} --help exited {done.returncode}: {done.stderr}")
    return done.stdout


def main():
    oracle, source = sys.argv[1], pathlib.Path(sys.argv[2])
    top = help_of(oracle)
    commands = re.findall(r"^  ([a-z][a-z-]*) {2,}", top.split("Subcommands:", 1)[1], re.M)
    if len(commands) < 10:
        sys.exit(f"found only {commands} in the program's --help")
    problems = []
    for command in commands:
        text = help_of(oracle, command)
        page = re.search(r"Guide: (docs/[a-z-]+\.md)", text)
        if not page:
            problems.append(f"{command} --help names no guide page ('Guide: docs/PAGE.md')")
            continue
        path = source / page[1]
        if not path.is_file():
            problems.append(f"{command} --help names {page[1]}, which does not exist")
            continue
        body = path.read_text(encoding="utf-8")
        if not re.search(rf"\b{re.escape(command)}\b", body):
            problems.append(f"{page[1]} never names the command {command}")
        options = text.split("Options:", 1)[1] if "Options:" in text else ""
        # an option's own line: "  -o,--output TEXT ..." or "  --expansion,--expansions ..."
        for line in re.findall(r"^  (-[^ ]+)", options, re.M):
            for option in re.findall(r"--[a-z][a-z-]*", line):
                if option == "--help":
                    continue
                if not re.search(rf"`[^`]*{re.escape(option)}(?![a-z-])[^`]*`", body):
                    problems.append(f"{command} {option}: not on {page[1]}")
    for p in problems:
        print(p)
    print(f"{len(commands)} commands, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
