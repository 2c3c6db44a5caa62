#!/bin/sh
# fuzz_shrink.sh ORACLE PYTHON PROXY: shrinking is bounded and nothing goes whole to standard
# output. Against an engine that crashes in most games (proxy.py crashes-east), a campaign with
# the defaults shrinks every divergence (not only the first), writes each under the default
# folder fuzz-divergences/ as game-G.yaml, and prints no scenario; each shrink restarts the
# engine at most --shrink-restarts times; --shrink-budget 0 stops shrinking at once, and the
# divergence is written as it stands, to its file.
set -u
oracle=$1 python=$2 proxy=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
cd "$work" || exit 1
engine="echo started >>$work/starts; exec $python $proxy $oracle crashes-east"
starts() { if [ -f "$work/starts" ]; then wc -l <"$work/starts"; else echo 0; fi; }

# The defaults: every divergence shrunk, each in its own file, none on standard output.
"$oracle" fuzz --engine "$engine" --games 4 --seed 1 --max-turns 40 --jobs 1 --timeout-ms 20000 \
    --max-divergences 3 >"$work/out.txt" 2>"$work/err.txt"
code=$?
cat "$work/out.txt"
[ $code -eq 1 ] || fail "exit $code, expected 1: $(cat "$work/err.txt")"
found=$(grep -c 'DIVERGES' "$work/out.txt")
[ "$found" -ge 2 ] || fail "expected 2 divergences or more, found $found"
[ "$(grep -c '^divergence in game [0-9]* .*, shrunk from [0-9]* to [0-9]* actions' "$work/out.txt")" -eq "$found" ] ||
    fail "not every divergence was shrunk"
[ "$(grep -c '^scenario written to fuzz-divergences/game-[0-9]*\.yaml$' "$work/out.txt")" -eq "$found" ] ||
    fail "not every divergence was written to fuzz-divergences/game-G.yaml"
[ "$(ls fuzz-divergences/game-*.yaml | wc -l)" -eq "$found" ] || fail "files: $(ls fuzz-divergences)"
grep -q '^play:\|^setup:\|^  - draw' "$work/out.txt" && fail "a scenario was printed on standard output"
[ "$(wc -l <"$work/out.txt")" -lt 60 ] || fail "standard output has $(wc -l <"$work/out.txt") lines"

# Restarts: the first divergence shrunk with at most 2 restarts of the engine (its campaign
# starts it twice before: for the handshake and for the job).
rm -f "$work/starts"
"$oracle" fuzz --engine "$engine" --games 1 --seed 1 --jobs 1 --timeout-ms 20000 --out "$work/r" \
    --max-divergences 1 --shrink-restarts 2 >"$work/restarts.txt" 2>&1
grep -q 'DIVERGES' "$work/restarts.txt" || fail "no divergence: $(cat "$work/restarts.txt")"
[ "$(starts)" -le 5 ] || fail "the engine was started $(starts) times (at most 2 + 2 restarts + the last run)"
grep -q 'the shrink budget of 2 engine restarts ran out: the smallest found by then' "$work/restarts.txt" ||
    fail "no word of the restarts spent: $(cat "$work/restarts.txt")"

# No time at all: the divergence stands as found, in its file.
"$oracle" fuzz --engine "$engine" --games 1 --seed 1 --jobs 1 --timeout-ms 20000 --out "$work/t" \
    --max-divergences 1 --shrink-budget 0 >"$work/budget.txt" 2>&1
grep -q 'the shrink budget of 0 s ran out' "$work/budget.txt" || fail "budget 0: $(cat "$work/budget.txt")"
[ -s "$work/t/game-0.yaml" ] || fail "budget 0: no file written"
echo "every divergence shrunk within its budget, each in its file"
