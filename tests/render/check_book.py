#!/usr/bin/python3
"""Builds the rulings book of a scenario folder and checks it: index.html, rulings.html,
sources.html and one page per scenario exist, every page links only inside the book (no network:
no http(s) links, no external scripts or style sheets), every link's file exists and every
#fragment names an id of its target page, and every scenario page holds board pictures, each with
its legend.

Every scenario page also shows, for each edition it lists, each action's expectations with their
outcome and the action's lines of the file (comments included), a copy of the file with line ids,
and an edition switch when it lists more than one edition; citations of the rule texts link to
sources.html. The complete three-player Mage & Witch game, whose editions differ (green ends
with 11 under C1 and 12 under C3.1), is checked in detail; pictures never give a player the colour of
the mage or the witch, and farmers lie down.

usage: check_book.py ORACLE SCENARIOS_DIR OUT_DIR"""
import html.parser
import pathlib
import re
import shutil
import subprocess
import sys
import urllib.parse


class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.links, self.ids, self.svgs, self.external = [], set(), 0, []
        self.legends = 0

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "g" and a.get("class") == "legend":
            self.legends += 1
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
    page.text = path.read_text(encoding="utf-8")
    page.feed(page.text)
    return page


MAGE, WITCH = "#19b8c9", "#7f1d1d"  # oracle/render/players.hpp
GAME = "mage-witch.final.complete-three-player-game.html"


def action(text, n):
    """The HTML of action n (1-based) of a scenario page."""
    start = text.find(f'<li id="action-{n}"')
    end = text.find(f'<li id="action-{n + 1}"', start)
    return text[start:end if end != -1 else text.find("</ol>", start)] if start != -1 else ""


def scenario_checks(name, page):
    """The per-edition outcomes, expectations, file lines and citations of one scenario page."""
    problems, text = [], page.text
    editions = re.search(r"<dt>Editions</dt><dd>([^<]*)</dd>", text)
    editions = editions.group(1).split(", ") if editions else []
    if not editions:
        return [f"{name}: no editions listed"]
    if page.legends < page.svgs:
        problems.append(f"{name}: {page.svgs} pictures, {page.legends} legends")
    for colour in re.findall(r'class="swatch" style="background:(#[0-9a-f]{6})"', text):
        if colour in (MAGE, WITCH):
            problems.append(f"{name}: a player has the colour {colour} of a magic figure")
    if 'id="file"' not in text or 'id="L1"' not in text:
        problems.append(f"{name}: no copy of the scenario file with line ids")
    if len(editions) > 1:
        for e in editions:
            if f'id="show-{e.replace(".", "-")}"' not in text:
                problems.append(f"{name}: no switch to {e}")
    n = 1
    while (step := action(text, n)):
        if '<pre class="yaml">' not in step:
            problems.append(f"{name}: action {n} without its lines of the file")
        verdicts = re.findall(r'<div class="checks">.*?</div>', step, re.S)
        shown = re.findall(r"<li><b>(C[0-9.]+)</b> ", verdicts[0]) if verdicts else []
        if shown != editions:
            problems.append(f"{name}: action {n}: expectations shown under {shown}, "
                            f"expected {editions}")
        for e in editions:
            if not re.search(rf'class="ed[^"]* ed-{re.escape(e.replace(".", "-"))}[ "]', step):
                problems.append(f"{name}: action {n}: no events under {e}")
        n += 1
    if n == 1 and "id=\"action-1\"" in text:
        problems.append(f"{name}: actions not found")
    source = re.search(r"<dt>Source</dt><dd>(.*?)<br>", text, re.S)
    if source:
        for number in re.findall(r"\b(00[0-4])\b", re.sub(r"<[^>]*>", "", source.group(1))):
            if f'href="sources.html#text-{number}"' not in source.group(1):
                problems.append(f"{name}: citation {number} is not a link to sources.html")
    return problems


def game_checks(page):
    """The complete three-player game: C1 and C3.1 end differently and the page says where."""
    text, problems = page.text, []
    want = [("C1", "green 11"), ("C3.1", "green 12")]
    for edition, score in want:
        row = re.search(rf"<tr><td>{re.escape(edition)}</td>.*?</tr>", text, re.S)
        if not row or score not in row.group(0):
            problems.append(f"{GAME}: outcome row {edition} does not say {score}")
    if "differs from C1" not in text:
        problems.append(f"{GAME}: the C3.1 final scores are not marked as differing from C1")
    differing = re.search(r'<p id="differences">(.*?)</p>', text, re.S)
    if not differing or "action-" not in differing.group(1):
        problems.append(f"{GAME}: no list of the actions where the editions differ")
    # Action 36 (final scoring): the C3.1 cathedral city and the scores are the lines marked.
    changed = re.findall(r"<(?:li|p) data-changed=\"1\"[^>]*>(.*?)</(?:li|p)>", action(text, 36))
    if changed != ["city [2, -1] E (final): 2 tiles, base 2, cathedral +0, witch -1 = 1 -&gt; green",
                   "Scores: red 19, blue 28, green 12"]:
        problems.append(f"{GAME}: action 36 marks {changed} as differing under C3.1")
    # Action 5 (blue's cloister) completes road R1 and states its arithmetic in a comment.
    step = action(text, 5)
    if "# R1: 3 tiles, base 3, mage +3 = 6" not in step:
        problems.append(f"{GAME}: action 5 does not show its arithmetic comment")
    if step.count('<span class="badge PASS">PASS</span>') < 2:
        problems.append(f"{GAME}: action 5 does not show its expectations passing under each edition")
    return problems


def main():
    oracle, scenarios, out = sys.argv[1], pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3])
    shutil.rmtree(out, ignore_errors=True)
    run = subprocess.run([oracle, "book", str(scenarios), "-o", str(out)], capture_output=True,
                         text=True)
    if run.returncode != 0:
        sys.exit(f"book: exit {run.returncode}\n{run.stdout}{run.stderr}")

    expected = len(scenario_files(scenarios)) + 3
    pages = {p.name: parse(p) for p in sorted(out.glob("*.html"))}
    problems = []
    if len(pages) != expected:
        problems.append(f"{len(pages)} pages, expected {expected}")
    for required in ("index.html", "rulings.html", "sources.html"):
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
        if name not in ("index.html", "rulings.html", "sources.html"):
            if page.svgs < 2:
                problems.append(f"{name}: {page.svgs} board pictures")
            problems += scenario_checks(name, page)
    if "index.html" in pages:
        linked = {l.partition("#")[0] for l in pages["index.html"].links}
        problems += [f"index.html does not link {n}" for n in pages if n not in linked]
    if GAME in pages:
        problems += game_checks(pages[GAME])
    farmers = "inns-cathedrals.games.two-player-game-inn-cathedral-large-farmers.html"
    if farmers in pages and "rotate(-90)" not in pages[farmers].text:
        problems.append(f"{farmers}: no farmer lying down")
    if "sources.html" in pages:
        for number in ("000", "001", "002", "003", "004"):
            if f"text-{number}" not in pages["sources.html"].ids:
                problems.append(f"sources.html: no entry text-{number}")
        cited = sum('href="sources.html#text-' in p.text for p in pages.values())
        if cited == 0:
            problems.append("no page links a citation to sources.html")
    links = sum(len(p.links) for p in pages.values())
    for p in problems:
        print(p)
    print(f"{len(pages)} pages, {links} links, {len(problems)} problems")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
