#!/bin/sh
# An engine that plays only the base game of C1 and says so: anything else is UNSUPPORTED. It
# declines every later request politely too.
read -r line
echo '{"id": 1, "ok": {"protocol": 1, "engine": {"name": "c1-base-only"}, "editions": ["C1"], "expansions": [], "switches": {}, "queries": ["legal", "state", "ledger"]}}'
while read -r line; do
    id=$(echo "$line" | sed 's/.*"id":\([0-9]*\).*/\1/')
    echo "{\"id\": $id, \"error\": {\"code\": \"unsupported\", \"message\": \"not implemented\"}}"
done
