#!/bin/sh
# forks-and-exits.sh PIDFILE: an engine that answers hello, then at new-game starts a child that
# keeps its output open (the child's id is added to PIDFILE) and exits. The driver must see the
# engine gone at once (CRASH, not TIMEOUT after the timeout), and the child must not outlive it.
pidfile=$1
while read -r line; do
    id=$(echo "$line" | sed 's/.*"id":\([0-9]*\).*/\1/')
    case $line in
    *'"cmd":"hello"'*)
        echo "{\"id\": $id, \"ok\": {\"protocol\": 1, \"engine\": {\"name\": \"forks-and-exits\"}, \"editions\": [\"C1\", \"C2\", \"C3\", \"C3.1\"], \"expansions\": [\"inns-cathedrals\", \"mage-witch\"], \"switches\": {}, \"queries\": [\"legal\", \"state\", \"ledger\"]}}" ;;
    *'"cmd":"new-game"'*)
        sleep 600 &
        echo $! >>"$pidfile"
        exit 0 ;;
    *) echo "{\"id\": $id, \"ok\": {}}" ;;
    esac
done
