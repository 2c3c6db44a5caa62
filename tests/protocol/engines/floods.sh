#!/bin/sh
# An engine that answers with 3 MB and no newline: the driver caps lines at 1 MiB (PROTOCOL).
read -r line
head -c 3000000 /dev/zero | tr '\0' x
sleep 600
