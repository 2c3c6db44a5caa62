#!/usr/bin/python3
"""Opens the rulings book in Debian's headless Chromium: loads index.html, follows its link to a
scenario page, checks that the page's DOM holds the board pictures (<svg>, <path>) and takes a
screenshot whose pixels must show the boards' field green and city tan. Exit 77 (CTest's skip)
when /usr/bin/chromium is not installed.

usage: browser_test.py ORACLE SCENARIOS_DIR WORK_DIR"""
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

import png

CHROMIUM = "/usr/bin/chromium"
# The page the test follows from the index: a whole game, with every kind of piece.
PREFERRED = "inns-cathedrals.games.two-player-game-inn-cathedral-large-farmers.html"
WIDTH, HEIGHT = 1200, 1800
FIELD, CITY = (0x8D, 0xBF, 0x4F), (0xCA, 0xA0, 0x66)  # as oracle/render/svg_board.cpp fills them
# A page whose editions differ (C1 ends 11 for red, C3.1 12): its top shows the outcome table with
# the differing scores shaded (html.cpp's td.differs) and the set-up's legend with the mage.
EDITIONS_PAGE = "mage-witch.final.complete-three-player-game.html"
DIFFERS, MAGE = (0xFF, 0xF1, 0xDC), (0x19, 0xB8, 0xC9)  # html.cpp, oracle/render/players.hpp


def chromium(profile, *args):
    command = [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
               "--disable-background-networking", "--disable-component-update", "--disable-sync",
               "--no-first-run", "--hide-scrollbars", f"--user-data-dir={profile}", *args]
    run = subprocess.run(command, capture_output=True, text=True, timeout=120)
    if run.returncode != 0:
        sys.exit(f"chromium {' '.join(args)}: exit {run.returncode}\n{run.stderr}")
    return run.stdout


def main():
    if not pathlib.Path(CHROMIUM).exists():
        print(f"{CHROMIUM} is not installed: skipped")
        sys.exit(77)
    oracle, scenarios, work = sys.argv[1], sys.argv[2], pathlib.Path(sys.argv[3])
    shutil.rmtree(work, ignore_errors=True)
    book = work / "book"
    run = subprocess.run([oracle, "book", scenarios, "-o", str(book)], capture_output=True,
                         text=True)
    if run.returncode != 0:
        sys.exit(f"book: exit {run.returncode}\n{run.stderr}")

    with tempfile.TemporaryDirectory() as profile:
        index = chromium(profile, "--dump-dom", (book / "index.html").as_uri())
        links = re.findall(r'<a href="([^"#]+\.html)"', index)
        pages = [l for l in links if l not in ("index.html", "rulings.html")]
        if "Carcassonne rulings book" not in index or not pages:
            sys.exit("the index did not load in Chromium, or it links no scenario page")
        page = PREFERRED if PREFERRED in pages else pages[0]
        url = (book / page).as_uri()
        dom = chromium(profile, "--dump-dom", url)
        svgs, paths = dom.count("<svg"), dom.count("<path")
        print(f"{page}: {svgs} <svg>, {paths} <path> in the DOM")
        if svgs < 3 or paths < 50:
            sys.exit("the scenario page holds too few pictures")

        shot = work / "scenario.png"
        chromium(profile, f"--screenshot={shot}", f"--window-size={WIDTH},{HEIGHT}", url)
        editions_shot = work / "editions.png"
        if EDITIONS_PAGE in pages:
            chromium(profile, f"--screenshot={editions_shot}", f"--window-size={WIDTH},{HEIGHT}",
                     (book / EDITIONS_PAGE).as_uri())
    image = png.read(shot)
    width, height = image.width, image.height
    field, city = image.count(FIELD), image.count(CITY)
    print(f"{shot}: {width}x{height}, {shot.stat().st_size} bytes, {field} field pixels, "
          f"{city} city pixels")
    if (width, height) != (WIDTH, HEIGHT):
        sys.exit(f"the screenshot is {width}x{height}, expected {WIDTH}x{HEIGHT}")
    if field < 5000 or city < 1000:
        sys.exit("the screenshot shows no board (too few field or city pixels)")
    if editions_shot.exists():
        image = png.read(editions_shot)
        width, height = image.width, image.height
        differs, mage = image.count(DIFFERS, 2), image.count(MAGE)
        print(f"{editions_shot}: {width}x{height}, {editions_shot.stat().st_size} bytes, "
              f"{differs} pixels of differing scores, {mage} mage pixels")
        if differs < 300:
            sys.exit("the editions page does not show its differing final scores")
        if mage < 30:
            sys.exit("the editions page shows no mage (the legend of the set-up)")


if __name__ == "__main__":
    main()
