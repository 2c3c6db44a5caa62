#!/bin/sh
# `--shard SHARD` with the scheduler's variables (VAR=VALUE...) selects the same runs as
# `--shard 2/3`, and some.
# usage: shard_auto.sh ORACLE SCENARIOS SHARD VAR=VALUE...
oracle=$1 scenarios=$2 shard=$3
shift 3
auto=$(env -u CI_NODE_INDEX -u CI_NODE_TOTAL -u JOB_COMPLETION_INDEX -u CARCASSONNE_ORACLE_SHARDS \
    "$@" "$oracle" run "$scenarios" --list --shard "$shard") || exit 1
given=$("$oracle" run "$scenarios" --list --shard 2/3) || exit 1
[ -n "$given" ] || { echo "shard 2/3 selects nothing"; exit 1; }
[ "$auto" = "$given" ] || { echo "--shard $shard with $* selects other runs:"; echo "$auto" | head; exit 1; }
echo "$(echo "$auto" | wc -l) runs, as --shard 2/3"
