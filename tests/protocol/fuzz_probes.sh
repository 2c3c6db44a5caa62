#!/bin/sh
# fuzz_probes.sh ORACLE SEED GAMES: illegal-move probes. `serve` refuses every probe with the code
# the rules give and keeps its state; an engine that accepts any magic target
# (`--fault accepts-any-magic-target`) passes legal-only fuzzing (`--probe-illegal 0`) and is
# caught by the probes, shrunk to a scenario with `expect-error:` that `run` passes, the faulty
# engine fails and `serve` passes.
set -u
oracle=$1 seed=$2 games=$3
fail() { echo "FAILED: $*"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
faulty="$oracle serve --fault accepts-any-magic-target"

"$oracle" fuzz --engine "$oracle serve" --games 3 --seed "$seed" --max-turns 30 \
    --probe-illegal 1 >"$work/serve.txt" || { cat "$work/serve.txt"; fail "serve fails a probe"; }
cat "$work/serve.txt"
grep -q '^3 games, no divergence ([1-9][0-9]* illegal-move probes)$' "$work/serve.txt" ||
    fail "expected probes against serve and no divergence"

"$oracle" fuzz --engine "$faulty" --games "$games" --seed "$seed" --max-turns 30 \
    --probe-illegal 0 >"$work/legal.txt" || { cat "$work/legal.txt"; fail "legal-only fuzzing"; }
grep -q "^$games games, no divergence (0 illegal-move probes)$" "$work/legal.txt" ||
    { cat "$work/legal.txt"; fail "legal-only fuzzing should not see the fault"; }

"$oracle" fuzz --engine "$faulty" --games "$games" --seed "$seed" --max-turns 30 \
    --probe-illegal 0.5 --out "$work/diverge.yaml" >"$work/probes.txt"
code=$?
cat "$work/probes.txt"
[ "$code" -eq 1 ] || fail "fuzz with probes: exit $code, expected 1 (a divergence)"
grep -q 'DIVERGES: action [0-9]* (mage\|witch' "$work/probes.txt" ||
    fail "the DIVERGES line does not name the magic move"
grep -q 'an illegal move: the rules refuse it with magic-target-' "$work/probes.txt" ||
    fail "the DIVERGES line does not name the refusal expected"
cat "$work/diverge.yaml"
grep -q '^ *expect-error: magic-target-' "$work/diverge.yaml" ||
    fail "the shrunk scenario does not expect the refusal"
"$oracle" run "$work/diverge.yaml" || fail "run does not pass the shrunk scenario"
"$oracle" drive --engine "$faulty" "$work/diverge.yaml"
code=$?
[ "$code" -eq 1 ] || fail "drive against the faulty engine: exit $code, expected 1"
"$oracle" drive --engine "$oracle serve" "$work/diverge.yaml" ||
    fail "drive against serve does not pass the shrunk scenario"
echo "probes catch what legal-only fuzzing misses"
