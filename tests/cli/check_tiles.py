#!/usr/bin/python3
"""Hold `carcassonne-oracle tiles --format json` to its schema and to tiles written by hand.

    check_tiles.py ORACLE SCHEMA HAND.json

For every edition the hand file names (and every edition of its `totals`), runs
`ORACLE tiles --edition E --format json`, validates the output against SCHEMA (draft-07), checks
the total, and compares each tile the hand file states with the oracle's: every key it gives
(letter, geometry, count, edges, magic, garden) equal, and the features equal as sets, each
feature's parts as a set and a field's bordering cities as the sets of parts of those cities (a
city may be named by any side it covers). A tile stated as null must be absent. `--expansion none`
must list the base game only (72 copies). Exit 0 when all holds, 1 otherwise (every difference
listed), 2 on a usage error or a missing module.
"""

import json
import subprocess
import sys

try:
    import jsonschema
except ImportError as e:  # pragma: no cover - depends on the machine
    print(f"check_tiles.py: {e} (Debian: apt-get install python3-jsonschema)", file=sys.stderr)
    sys.exit(2)


def listing(oracle, *args):
    run = subprocess.run([oracle, "tiles", "--format", "json", *args], capture_output=True,
                         text=True, check=False)
    if run.returncode != 0:
        raise RuntimeError(f"tiles {' '.join(args)}: exit {run.returncode}\n{run.stderr}")
    return json.loads(run.stdout)


def feature_key(feature, features):
    """A feature as a comparable value; a field's cities as the part sets of those cities."""
    def city_of(part):
        for f in features:
            if f["kind"] == "city" and part in f["parts"]:
                return frozenset(f["parts"])
        return frozenset([part + " (no such city)"])

    rest = {k: v for k, v in feature.items() if k not in ("parts", "cities")}
    key = (frozenset(feature["parts"]), tuple(sorted(rest.items())))
    if feature["kind"] == "field":
        key += (frozenset(city_of(c) for c in feature["cities"]),)
    return key


def compare(edition, tile_id, want, got, failures):
    where = f"{edition} {tile_id}"
    for k, v in want.items():
        if k != "features" and got.get(k) != v:
            failures.append(f"{where}: {k} is {got.get(k)!r}, tiles.md says {v!r}")
    want_set = {feature_key(f, want["features"]) for f in want["features"]}
    got_set = {feature_key(f, got["features"]) for f in got["features"]}
    if len(got["features"]) != len(want["features"]):
        failures.append(f"{where}: {len(got['features'])} features, tiles.md lists "
                        f"{len(want['features'])}")
    for f in sorted(want_set - got_set, key=str):
        failures.append(f"{where}: missing feature {f}")
    for f in sorted(got_set - want_set, key=str):
        failures.append(f"{where}: unexpected feature {f}")


def main(argv):
    if len(argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    oracle, schema_file, hand_file = argv[1:]
    with open(schema_file, encoding="utf-8") as f:
        validator = jsonschema.Draft7Validator(json.load(f))
    with open(hand_file, encoding="utf-8") as f:
        hand = json.load(f)
    failures = []
    editions = sorted(set(hand["totals"]) | {e for e in hand if e.startswith("C")})
    for edition in editions:
        document = listing(oracle, "--edition", edition)
        failures += [f"{edition}: schema: {'.'.join(map(str, e.absolute_path))}: {e.message}"
                     for e in validator.iter_errors(document)]
        if document.get("edition") != edition:
            failures.append(f"{edition}: edition is {document.get('edition')!r}")
        if edition in hand["totals"] and document.get("total") != hand["totals"][edition]:
            failures.append(f"{edition}: total {document.get('total')}, tiles.md says "
                            f"{hand['totals'][edition]}")
        if document.get("total") != sum(t["count"] for t in document["tiles"]):
            failures.append(f"{edition}: total is not the sum of the counts")
        by_id = {t["id"]: t for t in document["tiles"]}
        for tile_id, want in hand.get(edition, {}).items():
            if want is None:
                if tile_id in by_id:
                    failures.append(f"{edition} {tile_id}: listed, but not in the edition's set")
            elif tile_id not in by_id:
                failures.append(f"{edition} {tile_id}: not listed")
            else:
                compare(edition, tile_id, want, by_id[tile_id], failures)
    base = listing(oracle, "--edition", "C3", "--expansion", "none")
    failures += [f"base: schema: {e.message}" for e in validator.iter_errors(base)]
    if base["total"] != 72 or base["expansions"] != [] or any(
            t["expansion"] != "base" for t in base["tiles"]):
        failures.append(f"--expansion none: {base['total']} copies, expansions "
                        f"{base['expansions']}: expected the 72 base tiles alone")
    for line in failures:
        print(line)
    print(f"{len(failures)} differences" if failures else "tiles hold to tiles.md and the schema")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
