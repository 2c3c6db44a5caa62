#!/bin/sh
# fuzz_resume.sh ORACLE ENGINES: SIGINT during a fuzz campaign writes a resume point (the next
# game and the options) and exits 130; `fuzz --resume FILE` plays the rest, and the two parts
# together play every game of the campaign once, as one uninterrupted run does.
set -u
oracle=$1 engines=$2
fail() { echo "FAILED: $*"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
games=400 # enough that the interrupt comes mid-campaign: a session plays hundreds a second

"$oracle" fuzz --engine "$oracle serve" --games $games --seed 9 --max-turns 12 --jobs 1 \
    --resume-file "$work/resume.json" >"$work/first.txt" 2>"$work/first.err" &
pid=$!
tries=0
until [ "$(grep -c '^game ' "$work/first.txt")" -ge 3 ]; do
    tries=$((tries + 1))
    [ $tries -lt 600 ] || { kill "$pid"; fail "no progress from fuzz"; }
    sleep 0.1
done
kill -INT "$pid"
wait "$pid"
code=$?
cat "$work/first.txt" "$work/first.err"
[ "$code" -eq 130 ] || fail "interrupted fuzz: exit $code, expected 130"
[ -s "$work/resume.json" ] || fail "no resume point written"
cat "$work/resume.json"
grep -q 'interrupted before game [0-9]*' "$work/first.txt" || fail "no word of the interrupt"
grep -q "fuzz --resume $work/resume.json" "$work/first.err" || fail "no resume command shown"
next=$(sed -n 's/^interrupted before game \([0-9]*\):.*/\1/p' "$work/first.txt")
[ "$next" -lt $games ] || fail "interrupted after the last game"

"$oracle" fuzz --resume "$work/resume.json" >"$work/second.txt" ||
    { cat "$work/second.txt"; fail "the resumed campaign"; }
cat "$work/second.txt"
grep -q "^resuming at game $next " "$work/second.txt" || fail "did not resume at game $next"
grep -q "^$games games, no divergence" "$work/second.txt" ||
    fail "the campaign's summary does not count all $games games"
# Every game once: the lines of both parts are the uninterrupted run's.
"$oracle" fuzz --engine "$oracle serve" --games $games --seed 9 --max-turns 12 >"$work/whole.txt"
grep -h '^game ' "$work/first.txt" "$work/second.txt" >"$work/parts.txt"
grep '^game ' "$work/whole.txt" | diff - "$work/parts.txt" ||
    fail "the interrupted and resumed campaign differs from the whole one"
"$oracle" fuzz --resume "$work/resume.json" --engine x >/dev/null 2>&1
[ $? -eq 64 ] || fail "--resume with campaign options: expected exit 64"
echo '{}' >"$work/bad.json"
"$oracle" fuzz --resume "$work/bad.json" 2>"$work/bad.err"
[ $? -eq 2 ] || fail "a file that is no resume point: expected exit 2"
grep -q "bad.json: not a fuzz resume point" "$work/bad.err" || fail "no message for a bad file"

# Divergences found before the interrupt (SIGTERM this time) are written at once, kept in the
# resume point and counted by the resumed campaign's summary.
"$oracle" fuzz --engine "$oracle serve --fault final-skips-farmers" --games 120 --seed 1 \
    --jobs 1 --max-turns 20 --shrink-first 0 --max-divergences 0 --out "$work/out/d.yaml" \
    --resume-file "$work/r2.json" >"$work/f1.txt" 2>&1 &
pid=$!
tries=0
until grep -q 'DIVERGES' "$work/f1.txt"; do
    tries=$((tries + 1))
    [ $tries -lt 600 ] || { kill "$pid"; fail "no divergence from the faulty engine"; }
    sleep 0.1
done
kill -TERM "$pid"
wait "$pid"
code=$?
cat "$work/f1.txt"
[ "$code" -eq 130 ] || fail "fuzz after SIGTERM: exit $code, expected 130"
found=$(grep -c 'DIVERGES' "$work/f1.txt")
[ "$(grep -c '"detail"' "$work/r2.json")" -eq "$found" ] ||
    { cat "$work/r2.json"; fail "the resume point does not hold the $found divergences"; }
[ -s "$work/out/d.yaml" ] || fail "the first divergence was not written before the interrupt"
"$oracle" fuzz --resume "$work/r2.json" >"$work/f2.txt"
code=$?
cat "$work/f2.txt"
[ "$code" -eq 1 ] || fail "the resumed faulty campaign: exit $code, expected 1"
total=$((found + $(grep -c 'DIVERGES' "$work/f2.txt")))
grep -q "^120 games, $total divergences" "$work/f2.txt" ||
    fail "the summary does not count the $total divergences of both parts"
[ "$(grep -c '^  game [0-9]*: action ' "$work/f2.txt")" -eq "$total" ] ||
    fail "the summary does not list the $total divergences"

# A second signal does not wait for the game under way (a slow engine's): it stops at once,
# without a resume point.
"$oracle" fuzz --engine "sh $engines/slow.sh $oracle" --games 3 --seed 1 \
    --resume-file "$work/r3.json" >"$work/s.txt" 2>&1 &
pid=$!
sleep 1
kill -INT "$pid"
sleep 0.5
kill -INT "$pid"
wait "$pid"
code=$?
cat "$work/s.txt"
[ "$code" -eq 130 ] || fail "twice interrupted: exit $code, expected 130"
[ ! -e "$work/r3.json" ] || fail "twice interrupted, a resume point was written"
! grep -q 'interrupted before' "$work/s.txt" || fail "the second signal waited for the game"
echo "interrupted, resumed, every game played once, every divergence kept"
