#!/usr/bin/python3
"""Check schema/engine-protocol.schema.json against `serve`: every reply it gives to a session is
a valid reply, its `ok` value valid for the request's kind, and every request it accepted or
refused by a rule (not `bad-request` nor `unsupported`) is a valid request.

    validate_messages.py SCHEMA ORACLE SESSION...

Exit status: 0 when all hold, 1 otherwise, 2 on a usage error or a missing module.
"""

import json
import subprocess
import sys

try:
    import jsonschema
except ImportError as e:  # pragma: no cover - depends on the machine
    print(f"validate_messages.py: {e} (Debian: apt-get install python3-jsonschema)",
          file=sys.stderr)
    sys.exit(2)


def validator(schema, pointer):
    """A validator for the definition at `pointer` (e.g. "request", "answers/hello")."""
    sub = {"$ref": "#/definitions/" + pointer, "definitions": schema["definitions"]}
    return jsonschema.Draft7Validator(sub)


def answer_kind(request):
    cmd = request.get("cmd")
    if cmd == "hello":
        return "hello"
    if cmd == "query":
        return request.get("what")
    if cmd == "play":
        return "play"
    return "empty"


def check(schema, oracle, path):
    with open(path, encoding="utf-8") as f:
        lines = [line for line in f.read().split("\n") if line.strip()]
    run = subprocess.run([oracle, "serve"], input="\n".join(lines) + "\n", capture_output=True,
                         text=True, check=True)
    replies = run.stdout.splitlines()
    problems = []
    checked = {"request": 0, "reply": 0}
    for number, (line, text) in enumerate(zip(lines, replies), 1):
        where = f"{path}:{number}"
        try:
            request = json.loads(line)
        except json.JSONDecodeError:
            request = None
        reply = json.loads(text)
        for error in validator(schema, "reply").iter_errors(reply):
            problems.append(f"{where}: reply: {error.message[:200]}")
        checked["reply"] += 1
        code = reply.get("error", {}).get("code")
        if isinstance(request, dict) and code not in ("bad-request", "unsupported"):
            for error in validator(schema, "request").iter_errors(request):
                problems.append(f"{where}: request: {error.message[:200]}")
            checked["request"] += 1
        if "ok" in reply and isinstance(request, dict):
            kind = answer_kind(request)
            for error in validator(schema, "answers/properties/" + kind).iter_errors(reply["ok"]):
                problems.append(f"{where}: {kind} answer: {error.message[:200]}")
            # 1.1 play-then: each query's answer as that query's own answer would be.
            for query, answer in zip(request.get("then", []), reply["ok"].get("then", [])):
                if "ok" not in answer or not isinstance(query, dict):
                    continue
                what = query.get("what")
                for error in validator(schema, "answers/properties/" + what).iter_errors(
                        answer["ok"]):
                    problems.append(f"{where}: then {what} answer: {error.message[:200]}")
    if len(replies) == 0:
        problems.append(f"{path}: serve gave no reply")
    return problems, checked


def main(argv):
    if len(argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.Draft7Validator.check_schema(schema)
    failed = False
    for path in argv[3:]:
        problems, checked = check(schema, argv[2], path)
        for p in problems:
            print(p)
        failed = failed or bool(problems)
        print(f"{path}: {checked['reply']} replies, {checked['request']} requests checked")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
