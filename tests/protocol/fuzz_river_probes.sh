#!/bin/sh
# fuzz_river_probes.sh ORACLE: river games against `serve`, a probe before every move of the
# river's eleven turns: the probes reach the River's refusals (a follower on the river, a river
# tile that does not continue the river, a U-turn), and serve refuses each with the rules' code.
set -u
oracle=$1
fail() { echo "FAILED: $*"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$oracle" fuzz --engine "$oracle serve | tee -a '$work/replies.jsonl'" --expansion river \
    --games 10 --seed 1 --max-turns 11 --probe-illegal 1 --jobs 1 >"$work/fuzz.txt" ||
    { cat "$work/fuzz.txt"; fail "serve fails a probe"; }
cat "$work/fuzz.txt"
grep -q '^10 games, no divergence ([1-9][0-9]* illegal-move probes)$' "$work/fuzz.txt" ||
    fail "expected probes against serve and no divergence"
for code in river-no-follower river-not-continued river-turn; do
    count=$(grep -o "\"code\":\"$code\"" "$work/replies.jsonl" | wc -l)
    echo "$code: $count probes"
    [ "$count" -gt 0 ] || fail "no probe was refused with $code"
done
