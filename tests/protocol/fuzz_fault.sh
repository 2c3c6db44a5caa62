#!/bin/sh
# fuzz_fault.sh ORACLE FAULT SEED GAMES [WHERE]: fuzz finds the fault (at an action matching the
# pattern WHERE, when given), writes a shrunk scenario, which `run` passes, `drive` against the
# faulty engine fails and `drive` against `serve` passes.
set -u
oracle=$1 fault=$2 seed=$3 games=$4 where=${5:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$oracle" fuzz --engine "$oracle serve --fault $fault" --games "$games" --seed "$seed" \
    --max-divergences 1 --out "$work/diverge.yaml" >"$work/fuzz.txt"
code=$?
cat "$work/fuzz.txt"
[ "$code" -eq 1 ] || { echo "fuzz: exit $code, expected 1 (a divergence)"; exit 1; }
[ -s "$work/diverge.yaml" ] || { echo "no scenario written"; exit 1; }
# Every divergence is reported with where and what, counted, and its file named.
grep -q "^game [0-9]* (.*): DIVERGES: action [0-9]* ($where.*): error\[" "$work/fuzz.txt" ||
    { echo "no DIVERGES line with the action ($where) and the finding"; exit 1; }
grep -q "^[0-9]* games\?, 1 divergence (.*), stopped after 1 divergence$" "$work/fuzz.txt" ||
    { echo "no count in the summary"; exit 1; }
# A planted fault shrinks to a few actions (from a game of about 300).
actions=$(sed -n 's/.*shrunk from [0-9]* to \([0-9]*\) actions.*/\1/p' "$work/fuzz.txt")
[ -n "$actions" ] && [ "$actions" -le 6 ] ||
    { echo "shrunk to '${actions}' actions, expected 1 to 6"; exit 1; }
cat "$work/diverge.yaml"
"$oracle" run "$work/diverge.yaml" || { echo "run does not pass the shrunk scenario"; exit 1; }
"$oracle" drive --engine "$oracle serve --fault $fault" "$work/diverge.yaml"
code=$?
[ "$code" -eq 1 ] || { echo "drive against the faulty engine: exit $code, expected 1"; exit 1; }
"$oracle" drive --engine "$oracle serve" "$work/diverge.yaml" ||
    { echo "drive against serve does not pass the shrunk scenario"; exit 1; }
echo "divergence found, shrunk and confirmed"
