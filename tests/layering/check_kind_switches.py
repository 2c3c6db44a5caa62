#!/usr/bin/env python3
"""Fails when a layer outside oracle/rules/ switches on a feature, follower, edge or move kind.

A kind is a row of the rules' tables (docs/rules-model.md): the layers above should read the rows
(names, traits, hooks), not branch on kind values, so that a new kind adds rows and no switches.
What counts as a switch, in code outside comments:
  case FeatureKind::X              a case label on a kind
  == FeatureKind::X, X != ...      a comparison with a kind value (FollowerKind, EdgeKind, MoveKind too)
  get_if<PlaceTile>, holds_alternative<Pass>
                                   a test of the move variant's alternative
  operator()(const PlaceTile&, [&](const Pass&)
                                   an arm of a visit over the move variant
The switches that remain are listed, file by file with their count and a one-line reason, in
kind_switches.txt: a file not listed, or with more switches than listed, fails; so does a file
with fewer (lower its count: the list only shrinks by being kept exact) or a reason left empty.

usage: check_kind_switches.py ORACLE_DIR EXCEPTIONS_FILE
"""
import os
import re
import sys

KINDS = r"(?:FeatureKind|FollowerKind|EdgeKind|MoveKind)"
ALTERNATIVES = r"(?:PlaceTile|DiscardTile|MoveFigure|RemoveFigure|PlaceFollower|Pass|EndGame)"
Q = r"(?:\w+::)*"  # a namespace qualification
PATTERNS = [
    re.compile(r"\bcase\s+" + Q + KINDS + r"::\w+"),
    re.compile(r"[!=]=\s*" + Q + KINDS + r"::\w+"),
    re.compile(r"\b" + KINDS + r"::\w+\s*[!=]="),
    re.compile(r"\b(?:holds_alternative|get_if)\s*<\s*" + Q + ALTERNATIVES + r"\s*>"),
    re.compile(r"(?:operator\(\)|\])\s*\(\s*const\s+" + Q + ALTERNATIVES + r"\s*&"),
]
SOURCES = (".cpp", ".hpp", ".h")


def code_of(line, in_block):
    """The line without comments; whether a block comment is still open after it."""
    out = ""
    i = 0
    while i < len(line):
        if in_block:
            end = line.find("*/", i)
            if end < 0:
                return out, True
            i, in_block = end + 2, False
        elif line.startswith("//", i):
            break
        elif line.startswith("/*", i):
            in_block, i = True, i + 2
        else:
            out += line[i]
            i += 1
    return out, in_block


def switches(root):
    """{relative path: [(line number, text)]} for every source outside rules/."""
    found = {}
    for folder, dirs, files in os.walk(root):
        dirs.sort()
        for name in sorted(files):
            if not name.endswith(SOURCES):
                continue
            path = os.path.join(folder, name)
            rel = os.path.relpath(path, root).replace(os.sep, "/")
            if rel.startswith("rules/"):
                continue
            in_block = False
            with open(path, encoding="utf-8") as f:
                for number, line in enumerate(f, 1):
                    code, in_block = code_of(line, in_block)
                    hits = sum(len(p.findall(code)) for p in PATTERNS)
                    for _ in range(hits):
                        found.setdefault(rel, []).append((number, line.strip()))
    return found


def exceptions(path):
    """{relative path: (count, reason, line number)} from the list; problems with the list."""
    listed, problems = {}, []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            text = line.strip()
            if not text or text.startswith("#"):
                continue
            parts = text.split(None, 2)
            if len(parts) < 3 or not parts[1].isdigit():
                problems.append(f"{path}:{number}: expected 'PATH COUNT REASON', got '{text}'")
                continue
            listed[parts[0]] = (int(parts[1]), parts[2], number)
    return listed, problems


def main(argv):
    if len(argv) != 3:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    root, listing = argv[1], argv[2]
    found = switches(root)
    listed, problems = exceptions(listing)
    for rel in sorted(set(found) | set(listed)):
        hits = found.get(rel, [])
        count, _, number = listed.get(rel, (0, "", 0))
        if len(hits) > count:
            where = f"listed {count}" if rel in listed else "not listed"
            for line, text in hits:
                problems.append(f"{root}/{rel}:{line}: switches on a kind ({where}): {text}")
        elif len(hits) < count:
            problems.append(f"{listing}:{number}: {rel} has {len(hits)} kind switches, "
                            f"listed {count}: lower the count")
    for problem in problems:
        print(problem, file=sys.stderr)
    total = sum(len(h) for h in found.values())
    if problems:
        print(f"{len(problems)} kind-switch problems ({total} switches outside rules/)",
              file=sys.stderr)
        return 1
    print(f"{total} kind switches outside rules/, in {len(found)} files, each listed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
