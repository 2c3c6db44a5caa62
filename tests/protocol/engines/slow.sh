#!/bin/sh
# slow.sh ORACLE: `serve`, each reply 50 ms late: a game takes long enough to be interrupted.
"$1" serve | while IFS= read -r line; do
    sleep 0.05
    printf '%s\n' "$line"
done
