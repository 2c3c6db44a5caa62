#!/bin/sh
# sessions.sh ORACLE SCENARIOS ENGINES: one engine process serves a job's runs (docs/
# engine-protocol.md, Lifetime), --fresh-engine starts one per run, an engine that cannot play a run
# is not started for it, a crashed engine is restarted and its crash reported once per run with
# its standard error, and an engine that cannot start stops drive and fuzz with exit 6.
set -u
oracle=$1 scenarios=$2 engines=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
starts() { if [ -f "$work/starts" ]; then wc -l <"$work/starts"; else echo 0; fi; }
counted() { echo "echo started >>$work/starts; exec $*"; }

folder=$scenarios/base
runs=$("$oracle" run "$folder" --list | wc -l)
[ "$runs" -gt 10 ] || fail "expected more than 10 runs in $folder, found $runs"

# One job: one engine for every run.
"$oracle" drive --jobs 1 --engine "$(counted "$oracle" serve)" "$folder" >"$work/out" ||
    fail "drive against serve in one session: $(tail -5 "$work/out")"
[ "$(starts)" -eq 1 ] || fail "one job started the engine $(starts) times for $runs runs"
rm -f "$work/starts"

# Two jobs: an engine each at most.
"$oracle" drive --jobs 2 --engine "$(counted "$oracle" serve)" "$folder" >"$work/out" ||
    fail "drive --jobs 2 against serve: $(tail -5 "$work/out")"
[ "$(starts)" -le 2 ] || fail "two jobs started the engine $(starts) times"
rm -f "$work/starts"

# --fresh-engine: one per run.
"$oracle" drive --jobs 1 --fresh-engine --engine "$(counted "$oracle" serve)" "$folder" \
    >"$work/out" || fail "drive --fresh-engine: $(tail -5 "$work/out")"
[ "$(starts)" -eq "$runs" ] || fail "--fresh-engine started $(starts) engines for $runs runs"
rm -f "$work/starts"

# An engine declaring C1 and the base game only: every run of mage-witch/join is UNSUPPORTED,
# known from the one hello, without a start per run.
"$oracle" drive --jobs 1 --engine "$(counted sh "$engines/c1-base-only.sh")" \
    "$scenarios/mage-witch/join" --format json >"$work/report.json"
code=$?
[ $code -eq 5 ] || fail "unsupported: exit $code, expected 5 (nothing was played)"
grep -q '"status": "UNSUPPORTED"' "$work/report.json" || fail "no UNSUPPORTED run"
[ "$(starts)" -eq 1 ] || fail "an engine that plays none of the runs started $(starts) times"
rm -f "$work/starts"

# An engine that dies at its first move: each run is CRASH with one finding carrying the
# engine's standard error, and each run has an engine of its own (restarted after the crash).
one=$scenarios/base/scoring/city-completed-with-coat-of-arms.yaml
editions=$("$oracle" run "$one" --list | wc -l)
"$oracle" drive --jobs 1 --engine "$(counted sh "$engines/crashes.sh")" "$one" --format json \
    >"$work/report.json"
[ $? -eq 1 ] || fail "a crashing engine: exit $?, expected 1"
[ "$(grep -c '"status": "CRASH"' "$work/report.json")" -eq "$editions" ] ||
    fail "expected $editions CRASH runs: $(cat "$work/report.json")"
[ "$(grep -c 'engine stderr: crashes.sh: segmentation fault' "$work/report.json")" -eq \
    "$editions" ] || fail "each CRASH names the engine's stderr once: $(cat "$work/report.json")"
[ "$(starts)" -eq "$editions" ] || fail "the engine was started $(starts) times for $editions runs"

# An engine that cannot start: the cause once on standard error, exit 6, no run reported.
"$oracle" drive --engine no-such-engine-xyz "$scenarios" >"$work/out" 2>"$work/err"
code=$?
[ $code -eq 6 ] || fail "drive with an engine that cannot start: exit $code, expected 6"
grep -q "no-such-engine-xyz: not found" "$work/err" || fail "the cause is not given: $(cat "$work/err")"
[ "$(grep -c 'cannot start' "$work/err")" -eq 1 ] || fail "said more than once: $(cat "$work/err")"
grep -q CRASH "$work/out" && fail "runs reported as CRASH: $(head -5 "$work/out")"
"$oracle" fuzz --engine no-such-engine-xyz --games 5 >"$work/out" 2>"$work/err"
code=$?
[ $code -eq 6 ] || fail "fuzz with an engine that cannot start: exit $code, expected 6"
grep -q "no-such-engine-xyz: not found" "$work/err" || fail "fuzz: the cause is not given"
echo "sessions behave"
