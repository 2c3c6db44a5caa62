#!/usr/bin/env python3
"""The suite command needs only its own packages: `bash tools/bootstrap.sh suite` installs
suite_packages and builds the tool alone; this check proves, on a machine that has every test's
packages too, that nothing else is used on that path.

1. The packages a fresh machine would then hold: the suite's list (tools/bootstrap.sh
   --packages suite), what they depend on, recursively, and what every Debian 12 root holds
   (Essential and Priority: required, apt): the closure, from dpkg's database.
2. The tool-only configure (preset default with tools/bootstrap.sh --suite-options) in a scratch
   folder, with PATH holding only the programs of the closure (every other one, python3,
   clang-format, parallel..., hidden) and the CMake packages of every other installed package
   disabled (CMAKE_DISABLE_FIND_PACKAGE_<name>): it must succeed.
3. Everything it found (each FILEPATH and PATH of its cache: compiler, make, the three libraries'
   CMake packages) must belong to the closure; and so must every header the tool's own objects
   were compiled from and every library they were linked with, read from BUILD_DIR (this build's
   dependency files and link lines of oracle/): the build of the tool uses nothing else.

    suite_packages.py SOURCE_DIR BUILD_DIR WORK_DIR
"""
import os
import pathlib
import re
import shutil
import subprocess
import sys

BASELINE = {"apt"}  # beside Essential and Priority: required, what debootstrap minbase holds


def run(*args, **kw):
    return subprocess.run(args, capture_output=True, text=True, check=True, **kw).stdout


def installed_packages():
    """name -> (essential, priority, [dependency alternatives], [provided names])"""
    fields = "${Package}\t${db:Status-Abbrev}\t${Essential}\t${Priority}\t${Pre-Depends}, ${Depends}\t${Provides}\n"
    db = {}
    for line in run("dpkg-query", "-W", "-f", fields).splitlines():
        name, status, essential, priority, depends, provides = line.split("\t")
        if not status.startswith("ii"):
            continue
        groups = []
        for group in depends.split(","):
            names = [re.sub(r"[\s(:].*", "", alt.strip()) for alt in group.split("|")]
            names = [n for n in names if n]
            if names:
                groups.append(names)
        provided = [re.sub(r"[\s(:].*", "", p.strip()) for p in provides.split(",") if p.strip()]
        db[name] = (essential == "yes", priority, groups, provided)
    return db


def closure(db, roots):
    providers = {}
    for name, (_, _, _, provided) in db.items():
        for p in provided:
            providers.setdefault(p, []).append(name)
    seen, todo = set(), list(roots)
    while todo:
        name = todo.pop()
        for real in ([name] if name in db else providers.get(name, [])):
            if real in seen:
                continue
            seen.add(real)
            for group in db[real][2]:
                todo.extend(group)  # every installed alternative: any of them may be the one
    return seen


def files_of(packages):
    files = set()
    listing = subprocess.run(["dpkg-query", "-L", *sorted(packages)], capture_output=True,
                             text=True).stdout
    for path in listing.splitlines():
        if path.startswith("/"):
            files.add(path)
            files.add(os.path.join(os.path.realpath(os.path.dirname(path)), os.path.basename(path)))
    return files


def owned(path, files):
    """Is path (a file, or a folder holding closure files) part of the closure's packages?"""
    candidates = {path, os.path.realpath(path),
                  os.path.join(os.path.realpath(os.path.dirname(path)), os.path.basename(path))}
    if candidates & files:
        return True
    if os.path.isdir(path):
        real = os.path.realpath(path) + "/"
        return any(f.startswith(real) for f in files)
    return False


def owner(path):
    done = subprocess.run(["dpkg", "-S", os.path.realpath(path)], capture_output=True, text=True)
    return done.stdout.split(":")[0] if done.returncode == 0 else "no package"


def main():
    source, build, work = (pathlib.Path(a).resolve() for a in sys.argv[1:4])
    bootstrap = ["bash", str(source / "tools/bootstrap.sh")]
    suite = run(*bootstrap, "--packages", "suite").split()
    options = run(*bootstrap, "--suite-options").split()
    db = installed_packages()
    missing = [p for p in suite if p not in db]
    if missing:
        sys.exit(f"the suite's packages {missing} are not installed here")
    roots = set(suite) | BASELINE | {n for n, (ess, prio, _, _) in db.items() if ess or prio == "required"}
    kept = closure(db, roots)
    files = files_of(kept)
    others = sorted(set(db) - kept)

    # 2. a PATH of the closure's programs only
    if work.exists():
        shutil.rmtree(work)
    farm = work / "bin"
    farm.mkdir(parents=True)
    hidden = set()
    for folder in os.environ.get("PATH", "/usr/bin:/bin").split(":"):
        if not os.path.isdir(folder):
            continue
        for name in os.listdir(folder):
            path = os.path.join(folder, name)
            if (farm / name).exists() or (farm / name).is_symlink() or not os.access(path, os.X_OK) \
                    or os.path.isdir(path):
                continue
            if owned(path, files):
                (farm / name).symlink_to(path)
            else:
                hidden.add(name)
    other_files = files_of(others)
    cmake_packages = sorted({m[1] for f in other_files
                             if (m := re.search(r"/cmake/([^/]+)/([^/]+)(?:Config|-config)\.cmake$", f))
                             and m[2].lower() == m[1].lower()})
    disable = [f"-DCMAKE_DISABLE_FIND_PACKAGE_{p}=ON" for p in cmake_packages]
    env = {k: v for k, v in os.environ.items() if not k.startswith("CMAKE_") and k not in ("CC", "CXX")}
    env["PATH"] = str(farm)
    scratch = work / "build"
    configure = ["cmake", "--preset", "default", "-B", str(scratch), *options, *disable]
    done = subprocess.run(configure, cwd=source, env=env, capture_output=True, text=True)
    problems = []
    if done.returncode != 0:
        problems.append(f"the tool-only configure failed without the test-only programs and "
                        f"packages:\n{done.stdout[-2000:]}{done.stderr[-3000:]}")
    else:
        # 3a. what the configure found
        for line in (scratch / "CMakeCache.txt").read_text().splitlines():
            # what find_program, find_library, find_file (FILEPATH) and find_package (X_DIR) found
            m = re.match(r"^([^#/][^:]*):(FILEPATH|PATH)=(/.*)$", line)
            if not m or not os.path.exists(m[3]) or (m[2] == "PATH" and not m[1].endswith("_DIR")):
                continue
            value = m[3]
            if value.startswith((str(source), str(work))):
                continue
            if not owned(value, files):
                problems.append(f"the tool-only configure found {m[1]}={value}, of {owner(value)}, "
                                f"which the suite command does not install")
    # 3b. what the tool's objects were built from, in this build (the same sources and flags)
    headers, depfiles = set(), list((build / "oracle").rglob("*.o.d"))
    if not depfiles:
        problems.append(f"no dependency files (*.o.d) under {build / 'oracle'}: is the tool built?")
    for depfile in depfiles:
        text = depfile.read_text().replace("\\\n", " ")
        for token in text.split(":", 1)[1].split() if ":" in text else []:
            if token.startswith("/") and not token.startswith((str(source), str(build))):
                headers.add(os.path.normpath(token))
    for link in (build / "oracle").rglob("link.txt"):
        for token in link.read_text().split():
            if token.startswith("/") and not token.startswith((str(source), str(build))) \
                    and os.path.isfile(token):
                headers.add(token)
    foreign = sorted(h for h in headers if not owned(h, files))
    for h in foreign[:20]:
        problems.append(f"the tool's build reads {h}, of {owner(h)}, which the suite command does not install")
    for p in problems:
        print("FAIL " + p)
    print(f"suite packages: {' '.join(suite)}; closure {len(kept)} of {len(db)} installed packages; "
          f"{len(hidden)} programs hidden (e.g. {' '.join(sorted(h for h in hidden if h in ('python3', 'parallel', 'clang-format', 'clang', 'chromium', 'prove')))}); "
          f"{len(cmake_packages)} CMake packages disabled ({' '.join(cmake_packages)}); "
          f"{len(headers)} files of the tool's build checked; {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
