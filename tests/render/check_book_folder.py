#!/usr/bin/python3
"""The book's output folder: the book keeps a list of the files it wrote (.carcassonne-book), so
that a later book into the same folder deletes the pages it does not write again (a scenario
renamed or removed) and leaves nothing stale; a folder holding files the book did not write is
refused (exit 2, the file named) unless --force, which writes beside them and leaves them.

usage: check_book_folder.py ORACLE SCENARIOS_DIR WORK_DIR"""
import pathlib
import shutil
import subprocess
import sys

MANIFEST = ".carcassonne-book"


def book(oracle, out, *paths, force=False):
    args = [oracle, "book", *map(str, paths), "-o", str(out)] + (["--force"] if force else [])
    return subprocess.run(args, capture_output=True, text=True)


def html(folder):
    return sorted(p.name for p in folder.glob("*.html"))


def main():
    oracle, scenarios, work = sys.argv[1], pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3])
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    out, problems = work / "book", []

    first = book(oracle, out, scenarios / "editions")
    if first.returncode != 0:
        sys.exit(f"first book: exit {first.returncode}\n{first.stderr}")
    old = html(out)
    if not (out / MANIFEST).exists():
        problems.append(f"no {MANIFEST} in the folder")
    elif sorted((out / MANIFEST).read_text().split()) != old:
        problems.append(f"{MANIFEST} does not list exactly the pages written")

    # A second book of other scenarios into the same folder: the first book's pages go.
    second = book(oracle, out, scenarios / "variants")
    if second.returncode != 0:
        problems.append(f"second book: exit {second.returncode}\n{second.stderr}")
    new = html(out)
    stale = [p for p in old if p.startswith("editions.") and p in new]
    if stale:
        problems.append(f"pages of the first book left behind: {stale}")
    if not any(p.startswith("variants.") for p in new):
        problems.append("the second book wrote no scenario page")
    if "removed" not in second.stdout:
        problems.append(f"the second book does not say it removed pages: {second.stdout!r}")

    # A file the book did not write: refused without --force, kept with it.
    (out / "notes.txt").write_text("mine\n")
    refused = book(oracle, out, scenarios / "editions")
    if refused.returncode != 2 or "notes.txt" not in refused.stderr or "--force" not in refused.stderr:
        problems.append(f"a folder with notes.txt: exit {refused.returncode}, {refused.stderr!r}")
    if html(out) != new:
        problems.append("a refused book changed the folder")
    forced = book(oracle, out, scenarios / "editions", force=True)
    if forced.returncode != 0 or not (out / "notes.txt").exists():
        problems.append(f"--force: exit {forced.returncode}, notes.txt kept: "
                        f"{(out / 'notes.txt').exists()}\n{forced.stderr}")
    if any(p.startswith("variants.") for p in html(out)):
        problems.append("--force left the previous book's pages behind")

    # A folder that never held a book, with a page in it: refused (it may be someone's site).
    other = work / "site"
    other.mkdir()
    (other / "index.html").write_text("<p>someone's page</p>\n")
    clash = book(oracle, other, scenarios / "editions")
    if clash.returncode != 2 or (other / "index.html").read_text() != "<p>someone's page</p>\n":
        problems.append(f"a folder with a foreign index.html: exit {clash.returncode}")

    for p in problems:
        print(p)
    print(f"{len(problems)} problems")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
