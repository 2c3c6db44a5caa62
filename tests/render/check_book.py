#!/usr/bin/python3
"""Builds the rulings book of a scenario folder and checks it: index.html, rulings.html and one
page per scenario exist, every page links only inside the book (no network: no http(s) links, no
external scripts or style sheets), every link's file exists and every #fragment names an id of
its target page, and every scenario page holds board pictures.

usage: check_book.py ORACLE SCENARIOS_DIR OUT_DIR"""
import html.parser
import pathlib
import shutil
import subprocess
import sys
import urllib.parse


class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.links, self.ids, self.svgs, self.external = [], set(), 0, []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "id" in a:
            self.ids.add(a["id"])
        if tag == "svg":
            self.svgs += 1
        for key in ("href", "src"):
            if key in a:
                if urllib.parse.urlparse(a[key]).scheme in ("http", "https", "ftp"):
                    self.external.append(a[key])
                elif key == "src" or tag == "link":
                    self.external.append(a[key])  # the book inlines everything it shows
                else:
                    self.links.append(a[key])
        if tag == "script":
            self.external.append("<script>")


def scenario_files(folder):
    """The files the oracle loads from a folder: *.yaml and *.yml (oracle/scenario/suite.cpp)."""
    return sorted(p for pattern in ("*.yaml", "*.yml") for p in folder.rglob(pattern))


def parse(path):
    page = Page()
    page.feed(path.read_text(encoding="utf-8"))
    return page


def main():
    oracle, scenarios, out = sys.argv[1], pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3])
    shutil.rmtree(out, ignore_errors=True)
    run = subprocess.run([oracle, "book", str(scenarios), "-o", str(out)], capture_output=True,
                         text=True)
    if run.returncode != 0:
        sys.exit(f"book: exit {run.returncode}\n{run.stdout}{run.stderr}")

    expected = len(scenario_files(scenarios)) + 2
    pages = {p.name: parse(p) for p in sorted(out.glob("*.html"))}
    problems = []
    if len(pages) != expected:
        problems.append(f"{len(pages)} pages, expected {expected}")
    for required in ("index.html", "rulings.html"):
        if required not in pages:
            problems.append(f"no {required}")
    for name, page in pages.items():
        problems += [f"{name}: external reference {e}" for e in page.external]
        for link in page.links:
            target, _, fragment = link.partition("#")
            target = urllib.parse.unquote(target) or name
            if target not in pages:
                problems.append(f"{name}: link {link}: no page {target}")
            elif fragment and urllib.parse.unquote(fragment) not in pages[target].ids:
                problems.append(f"{name}: link {link}: {target} has no id {fragment}")
        if name not in ("index.html", "rulings.html") and page.svgs < 2:
            problems.append(f"{name}: {page.svgs} board pictures")
    if "index.html" in pages:
        linked = {l.partition("#")[0] for l in pages["index.html"].links}
        problems += [f"index.html does not link {n}" for n in pages if n not in linked]
    links = sum(len(p.links) for p in pages.values())
    for p in problems:
        print(p)
    print(f"{len(pages)} pages, {links} links, {len(problems)} problems")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
