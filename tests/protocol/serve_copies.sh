#!/bin/sh
# serve_copies.sh ORACLE: `serve` counts tile copies per id and lets a letter take any copy of its
# geometry (tiles.md: N is BA/Cc.1 x2 + BA/CcG x1 in C2, BA/Cc.1 x3 in C1, which has no garden
# tile). Squares around D at [0, 0] that take N: [0,-1] r180, [1,-1] r0, [1,-2] r270, [0,-2] r90.
set -u
oracle=$1
replies=$("$oracle" serve <<'SESSION'
{"id":1,"cmd":"hello","protocol":1}
{"id":2,"cmd":"new-game","edition":"C2","expansions":[],"players":2}
{"id":3,"cmd":"setup","tiles":[{"tile":"D","at":[0,0]},{"tile":"BA/Cc.1","at":[0,-1],"rotation":180},{"tile":"BA/Cc.1","at":[1,-1]}]}
{"id":4,"cmd":"play","move":{"type":"place","tile":"BA/Cc.1","at":[1,-2],"rotation":270}}
{"id":5,"cmd":"play","move":{"type":"place","tile":"BA/CcG","at":[1,-2],"rotation":270}}
{"id":6,"cmd":"query","what":"ledger"}
{"id":7,"cmd":"play","move":{"type":"pass"}}
{"id":8,"cmd":"play","move":{"type":"place","tile":"BA/CcG","at":[0,-2],"rotation":90}}
{"id":9,"cmd":"play","move":{"type":"place","tile":"N","at":[0,-2],"rotation":90}}
{"id":10,"cmd":"new-game","edition":"C2","expansions":[],"players":2}
{"id":11,"cmd":"setup","tiles":[{"tile":"D","at":[0,0]},{"tile":"N","at":[0,-1],"rotation":180},{"tile":"N","at":[1,-1]}]}
{"id":12,"cmd":"play","move":{"type":"place","tile":"N","at":[1,-2],"rotation":270}}
{"id":13,"cmd":"query","what":"ledger"}
{"id":14,"cmd":"new-game","edition":"C1","expansions":[],"players":2}
{"id":15,"cmd":"play","move":{"type":"place","tile":"BA/CcG","at":[0,-1],"rotation":180}}
{"id":16,"cmd":"setup","tiles":[{"tile":"D","at":[0,0]},{"tile":"BA/Cc.1","at":[0,-1],"rotation":180},{"tile":"BA/Cc.1","at":[1,-1]}]}
{"id":17,"cmd":"play","move":{"type":"place","tile":"BA/Cc.1","at":[1,-2],"rotation":270}}
SESSION
)
fail=0
expect() { # ID PATTERN WHY
    line=$(printf '%s\n' "$replies" | grep "^{\"id\":$1,")
    if printf '%s' "$line" | grep -q "$2"; then :; else
        echo "reply $1 ($3): expected $2, got: $line"; fail=1
    fi
}
expect 3 '"ok"' "C2: the set-up takes both BA/Cc.1"
expect 4 '"code":"tile-exhausted"' "C2: a third BA/Cc.1 (2 of 2 used)"
expect 5 '"ok"' "C2: BA/CcG still has its copy"
expect 6 '"tile":"BA/CcG"' "the ledger names the copy placed"
expect 8 '"code":"tile-exhausted"' "C2: BA/CcG, 1 of 1 used"
expect 9 '"code":"tile-exhausted"' "C2: N, 3 of 3 used"
expect 11 '"ok"' "C2: two N in a set-up"
expect 12 '"ok"' "C2: the third N"
expect 13 '"tile":"BA/CcG"' "C2: the third N takes the garden twin"
expect 15 '"code":"tile-not-in-set"' "C1 prints no garden tile"
expect 17 '"ok"' "C1: three BA/Cc.1"
[ $fail -eq 0 ] || { printf '%s\n' "$replies"; exit 1; }
echo "copies are counted per id; a letter takes the copy left"
