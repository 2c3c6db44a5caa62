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
for t in $targets; do
    work=build/asan/fuzz/corpus/$t
    findings=build/asan/fuzz/findings/$t
    rm -rf "$work"
    mkdir -p "$work" "$findings"
    cp -r tests/fuzz/corpus/"$t"/. tests/fuzz/regressions/"$t"/. "$work"/ 2>/dev/null || true
    echo "-- fuzz_$t for $seconds s"
    build/asan/tests/fuzz/"fuzz_$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$findings/" "$work" 2>&1 | tail -n 12
done
