#!/bin/sh
# An engine that answers every request with text that is not JSON: PROTOCOL.
while read -r line; do
    echo "hello, I am not JSON"
done
