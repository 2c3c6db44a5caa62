#!/usr/bin/env python3
"""Checks that what the code does in one place stays in one place (docs/architecture.md, "One
vocabulary under every door"): each rule below names a shape of code, the one file (or files)
where it belongs, and why. A line of that shape anywhere else under ROOT is named, file:line.

    check_one_place.py ROOT

Exit 0 when every rule holds; 1 with one line per offending line on standard error."""

import re
import sys
from pathlib import Path

SOURCES = {".hpp", ".cpp"}

# The rules model (oracle/rules/) and perft (oracle/protocol/perft.cpp) are being reshaped on
# their own branch (issue #23): their lines are left to it and listed here
# by name, not by pattern, so that a new one elsewhere is still found.
OWNED_ELSEWHERE = ("rules/", "protocol/perft.cpp")

RULES = [
    {
        "name": "a hand-written list join",
        "why": "lists are written with formats::join (oracle/formats/join.hpp)",
        # out += (out.empty() ? "" : ", ") + item;   out << (i ? ", " : "") << item;
        # out << (first ? "" : "; ") << item;   (i == 0 ? "" : ", ") + item
        "patterns": [
            r'(\w+)\s*\+=\s*(std::string\s*)?\(\s*\1\.empty\(\)\s*\?\s*""\s*:\s*"[^"]*"\s*\)',
            r'\(\s*!?(i|j|k|m|n|p|first)\s*\?\s*"[^"]*"\s*:\s*"[^"]*"\s*\)\s*(\+|<<)',
            r'\(\s*(i|j|k|m|n|p)\s*(==|!=|>)\s*0\s*\?\s*"[^"]*"\s*:\s*"[^"]*"\s*\)\s*(\+|<<)',
        ],
        "allowed": ["formats/join.hpp"],
    },
    {
        "name": "a move read from JSON",
        "why": "a move's JSON form is read by codec/move_json.cpp (codec::namedMoveFrom) only",
        # if (type == "place")   else if (type == "discard")
        "patterns": [r'\btype\s*==\s*"(place|discard|magic|follower|pass|final)"'],
        "allowed": ["codec/move_json.cpp"],
    },
    {
        "name": "a set-up read from JSON",
        "why": "a set-up's JSON forms are read by codec/setup_json.cpp (codec::positionSpecFrom)",
        # spec.followers.push_back(...)   s.position.supply.push_back(...), in a file that reads JSON
        "patterns": [r'\w\.(tiles|followers|figures|supply|scores)\.(push_back|emplace_back)\('],
        "only_where": r'\bjson\b',
        # A .jcz save is JCloisterZone's own form, not ours: its reader builds the position itself.
        "allowed": ["codec/setup_json.cpp", "gamelog/jcz_reader.cpp"],
    },
    {
        "name": "a rules error code made by a reader",
        "why": "a malformed value is the codec's DecodeError (codec/json_reading.hpp), never the "
               "rules' invalid-setup",
        "patterns": [r'ErrorCode::InvalidSetup'],
        "allowed": [],
    },
    {
        "name": "a game's configuration assembled by hand",
        "why": "a GameConfig is assembled by scenario::gameConfig (oracle/scenario/game_config.cpp)",
        # GameConfig config;   config.rules = defaultRules(edition);
        "patterns": [r'\bGameConfig\s+\w+\s*;', r'\.rules\s*=\s*defaultRules\('],
        "allowed": ["scenario/game_config.cpp"],
        "suffixes": {".cpp"},  # a header's `GameConfig config;` is a member, not an assembly
    },
    {
        "name": "a path outside the repository",
        "why": "a comment points at what a reader of the repository has: its docs/ or its code",
        "patterns": [r'\.\./shared/|/work/'],
        "allowed": [],
        "everywhere": True,  # rules/ included: a comment's pointer is no part of the reshaping
    },
]


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    root = Path(sys.argv[1])
    problems = []
    for rule in RULES:
        patterns = [re.compile(p) for p in rule["patterns"]]
        allowed = set(rule["allowed"])
        for path in sorted(root.rglob("*")):
            if path.suffix not in rule.get("suffixes", SOURCES) or not path.is_file():
                continue
            relative = path.relative_to(root).as_posix()
            if relative in allowed:
                continue
            if relative.startswith(OWNED_ELSEWHERE) and not rule.get("everywhere"):
                continue
            text = path.read_text(encoding="utf-8", errors="replace")
            if "only_where" in rule and not re.search(rule["only_where"], text):
                continue
            # Matched in the whole text, so that a statement broken over lines is still found.
            lines = sorted({text.count("\n", 0, m.start()) + 1
                            for p in patterns for m in p.finditer(text)})
            for number in lines:
                problems.append(f"{path}:{number}: {rule['name']}: {rule['why']}")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        plural = "" if len(problems) == 1 else "s"
        print(f"{len(problems)} line{plural} out of their one place under {root}", file=sys.stderr)
        return 1
    print(f"{len(RULES)} rules: every line in its one place under {root}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
