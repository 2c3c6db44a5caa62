#!/bin/sh
# An engine that answers hello, new-game and setup, and dies at its first move or query with a word on standard
# error: each run is one CRASH whose finding carries that word, and the next run gets a new engine.
while read -r line; do
    id=$(echo "$line" | sed 's/.*"id":\([0-9]*\).*/\1/')
    case $line in
    *'"cmd":"hello"'*)
        echo "{\"id\": $id, \"ok\": {\"protocol\": 1, \"engine\": {\"name\": \"crashes\"}, \"editions\": [\"C1\", \"C2\", \"C3\", \"C3.1\"], \"expansions\": [\"inns-cathedrals\", \"mage-witch\"], \"switches\": {}, \"queries\": [\"legal\", \"state\", \"ledger\"]}}" ;;
    *'"cmd":"new-game"'* | *'"cmd":"setup"'* | *'"cmd":"quit"'*) echo "{\"id\": $id, \"ok\": {}}" ;;
    *)
        echo "crashes.sh: segmentation fault (request $id)" >&2
        exit 1 ;;
    esac
done
