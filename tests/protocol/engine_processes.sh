#!/bin/sh
# engine_processes.sh ORACLE SCENARIOS ENGINES: an engine's processes never outlive it, and an
# engine that is gone or gave up its output is CRASH at once, however it was started:
# - a shell that exits while a child keeps its output: CRASH (not TIMEOUT), the child killed;
# - an engine that closes its output and stays alive, under the shell of `sh -c` (which keeps a
#   copy of the pipe) and exec'd by it: CRASH, the engine killed;
# - the engine's children die when the driver is done with it (a drive that passes), when it
#   times out, and when the driver is killed (SIGKILL: nothing of the driver runs);
# - an engine that never answers hello stops drive and fuzz (exit 6), started once.
# The timeouts given are far longer than the test may run: a TIMEOUT cannot come instead.
set -u
oracle=$1 scenarios=$2 engines=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
one=$scenarios/base/scoring/city-completed-with-coat-of-arms.yaml
# Every id in FILE is a process that no longer runs (a zombie counts as gone), waiting at most
# 20 s for the kill to land.
gone() {
    [ -s "$1" ] || fail "$2: no process recorded in $1"
    tries=0
    for pid in $(cat "$1"); do
        while [ -e "/proc/$pid" ] && [ "$(awk '{print $3}' "/proc/$pid/stat" 2>/dev/null)" != Z ]; do
            tries=$((tries + 1))
            [ $tries -lt 200 ] || fail "$2: process $pid ($(cat /proc/$pid/cmdline | tr '\0' ' ')) still runs"
            sleep 0.1
        done
    done
}
statuses() { grep -o '"status": "[A-Z-]*"' "$1" | sort | uniq -c | tr -s ' '; }

# A shell that exits while its child keeps the output.
"$oracle" drive --engine "sh $engines/forks-and-exits.sh $work/forks" --timeout-ms 600000 \
    --format json "$one" >"$work/forks.json"
[ $? -eq 1 ] || fail "forks-and-exits: exit $?, expected 1"
grep -q '"status": "TIMEOUT"' "$work/forks.json" && fail "forks-and-exits: TIMEOUT: $(statuses "$work/forks.json")"
grep -v '"status": "CRASH"' "$work/forks.json" | grep -q '"status"' &&
    fail "forks-and-exits: a run is not CRASH: $(statuses "$work/forks.json")"
grep -q 'the engine closed its output (exited with status 0)' "$work/forks.json" ||
    fail "forks-and-exits: the finding does not say the engine exited: $(cat "$work/forks.json")"
gone "$work/forks" "forks-and-exits: the child that kept the output"
"$oracle" fuzz --engine "sh $engines/forks-and-exits.sh $work/forks-fuzz" --timeout-ms 600000 \
    --games 2 --max-turns 2 --jobs 1 --out "$work/fuzz-out" >"$work/forks-fuzz.txt"
[ $? -eq 1 ] || fail "fuzz, forks-and-exits: exit $?, expected 1: $(cat "$work/forks-fuzz.txt")"
[ "$(grep -c 'DIVERGES: .*CRASH: the engine closed its output' "$work/forks-fuzz.txt")" -eq 2 ] ||
    fail "fuzz, forks-and-exits: expected 2 CRASH divergences: $(cat "$work/forks-fuzz.txt")"
gone "$work/forks-fuzz" "fuzz, forks-and-exits: the child"

# An engine that closes its output and stays alive: under a shell that keeps a copy (`sh FILE`
# run by sh -c) and exec'd by it.
for form in "sh" "exec sh"; do
    rm -f "$work/closes"
    "$oracle" drive --engine "$form $engines/closes-output.sh $work/closes" --timeout-ms 600000 \
        --format json "$one" >"$work/closes.json"
    [ $? -eq 1 ] || fail "closes-output ($form): exit $?, expected 1"
    grep -v '"status": "CRASH"' "$work/closes.json" | grep -q '"status"' &&
        fail "closes-output ($form): a run is not CRASH: $(statuses "$work/closes.json")"
    grep -q 'the engine closed its output' "$work/closes.json" ||
        fail "closes-output ($form): no word of the closed output: $(cat "$work/closes.json")"
    gone "$work/closes" "closes-output ($form): the engine"
done

# Done with: a drive that passes, the child of the engine's shell killed with it.
"$oracle" drive --engine "sh $engines/keeps-a-child.sh $work/kept $oracle" "$one" >"$work/kept.txt" ||
    fail "drive against serve with a child: $(cat "$work/kept.txt")"
gone "$work/kept" "a passing drive: the engine and its child"
# Timed out: the child dies with the engine.
"$oracle" drive --engine "sh $engines/hangs-after-hello.sh $work/hung" --timeout-ms 300 \
    --format json "$one" >"$work/hung.json"
[ $? -eq 1 ] || fail "hangs-after-hello: exit $?, expected 1"
grep -q '"status": "TIMEOUT"' "$work/hung.json" || fail "hangs-after-hello: no TIMEOUT: $(statuses "$work/hung.json")"
gone "$work/hung" "after a TIMEOUT: the engine's child"

# The driver killed (SIGKILL) in mid-suite: its engines die, children included.
for command in drive fuzz; do
    rm -f "$work/killed"
    if [ $command = drive ]; then
        "$oracle" drive --jobs 2 --engine "sh $engines/keeps-a-child.sh $work/killed $oracle" \
            "$scenarios" >/dev/null 2>&1 &
    else
        "$oracle" fuzz --jobs 2 --games 1000000 --engine "sh $engines/keeps-a-child.sh $work/killed $oracle" \
            >/dev/null 2>&1 &
    fi
    driver=$!
    tries=0
    until [ -s "$work/killed" ] && [ "$(wc -l <"$work/killed")" -ge 2 ]; do
        tries=$((tries + 1))
        [ $tries -lt 300 ] || { kill -9 $driver; fail "$command: the engine did not start"; }
        sleep 0.1
    done
    kill -9 $driver
    wait $driver 2>/dev/null
    gone "$work/killed" "$command killed: its engines and their children"
done

# An engine that never answers hello: drive and fuzz stop at once (exit 6), the engine started
# once for a folder of many runs.
counted="echo started >>$work/starts; exec sh $engines/hangs.sh"
"$oracle" drive --jobs 1 --start-timeout-ms 300 --engine "$counted" "$scenarios/base" >"$work/out" 2>"$work/err"
code=$?
[ $code -eq 6 ] || fail "drive, an engine that never answers hello: exit $code, expected 6: $(cat "$work/err")"
grep -q "did not answer hello: no reply to request 1 (hello) within 300 ms" "$work/err" || fail "drive: $(cat "$work/err")"
[ "$(wc -l <"$work/starts")" -eq 1 ] || fail "drive started it $(wc -l <"$work/starts") times"
"$oracle" fuzz --start-timeout-ms 300 --engine "sh $engines/hangs.sh" --games 5 >"$work/out" 2>"$work/err"
code=$?
[ $code -eq 6 ] || fail "fuzz, an engine that never answers hello: exit $code, expected 6: $(cat "$work/err")"
grep -q "did not answer hello" "$work/err" || fail "fuzz: $(cat "$work/err")"
echo "engine processes: CRASH at once, nothing outlives the engine or the driver"
