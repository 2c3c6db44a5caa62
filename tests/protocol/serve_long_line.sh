#!/bin/sh
# serve_long_line.sh ORACLE: a request line over 1 MiB gets a bad-request reply (id null) and the
# session goes on: the next request is answered as usual.
set -u
oracle=$1
replies=$({ head -c 1100000 /dev/zero | tr '\0' 'x'; printf '\n{"id":7,"cmd":"quit"}\n'; } |
    "$oracle" serve)
expected='{"id":null,"error":{"code":"bad-request","message":"the request is longer than 1048576 bytes"}}
{"id":7,"ok":{}}'
if [ "$replies" = "$expected" ]; then
    echo "the long line is refused and the session goes on"
else
    printf 'expected:\n%s\ngot:\n%.400s\n' "$expected" "$replies"
    exit 1
fi
