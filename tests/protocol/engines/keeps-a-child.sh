#!/bin/sh
# keeps-a-child.sh PIDFILE ORACLE: `serve`, after starting a child that keeps the engine's output
# (its id and serve's are added to PIDFILE): both must die when the driver is done with the
# engine, and when the driver itself is killed.
pidfile=$1 oracle=$2
sleep 600 &
echo $! >>"$pidfile"
echo $$ >>"$pidfile"
exec "$oracle" serve
