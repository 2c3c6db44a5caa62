#!/bin/sh
# An engine that answers with another request's id: PROTOCOL.
while read -r line; do
    echo '{"id": 99, "ok": {}}'
done
