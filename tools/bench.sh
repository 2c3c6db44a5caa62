#!/usr/bin/env bash
# Builds the release preset and measures: the Google Benchmark programs (random full games, legal
# placements on a 70-tile board, follower and magic options, scenario load and replay, the
# protocol's round trip, fuzz, drive and check-log at scale), then the
# whole suite through the CLI (best wall time of 5 runs, and peak memory, with /usr/bin/time).
#   bash tools/bench.sh [extra Google Benchmark options, e.g. --benchmark_filter=RandomFullGame]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
cmake --preset release >/dev/null
cmake --build --preset release -j "$(nproc)" --target oracle_benchmarks oracle_protocol_benchmarks \
    oracle_cli_benchmarks carcassonne-oracle >/dev/null
build/release/tests/bench/oracle_benchmarks --benchmark_min_time=1 "$@"
# The driver's CPU per protocol round trip, then the command line at scale (fuzz against serve,
# drive with an engine slow to start, check-log over 1,000 logs): docs/performance.md.
build/release/tests/bench/oracle_protocol_benchmarks --benchmark_min_time=1 "$@"
build/release/tests/bench/oracle_cli_benchmarks "$@"

oracle=build/release/oracle/cli/carcassonne-oracle
echo
echo "The suite through the CLI: $oracle run scenarios/ ($("$oracle" run scenarios/ --list | wc -l) runs)"
best=""
for _ in 1 2 3 4 5; do
    /usr/bin/time -f "%e %M" -o build/release/suite-time.txt "$oracle" run scenarios/ >/dev/null
    read -r seconds kilobytes <build/release/suite-time.txt
    if [ -z "$best" ] || awk "BEGIN{exit !($seconds < $best)}"; then best=$seconds; fi
    peak=$kilobytes
done
echo "best of 5: $best s wall, peak resident memory $((peak / 1024)) MiB"
