#!/bin/sh
# geometry_names.sh ORACLE: a geometry name (`~` and the id of the tile without a garden, README
# "tile names") takes the copy each edition prints in every door: the protocol's setup and play,
# a game log, perft --tiles. tiles.md: the straight inn road is IC/RFr.i x1 in C1
# (inns-and-cathedrals:1), IC/RFr.iG x1 from C2 on; the four-city tile IC/CCCC / IC/CCCCG alike.
# IC/RFr.i east of D ([1,0] r0: its W road on D's E road); the four-city tile north of D ([0,-1]).
set -u
oracle=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail=0
session() { # EDITION
    "$oracle" serve <<SESSION
{"id":1,"cmd":"hello","protocol":1}
{"id":2,"cmd":"new-game","edition":"$1","expansions":["inns-cathedrals"],"players":2}
{"id":3,"cmd":"setup","tiles":[{"tile":"D","at":[0,0]},{"tile":"~IC/CCCC","at":[0,-1]}]}
{"id":4,"cmd":"play","move":{"type":"place","tile":"~IC/RFr.i","at":[1,0],"rotation":0}}
{"id":5,"cmd":"query","what":"ledger"}
{"id":6,"cmd":"play","move":{"type":"pass"}}
{"id":7,"cmd":"play","move":{"type":"place","tile":"~IC/RFr.i","at":[2,0],"rotation":0}}
{"id":8,"cmd":"play","move":{"type":"place","tile":"IC/CCCCG","at":[0,-2],"rotation":0}}
{"id":9,"cmd":"play","move":{"type":"place","tile":"IC/CCCC","at":[0,-2],"rotation":0}}
SESSION
}
expect() { # REPLIES ID PATTERN WHY
    line=$(printf '%s\n' "$1" | grep "^{\"id\":$2,")
    if printf '%s' "$line" | grep -q "$3"; then :; else
        echo "reply $2 ($4): expected $3, got: $line"; fail=1
    fi
}
c1=$(session C1)
expect "$c1" 3 '"ok"' "C1: the set-up takes ~IC/CCCC"
expect "$c1" 5 '"tile":"IC/RFr.i"' "C1: ~IC/RFr.i takes IC/RFr.i"
expect "$c1" 7 '"code":"tile-exhausted"' "C1: the one copy is used"
expect "$c1" 8 '"code":"tile-not-in-set"' "C1 prints no IC/CCCCG"
expect "$c1" 9 '"code":"tile-exhausted"' "C1: the set-up took IC/CCCC"
c2=$(session C2)
expect "$c2" 3 '"ok"' "C2: the set-up takes ~IC/CCCC"
expect "$c2" 5 '"tile":"IC/RFr.iG"' "C2: ~IC/RFr.i takes IC/RFr.iG"
expect "$c2" 7 '"code":"tile-exhausted"' "C2: the one copy is used"
expect "$c2" 8 '"code":"tile-exhausted"' "C2: the set-up took IC/CCCCG"
expect "$c2" 9 '"code":"tile-not-in-set"' "C2 prints no IC/CCCC"
[ $fail -eq 0 ] || { printf '%s\n%s\n' "$c1" "$c2"; exit 1; }

# A game log names the geometry in its set-up and its moves, in each edition.
for edition in C1 C2 C3.1; do
    cat > "$work/game.jsonl" <<LOG
{"type": "setup", "version": 1, "edition": "$edition", "expansions": ["inns-cathedrals"], "players": ["Alice", "Bob"], "tiles": [{"tile": "D", "at": [0, 0]}, {"tile": "~IC/CCCC", "at": [0, -1]}]}
{"type": "move", "player": "Alice", "move": {"type": "place", "tile": "~IC/RFr.i", "at": [1, 0], "rotation": 0}}
{"type": "move", "player": "Alice", "move": {"type": "pass"}, "events": [], "scores": {"Alice": 0, "Bob": 0}}
LOG
    if ! "$oracle" check-log "$work/game.jsonl" > "$work/out" 2>&1; then
        echo "check-log $edition: the log naming geometries does not agree:"; cat "$work/out"; fail=1
    fi
done

# perft --tiles: the geometry counts as the edition's id does; two of them need two copies.
for pair in C1:IC/RFr.i C2:IC/RFr.iG C3.1:IC/RFr.iG; do
    edition=${pair%%:*}; id=${pair#*:}
    byname=$("$oracle" perft --tiles "V,~IC/RFr.i" --depth 2 --edition "$edition" --expansion inns-cathedrals)
    byid=$("$oracle" perft --tiles "V,$id" --depth 2 --edition "$edition" --expansion inns-cathedrals)
    if [ -z "$byname" ] || [ "$byname" != "$byid" ]; then
        echo "perft $edition: ~IC/RFr.i gave '$byname', $id gave '$byid'"; fail=1
    fi
done
"$oracle" perft --tiles "~IC/RFr.i,~IC/RFr.i" --depth 2 --edition C2 --expansion inns-cathedrals \
    > "$work/out" 2>&1
code=$?
if [ $code -ne 64 ] || ! grep -q 'tile 2: all 1 copies of ~IC/RFr.i (IC/RFr.iG x1)' "$work/out"; then
    echo "perft: a second ~IC/RFr.i in C2: exit $code"; cat "$work/out"; fail=1
fi
[ $fail -eq 0 ] || exit 1
echo "geometry names take each edition's copy in the protocol, game logs and perft"
