#!/bin/sh
# drive_status.sh ORACLE ENGINE SCENARIO STATUS: `drive` reports STATUS for the scenario's runs,
# finishes on its own, and keeps a transcript of each failing run.
set -u
oracle=$1 engine=$2 scenario=$3 status=$4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$oracle" drive --engine "$engine" --timeout-ms 500 --format json --transcripts "$work/t" \
    --output "$work/report.json" "$scenario"
code=$?
grep -q "\"status\": \"$status\"" "$work/report.json" || {
    echo "expected status $status:"; cat "$work/report.json"; exit 1; }
if grep -v "\"status\": \"$status\"" "$work/report.json" | grep -q '"status"'; then
    echo "a run has another status than $status:"; cat "$work/report.json"; exit 1
fi
case $status in
UNSUPPORTED) [ "$code" -eq 0 ] || { echo "exit $code, expected 0 (skipped)"; exit 1; } ;;
*)
    [ "$code" -eq 1 ] || { echo "exit $code, expected 1"; exit 1; }
    ls "$work/t"/*.txt >/dev/null 2>&1 || { echo "no transcript written"; exit 1; }
    grep -q "^# $status" "$work/t"/*.txt || { echo "the transcript does not say $status:"; cat "$work/t"/*.txt | head -c 3000; exit 1; }
    ;;
esac
echo "$status as expected"
