#!/bin/sh
# hangs-after-hello.sh [PIDFILE]: an engine that answers hello and then never answers again
# (TIMEOUT at new-game, named); a child it started at its start (its id added to PIDFILE, if
# given) keeps its output, and must die with the engine.
pidfile=${1:-/dev/null}
sleep 600 &
echo $! >>"$pidfile"
while read -r line; do
    id=$(echo "$line" | sed 's/.*"id":\([0-9]*\).*/\1/')
    case $line in
    *'"cmd":"hello"'*)
        echo "{\"id\": $id, \"ok\": {\"protocol\": 1, \"engine\": {\"name\": \"hangs-after-hello\"}, \"editions\": [\"C1\", \"C2\", \"C3\", \"C3.1\"], \"expansions\": [\"inns-cathedrals\", \"mage-witch\"], \"switches\": {}, \"queries\": [\"legal\", \"state\", \"ledger\"]}}" ;;
    *) sleep 600 ;;
    esac
done
