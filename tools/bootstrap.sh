#!/usr/bin/env bash
# The README's two commands. On a fresh Debian 12 machine (as root, or a user with sudo):
#   bash tools/bootstrap.sh suite   install the tool's packages (suite_packages below), build the
#                                   tool alone (no test or benchmark is configured, so nothing
#                                   test-only is looked for), run the oracle on scenarios/
#   bash tools/bootstrap.sh test    install every test's packages too (test_packages), then every
#                                   test: the default build, the AddressSanitizer + UBSan build,
#                                   the format check and a short libFuzzer run of every fuzz
#                                   target (FUZZ_SECONDS each); CI runs this one (.ci/run)
#   bash tools/bootstrap.sh bench   the test set-up's packages and time(1), then tools/bench.sh
#   bash tools/bootstrap.sh --packages suite|test|bench
#   bash tools/bootstrap.sh --suite-options
#                                   print a mode's package list, or the CMake options of the
#                                   suite command's build; install nothing (the test
#                                   bootstrap.suite-packages reads both)
# All are idempotent: a second run installs nothing and rebuilds only what changed. apt's and
# dpkg's output goes to build/bootstrap-apt.log, shown only when the installation fails; a line
# per phase (downloading, installing) counts tenths of the way as they pass. The program is
# build/default/oracle/cli/carcassonne-oracle, which the suite and test commands print at the end.
#
# A package added to a list needs its reason beside it, and the README and docs/building.md keep
# the lists' summary; a test group that needs a program or library names its package when it is
# missing (cmake/OracleRequire.cmake), so a missing entry here fails the test command by name.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# The tool: a C++ compiler and make, CMake, and the three libraries the program links.
suite_packages=(build-essential cmake libyaml-cpp-dev libcli11-dev nlohmann-json3-dev)
# Every test, beside the tool's packages:
test_packages=(
    catch2 librapidcheck-dev # the unit and property tests (Catch2 v2, rapidcheck)
    libbenchmark-dev         # the Google Benchmark programs (a smoke run of each is a test)
    clang-format             # the format check (test `format`)
    python3                  # the checks written in Python (schema, reports, book, docs, ...)
    python3-jsonschema       # JSON Schema validation of scenarios, logs, reports, protocol
    python3-yaml             # scenarios read as a YAML 1.1 reader reads them; the docs' recipes
    python3-junitparser      # JUnit read as GitHub's publish-unit-test-result action reads it
    clang libclang-rt-14-dev # preset asan: clang with ASan, UBSan and libFuzzer's runtime
    chromium                 # the rulings book opened in a headless browser
    perl                     # prove (Perl's TAP::Parser) reads the TAP report
    parallel                 # GNU parallel runs the sharded-campaign tests
)
bench_packages=("${test_packages[@]}" time) # bench.sh builds the tests' folder; time(1) for memory
# The suite command's build: the tool alone, so that the configure looks for nothing of the tests.
suite_options=(-DORACLE_BUILD_TESTS=OFF -DORACLE_BUILD_BENCHMARKS=OFF)

usage() {
    echo "usage: bash tools/bootstrap.sh suite|test|bench" >&2
    echo "       bash tools/bootstrap.sh --packages suite|test|bench" >&2
    echo "       bash tools/bootstrap.sh --suite-options" >&2
    exit 64
}
packages_of() { # MODE: the packages a mode installs, the tool's first
    case "$1" in
    suite) echo "${suite_packages[*]}" ;;
    test) echo "${suite_packages[*]} ${test_packages[*]}" ;;
    bench) echo "${suite_packages[*]} ${bench_packages[*]}" ;;
    *) usage ;;
    esac
}

if [ "${1:-}" = --packages ]; then
    [ $# -eq 2 ] || usage
    packages_of "$2"
    exit 0
fi
if [ "${1:-}" = --suite-options ]; then
    [ $# -eq 1 ] || usage
    echo "${suite_options[*]}"
    exit 0
fi
[ $# -eq 1 ] || usage
mode=$1
case "$mode" in
suite | test | bench) ;;
*) usage ;;
esac
read -r -a packages <<<"$(packages_of "$mode")"

# apt, quietly: its output and dpkg's go to the log, a progress line per phase counting tenths
# of the way (from apt's status lines, APT::Status-Fd), the log's end when it fails.
mkdir -p build
log=build/bootstrap-apt.log
apt_quietly() { # WHAT COMMAND...: run an apt-get command with its output in the log
    local what=$1
    shift
    echo "== $what (apt output: $log)"
    if ! "$@" -o APT::Status-Fd=1 2>&1 | awk -v logfile="$log" '
            { print >>logfile; fflush(logfile) }
            /^(dl|pm)status:/ {
                split($0, f, ":")
                phase = f[1] == "dlstatus" ? "downloading" : "installing"
                tenth = int(f[3] / 10)
                if (phase != last) {
                    printf "%s   %s:", last == "" ? "" : "\n", phase
                    last = phase
                    shown = -1
                }
                if (tenth > shown) {
                    printf " %d%%", tenth * 10
                    fflush()
                    shown = tenth
                }
            }
            END { if (last != "") print "" }'; then
        echo "== $what failed; the end of $log:" >&2
        tail -n 30 "$log" >&2
        exit 1
    fi
}

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || {
            echo "bootstrap: ${missing[*]} must be installed: run this as root, or install sudo" >&2
            exit 1
        }
        sudo=(sudo)
    fi
    : >"$log"
    apt_quietly "updating the package lists" "${sudo[@]}" apt-get update
    apt_quietly "installing ${#missing[@]} packages: ${missing[*]}" \
        "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        "${missing[@]}"
fi

jobs=$(nproc)
# A phase's heading shows the time since the command started, so that a slow phase is seen.
phase() { # HEADING
    printf '== [%d:%02d] %s\n' $((SECONDS / 60)) $((SECONDS % 60)) "$*"
}
build() { # PRESET [CMAKE OPTIONS...]: configure (quietly: errors and warnings still show), build
    local preset=$1
    shift
    cmake --preset "$preset" "$@" >/dev/null
    cmake --build --preset "$preset" -j "$jobs"
}
program=build/default/oracle/cli/carcassonne-oracle
where() {
    phase "done; the program is $program"
    echo "   for the README's examples, put it on the PATH (in this folder):"
    echo "   export PATH=\"$PWD/build/default/oracle/cli:\$PATH\""
}

if [ "$mode" = bench ]; then
    exec bash tools/bench.sh
fi

if [ "$mode" = suite ]; then
    phase "building the tool (preset default, without tests and benchmarks)"
    build default "${suite_options[@]}"
    phase "running the suite"
    status=0
    "$program" run scenarios/ || status=$?
    where
    exit "$status"
fi

phase "building (preset default)"
build default -DORACLE_BUILD_TESTS=ON -DORACLE_BUILD_BENCHMARKS=ON
phase "testing (preset default)"
ctest --preset default
phase "building with AddressSanitizer and UndefinedBehaviorSanitizer (preset asan)"
command -v clang++ >/dev/null || {
    echo "bootstrap: clang++ not found: the preset asan needs it (Debian package clang)" >&2
    exit 1
}
build asan
phase "testing (preset asan)"
ctest --preset asan
phase "fuzzing each libFuzzer target for ${FUZZ_SECONDS:=20} s (preset asan)"
bash tools/fuzz.sh "$FUZZ_SECONDS"
where
