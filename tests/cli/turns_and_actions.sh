#!/bin/sh
# turns_and_actions.sh ORACLE SCENARIO: `render`, `perft` and `legal` count `--turn N` in game
# turns and `--action N` in play-list entries, alike. SCENARIO's first turn is two entries (a
# placement, then its follower step), so `--turn 1` must show what `--action 2` shows, and
# `--action 1` (mid-turn) something else.
set -u
oracle=$1 scenario=$2
fail() { echo "FAILED: $*"; exit 1; }
same() { [ "$1" = "$2" ] || fail "$3: '$1' and '$2' differ"; }
for command in "render --format text" "perft --depth 1" "legal"; do
    turn=$($oracle $command "$scenario" --turn 1) || fail "$command --turn 1"
    two=$($oracle $command "$scenario" --action 2) || fail "$command --action 2"
    one=$($oracle $command "$scenario" --action 1) || fail "$command --action 1"
    # The titles name the count given; the boards, counts and moves must agree.
    turn=$(printf '%s\n' "$turn" | grep -v 'after ')
    two=$(printf '%s\n' "$two" | grep -v 'after ')
    one=$(printf '%s\n' "$one" | grep -v 'after ')
    same "$turn" "$two" "$command: --turn 1 and --action 2"
    [ "$turn" != "$one" ] || fail "$command: --turn 1 shows the same as --action 1 (mid-turn)"
done
$oracle render "$scenario" --turn 9 >/dev/null 2>&1
[ $? -eq 64 ] || fail "render --turn past the play list: not a usage error"
$oracle perft "$scenario" --turn 1 --action 1 >/dev/null 2>&1
[ $? -eq 64 ] || fail "perft --turn with --action: not a usage error"
echo "--turn counts game turns, --action entries, in render, perft and legal"
