#!/bin/sh
# fuzz_aim.sh ORACLE ENGINES: fuzz draws its games from what the engine declares, narrowed by
# --edition, --expansion and --players; a narrowing that leaves nothing is exit 5, contradictory
# options exit 64, an engine that cannot start exit 1 with its own words.
set -u
oracle=$1 engines=$2
fail() { echo "FAILED: $*"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# An engine declaring C2 and the base game only: every game is one, none is UNSUPPORTED.
"$oracle" fuzz --engine "sh $engines/declares.sh $oracle '\"C2\"' ''" --games 4 --seed 3 \
    --max-turns 15 >"$work/c2.txt" || { cat "$work/c2.txt"; fail "fuzz against a C2 base engine"; }
cat "$work/c2.txt"
[ "$(grep -c '^game [0-9]* (C2, base game, ' "$work/c2.txt")" -eq 4 ] ||
    fail "expected 4 games of C2, base game"
grep -q '^4 games, no divergence' "$work/c2.txt" || fail "expected 4 games, no divergence"

# Switch values are drawn from those declared: none here (C2 as printed), some against serve,
# which declares every value.
"$oracle" fuzz --engine "sh $engines/declares.sh $oracle '\"C2\"' ''" --games 12 --seed 4 \
    --max-turns 3 >"$work/plain.txt" || { cat "$work/plain.txt"; fail "fuzz, no switch"; }
! grep '^game ' "$work/plain.txt" | grep -q '=' || fail "a switch drawn that was not declared"
"$oracle" fuzz --engine "$oracle serve" --games 12 --seed 4 --max-turns 3 >"$work/all.txt" ||
    { cat "$work/all.txt"; fail "fuzz against serve"; }
grep '^game ' "$work/all.txt" | grep -q ', [a-z-]*=[a-z0-9-]*, ' ||
    { cat "$work/all.txt"; fail "no switch value drawn in 12 games against serve"; }

# Narrowed: the base game with 3 players, C1 or C3.1.
"$oracle" fuzz --engine "$oracle serve" --games 6 --seed 5 --max-turns 10 --expansion none \
    --players 3 --edition C1 --edition C3.1 >"$work/narrow.txt" ||
    { cat "$work/narrow.txt"; fail "narrowed fuzz"; }
cat "$work/narrow.txt"
[ "$(grep -c '^game [0-9]* (C\(1\|3\.1\), base game, 3 players, ' "$work/narrow.txt")" -eq 6 ] ||
    fail "expected 6 games of C1 or C3.1, base game, 3 players"
[ "$(grep -c '^game [0-9]* (C3.1, ' "$work/narrow.txt")" -ge 1 ] || fail "no C3.1 game drawn"
[ "$(grep -c '^game [0-9]* (C1, ' "$work/narrow.txt")" -ge 1 ] || fail "no C1 game drawn"

# Nothing the engine declares is left: exit 5 and why.
expect() { # expect CODE PATTERN ARGS...
    want=$1 pattern=$2
    shift 2
    "$oracle" "$@" >"$work/out.txt" 2>"$work/err.txt"
    code=$?
    cat "$work/out.txt" "$work/err.txt"
    [ "$code" -eq "$want" ] || fail "$*: exit $code, expected $want"
    grep -q "$pattern" "$work/err.txt" || fail "$*: no '$pattern' on standard error"
}
expect 5 "the engine plays none of the editions asked for (it declares: C2)" \
    fuzz --engine "sh $engines/declares.sh $oracle '\"C2\"' ''" --edition C3 --games 2
expect 5 "the engine does not play mage-witch (it declares: none)" \
    fuzz --engine "sh $engines/declares.sh $oracle '\"C2\"' ''" --expansion mage-witch --games 2
# Contradictory options: exit 64.
expect 64 "cannot come with an expansion" \
    fuzz --engine "$oracle serve" --expansion none --expansion mage-witch
expect 64 "expects N or A-B" fuzz --engine "$oracle serve" --players 3-7
expect 64 "expects N or A-B" fuzz --engine "$oracle serve" --players 4-3
# An engine that cannot start: the cause, once.
expect 6 "no-such-engine: not found" fuzz --engine no-such-engine --games 3
echo "fuzz aims at what the engine declares"
