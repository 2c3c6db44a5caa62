#!/usr/bin/env python3
"""Checks the layering of oracle/: every #include of a layer's header ("layer/file.hpp" or
<layer/file.hpp>) must come from that layer's own folder or from a folder whose layer uses it,
directly or through the layers it uses. The graph is oracle/layers.cmake; CMake passes it here as
arguments, LAYER=USED,USED (tests/layering/CMakeLists.txt).

    check_layers.py ROOT rules= codec=rules scenario=rules ... cli=report,render,gamelog,protocol

Every edge the graph declares must be used: some file of the layer includes a header of the layer
it names. Exit 0 when the tree keeps to the graph; 1 with one line per offending include on standard error
(file:line: what is wrong); 2 when the graph itself is wrong (unknown layer, a cycle)."""

import re
import sys
from pathlib import Path

INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')
SOURCES = {".hpp", ".cpp", ".h", ".in"}


def graph_error(message):
    print(f"oracle/layers.cmake: {message}", file=sys.stderr)
    sys.exit(2)


def parse_graph(arguments):
    uses = {}
    for argument in arguments:
        layer, _, used = argument.partition("=")
        uses[layer] = [u for u in used.split(",") if u]
    for layer, used in uses.items():
        for u in used:
            if u not in uses:
                graph_error(f"{layer} uses '{u}', which is not a layer")
    return uses


def closure(uses):
    """The layers each layer may include from: itself and everything below it. Exits on a cycle."""
    seen = {}

    def visit(layer, path):
        if layer in path:
            graph_error("a cycle: " + " -> ".join(path[path.index(layer):] + [layer]))
        if layer not in seen:
            below = {layer}
            for u in uses[layer]:
                below |= visit(u, path + [layer])
            seen[layer] = below
        return seen[layer]

    for layer in uses:
        visit(layer, [])
    return seen


def main():
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    root = Path(sys.argv[1])
    uses = parse_graph(sys.argv[2:])
    visible = closure(uses)
    problems = []
    checked = 0
    included = {}  # layer: the layers its files include
    for folder in sorted(p for p in root.iterdir() if p.is_dir()):
        layer = folder.name
        if layer not in uses:
            problems.append(f"{folder}/: a folder that is not a layer of oracle/layers.cmake")
            continue
        for path in sorted(folder.rglob("*")):
            if path.suffix not in SOURCES or not path.is_file():
                continue
            text = path.read_text(encoding="utf-8", errors="replace")
            for number, line in enumerate(text.splitlines(), start=1):
                match = INCLUDE.match(line)
                if not match:
                    continue
                name = match.group(2)
                first = name.split("/", 1)[0]
                where = f"{path}:{number}"
                if first == ".." and match.group(1) == '"':
                    problems.append(f'{where}: #include "{name}" leaves the folder {layer}/; '
                                    "name the layer instead")
                elif "/" in name and first in uses:
                    checked += 1
                    included.setdefault(layer, set()).add(first)
                    if first not in visible[layer]:
                        allowed = ", ".join(sorted(visible[layer] - {layer})) or "nothing"
                        problems.append(f"{where}: {layer}/ includes {first}/ ({name}), which it "
                                        f"may not use (it uses: {allowed})")
    # A declared edge no file of the layer includes through is an unused link: the layer would
    # see headers it does not need. Checked where the tree holds the layer's folder.
    for layer in sorted(included):
        for used in uses[layer]:
            if used not in included[layer]:
                problems.append(f"oracle/layers.cmake: {layer} uses {used}, but no file under "
                                f"{root / layer}/ includes {used}/ (an unused link edge)")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        plural = "" if len(problems) == 1 else "s"
        print(f"{len(problems)} layering violation{plural} under {root}", file=sys.stderr)
        return 1
    print(f"{checked} includes across layers under {root}: all keep to oracle/layers.cmake")
    return 0


if __name__ == "__main__":
    sys.exit(main())
