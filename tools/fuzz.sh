#!/usr/bin/env bash
# Builds the libFuzzer targets (preset asan: clang, ASan, UBSan, coverage instrumentation; the
# sanitized tests share the build) and runs each for a bounded time over a scratch copy of its seed
# corpus. A crash, a leak, a hang over 10 s or a sanitizer report fails the run and leaves the
# input under build/asan/fuzz/findings/: add it to tests/fuzz/regressions/<target>/ once fixed.
#   bash tools/fuzz.sh [SECONDS]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
seconds=${1:-30}
targets=$(sed -n 's/^set(fuzz_targets \(.*\))$/\1/p' tests/fuzz/CMakeLists.txt)
cmake --preset asan >/dev/null
for t in $targets; do
    cmake --build --preset asan -j "$(nproc)" --target "fuzz_$t"
done
# The targets run side by side, as many at a time as there are cores (libFuzzer uses one each), so
# each still has its whole time; each one's report is shown when it ends, in the targets' order.
jobs=$(nproc)
logs=build/asan/fuzz/logs
rm -rf "$logs"
mkdir -p "$logs"
pids=()
names=()
failed=0
report() { # INDEX: wait for a target and show the end of its log
    local t=${names[$1]} status=0
    wait "${pids[$1]}" || status=$?
    echo "-- fuzz_$t for $seconds s"
    tail -n 12 "$logs/$t.log"
    if [ "$status" -ne 0 ]; then
        echo "-- fuzz_$t failed (exit $status; its log: $logs/$t.log; what it found is under" \
            "build/asan/fuzz/findings/$t/)" >&2
        failed=1
    fi
}
# An interrupt stops every target still running (the shell does not pass it to background jobs'
# own handling) and starts no more: nothing fuzzes on after the script has gone.
interrupted() {
    trap - INT TERM
    kill "${pids[@]}" 2>/dev/null || true
    wait 2>/dev/null || true
    echo "-- interrupted: the fuzz run stopped" >&2
    exit 130
}
trap interrupted INT TERM
shown=0
for t in $targets; do
    work=build/asan/fuzz/corpus/$t
    findings=build/asan/fuzz/findings/$t
    rm -rf "$work"
    mkdir -p "$work" "$findings"
    cp -r tests/fuzz/corpus/"$t"/. tests/fuzz/regressions/"$t"/. "$work"/ 2>/dev/null || true
    build/asan/tests/fuzz/"fuzz_$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$findings/" "$work" >"$logs/$t.log" 2>&1 &
    pids+=($!)
    names+=("$t")
    if [ $((${#pids[@]} - shown)) -ge "$jobs" ]; then
        report "$shown"
        shown=$((shown + 1))
    fi
done
while [ "$shown" -lt ${#pids[@]} ]; do
    report "$shown"
    shown=$((shown + 1))
done
exit "$failed"
