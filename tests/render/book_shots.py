#!/usr/bin/python3
"""The rulings book's features as a reader meets them in Debian's headless Chromium: each FEATURE
builds a small book (three fixed scenarios), opens it, clicks what a reader clicks, reads what the
page then shows (innerText leaves out what CSS hides) and checks pixels of screenshots at spots
the DOM locates. Exit 77 (CTest's skip) when /usr/bin/chromium is not installed.

usage: book_shots.py ORACLE SOURCE_DIR WORK_DIR [FEATURE...]
FEATURE (default: all, in one browser): boards edition-switch expectations arithmetic file-link
         sources legend colours folder layout"""
import json
import pathlib
import re
import shutil
import subprocess
import sys
import time

import cdp
import png

WIDTH, HEIGHT = 1200, 900
GAME = "scenarios/mage-witch/final/complete-three-player-game.yaml"
FARMERS = "scenarios/inns-cathedrals/games/two-player-game-inn-cathedral-large-farmers.yaml"
FIXTURE = "tests/render/inputs/book-shots/orange-and-the-figures.yaml"
GAME_PAGE = "mage-witch.final.complete-three-player-game.html"
FARMERS_PAGE = "inns-cathedrals.games.two-player-game-inn-cathedral-large-farmers.html"
FIXTURE_PAGE = "orange-and-the-figures.html"

# Colours as oracle/render draws them: players.hpp (figures, named players), html.cpp (the marks).
MAGE, WITCH = (0x19, 0xB8, 0xC9), (0x7F, 0x1D, 0x1D)
CHANGED = (0xFF, 0xD9, 0xA8)  # [data-changed]: a line another edition does not show
DIFFERS = (0xFF, 0xF1, 0xDC)  # td.differs: a final score that differs from the first edition's
PASS_BADGE, FAIL_BADGE = (0x2E, 0x7D, 0x32), (0xC6, 0x28, 0x28)
COMMENT = (0x2B, 0x6B, 0x2B)  # pre.yaml .comment
TEXT = (0x22, 0x22, 0x22)  # body text
FIELD, CITY = (0x8D, 0xBF, 0x4F), (0xCA, 0xA0, 0x66)  # svg_board.cpp's tiles
LEGEND_BACKGROUND = (0xEF, 0xE9, 0xDA)


class Check:
    """The problems found, each a line of the test's output."""

    def __init__(self):
        self.problems = []

    def that(self, condition, problem):
        if not condition:
            self.problems.append(problem)
        return condition


def js(value):
    return json.dumps(value)


def text_of(browser, selector):
    return browser.evaluate(f"document.querySelector({js(selector)})?.innerText ?? null")


def rect_of(browser, selector):
    return browser.evaluate(f"""(() => {{
        const r = document.querySelector({js(selector)})?.getBoundingClientRect();
        return r ? [r.x, r.y, r.width, r.height] : null;
    }})()""")


def shot(browser, work, name, selector=None):
    """A screenshot read back as an image; its size must be the element's (or the viewport's)."""
    image = png.read(browser.screenshot(work / f"{name}.png", selector))
    want = (WIDTH, HEIGHT)
    if selector:
        r = rect_of(browser, selector)
        want = (round(r[2]), round(r[3]))
    if abs(image.width - want[0]) > 1 or abs(image.height - want[1]) > 1:
        raise cdp.BrowserError(f"{name}.png is {image.width}x{image.height}, expected {want}")
    if image.colours() < 3:
        raise cdp.BrowserError(f"{name}.png is blank")
    return image


def near(rgb, want, tolerance=6):
    return all(abs(a - b) <= tolerance for a, b in zip(rgb, want))


def distance(a, b):
    return sum((x - y) ** 2 for x, y in zip(a, b)) ** 0.5


def css_rgb(text):
    return tuple(int(v) for v in re.findall(r"\d+", text)[:3])


def choose(browser, edition):
    """Clicks the switch's label for an edition ("all" for every edition)."""
    browser.click(f'label[for="show-{edition.replace(".", "-")}"]')


def boards(browser, book, work, check):
    """The index leads to a scenario page whose pictures are drawn: a whole game's boards, with
    the field green and the city tan in a screenshot."""
    browser.open((book / "index.html").as_uri())
    check.that("Carcassonne rulings book" in browser.evaluate("document.body.innerText"),
               "the index does not load")
    browser.click(f'a[href="{FARMERS_PAGE}"]')
    browser.wait_loaded((book / FARMERS_PAGE).as_uri())
    counts = browser.evaluate("""[location.pathname.split('/').pop(),
        document.querySelectorAll('svg.board').length, document.querySelectorAll('svg path').length]""")
    check.that(counts[0] == FARMERS_PAGE and counts[1] >= 3 and counts[2] >= 50,
               f"the page the index leads to holds too few pictures: {counts}")
    image = shot(browser, work, "board", "#action-16 svg.board")
    field, city = image.count(FIELD), image.count(CITY)
    check.that(field > 5000 and city > 1000,
               f"the board of action 16 shows {field} field and {city} city pixels")


def edition_switch(browser, book, work, check):
    """The complete three-player game: green ends with 11 under C1-C3 and 12 under C3.1 (the
    incomplete cathedral city: base 2, cathedral -2 = 0, witch 0 under C1; base 2, cathedral +0 = 2,
    witch ceil(2/2) = 1 -> -1 = 1 under C3.1, one point more than C1's 11 + 0)."""
    browser.open((book / GAME_PAGE).as_uri())
    rows = browser.evaluate("""[...document.querySelectorAll('table.outcomes tr')].map(
        tr => [...tr.cells].map(c => [c.innerText, getComputedStyle(c).backgroundColor]))""")
    by_edition = {row[0][0]: row for row in rows[1:]}
    check.that("green 11" in by_edition["C1"][2][0], f"C1 outcome: {by_edition['C1']}")
    c31 = by_edition["C3.1"][2]
    check.that("green 12" in c31[0] and "differs from C1" in c31[0],
               f"C3.1 outcome does not show green 12 marked as differing: {c31[0]!r}")
    check.that(css_rgb(c31[1]) == DIFFERS, f"C3.1 final scores not shaded: {c31[1]}")
    outcome = shot(browser, work, "outcome-table", "table.outcomes")
    check.that(outcome.count(DIFFERS, 2) > 300, "the outcome screenshot shows no differing score")
    differences = browser.evaluate(
        "[...document.querySelectorAll('#differences a')].map(a => a.getAttribute('href'))")
    check.that("#action-36" in differences, f"differences listed: {differences}")

    final = "#action-36 .events"
    every = text_of(browser, final)
    check.that("green 11" in every and "green 12" in every,
               "by default the final scoring does not show both editions")
    choose(browser, "C3.1")
    check.that(browser.evaluate("document.getElementById('show-C3-1').checked"),
               "clicking the label C3.1 did not choose C3.1")
    c31_text = text_of(browser, final)
    check.that("Scores: red 19, blue 28, green 12" in c31_text and "green 11" not in c31_text,
               f"under C3.1 the final scoring shows: {c31_text!r}")
    marked = browser.evaluate(f"""[...document.querySelectorAll('{final} [data-changed]')]
        .filter(e => e.checkVisibility()).map(e => e.innerText)""")
    check.that("Scores: red 19, blue 28, green 12" in marked,
               f"under C3.1 the lines marked as differing are {marked}")
    image = shot(browser, work, "final-scoring-C3.1", final)
    check.that(image.count(CHANGED, 2) > 500,
               f"the C3.1 screenshot shows {image.count(CHANGED, 2)} pixels of marked lines")

    choose(browser, "C1")
    c1_text = text_of(browser, final)
    check.that("Scores: red 19, blue 28, green 11" in c1_text and "green 12" not in c1_text,
               f"under C1 the final scoring shows: {c1_text!r}")
    image = shot(browser, work, "final-scoring-C1", final)
    check.that(image.count(CHANGED, 2) == 0, "the C1 screenshot shows lines marked as differing")

    # Under each edition every action still shows its events (a block shared by editions that
    # agree carries each of their classes).
    for edition in ("C1", "C2", "C3", "C3.1", "all"):
        choose(browser, edition)
        bare = browser.evaluate("""[...document.querySelectorAll('ol.actions > li')].filter(
            li => ![...li.querySelectorAll('.ed')].some(e => e.checkVisibility())).map(li => li.id)""")
        check.that(not bare, f"under {edition} these actions show no events: {bare}")


def expectations(browser, book, work, check):
    """Each action's expectations beside its lines of the file, with the outcome per edition."""
    browser.open((book / GAME_PAGE).as_uri())
    lines = text_of(browser, "#action-5 .checks").splitlines()
    for edition in ("C1", "C2", "C3", "C3.1"):
        check.that(f"{edition} PASS" in lines, f"action 5: no '{edition} PASS' in {lines}")
    yaml, checks = rect_of(browser, "#action-5 pre.yaml"), rect_of(browser, "#action-5 .checks")
    check.that(checks[0] >= yaml[0] + yaml[2] - 1 and checks[1] < yaml[1] + yaml[3],
               f"action 5: the expectations {checks} are not beside the file's lines {yaml}")
    image = shot(browser, work, "action-5-expectations", "#action-5 .checks")
    check.that(image.count(PASS_BADGE) > 100 and image.count(FAIL_BADGE) == 0,
               "the screenshot of action 5's expectations shows no PASS badges")

    # The fixture's second action expects 1 point for orange, who scores nothing: FAIL under each
    # edition, with the finding's line linked to the copy of the file.
    browser.open((book / FIXTURE_PAGE).as_uri())
    lines = text_of(browser, "#action-2 .checks")
    check.that(lines.count("FAIL") == 4 and "wrong score for orange" in lines,
               f"the fixture's action 2 shows {lines!r}")
    image = shot(browser, work, "fixture-action-2", "#action-2 .checks")
    check.that(image.count(FAIL_BADGE) > 100 and image.count(PASS_BADGE) == 0,
               "the screenshot of a failed expectation shows no FAIL badge")
    browser.click("#action-2 .checks a")
    where = browser.evaluate("""[location.hash, document.querySelector(location.hash)
        ?.getBoundingClientRect().top]""")
    check.that(where[0] == "#L23" and where[1] is not None and 0 <= where[1] < HEIGHT,
               f"the finding's link leads to {where}, expected line 23 in view")


def arithmetic(browser, book, work, check):
    """The YAML's comments (the arithmetic) are shown with each action, in their own colour."""
    browser.open((book / GAME_PAGE).as_uri())
    block = text_of(browser, "#action-5 pre.yaml")
    check.that("# R1: 3 tiles, base 3, mage +3 = 6" in block,
               f"action 5 does not show the comment R1: 3 tiles ...: {block!r}")
    final = text_of(browser, "#action-36 pre.yaml")
    check.that("C3.1:  base 2, cathedral +0 = 2, witch ceil(2/2) = 1 -> -1 -> green 1" in final,
               "the final scoring does not show the C3.1 arithmetic of the cathedral city")
    colour = browser.evaluate(
        "getComputedStyle(document.querySelector('#action-5 pre.yaml .comment')).color")
    check.that(css_rgb(colour) == COMMENT, f"comments are drawn in {colour}")
    image = shot(browser, work, "action-5-lines", "#action-5 pre.yaml")
    check.that(image.count(COMMENT, 40) > 50, "the screenshot of action 5's lines shows no comment")


def file_link(browser, book, work, check, source):
    """The file named in the facts links to the copy of the file that ends the page."""
    browser.open((book / GAME_PAGE).as_uri())
    link = browser.evaluate("""(() => {
        const dt = [...document.querySelectorAll('dl.facts dt')].find(d => d.innerText == 'File');
        const a = dt?.nextElementSibling.querySelector('a');
        return a ? [a.getAttribute('href'), a.innerText] : null; })()""")
    if not check.that(link is not None, "the file in the facts is not a link"):
        return
    check.that(link[1].endswith("complete-three-player-game.yaml"), f"the file link reads {link}")
    browser.click("dl.facts dd a[href='#file']")
    top = browser.evaluate("[location.hash, document.getElementById('file').getBoundingClientRect().top]")
    check.that(top[0] == "#file" and abs(top[1]) < 4,
               f"clicking the file link leads to {top}, expected #file at the top")
    # The copy is the file: each line's number, then the line (textContent: no separator).
    copy = browser.evaluate("document.querySelector('#file ~ pre.yaml').textContent")
    lines = (source / GAME).read_text(encoding="utf-8").splitlines()
    want = "".join(f"{n}{line}\n" for n, line in enumerate(lines, 1))
    check.that(copy == want, f"the copy of the file differs from the file ({len(copy)} "
               f"characters, the file numbered {len(want)})")
    image = shot(browser, work, "file-copy")
    check.that(image.count(COMMENT, 40) > 50, "the screenshot at the file's copy shows no comment")


def sources(browser, book, work, check):
    """Every citation of every page links to an anchor of sources.html that exists; clicking one
    brings its text's heading to the top."""
    browser.open((book / "sources.html").as_uri())
    ids = set(browser.evaluate("[...document.querySelectorAll('[id]')].map(e => e.id)"))
    for text in ("000", "001", "002", "003", "004"):
        check.that(f"text-{text}" in ids, f"sources.html has no text-{text}")
    cited = 0
    for page in sorted(book.glob("*.html")):
        browser.open(page.as_uri())
        targets = browser.evaluate("""[...document.querySelectorAll('a[href^="sources.html"]')]
            .map(a => a.getAttribute('href'))""")
        for target in targets:
            fragment = target.partition("#")[2]
            if fragment:
                cited += 1
                check.that(fragment in ids, f"{page.name}: {target}: no such anchor")
    check.that(cited > 10, f"only {cited} citations link to sources.html")

    browser.open((book / GAME_PAGE).as_uri())
    browser.click("dl.facts a[href='sources.html#text-000']")
    browser.wait_loaded((book / "sources.html").as_uri())
    where = browser.evaluate("""[location.pathname.split('/').pop(), location.hash,
        document.querySelector(location.hash)?.getBoundingClientRect().top,
        document.querySelector(location.hash)?.innerText]""")
    check.that(where[:2] == ["sources.html", "#text-000"] and where[2] is not None and
               abs(where[2]) < 4 and where[3].startswith("000"),
               f"the citation 000 leads to {where}")
    # Seen: the heading's text (the page's ink, #222) in the rows the heading takes at the top.
    height = browser.evaluate("document.querySelector(location.hash).getBoundingClientRect().height")
    image = shot(browser, work, "sources-000")
    check.that(image.count(TEXT, 40, 0, round(height)) > 50,
               "the top of the screenshot after the citation's link shows no heading")


def figure_points(browser, selector, points):
    """The viewport pixels of points given in each matching figure's own frame (its transform)."""
    return browser.evaluate(f"""[...document.querySelectorAll({js(selector)})].map(g => {{
        const m = g.getScreenCTM();
        return {js(points)}.map(([x, y]) => {{
            const p = new DOMPoint(x, y).matrixTransform(m);
            return [Math.round(p.x), Math.round(p.y)]; }}); }})""")


def drawn_size(image, centre, reach=16):
    """The width and height of what is drawn around a legend figure (pixels unlike the legend's
    background within `reach` of its centre)."""
    xs, ys = [], []
    for y in range(centre[1] - reach, centre[1] + reach + 1):
        for x in range(centre[0] - reach, centre[0] + reach + 1):
            if distance(image.pixel(x, y), LEGEND_BACKGROUND) > 30:
                xs.append(x)
                ys.append(y)
    return (max(xs) - min(xs) + 1, max(ys) - min(ys) + 1) if xs else (0, 0)


def legend(browser, book, work, check):
    """Every board has a legend: the mage, the witch, a follower, a large follower and a farmer,
    who lies down (the follower's head up, the farmer's head to the left)."""
    browser.open((book / FARMERS_PAGE).as_uri())
    found = browser.evaluate("""[...document.querySelectorAll('svg.board')].map(svg =>
        [...svg.querySelectorAll('g.legend text')].map(t => t.textContent).join('|'))""")
    want = "mage|witch|follower|large follower|farmer"
    check.that(found and all(f == want for f in found),
               f"{len(found)} boards, legends {set(found)}")
    browser.evaluate("document.querySelector('#setup + p + .board-wrap g.legend').scrollIntoView()")
    figures = "#setup + p + .board-wrap g.legend > g"
    # Local points: (0,3) in the body of every figure; (0,-6) in a follower's head.
    body = figure_points(browser, figures, [[0, 3], [0, -6]])
    centres = figure_points(browser, figures, [[0, 0]])
    image = shot(browser, work, "legend")
    colours = [image.pixel(*p[0]) for p in body]
    check.that(len(colours) == 5, f"{len(colours)} figures in the legend")
    if len(colours) != 5:
        return
    check.that(near(colours[0], MAGE), f"the mage in the legend is {colours[0]}")
    check.that(near(colours[1], WITCH), f"the witch in the legend is {colours[1]}")
    for i, name in ((2, "follower"), (3, "large follower"), (4, "farmer")):
        head = body[i][1]
        check.that(near(image.pixel(*head), (255, 255, 255)),
                   f"the {name}'s head is {image.pixel(*head)}")
    follower, farmer = body[2][1], body[4][1]
    up = (follower[1] - centres[2][0][1], follower[0] - centres[2][0][0])
    left = (farmer[0] - centres[4][0][0], farmer[1] - centres[4][0][1])
    check.that(up[0] <= -5 and abs(up[1]) <= 1, f"the follower's head is at {up} from its centre")
    check.that(left[0] <= -5 and abs(left[1]) <= 1,
               f"the farmer's head is at {left} from its centre: not lying down")
    # Seen: the follower's drawing is wider than tall (arms out), the farmer's taller than wide.
    for i, name, wide in ((2, "follower", True), (4, "farmer", False)):
        w, h = drawn_size(image, centres[i][0])
        check.that((w > h) == wide, f"the {name} is drawn {w}x{h} pixels")
    large = rect_of(browser, f"{figures}:nth-of-type(4)")
    normal = rect_of(browser, f"{figures}:nth-of-type(3)")
    check.that(large[3] > normal[3] * 1.3, f"the large follower ({large}) is not larger ({normal})")


def legend_layout(browser, selector):
    """Each legend item's label as [text, x, y, right] relative to its picture's top left, and the
    picture's width, for the picture `selector`."""
    return browser.evaluate(f"""(() => {{
        const svg = document.querySelector({js(selector)});
        if (!svg) return null;
        const box = svg.getBoundingClientRect();
        const items = [...svg.querySelectorAll('g.legend text')].map(t => {{
            const r = t.getBoundingClientRect();
            return [t.textContent, Math.round(r.x - box.x), Math.round(r.y - box.y),
                    Math.round(r.right - box.x)]; }});
        return [items, Math.round(box.width)]; }})()""")


def layout(browser, book, work, check):
    """The index's entries each stay in one column (not broken across the two), the legend is
    laid out alike under a one-tile board and under a wide one (within its picture), and the
    final action reads "The game ends: final scoring"."""
    browser.open((book / "index.html").as_uri())
    broken = browser.evaluate("""[...document.querySelectorAll('ul.scenarios > li')].filter(li =>
        li.getClientRects().length != 1 || getComputedStyle(li).breakInside != 'avoid')
        .map(li => [li.innerText.slice(0, 60), li.getClientRects().length])""")
    entries = browser.evaluate("document.querySelectorAll('ul.scenarios > li').length")
    check.that(entries >= 3 and not broken,
               f"index entries broken across the columns (of {entries}): {broken}")
    shot(browser, work, "index")

    # The game's set-up is its start tile alone; action 36's board is the whole game's.
    browser.open((book / GAME_PAGE).as_uri())
    tiles = browser.evaluate(
        "document.querySelectorAll('#setup + p + .board-wrap svg g.tile').length")
    one = legend_layout(browser, "#setup + p + .board-wrap svg")
    wide = legend_layout(browser, "#action-36 svg.board")
    if not check.that(tiles == 1 and one and wide,
                      f"the set-up board has {tiles} tiles (one expected), legends {one} {wide}"):
        return
    (one_items, one_width), (wide_items, wide_width) = one, wide
    check.that(wide_width > one_width, f"the wide board ({wide_width}) is not wider ({one_width})")
    # The same rows and columns under both boards (the board's height apart: y from the first).
    def shape(items):
        return [(t, x, y - items[0][2]) for t, x, y, _ in items]
    check.that(shape(one_items) == shape(wide_items),
               f"the legend under one tile {shape(one_items)} is not laid out as under the whole "
               f"game {shape(wide_items)}")
    rows = len({y for _, _, y, _ in one_items})
    check.that(rows <= 2, f"the legend under one tile takes {rows} rows")
    outside = [t for t, x, _, right in one_items if x < 0 or right > one_width]
    check.that(not outside, f"legend labels outside the one-tile picture: {outside}")
    browser.evaluate("document.querySelector('#setup + p + .board-wrap svg').scrollIntoView()")
    shot(browser, work, "one-tile-legend")

    heading = text_of(browser, "#action-36 h3")
    check.that(heading and heading.startswith("36. The game ends: final scoring"),
               f"the final action's heading reads {heading!r}")
    pages = [p for p in book.glob("*.html") if "ends the game: final scoring" in p.read_text()]
    check.that(not pages, f"pages with 'ends the game: final scoring': {[p.name for p in pages]}")


def colours(browser, book, work, check):
    """Players named orange and purple with the mage and the witch on the set-up board: the figures'
    pixels have their own colours, far from each player's colour on the swatches and followers."""
    browser.open((book / FIXTURE_PAGE).as_uri())
    board = "#setup + p + .board-wrap svg"
    swatches = browser.evaluate("""[...document.querySelectorAll('.swatch')].map(s => {
        const r = s.getBoundingClientRect(); return [Math.round(r.x + r.width / 2),
        Math.round(r.y + r.height / 2)]; })""")
    top = shot(browser, work, "players")
    players = [top.pixel(*p) for p in swatches]
    check.that(len(players) == 2 and distance(players[0], players[1]) > 60,
               f"the players' swatches are {players}")
    browser.evaluate(f"document.querySelector({js(board)}).scrollIntoView()")
    # The pieces on the board: the groups moved into place that are not tiles (svg_board.cpp).
    pieces = f"{board} > g[transform]:not(.tile)"
    points = figure_points(browser, pieces, [[0, 3]])
    kinds = browser.evaluate(f"""[...document.querySelectorAll({js(pieces)})].map(
        g => g.querySelector('circle') ? 'magic' : 'follower')""")
    image = shot(browser, work, "set-up")
    seen = [image.pixel(*p[0]) for p in points]
    figures = [c for c, k in zip(seen, kinds) if k == "magic"]
    followers = [c for c, k in zip(seen, kinds) if k == "follower"]
    check.that(any(near(c, MAGE) for c in figures) and any(near(c, WITCH) for c in figures),
               f"the figures on the board are {figures}")
    check.that(len(followers) == 2 and all(any(near(f, p) for p in players) for f in followers),
               f"the followers {followers} do not have the players' colours {players}")
    for figure in (MAGE, WITCH):
        for p in players:
            check.that(distance(figure, p) > 60, f"a player's colour {p} is close to {figure}")


def folder(browser, book, work, check, oracle, source):
    """A second book into the same folder leaves none of the first's pages; a folder holding a
    file the book did not write is refused without --force."""
    out = work / "folder"
    first = subprocess.run([oracle, "book", str(source / GAME), str(source / FIXTURE), "-o",
                            str(out)], capture_output=True, text=True)
    check.that(first.returncode == 0, f"first book: exit {first.returncode} {first.stderr}")
    second = subprocess.run([oracle, "book", str(source / FARMERS), "-o", str(out)],
                            capture_output=True, text=True)
    check.that(second.returncode == 0 and "removed 2 page(s)" in second.stdout,
               f"second book: exit {second.returncode} {second.stdout!r} {second.stderr!r}")
    browser.open((out / "index.html").as_uri())
    links = browser.evaluate("""[...new Set([...document.querySelectorAll('a')].map(
        a => a.getAttribute('href').split('#')[0]).filter(h => h))]""")
    check.that(FARMERS_PAGE in links and GAME_PAGE not in links, f"the index links {links}")
    for page in (GAME_PAGE, FIXTURE_PAGE):
        error = browser.open((out / page).as_uri())
        check.that(error == "net::ERR_FILE_NOT_FOUND", f"{page} of the first book: {error}")
    for page in links:
        error = browser.open((out / page).as_uri())
        check.that(error is None, f"the index links {page}: {error}")
    browser.open((out / "index.html").as_uri())
    shot(browser, work, "index-after-second-book")

    (out / "notes.txt").write_text("mine\n")
    refused = subprocess.run([oracle, "book", str(source / GAME), "-o", str(out)],
                             capture_output=True, text=True)
    check.that(refused.returncode == 2 and "notes.txt" in refused.stderr and
               "--force" in refused.stderr, f"a folder with notes.txt: exit {refused.returncode}")
    check.that((out / FARMERS_PAGE).exists() and not (out / GAME_PAGE).exists(),
               "a refused book changed the folder")
    forced = subprocess.run([oracle, "book", str(source / GAME), "-o", str(out), "--force"],
                            capture_output=True, text=True)
    check.that(forced.returncode == 0 and (out / "notes.txt").exists() and
               not (out / FARMERS_PAGE).exists(), f"--force: exit {forced.returncode}")


FEATURES = {"boards": boards, "edition-switch": edition_switch, "expectations": expectations,
            "arithmetic": arithmetic, "file-link": file_link, "sources": sources,
            "legend": legend, "colours": colours, "folder": folder, "layout": layout}


def main():
    features = sys.argv[4:] or list(FEATURES)
    if len(sys.argv) < 4 or any(f not in FEATURES for f in features):
        sys.exit(__doc__)
    if not pathlib.Path(cdp.CHROMIUM).exists():
        print(f"{cdp.CHROMIUM} is not installed: skipped")
        sys.exit(77)
    oracle, source, work = sys.argv[1], pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3])
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    book = work / "book"
    run = subprocess.run([oracle, "book", *(str(source / f) for f in (GAME, FARMERS, FIXTURE)),
                          "-o", str(book)], capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"book: exit {run.returncode}\n{run.stderr}")
    failed = []
    # One browser for every feature (its start is most of the time); each opens its own pages.
    with cdp.Browser(WIDTH, HEIGHT) as browser:
        for feature in features:
            check, started = Check(), time.monotonic()
            extra = {"file-link": (source,), "folder": (oracle, source)}.get(feature, ())
            try:
                FEATURES[feature](browser, book, work, check, *extra)
            except (cdp.BrowserError, ValueError) as error:
                check.problems.append(str(error))
            for p in check.problems:
                print(f"{feature}: {p}")
            print(f"{feature}: {len(check.problems)} problems "
                  f"({time.monotonic() - started:.1f} s)")
            if check.problems:
                failed.append(feature)
    print(f"screenshots in {work}; " + (f"failed: {' '.join(failed)}" if failed else "all passed"))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
