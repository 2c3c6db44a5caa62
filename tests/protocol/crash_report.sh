#!/bin/sh
# crash_report.sh ORACLE ENGINES SCENARIO: an engine that dies with a runtime's error after 10 KB of
# log lines (engines/stack-trace.sh node|jvm|python): each run is CRASH, its finding quotes the
# error itself with the frame where it was thrown (not only the last lines, which for node and a
# JVM are the bottom frames), the transcript keeps the whole standard error tail down to its last
# line, and the human summary counts the runs as CRASH.
set -u
oracle=$1 engines=$2 scenario=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $1"; shift; for f in "$@"; do echo "--- $f"; head -c 4000 "$f"; done; exit 1; }

check() { # KIND ERROR-LINE THROWN-AT LAST-LINE
    kind=$1 error=$2 thrown=$3 last=$4
    rm -rf "$work/t"
    "$oracle" drive --engine "sh $engines/stack-trace.sh $kind" --timeout-ms 20000 \
        --report json:"$work/$kind.json" --transcripts "$work/t" "$scenario" >"$work/$kind.txt"
    code=$?
    [ $code -eq 1 ] || fail "$kind: exit $code, expected 1" "$work/$kind.txt"
    n=$(grep -c '"status": "' "$work/$kind.json")
    [ "$(grep -c '"status": "CRASH"' "$work/$kind.json")" -eq "$n" ] ||
        fail "$kind: not every run is CRASH" "$work/$kind.json"
    grep -qF "    engine stderr: $error" "$work/$kind.txt" ||
        fail "$kind: the finding does not quote the error '$error'" "$work/$kind.txt"
    grep -qF "    engine stderr: $thrown" "$work/$kind.txt" ||
        fail "$kind: the finding does not say where it was thrown: '$thrown'" "$work/$kind.txt"
    grep -q "^0 passed, $n failed ($n CRASH)$" "$work/$kind.txt" ||
        fail "$kind: the summary does not count CRASH" "$work/$kind.txt"
    for t in "$work"/t/*.txt; do
        grep -qF "# engine stderr" "$t" || fail "$kind: no stderr in the transcript" "$t"
        grep -qF "#   engine log: turn 0 evaluated" "$t" ||
            fail "$kind: the transcript lost the start of the tail" "$t"
        [ "$(grep -F "$last" "$t" | tail -1 | cut -c1-4)" = "#   " ] ||
            fail "$kind: the transcript lost the last line '$last'" "$t"
    done
}

check node "Error: no feature at 3,-1/city E" \
    "  at Board.featureAt (/home/dev/engine/dist/board.js:214:15)" "Node.js v18.19.0"
check jvm 'Exception in thread "main" java.lang.IllegalStateException: follower step expected' \
    "  at org.example.engine.Game.pass(Game.java:301)" \
    "at java.base/java.lang.reflect.Method.invoke(Method.java:568)"
check python "KeyError: 'city-7'" \
    '  File "/home/dev/engine/scoring.py", line 12, in score_city' "KeyError: 'city-7'"
echo "crash reports quote the engine's error"
