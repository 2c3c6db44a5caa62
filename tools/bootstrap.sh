#!/usr/bin/env bash
# The README's two commands. On a fresh Debian 12 machine (as root, or a user with sudo):
#   bash tools/bootstrap.sh suite   install what is missing, build, run the oracle on scenarios/
#   bash tools/bootstrap.sh test    the same set-up, then every test: the default build, the
#                                   AddressSanitizer + UBSan build, the format check and a
#                                   short libFuzzer run of every fuzz target (FUZZ_SECONDS each)
#   bash tools/bootstrap.sh bench   the same set-up, then the benchmarks (tools/bench.sh)
# Both are idempotent: a second run installs nothing and rebuilds only what changed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

mode=${1:-}
case "$mode" in
suite | test | bench) ;;
*)
    echo "usage: bash tools/bootstrap.sh suite|test|bench" >&2
    exit 64
    ;;
esac

packages=(build-essential cmake libyaml-cpp-dev catch2 libcli11-dev nlohmann-json3-dev
    librapidcheck-dev libbenchmark-dev)
if [ "$mode" = test ]; then
    # python3-junitparser: the JUnit parser of GitHub's publish-unit-test-result action (a test
    # reads the oracle's JUnit with it); parallel: GNU parallel runs the sharded-campaign tests
    packages+=(clang-format python3 python3-jsonschema python3-yaml python3-junitparser clang
        libclang-rt-14-dev chromium perl parallel)
fi
[ "$mode" = bench ] && packages+=(time)

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "== installing ${missing[*]}"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo=sudo
    $sudo apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
        "${missing[@]}"
fi

jobs=$(nproc)
build() {
    cmake --preset "$1" >/dev/null
    cmake --build --preset "$1" -j "$jobs"
}

if [ "$mode" = bench ]; then
    exec bash tools/bench.sh
fi

echo "== building (preset default)"
build default
if [ "$mode" = suite ]; then
    echo "== running the suite"
    exec build/default/oracle/cli/carcassonne-oracle run scenarios/
fi

echo "== testing (preset default)"
ctest --preset default
echo "== building and testing with AddressSanitizer and UndefinedBehaviorSanitizer (preset asan)"
build asan
ctest --preset asan
echo "== fuzzing each libFuzzer target for ${FUZZ_SECONDS:=20} s (preset asan)"
bash tools/fuzz.sh "$FUZZ_SECONDS"
