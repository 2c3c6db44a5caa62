#!/bin/sh
# drive_engine_error.sh ORACLE ENGINE SCENARIO [REPORT_SCHEMA]: an engine that answers `engine-error` (protocol
# 1.1: it broke on a legal request) gets the status ENGINE-ERROR, a failure, in every reporter:
# human (the finding, and "failed (N ENGINE-ERROR)" in the totals), JSON and JSON Lines (the status and its count),
# JUnit (a <failure>), TAP (not ok) and GitHub (an ::error annotation); the JSON report holds
# schema/report.schema.json when given.
set -u
oracle=$1 engine=$2 scenario=$3 schema=${4:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "$1"; shift; for f in "$@"; do echo "--- $f"; cat "$f"; done; exit 1; }

"$oracle" drive --engine "$engine" --timeout-ms "${DRIVE_TIMEOUT_MS:-20000}" --transcripts "$work/t" \
    --report json:"$work/r.json" --report jsonl:"$work/r.jsonl" --report junit:"$work/r.xml" \
    --report tap:"$work/r.tap" --report github:"$work/r.github" "$scenario" > "$work/human.txt"
code=$?
[ "$code" -eq 1 ] || fail "exit $code, expected 1 (a failure)" "$work/human.txt"

# Every run of the scenario broke on its first play: n runs, each ENGINE-ERROR.
n=$(grep -c '"status": "' "$work/r.json")
[ "$n" -ge 1 ] || fail "no run in the JSON report" "$work/r.json"
[ "$(grep -c '"status": "ENGINE-ERROR"' "$work/r.json")" -eq "$n" ] ||
    fail "not every run is ENGINE-ERROR" "$work/r.json"
grep -q "\"ENGINE-ERROR\": $n" "$work/r.json" || fail "statuses do not count $n ENGINE-ERROR" "$work/r.json"
grep -q "\"failed\": $n," "$work/r.json" || fail "ENGINE-ERROR is not counted failed" "$work/r.json"
grep -q "\"ENGINE-ERROR\":$n" "$work/r.jsonl" || fail "jsonl summary lacks the count" "$work/r.jsonl"
[ "$(grep -c '"status":"ENGINE-ERROR"' "$work/r.jsonl")" -eq "$n" ] || fail "jsonl runs" "$work/r.jsonl"

grep -q "error\[engine\]: ENGINE-ERROR: the engine broke on \"play\": NullPointerException" \
    "$work/human.txt" || fail "the human report does not name the engine error" "$work/human.txt"
# ... and counted as what it is, not as a plain failure.
grep -q "^0 passed, $n failed ($n ENGINE-ERROR)$" "$work/human.txt" ||
    fail "human totals" "$work/human.txt"

grep -q "failures=\"$n\" errors=\"0\"" "$work/r.xml" || fail "JUnit counts" "$work/r.xml"
[ "$(grep -c '<failure message="ENGINE-ERROR: the engine broke' "$work/r.xml")" -eq "$n" ] ||
    fail "JUnit: not one <failure> per run" "$work/r.xml"
[ "$(grep -c '^not ok .*' "$work/r.tap")" -eq "$n" ] || fail "TAP: not one not ok per run" "$work/r.tap"
grep -q '^::error .*title=engine::ENGINE-ERROR: the engine broke' "$work/r.github" ||
    fail "GitHub: no annotation" "$work/r.github"
grep -q "^# ENGINE-ERROR: the engine broke" "$work/t"/*.txt || fail "transcript" "$work"/t/*.txt
# The engine was alive: it got its quit.
grep -q '^> {"id":[0-9]*,"cmd":"quit"}' "$work/t"/*.txt || fail "no quit sent" "$work"/t/*.txt
if [ -n "$schema" ]; then
    /usr/bin/python3 -c 'import json, sys, jsonschema
jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1])))' \
        "$schema" "$work/r.json" || fail "the JSON report does not hold the report schema" "$work/r.json"
fi
echo "ENGINE-ERROR in every reporter"
