#!/bin/sh
# drive_status.sh ORACLE ENGINE SCENARIO STATUS [TEXT]: `drive` reports STATUS for every run of
# SCENARIO (a file or a folder), finishes on its own, keeps a transcript of each failing run, and
# the JSON report holds TEXT when given. DRIVE_TIMEOUT_MS (default 500, for the engines that hang)
# is the reply timeout: engines that are expected to answer get more on a loaded machine;
# DRIVE_START_TIMEOUT_MS (default 60000, drive's own) the engine's start, up to its hello. A run of
# every status but PASS and UNSUPPORTED exits 1; all UNSUPPORTED, nothing was played: 5.
set -u
oracle=$1 engine=$2 scenario=$3 status=$4 text=${5:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$oracle" drive --engine "$engine" --timeout-ms "${DRIVE_TIMEOUT_MS:-500}" \
    --start-timeout-ms "${DRIVE_START_TIMEOUT_MS:-60000}" --format json --transcripts "$work/t" \
    --output "$work/report.json" "$scenario"
code=$?
grep -q "\"status\": \"$status\"" "$work/report.json" || {
    echo "expected status $status:"; cat "$work/report.json"; exit 1; }
if grep -v "\"status\": \"$status\"" "$work/report.json" | grep -q '"status"'; then
    echo "a run has another status than $status:"; cat "$work/report.json"; exit 1
fi
case $status in
PASS) [ "$code" -eq 0 ] || { echo "exit $code, expected 0"; exit 1; } ;;
UNSUPPORTED) [ "$code" -eq 5 ] || { echo "exit $code, expected 5 (nothing was played)"; exit 1; } ;;
*)
    [ "$code" -eq 1 ] || { echo "exit $code, expected 1"; exit 1; }
    ls "$work/t"/*.txt >/dev/null 2>&1 || { echo "no transcript written"; exit 1; }
    [ "$status" = FAIL ] || grep -q "^# $status" "$work/t"/*.txt || { echo "the transcript does not say $status:"; cat "$work/t"/*.txt | head -c 3000; exit 1; }
    ;;
esac
if [ -n "$text" ] && ! grep -qF "$text" "$work/report.json"; then
    echo "the report does not say: $text"; cat "$work/report.json"; exit 1
fi
echo "$status as expected"
