#!/bin/sh
# declares.sh ORACLE EDITIONS EXPANSIONS: `serve`, whose handshake declares only these editions
# and expansions (JSON list bodies, e.g. '"C2"' and '') and no switch: an engine that plays part
# of the game, each edition as printed.
oracle=$1 editions=$2 expansions=$3
"$oracle" serve | sed -u "s/\"editions\":\[[^]]*\]/\"editions\":[$editions]/; s/\"expansions\":\[[^]]*\]/\"expansions\":[$expansions]/; s/\"switches\":{[^}]*}/\"switches\":{}/"
