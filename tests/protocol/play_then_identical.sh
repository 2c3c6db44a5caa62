#!/bin/sh
# play_then_identical.sh ORACLE PROXY SCENARIOS: the 1.1 feature play-then (queries answered with
# the move) changes nothing but the number of round trips: fuzz and drive against `serve`, which
# declares it, report exactly as against `proxy.py no-then`, which does not declare it and exits
# (CRASH) if a play carries "then" anyway. Only "time" values and the engine's command are set
# aside.
set -u
oracle=$1 proxy=$2 scenarios=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0

# The command against both engines: the same exit code, standard output and report.
same() {
    name=$1
    shift
    for engine in serve no-then; do
        case $engine in
        serve) command="$oracle serve" ;;
        *) command="$proxy no-then" ;;
        esac
        "$@" --engine "$command" --timeout-ms 20000 --report "json:$work/$name.$engine.json" \
            >"$work/$name.$engine.out" 2>"$work/$name.$engine.err"
        echo $? >"$work/$name.$engine.code"
        for f in out json; do
            sed -E 's/"time": ?[0-9.e+-]+/"time": 0/g; s/"engine": ?"[^"]*"/"engine": ""/g' \
                "$work/$name.$engine.$f" >"$work/$name.$engine.$f.n"
        done
    done
    for f in code out.n json.n; do
        if ! cmp -s "$work/$name.serve.$f" "$work/$name.no-then.$f"; then
            echo "$name: play-then changes the $f:"
            diff "$work/$name.serve.$f" "$work/$name.no-then.$f" | head -20
            status=1
        fi
    done
    grep -q '"status"' "$work/$name.serve.json.n" || { echo "$name: no runs reported"; status=1; }
    if grep -q "proxy.py no-then: a play with" "$work/$name.no-then.err" ||
        grep -Eq '"(status|outcome)": ?"CRASH"' "$work/$name.no-then.json.n"; then
        echo "$name: play-then sent to an engine that did not declare it"
        status=1
    fi
    echo "$name: exit $(cat "$work/$name.serve.code")"
}

same fuzz "$oracle" fuzz --games 4 --seed 5 --probe-illegal 0.3
same drive "$oracle" drive --format jsonl "$scenarios/base" "$scenarios/mage-witch/join"
[ $status -eq 0 ] && echo "play-then reports as without it"
exit $status
