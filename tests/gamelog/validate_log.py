#!/usr/bin/python3
"""Validate game logs (JSON Lines) against schema/game-log.schema.json.

    validate_log.py SCHEMA FILE...             every line of every file must be valid
    validate_log.py SCHEMA --negative FILE...  every file must hold at least one invalid line

Exit status: 0 when every file is as expected, 1 otherwise, 2 on a usage error or a missing module.
"""

import json
import sys

try:
    import jsonschema
except ImportError as e:  # pragma: no cover - depends on the machine
    print(f"validate_log.py: {e} (Debian: apt-get install python3-jsonschema)", file=sys.stderr)
    sys.exit(2)


def problems(validator, path):
    out = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                value = json.loads(line)
            except json.JSONDecodeError as e:
                out.append(f"{path}:{number}: not JSON: {e}")
                continue
            for error in validator.iter_errors(value):
                out.append(f"{path}:{number}: {error.message[:200]}")
    return out


def main(argv):
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.Draft7Validator.check_schema(schema)
    validator = jsonschema.Draft7Validator(schema)
    negative = argv[2] == "--negative"
    failed = 0
    for path in argv[3:] if negative else argv[2:]:
        found = problems(validator, path)
        if negative and not found:
            print(f"FAIL: {path}: every line is valid, expected a rejected one")
            failed += 1
        elif not negative and found:
            print("FAIL: " + "\n      ".join(found))
            failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
