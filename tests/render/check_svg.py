#!/usr/bin/python3
"""Renders every scenario of a folder as SVG (after the set-up and after all actions) and checks
that each picture is well-formed XML: an <svg> root in the SVG namespace with one <g class="tile">
per tile and a <title>. Also renders each as text, which must succeed.

usage: check_svg.py ORACLE SCENARIOS_DIR [EVERY]
EVERY: check every EVERY-th scenario only (the sanitized build, where each process costs more).
"""
import pathlib
import subprocess
import sys
import xml.dom.minidom

SVG_NS = "http://www.w3.org/2000/svg"


def render(oracle, scenario, *args):
    run = subprocess.run([oracle, "render", str(scenario), *args], capture_output=True, text=True)
    if run.returncode != 0 or run.stderr:
        raise AssertionError(f"render {scenario} {' '.join(args)}: exit {run.returncode}\n"
                             f"{run.stderr}")
    return run.stdout


def check_svg(text, where):
    try:
        doc = xml.dom.minidom.parseString(text)
    except Exception as e:  # noqa: BLE001 - any parser error is the finding
        raise AssertionError(f"{where}: not well-formed XML: {e}") from e
    root = doc.documentElement
    if root.tagName != "svg" or root.getAttribute("xmlns") != SVG_NS:
        raise AssertionError(f"{where}: the root is <{root.tagName}>, not an SVG <svg>")
    tiles = [g for g in doc.getElementsByTagName("g") if g.getAttribute("class") == "tile"]
    if not tiles or not doc.getElementsByTagName("title"):
        raise AssertionError(f"{where}: no tiles or no title")
    return len(tiles)


def main():
    oracle, folder = sys.argv[1], pathlib.Path(sys.argv[2])
    every = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    # The files the oracle loads from a folder: *.yaml and *.yml (oracle/scenario/suite.cpp).
    files = sorted(p for pattern in ("*.yaml", "*.yml") for p in folder.rglob(pattern))[::every]
    if not files:
        sys.exit(f"no scenarios under {folder}")
    failures = []
    for f in files:
        try:
            check_svg(render(oracle, f, "--action", "0"), f"{f} (set-up)")
            check_svg(render(oracle, f), f"{f} (all actions)")
            render(oracle, f, "--format", "text")
        except AssertionError as e:
            failures.append(str(e))
    for message in failures:
        print(message)
    print(f"{len(files)} scenarios, {len(failures)} failures")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
