#!/usr/bin/python3
"""Validate scenario files against the JSON Schema of the scenario language.

    validate.py SCHEMA DIR                  every .yaml under DIR (recursively) must be valid
    validate.py SCHEMA --negative CASES_DIR every .yaml in CASES_DIR must be rejected, for the
                                            reason its `# rejected-because: TEXT` line names
    --yaml11 (with either)                  read the files with PyYAML's YAML 1.1 defaults
                                            (yaml.safe_load: a bare `on` is true), as other
                                            tools may

Exit status: 0 when every file is as expected, 1 otherwise (each failure is listed with its file
and JSON path), 2 on a usage error or a missing module.

The YAML is read the way the oracle's loader (yaml-cpp) and YAML 1.2 editors read it, not with
PyYAML's YAML 1.1 defaults: `on`, `off`, `yes`, `no` are words (`on: road E` is the key "on"),
only `true` and `false` are booleans, dates stay text, and a duplicate key is an error.
"""

import json
import pathlib
import re
import sys

try:
    import jsonschema
    import yaml
except ImportError as e:  # pragma: no cover - depends on the machine
    print(f"validate.py: {e} (Debian: apt-get install python3-jsonschema python3-yaml)",
          file=sys.stderr)
    sys.exit(2)


class ScenarioLoader(yaml.SafeLoader):
    """SafeLoader with YAML 1.2 core-schema scalars and duplicate keys refused."""


ScenarioLoader.yaml_implicit_resolvers = {}
ScenarioLoader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|false)$"), list("tf"))
ScenarioLoader.add_implicit_resolver(
    "tag:yaml.org,2002:int", re.compile(r"^[-+]?[0-9]+$"), list("-+0123456789"))
ScenarioLoader.add_implicit_resolver(
    "tag:yaml.org,2002:null", re.compile(r"^(?:~|null|Null|NULL|)$"), ["~", "n", "N", ""])


def construct_bool(loader, node):
    return loader.construct_scalar(node) == "true"


def construct_int(loader, node):
    return int(loader.construct_scalar(node))


def construct_mapping(loader, node, deep=False):
    loader.flatten_mapping(node)
    mapping = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=deep)
        if key in mapping:
            raise yaml.constructor.ConstructorError(
                None, None, f"duplicate key '{key}'", key_node.start_mark)
        mapping[key] = loader.construct_object(value_node, deep=deep)
    return mapping


ScenarioLoader.add_constructor("tag:yaml.org,2002:bool", construct_bool)
ScenarioLoader.add_constructor("tag:yaml.org,2002:int", construct_int)
ScenarioLoader.add_constructor("tag:yaml.org,2002:map", construct_mapping)


def json_path(error):
    path = "$"
    for part in error.absolute_path:
        path += f"[{part}]" if isinstance(part, int) else f".{part}"
    return path


def deepest(error):
    """The most telling cause of a oneOf/anyOf error: the sub-error that got furthest into the
    document, a wrong value rather than a wrong type on a tie."""
    while error.context:
        error = max(error.context,
                    key=lambda e: (len(e.absolute_path), e.validator != "type"))
    return error


def shortened(message, limit=240):
    return message if len(message) <= limit else message[:limit] + "..."


def problems(validator, file, loader):
    """The reasons FILE is invalid, as 'JSON path: message' lines (empty when it is valid)."""
    try:
        text = file.read_text(encoding="utf-8")
        document = yaml.load(text, Loader=loader)
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as e:
        return [f"not readable YAML: {' '.join(str(e).split())}"]
    out = []
    for error in sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.path))):
        cause = deepest(error)
        line = f"{json_path(cause)}: {shortened(cause.message)}"
        if cause is not error:
            line += f" (in {json_path(error)}: {error.validator} failed)"
        out.append(line)
    return out


def expected_reason(file):
    """An invalid case may name the failure it must cause: `# rejected-because: TEXT` (a part of
    the 'JSON path: message' line)."""
    try:
        for line in file.read_text(encoding="utf-8").splitlines():
            if line.startswith(REASON_MARK):
                return line[len(REASON_MARK):].strip()
    except (OSError, UnicodeDecodeError):
        pass
    return None


REASON_MARK = "# rejected-because:"


def main(argv):
    negative = "--negative" in argv
    loader = yaml.SafeLoader if "--yaml11" in argv else ScenarioLoader
    args = [a for a in argv if a not in ("--negative", "--yaml11")]
    if len(args) != 2:
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    schema_file, directory = pathlib.Path(args[0]), pathlib.Path(args[1])
    try:
        schema = json.loads(schema_file.read_text(encoding="utf-8"))
        jsonschema.Draft7Validator.check_schema(schema)
    except (OSError, ValueError, jsonschema.exceptions.SchemaError) as e:
        print(f"validate.py: {schema_file}: not a usable draft-07 schema: {e}", file=sys.stderr)
        return 2
    validator = jsonschema.Draft7Validator(schema)

    files = sorted(directory.rglob("*.yaml"))
    if not files:
        print(f"validate.py: no .yaml files under {directory}", file=sys.stderr)
        return 1
    failures = 0
    for file in files:
        found = problems(validator, file, loader)
        if negative:
            reason = expected_reason(file)
            if not found:
                failures += 1
                print(f"FAIL: {file}: accepted, but it is an invalid case")
            elif reason is not None and not any(reason in p for p in found):
                failures += 1
                print(f"FAIL: {file}: rejected, but not because of '{reason}':")
                for p in found:
                    print(f"    {p}")
            else:
                print(f"rejected as expected: {file}: {found[0]}")
        else:
            for p in found:
                print(f"FAIL: {file}: {p}")
            failures += 1 if found else 0
    kind = "invalid cases" if negative else "files"
    print(f"{len(files) - failures} of {len(files)} {kind} as expected")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
