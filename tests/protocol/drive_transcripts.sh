#!/bin/sh
# drive_transcripts.sh ORACLE SCENARIO: --transcripts DIR keeps the transcripts of failing runs
# only (against serve, none), --transcripts-of all those of every run: each with the run's own
# new-game and the protocol version its session speaks; a value other than failing and all is a
# usage error.
set -u
oracle=$1 scenario=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

runs=$("$oracle" run "$scenario" --list | wc -l)
"$oracle" drive --engine "$oracle serve" --timeout-ms 20000 --jobs 1 --transcripts "$work/failing" \
    "$scenario" >/dev/null || fail "drive against serve: exit $?"
[ ! -d "$work/failing" ] || [ -z "$(ls "$work/failing")" ] ||
    fail "transcripts kept for passing runs by default: $(ls "$work/failing")"
"$oracle" drive --engine "$oracle serve" --timeout-ms 20000 --jobs 1 --transcripts "$work/all" \
    --transcripts-of all "$scenario" >/dev/null || fail "drive --transcripts-of all: exit $?"
[ "$(ls "$work/all" | wc -l)" -eq "$runs" ] ||
    fail "--transcripts-of all kept $(ls "$work/all" | wc -l) transcripts for $runs runs"
for t in "$work"/all/*.txt; do
    edition=${t##*@}
    edition=${edition%.txt}
    grep -q "^> {\"id\":[0-9]*,\"cmd\":\"new-game\",\"edition\":\"$edition\"" "$t" ||
        fail "$t: not its run's new-game"
done
grep -q "^# protocol 1.1$" "$work"/all/*@C1.txt || fail "the first run's transcript lacks its hello"
"$oracle" drive --engine "$oracle serve" --transcripts "$work/x" --transcripts-of some "$scenario" \
    >/dev/null 2>&1
[ $? -eq 64 ] || fail "--transcripts-of some: not a usage error"
echo "transcripts kept as asked"
