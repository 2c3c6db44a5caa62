#!/bin/sh
# An engine that reads the hello and exits: the driver must report CRASH.
read -r line
exit 3
