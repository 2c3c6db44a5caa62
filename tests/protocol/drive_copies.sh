#!/bin/sh
# drive_copies.sh ORACLE SCENARIOS: `drive` sends an engine tile ids, never letters, each the id of
# the copy the oracle takes. In C2 the three N of the letter scenario are BA/Cc.1, BA/Cc.1 and
# BA/CcG (tiles.md: basic:2 has BA/Cc.1 x2 + BA/CcG x1); the engine (`serve`, which counts copies
# per id) must accept them all. Its input is kept to read what was sent.
set -u
oracle=$1 scenarios=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$oracle" drive --engine "tee -a $work/sent.jsonl | $oracle serve" --edition C2 \
    "$scenarios/base/placement/letter-takes-the-garden-twin-when-plain-copies-are-gone.yaml" ||
    { echo "drive failed"; exit 1; }
placed=$(grep '"cmd":"play"' "$work/sent.jsonl" | grep '"type":"place"' |
    sed 's/.*"tile":"\([^"]*\)".*/\1/' | head -3 | tr '\n' ' ')
[ "$placed" = "BA/Cc.1 BA/Cc.1 BA/CcG " ] || {
    echo "expected the places BA/Cc.1 BA/Cc.1 BA/CcG first, sent: $placed"; cat "$work/sent.jsonl"; exit 1; }
if grep -q '"tile":"[A-X]"' "$work/sent.jsonl"; then
    echo "a letter was sent:"; grep '"tile":"[A-X]"' "$work/sent.jsonl"; exit 1
fi
grep -q '"tiles":\[{"at":\[0,0\],"rotation":0,"tile":"BA/RCr"}\]' "$work/sent.jsonl" ||
    { echo "the set-up tile D was not sent as BA/RCr:"; grep '"setup"' "$work/sent.jsonl"; exit 1; }
echo "sent BA/Cc.1 BA/Cc.1 BA/CcG, ids only"
