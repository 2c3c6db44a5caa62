#!/bin/sh
# fuzz_abbot_probes.sh ORACLE: abbot games against `serve`. Without probes the random players
# recall their abbots (a recall is among the moves played); with a probe before every move the
# probes reach the Abbot's refusals (a follower on a garden, the abbot off a cloister or garden,
# a recall of no abbot or of another player's), and serve refuses each with the rules' code.
# (abbot-feature-complete needs the tile just placed to complete the player's own abbot's
# feature: too rare in random games to be counted on here; scenarios/abbot/ and
# tests/gamelog/jcz/abbot-recall-complete.jcz hold it.)
set -u
oracle=$1
fail() { echo "FAILED: $*"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$oracle" fuzz --engine "tee -a '$work/requests.jsonl' | $oracle serve" --expansion abbot \
    --edition C2 --games 10 --seed 1 --probe-illegal 0 --jobs 1 >"$work/plain.txt" ||
    { cat "$work/plain.txt"; fail "serve diverges in abbot games"; }
recalls=$(grep -o '"type":"recall"' "$work/requests.jsonl" | wc -l)
echo "recalls played: $recalls"
[ "$recalls" -gt 0 ] || fail "no recall in the generated games"

"$oracle" fuzz --engine "$oracle serve | tee -a '$work/replies.jsonl'" --expansion abbot \
    --edition C2 --games 20 --seed 1 --probe-illegal 1 --jobs 1 >"$work/fuzz.txt" ||
    { cat "$work/fuzz.txt"; fail "serve fails a probe"; }
tail -n 1 "$work/fuzz.txt"
grep -q '^20 games, no divergence ([1-9][0-9]* illegal-move probes)$' "$work/fuzz.txt" ||
    fail "expected probes against serve and no divergence"
for code in garden-abbot-only abbot-not-on-cloister-or-garden no-abbot-to-recall not-your-abbot; do
    count=$(grep -o "\"code\":\"$code\"" "$work/replies.jsonl" | wc -l)
    echo "$code: $count probes"
    [ "$count" -gt 0 ] || fail "no probe was refused with $code"
done
