#!/bin/sh
# slow-start.sh SECONDS ORACLE: `serve` that takes SECONDS to start (an interpreter or a JVM on a
# busy machine), then answers at once.
sleep "$1"
exec "$2" serve
