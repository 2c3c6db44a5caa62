#!/bin/sh
# An engine that answers hello and then never answers again: TIMEOUT at new-game, named.
read -r line
echo '{"id": 1, "ok": {"protocol": 1, "engine": {"name": "hangs-after-hello"}, "editions": ["C1", "C2", "C3", "C3.1"], "expansions": ["inns-cathedrals", "mage-witch"], "switches": {}, "queries": ["legal", "state", "ledger"]}}'
exec sleep 600
