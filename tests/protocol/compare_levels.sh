#!/bin/sh
# compare_levels.sh ORACLE SCENARIOS INPUTS: `--compare outcome` (the default) notes a score event
# whose breakdown differs and passes; `--compare breakdown` fails on it; a scenario author's own
# breakdown numbers are checked exactly either way. The engine is `serve --fault
# splits-breakdown`: the same points and scorers, the modifiers folded into the base (an inn road
# of 3 tiles: base 6 instead of base 3, inn +3), in drive, fuzz and check-log (its game log).
set -u
oracle=$1 scenarios=$2 inputs=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
faulty="$oracle serve --fault splits-breakdown"
outcome_only=$inputs/inn-road-outcome-only.yaml

# expect CODE PATTERN COMMAND...: the command exits CODE and its output (both streams) matches
# the extended regular expression PATTERN.
expect() {
    want=$1 pattern=$2
    shift 2
    "$@" >"$work/out.txt" 2>&1
    code=$?
    if [ "$code" -ne "$want" ] || ! grep -Eq -- "$pattern" "$work/out.txt"; then
        echo "FAILED: $* (exit $code, expected $want; output should match '$pattern'):"
        cat "$work/out.txt"
        exit 1
    fi
    echo "ok: exit $code: $*"
}

# drive: the scenario states the road's points and scorer only, so the engine's breakdown is
# compared with the oracle's event: base 3 expected, 6 actual; inn 3 expected, 0 actual.
expect 0 'note\[breakdown\]: .*base 3 expected, 6 actual, inn 3 expected, 0 actual' \
    "$oracle" drive --engine "$faulty" "$outcome_only"
expect 1 'error\[breakdown\]: .*base 3 expected, 6 actual' \
    "$oracle" drive --engine "$faulty" --compare breakdown "$outcome_only"
# Every report format shows the note, and the run passes.
expect 0 '"notes": \[' "$oracle" drive --engine "$faulty" --format json "$outcome_only"
expect 0 '^# note\[breakdown\] .*inn-road-outcome-only.yaml:30: the score event' \
    "$oracle" drive --engine "$faulty" --format tap "$outcome_only"
expect 0 'note\[breakdown\]: the score event' \
    "$oracle" drive --engine "$faulty" --format junit "$outcome_only"
grep -q 'failures="0"' "$work/out.txt" || { echo "junit: a failure"; exit 1; }
expect 0 '^::notice file=.*title=breakdown::' \
    "$oracle" drive --engine "$faulty" --format github "$outcome_only"
# A correct engine has nothing to note under either level.
expect 0 '^1 passed, 0 failed' "$oracle" drive --engine "$oracle serve" --compare breakdown \
    "$outcome_only"
# The author states base 3, inn 3, witch -3: checked exactly, whatever the level (the faulty
# engine says base 3, no inn, no witch).
expect 1 'base 3 = 3 -> red \(inn 3 expected, 0 actual, witch -3 expected' \
    "$oracle" drive --engine "$faulty" \
    "$scenarios/mage-witch/scoring/witch-halves-inn-road-after-the-inn.yaml"

# fuzz: random games with both expansions score inns, cathedrals and the magic figures.
expect 0 '2 games, no divergence \([^)]*, [0-9]+ notes?:' \
    "$oracle" fuzz --engine "$faulty" --games 2 --seed 1
grep -Eq '^  action [0-9]+: note\[breakdown\]' "$work/out.txt" ||
    { echo "fuzz: no note line"; cat "$work/out.txt"; exit 1; }
expect 1 'divergence in game' "$oracle" fuzz --engine "$faulty" --games 2 --seed 1 \
    --compare breakdown --out "$work/diverge.yaml"

# check-log: the faulty engine's own game log claims the folded breakdown.
"$oracle" drive --engine "$faulty --log $work/inn.jsonl" "$outcome_only" >/dev/null 2>&1
expect 0 'inn.jsonl:[0-9]+: note\[breakdown\]: the breakdown of the road .*base 6 \(oracle 3\); modifiers' \
    "$oracle" check-log "$work/inn.jsonl"
grep -q 'agrees with the oracle' "$work/out.txt" || { echo "check-log: no agreement"; exit 1; }
expect 1 'the claimed ledger differs' "$oracle" check-log --compare breakdown "$work/inn.jsonl"
echo "comparison levels hold"
