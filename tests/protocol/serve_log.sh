#!/bin/sh
# serve_log.sh ORACLE SCENARIOS: `serve --log` writes game logs that `check-log` reads. A fuzzed
# game against serve agrees with the oracle; the log of a set-up scenario played against
# `serve --fault witch-rounds-down` is caught at its scoring line.
set -u
oracle=$1 scenarios=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$oracle" fuzz --engine "$oracle serve --log $work/game.jsonl" --games 1 --seed 3 ||
    { echo "fuzz against serve --log failed"; exit 1; }
grep -q '"type":"end"' "$work/game.jsonl" || { echo "no end line in the log"; exit 1; }
"$oracle" check-log "$work/game.jsonl" || { echo "check-log refuses serve's own game"; exit 1; }

"$oracle" drive --engine "$oracle serve --fault witch-rounds-down --log $work/witch.jsonl" \
    --edition C3 "$scenarios/mage-witch/scoring/witch-halves-cathedral-city.yaml" >/dev/null
"$oracle" check-log "$work/witch.jsonl" >"$work/out.txt" 2>&1
code=$?
cat "$work/out.txt"
[ "$code" -eq 1 ] || { echo "check-log: exit $code, expected 1"; exit 1; }
# The divergence is the pass line (3) that scores the city: witch -7, 8 points, not -8 and 7.
grep -q "witch.jsonl:3: the claimed ledger differs" "$work/out.txt" &&
    grep -q "witch -7 = 8" "$work/out.txt" ||
    { echo "the divergence is not the witch's rounding at line 3"; exit 1; }
echo "serve's logs check"
