#!/bin/sh
# serve_session.sh ORACLE DIR VERSION: `serve` answers session.jsonl with session.expected.jsonl.
set -u
oracle=$1 dir=$2 version=$3
"$oracle" serve < "$dir/session.jsonl" | sed "s/\"version\":\"$version\"/\"version\":\"VERSION\"/" > /tmp/serve_session.$$
if diff -u "$dir/session.expected.jsonl" /tmp/serve_session.$$; then
    rm -f /tmp/serve_session.$$
    echo "the replies are as expected"
else
    rm -f /tmp/serve_session.$$
    exit 1
fi
