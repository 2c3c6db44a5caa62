#!/bin/sh
# jobs_identical.sh ORACLE SCENARIOS LOGS: --jobs 4 gives the same results and reports, in the same
# order, as --jobs 1 (times set aside) for run, drive (against serve), fuzz (against serve),
# check-log over a folder of records, and perft.
set -u
oracle=$1 scenarios=$2 logs=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0

# The command under --jobs 1 and --jobs 4: the same exit code, standard output and error, and
# report files; "time" values (wall clock) are the only thing set to 0 before comparing.
same() {
    name=$1
    shift
    for j in 1 4; do
        "$@" --jobs $j >"$work/$name.$j.out" 2>"$work/$name.$j.err"
        echo $? >"$work/$name.$j.code"
        for f in "$work"/report.json "$work"/report.jsonl "$work"/report.xml; do
            [ -f "$f" ] && mv "$f" "$work/$name.$j.$(basename "$f")"
        done
    done
    for f in "$work/$name".1.*; do
        g=$(echo "$f" | sed "s/\.1\./.4./")
        sed -E 's/"time": ?[0-9.e+-]+/"time": 0/g; s/time="[0-9.]+"/time="0"/g' "$f" >"$f.n"
        sed -E 's/"time": ?[0-9.e+-]+/"time": 0/g; s/time="[0-9.]+"/time="0"/g' "$g" >"$g.n"
        if ! cmp -s "$f.n" "$g.n"; then
            echo "$name: --jobs 4 differs from --jobs 1 in $(basename "$f"):"
            diff "$f.n" "$g.n" | head -20
            status=1
        fi
    done
    [ -s "$work/$name.1.out" ] || { echo "$name: no output"; status=1; }
    echo "$name: exit $(cat "$work/$name.1.code"), $(wc -l <"$work/$name.1.out") lines"
}

same run "$oracle" run "$scenarios" --format json --report "jsonl:$work/report.jsonl" \
    --report "junit:$work/report.xml"
same drive "$oracle" drive --engine "$oracle serve" "$scenarios/base" "$scenarios/mage-witch/join" \
    --format jsonl --report "json:$work/report.json"
same fuzz "$oracle" fuzz --engine "$oracle serve" --games 6 --seed 3 --max-turns 12
same fuzz-fault "$oracle" fuzz --engine "$oracle serve --fault witch-rounds-down" --games 20 \
    --seed 1
same check-log "$oracle" check-log "$logs"
same perft "$oracle" perft --edition C3 --tiles V,W,A --depth 3 --divide
[ $status -eq 0 ] && echo "--jobs 4 reports as --jobs 1"
exit $status
