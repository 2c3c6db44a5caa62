#!/usr/bin/python3
"""Check a command's JSON output against a JSON Schema and against expected values.

    check_json.py SCHEMA [PATH=VALUE | PATH#=N]... -- COMMAND [ARG]...

COMMAND must exit 0 and print one JSON document that validates against SCHEMA (draft-07). Each PATH is a dotted path into the document
(`figures.followers.0.player`; numbers index arrays); PATH=VALUE states its value as JSON
(`scores.red=4`, `step="tile"`, `mage="supply"`), PATH#=N the length of the array there.
Exit status: 0 when everything holds, 1 otherwise (each difference listed), 2 on a usage error or
a missing module.
"""

import json
import subprocess
import sys

try:
    import jsonschema
except ImportError as e:  # pragma: no cover - depends on the machine
    print(f"check_json.py: {e} (Debian: apt-get install python3-jsonschema)", file=sys.stderr)
    sys.exit(2)


def at(document, path):
    value = document
    for part in path.split("."):
        if isinstance(value, list):
            value = value[int(part)]
        else:
            value = value[part]
    return value


def main(argv):
    if "--" not in argv or argv.index("--") < 2 or argv.index("--") == len(argv) - 1:
        print(__doc__, file=sys.stderr)
        return 2
    split = argv.index("--")
    checks, command = argv[2:split], argv[split + 1:]
    with open(argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    run = subprocess.run(command, capture_output=True, text=True, check=False)
    if run.returncode != 0:
        print(f"exit {run.returncode}, expected 0\n{run.stdout}{run.stderr}")
        return 1
    try:
        document = json.loads(run.stdout)
    except json.JSONDecodeError as e:
        print(f"not JSON: {e}\n{run.stdout}")
        return 1
    failures = [f"{'.'.join(str(p) for p in e.absolute_path)}: {e.message}"
                for e in jsonschema.Draft7Validator(schema).iter_errors(document)]
    for check in checks:
        length = "#=" in check
        path, expected = check.split("#=" if length else "=", 1)
        try:
            actual = at(document, path)
        except (KeyError, IndexError, ValueError, TypeError):
            failures.append(f"{path}: missing")
            continue
        if length:
            actual = len(actual)
        if actual != json.loads(expected):
            failures.append(f"{path}: expected {expected}, found {json.dumps(actual)}")
    for failure in failures:
        print(failure)
    if failures:
        print(run.stdout)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
