#!/bin/sh
# closes-output.sh PIDFILE: an engine that answers hello, then at new-game closes its standard
# output and stays alive (its id is added to PIDFILE). Run as `sh closes-output.sh`, the shell of
# `sh -c` above it keeps a copy of the pipe: the driver must see the output closed all the same.
pidfile=$1
while read -r line; do
    id=$(echo "$line" | sed 's/.*"id":\([0-9]*\).*/\1/')
    case $line in
    *'"cmd":"hello"'*)
        echo "{\"id\": $id, \"ok\": {\"protocol\": 1, \"engine\": {\"name\": \"closes-output\"}, \"editions\": [\"C1\", \"C2\", \"C3\", \"C3.1\"], \"expansions\": [\"inns-cathedrals\", \"mage-witch\"], \"switches\": {}, \"queries\": [\"legal\", \"state\", \"ledger\"]}}" ;;
    *'"cmd":"new-game"'*)
        exec >&-
        echo $$ >>"$pidfile"
        sleep 600 ;;
    *) echo "{\"id\": $id, \"ok\": {}}" ;;
    esac
done
