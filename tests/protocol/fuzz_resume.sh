#!/bin/sh
# fuzz_resume.sh ORACLE: SIGINT during a fuzz campaign writes a resume point (the next game and
# the options) and exits 130; `fuzz --resume FILE` plays the rest, and the two parts together
# play every game of the campaign once, as one uninterrupted run does.
set -u
oracle=$1
fail() { echo "FAILED: $*"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
games=40

"$oracle" fuzz --engine "$oracle serve" --games $games --seed 9 --max-turns 12 \
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
echo "interrupted, resumed, every game played once"
