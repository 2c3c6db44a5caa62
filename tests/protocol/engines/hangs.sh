#!/bin/sh
# An engine that never answers, not even hello: `drive` and `fuzz` stop (exit 6, the engine
# cannot start) instead of waiting out the timeout for every run, and kill it.
exec sleep 600
