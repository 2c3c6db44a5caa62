#!/bin/sh
# An engine that never answers: the driver must report TIMEOUT and kill it.
exec sleep 600
